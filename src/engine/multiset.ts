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
 * record in dictionary mode (forced by deleting a property that is not the last one) avoids that.
 */
function freshRecord(): Record<string, number> {
  const r: Record<string, number> = { '\u0000a': 0, '\u0000b': 0 };
  delete r['\u0000a'];
  delete r['\u0000b'];
  return r;
}

/** Builds a multiset from a list of ids. */
export function multisetOf(ids: readonly string[]): Multiset {
  const out = freshRecord();
  for (const id of ids) out[id] = (out[id] ?? 0) + 1;
  return out;
}

/** The number of cards in `m`. */
export function multisetSize(m: Multiset): number {
  let n = 0;
  for (const id in m) n += m[id]!;
  return n;
}

/** How many copies of `id` are in `m`. */
export function multisetCount(m: Multiset, id: string): number {
  return m[id] ?? 0;
}

/** A copy of `m` with `n` more copies of `id`. */
export function multisetAdd(m: Multiset, id: string, n = 1): Multiset {
  const out = freshRecord();
  for (const k in m) out[k] = m[k]!;
  out[id] = (m[id] ?? 0) + n;
  return out;
}

/** A copy of `m` with one copy of `id` less, or undefined when `id` is absent. */
export function multisetRemove(m: Multiset, id: string): Multiset | undefined {
  const have = m[id] ?? 0;
  if (have <= 0) return undefined;
  const out = freshRecord();
  for (const k in m) {
    if (k !== id) out[k] = m[k]!;
    else if (have > 1) out[k] = have - 1;
  }
  return out;
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
