/**
 * Baseline for `protocol.fairDeal30Ms`: the same private deal of 30 cards done the classic
 * mental-poker way (SRA-style commutative masking) over ristretto255 (RFC 9496, @noble/curves).
 *
 * 1. Each card id is a group element `P_c` (hash-to-curve, precomputed once per card set: not
 *    timed, as the card set is public and fixed).
 * 2. A masks every card with its secret scalar `a` and shuffles; B masks A's list with `b` and
 *    shuffles. (60 constant-time multiplications; no shuffle proof — a verifiable shuffle would cost
 *    far more, so this baseline is a lower bound.)
 * 3. For each of A's 30 draws, B removes its mask from the top card, `X' = b⁻¹·X`, and proves it
 *    with a Chaum–Pedersen DLEQ proof (`log_G(bG) = log_X'(X)`); A verifies the proof, removes its
 *    own mask `P = a⁻¹·X'` and looks the card up. (8 multiplications per draw.)
 * 4. At the end both reveal their scalars and each re-checks the other's masking of the deck
 *    (60 multiplications), the analogue of Parley's final seed reveal.
 *
 * Secret-scalar multiplications use noble's constant-time `multiply`, public verification its
 * faster `multiplyUnsafe`, as a careful real implementation would.
 */
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, randomBytes, utf8 } from '../../protocol/index.ts';

type Point = InstanceType<typeof ristretto255.Point>;

const G = ristretto255.Point.BASE;
const Fn = ristretto255.Point.Fn;
const L = Fn.ORDER;

function scalarFrom(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return (n % (L - 1n)) + 1n;
}

const randomScalar = (): bigint => scalarFrom(randomBytes(64));

function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Number(scalarFrom(randomBytes(16)) % BigInt(i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The public card table: ids and their group elements, keyed by encoding. */
export interface CardTable {
  readonly ids: readonly string[];
  readonly points: readonly Point[];
  readonly byEncoding: ReadonlyMap<string, string>;
}

/** Maps `ids` to ristretto255 points (RFC 9380 hash-to-curve). Done once per card set. */
export function cardTable(ids: readonly string[]): CardTable {
  const points = ids.map((id) => ristretto255_hasher.hashToCurve(utf8(`parley/card/${id}`)));
  const byEncoding = new Map(points.map((p, i) => [p.toHex(), ids[i]!]));
  return { ids, points, byEncoding };
}

interface Proof {
  readonly c: bigint;
  readonly s: bigint;
}

function challenge(...points: Point[]): bigint {
  return scalarFrom(sha512(concatBytes(...points.map((p) => p.toBytes()))));
}

/** Chaum–Pedersen: proves `pub = x·G` and `y = x·base` for the same secret `x`. */
function proveDleq(x: bigint, pub: Point, base: Point, y: Point): Proof {
  const w = randomScalar();
  const t1 = G.multiply(w);
  const t2 = base.multiply(w);
  const c = challenge(pub, base, y, t1, t2);
  return { c, s: Fn.add(w, Fn.mul(c, x)) };
}

function verifyDleq(pub: Point, base: Point, y: Point, p: Proof): boolean {
  const t1 = G.multiplyUnsafe(p.s).subtract(pub.multiplyUnsafe(p.c));
  const t2 = base.multiplyUnsafe(p.s).subtract(y.multiplyUnsafe(p.c));
  return challenge(pub, base, y, t1, t2) === p.c;
}

/**
 * One full private deal of the table's cards to A (all 30 drawn), both sides' CPU. Returns the
 * dealt ids in draw order; throws if any check fails.
 */
export function mentalPokerDeal(table: CardTable): string[] {
  const a = randomScalar();
  const b = randomScalar();
  const B = G.multiply(b);
  const maskedA = shuffled(table.points.map((p) => p.multiply(a)));
  const deck = shuffled(maskedA.map((p) => p.multiply(b)));
  const aInv = Fn.inv(a);
  const bInv = Fn.inv(b);
  const dealt: string[] = [];
  for (const x of deck) {
    const xPrime = x.multiply(bInv); // B removes its mask…
    const proof = proveDleq(b, B, xPrime, x); // …and proves x = b·x'
    if (!verifyDleq(B, xPrime, x, proof)) throw new Error('bad unmasking proof');
    const card = table.byEncoding.get(xPrime.multiply(aInv).toHex());
    if (card === undefined) throw new Error('unknown card');
    dealt.push(card);
  }
  // Final reveal: each side re-checks the other's masking.
  const expectA = new Set(table.points.map((p) => p.multiplyUnsafe(a).toHex()));
  if (!maskedA.every((p) => expectA.has(p.toHex()))) throw new Error('A masked dishonestly');
  const expectB = new Set(maskedA.map((p) => p.multiplyUnsafe(b).toHex()));
  if (!deck.every((p) => expectB.has(p.toHex()))) throw new Error('B masked dishonestly');
  return dealt;
}

/** A 30-card deck of ids for the benchmarks. */
export function deck30(): string[] {
  return Array.from({ length: 30 }, (_, i) => `card-${String(i).padStart(2, '0')}`);
}
