/**
 * Labelled errors of the session layer (docs/match-file.md, "Verdicts"). The crypto layer throws
 * `ProtocolError` (protocol/errors.ts); the session adds the codes of turn discipline, random
 * events, slots a move creates (docs/protocol.md, "Slots a move creates": `bad-created`,
 * `duplicate-slot`), slot openings, state hashes and moves. Codes are stable; messages may change.
 */

/** Every code a {@link SessionError} can carry. */
export type SessionErrorCode =
  | 'missing-setup'
  | 'missing-element'
  | 'early-element'
  | 'missing-commitment'
  | 'unexpected-commitment'
  | 'bad-draw'
  | 'bad-created'
  | 'duplicate-slot'
  | 'missing-opening'
  | 'unexpected-opening'
  | 'bad-opening'
  | 'illegal-move'
  | 'malformed-move'
  | 'state-mismatch'
  | 'bad-final'
  | 'bad-claim'
  | 'false-claim'
  | 'not-over'
  | 'match-over'
  | 'version-skew';

/**
 * The earlier message a refusal proves at fault, when that is not the refused message itself: a
 * `false-claim` is the fault of the message that made the claim (its index and sender); the refused
 * message, whose opening showed the card, is the evidence.
 */
export interface Blame {
  readonly index: number;
  readonly player: string;
}

/** An error of the session layer, with a stable {@link SessionErrorCode}. */
export class SessionError extends Error {
  readonly code: SessionErrorCode;
  /** The message at fault when it is an earlier one (see {@link Blame}); else undefined. */
  readonly blame: Blame | undefined;

  constructor(code: SessionErrorCode, message: string, blame?: Blame) {
    super(`${code}: ${message}`);
    this.name = 'SessionError';
    this.code = code;
    this.blame = blame;
  }
}

/** Throws a {@link SessionError}; `blame` names an earlier message at fault (see {@link Blame}). */
export function refuse(code: SessionErrorCode, message: string, blame?: Blame): never {
  throw new SessionError(code, message, blame);
}

/** True when `e` is a {@link SessionError}. */
export function isSessionError(e: unknown): e is SessionError {
  return e instanceof SessionError;
}
