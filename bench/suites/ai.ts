/**
 * Bot decision times for every registered game (src/games/index.ts), easy, normal and hard at
 * their default budgets (hard: src/ai/hard.ts `HARD_DEFAULT_BUDGET`), on one core:
 * `ai.<id>.<level>.decisionP50Ms` and `ai.<id>.<level>.decisionP95Ms`; the default game keeps its
 * older names `ai.<level>.decisionP50Ms` and `ai.<level>.decisionP95Ms`. Every level decides the
 * same set of decision points: seats' views taken from seeded normal-vs-normal matches wherever the
 * seat had a real choice (two or more legal actions in a searched window, or a decision in one of
 * the game's `timedWindows`, Paragons' draft picks and decks). Strength is measured separately
 * (bench/ai-strength.ts).
 */
import type { Metric } from '../metric.ts';
import { percentile } from '../metric.ts';
import { decide, NORMAL, playMatch, seatViewOf, type SeatView } from '../../src/ai/index.ts';
import { LEVELS, mixSeed, now, rngOf, windowOf } from '../../src/ai/bot.ts';
import { BOT_GAMES } from '../../src/ai/games.ts';
import type { BotHooks, BotTypes } from '../../src/engine/bot-hooks.ts';
import { DEFAULT_GAME_ID } from '../../src/games/index.ts';

/** Decision points per match kept (every k-th real choice). */
const PER_MATCH = 30;

/** The view of the seat with a real choice in `s`, or null (see the module comment). */
function choiceOf<T extends BotTypes>(hooks: BotHooks<T>, s: T['match']): SeatView<T> | null {
  const w = hooks.waiting(s);
  if (w.kind !== 'act') return null;
  const window = hooks.window(s, w.seat);
  if (window === null) return null;
  const v = seatViewOf(hooks, s, w.seat);
  if (hooks.timedWindows?.includes(window)) return v;
  if (hooks.policy(v.match, w.seat, window, 'normal', rngOf(1)) !== null) return null;
  const g = hooks.search;
  return g.legalActions(g.stateOf(v.match), w.seat).length >= 2 ? v : null;
}

/** Seat views at real choices from `matches` seeded normal-vs-normal matches of a game. */
export function decisionPoints<T extends BotTypes>(
  hooks: BotHooks<T>,
  matches: number,
): SeatView<T>[] {
  const timed = (v: SeatView<T>) => hooks.timedWindows?.includes(windowOf(v) ?? '') ?? false;
  const out: SeatView<T>[] = [];
  for (let m = 0; m < matches; m++) {
    const points: SeatView<T>[] = [];
    playMatch(hooks, { A: NORMAL, B: NORMAL }, 9000 + m, {
      observe: (s) => {
        const v = choiceOf(hooks, s);
        if (v) points.push(v);
      },
    });
    const game = points.filter((v) => !timed(v));
    const flow = points.filter(timed);
    const step = Math.max(1, Math.floor(game.length / (PER_MATCH - 2)));
    out.push(...game.filter((_, i) => i % step === 0).slice(0, PER_MATCH - 2), ...flow.slice(0, 2));
  }
  return out;
}

/** Runs the bot decision-time measurements, game by game. */
export async function run(): Promise<Metric[]> {
  const metrics: Metric[] = [];
  for (const hooks of BOT_GAMES) {
    const prefix = hooks.id === DEFAULT_GAME_ID ? 'ai' : `ai.${hooks.id}`;
    const points = decisionPoints(hooks, 3);
    for (const level of LEVELS) {
      decide(level, points[0]!, { seed: 1 });
      const ms: number[] = [];
      points.forEach((v, i) => {
        const start = now();
        decide(level, v, { seed: mixSeed(i, 7) });
        ms.push(now() - start);
      });
      metrics.push(
        { name: `${prefix}.${level}.decisionP50Ms`, value: percentile(ms, 50), unit: 'ms' },
        { name: `${prefix}.${level}.decisionP95Ms`, value: percentile(ms, 95), unit: 'ms' },
      );
    }
  }
  return metrics;
}
