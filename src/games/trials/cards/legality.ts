/**
 * Deck legality (rulebook: "Building your deck": "2 different Avatar cards, plus exactly 20
 * Equipment and/or Ability cards (a single copy of each)"; "Disciplines": "You may only add
 * Equipment and Abilities to your deck if they share at least one discipline with at least one of
 * your Avatars"). A pure function of the deck and the card set: it lists every problem, each a
 * typed value with a stable code, and never throws.
 */
import type { CardDef } from './schema.ts';
import { TRIALS_CARDS } from './index.ts';

/** The number of Avatars in a deck. */
export const DECK_AVATARS = 2;

/** The number of Equipment and Ability cards in a deck. */
export const DECK_SIZE = 20;

/** A deck as a player submits it: two Avatar ids and the 20 cards, top of the deck first. */
export interface DeckList {
  readonly avatars: readonly string[];
  readonly cards: readonly string[];
}

/** Why a deck is not legal; the codes are stable (tests, the table and the protocol use them). */
export type DeckProblemCode =
  /** Not exactly two Avatars. */
  | 'avatar-count'
  /** The two Avatars are the same card. */
  | 'same-avatar'
  /** An Avatar slot names a card that is not an Avatar (or no card of the set). */
  | 'not-an-avatar'
  /** Not exactly 20 Equipment and Ability cards. */
  | 'card-count'
  /** A card id of the 20 names no card of the set. */
  | 'unknown-card'
  /** An Avatar among the 20. */
  | 'avatar-in-deck'
  /** A card is there more than once. */
  | 'duplicate-card'
  /** A card shares no discipline with either Avatar. */
  | 'off-discipline';

/** One problem of a deck; `card` names the card concerned, when there is one. */
export interface DeckProblem {
  readonly code: DeckProblemCode;
  readonly message: string;
  readonly card?: string;
}

/**
 * Every problem of `deck` against the set `cards` (the whole set by default), in a stable order:
 * Avatars first, then the count, then each of the 20 in deck order. Empty when the deck is legal.
 */
export function deckProblems(
  deck: DeckList,
  cards: readonly CardDef[] = TRIALS_CARDS,
): readonly DeckProblem[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const problems: DeckProblem[] = [];
  if (deck.avatars.length !== DECK_AVATARS) {
    problems.push({
      code: 'avatar-count',
      message: `a deck has ${DECK_AVATARS} Avatars, not ${deck.avatars.length}`,
    });
  }
  const disciplines = new Set<string>();
  for (const id of deck.avatars) {
    const card = byId.get(id);
    if (card?.kind !== 'avatar') {
      problems.push({ code: 'not-an-avatar', message: `${id} is not an Avatar`, card: id });
    } else for (const d of card.disciplines) disciplines.add(d);
  }
  if (deck.avatars.length === DECK_AVATARS && deck.avatars[0] === deck.avatars[1]) {
    problems.push({
      code: 'same-avatar',
      message: 'the two Avatars must be different cards',
      card: deck.avatars[0],
    });
  }
  if (deck.cards.length !== DECK_SIZE) {
    problems.push({
      code: 'card-count',
      message: `a deck has exactly ${DECK_SIZE} Equipment and Ability cards, not ${deck.cards.length}`,
    });
  }
  const seen = new Set<string>();
  for (const id of deck.cards) {
    if (seen.has(id)) {
      problems.push({ code: 'duplicate-card', message: `${id} is in the deck twice`, card: id });
      continue;
    }
    seen.add(id);
    const card = byId.get(id);
    if (card === undefined) {
      problems.push({ code: 'unknown-card', message: `${id} is no card of the set`, card: id });
    } else if (card.kind === 'avatar') {
      problems.push({
        code: 'avatar-in-deck',
        message: `${card.name} is an Avatar, not an Equipment or Ability card`,
        card: id,
      });
    } else if (!card.disciplines.some((d) => disciplines.has(d))) {
      problems.push({
        code: 'off-discipline',
        message: `${card.name} shares no discipline with the deck's Avatars`,
        card: id,
      });
    }
  }
  return problems;
}

/** True when `deck` has no problem (rulebook: "Building your deck"). */
export function isLegalDeck(deck: DeckList, cards: readonly CardDef[] = TRIALS_CARDS): boolean {
  return deckProblems(deck, cards).length === 0;
}
