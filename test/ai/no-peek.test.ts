/**
 * Issue 6, Acceptance: a bot cannot see hidden state. Two omniscient states that differ only in
 * what a seat may not know (the opponent's hand against its deck, its secret deck list) give that
 * seat the same view, and every level then makes the same decision for the same seed.
 */
import { describe, expect, it } from 'vitest';
import { decide, seatViewOf, type SeatView } from '../../src/ai/index.ts';
import { LEVELS } from '../../src/ai/bot.ts';
import { canonicalJson } from '../../src/engine/index.ts';
import type { MatchState } from '../../src/games/paragons/match/types.ts';
import { foe, gameWindow, playUntil, swapDeckWithReserve, swapHandWithDeck } from './helpers.ts';

const BUDGET = { iterations: 24 };

function twins(s: MatchState, seat: 'A' | 'B'): [MatchState, MatchState] {
  const hand = swapHandWithDeck(s, foe(seat));
  const both = hand && swapDeckWithReserve(hand, foe(seat));
  if (!both) throw new Error('no hidden variation possible');
  return [s, both];
}

describe('bots never peek', () => {
  const cases = [
    { seed: 11, seat: 'A' as const, window: 'main' },
    { seed: 12, seat: 'B' as const, window: 'main' },
    { seed: 13, seat: 'A' as const, window: 'priority' },
  ];
  for (const c of cases) {
    it(`seed ${c.seed}: same view, same decision (${c.seat}, ${c.window})`, () => {
      const s = playUntil(c.seed, gameWindow(c.seat, c.window, 2));
      const [s1, s2] = twins(s, c.seat);
      // The omniscient states really differ (the opponent's hand, deck and deck list)…
      expect(canonicalJson(s1)).not.toBe(canonicalJson(s2));
      expect(canonicalJson(s1.game!.players[foe(c.seat)].hand)).not.toBe(
        canonicalJson(s2.game!.players[foe(c.seat)].hand),
      );
      // …but the seat's views are identical…
      const v1 = seatViewOf(s1, c.seat);
      const v2 = seatViewOf(s2, c.seat);
      expect(canonicalJson(v1.match)).toBe(canonicalJson(v2.match));
      // …so every level decides the same, seed for seed.
      for (const level of LEVELS) {
        for (const seed of [1, 2]) {
          const d1 = decide(level, v1, { seed, budget: BUDGET });
          const d2 = decide(level, v2, { seed, budget: BUDGET });
          expect(d1).not.toBeNull();
          expect(canonicalJson(d2)).toBe(canonicalJson(d1));
        }
      }
    });
  }

  it('a view holds none of the opponent’s hidden cards', () => {
    const s = playUntil(14, gameWindow('A', 'main', 2));
    const v = seatViewOf(s, 'A');
    const b = v.match.game!.players.B;
    expect(b.hand.every((x) => x.id === undefined && Object.keys(x).length === 1)).toBe(true);
    expect(b.hidden.every((x) => x.id === undefined)).toBe(true);
    expect(b.deck.cards).toBeUndefined();
    expect(v.match.decks.B?.cards).toBeUndefined();
    expect(v.match.game!.view).toEqual({ kind: 'seat', seat: 'A' });
    // The own seat's cards are there.
    expect(v.match.game!.players.A.hand.every((x) => x.id !== undefined)).toBe(true);
    expect(v.match.game!.players.A.deck.cards).toBeDefined();
  });

  it('a bot refuses anything that is not a SeatView made by seatViewOf', () => {
    const s = playUntil(15, gameWindow('A', 'main', 1));
    const forged = { seat: 'A', match: s } as unknown as SeatView;
    for (const level of LEVELS) {
      expect(() => decide(level, forged, { seed: 1, budget: BUDGET })).toThrow(/SeatView/);
    }
  });

  it('projection is idempotent: a view of a view is the same view', () => {
    const s = playUntil(16, gameWindow('B', 'main', 2));
    const v = seatViewOf(s, 'B');
    expect(canonicalJson(seatViewOf(v.match, 'B').match)).toBe(canonicalJson(v.match));
  });
});
