/**
 * Baseline for `protocol.fairDeal30Ms`: the same private deal of a 30-card deck to seat A done the
 * classic mental-poker way, with commutative masking (SRA / Pohlig–Hellman style, as in Barnett and
 * Smart's two-party deals) over ristretto255 (RFC 9496, @noble/curves), with every step the other
 * side must be able to check made checkable, so cheating is caught as it is in Parley. Both sides'
 * CPU; points cross between the sides as their 32-byte encodings and are decoded (and so
 * validated) on arrival. Per deal:
 *
 * 1. Card `c` (each copy of a multiset its own) is the point `P_c` (RFC 9380 hash-to-curve),
 *    computed once per card set and not timed: the card set is public and fixed.
 * 2. Keys: A and B pick secret scalars `a`, `b` and publish `a·G`, `b·G` (2 fixed-base mults).
 * 3. Masking: A sends `a·P_π(i)` for a secret permutation π (30 mults), B decodes them and sends
 *    `b·X_σ(i)` (30 mults), A decodes those: the deck both must draw from, in an order neither knows.
 * 4. Per draw (30, every card of the deck to A): B removes its mask from the next card,
 *    `Z = b⁻¹·Y` (B knows σ, so Z is the card of A's list it masked there: no mult), and proves it with a Chaum–Pedersen proof (Chaum and Pedersen, CRYPTO '92;
 *    Fiat–Shamir with SHA-512) that `log_G(b·G) = log_Z(Y)`: a fixed-base and a variable-base mult
 *    to prove; A verifies it (`s·G − c·bG`, with a table for `bG` built once, and a Straus–Shamir
 *    `s·Z − c·Y`). Z is one of A's own masked points, so A reads the card from its own list
 *    (it knows π) with no unmasking mult.
 * 5. End (the analogue of Parley's final seed reveal): each reveals its scalar and permutation and
 *    the other checks them against the published key and checks the whole masking in one
 *    small-exponent batch test (Bellare, Garay, Rabin, EUROCRYPT '98) with 128-bit random weights
 *    `r_i`: `Σ r_i·X_i = a·Σ r_i·P_π(i)` (A's, checked by B) and `Σ r_i·Y_i = b·Σ r_i·X_σ(i)`
 *    (B's, checked by A): two 30-point MSMs (Pippenger) and one mult each.
 *
 * Left out, so this remains a lower bound on a real mental-poker deal: a zero-knowledge shuffle
 * argument for step 3 (Neff's or Bayer–Groth's, tens of exponentiations per card at this size),
 * which would catch a bad masking at once instead of at the final reveal. Parley's own draws are
 * likewise checked only at the final reveal, so the guarantees compared are the same. Secret-scalar
 * mults use noble's constant-time `multiply`, public ones `multiplyUnsafe` or MSMs.
 */
import { pippenger, mulAddUnsafe } from '@noble/curves/abstract/curve.js';
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, randomBytes, toHex, utf8 } from '../../protocol/index.ts';
import { STARTER_DECKS } from '../../src/games/paragons/cards/starter-decks.ts';

type Point = InstanceType<typeof ristretto255.Point>;

const Point = ristretto255.Point;
const G = Point.BASE;
const Fn = Point.Fn;
const L = Fn.ORDER;

/** A scalar in [1, L) from uniform bytes (64 bytes: bias below 2^-250). */
function scalarFrom(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return (n % (L - 1n)) + 1n;
}

const randomScalar = (): bigint => scalarFrom(randomBytes(64));

