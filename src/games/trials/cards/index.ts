/**
 * The card set of *Paragon: Trials of the Chosen* (docs/cards.md, "Trials of the Chosen"): every
 * Avatar, Equipment and Ability card, and the pre-constructed decks. The cards are data in the
 * language of ./schema.ts; the set is original (the rulebook prints two cards and describes the
 * rest by type).
 */
import type { CardDef, PreconDeck } from './schema.ts';

/** Every card of the set, Avatars first. */
export const TRIALS_CARDS: readonly CardDef[] = [];

/** The pre-constructed decks, each with its suggested order (top of the deck first). */
export const PRECON_DECKS: readonly PreconDeck[] = [];
