/**
 * Ed25519 (RFC 8032) with three interchangeable backends:
 *
 * - `node`: Node's synchronous `crypto.sign` / `crypto.verify` (OpenSSL), reached at run time through
 *   `process.getBuiltinModule('node:crypto')` so that nothing imports a Node module statically (the
 *   same code is bundled for browsers, where there is no `process` and this backend is absent);
 * - `webcrypto`: `crypto.subtle` where the platform supports Ed25519 (Node 20, recent Chromium);
 *   async, one thread-pool round trip per call in Node;
 * - `noble`: @noble/curves, pure JavaScript, everywhere.
 *
 * `auto` picks `node` when present, else `webcrypto` when it supports Ed25519, else `noble`.
 * Signing is deterministic, so all three produce identical signatures; verification is the same
 * strict, cofactorless rule in all three: `S < L`, canonical `A`, and the encoding of `[S]B − [k]A`
 * must equal the bytes of `R`. That is what OpenSSL and BoringSSL do (the `node` and `webcrypto`
 * backends are OpenSSL in Node). noble's own `verify` is cofactored, which accepts a crafted
 * signature (R with a small-order component) that OpenSSL rejects; two clients must never disagree
 * on a verdict, so the noble path below checks the cofactorless equation itself with noble's point
 * arithmetic. Public keys are also required to be canonical, torsion-free points
 * ({@link checkPublicKey}), which removes the remaining corner cases. docs/protocol.md, "Signatures".
 *
 * {@link sign} and {@link verify} are async (WebCrypto is). {@link signNow} and {@link verifyNow}
 * return the result itself when a synchronous backend (`node`, `noble`) serves the call, and a
 * promise only for WebCrypto, so callers on a hot path need not wait for a turn of the event loop.
 */
import type * as NodeCryptoModule from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, equalBytes, randomBytes, toHex } from './bytes.ts';
import { fail } from './errors.ts';
import { fromBase64url, nodeCrypto, toBase64url, type NodeCrypto } from './node-crypto.ts';

/** Which implementation signs and verifies; see the module comment. */
export type Ed25519Backend = 'auto' | 'node' | 'webcrypto' | 'noble';

/** A signing key pair: the 32-byte RFC 8032 secret seed and the 32-byte public key. */
export interface KeyPair {
  readonly secretKey: Uint8Array;
  readonly publicKey: Uint8Array;
}

const Point = ed25519.Point;
const L = Point.Fn.ORDER;

let preferred: Ed25519Backend = 'auto';
let webCryptoProbe: Promise<boolean> | undefined;
let webCryptoKnown: boolean | undefined;

/** Forces a backend for everything that does not pass one explicitly (tests force 'noble'). */
export function setEd25519Backend(backend: Ed25519Backend): void {
  preferred = backend;
}

/** True when `crypto.subtle` here can verify Ed25519 (probed once, cached). */
export function webCryptoHasEd25519(): Promise<boolean> {
  webCryptoProbe ??= (async () => {
    try {
      const subtle = globalThis.crypto?.subtle;
      if (subtle === undefined) return false;
      const pub = Point.BASE.toBytes();
      await subtle.importKey('raw', pub as BufferSource, { name: 'Ed25519' }, false, ['verify']);
      return true;
    } catch {
      return false;
    }
  })().then((has) => (webCryptoKnown = has));
  return webCryptoProbe;
}

type KeyObject = NodeCryptoModule.KeyObject;

/** `node:crypto` when it is there and does Ed25519 (probed once), else null. */
let nodeModule: NodeCrypto | null | undefined;

// RFC 8410 DER wrappers of a raw Ed25519 key: PKCS#8 for a 32-byte seed (WebCrypto and Node import
// private keys only so) and SubjectPublicKeyInfo for a 32-byte public key.
const PKCS8_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);
const SPKI_PREFIX = Uint8Array.from([
  0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00,
]);

/** `node:crypto` when it can sign and verify Ed25519 here (probed once), else null. */
function nodeEd25519(): NodeCrypto | null {
  if (nodeModule !== undefined) return nodeModule;
  nodeModule = null;
  const m = nodeCrypto();
  try {
    if (m !== null && typeof m.sign === 'function' && typeof m.verify === 'function') {
      const der = concatBytes(PKCS8_PREFIX, new Uint8Array(32));
      const key = m.createPrivateKey({ key: der as Buffer, format: 'der', type: 'pkcs8' });
      if (m.sign(null, new Uint8Array(0), key).length === 64) nodeModule = m;
    }
  } catch {
    nodeModule = null;
  }
  return nodeModule;
}

