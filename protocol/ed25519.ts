/**
 * Ed25519 (RFC 8032) with two interchangeable backends: WebCrypto where the platform has it (Node
 * 20's crypto.subtle, recent Chromium), @noble/curves otherwise. Signing is deterministic, so both
 * produce identical signatures; verification is the same strict, cofactorless rule in both:
 * `S < L`, canonical `A`, and the encoding of `[S]B − [k]A` must equal the bytes of `R`. That is what
 * OpenSSL and BoringSSL do. noble's own `verify` is cofactored, which accepts a crafted signature
 * (R with a small-order component) that WebCrypto rejects; two browsers must never disagree on a
 * verdict, so the noble path below checks the cofactorless equation itself with noble's point
 * arithmetic. Public keys are also required to be canonical, torsion-free points
 * ({@link checkPublicKey}), which removes the remaining corner cases. docs/protocol.md, "Signatures".
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, equalBytes, randomBytes, toHex } from './bytes.ts';
import { fail } from './errors.ts';

/** Which implementation signs and verifies. 'auto' picks WebCrypto when it supports Ed25519. */
export type Ed25519Backend = 'auto' | 'webcrypto' | 'noble';

/** A signing key pair: the 32-byte RFC 8032 secret seed and the 32-byte public key. */
export interface KeyPair {
  readonly secretKey: Uint8Array;
  readonly publicKey: Uint8Array;
}

const Point = ed25519.Point;
const L = Point.Fn.ORDER;

let preferred: Ed25519Backend = 'auto';
let webCryptoProbe: Promise<boolean> | undefined;

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
  })();
  return webCryptoProbe;
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
  if (goodKeys.size >= 256) goodKeys.clear();
  goodKeys.add(id);
}

/**
 * Public keys (hex) that passed {@link checkPublicKey}: the check is a pure function of the 32 bytes
 * and costs a few scalar multiplications, and every session start and every verification of a
 * match file decodes the same two keys again.
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
  return ed25519.getPublicKey(secretKey);
}

/** A fresh key pair from `crypto.getRandomValues`. */
export function generateKeyPair(): KeyPair {
  const secretKey = randomBytes(32);
  return { secretKey, publicKey: publicKeyOf(secretKey) };
}

// PKCS#8 wrapper for a raw Ed25519 seed (RFC 8410 §7): WebCrypto imports private keys only so.
const PKCS8_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

const signKeys = new Map<string, Promise<CryptoKey>>();

function webSignKey(secretKey: Uint8Array): Promise<CryptoKey> {
  const id = toHex(secretKey);
  let key = signKeys.get(id);
  if (key === undefined) {
    const der = concatBytes(PKCS8_PREFIX, secretKey);
    key = crypto.subtle.importKey('pkcs8', der as BufferSource, { name: 'Ed25519' }, false, [
      'sign',
    ]);
    if (signKeys.size > 64) signKeys.clear();
    signKeys.set(id, key);
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
    if (verifyKeys.size > 64) verifyKeys.clear();
    verifyKeys.set(id, key);
    key.catch(() => verifyKeys.delete(id));
  }
  return key;
}

/** The 64-byte RFC 8032 signature of `message` under `secretKey`. Identical in both backends. */
export async function sign(
  message: Uint8Array,
  secretKey: Uint8Array,
  backend?: Ed25519Backend,
): Promise<Uint8Array> {
  if (secretKey.length !== 32) fail('wrong-length', 'secret key must be 32 bytes');
  if ((await resolve(backend)) === 'noble') return ed25519.sign(message, secretKey);
  const key = await webSignKey(secretKey);
  const sig = await crypto.subtle.sign({ name: 'Ed25519' }, key, message as BufferSource);
  return new Uint8Array(sig);
}

/**
 * True when `signature` is a valid strict (cofactorless, RFC 8032 §5.1.7 with `S < L` and exact `R`
 * bytes) signature of `message` under `publicKey`. Never throws for bad input: returns false.
 */
export async function verify(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
  backend?: Ed25519Backend,
): Promise<boolean> {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
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
