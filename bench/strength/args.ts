/**
 * The command line of `npm run bench:strength` (bench/ai-strength.ts), parsed apart from the run
 * so it can be tested: which game (any id of the rules registry, src/games/index.ts), which
 * pairings of levels, how many seeded matches, and the hard bot's budget.
 */
import type { Level } from '../../src/ai/bot.ts';
import { LEVELS } from '../../src/ai/bot.ts';
import { HARD_DEFAULT_BUDGET } from '../../src/ai/hard.ts';
import { DEFAULT_GAME_ID, findGame, isGameLookupError } from '../../src/games/index.ts';

/** What a strength run plays. */
export interface StrengthArgs {
  /** The game id (`--game`, default the registry's default game). */
  readonly game: string;
  readonly matches: number;
  /** Child processes playing matches (`--jobs`). */
  readonly jobs: number;
  /** Hard's fixed iteration budget per decision (no clock, so matches are reproducible). */
  readonly iterations: number;
  readonly seed: number;
  /** Games per match where the game plays series (`--best-of 3`); absent: the game's default. */
  readonly bestOf?: 1 | 3;
  /** The stronger level first: `hard-normal` is hard against normal. */
  readonly pairs: readonly (readonly [Level, Level])[];
  readonly json: boolean;
  /** Hard answers the windows it does not search with normal's policy. */
  readonly hardPolicyNormal: boolean;
}

/** A parse: the arguments, or the message saying what is wrong with them. */
export type StrengthParse = { readonly args: StrengthArgs } | { readonly error: string };

function count(text: string, name: string, min: number): number | string {
  if (!/^\d+$/.test(text) || Number(text) < min) return `--${name} must be an integer ≥ ${min}`;
  return Number(text);
}

/**
 * Parses `argv` (the arguments after the script). `jobsDefault` is used when `--jobs` is absent.
 * An unknown game id is an error naming the ids this build knows.
 */
export function parseStrengthArgs(argv: readonly string[], jobsDefault: number): StrengthParse {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const valued = ['game', 'matches', 'jobs', 'iterations', 'seed', 'best-of', 'pairs'];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const name = a.startsWith('--') ? a.slice(2) : null;
    if (name === null) return { error: `unexpected argument ${JSON.stringify(a)}` };
    if (valued.includes(name)) {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) return { error: `--${name} needs a value` };
      values.set(name, v);
      i++;
    } else if (name === 'json' || name === 'hard-random-class' || name === 'hard-policy-normal')
      flags.add(name);
    else return { error: `unknown option --${name}` };
  }
  const game = values.get('game') ?? DEFAULT_GAME_ID;
  const found = findGame(game);
  if (isGameLookupError(found)) return { error: found.message };
  const numbers: Record<string, number> = {};
  const defaults: Record<string, [string, number]> = {
    matches: ['200', 1],
    jobs: [String(jobsDefault), 1],
    iterations: [String(HARD_DEFAULT_BUDGET.iterations), 1],
    seed: ['1', 0],
  };
  for (const [name, [fallback, min]] of Object.entries(defaults)) {
    const n = count(values.get(name) ?? fallback, name, min);
    if (typeof n === 'string') return { error: n };
    numbers[name] = n;
  }
  const bestOfText = values.get('best-of');
  let bestOf: 1 | 3 | undefined;
  if (bestOfText !== undefined) {
    if (bestOfText !== '1' && bestOfText !== '3') return { error: '--best-of is 1 or 3' };
    const options = found.bots.referee.defaultOptions;
    if (typeof options !== 'object' || options === null || !('bestOf' in options))
      return { error: `--best-of: ${game} plays no series` };
    bestOf = bestOfText === '3' ? 3 : 1;
  }
  const pairs: [Level, Level][] = [];
  for (const p of (values.get('pairs') ?? 'hard-normal,normal-easy').split(',')) {
    const [strong, weak, extra] = p.split('-');
    const isLevel = (x: string | undefined): x is Level =>
      x !== undefined && (LEVELS as readonly string[]).includes(x);
    if (!isLevel(strong) || !isLevel(weak) || extra !== undefined)
      return {
        error: `--pairs: ${JSON.stringify(p)} is not <level>-<level> (${LEVELS.join(', ')})`,
      };
    pairs.push([strong, weak]);
  }
  return {
    args: {
      game,
      matches: numbers.matches!,
      jobs: numbers.jobs!,
      iterations: numbers.iterations!,
      seed: numbers.seed!,
      ...(bestOf !== undefined ? { bestOf } : {}),
      pairs,
      json: flags.has('json'),
      hardPolicyNormal: flags.has('hard-random-class') || flags.has('hard-policy-normal'),
    },
  };
}
