/**
 * What every game's lockstep adapter (src/games/<id>/session/adapter.ts, protocol/session's
 * `LockstepGame`; docs/adding-a-game.md) does the same way: the view a session's core holds, the
 * engine's answer as the session wants it, the checks of a seat's own move, and the `random`
 * action that resolves a request.
 */
import type { GameError } from '../../protocol/session/index.ts';
import type { RandomRequest } from './random.ts';
import { isError, OMNISCIENT, seatView, type ApplyResult, type Seat, type View } from './types.ts';

/** A session-level error value (protocol/session `GameError`). */
export function gameError(code: string, message: string): GameError {
  return { code, message };
}

/**
 * The view of a core that knows the secrets of `knows`: every seat of `seats` (the verifier after
 * every reveal) is omniscient, one seat is that seat's view, none is a spectator (`seatView('-')`).
 */
export function viewOfKnowledge(seats: readonly Seat[], knows: readonly string[]): View {
  if (seats.every((s) => knows.includes(s))) return OMNISCIENT;
  const one = knows.find((s) => seats.includes(s));
  return one ? seatView(one) : seatView('-');
}

/**
 * `apply(s, a)` as the session wants it: the next state, or the engine's typed error as a
 * `GameError`; an exception of the engine (a move the decoder let through but the rules cannot
 * read) is `malformed-move`, and changes nothing.
 */
export function applyForSession<S, A, E>(
  apply: (s: S, a: A) => ApplyResult<S, E>,
  s: S,
  a: A,
): S | GameError {
  try {
    const r = apply(s, a);
    return isError(r) ? gameError(r.error.code, r.error.message) : r.state;
  } catch (e) {
    return gameError('malformed-move', `the engine refused the move: ${String(e)}`);
  }
}

/**
 * Why `seat` may not make `action` itself, or null: `random` and `concede` are no moves (the
 * session resolves and concedes), and a seat moves only for itself.
 */
export function ownMoveError(
  action: { readonly type: string; readonly player?: Seat },
  seat: Seat,
): GameError | null {
  if (action.type === 'random' || action.type === 'concede')
    return gameError('illegal-move', `${action.type} is not a move`);
  if (action.player !== seat)
    return gameError('not-your-turn', `${seat} cannot move for ${action.player}`);
  return null;
}

/**
 * The `random` action resolving `request`: by canonical indices where the session knows them,
 * else one `null` per card (a private draw of another seat).
 */
export function randomAction(
  request: RandomRequest,
  indices: readonly number[] | null,
): { type: 'random'; k: number; indices: number[] } | { type: 'random'; k: number; cards: null[] } {
  return indices !== null
    ? { type: 'random', k: request.k, indices: [...indices] }
    : { type: 'random', k: request.k, cards: new Array<null>(request.count).fill(null) };
}

/** What a build expects of a header's `game` and seats (docs/match-file.md, "Header"). */
export interface HeaderExpectation {
  /** The game's name in messages ("Authority"). */
  readonly title: string;
  /** The one `game.id` this build plays (`authority/2p`). */
  readonly id: string;
  readonly rulesVersion: string;
  readonly cardSetHash: string;
  /** The seats in header order. */
  readonly seats: readonly string[];
}

/**
 * Why `header` is not a match this build plays, or null: another game id (`unknown-game`), other
 * rules (`unknown-rules`, naming both versions), another card set (`unknown-card-set`) or other
 * seats (`bad-seats`). Every game's adapter checks headers through it (docs/adding-a-game.md,
 * `options.fromHeader`).
 */
export function headerProblem(
  header: {
    readonly game: {
      readonly id: string;
      readonly rulesVersion: string;
      readonly cardSetHash: string;
    };
    readonly players: readonly { readonly seat: string }[];
  },
  want: HeaderExpectation,
): GameError | null {
  if (header.game.id !== want.id)
    return gameError('unknown-game', `unknown game ${header.game.id}`);
  if (header.game.rulesVersion !== want.rulesVersion)
    return gameError(
      'unknown-rules',
      `${want.title} rules ${header.game.rulesVersion} are not this build's (it plays rules ${want.rulesVersion})`,
    );
  if (header.game.cardSetHash !== want.cardSetHash)
    return gameError('unknown-card-set', 'unknown card set');
  if (header.players.map((p) => p.seat).join(',') !== want.seats.join(','))
    return gameError('bad-seats', `${want.title} seats are ${want.seats.join(' and ')}`);
  return null;
}
