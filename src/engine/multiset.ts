/**
 * Multisets of card ids. Decks are multisets, not sequences: a draw picks from what remains, so no
 * one (owner included) knows what comes next (fairness protocol: "Decks are multisets").
 *
 * The canonical order, used by public draws, is card ids sorted by UTF-16 code units with copies
 * numbered: index i names the i-th card in that order.
 */

/** A multiset: card id → number of copies (> 0). Treated as immutable. */
export type Multiset = Readonly<Record<string, number>>;

/**
 * An empty record to build a multiset in, key by key. Multisets take ever-different key sets (each
 * draw removes another card), and V8 would mint a new hidden class for each key set it sees; a
 * record in dictionary mode avoids that. A record with no prototype starts in dictionary mode and
 * costs least to fill (and no card id can ever read an inherited property such as `constructor`);
 * JSON and both canonical encoders treat it as a plain object.
 */
function freshRecord(): Record<string, number> {
  return Object.create(null) as Record<string, number>;
}

/** The ids of a multiset in insertion order (its for-in order), their counts, and its size. */
export interface MultisetInfo {
  readonly ids: readonly string[];
  readonly counts: readonly number[];
  readonly size: number;
}

/**
 * Ids and sizes of the last multisets built here (which nobody changes after they are returned),
 * in a ring that overwrites the oldest. Enumerating a dictionary-mode record (for-in, Object.keys) sorts
 * its keys every time; copies follow the cached id list instead, and sizes need no scan. A draw
 * copies the multiset the previous draw from the same deck built, so a few entries suffice (a
 * small ring is much cheaper than a WeakMap entry per multiset); others are read afresh.
 */
const RING = 16;
const ringSets: (Multiset | undefined)[] = new Array<Multiset | undefined>(RING).fill(undefined);
const ringInfo: (MultisetInfo | undefined)[] = new Array<MultisetInfo | undefined>(RING).fill(
  undefined,
);
let ringNext = 0;

function infoOf(m: Multiset): MultisetInfo {
  for (let i = 0; i < RING; i++) if (ringSets[i] === m) return ringInfo[i]!;
  const ids = Object.keys(m);
  const counts: number[] = [];
  let size = 0;
  for (let i = 0; i < ids.length; i++) size += counts[i] = m[ids[i]!]!;
  return { ids, counts, size };
}

function built(
  m: Record<string, number>,
  ids: readonly string[],
  counts: readonly number[],
  size: number,
): Multiset {
  ringSets[ringNext] = m;
  ringInfo[ringNext] = { ids, counts, size };
  ringNext = (ringNext + 1) % RING;
  return m;
}

const EMPTY: Multiset = built(freshRecord(), [], [], 0);

/** Builds a multiset from a list of ids. */
export function multisetOf(ids: readonly string[]): Multiset {
  return multisetAddAll(EMPTY, ids);
}

/** The number of cards in `m`. */
export function multisetSize(m: Multiset): number {
  return infoOf(m).size;
}

/** The ids in `m`, each once, in insertion order (the order `for (const id in m)` visits them). */
export function multisetIds(m: Multiset): readonly string[] {
  return infoOf(m).ids;
}

/**
 * The ids of `m` in insertion order with their counts, index for index, and its size, from one
 * look-up (cheaper than multisetIds and then each id's count from the record).
 */
export function multisetInfo(m: Multiset): MultisetInfo {
  return infoOf(m);
}

/** How many copies of `id` are in `m`. */
export function multisetCount(m: Multiset, id: string): number {
  return m[id] ?? 0;
}

/** A copy of `m` with one more copy of each of `ids` (as adding them one by one). */
function addAll(m: Multiset, ids: readonly string[]): Multiset {
  const info = infoOf(m);
  const keys = info.ids.slice();
  const counts = info.counts.slice();
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const at = keys.indexOf(id);
    if (at < 0) {
      keys.push(id);
      counts.push(1);
    } else counts[at]!++;
  }
  const out = freshRecord();
  for (let i = 0; i < keys.length; i++) out[keys[i]!] = counts[i]!;
  return built(
    out,
    keys.length === info.ids.length ? info.ids : keys,
    counts,
    info.size + ids.length,
  );
}

/** A copy of `m` with `n` (a positive integer) more copies of `id`. */
export function multisetAdd(m: Multiset, id: string, n = 1): Multiset {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(id);
  return addAll(m, ids);
}

/** A copy of `m` with one more copy of each of `ids` (as adding them one by one). */
export function multisetAddAll(m: Multiset, ids: readonly string[]): Multiset {
  return addAll(m, ids);
}

/** A copy of `m` with one copy of `id` less, or undefined when `id` is absent. */
export function multisetRemove(m: Multiset, id: string): Multiset | undefined {
  return multisetRemoveAll(m, [id]);
}

/**
 * A copy of `m` with one copy of each of `ids` less (as removing them one by one), or undefined
 * when `m` does not hold them all.
 */
export function multisetRemoveAll(m: Multiset, ids: readonly string[]): Multiset | undefined {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    let n = 0;
    for (let j = 0; j <= i; j++) if (ids[j] === id) n++;
    if ((m[id] ?? 0) < n) return undefined;
  }
  const info = infoOf(m);
  const counts = info.counts.slice();
  let gone = 0;
  for (let j = 0; j < ids.length; j++) if (--counts[info.ids.indexOf(ids[j]!)]! === 0) gone++;
  const out = freshRecord();
  let keys = info.ids;
  let left = counts;
  if (gone > 0) {
    keys = [];
    left = [];
    for (let i = 0; i < counts.length; i++)
      if (counts[i]! > 0) {
        (keys as string[]).push(info.ids[i]!);
        left.push(counts[i]!);
      }
  }
  for (let i = 0; i < keys.length; i++) out[keys[i]!] = left[i]!;
  return built(out, keys, left, info.size - ids.length);
}

/** The ids of `m` in canonical order, copies repeated. */
export function multisetList(m: Multiset): string[] {
  const out: string[] = [];
  for (const id of Object.keys(m).sort()) {
    for (let i = 0; i < m[id]!; i++) out.push(id);
  }
  return out;
}

/** The card at canonical index `index` (0-based), or undefined when out of range. */
export function multisetAt(m: Multiset, index: number): string | undefined {
  if (!Number.isInteger(index) || index < 0) return undefined;
  let left = index;
  for (const id of Object.keys(m).sort()) {
    const n = m[id]!;
    if (left < n) return id;
    left -= n;
  }
  return undefined;
}

/**
 * The ids of `m` with `queue` first, in its order, keeping only what `m` still holds, then the rest
 * in canonical order (a scenario's draw order for a multiset that may have lost cards since).
 */
export function inQueueOrder(queue: readonly string[], m: Multiset): string[] {
  const left: Record<string, number> = { ...m };
  const out: string[] = [];
  for (const id of queue)
    if ((left[id] ?? 0) > 0) {
      out.push(id);
      left[id]!--;
    }
  for (const id of Object.keys(left).sort()) for (let i = 0; i < left[id]!; i++) out.push(id);
  return out;
}
