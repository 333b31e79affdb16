/**
 * Seeded random Trials games (random-run.ts): random legal play never throws, never gets stuck,
 * never leaves an illegal state (invariants), never shows a seat the other's hand or deck, keeps
 * both seats' views the projections of the omniscient state, keeps the round within 1..10, and
 * ends with a winner. fast-check picks the seeds; each failure prints its seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomGame } from './random-run.ts';

describe('random Trials games', () => {
  it('seeds 1–12: every game ends with a winner and breaks nothing', { timeout: 120_000 }, () => {
    for (let seed = 1; seed <= 12; seed++) {
      const g = randomGame(seed);
      expect(g.problems, `seed ${seed}`).toEqual([]);
      expect(g.winner, `seed ${seed}`).not.toBeNull();
      expect(g.rounds).toBeLessThanOrEqual(10);
    }
  });

  it('fast-check seeds: random legal play keeps every invariant', { timeout: 120_000 }, () => {
    const seed = 20_261_127;
    console.log(`trials random games: fast-check seed ${seed}`);
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 2 ** 31 - 1 }), (gameSeed) => {
        const g = randomGame(gameSeed);
        if (g.problems.length > 0 || g.winner === null)
          throw new Error(`game seed ${gameSeed}: ${g.problems.join(' | ') || 'no winner'}`);
      }),
      { seed, numRuns: 12 },
    );
  });
});
