/**
 * The two hash constructions every other module uses, and the registry of their tags.
 *
 * `H(tag, f1, …, fn)` = SHA-256 (FIPS 180-4) over `enc(tag) ‖ enc(f1) ‖ … ‖ enc(fn)`, where
 * `enc(x)` is a 4-byte big-endian length followed by the bytes of `x` (strings as UTF-8, integers as
 * 8-byte big-endian). Length prefixes make the encoding injective for a fixed field count, so no two
 * field lists collide without a SHA-256 collision. `PRF(key, l1, …)` = HMAC-SHA256 (RFC 2104) keyed
 * by `key` over the same `enc` of the labels. See docs/protocol.md, "Hashing".
 *
 * `H` and `PRF` run on a small SHA-256 core of their own (below): the fields are written straight
 * into one reused buffer and hashed in place, with no per-call hasher objects, views or
 * intermediate arrays, and HMAC's two key blocks are compressed once per key. The outputs are those
 * of the reference construction ({@link encodeFields}, then @noble/hashes SHA-256 or HMAC):
 * test/protocol/fast-paths.test.ts checks them against it and against node:crypto, and
 * test/protocol/vectors.test.ts checks the stored vectors against an independent implementation
 * (test/protocol/reference.ts).
 */
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { asBytes, equalBytes, fromHex, isWellFormedString, toHex, utf8 } from './bytes.ts';
import { fail } from './errors.ts';
import { nodeCrypto } from './node-crypto.ts';

/**
 * Every domain-separation tag. One tag per use; a tag never changes meaning within `parley/v1`.
 * docs/protocol.md lists each with its fields.
 */
export const TAG = {
  commit: 'parley/v1/commit',
  chain: 'parley/v1/chain',
  chainKey: 'parley/v1/chain-key',
  priv: 'parley/v1/priv',
  event: 'parley/v1/event',
  uniform: 'parley/v1/uniform',
  shuffle: 'parley/v1/shuffle',
  private: 'parley/v1/private',
  choice: 'parley/v1/choice',
  coin: 'parley/v1/coin',
  fingerprint: 'parley/v1/fingerprint',
} as const;

/** PRF labels (the first field after the key) for per-use secrets derived from a seed. */
export const PRF_LABEL = {
  salt: 'salt',
  draw: 'draw',
  chain: 'chain',
} as const;

/** A hash input: bytes as-is, a string as UTF-8, a non-negative safe integer as 8 bytes BE. */
export type Field = Uint8Array | string | number;

const TWO32 = 0x1_0000_0000;

function writeUint(out: Uint8Array, at: number, n: number, bytes: number): void {
  for (let i = bytes - 1, v = n; i >= 0; i--, v = Math.floor(v / 256)) out[at + i] = v % 256;
}

/**
 * Throws `out-of-range` unless `f` is a safe non-negative integer. Anything that is not a byte
 * array or a string reaches this check, so the message never converts `f` (junk such as
 * `{ toString: 0 }` would throw a TypeError there).
 */
function checkUint(f: unknown): void {
  if (typeof f !== 'number' || !Number.isSafeInteger(f) || f < 0) {
    fail(
      'out-of-range',
      `hash field ${typeof f === 'number' ? f : `of type ${typeof f}`} is not a uint`,
    );
  }
}

/** `enc(x)` without the length prefix: the bytes a field stands for. */
export function fieldBytes(f: Field): Uint8Array {
  if (f instanceof Uint8Array) return f;
  if (typeof f === 'string') return utf8(f);
  checkUint(f);
  const out = new Uint8Array(8);
  writeUint(out, 0, f, 8);
  return out;
}

/**
 * `enc(f1) ‖ … ‖ enc(fn)`: each field as a 4-byte big-endian length and its bytes. The reference
 * form of what {@link H} and {@link PRF} hash.
 */
export function encodeFields(fields: readonly Field[]): Uint8Array {
  if (!Array.isArray(fields)) fail('wrong-type', 'hash fields must be an array');
  const parts: Uint8Array[] = [];
  for (let i = 0; i < fields.length; i++) parts.push(fieldBytes(fields[i]!)); // holes included
  let total = 0;
  for (const p of parts) total += 4 + p.length;
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    writeUint(out, at, p.length, 4);
    out.set(p, at + 4);
    at += 4 + p.length;
  }
  return out;
}

