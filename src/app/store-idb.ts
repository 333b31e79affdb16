/**
 * IndexedDB persistence (idb-keyval) for the app: the session {@link Store} of protocol/session
 * (every message written before it is acted on or sent; a reload rebuilds the match from it), and a
 * small key-value store for settings, decks and match records (src/app/records.ts).
 *
 * Two databases: `parley-log` holds transcript entries under the key `[matchId, seat, i]` (one
 * write per message, loaded with one key-range read) and, once a session stopped early, its
 * evidence under `[matchId, seat, 'evidence']` (a string sorts after every number in IndexedDB, so
 * the entries' numeric key range never includes it); `parley` holds everything else. Every write
 * goes through {@link guarded}, which turns a full disk into a {@link StorageError} of kind
 * `quota` the shell shows in words; data that fails validation is a `corrupt` StorageError.
 */
import { createStore, del, get, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';
import {
  storedEvidenceProblem,
  type Store,
  type StoredEntry,
  type StoredEvidence,
} from '../../protocol/session/store.ts';
import type { Message } from '../../protocol/transcript.ts';

/** Why storage failed: full (quota), unreadable data, or IndexedDB missing or broken. */
export type StorageErrorKind = 'quota' | 'corrupt' | 'unavailable';

/** A storage failure the shell explains to the player. */
export class StorageError extends Error {
  constructor(
    readonly kind: StorageErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** True for a {@link StorageError} (of `kind`, when given). */
export function isStorageError(e: unknown, kind?: StorageErrorKind): e is StorageError {
  return e instanceof StorageError && (kind === undefined || e.kind === kind);
}

function isQuota(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const name = (e as { name?: unknown }).name;
  const inner = (e as { inner?: unknown }).inner;
  return name === 'QuotaExceededError' || (inner !== undefined && isQuota(inner));
}

/** Runs a storage operation; a full disk becomes StorageError 'quota', any other failure 'unavailable'. */
export async function guarded<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (e) {
    if (e instanceof StorageError) throw e;
    if (isQuota(e)) {
      throw new StorageError(
        'quota',
        'Your browser’s storage for this site is full. Delete old matches in History, then try again.',
      );
    }
    const why = e instanceof Error ? e.message : String(e);
    throw new StorageError('unavailable', `The browser refused to store data (${why}).`);
  }
}

let kvStore: UseStore | null = null;
let logStore: UseStore | null = null;

/** The key-value store of settings, decks and match records. */
export function kv(): UseStore {
  kvStore ??= createStore('parley', 'kv');
  return kvStore;
}

function log(): UseStore {
  logStore ??= createStore('parley-log', 'messages');
  return logStore;
}

/** Reads a key of the key-value store (undefined when absent). */
export function kvGet(key: string): Promise<unknown> {
  return guarded(() => get<unknown>(key, kv()));
}

/** Writes a key of the key-value store. */
export function kvSet(key: string, value: unknown): Promise<void> {
  return guarded(() => set(key, value, kv()));
}

/** Deletes a key of the key-value store. */
export function kvDel(key: string): Promise<void> {
  return guarded(() => del(key, kv()));
}

/** Every key of the key-value store that starts with `prefix`. */
export async function kvKeys(prefix: string): Promise<string[]> {
  const all = await guarded(() => keys<IDBValidKey>(kv()));
  return all.filter((k): k is string => typeof k === 'string' && k.startsWith(prefix));
}

function range(matchId: string, seat: string): IDBKeyRange {
  return IDBKeyRange.bound([matchId, seat, 0], [matchId, seat, Number.MAX_SAFE_INTEGER]);
}

function checkEntry(v: unknown, matchId: string): StoredEntry {
  if (typeof v !== 'object' || v === null) {
    throw new StorageError('corrupt', `A stored message of match ${matchId} is not an object.`);
  }
  const m = (v as { message?: unknown }).message as Partial<Message> | undefined;
  if (
    typeof m !== 'object' ||
    m === null ||
    typeof m.i !== 'number' ||
    typeof m.from !== 'string'
  ) {
    throw new StorageError('corrupt', `A stored message of match ${matchId} is unreadable.`);
  }
  return v as StoredEntry;
}

/** The stored entries of one seat of a match, in transcript order (checked for shape). */
export async function loadEntries(matchId: string, seat: string): Promise<StoredEntry[]> {
  const values = await guarded(() =>
    log()('readonly', (s) => promisifyRequest(s.getAll(range(matchId, seat)))),
  );
  const out = values.map((v) => checkEntry(v, matchId));
  out.forEach((e, i) => {
    if (e.message.i !== i) {
      throw new StorageError('corrupt', `The stored transcript of ${matchId} has a gap at ${i}.`);
    }
  });
  return out;
}

/** The key of a seat's stop evidence (after every numeric entry key of the seat). */
function evidenceKey(matchId: string, seat: string): IDBValidKey {
  return [matchId, seat, 'evidence'];
}

/**
 * The stop evidence kept for one seat of a match, or null when there is none; stored evidence of
 * the wrong shape is a `corrupt` StorageError (the session must not resume as if it had not
 * stopped).
 */
export async function loadEvidence(matchId: string, seat: string): Promise<StoredEvidence | null> {
  const v = await guarded(() => get<unknown>(evidenceKey(matchId, seat), log()));
  if (v === undefined) return null;
  const why = storedEvidenceProblem(v);
  if (why !== null) {
    throw new StorageError(
      'corrupt',
      `The stored record of why match ${matchId} stopped (seat ${seat}) cannot be read (${why}). It may come from another version of Parley.`,
    );
  }
  return v as StoredEvidence;
}

/** Deletes every stored message and the stop evidence of a match (all seats). */
export function deleteEntries(matchId: string): Promise<void> {
  const r = IDBKeyRange.bound([matchId], [matchId, []]);
  return guarded(() => log()('readwrite', (s) => promisifyRequest(s.delete(r))));
}

/**
 * protocol/session's {@link Store} in IndexedDB: one seat of one match, keyed by transcript index.
 * `append` (and `replaceLast`, the same write at the last index) resolves once the write transaction
 * committed, so the session acts on (or sends) a message only after it is durable;
 * entries are kept as given (their `at` included: a reload restarts the abort clock from it).
 * `keepEvidence` likewise commits why the session stopped before the session acts on it, and
 * `loadEvidence` gives it back on a reload (protocol/session/store.ts; docs/match-file.md).
 */
export class IdbSessionStore implements Store {
  constructor(
    readonly matchId: string,
    readonly seat: string,
  ) {}

  append(entry: StoredEntry): Promise<void> {
    const value = JSON.parse(JSON.stringify(entry)) as StoredEntry;
    const key = [this.matchId, this.seat, entry.message.i];
    return guarded(() => set(key, value, log()));
  }

  /**
   * Puts `entry` in place of the last entry, which holds the same index (protocol/session/store.ts:
   * the seat's timeout claim voided by the answer): entries are keyed by index, so this is the same
   * write as {@link append}, committed in one transaction.
   */
  replaceLast(entry: StoredEntry): Promise<void> {
    return this.append(entry);
  }

  load(): Promise<readonly StoredEntry[]> {
    return loadEntries(this.matchId, this.seat);
  }

  /** Keeps why the session stopped (replacing earlier evidence); resolves once committed. */
  keepEvidence(evidence: StoredEvidence): Promise<void> {
    const value = JSON.parse(JSON.stringify(evidence)) as StoredEvidence;
    return guarded(() => set(evidenceKey(this.matchId, this.seat), value, log()));
  }

  /** The kept evidence (checked for shape: a `corrupt` StorageError otherwise), or null. */
  loadEvidence(): Promise<StoredEvidence | null> {
    return loadEvidence(this.matchId, this.seat);
  }
}
