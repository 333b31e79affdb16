/**
 * docs/ai.md "The no-peeking guarantee", for every game with bot hooks: a bot cannot see hidden
 * state. Two omniscient states that differ only in what a seat may not know (the game's test entry
 * makes them: test/ai/games/) give that seat the same view through the game's projection, and
 * every level then makes the same decision for the same seed. A view not made by `seatViewOf` is
 * refused, and projecting a view again changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { BOT_GAMES, decide, seatViewOf, type SeatView } from '../../src/ai/index.ts';
import { LEVELS } from '../../src/ai/bot.ts';
import { canonicalJson } from '../../src/engine/index.ts';
import { BOT_TEST_GAMES } from './games/index.ts';
import { playUntil } from './helpers.ts';

const BUDGET = { iterations: 24 };

it('every game the bots know has a no-peek test entry', () => {
  const tested = BOT_TEST_GAMES.map((g) => g.hooks.id).sort();
  expect(tested).toEqual(BOT_GAMES.map((h) => h.id).sort());
  expect(tested.length).toBeGreaterThan(0);
});

for (const game of BOT_TEST_GAMES) {
  const hooks = game.hooks;
  describe(`${hooks.id}: bots never peek`, () => {
    for (const c of game.noPeek) {
      it(`seed ${c.seed}: same view, same decision (${c.seat}, ${c.window})`, () => {
        const s1 = playUntil(hooks, c.seed, (s) => game.at(s, c.seat, c.window));
        const s2 = game.twin(s1, c.seat);
        if (!s2) throw new Error('no hidden variation possible');
        // The omniscient states really differ…
        expect(canonicalJson(s1)).not.toBe(canonicalJson(s2));
        // …but the seat's views are identical…
        const v1 = seatViewOf(hooks, s1, c.seat);
        const v2 = seatViewOf(hooks, s2, c.seat);
        expect(canonicalJson(v1.match)).toBe(canonicalJson(v2.match));
        expect(hooks.window(v1.match, c.seat)).toBe(c.window);
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

    it('a bot refuses anything that is not a SeatView made by seatViewOf', () => {
      const c = game.noPeek[0]!;
      const s = playUntil(hooks, c.seed, (x) => game.at(x, c.seat, c.window));
      const forged = { game: hooks.id, seat: c.seat, match: s } as unknown as SeatView;
      // A real view of the same state is accepted; the forged copy of its shape is not.
      expect(decide('easy', seatViewOf(hooks, s, c.seat), { seed: 1 })).not.toBeNull();
      for (const level of LEVELS) {
        expect(() => decide(level, forged, { seed: 1, budget: BUDGET })).toThrow(/SeatView/);
      }
    });

    it('projection is idempotent: a view of a view is the same view', () => {
      const c = game.noPeek[1] ?? game.noPeek[0]!;
      const s = playUntil(hooks, c.seed + 5, (x) => game.at(x, c.seat, c.window));
      const v = seatViewOf(hooks, s, c.seat);
      expect(canonicalJson(seatViewOf(hooks, v.match, c.seat).match)).toBe(canonicalJson(v.match));
    });
  });
}