// ---- SHA-256 core (FIPS 180-4) -------------------------------------------------------------

/** FIPS 180-4 §4.2.2: the first 32 bits of the fractional parts of the cube roots of 64 primes. */
// prettier-ignore
const K256 = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** FIPS 180-4 §5.3.3: the initial hash value of SHA-256. */
// prettier-ignore
const IV256 = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** The message schedule (FIPS 180-4 §6.2.2 step 1), reused by every compression. */
const W = new Int32Array(64);

/** The working hash value of the digest in progress. */
const STATE = new Int32Array(8);

/**
 * The message buffer `H` and `PRF` encode their fields into and hash in place (padding included).
 * Grown on demand; a buffer grown past {@link SCRATCH_KEEP} is dropped after use.
 */
let scratch = new Uint8Array(512);
const SCRATCH_KEEP = 1 << 16;

/** Makes room for `n` bytes in {@link scratch}, keeping its first `keep` bytes. */
function ensure(n: number, keep: number): void {
  if (n <= scratch.length) return;
  const grown = new Uint8Array(Math.max(n, 2 * scratch.length));
  grown.set(scratch.subarray(0, keep));
  scratch = grown;
}

/** FIPS 180-4 §6.2.2 steps 1–4: compresses the 64-byte block of `m` at `at` into `st`. */
function compress(st: Int32Array, m: Uint8Array, at: number): void {
  for (let i = 0; i < 16; i++, at += 4) {
    W[i] = (m[at]! << 24) | (m[at + 1]! << 16) | (m[at + 2]! << 8) | m[at + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = (s1 + W[i - 7]! + s0 + W[i - 16]!) | 0;
  }
  let a = st[0]!;
  let b = st[1]!;
  let c = st[2]!;
  let d = st[3]!;
  let e = st[4]!;
  let f = st[5]!;
  let g = st[6]!;
  let h = st[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K256[i]! + W[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  st[0] = (st[0]! + a) | 0;
  st[1] = (st[1]! + b) | 0;
  st[2] = (st[2]! + c) | 0;
  st[3] = (st[3]! + d) | 0;
  st[4] = (st[4]! + e) | 0;
  st[5] = (st[5]! + f) | 0;
  st[6] = (st[6]! + g) | 0;
  st[7] = (st[7]! + h) | 0;
}

/**
 * Finishes SHA-256 over `scratch[0, len)` into {@link STATE}, starting from the chaining value
 * `init` after `prior` bytes (0, or 64 for HMAC's key block): pads in place (FIPS 180-4 §5.1.1),
 * compresses every block, then wipes the buffer and the schedule.
 */
function digestScratch(init: Int32Array, len: number, prior: number): void {
  const padded = (len + 72) & ~63;
  ensure(padded, len);
  const m = scratch;
  m[len] = 0x80;
  m.fill(0, len + 1, padded - 8);
  const bits = (len + prior) * 8;
  writeUint(m, padded - 8, Math.floor(bits / TWO32), 4);
  writeUint(m, padded - 4, bits >>> 0, 4);
  STATE.set(init);
  for (let at = 0; at < padded; at += 64) compress(STATE, m, at);
  m.fill(0, 0, padded);
  W.fill(0);
  if (m.length > SCRATCH_KEEP) scratch = new Uint8Array(512);
}

/** {@link STATE} as 32 big-endian bytes written to `out` at `at`. */
function stateInto(out: Uint8Array, at: number): void {
  for (let i = 0; i < 8; i++, at += 4) {
    const v = STATE[i]!;
    out[at] = v >>> 24;
    out[at + 1] = v >>> 16;
    out[at + 2] = v >>> 8;
    out[at + 3] = v;
  }
}

/** Writes `enc(f)` into {@link scratch} at `at`; returns the position after it. */
function putField(f: Field, at: number): number {
  if (f instanceof Uint8Array) {
    const n = f.length;
    ensure(at + 4 + n, at);
    writeUint(scratch, at, n, 4);
    scratch.set(f, at + 4);
    return at + 4 + n;
  }
  if (typeof f === 'string') {
    const n = f.length;
    ensure(at + 4 + n, at);
    const m = scratch;
    for (let i = 0; i < n; i++) {
      const c = f.charCodeAt(i);
      // Beyond ASCII: the general UTF-8 path, which also refuses lone surrogates.
      if (c >= 0x80) return putField(utf8(f), at);
      m[at + 4 + i] = c;
    }
    writeUint(m, at, n, 4);
    return at + 4 + n;
  }
  checkUint(f);
  ensure(at + 12, at);
  writeUint(scratch, at, 8, 4);
  writeUint(scratch, at + 4, Math.floor(f / TWO32), 4);
  writeUint(scratch, at + 8, f >>> 0, 4);
  return at + 12;
}

/** Writes `enc(f1) ‖ … ‖ enc(fn)` into {@link scratch} from 0; returns its length. */
function putFields(fields: readonly Field[], at = 0): number {
  for (let i = 0; i < fields.length; i++) at = putField(fields[i]!, at);
  return at;
}

/** HMAC's two chaining values after the key blocks `K0 ⊕ ipad` and `K0 ⊕ opad` (RFC 2104). */
interface KeySchedule {
  /** A copy of the key the schedule was made from. */
  readonly key: Uint8Array;
  readonly inner: Int32Array;
  readonly outer: Int32Array;
}

function keySchedule(key: Uint8Array): KeySchedule {
  const k0 = key.length > 64 ? nobleSha256(key) : key;
  const block = new Uint8Array(64);
  const pad = (x: number): Int32Array => {
    for (let i = 0; i < 64; i++) block[i] = (k0[i] ?? 0) ^ x;
    const st = IV256.slice();
    compress(st, block, 0);
    return st;
  };
  const inner = pad(0x36);
  const outer = pad(0x5c);
  block.fill(0);
  W.fill(0);
  return { key: key.slice(), inner, outer };
}

/**
 * Key schedules of the keys {@link PRF} saw, held weakly by the key array itself: a schedule lives
 * no longer than its key, and one whose key was changed in place since is made afresh.
 */
const schedules = new WeakMap<Uint8Array, KeySchedule>();

function scheduleOf(key: Uint8Array): KeySchedule {
  asBytes(key, 'PRF key');
  let s = schedules.get(key);
  if (s === undefined || !equalBytes(s.key, key)) {
    s = keySchedule(key);
    schedules.set(key, s);
  }
  return s;
}

/** HMAC-SHA256 under `s` of `enc(labels)`: the inner hash, then the outer one over its digest. */
function hmacFields(s: KeySchedule, labels: readonly Field[]): Uint8Array {
  digestScratch(s.inner, putFields(labels), 64);
  stateInto(scratch, 0);
  digestScratch(s.outer, 32, 64);
  const out = new Uint8Array(32);
  stateInto(out, 0);
  return out;
}

/**
 * Plain SHA-256 (FIPS 180-4). Used untagged only where the spec says so (transcript links). Node's
 * native hash where there is one (see node-crypto.ts), @noble/hashes otherwise: the same digest.
 */
export function sha256(data: Uint8Array): Uint8Array {
  asBytes(data, 'hashed data');
  const m = nodeCrypto();
  if (m === null) return nobleSha256(data);
  const d = m.createHash('sha256').update(data).digest();
  return new Uint8Array(d.buffer, d.byteOffset, d.length);
}

/**
 * Hex SHA-256 of the UTF-8 of `text`; a lone surrogate throws `malformed-string` (as {@link utf8}).
 * For long texts hashed often, such as a game's canonical public state after every message.
 */
export function sha256TextHex(text: string): string {
  if (typeof text !== 'string') fail('wrong-type', 'hashed text must be a string');
  const m = nodeCrypto();
  if (m === null) return toHex(nobleSha256(utf8(text)));
  if (!isWellFormedString(text)) fail('malformed-string', 'string has an unpaired surrogate');
  return m.createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The message buffer of {@link hIterate}: its fields and padding stay put between steps. */
const ITERATE = new Uint8Array(512);

/**
 * `steps` applications of `x ← H(tag, key, x)` from the 32-byte `start`: the hash chain walk
 * (chain.ts), without an array or a re-encoding per step. The fields are encoded and padded once;
 * each step overwrites only the last field with the previous digest. With `trail` (32·(steps + 1)
 * bytes), `start` is written at offset 32·steps and the result of step k at 32·(steps − k), so the
 * final result lands at 0. Returns the final result (a fresh copy).
 */
export function hIterate(
  tag: string,
  key: Uint8Array,
  start: Uint8Array,
  steps: number,
  trail?: Uint8Array,
): Uint8Array {
  if (typeof tag !== 'string') fail('wrong-type', 'hash tag must be a string');
  asBytes(key, 'chain key');
  asBytes(start, 'hIterate start', 32);
  if (typeof steps !== 'number' || !Number.isSafeInteger(steps) || steps < 0) {
    fail('out-of-range', 'hIterate steps must be a safe integer ≥ 0');
  }
  if (trail !== undefined) asBytes(trail, 'hIterate trail', 32 * (steps + 1));
  const len = putFields([tag, key, start]);
  const padded = (len + 72) & ~63;
  if (padded > ITERATE.length) {
    let e = start;
    trail?.set(e, 32 * steps);
    for (let k = 1; k <= steps; k++) {
      e = H(tag, key, e);
      trail?.set(e, 32 * (steps - k));
    }
    scratch.fill(0, 0, len);
    return e.slice();
  }
  const m = ITERATE;
  m.set(scratch.subarray(0, len));
  scratch.fill(0, 0, len);
  m[len] = 0x80;
  m.fill(0, len + 1, padded - 8);
  writeUint(m, padded - 8, Math.floor((len * 8) / TWO32), 4);
  writeUint(m, padded - 4, (len * 8) >>> 0, 4);
  const at = len - 32;
  trail?.set(start, 32 * steps);
  for (let k = 1; k <= steps; k++) {
    STATE.set(IV256);
    for (let b = 0; b < padded; b += 64) compress(STATE, m, b);
    stateInto(m, at);
    if (trail !== undefined) trail.set(m.subarray(at, at + 32), 32 * (steps - k));
  }
  const out = m.slice(at, at + 32);
  m.fill(0, 0, padded);
  W.fill(0);
  return out;
}

/** `H(tag, …fields)`: tagged, length-prefixed SHA-256. 32 bytes. */
export function H(tag: string, ...fields: readonly Field[]): Uint8Array {
  if (typeof tag !== 'string') fail('wrong-type', 'hash tag must be a string');
  digestScratch(IV256, putFields(fields, putField(tag, 0)), 0);
  const out = new Uint8Array(32);
  stateInto(out, 0);
  return out;
}

/** Lowercase hex of {@link H}. */
export function hHex(tag: string, ...fields: readonly Field[]): string {
  return toHex(H(tag, ...fields));
}

/**
 * `PRF(key, …labels)` = HMAC-SHA256(key, enc(labels)) (RFC 2104). 32 bytes. The key schedule of a
 * key array is kept (weakly, see {@link scheduleOf}), so repeated calls with one seed cost two
 * compressions instead of four.
 */
export function PRF(key: Uint8Array, ...labels: readonly Field[]): Uint8Array {
  return hmacFields(scheduleOf(key), labels);
}

/** {@link PRF} with the key schedule done once, up front, from a copy of `key`. Same outputs. */
export class KeyedPrf {
  private readonly schedule: KeySchedule;

  constructor(key: Uint8Array) {
    this.schedule = keySchedule(asBytes(key, 'PRF key'));
  }

  /** `PRF(key, …labels)`. */
  derive(...labels: readonly Field[]): Uint8Array {
    return hmacFields(this.schedule, labels);
  }
}

/**
 * A short fingerprint of a public key for share links and "is this really my friend?" checks
 * (docs/protocol.md, "Signatures"): the first 8 bytes of `H("parley/v1/fingerprint", publicKey)` as
 * 16 hex characters. `publicKey` is 32 bytes or their lowercase hex; anything else throws
 * `wrong-type`, `malformed-hex` or `wrong-length`.
 */
export function keyFingerprint(publicKey: Uint8Array | string): string {
  const key =
    typeof publicKey === 'string'
      ? fromHex(publicKey, 32, 'publicKey')
      : asBytes(publicKey, 'publicKey', 32);
  return toHex(H(TAG.fingerprint, key).subarray(0, 8));
}
