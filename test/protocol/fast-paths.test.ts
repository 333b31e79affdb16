// The fast paths of protocol/ against their reference definitions: H and PRF (own SHA-256 core,
// cached HMAC key schedules) against encodeFields + @noble/hashes and node:crypto; uniform's
// double-precision path against its BigInt definition; the one-pass canonical JSON against
// assertCanonicalValue + canonicalize; lookup-table hex decoding; a HashChain keeping every
// element against one keeping checkpoints.
import { createHash, createHmac } from 'node:crypto';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  H,
  HashChain,
  hIterate,
  KeyedPrf,
  PRF,
  canonicalJson,
  checkChainSeed,
  encodeFields,
  fromHex,
  isProtocolError,
  startChain,
  toHex,
  uniform,
} from '../../protocol/index.ts';
import { canonicalJsonReference } from '../../protocol/canonical.ts';
import { uniformBig } from '../../protocol/random.ts';

const nodeSha = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

function outcome(fn: () => unknown): unknown {
  try {
    return fn();
  } catch (e) {
    if (isProtocolError(e)) return `error:${e.code}`;
    throw e;
  }
}

const field = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
);

describe('H and PRF on the own SHA-256 core', () => {
  it('equal SHA-256 / HMAC-SHA256 of encodeFields (noble and node:crypto)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.array(field, { maxLength: 6 }),
        (tag, fields) => {
          const want = outcome(() => nodeSha(encodeFields([tag, ...fields])));
          expect(outcome(() => toHex(H(tag, ...fields)))).toEqual(want);
          if (typeof want === 'string') {
            expect(toHex(nobleSha256(encodeFields([tag, ...fields])))).toBe(want);
          }
        },
      ),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 150 }), fc.array(field, { maxLength: 5 }), (k, ls) => {
        const msg = outcome(() => encodeFields(ls));
        if (typeof msg === 'string') {
          expect(outcome(() => PRF(k, ...ls))).toBe(msg);
          return;
        }
        const want = createHmac('sha256', k)
          .update(msg as Uint8Array)
          .digest('hex');
        expect(toHex(PRF(k, ...ls))).toBe(want);
        expect(toHex(PRF(k, ...ls))).toBe(want); // again, from the cached key schedule
        expect(toHex(new KeyedPrf(k).derive(...ls))).toBe(want);
        expect(toHex(hmac(nobleSha256, k, msg as Uint8Array))).toBe(want);
      }),
      { numRuns: 300 },
    );
  });

  it('pads correctly at every length around the block boundaries, and for long inputs', () => {
    for (let n = 0; n < 300; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 7 + n) & 255);
      expect(toHex(H('t', bytes))).toBe(nodeSha(encodeFields(['t', bytes])));
      expect(toHex(PRF(bytes, bytes))).toBe(
        createHmac('sha256', bytes)
          .update(encodeFields([bytes]))
          .digest('hex'),
      );
    }
    const big = new Uint8Array(200_000).fill(0xab);
    expect(toHex(H('big', big, 'é', 7))).toBe(nodeSha(encodeFields(['big', big, 'é', 7])));
    expect(toHex(H('small'))).toBe(nodeSha(encodeFields(['small']))); // after the buffer shrank
  });

  it('notices a key changed in place and keys afresh', () => {
    const key = new Uint8Array(32).fill(1);
    const before = toHex(PRF(key, 'salt', 'card', 3));
    key[5] = 9;
    const want = createHmac('sha256', key)
      .update(encodeFields(['salt', 'card', 3]))
      .digest('hex');
    expect(toHex(PRF(key, 'salt', 'card', 3))).toBe(want);
    expect(want).not.toBe(before);
  });

  it('keeps refusing what encodeFields refuses', () => {
    expect(outcome(() => H('t', -1))).toBe('error:out-of-range');
    expect(outcome(() => H('t', 1.5))).toBe('error:out-of-range');
    expect(outcome(() => H('t', 'a\ud800'))).toBe('error:malformed-string');
    expect(outcome(() => PRF(new Uint8Array(32), '\udc00'))).toBe('error:malformed-string');
  });
});

describe('uniform', () => {
  it('matches its BigInt definition, random and at the rejection limit', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 1, max: 1 << 22 }),
        (R, n) => {
          expect(uniform(R, n)).toBe(uniformBig(R, n));
        },
      ),
      { numRuns: 2000 },
    );
    for (const n of [1, 2, 3, 7, 30, 52, 1000, 12345, (1 << 21) - 1, 1 << 21, (1 << 21) + 1]) {
      const r = Number((1n << 64n) % BigInt(n));
      for (const lo of [0, 0xffffffff - r - 1, 0xffffffff - r, 0x1_0000_0000 - r, 0xffffffff]) {
        if (lo < 0 || lo > 0xffffffff) continue;
        for (const hi of [0, 1, 0xfffffffe, 0xffffffff]) {
          const R = new Uint8Array(32).fill(0x5a);
          new DataView(R.buffer).setUint32(0, hi);
          new DataView(R.buffer).setUint32(4, lo);
          expect(uniform(R, n)).toBe(uniformBig(R, n));
        }
      }
    }
  });
});

