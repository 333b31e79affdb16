/**
 * Labelled errors of the session layer (docs/match-file.md, "Verdicts"). The crypto layer throws
 * `ProtocolError` (protocol/errors.ts); the session adds the codes of turn discipline, random
 * events, slot openings, state hashes and moves. Codes are stable; messages may change.
 */

/** Every code a {@link SessionError} can carry. */
export type SessionErrorCode =
  | 'missing-setup'
  | 'missing-element'
  | 'early-element'
  | 'missing-commitment'
  | 'unexpected-commitment'
  | 'bad-draw'
  | 'missing-opening'
  | 'unexpected-opening'
  | 'bad-opening'
  | 'illegal-move'
  | 'malformed-move'
  | 'state-mismatch'
  | 'bad-final'
  | 'bad-claim'
  | 'bad-dispute'
  | 'not-over'
  | 'match-over'
  | 'version-skew';

/** An error of the session layer, with a stable {@link SessionErrorCode}. */
export class SessionError extends Error {
  readonly code: SessionErrorCode;

  constructor(code: SessionErrorCode, message: string) {
    super(`${code}: ${message}`);
    this.name = 'SessionError';
    this.code = code;
  }
}

/** Throws a {@link SessionError}. */
export function refuse(code: SessionErrorCode, message: string): never {
  throw new SessionError(code, message);
}

/** True when `e` is a {@link SessionError}. */
export function isSessionError(e: unknown): e is SessionError {
  return e instanceof SessionError;
}
