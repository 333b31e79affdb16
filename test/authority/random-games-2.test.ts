/**
 * Seeded random games (random legal actions; an attack is preferred half of the time so that
 * games end by play, test/authority/helpers.ts) run in the omniscient view and in both seats'
 * views side by side: each ends with a winner, is never stuck, keeps the invariants after every
 * action (invariants.ts), never shows a seat the other's hand or deck, and has the same public
 * state in every view. Seeds 501–1000 here, 1–500 in random-games.test.ts (the two files run in parallel);
 * also 30 games of uniformly random legal actions, which reach the turn limit (decision 26); every failure names its seed.
 */
import { describe, expect, it } from 'vitest';
import { run } from './random-run.ts';

describe('random games, seeds 501–1000', () => {
  it('end with a winner, never stuck, invariants and views hold', { timeout: 240_000 }, () => {
    const { failures, games } = run(501, 1000, false);
    expect(failures).toEqual([]);
    expect(games.filter((g) => g.winner === null)).toEqual([]);
  });

  it(
    '30 games of uniformly random legal actions end too, some at the turn limit',
    { timeout: 240_000 },
    () => {
      const { failures, games } = run(5001, 5030, true);
      expect(failures).toEqual([]);
      expect(games.some((g) => g.turns > 200)).toBe(false);
      expect(games.some((g) => g.turns === 200)).toBe(true);
      for (const g of games) if (g.winner === null) expect(g.turns).toBe(200);
    },
  );
});
