/**
 * A second, independent implementation of the protocol's hashed and encoded outputs, written from
 * the specification (docs/protocol.md, "Hashing" to "Transcript"; /work/shared/design/
 * fairness-protocol.md) and sharing no code with `protocol/`: SHA-256, HMAC-SHA256 and Ed25519
 * from `node:crypto` (OpenSSL), arithmetic in BigInt, canonical JSON from the `canonicalize`
 * package directly. test/protocol/vectors.test.ts checks every stored vector in test/vectors/
 * against both this and the project; a mistake would have to be made twice, the same way, to pass.
 *
 * Test code only: it trusts its inputs (the stored vectors are well-formed).
 */
import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign as nodeSign,
  verify as nodeVerify,
} from 'node:crypto';
import canonicalize from 'canonicalize';

/** A hash input: bytes, a string (UTF-8), or an integer in 0 … 2^53 − 1 (8 bytes big-endian). */
export type RefField = Uint8Array | string | number;

/** The bytes a field stands for (docs/protocol.md, "Hashing"). */
function fieldBytes(f: RefField): Buffer {
  if (typeof f === 'string') return Buffer.from(f, 'utf8');
  if (typeof f === 'number') {
    if (!Number.isSafeInteger(f) || f < 0) throw new Error(`reference: ${f} is not a uint`);
    const out = Buffer.alloc(8);
    out.writeBigUInt64BE(BigInt(f));
    return out;
  }
  return Buffer.from(f);
}

/** `enc(f1) ‖ … ‖ enc(fn)`: each field as a 4-byte big-endian length and its bytes. */
export function enc(fields: readonly RefField[]): Buffer {
  return Buffer.concat(
    fields.flatMap((f) => {
      const bytes = fieldBytes(f);
      const len = Buffer.alloc(4);
      len.writeUInt32BE(bytes.length);
      return [len, bytes];
    }),
  );
}

/** Plain SHA-256. */
export function sha256(data: Uint8Array | string): Buffer {
  return createHash('sha256').update(data).digest();
}

/** `H(tag, …fields) = SHA-256(enc(tag) ‖ enc(f1) ‖ …)`. */
export function H(tag: string, ...fields: readonly RefField[]): Buffer {
  return sha256(enc([tag, ...fields]));
}

/** `PRF(key, …labels) = HMAC-SHA256(key, enc(l1) ‖ …)`. */
export function PRF(key: Uint8Array, ...labels: readonly RefField[]): Buffer {
  return createHmac('sha256', key).update(enc(labels)).digest();
}

/** RFC 8785 canonical JSON, straight from the `canonicalize` package. */
export function jcs(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('reference: value has no JSON text');
  return text;
}

/** Bytes of lowercase hex. */
export function unhex(hex: string): Buffer {
  return Buffer.from(hex, 'hex');
}

/** Lowercase hex of bytes. */
export function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

// ---- chains -------------------------------------------------------------------------------------

/** Which chain: the owner's match and seat, and the generation. */
export interface RefChainId {
  readonly matchId: string;
  readonly seat: string;
  readonly generation: number;
}

/** `key_g = H("parley/v1/chain-key", matchId, seat, g)`. */
export function chainKey(id: RefChainId): Buffer {
  return H('parley/v1/chain-key', id.matchId, id.seat, id.generation);
}

/**
 * Every element `e_0 … e_N` of generation `g`: `e_N = H(chain, key_g, PRF(chainSeed, "chain", g))`,
 * `e_(i−1) = H(chain, key_g, e_i)`. Index i of the result is `e_i`; `e_0` is the tip.
 */
export function chainElements(chainSeed: Uint8Array, id: RefChainId, length: number): Buffer[] {
  const key = chainKey(id);
  const out: Buffer[] = new Array<Buffer>(length + 1);
  out[length] = H('parley/v1/chain', key, PRF(chainSeed, 'chain', id.generation));
  for (let i = length; i > 0; i--) out[i - 1] = H('parley/v1/chain', key, out[i]!);
  return out;
}

// ---- randomness ---------------------------------------------------------------------------------

/** `R_k = H("parley/v1/event", matchId, k, e^1_k, …)`. */
export function eventRandomness(matchId: string, k: number, elements: readonly Uint8Array[]) {
  return H('parley/v1/event', matchId, k, ...elements);
}

const TWO64 = 2n ** 64n;

/** The first 8 bytes of `b` as a big-endian unsigned integer. */
function first64(b: Uint8Array): bigint {
  let x = 0n;
  for (let i = 0; i < 8; i++) x = x * 256n + BigInt(b[i]!);
  return x;
}

/**
 * `uniform(R, n)`: `x` = first 64 bits of `R`; while `x ≥ 2^64 − (2^64 mod n)`, `x` = first 64
 * bits of `H("parley/v1/uniform", R, c)` for c = 1, 2, …; then `x mod n`.
 */
export function uniform(R: Uint8Array, n: number): number {
  const N = BigInt(n);
  const limit = TWO64 - (TWO64 % N);
  let x = first64(R);
  for (let c = 1; x >= limit; c++) x = first64(H('parley/v1/uniform', R, c));
  return Number(x % N);
}

