// Joint randomness: R_k, uniform without bias, Fisher–Yates shuffle, public and private draws.
// Chi-square tests use fixed inputs (deterministic) and the p = 0.001 critical values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  H,
  canonicalMultiset,
  drawSecret,
  eventRandomness,
  fromHex,
  privateDrawIndex,
  publicDraw,
  shuffle,
  toHex,
  uniform,
} from '../../protocol/index.ts';

/** Critical values of chi-square at p = 0.001 (upper tail), by degrees of freedom. */
const CHI2_P001: Record<number, number> = { 5: 20.515, 23: 49.728, 51: 86.661, 9: 27.877 };

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
}

const R = (i: number): Uint8Array => H('test/chi', i);

describe('uniform', () => {
  it('stays in range', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 1, max: 2 ** 53 - 1 }),
        (r, n) => {
          const x = uniform(r, n);
          return Number.isInteger(x) && x >= 0 && x < n;
        },
      ),
    );
  });

  it('rejects the biased top range and rehashes', () => {
    // n = 3: 2^64 mod 3 = 1, so x = 2^64 - 1 is the one rejected value.
    const r = fromHex('ff'.repeat(8) + '00'.repeat(24));
    const rehashed = H('parley/v1/uniform', r, 1);
    const x = new DataView(rehashed.buffer).getBigUint64(0);
    expect(uniform(r, 3)).toBe(Number(x % 3n));
    expect(uniform(r, 2)).toBe(1); // 2^64 mod 2 = 0: no rejection, (2^64 - 1) mod 2
  });

  it.each([6, 52])('is uniform over %i values (chi-square, p > 0.001)', (n) => {
    const counts = new Array<number>(n).fill(0);
    const samples = 1000 * n;
    for (let i = 0; i < samples; i++) counts[uniform(R(i), n)]!++;
    expect(chiSquare(counts)).toBeLessThan(CHI2_P001[n - 1]!);
  });

  it('refuses bad bounds and bad randomness', () => {
    expect(() => uniform(R(0), 0)).toThrow(/out-of-range/);
    expect(() => uniform(R(0), 1.5)).toThrow(/out-of-range/);
    expect(() => uniform(new Uint8Array(8), 3)).toThrow(/wrong-length/);
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves the input alone', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.array(fc.integer()),
        (r, xs) => {
          const copy = [...xs];
          const out = shuffle(r, xs);
          return (
            JSON.stringify(xs) === JSON.stringify(copy) &&
            JSON.stringify([...out].sort()) === JSON.stringify([...xs].sort())
          );
        },
      ),
    );
  });

  it('makes all 24 orders of 4 items equally likely (chi-square, p > 0.001)', () => {
    const index = new Map<string, number>();
    const counts = new Array<number>(24).fill(0);
    for (let i = 0; i < 24_000; i++) {
      const key = shuffle(R(i), [0, 1, 2, 3]).join('');
      if (!index.has(key)) index.set(key, index.size);
      counts[index.get(key)!]!++;
    }
    expect(index.size).toBe(24);
    expect(chiSquare(counts)).toBeLessThan(CHI2_P001[23]!);
  });

  it('puts each item in each of 10 positions equally often (chi-square, p > 0.001)', () => {
    const counts = new Array<number>(10).fill(0);
    const list = [...Array(10).keys()];
    for (let i = 0; i < 10_000; i++) counts[shuffle(R(i), list).indexOf(0)]!++;
    expect(chiSquare(counts)).toBeLessThan(CHI2_P001[9]!);
  });
});

describe('draws', () => {
  it('orders a multiset canonically, copies numbered, whatever the input order', () => {
    const order = canonicalMultiset(['b', 'a', 'b', 'c', 'a', 'b']);
    expect(order).toEqual([
      { id: 'a', copy: 1 },
      { id: 'a', copy: 2 },
      { id: 'b', copy: 1 },
      { id: 'b', copy: 2 },
      { id: 'b', copy: 3 },
      { id: 'c', copy: 1 },
    ]);
    expect(publicDraw(R(1), ['c', 'b', 'a'])).toEqual(publicDraw(R(1), ['a', 'b', 'c']));
    expect(() => publicDraw(R(1), [])).toThrow(/out-of-range/);
  });

  it('derives R_k from match, index and every element, in seat order', () => {
    const a = H('a');
    const b = H('b');
    const r = eventRandomness('match-0001', 1, [a, b]);
    expect(toHex(r)).toBe(toHex(H('parley/v1/event', 'match-0001', 1, a, b)));
    expect(toHex(r)).not.toBe(toHex(eventRandomness('match-0001', 1, [b, a])));
    expect(toHex(r)).not.toBe(toHex(eventRandomness('match-0002', 1, [a, b])));
    expect(toHex(r)).not.toBe(toHex(eventRandomness('match-0001', 2, [a, b])));
  });

  it('private draws depend on the draw secret and are uniform (chi-square, p > 0.001)', () => {
    const seed = new Uint8Array(32).fill(4);
    const counts = new Array<number>(6).fill(0);
    for (let j = 0; j < 6000; j++) counts[privateDrawIndex(R(j), drawSecret(seed, j), 6)]!++;
    expect(chiSquare(counts)).toBeLessThan(CHI2_P001[5]!);
    const other = new Uint8Array(32).fill(5);
    const differs = [...Array(50).keys()].some(
      (j) =>
        privateDrawIndex(R(j), drawSecret(seed, j), 30) !==
        privateDrawIndex(R(j), drawSecret(other, j), 30),
    );
    expect(differs).toBe(true);
    expect(() => privateDrawIndex(R(0), new Uint8Array(3), 5)).toThrow(
      expect.objectContaining({ name: 'ProtocolError', code: 'wrong-length' }),
    );
  });
});
