/**
 * Bot decision times: `ai.<level>.decisionP50Ms` and `ai.<level>.decisionP95Ms` for
 * easy, normal and hard at their default budgets (hard: src/ai/hard.ts `HARD_DEFAULT_BUDGET`), on
 * one core. Every level decides the same set of decision points: seats' views taken from seeded
 * normal-vs-normal matches wherever the seat had a real choice (two or more legal actions, or a
 * draft pick or deck to build). Strength is measured separately (bench/ai-strength.ts).
 */
import type { Metric } from '../metric.ts';
import { percentile } from '../metric.ts';
import { decide, NORMAL, playMatch, seatViewOf, type SeatView } from '../../src/ai/index.ts';
import { LEVELS, mixSeed, now, windowOf } from '../../src/ai/bot.ts';
import { GAME } from '../../src/games/paragons/match/games.ts';
import { PARAGONS_BOTS, type ParagonsBotTypes } from '../../src/games/paragons/bots/index.ts';
import { matchWaiting } from '../../src/games/paragons/match/match.ts';
import type { MatchState } from '../../src/games/paragons/match/types.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';

/** Decision points per match kept (every k-th real choice). */
const PER_MATCH = 30;

function isChoice(s: MatchState): PSeat | null {
  const w = matchWaiting(s);
  if (w.kind !== 'act') return null;
  const seat = w.seat as PSeat;
  if (s.phase === 'game') return GAME.legalActions(s.game!, seat).length >= 2 ? seat : null;
  return w.window === 'pick' || w.window === 'deck' ? seat : null;
}

/** Seat views at real choices from `matches` seeded normal-vs-normal matches. */
export function decisionPoints(matches: number): SeatView<ParagonsBotTypes>[] {
  const out: SeatView<ParagonsBotTypes>[] = [];
  for (let m = 0; m < matches; m++) {
    const points: SeatView<ParagonsBotTypes>[] = [];
    playMatch(PARAGONS_BOTS, { A: NORMAL, B: NORMAL }, 9000 + m, {
      observe: (s) => {
        const seat = isChoice(s);
        if (seat) points.push(seatViewOf(PARAGONS_BOTS, s, seat));
      },
    });
    const game = points.filter((v) => windowOf(v) !== 'pick' && windowOf(v) !== 'deck');
    const flow = points.filter((v) => windowOf(v) === 'pick' || windowOf(v) === 'deck');
    const step = Math.max(1, Math.floor(game.length / (PER_MATCH - 2)));
    out.push(...game.filter((_, i) => i % step === 0).slice(0, PER_MATCH - 2), ...flow.slice(0, 2));
  }
  return out;
}

/** Runs the bot decision-time measurements. */
export async function run(): Promise<Metric[]> {
  const points = decisionPoints(3);
  const metrics: Metric[] = [];
  for (const level of LEVELS) {
    decide(level, points[0]!, { seed: 1 });
    const ms: number[] = [];
    points.forEach((v, i) => {
      const start = now();
      decide(level, v, { seed: mixSeed(i, 7) });
      ms.push(now() - start);
    });
    metrics.push(
      { name: `ai.${level}.decisionP50Ms`, value: percentile(ms, 50), unit: 'ms' },
      { name: `ai.${level}.decisionP95Ms`, value: percentile(ms, 95), unit: 'ms' },
    );
  }
  return metrics;
}
