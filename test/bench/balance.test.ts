/**
 * The balance bench (bench/balance.ts): Wilson intervals, an even schedule over pairings, formats
 * and seats, the report's figures, and results that do not depend on how many workers play them.
 */
import { describe, expect, it } from 'vitest';
import { AUTHORITY_BALANCE } from '../../bench/balance/authority.ts';
import { balanceGame, BALANCE_GAMES } from '../../bench/balance/games.ts';
import { gameIds } from '../../src/games/index.ts';
import { PARAGONS_BALANCE } from '../../bench/balance/paragons.ts';
import { playAll } from '../../bench/balance/pool.ts';
import { cells, pairings, schedule } from '../../bench/balance/schedule.ts';
import { report, wilson } from '../../bench/balance/stats.ts';
import type { BalanceGame, MatchOutcome } from '../../bench/balance/types.ts';

describe('wilson', () => {
  it('gives the textbook 95% intervals', () => {
    // Newcombe (1998), Statistics in Medicine 17, table I: 0/10, 1/10 … as Wilson score intervals.
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    const [lo5, hi5] = wilson(5, 10);
    expect(lo5).toBeCloseTo(0.2366, 4);
    expect(hi5).toBeCloseTo(0.7634, 4);
    const [lo, hi] = wilson(81, 263);
    expect(lo).toBeCloseTo(0.2553, 4);
    expect(hi).toBeCloseTo(0.3662, 4);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('the schedule', () => {
  it('pairs every two classes (no mirrors in Paragons) in both formats and both seats', () => {
    expect(pairings(['a', 'b', 'c'], false)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(pairings(['a', 'b'], true)).toEqual([
      ['a', 'a'],
      ['a', 'b'],
      ['b', 'b'],
    ]);
    expect(cells(PARAGONS_BALANCE)).toHaveLength(12);
    const jobs = schedule(PARAGONS_BALANCE, 'normal', 600, 7, 96);
    const count = new Map<string, number>();
    for (const j of jobs) {
      const key = `${j.sides.A}/${j.sides.B}/${j.format}`;
      count.set(key, (count.get(key) ?? 0) + 1);
    }
    expect([...count.values()]).toEqual(new Array(12).fill(50));
    expect(jobs.map((j) => j.seed)).toEqual(jobs.map((j) => 7 + j.index));
  });
});

describe('the games', () => {
  it('knows every registered game; an unknown id names the known ones', async () => {
    expect(BALANCE_GAMES).toEqual(gameIds());
    expect((await balanceGame('authority')).sideNoun).toBe('faction');
    expect((await balanceGame('trials')).sideNoun).toBe('deck');
    await expect(balanceGame('chess')).rejects.toThrow(/"chess".*paragons, authority, trials/);
  });

  it('schedules Authority’s four factions, no mirrors, each in each seat', () => {
    expect(AUTHORITY_BALANCE.sides).toHaveLength(4);
    expect(cells(AUTHORITY_BALANCE)).toHaveLength(12);
    const jobs = schedule(AUTHORITY_BALANCE, 'normal', 24, 1, 96);
    for (const side of AUTHORITY_BALANCE.sides) {
      expect(jobs.filter((j) => j.sides.A === side)).toHaveLength(6);
      expect(jobs.filter((j) => j.sides.B === side)).toHaveLength(6);
    }
  });
});

describe('the report', () => {
  const game: BalanceGame = { ...PARAGONS_BALANCE, sides: ['x', 'y'], formats: ['f'] };
  it('counts each side from its seat, draws as halves, and the first player', () => {
    const jobs = schedule(game, 'normal', 4, 1, 96);
    // x sits A in jobs 0 and 2, B in 1 and 3. x wins 0, 1 and 2; 3 is a draw.
    const outcomes: MatchOutcome[] = [
      { index: 0, winner: 'A', first: 'A', steps: 1, ms: 1 },
      { index: 1, winner: 'B', first: 'A', steps: 1, ms: 1 },
      { index: 2, winner: 'A', first: 'B', steps: 1, ms: 1 },
      { index: 3, winner: null, first: 'B', steps: 1, ms: 1 },
    ];
    const r = report(game, jobs, outcomes);
    expect(r.sides.x).toMatchObject({ matches: 4, wins: 3, draws: 1, winRate: 0.875 });
    expect(r.sides.y).toMatchObject({ matches: 4, wins: 0, draws: 1, winRate: 0.125 });
    expect(r.maxDeviation).toBeCloseTo(37.5, 10);
    // The first player won matches 0 (A) and 3 is a draw; lost 1 and 2.
    expect(r.firstPlayer).toMatchObject({ matches: 4, wins: 1, draws: 1, winRate: 0.375 });
    expect(r.pairings).toHaveLength(1);
    expect(r.pairings[0]!.rate.winRate).toBe(0.875);
  });
});

describe('a run', () => {
  it('gives the same outcomes with one worker, two workers and on this thread', async () => {
    const jobs = schedule(PARAGONS_BALANCE, 'easy', 4, 11, 96);
    const strip = (os: readonly MatchOutcome[]) => os.map(({ ms: _ms, ...o }) => o);
    const here = strip(jobs.map((j) => PARAGONS_BALANCE.play(j)));
    const one = strip(await playAll('paragons', jobs, 1).done);
    const two = strip(await playAll('paragons', jobs, 2).done);
    expect(one).toEqual(here);
    expect(two).toEqual(here);
    expect(here.every((o) => o.first !== null)).toBe(true);
  }, 180_000);
});