describe('canonical JSON', () => {
  /** An array with a property besides its items (`JSON.stringify` and `canonicalize` drop it). */
  const withExtra = (items: unknown[]): unknown[] => Object.assign([...items], { extra: 1 });
  const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(null, true, false, -0, 1.5, Number.NaN, Infinity, 2 ** 53, undefined),
      fc.integer(),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.sparseArray(tie('value'), { maxLength: 4 }),
      fc.array(tie('value'), { maxLength: 3 }).map(withExtra),
      fc.dictionary(fc.string({ unit: 'binary', maxLength: 6 }), tie('value'), { maxKeys: 4 }),
    ),
  })).value;

  it('gives the reference text, or the reference error, for any value', () => {
    fc.assert(
      fc.property(json, (v) => {
        expect(outcome(() => canonicalJson(v))).toEqual(outcome(() => canonicalJsonReference(v)));
      }),
      { numRuns: 3000 },
    );
    const deep: unknown[] = [];
    let at = deep;
    for (let i = 0; i < 70; i++) at.push((at = []));
    for (const v of [deep, new Date(0), new Uint8Array(2), { a: () => 1 }, 10n]) {
      expect(outcome(() => canonicalJson(v))).toEqual(outcome(() => canonicalJsonReference(v)));
    }
  });

  it('refuses arrays with holes or extra properties in both paths (wrong-type)', () => {
    const sparse: unknown[] = [1];
    sparse[2] = 3;
    // eslint-disable-next-line no-sparse-arrays -- the hole is the point
    const leading = [, 1];
    const trailing: unknown[] = [1];
    trailing.length = 2;
    const cases: unknown[] = [
      sparse,
      leading,
      trailing,
      { a: [0, leading] },
      withExtra([1, 2]),
      withExtra([]),
      [{ x: withExtra(['a']) }],
    ];
    for (const v of cases) {
      expect(outcome(() => canonicalJson(v))).toBe('error:wrong-type');
      expect(outcome(() => canonicalJsonReference(v))).toBe('error:wrong-type');
    }
    // `canonicalize` itself would have printed `[,1]`, which is not JSON.
    expect(canonicalize(leading)).toBe('[,1]');
    expect(canonicalJson([null, 1])).toBe('[null,1]');
  });

  it('output always parses back to an equal value, or a ProtocolError is thrown', () => {
    fc.assert(
      fc.property(fc.oneof(json, fc.anything({ withNullPrototype: true })), (v) => {
        let text: string;
        try {
          text = canonicalJson(v);
        } catch (e) {
          expect(isProtocolError(e), String(e)).toBe(true);
          return;
        }
        expect(JSON.parse(text)).toEqual(v);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('fromHex', () => {
  it('decodes exactly the lowercase hex it must, with the same codes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (b) => {
        expect(fromHex(toHex(b))).toEqual(b);
      }),
    );
    for (const bad of ['0', 'AB', 'g0', '0x', 'ā0', '\u0130\u0130', '0\u0100']) {
      expect(outcome(() => fromHex(bad))).toBe('error:malformed-hex');
    }
    expect(outcome(() => fromHex('00', 2))).toBe('error:wrong-length');
    expect(outcome(() => fromHex(7))).toBe('error:wrong-type');
  });
});

describe('HashChain keeping every element', () => {
  it('gives the elements and tip of a checkpointed chain, and fresh copies', () => {
    const seed = new Uint8Array(32).fill(4);
    for (const n of [1, 2, 26, 100]) {
      const id = { matchId: 'm1', seat: 'A', generation: 1 };
      const all = HashChain.create(seed, id, n);
      const lazy = HashChain.create(seed, id, n, 7);
      expect(all.tip).toEqual(lazy.tip);
      for (let i = 1; i <= n; i++) expect(all.element(i)).toEqual(lazy.element(i));
      all.element(1).fill(0);
      expect(all.element(1)).toEqual(lazy.element(1));
      const state = { ...startChain('m1', 'A', all.tip, n), tips: [all.tip, all.tip] };
      expect(outcome(() => checkChainSeed(state, seed))).toBe('error:chain-mismatch');
    }
  });
});

describe('hIterate (the chain walk)', () => {
  it('is `steps` applications of H(tag, key, x), with every step in the trail', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ maxLength: 80 }),
        fc.nat(40),
        fc.constantFrom('parley/v1/chain', 'x', 'a'.repeat(400)),
        (start, key, steps, tag) => {
          const trail = new Uint8Array(32 * (steps + 1));
          const walked = hIterate(tag, key, start, steps, trail);
          let e: Uint8Array = start;
          expect(trail.subarray(32 * steps)).toEqual(e);
          for (let k = 1; k <= steps; k++) {
            e = H(tag, key, e);
            expect(trail.subarray(32 * (steps - k), 32 * (steps - k) + 32)).toEqual(e);
          }
          expect(walked).toEqual(e);
          expect(hIterate(tag, key, start, steps)).toEqual(e);
          // H still works after a walk (the shared scratch buffer is left clean).
          expect(H(tag, key, start)).toEqual(
            steps > 0 ? trail.subarray(32 * (steps - 1), 32 * steps) : H(tag, key, start),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
