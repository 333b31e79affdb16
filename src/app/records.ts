/**
 * What the app stores about each match besides its transcript: the kind of match, the header (once
 * both keys are known), this device's seat secrets (signing key, chain and private seeds — never
 * sent), names, the network role and the outcome. Also named decks. Every record read back is
 * validated ({@link parseMatchRecord}): data written by an older version or broken by another tab
 * becomes a StorageError 'corrupt' with a message, never a crash.
 */
import type { Header } from '../../protocol/transcript.ts';
import type { MatchVerdict } from '../../protocol/session/verify-match.ts';
import type { OptionRecord } from '../engine/module.ts';
import type { BotLevelId } from './router.ts';
import { StorageError, kvDel, kvGet, kvKeys, kvSet } from './store-idb.ts';

/** A seat label of a match header (`A`, `B`, …). */
export type SeatId = string;

/** What a seat label looks like (src/engine/module.ts `seatLabels`: one capital letter). */
const SEAT_LABEL = /^[A-Z]$/;

/** One seat's secrets on this device (hex). */
export interface SeatKeys {
  readonly secretKey: string;
  readonly chainSeed: string;
  readonly privSeed: string;
}

/** A friend match's network side. */
export interface NetInfo {
  readonly role: 'host' | 'guest';
  /** The host's stable PeerJS id (the share link's). */
  readonly hostPeerId: string;
  /** The fingerprint of the host's key (the share link's). */
  readonly fingerprint: string;
}

/** How a match ended, as this device saw it. */
export interface Outcome {
  readonly winner: SeatId | null;
  /** Null when no verdict can be given (a version skew: src/app/match/outcome.ts). */
  readonly verdict: MatchVerdict | null;
  readonly at: number;
  /**
   * What the verdict rests on (src/app/match/outcome.ts `basisOf`: transcript length, a standing
   * timeout claim, stop kind); absent in records of older versions. When the session shows another
   * basis (the accused seat's answer took the place of a claim), the match is verified again.
   */
  readonly basis?: string;
  /**
   * The seat whose final reveal, the proof of its hidden cards, the match ended without
   * (src/app/match/outcome.ts `withheldBy`); it is never the recorded winner.
   */
  readonly withheld?: SeatId;
}

/**
 * The stored record of a match (`match/<id>` in the key-value store), version 2: it names its game
 * (the registry's module id) and keeps the match options as that game's plain fields (its
 * `options.record`), which the game reads back with `options.parse`. Version-1 records (all
 * Paragons, options `{bestOf, mode}`) are migrated when read ({@link parseMatchRecord}).
 */
export interface MatchRecord {
  readonly v: 2;
  readonly id: string;
  readonly kind: 'bot' | 'local' | 'friend';
  readonly created: number;
  /** The module id of the game (src/app/games.ts). */
  readonly game: string;
  /** The match options as the game's plain fields. */
  readonly options: OptionRecord;
  /** Null while a friend match waits for its guest. */
  readonly header: Header | null;
  /** The seats this device plays (bot: both; the bot's too). */
  readonly seats: Partial<Record<SeatId, SeatKeys>>;
  readonly names: Partial<Record<SeatId, string>>;
  readonly bot?: { readonly level: BotLevelId; readonly seat: SeatId };
  readonly net?: NetInfo;
  readonly outcome?: Outcome;
}

/** The module id of the game a record is a match of. */
export function gameIdOf(record: MatchRecord): string {
  return record.game;
}

/** The record format version this build writes. */
export const RECORD_VERSION = 2;

/** A module id as records may name one. */
const GAME_ID = /^[a-z][a-z0-9-]{0,31}$/;

const HEX = /^[0-9a-f]{64}$/;

