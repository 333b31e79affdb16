/**
 * Bots for every game (docs/ai.md): three levels behind one interface, generic over a game's bot
 * hooks (src/engine/bot-hooks.ts). A bot only ever receives a {@link SeatView}
 * (src/ai/seat-view.ts), never the omniscient state.
 *
 * - easy: random legal actions with the game's preferences (src/ai/levels.ts)
 * - normal: one-step lookahead with the game's static evaluation (src/ai/levels.ts)
 * - hard: determinized Monte Carlo search with voting (src/ai/hard.ts; the game determinizes)
 *
 * Around the searched play (pre-game choices, drafts, deck building, mulligans) each level answers
 * with the game's policy for it.
 *
 * In the browser, decisions run in a Web Worker (src/ai/worker.ts: the worker and its client).
 */
import type { BotTypes } from '../engine/bot-hooks.ts';
import type { Bot, Budget, DecideOptions, Decision, Level } from './bot.ts';
import { HARD, HARD_DEFAULT_BUDGET } from './hard.ts';
import { EASY, NORMAL } from './levels.ts';
import type { SeatView } from './seat-view.ts';

export type { Bot, Budget, DecideOptions, Decision, Level } from './bot.ts';
export { LEVELS, windowOf } from './bot.ts';
export { seatViewOf, projectMatch, hooksOf, type SeatView } from './seat-view.ts';
export { BotPlayer, playMatch, sessionBot, type SessionBot, type SeatSecrets } from './player.ts';
export { BOT_GAMES, botHooksFor } from './games.ts';
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
export function decide<T extends BotTypes>(
  level: Level,
  view: SeatView<T>,
  options: DecideOptions,
): Decision<T> | null {
  return BOTS[level].decide(view, { ...options, budget: options.budget ?? defaultBudget(level) });
}
