/**
 * The lockstep session (docs/match-file.md): a game-agnostic binding of a game to the
 * signed transcript, the crypto ledger and each seat's secrets, over any transport; and the full
 * verifier of match files. Imports nothing from `src/`.
 */
export {
  type LockstepGame,
  type Turn,
  type RandomEvent,
  type GameError,
  type DrawnSlot,
  type OpenedSlot,
  type SlotAlias,
  type HiddenClaim,
  type MoveResult,
  type LocalResult,
  type Knowledge,
  NO_KNOWLEDGE,
  isGameError,
} from './game.ts';
export {
  SessionError,
  isSessionError,
  refuse,
  type Blame,
  type SessionErrorCode,
} from './errors.ts';
export {
  DRAW_TAG,
  CARD_KIND,
  publicIndices,
  privateIndices,
  slotContext,
  slotSalt,
} from './draws.ts';
export { Lockstep, BODY_FIELDS, type Claim, type LocalInput } from './lockstep.ts';
export { realClock, type Clock } from './clock.ts';
export { accusedBy, answeredClaim, cameEarly, owedBefore } from './claims.ts';
export {
  MemoryStore,
  evidenceFileOf,
  storedEvidenceProblem,
  type Store,
  type StoredEntry,
  type StoredEvidence,
} from './store.ts';
export {
  ReliableChannel,
  WATCH_ATTEMPTS,
  WATCH_PERIODS,
  type ChannelHost,
  type ChannelOptions,
} from './channel.ts';
export {
  ControlFrames,
  DESYNC_PREFIX,
  HELLO_PREFIX,
  desyncSigningBytes,
  helloOf,
  helloSigningBytes,
  type DesyncNotice,
  type Hello,
  type HelloCheck,
  type HelloFrame,
} from './control.ts';
export {
  Session,
  DEFAULT_TIMEOUT_MS,
  CLAIM_GRACE_MS,
  type SessionOptions,
  type Stop,
  type Tamper,
} from './session.ts';
export {
  verifyMatch,
  learnFromReveals,
  MATCH_FORMAT,
  type MatchFile,
  type MatchVerdict,
  type VerifyMatchOptions,
} from './verify-match.ts';