/** The synchronous backend serving `backend`, or null when the call needs WebCrypto (or a probe). */
function syncBackend(backend: Ed25519Backend | undefined): 'node' | 'noble' | null {
  const b = backend ?? preferred;
  if (b === 'noble') return 'noble';
  if (b === 'webcrypto') return null;
  if (b === 'node') {
    if (nodeEd25519() === null) fail('unsupported', 'node:crypto Ed25519 is not available');
    return 'node';
  }
  if (nodeEd25519() !== null) return 'node';
  return webCryptoKnown === false ? 'noble' : null;
}

/** True when `backend` (or the default) signs and verifies synchronously here (`node`, `noble`). */
export function ed25519IsSync(backend?: Ed25519Backend): boolean {
  return syncBackend(backend) !== null;
}

/**
 * True when {@link verifySoon} with `backend` (or the default) checks off this thread: node:crypto's
 * thread pool, or WebCrypto (which may still turn out to be noble where it lacks Ed25519).
 */
export function ed25519InBackground(backend?: Ed25519Backend): boolean {
  return syncBackend(backend) !== 'noble';
}

async function resolve(backend: Ed25519Backend | undefined): Promise<'webcrypto' | 'noble'> {
  const b = backend ?? preferred;
  if (b === 'noble') return 'noble';
  const has = await webCryptoHasEd25519();
  if (b === 'webcrypto' && !has) fail('unsupported', 'WebCrypto Ed25519 is not available');
  return has ? 'webcrypto' : 'noble';
}

/**
 * Throws `bad-public-key` unless `publicKey` is 32 bytes encoding a canonical point of prime order
 * (not small-order, no torsion component). Such keys make signatures non-repudiable and make
 * cofactored and cofactorless verification agree.
 */
export function checkPublicKey(publicKey: Uint8Array): void {
  if (publicKey.length !== 32) fail('bad-public-key', 'public key must be 32 bytes');
  const id = toHex(publicKey);
  if (goodKeys.has(id)) return;
  checkPoint(publicKey);
  rememberGood(id);
}

function rememberGood(id: string): void {
  if (goodKeys.size >= 256) goodKeys.clear();
  goodKeys.add(id);
}

/**
 * Public keys (hex) that passed {@link checkPublicKey} or that {@link publicKeyOf} derived: the check
 * is a pure function of the 32 bytes and costs a few scalar multiplications (~0.7 ms), and every
 * session start and every verification of a match file decodes the same two keys again.
 */
const goodKeys = new Set<string>();

/** The point checks of {@link checkPublicKey} on 32 bytes. */
function checkPoint(publicKey: Uint8Array): void {
  let p;
  try {
    p = Point.fromBytes(publicKey, false);
  } catch {
    fail('bad-public-key', 'public key is not a curve point');
  }
  if (!equalBytes(p.toBytes(), publicKey)) fail('bad-public-key', 'public key is not canonical');
  if (p.isSmallOrder() || !p.isTorsionFree()) {
    fail('bad-public-key', 'public key is not a prime-order point');
  }
}

/** The public key of a 32-byte secret seed (RFC 8032 §5.1.5). */
export function publicKeyOf(secretKey: Uint8Array): Uint8Array {
  if (secretKey.length !== 32) fail('wrong-length', 'secret key must be 32 bytes');
  const publicKey =
    nodeEd25519() !== null
      ? nodeSignKey(secretKey).publicKey.slice()
      : ed25519.getPublicKey(secretKey);
  // [s]B for the prime-order base point B and a clamped s (never a multiple of L), canonically
  // encoded: a good key by construction, so checkPublicKey need not do its point checks on it.
  rememberGood(toHex(publicKey));
  return publicKey;
}

/** A fresh key pair from `crypto.getRandomValues`. */
export function generateKeyPair(): KeyPair {
  const secretKey = randomBytes(32);
  return { secretKey, publicKey: publicKeyOf(secretKey) };
}

/** At most this many keys of each sort are kept imported (a match has two). */
const MAX_KEYS = 64;

/** Imports cost far more than a signature (a DER import ~0.4 ms): each key is imported once. */
function remember<K, V>(cache: Map<K, V>, id: K, value: V): V {
  if (cache.size >= MAX_KEYS) cache.clear();
  cache.set(id, value);
  return value;
}

/** A value found for a key array, with a copy of the bytes it was found for. */
interface ById<V> {
  readonly bytes: Uint8Array;
  readonly value: V;
}

/**
 * `find(bytes)` remembered for the array object `bytes` (callers pass the same key array for every
 * message), checked against a copy of its bytes, so a changed array is looked up afresh; no hex
 * string per call.
 */
function byIdentity<V>(cache: WeakMap<Uint8Array, ById<V>>, bytes: Uint8Array, find: () => V): V {
  const known = cache.get(bytes);
  if (known !== undefined && equalBytes(known.bytes, bytes)) return known.value;
  const value = find();
  cache.set(bytes, { bytes: bytes.slice(), value });
  return value;
}

