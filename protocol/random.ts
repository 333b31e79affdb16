/**
 * Joint randomness from revealed chain elements (docs/protocol.md, "Random events"; reference
 * design, "Random events").
 *
 *     R_k = H("parley/v1/event", matchId, k, e^A_k, e^B_k, …)   (elements in header seat order)
 *
 * As long as one player's element is unpredictable to the others when they commit to their own, R_k
 * is uniform to all of them. Everything below is a deterministic function of R, so both peers (and
 * the verifier) derive identical outcomes.
 */
import { asBytes, asString } from './bytes.ts';
import { fail } from './errors.ts';
import { H, KeyedPrf, PRF, PRF_LABEL, TAG } from './hash.ts';

/** Largest `n` accepted by {@link uniform}. */
export const MAX_UNIFORM = Number.MAX_SAFE_INTEGER;

const TWO64 = 1n << 64n;

/**
 * `R_k` for event `k ≥ 1` from each player's element, in the header's seat order. Throws
 * `wrong-type` for a non-string `matchId` or non-array `elements`, `out-of-range` for a bad `k`,
 * and `wrong-type`/`wrong-length` unless every element is 32 bytes.
 */
export function eventRandomness(
  matchId: string,
  k: number,
  elements: readonly Uint8Array[],
): Uint8Array {
  asString(matchId, 'matchId');
  if (!Number.isSafeInteger(k) || k < 1) fail('out-of-range', 'event index must be ≥ 1');
  if (!Array.isArray(elements)) fail('wrong-type', 'elements must be an array');
  for (const e of elements) asBytes(e, 'chain element', 32);
  return H(TAG.event, matchId, k, ...elements);
}

function first64(bytes: Uint8Array): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0);
}

/** Largest bound served by the exact double-precision path of {@link uniform}. */
const SMALL_BOUND = 1 << 21;

const TWO32 = 0x1_0000_0000;

/** The big-endian 32-bit word of `b` at `at`, as a non-negative number. */
function word(b: Uint8Array, at: number): number {
  return ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
}

/** Throws `wrong-type`/`wrong-length` unless `R` is 32 bytes, `out-of-range` unless `n ≥ 1` is safe. */
function checkUniform(R: unknown, n: unknown): void {
  asBytes(R, 'randomness', 32);
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) {
    fail('out-of-range', 'uniform bound must be a safe integer ≥ 1');
  }
}

/**
 * A uniform integer in `[0, n)` from 32 random bytes `R`, without modulo bias: take the first 64
 * bits as `x`; accept `x mod n` when `x < 2^64 − (2^64 mod n)`, otherwise retry with
 * `H("parley/v1/uniform", R, c)` for `c = 1, 2, …`. A retry happens with probability below
 * `n / 2^64`, so for card-game sizes almost never.
 *
 * For `n ≤ 2^21` the first sample is decided in doubles, exactly: with `x = hi·2^32 + lo`,
 * `2^64 mod n = (2^32 mod n)^2 mod n < 2^21`, so `x` is rejected only when `hi = 2^32 − 1` and
 * `lo ≥ 2^32 − (2^64 mod n)`, and `x mod n = ((hi mod n)·2^32 + lo) mod n` stays below 2^53. A
 * rejected first sample takes the BigInt path, which gives the same result for every input.
 */
export function uniform(R: Uint8Array, n: number): number {
  checkUniform(R, n);
  if (n <= SMALL_BOUND) {
    const hi = word(R, 0);
    const lo = word(R, 4);
    const t = TWO32 % n;
    const r = (t * t) % n;
    if (hi !== TWO32 - 1 || lo < TWO32 - r) return ((hi % n) * TWO32 + lo) % n;
  }
  return uniformBig(R, n);
}

/** {@link uniform} in BigInt arithmetic: the definition, for every bound and every retry. */
export function uniformBig(R: Uint8Array, n: number): number {
  checkUniform(R, n);
  const bn = BigInt(n);
  const limit = TWO64 - (TWO64 % bn);
  let x = first64(R);
  for (let c = 1; x >= limit; c++) x = first64(H(TAG.uniform, R, c));
  return Number(x % bn);
}

