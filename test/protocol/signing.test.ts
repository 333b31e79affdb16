// Ed25519: node:crypto, WebCrypto and noble agree (RFC 8032 vector, random keys), strict cofactorless
// verification in all three, public-key validation, fingerprints.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import {
  checkPublicKey,
  ed25519IsSync,
  fromHex,
  keyFingerprint,
  nobleVerify,
  publicKeyOf,
  sign,
  signNow,
  toHex,
  verify,
  verifyNow,
  verifySoon,
  webCryptoHasEd25519,
} from '../../protocol/index.ts';
import { codeOf } from '../helpers/error-code.ts';
import { ORDER8, smallOrderSignature } from '../helpers/small-order-signature.ts';

// RFC 8032 §7.1, TEST 1 and TEST 2.
const RFC = [
  {
    secret: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    public: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    message: '',
    sig: 'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  },
  {
    secret: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
    public: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    message: '72',
    sig: '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  },
];

const secret = fc.uint8Array({ minLength: 32, maxLength: 32 });
const message = fc.uint8Array({ maxLength: 200 });
const BACKENDS = ['node', 'webcrypto', 'noble'] as const;

describe('Ed25519 backends', () => {
  it('WebCrypto and node:crypto Ed25519 are present on Node 20; auto picks node:crypto', async () => {
    expect(await webCryptoHasEd25519()).toBe(true);
    expect(ed25519IsSync('node')).toBe(true);
    expect(ed25519IsSync()).toBe(true);
    expect(ed25519IsSync('webcrypto')).toBe(false);
    const v = RFC[1]!;
    const sig = signNow(fromHex(v.message), fromHex(v.secret));
    expect(sig).toBeInstanceOf(Uint8Array); // a value, not a promise
    expect(toHex(sig as Uint8Array)).toBe(v.sig);
    expect(verifyNow(fromHex(v.sig), fromHex(v.message), fromHex(v.public))).toBe(true);
    expect(verifyNow(fromHex(v.sig), fromHex('73'), fromHex(v.public))).toBe(false);
  });

  it.each(RFC)('reproduces RFC 8032 vector $public in every backend', async (v) => {
    const sk = fromHex(v.secret);
    const msg = fromHex(v.message);
    expect(toHex(publicKeyOf(sk))).toBe(v.public);
    expect(toHex(ed25519.getPublicKey(sk))).toBe(v.public);
    for (const backend of BACKENDS) {
      expect(toHex(await sign(msg, sk, backend))).toBe(v.sig);
      expect(await verify(fromHex(v.sig), msg, fromHex(v.public), backend)).toBe(true);
    }
  });

  it('signs identically and verifies alike on random keys and messages', async () => {
    await fc.assert(
      fc.asyncProperty(secret, message, fc.nat(63), async (sk, msg, at) => {
        const pk = publicKeyOf(sk);
        if (toHex(pk) !== toHex(ed25519.getPublicKey(sk))) return false;
        const a = await sign(msg, sk, 'webcrypto');
        const b = await sign(msg, sk, 'noble');
        const c = await sign(msg, sk, 'node');
        if (toHex(a) !== toHex(b) || toHex(c) !== toHex(a)) return false;
        const bad = Uint8Array.from(a);
        bad[at]! ^= 1;
        for (const backend of BACKENDS) {
          if (!(await verify(a, msg, pk, backend)) || (await verify(bad, msg, pk, backend))) {
            return false;
          }
          // The verifier's batch path (node:crypto's thread pool under 'node') answers alike.
          if (
            !(await verifySoon(a, msg, pk, backend)) ||
            (await verifySoon(bad, msg, pk, backend))
          ) {
            return false;
          }
        }
        return true;
      }),
      { numRuns: 50 },
    );
  });

  it('all refuse a signature whose R has a small-order component (cofactorless rule)', async () => {
    const {
      publicKey: pointBytes,
      message: msg,
      signature: sig,
    } = smallOrderSignature(fromHex(RFC[0]!.secret));
    // The same signature is stored for the Chromium test (test/browser/ed25519-vectors.test.ts).
    const stored = JSON.parse(
      readFileSync(new URL('../vectors/ed25519.json', import.meta.url), 'utf8'),
    ) as { smallOrderR: { publicKey: string; message: string; signature: string } };
    expect(stored.smallOrderR).toEqual({
      publicKey: toHex(pointBytes),
      message: toHex(msg),
      signature: toHex(sig),
      torsion: ORDER8,
    });
    expect(ed25519.verify(sig, msg, pointBytes)).toBe(true); // noble's cofactored rule accepts
    expect(nobleVerify(sig, msg, pointBytes)).toBe(false);
    for (const backend of BACKENDS) {
      expect(await verify(sig, msg, pointBytes, backend)).toBe(false);
      expect(await verifySoon(sig, msg, pointBytes, backend)).toBe(false);
    }
  });

  it('refuses S ≥ L and wrong lengths without throwing', async () => {
    const v = RFC[0]!;
    const sig = fromHex(v.sig);
    const s = sig.subarray(32);
    const L = ed25519.Point.Fn.ORDER;
    let n = s.reduceRight((acc, x) => (acc << 8n) | BigInt(x), 0n) + L;
    for (let i = 0; i < 32; i++, n >>= 8n) s[i] = Number(n & 0xffn);
    for (const backend of BACKENDS) {
      expect(await verify(sig, new Uint8Array(), fromHex(v.public), backend)).toBe(false);
      expect(await verify(sig.subarray(1), new Uint8Array(), fromHex(v.public), backend)).toBe(
        false,
      );
      expect(await verifySoon(sig, new Uint8Array(), fromHex(v.public), backend)).toBe(false);
      expect(await verifySoon(sig, new Uint8Array(), new Uint8Array(31), backend)).toBe(false);
    }
  });
});

describe('public keys', () => {
  it('accepts honest keys and refuses small-order, mixed-order, non-canonical and bad ones', () => {
    const code = (k: Uint8Array): string | undefined => codeOf(() => checkPublicKey(k));
    const pk = publicKeyOf(new Uint8Array(32).fill(1));
    expect(code(pk)).toBeUndefined();
    const identity = fromHex('01' + '00'.repeat(31));
    expect(code(identity)).toBe('bad-public-key');
    const T = ed25519.Point.fromHex(ORDER8);
    expect(code(ed25519.Point.fromBytes(pk).add(T).toBytes())).toBe('bad-public-key');
    const nonCanonical = fromHex('ed' + 'ff'.repeat(30) + '7f'); // y = p, not reduced
    expect(code(nonCanonical)).toBe('bad-public-key');
    expect(code(new Uint8Array(31))).toBe('bad-public-key');
  });

  it('fingerprints a key as 16 hex characters of H(fingerprint, key)', () => {
    const pk = publicKeyOf(new Uint8Array(32).fill(1));
    const fp = keyFingerprint(pk);
    expect(fp).toMatch(/^[0-9a-f]{16}$/);
    expect(keyFingerprint(toHex(pk))).toBe(fp);
    expect(keyFingerprint(publicKeyOf(new Uint8Array(32).fill(2)))).not.toBe(fp);
  });
});
