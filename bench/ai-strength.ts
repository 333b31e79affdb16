/**
 * Bot strength (docs/ai.md): seeded bot-vs-bot matches of one registered game (src/games/index.ts,
 * its bot hooks' referee) with the whole match flow (Paragons: class choice, draft, deck building,
 * best of 1; Authority: faction choice, rock-paper-scissors, the game), seats alternating, and the
 * win rate of the stronger level of each pairing. Not a test: it takes minutes.
 *
 *   npm run bench:strength -- [--game paragons] --matches 200 [--jobs 2]
 *                             [--pairs hard-normal,normal-easy] [--iterations 96] [--seed 1]
 *                             [--best-of 1|3] [--json] [--hard-random-class]
 *
 * The arguments are bench/strength/args.ts. `--hard-random-class` (also `--hard-policy-normal`)
 * makes hard answer the windows it does not search with normal's policy (Paragons: it chooses its
 * class at random as normal does; its own choice is the class that fares best in bot play), to
 * measure its play apart from those choices. `bySide` reports the stronger level's results by the
 * side it played (the game's `seatLabel`: a class, a faction).
 * Hard plays with a fixed iteration budget (no clock), so every match is reproducible from its
 * seed. Matches run in child processes (`--jobs`, default: the machine's parallelism).
 */
import { availableParallelism } from 'node:os';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { botFor } from '../src/ai/index.ts';
import type { Bot, Level } from '../src/ai/bot.ts';
import { botHooksFor } from '../src/ai/games.ts';
import { hardBot, HARD_SETTINGS } from '../src/ai/hard.ts';
import { playMatch } from '../src/ai/player.ts';
import { percentile } from './metric.ts';
import { parseStrengthArgs } from './strength/args.ts';

interface Job {
  readonly game: string;
  readonly strong: Level;
  readonly weak: Level;
  readonly seed: number;
  readonly iterations: number;
  readonly bestOf?: 1 | 3;
  readonly hardRandomClass: boolean;
}

interface Outcome {
  readonly job: Job;
  /** 1 when the stronger level won, 0 when it lost, 0.5 for a draw. */
  readonly score: number;
  readonly steps: number;
  readonly ms: Record<string, number[]>;
  /** The side (class, faction) the stronger level played. */
  readonly strongSide: string;
}

function botOf(level: Level, job: Job): Bot {
  return level === 'hard' && job.hardRandomClass
    ? hardBot({ ...HARD_SETTINGS, policyLevel: 'normal' })
    : botFor(level);
}

function runJob(job: Job): Outcome {
  const strongSeat = job.seed % 2 === 0 ? 'A' : 'B';
  const bots =
    strongSeat === 'A'
      ? { A: botOf(job.strong, job), B: botOf(job.weak, job) }
      : { A: botOf(job.weak, job), B: botOf(job.strong, job) };
  const budget = { iterations: job.iterations };
  const hooks = botHooksFor(job.game);
  const defaults = hooks.referee.defaultOptions as object;
  const r = playMatch(hooks, bots, job.seed, {
    match: job.bestOf === undefined ? defaults : { ...defaults, bestOf: job.bestOf },
    budget: { A: budget, B: budget },
  });
  const ms: Record<string, number[]> = {};
  for (const t of r.timings) (ms[t.level] ??= []).push(t.ms);
  const score = r.winner === null ? 0.5 : r.winner === strongSeat ? 1 : 0;
  const strongSide = hooks.seatLabel(r.final, strongSeat);
  return { job, score, steps: r.steps, ms, strongSide };
}