const nodeSignKeys = new Map<string, { readonly key: KeyObject; readonly publicKey: Uint8Array }>();

/** Node's private key object for a 32-byte seed, and its public key (imported once per seed). */
function nodeSignKey(secretKey: Uint8Array): {
  readonly key: KeyObject;
  readonly publicKey: Uint8Array;
} {
  return byIdentity(nodeSignKeysById, secretKey, () => nodeSignKeyOf(secretKey));
}

const nodeSignKeysById = new WeakMap<Uint8Array, ById<NodeSignKey>>();

type NodeSignKey = { readonly key: KeyObject; readonly publicKey: Uint8Array };

function nodeSignKeyOf(secretKey: Uint8Array): NodeSignKey {
  const id = toHex(secretKey);
  const known = nodeSignKeys.get(id);
  if (known !== undefined) return known;
  return remember(nodeSignKeys, id, nodeImportJwk(secretKey) ?? nodeImportDer(secretKey));
}

/** The PKCS#8 import (~0.4 ms: OpenSSL's DER decoders are slow). */
function nodeImportDer(secretKey: Uint8Array): NodeSignKey {
  const m = nodeEd25519()!;
  const der = concatBytes(PKCS8_PREFIX, secretKey);
  const key = m.createPrivateKey({ key: der as Buffer, format: 'der', type: 'pkcs8' });
  const spki = m.createPublicKey(key).export({ format: 'der', type: 'spki' });
  const publicKey = Uint8Array.from(spki.subarray(SPKI_PREFIX.length));
  if (publicKey.length !== 32) fail('unsupported', 'node:crypto gave a malformed public key');
  return { key, publicKey };
}

/**
 * The JWK import, several times cheaper, when it works as expected: a private JWK needs the public
 * `x` too, which is what we are after. Node derives the key pair from `d` alone, so a placeholder
 * `x` gives the right public key; the key is then imported again with that `x`, so the pair is
 * consistent whatever a Node version does with `x`. Anything unexpected (an error, or the
 * placeholder coming back as the public key) returns undefined: the caller uses PKCS#8.
 */
function nodeImportJwk(secretKey: Uint8Array): NodeSignKey | undefined {
  const m = nodeEd25519()!;
  const d = toBase64url(secretKey);
  const placeholder = toBase64url(new Uint8Array(32));
  try {
    const jwk = (x: string) => ({ kty: 'OKP', crv: 'Ed25519', d, x });
    const probe = m.createPrivateKey({ key: jwk(placeholder), format: 'jwk' });
    const x = m.createPublicKey(probe).export({ format: 'jwk' }).x;
    if (typeof x !== 'string' || x === placeholder) return undefined;
    const key = m.createPrivateKey({ key: jwk(x), format: 'jwk' });
    const publicKey = fromBase64url(x);
    return publicKey.length === 32 ? { key, publicKey } : undefined;
  } catch {
    return undefined;
  }
}

const nodeVerifyKeys = new Map<string, KeyObject | null>();

/**
 * Node's public key object for 32 bytes (imported once per key, as JWK: several times cheaper than
 * DER), or null when Node refuses the bytes (then nothing verifies under them).
 */
function nodeVerifyKey(publicKey: Uint8Array): KeyObject | null {
  return byIdentity(nodeVerifyKeysById, publicKey, () => nodeVerifyKeyOf(publicKey));
}

const nodeVerifyKeysById = new WeakMap<Uint8Array, ById<KeyObject | null>>();

function nodeVerifyKeyOf(publicKey: Uint8Array): KeyObject | null {
  const id = toHex(publicKey);
  const known = nodeVerifyKeys.get(id);
  if (known !== undefined) return known;
  let key: KeyObject | null;
  try {
    const x = toBase64url(publicKey);
    key = nodeEd25519()!.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
  } catch {
    key = null;
  }
  return remember(nodeVerifyKeys, id, key);
}

const signKeys = new Map<string, Promise<CryptoKey>>();

function webSignKey(secretKey: Uint8Array): Promise<CryptoKey> {
  const id = toHex(secretKey);
  let key = signKeys.get(id);
  if (key === undefined) {
    const der = concatBytes(PKCS8_PREFIX, secretKey);
    key = crypto.subtle.importKey('pkcs8', der as BufferSource, { name: 'Ed25519' }, false, [
      'sign',
    ]);
    remember(signKeys, id, key);
  }
  return key;
}

const verifyKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The WebCrypto verification key of `publicKey`, imported once per key (a match has two keys and
 * hundreds of messages). A key WebCrypto refuses is not cached: the rejection reaches the caller.
 */
