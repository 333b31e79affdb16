/** The games the generic bot tests run for: one entry per game with bot hooks. */
import type { BotTestGame } from './types.ts';
import { AUTHORITY_TEST } from './authority.ts';
import { PARAGONS_TEST } from './paragons.ts';
import { TRIALS_TEST } from './trials.ts';

/** Every game's test entry. */
export const BOT_TEST_GAMES: readonly BotTestGame[] = [PARAGONS_TEST, AUTHORITY_TEST, TRIALS_TEST];
