/**
 * The turn machine (rulebook: "Turn overview": 1. Command phase, 2. Draw a new hand, 3. Update
 * market): queued work runs until the state needs input (a random event, a choice, a strike, the
 * market removal) or nothing is left, when the active player is in its command window. Also the
 * draws with reshuffles ("Draw new hand"), the market refill ("Update market") and the start of a
 * turn (abilities "at the start of your turn", the market removal of "Update market").
 */
import type { EngineError, Seat } from '../../engine/index.ts';
import {
  drawFrom,
  knowsOwner,
  multisetAddAll,
  multisetOf,
  multisetRemove,
  multisetSize,
  slotHandle,
} from '../../engine/index.ts';
import { actionsOf } from './carddb.ts';
import { endGame } from './board.ts';
import { runAction } from './effects.ts';
import { fail } from './errors.ts';
import { defendersOf } from './power.ts';
import type { Rt } from './runtime.ts';
import { freshTurn, mut, playerOf } from './runtime.ts';
import type { Action, Work } from './types.ts';
import { nextSeat } from './types.ts';

/** The marketplace holds this many units (rulebook: "Place 6 units … to create the marketplace"). */
export const MARKET_SIZE = 6;

/** A new hand (rulebook: "the player draws 4 new units from his deck"). */
export const HAND_SIZE = 4;

/** Runs queued work until input is needed, the game is won, or nothing is left. */
export function run(rt: Rt): void {
  const s = rt.s;
  while (!s.over && s.pending === null && s.work.length > 0) step(rt, s.work.shift()!);
}

function step(rt: Rt, w: Work): void {
  const s = rt.s;
  switch (w.w) {
    case 'fx':
      return runAction(rt, w);
    case 'strike':
      s.pending = { p: 'strike', seat: w.seat, uid: w.uid, card: w.card };
      return;
    case 'draw':
      return requestDraw(rt, w.seat, w.n);
    case 'refill':
      return refill(rt);
    case 'start-turn':
      return startTurn(rt, w.seat);
    case 'cull':
      if (s.market.length > 0) s.pending = { p: 'cull', seat: w.seat };
      return;
  }
}

/**
 * `seat` draws `n` units: a private random event from its deck. An empty deck first takes the
 * discard pile as its new contents ("shuffle the discard pile to make a new draw pile"); a draw
 * larger than the deck draws the rest of it, then goes on from the reshuffled discard pile (a
 * second event). With deck and discard pile both empty the draw stops ("the player will only draw
 * as many units as he can").
 */
export function requestDraw(rt: Rt, seat: Seat, n: number): void {
  if (n <= 0) return;
  const s = rt.s;
  const p = mut(rt, seat);
  if (p.deck.size === 0) {
    if (p.discard.length === 0) return;
    const cards = multisetOf(p.discard);
    p.deck = knowsOwner(s.view, seat)
      ? { size: p.discard.length, cards }
      : { size: p.discard.length };
    p.unseen = multisetAddAll(p.unseen, p.discard);
    rt.ev.push({ type: 'reshuffled', seat, count: p.discard.length });
    p.discard = [];
  }
  const count = Math.min(n, p.deck.size);
  const handles: string[] = [];
  for (let i = 0; i < count; i++) handles.push(slotHandle(seat, p.slots + i));
  s.pending = {
    p: 'random',
    request: { k: s.nextRandom++, kind: 'private-draw', seat, count, handles },
  };
  if (n > count) s.work.unshift({ w: 'draw', seat, n: n - count });
}

/** Fills the marketplace up to 6 from the market deck: a public random event (none when full or the deck is empty). */
export function refill(rt: Rt): void {
  const s = rt.s;
  const count = Math.min(MARKET_SIZE - s.market.length, multisetSize(s.marketDeck));
  if (count <= 0) return;
  s.pending = {
    p: 'random',
    request: { k: s.nextRandom++, kind: 'public-draw', zone: 'market', count },
  };
}

/** Turns each player gets before a game that has not ended is decided on HP (decision 26). */
export const TURN_LIMIT = 100;

/**
 * The end of a game that reached the turn limit (docs/rules/authority.md, decision 26): the
 * Monarch with the most HP wins; a tie is a draw.
 */
function endByLimit(rt: Rt): void {
  const s = rt.s;
  const best = Math.max(...s.seats.map((x) => playerOf(s, x).hp));
  const top = s.seats.filter((x) => playerOf(s, x).hp === best);
  endGame(rt, top.length === 1 ? top[0]! : null);
}

