/**
 * The crafted Ed25519 signature whose R carries a small-order component (docs/protocol.md,
 * "Signatures": verification is cofactorless, so it must be refused). test/vectors/generate.ts stores
 * it in test/vectors/ed25519.json (checked in Chromium too); test/protocol/signing.test.ts checks the
 * stored one is this one and that every backend refuses it.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes } from '../../protocol/index.ts';

/** A point of order 8 on edwards25519, as hex. */
export const ORDER8 = '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05';

/** The signed message: the UTF-8 bytes of `crafted`. */
const MESSAGE = new TextEncoder().encode('crafted');

/**
 * A signature by `secretKey` over {@link MESSAGE} whose R = [r]B + T carries the order-8 point T
 * ({@link ORDER8}), with S = r + k·a computed for that R (RFC 8032 §5.1.6 otherwise). The
 * cofactored equation [8][S]B = [8]R + [8][k]A accepts it; the cofactorless [S]B = R + [k]A the
 * protocol requires refuses it. Deterministic: r is fixed.
 */
export function smallOrderSignature(secretKey: Uint8Array): {
  readonly publicKey: Uint8Array;
  readonly message: Uint8Array;
  readonly signature: Uint8Array;
} {
  const { scalar, pointBytes } = ed25519.utils.getExtendedPublicKey(secretKey);
  const L = ed25519.Point.Fn.ORDER;
  const T = ed25519.Point.fromHex(ORDER8);
  const r = 12345678901234567890n;
  const R = ed25519.Point.BASE.multiply(r).add(T).toBytes();
  const le = (b: Uint8Array): bigint => b.reduceRight((n, x) => (n << 8n) | BigInt(x), 0n);
  const k = le(sha512(concatBytes(R, pointBytes, MESSAGE))) % L;
  const S = (r + k * scalar) % L;
  const sBytes = new Uint8Array(32);
  for (let i = 0, s = S; i < 32; i++, s >>= 8n) sBytes[i] = Number(s & 0xffn);
  return { publicKey: pointBytes, message: MESSAGE, signature: concatBytes(R, sBytes) };
}
