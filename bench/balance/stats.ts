/**
 * The balance bench's figures: win rates with Wilson score intervals (Wilson, "Probable Inference,
 * the Law of Succession, and Statistical Inference", JASA 1927), per side, per pairing and format,
 * and for the seat that moves first; and the largest distance of any side from an even 50%.
 * A draw counts half a win for each seat.
 */
import type { BalanceGame, BalanceJob, MatchOutcome } from './types.ts';
import { pairings } from './schedule.ts';

/** z for a two-sided 95% interval. */
const Z95 = 1.959964;

/**
 * The Wilson score interval of `wins` out of `n` (z = 1.96 for 95%), as [low, high] in [0, 1].
 * Unlike the normal approximation it stays inside [0, 1] and is sound near 0% and 100%.
 */
export function wilson(wins: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A win rate: matches, wins (draws count half), draws, the rate and its 95% interval. */
export interface Rate {
  readonly matches: number;
  readonly wins: number;
  readonly draws: number;
  readonly winRate: number;
  readonly ci95: readonly [number, number];
}

/** A rate over `n` matches with `wins` full wins and `draws` draws. */
export function rate(wins: number, draws: number, n: number): Rate {
  const score = wins + draws / 2;
  return {
    matches: n,
    wins,
    draws,
    winRate: n === 0 ? Number.NaN : score / n,
    ci95: wilson(score, n),
  };
}

/** A pairing's figures in one format: the first-named side's win rate against the other. */
export interface PairingFigures {
  readonly sides: readonly [string, string];
  readonly format: string;
  /** The first side's win rate against the second (a mirror: seat A's). */
  readonly rate: Rate;
  /** How often the seat that moved first won, in this pairing and format. */
  readonly firstPlayer: Rate;
}

/** Everything the bench reports about one run. */
export interface BalanceReport {
  readonly game: string;
  readonly level: string;
  readonly matches: number;
  readonly seedBase: number;
  readonly iterations: number;
  /** Each side's win rate over every match it played against another side (all formats). */
  readonly sides: Readonly<Record<string, Rate>>;
  /** Each side's win rate per deck format. */
  readonly byFormat: Readonly<Record<string, Readonly<Record<string, Rate>>>>;
  /** The seat that moved first (over matches whose game began). */
  readonly firstPlayer: Rate;
  readonly pairings: readonly PairingFigures[];
  /** max over sides of |win rate − 50%|, in percentage points. */
  readonly maxDeviation: number;
}

function tally(outcomes: readonly { won: number; drew: boolean }[]): {
  wins: number;
  draws: number;
  n: number;
} {
  let wins = 0;
  let draws = 0;
  for (const o of outcomes) {
    if (o.drew) draws++;
    else wins += o.won;
  }
  return { wins, draws, n: outcomes.length };
}

/**
 * How `side` did in a match: null when it did not play it, and in a mirror unless `mirror` (a
 * mirror says nothing of a side against the others; its pairing figure counts seat A).
 */
function resultOf(
  job: BalanceJob,
  o: MatchOutcome,
  side: string,
  mirror = false,
): { won: number; drew: boolean } | null {
  if (job.sides.A === job.sides.B && !mirror) return null;
  const seat = job.sides.A === side ? 'A' : job.sides.B === side ? 'B' : null;
  if (seat === null) return null;
  return { won: o.winner === seat ? 1 : 0, drew: o.winner === null };
}

function rateOf(results: readonly ({ won: number; drew: boolean } | null)[]): Rate {
  const t = tally(results.filter((r): r is { won: number; drew: boolean } => r !== null));
  return rate(t.wins, t.draws, t.n);
}

function firstOf(pairs: readonly (readonly [BalanceJob, MatchOutcome])[]): Rate {
  const played = pairs.filter(([, o]) => o.first !== null);
  return rateOf(
    played.map(([, o]) => ({ won: o.winner === o.first ? 1 : 0, drew: o.winner === null })),
  );
}

/** The figures of a run: `outcomes` in any order, matched to `jobs` by index. */
export function report(
  game: BalanceGame,
  jobs: readonly BalanceJob[],
  outcomes: readonly MatchOutcome[],
): BalanceReport {
  const byIndex = new Map(outcomes.map((o) => [o.index, o]));
  const pairs = jobs
    .filter((j) => byIndex.has(j.index))
    .map((j) => [j, byIndex.get(j.index)!] as const);
  const sideRates = (of: typeof pairs): Record<string, Rate> =>
    Object.fromEntries(
      game.sides.map((side) => [side, rateOf(of.map(([j, o]) => resultOf(j, o, side)))]),
    );
  const sides = sideRates(pairs);
  const byFormat = Object.fromEntries(
    game.formats.map((f) => [f, sideRates(pairs.filter(([j]) => j.format === f))]),
  );
  const figures: PairingFigures[] = [];
  for (const [x, y] of pairings(game.sides, game.mirrors))
    for (const format of game.formats) {
      const mine = pairs.filter(
        ([j]) =>
          j.format === format &&
          ((j.sides.A === x && j.sides.B === y) || (j.sides.A === y && j.sides.B === x)),
      );
      figures.push({
        sides: [x, y],
        format,
        rate: rateOf(mine.map(([j, o]) => resultOf(j, o, x, true))),
        firstPlayer: firstOf(mine),
      });
    }
  const deviations = Object.values(sides)
    .filter((r) => r.matches > 0)
    .map((r) => Math.abs(r.winRate - 0.5) * 100);
  return {
    game: game.id,
    level: jobs[0]?.level ?? game.defaultLevel,
    matches: pairs.length,
    seedBase: jobs[0] ? jobs[0].seed - jobs[0].index : 0,
    iterations: jobs[0]?.iterations ?? game.defaultIterations,
    sides,
    byFormat,
    firstPlayer: firstOf(pairs),
    pairings: figures,
    maxDeviation: deviations.length ? Math.max(...deviations) : Number.NaN,
  };
}
