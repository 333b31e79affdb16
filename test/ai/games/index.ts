/** The games the generic bot tests run for: one entry per game with bot hooks. */
import type { BotTestGame } from './types.ts';
import { PARAGONS_TEST } from './paragons.ts';

/** Every game's test entry. */
export const BOT_TEST_GAMES: readonly BotTestGame[] = [PARAGONS_TEST];
