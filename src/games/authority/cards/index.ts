/**
 * The card set of Authority: the Royal Soldiers and the four factions (rulebook: "Game content"),
 * the starting deck, each faction's generals and market deck, and the card-set hash that
 * identifies the exact set (docs/cards.md, "Authority").
 *
 * Counts: the rulebook says "136 Units total", and its lists add up to 36 + 4 × 26 = 140 cards.
 * 140 − 4 Kingsguards = 136: the total is read as leaving out the Kingsguards, which start on the
 * table (defence row 0), not in a deck. Every listed count is used as printed.
 */
import canonicalize from 'canonicalize';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { CardDef, FactionId } from './schema.ts';
import { ROYAL_CARDS } from './royal.ts';
import { BLOODRUNNERS_CARDS } from './bloodrunners.ts';
import { IRON_WALL_CARDS } from './iron-wall.ts';
import { GOLDEN_OX_CARDS } from './golden-ox.ts';
import { HOODED_BROTHERS_CARDS } from './hooded-brothers.ts';

/** Version of the card set; bump it with every change to a card (the hash changes too). */
export const CARD_SET_VERSION = '0.2.0';

/** The four factions, in the rulebook's order. */
export const FACTIONS: readonly FactionId[] = [
  'bloodrunners',
  'iron-wall',
  'golden-ox',
  'hooded-brothers',
];

/** Narrows a string to a faction id. */
export function isFactionId(s: unknown): s is FactionId {
  return typeof s === 'string' && (FACTIONS as readonly string[]).includes(s);
}

/** Each faction's 26 cards (one entry per distinct card). */
export const FACTION_CARDS: Readonly<Record<FactionId, readonly CardDef[]>> = {
  bloodrunners: BLOODRUNNERS_CARDS,
  'iron-wall': IRON_WALL_CARDS,
  'golden-ox': GOLDEN_OX_CARDS,
  'hooded-brothers': HOODED_BROTHERS_CARDS,
};

function byId(a: CardDef, b: CardDef): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Every distinct card of the set, one entry each, sorted by id. */
export const CARD_SET: readonly CardDef[] = [
  ...ROYAL_CARDS,
  ...BLOODRUNNERS_CARDS,
  ...IRON_WALL_CARDS,
  ...GOLDEN_OX_CARDS,
  ...HOODED_BROTHERS_CARDS,
].sort(byId);

/** The Squire, Man-at-arms, Knight and Kingsguard ids. */
export const SQUIRE = 'rs-squire';
export const MAN_AT_ARMS = 'rs-man-at-arms';
export const KNIGHT = 'rs-knight';
export const KINGSGUARD = 'rs-kingsguard';

/**
 * A player's starting deck (rulebook: "Each player receives 3 squires, 3 men-at-arms, 2 knights
 * and shuffle those units to make their starting deck").
 */
export const STARTING_DECK: readonly string[] = [
  SQUIRE,
  SQUIRE,
  SQUIRE,
  MAN_AT_ARMS,
  MAN_AT_ARMS,
  MAN_AT_ARMS,
  KNIGHT,
  KNIGHT,
];

/** The physical cards of a list: each id repeated `copies` times, sorted. */
export function physicalIds(cards: readonly CardDef[]): string[] {
  const ids: string[] = [];
  for (const card of cards) for (let i = 0; i < card.copies; i++) ids.push(card.id);
  return ids.sort();
}

/**
 * A faction's generals: its 1-copy cards, set aside face up and recruitable at any time
 * (docs/rules/authority.md, decision 2), sorted by id.
 */
export function generalsOf(faction: FactionId): string[] {
  return physicalIds(FACTION_CARDS[faction].filter((c) => c.copies === 1));
}

/** A faction's share of the market deck: its cards that are not generals (22), sorted. */
export function marketCardsOf(faction: FactionId): string[] {
  return physicalIds(FACTION_CARDS[faction].filter((c) => c.copies > 1));
}

/**
 * Hex SHA-256 of the canonical JSON (RFC 8785) of a list of cards sorted by id. Peers compare it
 * before a match to make sure they play with the same card set.
 */
export function cardSetHash(cards: readonly CardDef[]): string {
  const json = canonicalize([...cards].sort(byId));
  if (json === undefined) throw new Error('card set cannot be canonicalized');
  return bytesToHex(sha256(new TextEncoder().encode(json)));
}

/** The hash of CARD_SET: identifies the exact card set a match is played with. */
export const CARD_SET_HASH: string = cardSetHash(CARD_SET);