function corrupt(id: string, why: string): never {
  throw new StorageError(
    'corrupt',
    `The saved data of match ${id} cannot be read (${why}). It may come from another version of Parley.`,
  );
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkKeys(id: string, v: unknown): SeatKeys {
  if (!isObj(v)) corrupt(id, 'seat keys');
  for (const k of ['secretKey', 'chainSeed', 'privSeed'] as const) {
    if (typeof v[k] !== 'string' || !HEX.test(v[k])) corrupt(id, `seat ${k}`);
  }
  return v as unknown as SeatKeys;
}

/**
 * A version-1 record as version 2: every version-1 record is a Paragons match, its options
 * `{bestOf, mode}` become Paragons' fields `{bo, mode}` (src/games/paragons/module/options.ts).
 */
function migrateV1(id: string, v: Record<string, unknown>): Record<string, unknown> {
  const o = v.options;
  if (!isObj(o) || (o.bestOf !== 1 && o.bestOf !== 3)) corrupt(id, 'options');
  if (o.mode !== 'draft' && o.mode !== 'preconstructed') corrupt(id, 'options');
  return { ...v, v: 2, game: 'paragons', options: { bo: String(o.bestOf), mode: o.mode } };
}

function checkOptions(id: string, o: unknown): void {
  if (!isObj(o)) corrupt(id, 'options');
  const entries = Object.entries(o);
  if (entries.length > 16) corrupt(id, 'options');
  for (const [k, x] of entries)
    if (k.length > 32 || typeof x !== 'string' || x.length > 64) corrupt(id, 'options');
}

/**
 * Validates a stored match record, migrating a version-1 record to version 2; throws StorageError
 * 'corrupt' with a message otherwise.
 */
export function parseMatchRecord(raw: unknown, id = '?'): MatchRecord {
  if (!isObj(raw)) corrupt(id, 'not an object');
  const v = raw.v === 1 ? migrateV1(id, raw) : raw;
  if (v.v !== RECORD_VERSION) corrupt(id, `format version ${String(v.v)}`);
  if (typeof v.id !== 'string' || (id !== '?' && v.id !== id)) corrupt(id, 'id');
  if (v.kind !== 'bot' && v.kind !== 'local' && v.kind !== 'friend') corrupt(id, 'kind');
  if (typeof v.created !== 'number') corrupt(id, 'date');
  if (typeof v.game !== 'string' || !GAME_ID.test(v.game)) corrupt(id, 'game');
  checkOptions(id, v.options);
  if (v.header !== null && !isObj(v.header)) corrupt(id, 'header');
  if (isObj(v.header) && v.header.matchId !== v.id) corrupt(id, 'header match id');
  if (!isObj(v.seats)) corrupt(id, 'seats');
  for (const [seat, keys] of Object.entries(v.seats)) {
    if (!SEAT_LABEL.test(seat)) corrupt(id, 'seat');
    checkKeys(id, keys);
  }
  if (Object.keys(v.seats).length === 0) corrupt(id, 'no seat');
  if (!isObj(v.names)) corrupt(id, 'names');
  if (v.kind === 'friend') {
    const n = v.net;
    if (!isObj(n) || (n.role !== 'host' && n.role !== 'guest')) corrupt(id, 'network role');
    if (typeof n.hostPeerId !== 'string' || typeof n.fingerprint !== 'string') {
      corrupt(id, 'network ids');
    }
  }
  if (v.kind === 'bot' && !isObj(v.bot)) corrupt(id, 'bot');
  return v as unknown as MatchRecord;
}

const KEY = (id: string) => `match/${id}`;

/** Loads a match record; null when there is none. */
export async function loadRecord(id: string): Promise<MatchRecord | null> {
  const v = await kvGet(KEY(id));
  return v === undefined ? null : parseMatchRecord(v, id);
}

/** Stores a match record. */
export function saveRecord(r: MatchRecord): Promise<void> {
  return kvSet(KEY(r.id), r);
}

/** Deletes a match record (not its transcript: see store-idb `deleteEntries`). */
export function deleteRecord(id: string): Promise<void> {
  return kvDel(KEY(id));
}

/** Every readable match record, newest first, and how many could not be read. */
export async function listRecords(): Promise<{ records: MatchRecord[]; unreadable: string[] }> {
  const records: MatchRecord[] = [];
  const unreadable: string[] = [];
  for (const key of await kvKeys('match/')) {
    const id = key.slice('match/'.length);
    try {
      const r = await loadRecord(id);
      if (r) records.push(r);
    } catch {
      unreadable.push(id);
    }
  }
  records.sort((a, b) => b.created - a.created);
  return { records, unreadable };
}

/** A guest's pending join (keys made before the host's header arrived), per share link. */
export interface PendingJoin {
  readonly hostPeerId: string;
  readonly fingerprint: string;
  readonly keys: SeatKeys;
  readonly name: string;
}

const JOIN_KEY = (peer: string, fp: string) => `join/${peer}/${fp}`;

/** The pending join of a share link, if any (validated). */
export async function loadPendingJoin(peer: string, fp: string): Promise<PendingJoin | null> {
  const v = await kvGet(JOIN_KEY(peer, fp));
  if (v === undefined) return null;
  if (!isObj(v) || v.hostPeerId !== peer || v.fingerprint !== fp || typeof v.name !== 'string') {
    return null;
  }
  return { hostPeerId: peer, fingerprint: fp, keys: checkKeys('join', v.keys), name: v.name };
}

/** Stores a pending join. */
export function savePendingJoin(j: PendingJoin): Promise<void> {
  return kvSet(JOIN_KEY(j.hostPeerId, j.fingerprint), j);
}

/** Forgets a pending join. */
export function deletePendingJoin(peer: string, fp: string): Promise<void> {
  return kvDel(JOIN_KEY(peer, fp));
}

/** Named decks of one game: name → card ids (the game's table says how a deck is listed). */
export type SavedDecks = Readonly<Record<string, readonly string[]>>;

/**
 * Where game `game`'s saved decks are stored: each game its own key, so one game's decks never
 * show in another's table nor overwrite its decks of the same name (components/game-table.ts:
 * "the match screen stores them per game"). Paragons keeps the key `decks` it has always used, so
 * the decks a player saved before there were other games are still its own.
 */
export function decksKey(game = 'paragons'): string {
  return game === 'paragons' ? 'decks' : `decks:${game}`;
}

/** Loads game `game`'s saved decks (anything unreadable is dropped). */
export async function loadDecks(game = 'paragons'): Promise<Record<string, string[]>> {
  const v = await kvGet(decksKey(game));
  const out: Record<string, string[]> = {};
  if (!isObj(v)) return out;
  for (const [name, cards] of Object.entries(v)) {
    if (Array.isArray(cards) && cards.every((c) => typeof c === 'string')) {
      out[name] = cards as string[];
    }
  }
  return out;
}

/** Stores game `game`'s saved decks. */
export function saveDecks(decks: SavedDecks, game = 'paragons'): Promise<void> {
  return kvSet(decksKey(game), decks);
}
