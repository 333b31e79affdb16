/**
 * The games the bots can play, by id: each registered game's bot hooks (src/games/index.ts, every
 * module's `bots`). The bots themselves are generic (src/engine/bot-hooks.ts); this lookup gives
 * the worker (which receives a game id) and the default-game conveniences their hooks. The one
 * place in src/ai that names a game is the type of the default game's hooks.
 */
import type { BotHooks, BotTypes } from '../engine/bot-hooks.ts';
import { DEFAULT_GAME_ID, GAMES, requireGame } from '../games/index.ts';
import type { ParagonsBotTypes } from '../games/paragons/bots/index.ts';

/** Every game's bot hooks this build knows, in registry order. */
export const BOT_GAMES: readonly BotHooks<BotTypes>[] = GAMES.map((g) => g.bots);

/** The types of the {@link DEFAULT_GAME}. */
export type DefaultGameTypes = ParagonsBotTypes;

/** The default game's hooks (the random bot's and the session bot's when none is named). */
export const DEFAULT_GAME = requireGame(DEFAULT_GAME_ID)
  .bots as unknown as BotHooks<DefaultGameTypes>;

/** The bot hooks of game `id`; throws naming the ids this build knows when there is none. */
export function botHooksFor(id: string): BotHooks<BotTypes> {
  const hooks = BOT_GAMES.find((h) => h.id === id);
  if (!hooks) {
    const known = BOT_GAMES.map((h) => h.id).join(', ');
    throw new Error(`unknown game "${id}" (this build knows: ${known})`);
  }
  return hooks;
}
