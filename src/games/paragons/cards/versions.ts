/**
 * Card set versions (docs/cards.md, "Versions"): every published version of the card set is kept
 * as frozen data and registered here under its hash, so a match file names the set it was played
 * with (`header.game.cardSetHash`) and is verified, replayed and simulated with exactly that set,
 * while new matches use the newest. Nothing here is a global switch: a match carries its set's hash
 * in its state (`MatchState.cardSet`, `GameState.cardSet`) and everything that needs the cards looks
 * the set up by that hash.
 */
import canonicalize from 'canonicalize';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { makeCardDb, type CardDb } from '../carddb.ts';
import type { CardDef, ClassId } from './schema.ts';

/** A card set version as it is published: plain data, never changed once published. */
export interface CardSetData {
  /** The card set's version label (`major.minor.patch`); a header names the set by its hash. */
  readonly version: string;
  /** The set's hash ({@link cardSetHash} of `cards`), recorded when it was published. */
  readonly hash: string;
  /** Every distinct card, one entry each (`copies` says how many the set holds). */
  readonly cards: readonly CardDef[];
  /** The pre-constructed variant's 30-card deck of each class (ids, copies repeated). */
  readonly starterDecks: Readonly<Record<ClassId, readonly string[]>>;
}

/** A registered card set: its data and what the match flow derives from it. */
export interface CardSet {
  readonly version: string;
  readonly hash: string;
  /** Every distinct card, sorted by id. */
  readonly cards: readonly CardDef[];
  readonly starterDecks: Readonly<Record<ClassId, readonly string[]>>;
  /** Each class's 30 physical class cards (ids, copies repeated, sorted). */
  readonly classCards: Readonly<Record<ClassId, readonly string[]>>;
  /** The physical Greater and Lesser Mercenaries (ids, copies repeated, sorted). */
  readonly greaterIds: readonly string[];
  readonly lesserIds: readonly string[];
  /** The card with this id in this set, or undefined. */
  cardById(id: string): CardDef | undefined;
  /** The set indexed for the rules (built on first use). */
  db(): CardDb;
}

function byId(a: CardDef, b: CardDef): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Hex SHA-256 of the canonical JSON (RFC 8785) of a list of cards sorted by id. Both peers compare
 * it before a match; a match file's header names it.
 */
export function cardSetHash(cards: readonly CardDef[]): string {
  const json = canonicalize([...cards].sort(byId));
  if (json === undefined) throw new Error('card set cannot be canonicalized');
  return bytesToHex(sha256(new TextEncoder().encode(json)));
}

/** The physical cards of a list: each id repeated `copies` times, sorted. */
export function physicalIds(cards: readonly CardDef[]): string[] {
  const ids: string[] = [];
  for (const card of cards) {
    for (let i = 0; i < (card.copies ?? 1); i++) ids.push(card.id);
  }
  return ids.sort();
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

/** Compares two `major.minor.patch` labels numerically (negative when `a` is older). */
export function compareVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function cardSetOf(data: CardSetData): CardSet {
  const cards = [...data.cards].sort(byId);
  const index = new Map(cards.map((c) => [c.id, c]));
  const of = (pick: (c: CardDef) => boolean) => physicalIds(cards.filter(pick));
  let db: CardDb | undefined;
  return {
    version: data.version,
    hash: data.hash,
    cards,
    starterDecks: data.starterDecks,
    classCards: {
      warrior: of((c) => c.class === 'warrior'),
      mage: of((c) => c.class === 'mage'),
      ranger: of((c) => c.class === 'ranger'),
    },
    greaterIds: of((c) => c.class === undefined && c.tier === 'greater'),
    lesserIds: of((c) => c.class === undefined && c.tier === 'lesser'),
    cardById: (id) => index.get(id),
    db: () => (db ??= makeCardDb(cards, data.hash)),
  };
}

const BY_HASH = new Map<string, CardSet>();
let newest: CardSet | undefined;
/** The last set looked up, so the engine's repeated look-ups of one match's set are one compare. */
let last: CardSet | undefined;

/**
 * Registers a card set version and returns it. Its data is frozen; its recorded hash must be the
 * hash of its cards (a published set whose data changed is refused). Registering a hash again
 * returns the set already registered (the working set and its published copy are one set). The
 * newest set is the one with the highest version; among equal versions, the last registered.
 */
export function registerCardSet(data: CardSetData): CardSet {
  const hash = cardSetHash(data.cards);
  if (hash !== data.hash)
    throw new Error(
      `card set ${data.version}: its cards hash to ${hash}, not to the recorded ${data.hash}`,
    );
  const set = BY_HASH.get(hash) ?? cardSetOf(deepFreeze(data));
  BY_HASH.set(hash, set);
  if (!newest || compareVersions(set.version, newest.version) >= 0) newest = set;
  return set;
}

/** The registered set with this hash, or undefined. */
export function findCardSet(hash: string): CardSet | undefined {
  if (last?.hash === hash) return last;
  const set = BY_HASH.get(hash);
  if (set) last = set;
  return set;
}

/** Every registered set, oldest version first. */
export function knownCardSets(): readonly CardSet[] {
  return [...BY_HASH.values()].sort((a, b) => compareVersions(a.version, b.version));
}

/**
 * The registered set with this hash. For any other hash, an error naming every known set, so a
 * match file made with an unknown set is refused with a clear reason.
 */
export function cardSetByHash(hash: string): CardSet {
  const set = findCardSet(hash);
  if (set) return set;
  const known = knownCardSets()
    .map((s) => `${s.version} ${s.hash}`)
    .join(', ');
  throw new Error(`unknown card set ${hash} (known: ${known || 'none'})`);
}

/** The newest registered set: the one new matches are played with. */
export function newestCardSet(): CardSet {
  if (!newest) throw new Error('no card set is registered');
  return newest;
}
