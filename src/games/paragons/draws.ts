/**
 * Drawing and refilling through pending random events (rulebook: "Beginning Your Turn", "Starting
 * Play", "Setting up the Playing Field": the Mercenary Pool; Concluding the Game: a player loses "if
 * they need to draw from their deck and are unable to do so"). Randomness is requested here and
 * resolved by a `random` action (engine: random.ts).
 */
import type { EngineError } from '../../engine/index.ts';
import { drawFrom, multisetSize, slotHandle } from '../../engine/index.ts';
import { lose } from './damage.ts';
import { fail } from './errors.ts';
import type { Rt } from './runtime.ts';
import { deckOf, handOf, pl, poolOf, workOf } from './runtime.ts';
import type { Action, PSeat } from './types.ts';
import { isSeat, player } from './types.ts';

/** The Mercenary Pool holds this many cards face up. */
export const POOL_SIZE = 5;

/** `seat` draws `count` cards: a private random event, or the loss when the deck is too small. */
export function requestDraw(rt: Rt, seat: PSeat, count: number): void {
  if (count <= 0) return;
  if (player(rt.s, seat).deck.size < count) return lose(rt, seat);
  const first = player(rt.s, seat).slots;
  const handles: string[] = [];
  for (let n = 0; n < count; n++) handles.push(slotHandle(seat, first + n));
  rt.s.pending = {
    p: 'random',
    request: { k: rt.s.nextRandom++, kind: 'private-draw', seat, count, handles },
  };
}

/** Queues refilling the Mercenary Pool from the Neutral Mercenary Deck. */
export function queueRefill(rt: Rt): void {
  workOf(rt).push({ w: 'refill' });
}

/** Refills the pool up to 5 cards with a public random draw (nothing when the deck is empty). */
export function refill(rt: Rt): void {
  const count = Math.min(POOL_SIZE - rt.s.pool.length, multisetSize(rt.s.poolDeck));
  if (count <= 0) return;
  rt.s.pending = {
    p: 'random',
    request: { k: rt.s.nextRandom++, kind: 'public-draw', zone: 'pool', count },
  };
}

type RandomAction = Extract<Action, { type: 'random' }>;

function notInDeck(i: number): EngineError {
  return fail('unknown-card', `draw ${i} is not in the deck`);
}

/** Applies a `random` action to the pending request (on the draft). */
export function resolveRandom(rt: Rt, a: RandomAction): EngineError | null {
  const pend = rt.s.pending;
  if (!pend || pend.p !== 'random') return fail('wrong-random', 'no random event is pending');
  const req = pend.request;
  if (a.k !== req.k) return fail('wrong-random', `random event ${req.k} is pending, not ${a.k}`);
  if (req.kind === 'public-draw') {
    const d = drawFrom(a, req.count, rt.s.poolDeck);
    if (typeof d === 'number') return notInDeck(d);
    rt.s.poolDeck = d.rest;
    for (const id of d.ids) poolOf(rt).push(id);
  } else {
    if (!isSeat(req.seat)) return fail('wrong-random', `no seat ${req.seat}`);
    const seat = req.seat;
    const p = pl(rt, seat);
    const deck = deckOf(rt, seat);
    const hand = handOf(rt, seat);
    const known = deck.cards;
    if (known) {
      const d = drawFrom(a, req.count, known);
      if (typeof d === 'number') return notInDeck(d);
      deck.cards = d.rest;
      for (const id of d.ids) hand.push({ h: slotHandle(seat, p.slots++), id });
    } else for (let i = 0; i < req.count; i++) hand.push({ h: slotHandle(seat, p.slots++) });
    deck.size -= req.count;
    rt.ev.push({ type: 'drew', seat, count: req.count });
  }
  rt.s.pending = null;
  return null;
}