/** Fisher–Yates from the last position down; `j = uniform(H("parley/v1/shuffle", R, i), i + 1)`. */
export function shuffle<T>(R: Uint8Array, list: readonly T[]): T[] {
  const out = list.slice();
  for (let i = out.length - 1; i >= 1; i--) {
    const j = uniform(H('parley/v1/shuffle', R, i), i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The multiset sorted by id in UTF-16 code units (the default sort order), copies numbered. */
export function canonicalMultiset(ids: readonly string[]): { id: string; copy: number }[] {
  const seen = new Map<string, number>();
  return ids
    .slice()
    .sort()
    .map((id) => {
      const copy = (seen.get(id) ?? 0) + 1;
      seen.set(id, copy);
      return { id, copy };
    });
}

/** The element at `uniform(R, size)` of the canonical order. */
export function publicDraw(R: Uint8Array, ids: readonly string[]) {
  const order = canonicalMultiset(ids);
  const index = uniform(R, order.length);
  return { index, card: order[index]! };
}

/** `d_j = PRF(privSeed, "draw", j)`. */
export function drawSecret(privSeed: Uint8Array, j: number): Buffer {
  return PRF(privSeed, 'draw', j);
}

/** `uniform(H("parley/v1/private", R, d_j), size)`. */
export function privateDrawIndex(R: Uint8Array, d: Uint8Array, size: number): number {
  return uniform(H('parley/v1/private', R, d), size);
}

/** `H("parley/v1/priv", matchId, seat, privSeed)`. */
export function privCommitment(matchId: string, seat: string, privSeed: Uint8Array): Buffer {
  return H('parley/v1/priv', matchId, seat, privSeed);
}

// ---- commitments and choices --------------------------------------------------------------------

/** `σ = PRF(privSeed, "salt", kind, index)`. */
export function salt(privSeed: Uint8Array, kind: string, index: number): Buffer {
  return PRF(privSeed, 'salt', kind, index);
}

/** `H("parley/v1/commit", kind, index, JCS(context), JCS(value), σ)`. */
export function commitment(
  kind: string,
  index: number,
  context: unknown,
  value: unknown,
  sigma: Uint8Array,
): Buffer {
  return H('parley/v1/commit', kind, index, jcs(context), jcs(value), sigma);
}

/** `H("parley/v1/choice", matchId, seat, round, choice, salt)`. */
export function choiceCommitment(
  matchId: string,
  seat: string,
  round: number,
  choice: string,
  choiceSalt: Uint8Array,
): Buffer {
  return H('parley/v1/choice', matchId, seat, round, choice, choiceSalt);
}

/** `seats[uniform(H("parley/v1/coin", matchId, salt_1, …), seats.length)]`. */
export function pickFirst(
  matchId: string,
  seats: readonly string[],
  salts: readonly Uint8Array[],
): string {
  return seats[uniform(H('parley/v1/coin', matchId, ...salts), seats.length)]!;
}

// ---- keys and the transcript --------------------------------------------------------------------

/** The first 8 bytes of `H("parley/v1/fingerprint", publicKey)`, as hex. */
export function keyFingerprint(publicKey: Uint8Array): string {
  return hex(H('parley/v1/fingerprint', publicKey).subarray(0, 8));
}

/** Hex SHA-256 of the UTF-8 of `JCS(value)`: `prev` of the message after `value`. */
export function linkHash(value: unknown): string {
  return hex(sha256(Buffer.from(jcs(value), 'utf8')));
}

/** A message as signed: everything but `sig`. */
export interface RefUnsigned {
  readonly i: number;
  readonly prev: string;
  readonly from: string;
  readonly body: unknown;
  readonly stateHash: string;
}

/** UTF-8 of `"parley/v1/msg\n" + JCS({i, prev, from, body, stateHash})`. */
export function signingBytes(m: RefUnsigned): Buffer {
  const { i, prev, from, body, stateHash } = m;
  return Buffer.from('parley/v1/msg\n' + jcs({ i, prev, from, body, stateHash }), 'utf8');
}

/** RFC 8410 PKCS#8 prefix of an Ed25519 private key (the 32-byte seed follows). */
const PKCS8_ED25519 = unhex('302e020100300506032b657004220420');

/** Ed25519 public key of a 32-byte secret, by OpenSSL. */
export function ed25519PublicKey(secretKey: Uint8Array): Buffer {
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, secretKey]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(key).export({ format: 'jwk' });
  return Buffer.from(jwk.x!, 'base64url');
}

/** Ed25519 signature (RFC 8032, deterministic) by OpenSSL. */
export function ed25519Sign(message: Uint8Array, secretKey: Uint8Array): Buffer {
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, secretKey]),
    format: 'der',
    type: 'pkcs8',
  });
  return nodeSign(null, message, key);
}

/** Ed25519 verification by OpenSSL (cofactorless, as the protocol requires). */
export function ed25519Verify(sig: Uint8Array, message: Uint8Array, publicKey: Uint8Array) {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  });
  return nodeVerify(null, message, key, sig);
}
