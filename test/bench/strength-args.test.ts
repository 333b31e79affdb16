/**
 * `npm run bench:strength` arguments (bench/strength/args.ts): the game comes from the rules
 * registry (default paragons), an unknown id is an error naming the known ids, and the other
 * options keep their defaults and checks.
 */
import { describe, expect, it } from 'vitest';
import { parseStrengthArgs } from '../../bench/strength/args.ts';
import { gameIds } from '../../src/games/index.ts';

function ok(argv: string[]) {
  const r = parseStrengthArgs(argv, 2);
  if ('error' in r) throw new Error(r.error);
  return r.args;
}

function error(argv: string[]): string {
  const r = parseStrengthArgs(argv, 2);
  if (!('error' in r)) throw new Error(`accepted ${argv.join(' ')}`);
  return r.error;
}

describe('bench:strength arguments', () => {
  it('defaults to paragons, 200 matches, both pairings, the app’s hard budget', () => {
    const a = ok([]);
    expect(a).toMatchObject({ game: 'paragons', matches: 200, jobs: 2, iterations: 96, seed: 1 });
    expect(a.pairs).toEqual([
      ['hard', 'normal'],
      ['normal', 'easy'],
    ]);
    expect(a.bestOf).toBeUndefined();
    expect(a.json).toBe(false);
  });

  it('takes --game with any registered id', () => {
    for (const id of gameIds()) expect(ok(['--game', id]).game).toBe(id);
    const a = ok([
      '--game',
      'authority',
      '--matches',
      '400',
      '--jobs',
      '1',
      '--pairs',
      'hard-easy',
    ]);
    expect(a).toMatchObject({ game: 'authority', matches: 400, jobs: 1 });
    expect(a.pairs).toEqual([['hard', 'easy']]);
  });

  it('refuses an unknown game, naming the ids this build knows', () => {
    const message = error(['--game', 'chess']);
    expect(message).toContain('"chess"');
    for (const id of gameIds()) expect(message).toContain(id);
  });

  it('refuses a missing value, a bad count, a bad pairing and an unknown option', () => {
    expect(error(['--game'])).toMatch(/--game needs a value/);
    expect(error(['--game', '--json'])).toMatch(/--game needs a value/);
    expect(error(['--matches', '0'])).toMatch(/--matches must be an integer ≥ 1/);
    expect(error(['--matches', 'ten'])).toMatch(/--matches/);
    expect(error(['--pairs', 'hard-expert'])).toMatch(/--pairs/);
    expect(error(['--pairs', 'hard'])).toMatch(/--pairs/);
    expect(error(['--games', 'authority'])).toMatch(/unknown option --games/);
    expect(error(['authority'])).toMatch(/unexpected argument/);
  });

  it('takes --best-of only for a game that plays series', () => {
    expect(ok(['--best-of', '3']).bestOf).toBe(3);
    expect(error(['--game', 'authority', '--best-of', '3'])).toMatch(/authority plays no series/);
    expect(error(['--best-of', '2'])).toMatch(/--best-of is 1 or 3/);
  });

  it('reads --json and the policy switch', () => {
    expect(ok(['--json', '--hard-random-class'])).toMatchObject({
      json: true,
      hardPolicyNormal: true,
    });
  });
});
