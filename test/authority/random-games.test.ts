/**
 * Seeded random games (random legal actions; an attack is preferred half of the time so that
 * games end by play, test/authority/helpers.ts) run in the omniscient view and in both seats'
 * views side by side: each ends with a winner, is never stuck, keeps the invariants after every
 * action (invariants.ts), never shows a seat the other's hand or deck, and has the same public
 * state in every view. Seeds 1–500 here, 501–1000 in random-games-2.test.ts (the two files run in
 * parallel); every failure names its seed.
 */
import { describe, expect, it } from 'vitest';
import { run } from './random-run.ts';

describe('random games, seeds 1–500', () => {
  it('end with a winner, never stuck, invariants and views hold', { timeout: 240_000 }, () => {
    const { failures, games } = run(1, 500, false);
    expect(failures).toEqual([]);
    expect(games.filter((g) => g.winner === null)).toEqual([]);
    const a = games.filter((g) => g.winner === 'A').length;
    expect(a).toBeGreaterThan(150);
    expect(a).toBeLessThan(350);
  });
});