/**
 * A uniformly random permutation of `list` (a new array): Fisher–Yates from the last position down,
 * swapping position `i` with `uniform(H("parley/v1/shuffle", R, i), i + 1)`. Throws `wrong-type`
 * when `list` is not an array.
 */
export function shuffle<T>(R: Uint8Array, list: readonly T[]): T[] {
  asBytes(R, 'randomness', 32);
  if (!Array.isArray(list)) fail('wrong-type', 'a shuffled list must be an array');
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniform(H(TAG.shuffle, R, i), i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

/** One physical card of a multiset: its id and which copy (1-based) in canonical order. */
export interface CardCopy {
  readonly id: string;
  readonly copy: number;
}

/**
 * Compares strings by UTF-16 code units, the order RFC 8785 sorts keys in. Throws `wrong-type`
 * for anything but two strings.
 */
export function compareIds(a: string, b: string): number {
  if (typeof a !== 'string' || typeof b !== 'string') fail('wrong-type', 'card ids are strings');
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The canonical order of a multiset of card ids: sorted by id (UTF-16 code units), copies of the
 * same id numbered 1, 2, … Independent of the order `ids` arrives in. Throws `wrong-type` unless
 * `ids` is an array of strings.
 */
export function canonicalMultiset(ids: readonly string[]): CardCopy[] {
  if (!Array.isArray(ids)) fail('wrong-type', 'a multiset must be an array of card ids');
  for (const id of ids as readonly unknown[]) asString(id, 'card id');
  const sorted = [...ids].sort(compareIds);
  const out: CardCopy[] = [];
  sorted.forEach((id, i) => {
    const copy = i > 0 && sorted[i - 1] === id ? out[i - 1]!.copy + 1 : 1;
    out.push({ id, copy });
  });
  return out;
}

/** A public draw: the element at `uniform(R, size)` of the canonical order of `ids`. */
export function publicDraw(
  R: Uint8Array,
  ids: readonly string[],
): { index: number; card: CardCopy } {
  asBytes(R, 'randomness', 32);
  const order = canonicalMultiset(ids);
  if (order.length === 0) fail('out-of-range', 'cannot draw from an empty multiset');
  const index = uniform(R, order.length);
  return { index, card: order[index]! };
}

/** `d_j = PRF(privSeed, "draw", j)`: the secret of the owner's `j`-th private draw. */
export function drawSecret(privSeed: Uint8Array | KeyedPrf, j: number): Uint8Array {
  if (typeof j !== 'number') fail('wrong-type', 'draw index must be a number');
  if (privSeed instanceof KeyedPrf) return privSeed.derive(PRF_LABEL.draw, j);
  return PRF(asBytes(privSeed, 'privSeed', 32), PRF_LABEL.draw, j);
}

/**
 * Index of a private draw into the owner's remaining multiset of `size` (canonical order):
 * `uniform(H("parley/v1/private", R, d_j), size)`. Only the holder of `d_j` can compute it; it
 * depends on `R`, so the owner cannot foresee it either.
 */
export function privateDrawIndex(R: Uint8Array, secret: Uint8Array, size: number): number {
  asBytes(R, 'randomness', 32);
  asBytes(secret, 'draw secret', 32);
  return uniform(H(TAG.private, R, secret), size);
}

/**
 * `H("parley/v1/priv", matchId, seat, privSeed)`: published at setup so every `d_j` and salt is
 * fixed from the start. Binding the match and seat stops a player copying the other's commitment.
 */
export function privCommitment(matchId: string, seat: string, privSeed: Uint8Array): Uint8Array {
  asString(matchId, 'matchId');
  asString(seat, 'seat');
  asBytes(privSeed, 'privSeed', 32);
  return H(TAG.priv, matchId, seat, privSeed);
}
