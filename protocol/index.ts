/**
 * Parley's fairness core: the public API of `protocol/`. Game-agnostic, no dependency on `src/`,
 * runs in Node 20 and browsers. docs/protocol.md describes the protocol; each module cites its
 * sources.
 */
export { ProtocolError, isProtocolError, type ProtocolErrorCode } from './errors.ts';
export { toHex, fromHex, utf8, concatBytes, equalBytes, randomBytes } from './bytes.ts';
export {
  canonicalJson,
  canonicalBytes,
  assertCanonicalValue,
  parseJson,
  MAX_DEPTH,
  type JsonValue,
} from './canonical.ts';
export {
  H,
  hHex,
  hIterate,
  PRF,
  KeyedPrf,
  sha256,
  sha256TextHex,
  encodeFields,
  keyFingerprint,
  TAG,
  PRF_LABEL,
  type Field,
} from './hash.ts';
export {
  commit,
  commitmentOf,
  deriveSalt,
  decodeOpening,
  openCommitment,
  verifyOpening,
  KIND_RE,
  MAX_INDEX,
  type Opening,
  type Committed,
  type SaltSource,
} from './commit.ts';
export {
  HashChain,
  chainKey,
  chainStep,
  chainTip,
  generationSeed,
  startChain,
  acceptElement,
  acceptExtension,
  checkChainSeed,
  generationOf,
  DEFAULT_CHAIN_LENGTH,
  MAX_CHAIN_LENGTH,
  type ChainId,
  type ChainState,
  type ChainExtension,
} from './chain.ts';
export {
  eventRandomness,
  uniform,
  shuffle,
  canonicalMultiset,
  compareIds,
  publicDraw,
  drawSecret,
  privateDrawIndex,
  privCommitment,
  type CardCopy,
} from './random.ts';
export {
  commitChoice,
  openChoice,
  asRps,
  rpsWinner,
  pickFirst,
  type Rps,
  type ChoiceContext,
  type ChoiceOpening,
} from './choice.ts';
export {
  sign,
  signNow,
  verify,
  verifyNow,
  verifySoon,
  ed25519InBackground,
  nobleVerify,
  ed25519IsSync,
  publicKeyOf,
  generateKeyPair,
  checkPublicKey,
  setEd25519Backend,
  webCryptoHasEd25519,
  type Ed25519Backend,
  type KeyPair,
} from './ed25519.ts';
export {
  Transcript,
  checkMessage,
  decodeHeader,
  decodeMessage,
  headerHash,
  messageHash,
  signingBytes,
  signMessage,
  verifyMessageSignature,
  PROTOCOL_VERSION,
  SIGNING_PREFIX,
  type Header,
  type Player,
  type GameRef,
  type Body,
  type UnsignedMessage,
  type Message,
  type TranscriptFile,
  type AppendOptions,
} from './transcript.ts';
export {
  decodeCryptoBody,
  CRYPTO_FIELDS,
  type CryptoBody,
  type Setup,
  type ChainReveal,
  type CommitRecord,
  type Reveal,
} from './body.ts';
export { CryptoLedger, type CommitmentEntry } from './ledger.ts';
export { verifyTranscript, type Verdict, type VerdictKind, type VerifyOptions } from './verify.ts';
export {
  PlayerSecrets,
  type SecretsOptions,
  type SetupJson,
  type ChainRevealJson,
  type ExtendJson,
  type CommitJson,
} from './secrets.ts';
