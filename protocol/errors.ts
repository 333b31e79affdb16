/**
 * Labelled errors for the trust boundary. Every decoder and checker in `protocol/` throws a
 * {@link ProtocolError} whose `code` is one of {@link ProtocolErrorCode}: a stable string that
 * callers (the session layer, the verifier, tests) switch on. Messages are for humans and may change;
 * codes may not. See docs/protocol.md, "Errors".
 */

/** Every code a {@link ProtocolError} can carry. Stable: other layers and saved verdicts use them. */
export type ProtocolErrorCode =
  // decoding: the input is not well-formed
  | 'malformed-hex'
  | 'malformed-json'
  | 'malformed-string'
  | 'wrong-type'
  | 'wrong-length'
  | 'missing-field'
  | 'unknown-field'
  | 'out-of-range'
  | 'non-canonical'
  | 'bad-public-key'
  // transcript: the message does not fit where it claims to be
  | 'bad-signature'
  | 'bad-prev'
  | 'bad-index'
  | 'wrong-sender'
  | 'unknown-seat'
  // cryptographic checks of message bodies
  | 'chain-mismatch'
  | 'chain-exhausted'
  | 'bad-extension'
  | 'commitment-mismatch'
  | 'unknown-commitment'
  | 'duplicate-commitment'
  | 'salt-mismatch'
  | 'reveal-twice'
  | 'reveal-out-of-order'
  | 'after-reveal'
  | 'missing-setup'
  | 'duplicate-setup'
  // environment
  | 'no-randomness'
  | 'unsupported';

/**
 * The one error type `protocol/` throws on purpose. `code` is stable; `message` explains. Anything
 * else thrown from `protocol/` is a bug.
 */
export class ProtocolError extends Error {
  /** The stable label of what went wrong. */
  readonly code: ProtocolErrorCode;

  constructor(code: ProtocolErrorCode, message: string) {
    super(`${code}: ${message}`);
    this.name = 'ProtocolError';
    this.code = code;
  }
}

/** Throws a {@link ProtocolError} with `code` and `message`. Lets checks read as one line. */
export function fail(code: ProtocolErrorCode, message: string): never {
  throw new ProtocolError(code, message);
}

/** True when `e` is a {@link ProtocolError}, optionally with the given `code`. */
export function isProtocolError(e: unknown, code?: ProtocolErrorCode): e is ProtocolError {
  return e instanceof ProtocolError && (code === undefined || e.code === code);
}
