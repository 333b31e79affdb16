/**
 * Randomness is requested, never generated. An action that needs chance leaves a pending random
 * request in the state; a later input resolves it. The protocol derives the outcome from joint
 * randomness (fairness protocol: "Random events"); tests resolve requests from a seeded source.
 *
 * Requests are numbered `k = 1, 2, …` identically in every view.
 * - `private-draw`: `count` cards from `seat`'s own multiset; only `seat` (and the verifier) learns
 *   the ids; the other seat's view resolves it with `null`s and records opaque slots (`handles`
 *   names them in advance, so the protocol can publish one commitment per slot).
 * - `public-draw`: `count` cards from a public multiset (`zone` names it); everyone learns them.
 */
import type { Seat } from './types.ts';
import type { Multiset } from './multiset.ts';
import { multisetAt, multisetCount, multisetRemove, multisetRemoveAll } from './multiset.ts';

/** A pending random event. */
export type RandomRequest =
  | {
      readonly k: number;
      readonly kind: 'private-draw';
      readonly seat: Seat;
      readonly count: number;
      /** The public slot handles the drawn cards will take, in draw order (one per card). */
      readonly handles?: readonly string[];
    }
  | {
      readonly k: number;
      readonly kind: 'public-draw';
      readonly zone: string;
      readonly count: number;
    };

/**
 * What resolves a request: per drawn card either its id (`cards`, `null` where this view may not
 * know it) or its canonical index into the remaining multiset (`indices`, each index into the
 * multiset after the previous cards were removed).
 */
export interface RandomResolution {
  readonly k: number;
  readonly cards?: readonly (string | null)[];
  readonly indices?: readonly number[];
}

/**
 * The i-th drawn card of a resolution, from the remaining multiset `m` (undefined when this view may
 * not know it or the named card is not there).
 */
export function resolvedCard(
  r: RandomResolution,
  i: number,
  m: Multiset | undefined,
): string | null | undefined {
  if (r.cards) {
    const id = r.cards[i];
    if (id === null || id === undefined) return id === null ? null : undefined;
    if (m && multisetCount(m, id) <= 0) return undefined;
    return id;
  }
  if (r.indices && m) return multisetAt(m, r.indices[i]!);
  return r.indices ? null : undefined;
}

/**
 * The `count` cards resolution `r` draws from the known multiset `m` and what remains, or the index
 * of the first draw that is not there (unknown, or not in what the earlier draws left). Each draw
 * picks from what the earlier ones left ({@link resolvedCard}); named cards are checked against a
 * tally and removed with one copy of `m`.
 */
export function drawFrom(
  r: RandomResolution,
  count: number,
  m: Multiset,
): { ids: string[]; rest: Multiset } | number {
  const ids: string[] = [];
  if (r.cards) {
    for (let i = 0; i < count; i++) {
      const id = r.cards[i];
      if (typeof id !== 'string' || multisetCount(m, id) <= countOf(ids, id)) return i;
      ids.push(id);
    }
    return { ids, rest: multisetRemoveAll(m, ids)! };
  }
  let rest = m;
  for (let i = 0; i < count; i++) {
    const id = resolvedCard(r, i, rest);
    const next = typeof id === 'string' ? multisetRemove(rest, id) : undefined;
    if (typeof id !== 'string' || !next) return i;
    ids.push(id);
    rest = next;
  }
  return { ids, rest };
}

function countOf(ids: readonly string[], id: string): number {
  let n = 0;
  for (let i = 0; i < ids.length; i++) if (ids[i] === id) n++;
  return n;
}
