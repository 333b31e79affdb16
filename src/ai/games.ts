/**
 * The games the bots can play, by id: the one place in src/ai that names a game. The bots
 * themselves are generic (src/engine/bot-hooks.ts); this lookup gives the worker (which receives a
 * game id) and the default-game conveniences their hooks. It gives way to the game registry
 * (src/games/index.ts, each module's `bots`) when that exists.
 */
import type { BotHooks, BotTypes } from '../engine/bot-hooks.ts';
import { PARAGONS_BOTS, type ParagonsBotTypes } from '../games/paragons/bots/index.ts';

/** Every game's bot hooks this build knows. */
export const BOT_GAMES: readonly BotHooks<BotTypes>[] = [PARAGONS_BOTS];

/** The default game (the random bot's and the session bot's when none is named). */
export const DEFAULT_GAME = PARAGONS_BOTS;

/** The types of the {@link DEFAULT_GAME}. */
export type DefaultGameTypes = ParagonsBotTypes;

/** The bot hooks of game `id`; throws naming the ids this build knows when there is none. */
export function botHooksFor(id: string): BotHooks<BotTypes> {
  const hooks = BOT_GAMES.find((h) => h.id === id);
  if (!hooks) {
    const known = BOT_GAMES.map((h) => h.id).join(', ');
    throw new Error(`unknown game "${id}" (this build knows: ${known})`);
  }
  return hooks;
}
