/**
 * The card set of *Paragon: Trials of the Chosen* (docs/cards.md, "Trials of the Chosen"): every
 * Avatar, Equipment and Ability card, and the pre-constructed decks. The cards are data in the
 * language of ./schema.ts; the set is original (the rulebook prints two cards and describes the
 * rest by type). Four disciplines, one per school: pyromancy (Magic), chivalry (Martial), shadow
 * (Mischief), divinity (Mythos).
 */
import canonicalize from 'canonicalize';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { AvatarDef, CardDef, DeckCardDef, Discipline, PreconDeck } from './schema.ts';
import { AVATARS } from './avatars.ts';
import { PYROMANCY } from './pyromancy.ts';
import { CHIVALRY } from './chivalry.ts';
import { SHADOW } from './shadow.ts';
import { DIVINITY } from './divinity.ts';
import { DUAL } from './dual.ts';
import { PRECONS } from './precons.ts';

/** Version of the card set; bump it with every change to a card (the hash changes too). */
export const CARD_SET_VERSION = '0.3.0';

/** The disciplines this set prints cards for, one per school. */
export const SET_DISCIPLINES: readonly Discipline[] = [
  'pyromancy',
  'chivalry',
  'shadow',
  'divinity',
];

/** Every Equipment and Ability card of the set. */
export const DECK_CARDS: readonly DeckCardDef[] = [
  ...PYROMANCY,
  ...CHIVALRY,
  ...SHADOW,
  ...DIVINITY,
  ...DUAL,
];

/** Every card of the set, Avatars first. */
export const TRIALS_CARDS: readonly CardDef[] = [...AVATARS, ...DECK_CARDS];

/** The pre-constructed decks, each with its suggested order (top of the deck first). */
export const PRECON_DECKS: readonly PreconDeck[] = PRECONS;

const BY_ID: ReadonlyMap<string, CardDef> = new Map(TRIALS_CARDS.map((c) => [c.id, c]));

/** The card with this id, or undefined when the set has none. */
export function cardById(id: string): CardDef | undefined {
  return BY_ID.get(id);
}

/** The Avatar with this id, or undefined when the id names no Avatar. */
export function avatarById(id: string): AvatarDef | undefined {
  const c = BY_ID.get(id);
  return c?.kind === 'avatar' ? c : undefined;
}

/** The Equipment or Ability card with this id, or undefined when the id names none. */
export function deckCardById(id: string): DeckCardDef | undefined {
  const c = BY_ID.get(id);
  return c === undefined || c.kind === 'avatar' ? undefined : c;
}

/**
 * The Equipment and Ability cards a deck with these Avatars may hold: those sharing at least one
 * discipline with at least one of them (rulebook: "Disciplines").
 */
export function cardsForAvatars(pair: readonly AvatarDef[]): readonly DeckCardDef[] {
  const allowed = new Set(pair.flatMap((a) => a.disciplines));
  return DECK_CARDS.filter((c) => c.disciplines.some((d) => allowed.has(d)));
}

/**
 * Hex SHA-256 of the canonical JSON (RFC 8785) of a list of cards sorted by id, as for the other
 * games (docs/cards.md). Peers compare it before a match to make sure they play with the same set.
 */
export function cardSetHash(cards: readonly CardDef[]): string {
  const sorted = [...cards].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const json = canonicalize(sorted);
  if (json === undefined) throw new Error('card set cannot be canonicalized');
  return bytesToHex(sha256(new TextEncoder().encode(json)));
}

/** The hash of TRIALS_CARDS: identifies the exact card set a match is played with. */
export const CARD_SET_HASH: string = cardSetHash(TRIALS_CARDS);
