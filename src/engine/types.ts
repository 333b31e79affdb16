/**
 * The game-agnostic engine contract: pure transitions, typed errors, and who must act next.
 *
 * Every game module (src/games/*) implements {@link Game}. The lockstep session and the verifier
 * drive a game only through this interface, so the same code runs as each seat's view and as the
 * omniscient verifier (README: "src/engine/ — pure, deterministic state transitions, zones with
 * visibility, typed errors").
 */

/** A player's seat at the table. Seats are letters: 'A', 'B' (later 'C', 'D'). */
export type Seat = string;

/**
 * A rule violation. `code` is a stable string other tools rely on; `message` is for people.
 * Rule violations are values, never exceptions.
 */
export interface EngineError {
  readonly code: string;
  readonly message: string;
}

/** Builds an {@link EngineError}. */
export function engineError(code: string, message: string): EngineError {
  return { code, message };
}

/** The result of applying an action: the next state and what happened, or an error. */
export type ApplyResult<S, E> =
  | { readonly state: S; readonly events: readonly E[]; readonly error?: undefined }
  | { readonly error: EngineError; readonly state?: undefined; readonly events?: undefined };

/** True when `r` is an error result. */
export function isError<S, E>(
  r: ApplyResult<S, E>,
): r is { readonly error: EngineError; readonly state?: undefined; readonly events?: undefined } {
  return r.error !== undefined;
}

/**
 * Whose input the state waits for. Derivable from the state alone, so a lockstep session can
 * reject a message from the wrong player without touching the rules.
 * - `act`: a seat must act; `window` names what kind of choice it is (game-defined).
 * - `random`: a random event must be resolved by the protocol (see random.ts).
 * - `over`: the game has ended.
 */
export type Waiting<R> =
  | { readonly kind: 'act'; readonly seat: Seat; readonly window: string }
  | { readonly kind: 'random'; readonly request: R }
  | { readonly kind: 'over'; readonly winner: Seat | null };

/** Which knowledge a state holds: everything (verifier, tests) or one seat's view. */
export type View = { readonly kind: 'omniscient' } | { readonly kind: 'seat'; readonly seat: Seat };

/** The omniscient view. */
export const OMNISCIENT: View = { kind: 'omniscient' };

/** The view of one seat. */
export function seatView(seat: Seat): View {
  return { kind: 'seat', seat };
}

/** True when a state held in `view` knows the private cards of `owner`. */
export function knowsOwner(view: View, owner: Seat): boolean {
  return view.kind === 'omniscient' || view.seat === owner;
}

/**
 * A game: pure functions of (state, action). `S` is the state, `A` the action, `E` an event, `R` a
 * random request. Implementations never mutate their inputs and never throw for rule violations.
 */
export interface Game<S, A, E, R> {
  /** Applies one action: the next state and events, or a typed error (state unchanged). */
  apply(state: S, action: A): ApplyResult<S, E>;
  /** Every action `seat` may take now (empty when the state does not wait on `seat`). */
  legalActions(state: S, seat: Seat): A[];
  /** Whom or what the state waits for. */
  waiting(state: S): Waiting<R>;
  /** The public part of the state: identical in every view; this is what gets hashed. */
  publicState(state: S): unknown;
}