/**
 * The start of `seat`'s turn: a new turn record, then its abilities "at the start of your turn"
 * (defenders row 0 to 3, then the general zone, in order), then the market removal window when
 * the previous player recruited nothing (docs/rules/authority.md, decision 19).
 */
export function startTurn(rt: Rt, seat: Seat): void {
  const s = rt.s;
  const prev = s.turn;
  if (prev.number >= TURN_LIMIT * s.seats.length) return endByLimit(rt);
  const mayCull = prev.number > 0 && prev.recruited === 0;
  s.turn = freshTurn(seat, prev.number + 1);
  rt.ev.push({ type: 'turn', seat, number: s.turn.number });
  const queue: Work[] = [];
  for (const at of defendersOf(s, seat))
    for (const act of actionsOf(rt.db, at.d.card, 'defending-turn-start'))
      queue.push({ w: 'fx', seat, card: at.d.card, uid: at.d.uid, x: at.row, act });
  for (const g of playerOf(s, seat).general)
    for (const act of actionsOf(rt.db, g.card, 'general-turn-start'))
      queue.push({ w: 'fx', seat, card: g.card, uid: g.uid, x: 0, act });
  if (mayCull) queue.push({ w: 'cull', seat });
  s.work.unshift(...queue);
}

/**
 * The end of the command phase (rulebook: "No commands": "All unit that have not been declared
 * will go to the discard pile at the end of your command phase"): the hand (`hand`, its cards by
 * slot, checked by the caller) goes to the discard pile, damage on every defender is cleared, then
 * the player draws 4 (and any extra), the market is refilled, and the next player's turn starts.
 */
export function endCommandPhase(rt: Rt, hand: readonly string[]): void {
  const s = rt.s;
  const seat = s.turn.seat;
  const p = mut(rt, seat);
  for (const card of hand) {
    p.unseen = multisetRemove(p.unseen, card) ?? p.unseen;
    p.discard.push(card);
  }
  p.hand = [];
  if (hand.length > 0) rt.ev.push({ type: 'discarded', seat, cards: [...hand] });
  for (const other of s.seats) {
    if (!playerOf(s, other).rows.some((row) => row.some((d) => d !== null && d.damage !== 0)))
      continue;
    for (const row of mut(rt, other).rows)
      for (let i = 0; i < row.length; i++) {
        const d = row[i];
        if (d && d.damage !== 0) row[i] = { uid: d.uid, card: d.card, damage: 0 };
      }
  }
  s.work.push(
    { w: 'draw', seat, n: HAND_SIZE + s.turn.drawExtra },
    { w: 'refill' },
    { w: 'start-turn', seat: nextSeat(s, seat) },
  );
}

type RandomAction = Extract<Action, { type: 'random' }>;

/** Applies a `random` action to the pending request (on the draft). */
export function resolveRandom(rt: Rt, a: RandomAction): EngineError | null {
  const s = rt.s;
  const pend = s.pending;
  if (!pend || pend.p !== 'random') return fail('wrong-random', 'no random event is pending');
  const req = pend.request;
  if (a.k !== req.k) return fail('wrong-random', `random event ${req.k} is pending, not ${a.k}`);
  const given = a.cards?.length ?? a.indices?.length ?? 0;
  if (given !== req.count) return fail('wrong-random', `event ${req.k} draws ${req.count}`);
  if (req.kind === 'public-draw') {
    const d = drawFrom(a, req.count, s.marketDeck);
    if (typeof d === 'number') return fail('unknown-card', `draw ${d} is not in the market deck`);
    s.marketDeck = d.rest;
    s.market.push(...d.ids);
  } else {
    const p = mut(rt, req.seat);
    const known = p.deck.cards;
    if (known) {
      const d = drawFrom(a, req.count, known);
      if (typeof d === 'number') return fail('unknown-card', `draw ${d} is not in the deck`);
      p.deck = { size: p.deck.size - req.count, cards: d.rest };
      for (const id of d.ids) p.hand.push({ h: slotHandle(req.seat, p.slots++), id });
    } else {
      p.deck = { size: p.deck.size - req.count };
      for (let i = 0; i < req.count; i++) p.hand.push({ h: slotHandle(req.seat, p.slots++) });
    }
    rt.ev.push({ type: 'drew', seat: req.seat, count: req.count });
  }
  s.pending = null;
  return null;
}
