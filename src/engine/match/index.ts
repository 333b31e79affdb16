/**
 * Shared match pieces (docs/adding-a-game.md, "Shared match pieces"): what a game's match flow
 * uses around its games, written once for every game.
 */
export * from './secret-choice.ts';
export * from './choice-seat.ts';
export * from './secret-choice-words.ts';
export * from './journal.ts';
