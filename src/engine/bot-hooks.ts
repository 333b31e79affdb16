/**
 * What a game gives the generic bots (src/ai): evaluation, determinization of hidden cards from a
 * seat's knowledge, action grouping (docs/adding-a-game.md, "Bots"). A placeholder: the bots'
 * own contract replaces this file; the game module (./module.ts) only carries a value of it.
 */

/** The bot hooks of a game whose states are `S` and actions `A`. */
export interface BotHooks<S, A> {
  /** Ties the hooks to the game's state and action types until the real contract lands. */
  types?(state: S): A;
}