/** A uniformly random permutation of 0..n-1 (Fisher–Yates from `crypto.getRandomValues`). */
function permutation(n: number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  const r = new Uint32Array(n);
  globalThis.crypto.getRandomValues(r);
  for (let i = n - 1; i > 0; i--) {
    const j = Number((BigInt(r[i]!) * BigInt(i + 1)) >> 32n);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

/** The public card table: one point per physical card. */
export interface CardTable {
  readonly ids: readonly string[];
  readonly points: readonly Point[];
}

/** Maps each copy of `ids` to a ristretto255 point (RFC 9380 hash-to-curve). Once per card set. */
export function cardTable(ids: readonly string[]): CardTable {
  const seen = new Map<string, number>();
  const points = ids.map((id) => {
    const copy = (seen.get(id) ?? 0) + 1;
    seen.set(id, copy);
    return ristretto255_hasher.hashToCurve(utf8(`parley/card/${id}#${copy}`));
  });
  return { ids, points };
}

/** A Chaum–Pedersen proof: challenge and response. */
interface Proof {
  readonly c: bigint;
  readonly s: bigint;
}

function challenge(parts: readonly Uint8Array[]): bigint {
  return scalarFrom(sha512(concatBytes(...parts)));
}

/** Proves `pub = x·G` and `y = x·base` for one secret `x` (encodings of pub, base, y given). */
function proveDleq(x: bigint, pub: Uint8Array, base: Point, enc: Uint8Array, y: Uint8Array): Proof {
  const w = randomScalar();
  const t1 = G.multiply(w).toBytes();
  const t2 = base.multiply(w).toBytes();
  const c = challenge([pub, enc, y, t1, t2]);
  return { c, s: Fn.add(w, Fn.mul(c, x)) };
}

/** Verifies a {@link proveDleq} proof from public values only. */
function verifyDleq(
  pub: Point,
  pubEnc: Uint8Array,
  base: Point,
  baseEnc: Uint8Array,
  y: Point,
  yEnc: Uint8Array,
  p: Proof,
): boolean {
  const minusC = Fn.neg(p.c);
  const t1 = G.multiplyUnsafe(p.s).add(pub.multiplyUnsafe(minusC)).toBytes();
  const t2 = mulAddUnsafe(Point, [base, y], [p.s, minusC]).toBytes();
  return challenge([pubEnc, baseEnc, yEnc, t1, t2]) === p.c;
}

/** 128-bit random batch weights. */
function weights(n: number): bigint[] {
  const r = randomBytes(16 * n);
  return Array.from({ length: n }, (_, i) => scalarFrom(r.subarray(16 * i, 16 * i + 16)));
}

/** Checks `out[i] = x·inp[perm[i]]` for all i in one batch test (false if it fails). */
function checkMasking(
  x: bigint,
  inp: readonly Point[],
  perm: readonly number[],
  out: readonly Point[],
): boolean {
  const r = weights(out.length);
  const lhs = pippenger(Point, [...out], r);
  const rhs = pippenger(
    Point,
    perm.map((j) => inp[j]!),
    r,
  ).multiplyUnsafe(x);
  return lhs.equals(rhs);
}

/** Sends points across: the sender encodes, the receiver decodes (and so validates) each. */
function send(points: readonly Point[]): { bytes: Uint8Array[]; points: Point[] } {
  const bytes = points.map((p) => p.toBytes());
  return { bytes, points: bytes.map((b) => Point.fromBytes(b)) };
}

/**
 * One full private deal of the table's cards to A (all drawn), both sides' CPU; see the module
 * comment. Returns the dealt ids in draw order; throws if any check fails.
 */
export function mentalPokerDeal(table: CardTable): string[] {
  const n = table.points.length;
  // 2. Keys.
  const a = randomScalar();
  const b = randomScalar();
  const aPubEnc = G.multiply(a).toBytes();
  const bPubEnc = G.multiply(b).toBytes();
  const aPub = Point.fromBytes(aPubEnc); // at B
  const bPub = Point.fromBytes(bPubEnc); // at A
  bPub.precompute(4, false); // A checks 30 proofs against b·G: a table for it pays
  // 3. Masking and shuffling: A, then B. A remembers which card each of its masked points is.
  const pi = permutation(n);
  const ownA = pi.map((i) => table.points[i]!.multiply(a));
  const maskedA = send(ownA); // A → B
  const cardOf = new Map(maskedA.bytes.map((enc, j) => [toHex(enc), j]));
  const sigma = permutation(n);
  const deck = send(sigma.map((i) => maskedA.points[i]!.multiply(b))); // B → A
  // 4. Every draw: B unmasks with a proof; A checks it and reads its card.
  const dealt: string[] = [];
  for (let i = 0; i < n; i++) {
    const yEnc = deck.bytes[i]!;
    // B knows σ, so `Z = b⁻¹·Y` is the card of A's list it masked into place i: no mult needed.
    const zEnc = maskedA.bytes[sigma[i]!]!;
    const proof = proveDleq(b, bPubEnc, maskedA.points[sigma[i]!]!, zEnc, yEnc);
    // B → A: Z's encoding and the proof. A knows its own masked points, so Z names one of them
    // (no decoding, no unmasking mult) and A knows the card under it (a⁻¹·Z, since it knows π).
    const j = cardOf.get(toHex(zEnc));
    if (j === undefined) throw new Error("Z is none of A's masked cards");
    if (!verifyDleq(bPub, bPubEnc, ownA[j]!, zEnc, deck.points[i]!, yEnc, proof)) {
      throw new Error('bad unmasking proof');
    }
    dealt.push(table.ids[pi[j]!]!);
  }
  // 5. Final reveal: each checks the other's scalar against its key, then its whole masking.
  if (!G.multiplyUnsafe(a).equals(aPub) || !checkMasking(a, table.points, pi, maskedA.points)) {
    throw new Error('A masked dishonestly');
  }
  if (!G.multiplyUnsafe(b).equals(bPub) || !checkMasking(b, maskedA.points, sigma, deck.points)) {
    throw new Error('B masked dishonestly');
  }
  return dealt;
}

/** The benchmarks' 30-card deck: the warrior starter deck (real ids, copies repeated). */
export function deck30(): string[] {
  return [...STARTER_DECKS.warrior];
}
