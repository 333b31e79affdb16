/**
 * The only thing a bot ever receives: one seat's view of a match (docs/ai.md "The no-peeking
 * guarantee"). A {@link SeatView} can be produced only by {@link seatViewOf}, which projects a
 * match state of any view (omniscient, or the seat's own) to the seat with the game's own
 * projection (src/engine/bot-hooks.ts `BotHooks.project`), and copies the result through JSON so no
 * object of the source state is shared and no hidden field is present, even as `undefined`.
 *
 * The guarantee is structural twice over, for every game: the type carries a brand only this module
 * can write, and every bot entry point checks at run time that it was handed a view made here
 * ({@link hooksOf}, which also gives the game's hooks the view was made with), so a cast cannot
 * smuggle an omniscient state in. Across a Worker boundary the brand is lost; the worker projects
 * again (projection is idempotent).
 */
import type { BotHooks, BotTypes } from '../engine/bot-hooks.ts';
import type { Seat } from '../engine/types.ts';

declare const SEAT_VIEW: unique symbol;

/**
 * A match as one seat sees it: `match` is the game's projection to `seat` (Paragons: the
 * opponent's hand, Hidden pile, set-aside cards, deck contents and deck list absent).
 */
export interface SeatView<T extends BotTypes = BotTypes> {
  /** The id of the game (its bot hooks' `id`). */
  readonly game: string;
  /** The seat whose view this is. */
  readonly seat: Seat;
  /** The match as the seat holds it (a fresh copy owned by this view). */
  readonly match: T['match'];
  readonly [SEAT_VIEW]: true;
}

const made = new WeakMap<object, BotHooks<BotTypes>>();

/** The match state `s` (held in any view) as `seat` may know it, by the game's projection. */
export function projectMatch<T extends BotTypes>(
  hooks: BotHooks<T>,
  s: T['match'],
  seat: Seat,
): T['match'] {
  return hooks.project(s, seat);
}

/**
 * The view of `seat` of the match `state` (held in any view) of the game whose hooks are `hooks`.
 * This is the one way to make a {@link SeatView}.
 */
export function seatViewOf<T extends BotTypes>(
  hooks: BotHooks<T>,
  state: T['match'],
  seat: Seat,
): SeatView<T> {
  const match = JSON.parse(JSON.stringify(hooks.project(state, seat))) as T['match'];
  const v = { game: hooks.id, seat, match } as SeatView<T>;
  made.set(v, hooks as BotHooks<BotTypes>);
  return Object.freeze(v);
}

/**
 * The hooks of the game `v` was made for; throws unless `v` was made by {@link seatViewOf} in this
 * realm (every bot entry point calls this first).
 */
export function hooksOf<T extends BotTypes>(v: SeatView<T>): BotHooks<T> {
  const hooks = made.get(v);
  if (!hooks) throw new Error('a bot only accepts a SeatView made by seatViewOf');
  return hooks as unknown as BotHooks<T>;
}

/** A stable key for an action (for votes, tree children and tests). */
export function actionKey(a: unknown): string {
  return JSON.stringify(a);
}