function webVerifyKey(publicKey: Uint8Array): Promise<CryptoKey> {
  const id = toHex(publicKey);
  let key = verifyKeys.get(id);
  if (key === undefined) {
    const raw = publicKey.slice();
    key = crypto.subtle.importKey('raw', raw as BufferSource, { name: 'Ed25519' }, false, [
      'verify',
    ]);
    remember(verifyKeys, id, key);
    key.catch(() => verifyKeys.delete(id));
  }
  return key;
}

/**
 * The 64-byte RFC 8032 signature of `message` under `secretKey`, identical in every backend: the
 * signature itself when a synchronous backend (`node`, `noble`) serves the call, else a promise.
 */
export function signNow(
  message: Uint8Array,
  secretKey: Uint8Array,
  backend?: Ed25519Backend,
): Uint8Array | Promise<Uint8Array> {
  if (secretKey.length !== 32) fail('wrong-length', 'secret key must be 32 bytes');
  const now = syncBackend(backend);
  if (now === 'node') {
    const sig = nodeEd25519()!.sign(null, message, nodeSignKey(secretKey).key);
    return new Uint8Array(sig.buffer, sig.byteOffset, sig.length);
  }
  if (now === 'noble') return ed25519.sign(message, secretKey);
  return webSign(message, secretKey, backend);
}

async function webSign(
  message: Uint8Array,
  secretKey: Uint8Array,
  backend: Ed25519Backend | undefined,
): Promise<Uint8Array> {
  if ((await resolve(backend)) === 'noble') return ed25519.sign(message, secretKey);
  const key = await webSignKey(secretKey);
  const sig = await crypto.subtle.sign({ name: 'Ed25519' }, key, message as BufferSource);
  return new Uint8Array(sig);
}

/** {@link signNow}, always as a promise. */
export async function sign(
  message: Uint8Array,
  secretKey: Uint8Array,
  backend?: Ed25519Backend,
): Promise<Uint8Array> {
  return signNow(message, secretKey, backend);
}

/**
 * True when `signature` is a valid strict (cofactorless, RFC 8032 §5.1.7 with `S < L` and exact `R`
 * bytes) signature of `message` under `publicKey`: the answer itself when a synchronous backend
 * (`node`, `noble`) serves the call, else a promise. Never throws for bad input: false.
 */
export function verifyNow(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
  backend?: Ed25519Backend,
): boolean | Promise<boolean> {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  const now = syncBackend(backend);
  if (now === 'node') {
    const key = nodeVerifyKey(publicKey);
    if (key === null) return false;
    try {
      return nodeEd25519()!.verify(null, message, key, signature);
    } catch {
      return false;
    }
  }
  if (now === 'noble') return nobleVerify(signature, message, publicKey);
  return webVerify(signature, message, publicKey, backend);
}

async function webVerify(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
  backend: Ed25519Backend | undefined,
): Promise<boolean> {
  if ((await resolve(backend)) === 'noble') return nobleVerify(signature, message, publicKey);
  try {
    const key = await webVerifyKey(publicKey);
    return await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      signature as BufferSource,
      message as BufferSource,
    );
  } catch {
    return false;
  }
}

/**
 * {@link verifyNow} started now and answered later, off the calling thread where the platform can:
 * with the `node` backend through `crypto.verify`'s callback form, which runs on libuv's thread
 * pool (so a verifier can check many signatures on other cores while it replays the game); with
 * WebCrypto as {@link verify}; with noble at once. Same answers as {@link verifyNow}; never rejects.
 */
export function verifySoon(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
  backend?: Ed25519Backend,
): Promise<boolean> {
  if (signature.length !== 64 || publicKey.length !== 32) return Promise.resolve(false);
  if (syncBackend(backend) !== 'node')
    return Promise.resolve(verifyNow(signature, message, publicKey, backend));
  const key = nodeVerifyKey(publicKey);
  if (key === null) return Promise.resolve(false);
  return new Promise((resolve) => {
    try {
      nodeEd25519()!.verify(null, message, key, signature, (error, ok) => resolve(!error && ok));
    } catch {
      resolve(false);
    }
  });
}

/** {@link verifyNow}, always as a promise. */
export async function verify(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
  backend?: Ed25519Backend,
): Promise<boolean> {
  return verifyNow(signature, message, publicKey, backend);
}

function leToBigint(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}

/** Cofactorless RFC 8032 verification with noble's point arithmetic (see the module comment). */
export function nobleVerify(sig: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  const r = sig.subarray(0, 32);
  const s = leToBigint(sig.subarray(32, 64));
  if (s >= L) return false;
  try {
    const A = Point.fromBytes(publicKey, false);
    if (A.isSmallOrder()) return false;
    const k = leToBigint(sha512(concatBytes(r, publicKey, message))) % L;
    const check = Point.BASE.multiplyUnsafe(s).subtract(A.multiplyUnsafe(k));
    return equalBytes(check.toBytes(), r);
  } catch {
    return false;
  }
}