if (process.argv.includes('--child')) {
  process.on('message', (jobs: Job[]) => {
    for (const job of jobs) process.send!(runJob(job));
  });
} else {
  const parsed = parseStrengthArgs(process.argv.slice(2), availableParallelism());
  if ('error' in parsed) {
    process.stderr.write(`bench:strength: ${parsed.error}\n`);
    process.exit(2);
  }
  const { game, matches, iterations, pairs, json } = parsed.args;
  const jobsN = parsed.args.jobs;
  const firstSeed = parsed.args.seed;
  const bestOf = parsed.args.bestOf;
  const hardRandomClass = parsed.args.hardPolicyNormal;

  const all: Job[] = [];
  for (const [strong, weak] of pairs)
    for (let i = 0; i < matches; i++)
      all.push({
        game,
        strong,
        weak,
        seed: firstSeed + i,
        iterations,
        ...(bestOf !== undefined ? { bestOf } : {}),
        hardRandomClass,
      });
  const buckets: Job[][] = Array.from({ length: jobsN }, () => []);
  all.forEach((j, i) => buckets[i % jobsN]!.push(j));

  const start = performance.now();
  const outcomes: Outcome[] = [];
  await Promise.all(
    buckets.map(
      (bucket) =>
        new Promise<void>((resolve, reject) => {
          if (bucket.length === 0) return resolve();
          const w = fork(fileURLToPath(import.meta.url), ['--child'], {
            execArgv: ['--import', 'tsx'],
          });
          w.send(bucket);
          let got = 0;
          w.on('message', (o: Outcome) => {
            outcomes.push(o);
            if (++got === bucket.length) w.disconnect();
            if (!json && outcomes.length % 20 === 0)
              process.stderr.write(`${outcomes.length}/${all.length} matches\n`);
          });
          w.on('error', reject);
          w.on('exit', () => resolve());
        }),
    ),
  );
  const seconds = (performance.now() - start) / 1000;

  const report: Record<string, unknown> = {};
  for (const [strong, weak] of pairs) {
    const mine = outcomes.filter((o) => o.job.strong === strong && o.job.weak === weak);
    const n = mine.length;
    const wins = mine.filter((o) => o.score === 1).length;
    const draws = mine.filter((o) => o.score === 0.5).length;
    const rate = mine.reduce((t, o) => t + o.score, 0) / n;
    const half = 1.96 * Math.sqrt((rate * (1 - rate)) / n);
    const ms = (level: Level) => mine.flatMap((o) => o.ms[level] ?? []);
    // The stronger level's results by the side it played (Paragons: its class choice is part of
    // its strength).
    const bySide: Record<string, { matches: number; winRate: number }> = {};
    for (const c of [...new Set(mine.map((o) => o.strongSide))].sort()) {
      const of = mine.filter((o) => o.strongSide === c);
      const won = of.reduce((t, o) => t + o.score, 0);
      bySide[c] = { matches: of.length, winRate: Number((won / of.length).toFixed(3)) };
    }
    report[`${strong}-vs-${weak}`] = {
      matches: n,
      wins,
      draws,
      winRate: Number(rate.toFixed(3)),
      ci95: [Number((rate - half).toFixed(3)), Number((rate + half).toFixed(3))],
      avgSteps: Math.round(mine.reduce((t, o) => t + o.steps, 0) / n),
      [`${strong}P50Ms`]: Number(percentile(ms(strong), 50).toFixed(2)),
      [`${strong}P95Ms`]: Number(percentile(ms(strong), 95).toFixed(2)),
      bySide,
    };
  }
  const meta = {
    game,
    matches,
    iterations,
    bestOf,
    hardRandomClass,
    jobs: jobsN,
    seconds: Math.round(seconds),
  };
  if (json) process.stdout.write(JSON.stringify({ ...meta, results: report }, null, 2) + '\n');
  else {
    process.stdout.write(
      `${game}: ${matches} matches per pairing, hard budget ${iterations} iterations, ` +
        `${bestOf !== undefined ? `best of ${bestOf}, ` : ''}` +
        `${hardRandomClass ? 'hard’s unsearched windows by normal’s policy, ' : ''}` +
        `${jobsN} jobs, ${meta.seconds} s\n`,
    );
    for (const [name, r] of Object.entries(report)) {
      const x = r as {
        winRate: number;
        wins: number;
        draws: number;
        ci95: number[];
        bySide: Record<string, { matches: number; winRate: number }>;
      };
      const sides = Object.entries(x.bySide)
        .map(([c, b]) => `${c} ${(b.winRate * 100).toFixed(0)}% of ${b.matches}`)
        .join(', ');
      process.stdout.write(
        `${name.padEnd(18)} win rate ${(x.winRate * 100).toFixed(1)}%  (${x.wins} wins, ` +
          `${x.draws} draws; 95% CI ${(x.ci95[0]! * 100).toFixed(1)}–${(x.ci95[1]! * 100).toFixed(1)}%)` +
          `; by its side: ${sides}\n`,
      );
    }
  }
}
