/**
 * The pre-constructed decks (docs/cards.md, "Trials of the Chosen"): two Avatars sharing a
 * discipline (rulebook: "If you are a beginner, try choosing a pair of Avatars that share a
 * discipline") and 20 singleton cards in a suggested order, top first, cheap cards near the top
 * (rulebook: "Sorting Your Deck"); the first 5 are the opening hand.
 */
import type { PreconDeck } from './schema.ts';

/** The four decks; together they show all four disciplines. */
export const PRECONS: readonly PreconDeck[] = [];
