/**
 * Moving cards between a player's zones (rulebook: "Attack", "Defend", "Defense rows and dealing
 * damage", "Retire", "Annihilate"; docs/rules/authority.md): taking a card out of the hand,
 * placing a defender by the pyramid rule, a defender's retreat, damage to a Monarch and the end
 * of the game. Every function changes the draft of `rt` only.
 */
import type { Seat } from '../../engine/index.ts';
import { multisetRemove } from '../../engine/index.ts';
import { defencePower, sideOf } from './power.ts';
import type { Rt } from './runtime.ts';
import { mut, playerOf } from './runtime.ts';
import type { GameState } from './types.ts';
import { PYRAMID_ROWS } from './types.ts';

/**
 * Removes hand slot `index` of `seat`, whose card is `card` (named by the action, so every view
 * learns it), from the hand and from the seat's public `unseen` cards.
 */
export function takeFromHand(rt: Rt, seat: Seat, index: number, card: string): void {
  const p = mut(rt, seat);
  p.hand.splice(index, 1);
  p.unseen = multisetRemove(p.unseen, card) ?? p.unseen;
}

/**
 * The place a new defender of `seat` takes: the first free place of the lowest of rows 1–3 with
 * one (rulebook: "3 at the bottom first, the 2 in the middle and the last at the top"), or null
 * when the pyramid is full.
 */
export function freePlace(s: GameState, seat: Seat): { row: number; pos: number } | null {
  const rows = playerOf(s, seat).rows;
  for (const row of PYRAMID_ROWS) {
    const pos = rows[row]!.indexOf(null);
    if (pos >= 0) return { row, pos };
  }
  return null;
}

/** Puts `card` on `seat`'s defence by the pyramid rule; the caller checked there is room. */
export function placeDefender(rt: Rt, seat: Seat, card: string): void {
  const at = freePlace(rt.s, seat)!;
  mut(rt, seat).rows[at.row]![at.pos] = { uid: rt.s.nextUid++, card, damage: 0 };
}

/**
 * The defender at `seat`/`row`/`pos` leaves the defence: it retreats to its owner's discard pile
 * ("When a defending unit is given damage equal to its power, it retreats and goes to your discard
 * pile"), or is annihilated ("permanently removed from the game").
 */
export function retreat(rt: Rt, seat: Seat, row: number, pos: number, annihilate: boolean): void {
  const p = mut(rt, seat);
  const d = p.rows[row]![pos]!;
  p.rows[row]![pos] = null;
  (annihilate ? p.retired : p.discard).push(d.card);
  rt.ev.push({ type: 'defeated', seat, card: d.card, row, annihilated: annihilate });
}

/**
 * Every defender whose damage has reached its power retreats, until none is left to (a retreat can
 * take an aura away from another). A defender whose power drops to 0 or below retreats too.
 */
export function stateCheck(rt: Rt): void {
  if (!mayRetreat(rt)) return;
  for (const seat of rt.s.seats) while (retreatOne(rt, seat));
}

/**
 * Whether any defender could have to retreat: one is damaged, the turn weakens defenders, or the
 * card set can lower a defender's power (a scan of every defender's power is skipped otherwise).
 */
function mayRetreat(rt: Rt): boolean {
  if (rt.s.turn.weaken > 0 || rt.db.canLowerDefence) return true;
  for (const seat of rt.s.seats)
    for (const row of playerOf(rt.s, seat).rows)
      for (const d of row) if (d && d.damage > 0) return true;
  return false;
}

/** Makes the first defender of `seat` whose damage has reached its power retreat, if any. */
function retreatOne(rt: Rt, seat: Seat): boolean {
  const rows = playerOf(rt.s, seat).rows;
  const side = sideOf(rt.db, rt.s, seat);
  for (let row = 0; row < rows.length; row++)
    for (let pos = 0; pos < rows[row]!.length; pos++) {
      const d = rows[row]![pos];
      if (d && d.damage >= defencePower(rt.db, rt.s, seat, row, pos, side)) {
        retreat(rt, seat, row, pos, false);
        return true;
      }
    }
  return false;
}

/**
 * `seat`'s Monarch takes `n` damage. A Monarch at 0 HP or below is killed; when one Monarch is
 * left, its player wins at once (rulebook: "Goal: Kill the other Monarch(s)").
 */
export function damageMonarch(rt: Rt, seat: Seat, n: number): void {
  if (n <= 0 || rt.s.over) return;
  const p = mut(rt, seat);
  p.hp -= n;
  rt.ev.push({ type: 'monarch', seat, damage: n, hp: p.hp });
  const alive = rt.s.seats.filter((x) => playerOf(rt.s, x).hp > 0);
  if (alive.length === 1) endGame(rt, alive[0]!);
}

/** The game ends at once with `winner` (null: a draw); nothing queued happens any more. */
export function endGame(rt: Rt, winner: Seat | null): void {
  rt.s.over = true;
  rt.s.winner = winner;
  rt.s.pending = null;
  rt.s.work = [];
  rt.ev.push(winner === null ? { type: 'drawn' } : { type: 'won', seat: winner });
}
