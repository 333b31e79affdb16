/**
 * What every game's balance description (bench/balance/types.ts) shares: a match is src/ai/player.ts
 * `playMatch` between two bots of the job's level, each committed to its side where its game asks
 * for one (a class, a faction, a deck), with the job's iteration budget for both seats; the bench
 * measures the bot levels `easy`, `normal` (its default) and `hard` at hard's default budget. A
 * game brings only its sides, how a bot commits to one, its match options, which seat went first
 * and its play-by-play lines ({@link BotBalanceSpec}).
 */
import { botFor, playMatch, windowOf, type Bot, type Level } from '../../src/ai/index.ts';
import type { MatchResult, RefereeOptions } from '../../src/ai/player.ts';
import { HARD_DEFAULT_BUDGET } from '../../src/ai/hard.ts';
import { now, type DecideOptions } from '../../src/ai/bot.ts';
import type { BotHooks, BotTypes } from '../../src/engine/bot-hooks.ts';
import type { BalanceGame, BalanceJob } from './types.ts';

/** A game's part of its balance description; the rest is {@link botBalanceGame}'s. */
export interface BotBalanceSpec<T extends BotTypes> {
  readonly id: string;
  readonly sideNoun: string;
  readonly sides: readonly string[];
  /** Whether both seats may play the same side (then a mirror pairing is measured too). */
  readonly mirrors: boolean;
  readonly formats: readonly string[];
  /** The game's bot hooks (the referee plays the match with them). */
  readonly hooks: BotHooks<T>;
  /** The window (src/ai/bot.ts `windowOf`) in which a seat chooses its side. */
  readonly sideWindow: string;
  /** The choice of a bot committed to `side` in that window (seeded by `options.seed`). */
  readonly choose: (side: string, options: DecideOptions) => T['choice'];
  /** The match options of `job` (the referee's defaults when absent). */
  readonly match?: (job: BalanceJob) => T['options'];
  /** The seat that took the first turn of the (first) game, or null when it never began. */
  readonly first: (final: T['match']) => 'A' | 'B' | null;
  /**
   * A new play-by-play recorder for one match: given each applied move with the state before it
   * and its events, the lines it adds to the log.
   */
  readonly logger: () => (
    before: T['match'],
    move: T['move'],
    events: readonly unknown[],
  ) => string[];
}

/** `bot`, committing to `side` (as `spec` chooses it) whenever it is asked for its side. */
function playingAs<T extends BotTypes>(spec: BotBalanceSpec<T>, bot: Bot, side: string): Bot {
  return {
    level: bot.level,
    decide: (v, options) =>
      windowOf(v) === spec.sideWindow ? spec.choose(side, options) : bot.decide(v, options),
  };
}

/** Plays `job`'s match (see the module comment), telling `onAction` every applied move. */
function run<T extends BotTypes>(
  spec: BotBalanceSpec<T>,
  job: BalanceJob,
  onAction?: RefereeOptions<T>['onAction'],
): MatchResult<T> {
  const bot = botFor(job.level as Level);
  const budget = { iterations: job.iterations };
  return playMatch(
    spec.hooks,
    { A: playingAs(spec, bot, job.sides.A), B: playingAs(spec, bot, job.sides.B) },
    job.seed,
    {
      ...(spec.match ? { match: spec.match(job) } : {}),
      budget: { A: budget, B: budget },
      ...(onAction ? { onAction } : {}),
    },
  );
}

/** A move in words for a log: its `type`, then its other fields but `player` as JSON. */
export function actionWords(a: { readonly type: string }): string {
  const rest: Record<string, unknown> = { ...a };
  delete rest.type;
  delete rest.player;
  return `${a.type} ${JSON.stringify(rest)}`;
}

/** The balance description of the game `spec` describes (see the module comment). */
export function botBalanceGame<T extends BotTypes>(spec: BotBalanceSpec<T>): BalanceGame {
  return {
    id: spec.id,
    sideNoun: spec.sideNoun,
    sides: spec.sides,
    mirrors: spec.mirrors,
    formats: spec.formats,
    levels: ['easy', 'normal', 'hard'],
    defaultLevel: 'normal',
    defaultIterations: HARD_DEFAULT_BUDGET.iterations!,
    play(job) {
      const start = now();
      const r = run(spec, job);
      return {
        index: job.index,
        winner: r.winner as 'A' | 'B' | null,
        first: spec.first(r.final),
        steps: r.steps,
        ms: now() - start,
      };
    },
    log(job) {
      const lines: string[] = [];
      const record = spec.logger();
      const r = run(spec, job, (s, a, events) => lines.push(...record(s, a, events)));
      lines.push(`result: ${r.winner ?? 'draw'} after ${r.steps} steps`);
      return lines;
    },
  };
}
