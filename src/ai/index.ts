/**
 * Bots for Paragons (issue 6): three levels behind one interface. A bot only ever receives a
 * {@link SeatView} (src/ai/seat-view.ts), never the omniscient state.
 *
 * - easy: random legal actions with simple preferences (src/ai/levels.ts)
 * - normal: one-step lookahead with a static evaluation; drafts by rating, builds by curve
 *   (src/ai/levels.ts, src/ai/ratings.ts)
 * - hard: determinized Monte Carlo search with voting (src/ai/hard.ts, src/ai/determinize.ts)
 *
 * In the browser, decisions run in a Web Worker (src/ai/worker.ts: the worker and its client).
 */
import type { Bot, Budget, DecideOptions, Decision, Level } from './bot.ts';
import { HARD, HARD_DEFAULT_BUDGET } from './hard.ts';
import { EASY, NORMAL } from './levels.ts';
import type { SeatView } from './seat-view.ts';

export type { Bot, Budget, DecideOptions, Decision, Level, WindowKind } from './bot.ts';
export { LEVELS, windowOf } from './bot.ts';
export { seatViewOf, projectMatch, type SeatView } from './seat-view.ts';
export { BotPlayer, playMatch, sessionBot, type SessionBot, type SeatSecrets } from './player.ts';
export { EASY, NORMAL, HARD, HARD_DEFAULT_BUDGET };

const BOTS: Readonly<Record<Level, Bot>> = { easy: EASY, normal: NORMAL, hard: HARD };

/** The bot of a level. */
export function botFor(level: Level): Bot {
  return BOTS[level];
}

/** The default budget per decision of a level (only hard searches). */
export function defaultBudget(level: Level): Budget {
  return level === 'hard' ? HARD_DEFAULT_BUDGET : {};
}

/** The decision of `level` for the view's seat (null when the seat has nothing to decide). */
export function decide(level: Level, view: SeatView, options: DecideOptions): Decision | null {
  return BOTS[level].decide(view, { ...options, budget: options.budget ?? defaultBudget(level) });
}
