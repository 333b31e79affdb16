/**
 * How a Trials deck is kept among the player's saved decks (docs/ui.md, "Trials of the Chosen",
 * "Saved decks"). The table contract keeps a saved deck as a list of card ids under a name
 * (components/game-table.ts `decks`, `deck-save`); a Trials deck is two Avatars and 20 cards in
 * their order (rulebook: "Building your deck", "Sorting Your Deck"), so it is stored as **the two
 * Avatar ids first, then the 20 cards, top of the deck first** (22 ids). Reading a saved list
 * takes its first two ids as the Avatars and the rest as the order, as stored; whether that is a
 * legal deck is the legality module's answer (src/games/trials/cards/legality.ts `deckProblems`),
 * so a damaged or outdated entry is shown with its problems in words and never committed.
 */
import { PRECON_DECKS } from '../../src/games/trials/cards/index.ts';
import {
  DECK_AVATARS,
  deckProblems,
  type DeckList,
  type DeckProblem,
} from '../../src/games/trials/cards/legality.ts';

/** A saved list (the table's `decks` entry) for `deck`: its Avatars, then its cards in order. */
export function savedDeckCards(deck: DeckList): string[] {
  return [...deck.avatars, ...deck.cards];
}

/** The deck a saved list holds: its first two ids as the Avatars, the rest as the order. */
export function deckOfSaved(cards: readonly string[]): DeckList {
  return { avatars: cards.slice(0, DECK_AVATARS), cards: cards.slice(DECK_AVATARS) };
}

/** Where a deck offered before a match comes from. */
export type DeckSource = 'precon' | 'saved';

/** A deck offered on the deck choice: its name, its list, and why it is not legal (if it is not). */
export interface DeckOffer {
  /** `precon:<id>` or `saved:<name>`: unique among the offers. */
  readonly key: string;
  readonly source: DeckSource;
  readonly name: string;
  readonly deck: DeckList;
  /** The pre-constructed deck's advice, '' for a saved one. */
  readonly note: string;
  /** Empty when the deck is legal (the legality module's problems, in its words). */
  readonly problems: readonly DeckProblem[];
}

/** The pre-constructed decks, then the saved ones in name order, each with its problems. */
export function deckOffers(saved: Readonly<Record<string, readonly string[]>>): DeckOffer[] {
  const precons = PRECON_DECKS.map((p) => {
    const deck: DeckList = { avatars: [...p.avatars], cards: [...p.order] };
    return {
      key: `precon:${p.id}`,
      source: 'precon' as const,
      name: p.name,
      deck,
      note: p.note,
      problems: deckProblems(deck),
    };
  });
  const mine = Object.keys(saved)
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const deck = deckOfSaved(saved[name] ?? []);
      return {
        key: `saved:${name}`,
        source: 'saved' as const,
        name,
        deck,
        note: '',
        problems: deckProblems(deck),
      };
    });
  return [...precons, ...mine];
}

/** The problems of `deck` in words, one sentence each ("A deck has 2 Avatars, not 1."). */
export function problemWords(problems: readonly DeckProblem[]): string[] {
  return problems.map((p) => `${p.message.charAt(0).toUpperCase()}${p.message.slice(1)}.`);
}
