/**
 * The only thing a bot ever receives: one seat's view of a match (issue 6: "A bot sees exactly what
 * a seat sees"). A {@link SeatView} can be produced only by {@link seatViewOf}, which projects a
 * match state of any view (omniscient, or the seat's own) to the seat: the Game Phase through
 * src/games/paragons/view.ts `project`, the opponent's secret deck list dropped, and the result
 * copied through JSON so no object of the source state is shared and no hidden field is present,
 * even as `undefined`.
 *
 * The guarantee is structural twice over: the type carries a brand only this module can write, and
 * every bot entry point checks at run time that it was handed a view made here ({@link
 * assertSeatView}), so a cast cannot smuggle an omniscient state in. Across a Worker boundary the
 * brand is lost; the worker projects again (projection is idempotent).
 */
import type { MatchState } from '../games/paragons/match/types.ts';
import { projectMatch } from '../games/paragons/match/view.ts';
import type { Action, GameState, PSeat } from '../games/paragons/types.ts';
import { other } from '../games/paragons/types.ts';

declare const SEAT_VIEW: unique symbol;

/**
 * A match as one seat sees it. `match.view` is that seat's view; the opponent's hand, Hidden pile,
 * set-aside cards, deck contents and (in a draft) deck list are absent.
 */
export interface SeatView {
  /** The seat whose view this is. */
  readonly seat: PSeat;
  /** The match as the seat holds it (a fresh copy owned by this view). */
  readonly match: MatchState;
  readonly [SEAT_VIEW]: true;
}

const made = new WeakSet<object>();

export { projectMatch };

/**
 * The view of `seat` of the match `state` (held in any view). This is the one way to make a
 * {@link SeatView}.
 */
export function seatViewOf(state: MatchState, seat: PSeat): SeatView {
  const match = JSON.parse(JSON.stringify(projectMatch(state, seat))) as MatchState;
  const v = { seat, match } as SeatView;
  made.add(v);
  return Object.freeze(v);
}

/** Throws unless `v` was made by {@link seatViewOf} in this realm. */
export function assertSeatView(v: SeatView): void {
  if (!made.has(v)) throw new Error('a bot only accepts a SeatView made by seatViewOf');
}

/** The Game Phase state of the view (throws outside phase `game`). */
export function gameOf(v: SeatView): GameState {
  const g = v.match.game;
  if (!g || v.match.phase !== 'game') throw new Error('no game in progress');
  return g;
}

/** The opponent of the view's seat. */
export function opponentOf(v: SeatView): PSeat {
  return other(v.seat);
}

/**
 * The cards of the opponent this view has seen leave its hand, deck or Hidden pile in the current
 * game: its discard pile and banished cards, cards it owns on either board (mercenaries,
 * Imbuements, Enchantments) and its played cards on the chain.
 */
export function seenCards(g: GameState, owner: PSeat): string[] {
  const out: string[] = [];
  for (const seat of ['A', 'B'] as const) {
    const p = g.players[seat];
    if (seat === owner) out.push(...p.discard, ...p.reserve);
    for (const m of p.board) {
      if (!m) continue;
      if (m.owner === owner) out.push(m.card);
      for (const im of m.imbuements) if (im.owner === owner) out.push(im.card);
    }
    for (const e of p.enchantments) if (e && e.owner === owner) out.push(e.card);
  }
  for (const it of g.chain) {
    if (it.controller !== owner) continue;
    const b = it.body;
    if ((b.kind === 'mercenary' || b.kind === 'spell') && !('copy' in b && b.copy)) {
      out.push(b.card);
    }
  }
  return out;
}

/** A stable key for an action (for votes, tree children and tests). */
export function actionKey(a: Action | { type: string }): string {
  return JSON.stringify(a);
}
