// Commitments: round trip, binding of every opening byte and field, labelled decoding errors;
// choices: commit-reveal, replay refusal, who goes first. The pickFirst chi-square tests use fixed
// salts (deterministic) and the p = 0.001 critical values: a fair coin would fail 1 time in 1000.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  H,
  asRps,
  canonicalJson,
  commit,
  commitChoice,
  decodeOpening,
  deriveSalt,
  openChoice,
  openCommitment,
  pickFirst,
  rpsWinner,
  toHex,
  verifyOpening,
  type JsonValue,
} from '../../protocol/index.ts';
import { codeOf } from '../helpers/error-code.ts';

const seed = fc.uint8Array({ minLength: 32, maxLength: 32 });
const kind = fc.stringMatching(/^[a-z][a-z0-9-]{0,31}$/);
const json: fc.Arbitrary<JsonValue> = fc.jsonValue({ maxDepth: 2 }).filter((v) => {
  try {
    canonicalJson(v);
    return true;
  } catch {
    return false;
  }
}) as fc.Arbitrary<JsonValue>;

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
}

const HEX = '0123456789abcdef';
const CHARS = 'abz09-_é';

/**
 * Every single change to an opening (as JSON off the wire), each a function of a number: one
 * character of any string (one nibble of the hex salt: a single-byte flip), any number changed,
 * a boolean flipped, null replaced, an array item removed or added, an object key renamed, a field
 * dropped. Recurses into `context` and `value`.
 */
function changeSites(opening: Record<string, unknown>): ((n: number) => unknown)[] {
  const sites: ((n: number) => unknown)[] = [];
  const walk = (v: unknown, set: (x: unknown) => unknown): void => {
    if (typeof v === 'string') {
      for (let p = 0; p < v.length; p++) {
        sites.push((n) => {
          const pool = /^[0-9a-f]{64}$/.test(v) ? HEX : CHARS;
          let c = pool[n % pool.length]!;
          if (c === v[p]) c = pool[(n + 1) % pool.length]!;
          return set(v.slice(0, p) + c + v.slice(p + 1));
        });
      }
      sites.push(() => set(v + 'a'));
    } else if (typeof v === 'number') {
      sites.push((n) => set(v + (n % 7) + 1));
      sites.push(() => set(String(v)));
    } else if (typeof v === 'boolean') {
      sites.push(() => set(!v));
    } else if (v === null) {
      sites.push(() => set(0));
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, (x) => set(v.map((y, k) => (k === i ? x : y)))));
      if (v.length > 0) sites.push(() => set(v.slice(1)));
      sites.push(() => set([...v, 0]));
    } else if (typeof v === 'object') {
      const rec = v as Record<string, unknown>;
      for (const k of Object.keys(rec)) {
        walk(rec[k], (x) => set({ ...rec, [k]: x }));
        sites.push(() => {
          const { [k]: moved, ...others } = rec;
          return set({ ...others, [`${k}x`]: moved });
        });
      }
      sites.push(() => set({ ...rec, extra: 1 }));
    }
  };
  for (const f of Object.keys(opening)) {
    walk(opening[f], (x) => ({ ...opening, [f]: x }));
    sites.push(() => {
      const rest = { ...opening };
      delete rest[f];
      return rest;
    });
  }
  return sites;
}

describe('commit / open / verify', () => {
  it('round-trips: an honest opening always verifies', () => {
    fc.assert(
      fc.property(seed, kind, fc.nat(1000), json, json, (s, k, index, context, value) => {
        const c = commit(k, context, value, { privSeed: s, index });
        const wire = JSON.parse(JSON.stringify(c.opening)) as unknown;
        return (
          verifyOpening(c.commitment, wire) && c.opening.salt === toHex(deriveSalt(s, k, index))
        );
      }),
    );
  });

  it('rejects any single-byte or single-field change to one opening of many, naming which', () => {
    fc.assert(
      fc.property(
        seed,
        fc.array(fc.record({ kind, context: json, value: json }), { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (s, items, which, where, how) => {
          const made = items.map((c, index) =>
            commit(c.kind, c.context, c.value, { privSeed: s, index }),
          );
          const j = which % made.length;
          const wire = JSON.parse(JSON.stringify(made[j]!.opening)) as Record<string, unknown>;
          const sites = changeSites(wire);
          const changed = sites[where % sites.length]!(how);
          expect(JSON.stringify(changed)).not.toBe(JSON.stringify(wire));
          const openings = made.map((c, i) => (i === j ? changed : c.opening));
          // The first opening that fails is the changed one, and it fails with a labelled code.
          expect(openings.findIndex((o, i) => !verifyOpening(made[i]!.commitment, o))).toBe(j);
          const why = codeOf(() => openCommitment(made[j]!.commitment, changed));
          expect(why === undefined ? 'opened' : 'refused').toBe('refused');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names the mismatch and every malformation', () => {
    const s = new Uint8Array(32).fill(7);
    const c = commit('card', { slot: 1 }, 'x', { privSeed: s, index: 1 });
    const o = c.opening;
    expect(codeOf(() => openCommitment(c.commitment, { ...o, value: 'y' }))).toBe(
      'commitment-mismatch',
    );
    expect(codeOf(() => openCommitment(c.commitment, { ...o, index: 2 }))).toBe(
      'commitment-mismatch',
    );
    expect(codeOf(() => decodeOpening({ ...o, salt: o.salt.slice(2) }))).toBe('wrong-length');
    expect(codeOf(() => decodeOpening({ ...o, salt: o.salt.toUpperCase() }))).toBe('malformed-hex');
    expect(codeOf(() => decodeOpening({ ...o, kind: 'Card' }))).toBe('out-of-range');
    expect(codeOf(() => decodeOpening({ ...o, index: -1 }))).toBe('out-of-range');
    expect(codeOf(() => decodeOpening({ ...o, index: '1' }))).toBe('wrong-type');
    expect(codeOf(() => decodeOpening({ ...o, extra: 1 }))).toBe('unknown-field');
    const noSalt: Record<string, unknown> = { ...o };
    delete noSalt['salt'];
    expect(codeOf(() => decodeOpening(noSalt))).toBe('missing-field');
    expect(codeOf(() => decodeOpening({ ...o, value: 0.5 }))).toBe('non-canonical');
    expect(codeOf(() => decodeOpening(null))).toBe('wrong-type');
    expect(codeOf(() => openCommitment('zz', o))).toBe('malformed-hex');
    expect(codeOf(() => commit('card', 1, 2, { salt: new Uint8Array(31), index: 0 }))).toBe(
      'wrong-length',
    );
  });

  it('keeps salts of different kinds and indices apart', () => {
    const s = new Uint8Array(32).fill(1);
    expect(toHex(deriveSalt(s, 'card', 1))).not.toBe(toHex(deriveSalt(s, 'card', 2)));
    expect(toHex(deriveSalt(s, 'card', 1))).not.toBe(toHex(deriveSalt(s, 'deck', 1)));
  });
});

describe('choices', () => {
  const salt = new Uint8Array(32).fill(3);
  const ctx = { matchId: 'match-0001', seat: 'A', round: 1 };

  it('commits, opens and refuses a changed choice or a replay in another round or seat', () => {
    const c = commitChoice(ctx, 'rock', salt);
    expect(openChoice(ctx, c, { choice: 'rock', salt: toHex(salt) })).toBe('rock');
    const wrong = (f: () => unknown): string | undefined => codeOf(f);
    expect(wrong(() => openChoice(ctx, c, { choice: 'paper', salt: toHex(salt) }))).toBe(
      'commitment-mismatch',
    );
    expect(
      wrong(() => openChoice({ ...ctx, round: 2 }, c, { choice: 'rock', salt: toHex(salt) })),
    ).toBe('commitment-mismatch');
    expect(
      wrong(() => openChoice({ ...ctx, seat: 'B' }, c, { choice: 'rock', salt: toHex(salt) })),
    ).toBe('commitment-mismatch');
  });

  it('decides rock-paper-scissors', () => {
    expect(rpsWinner('rock', 'scissors')).toBe('first');
    expect(rpsWinner('scissors', 'paper')).toBe('first');
    expect(rpsWinner('paper', 'rock')).toBe('first');
    expect(rpsWinner('rock', 'paper')).toBe('second');
    expect(rpsWinner('paper', 'paper')).toBe('tie');
    expect(codeOf(() => asRps('lizard'))).toBe('out-of-range');
  });

  it('refuses a choice commitment replayed under another matchId, seat or round', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.constantFrom('rock', 'paper', 'scissors'),
        fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/),
        fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/),
        (s, choice, m1, m2) => {
          fc.pre(m1 !== m2);
          const here = { ...ctx, matchId: m1 };
          const c = commitChoice(here, choice, s);
          const opening = { choice, salt: toHex(s) };
          expect(openChoice(here, c, opening)).toBe(choice);
          expect(codeOf(() => openChoice({ ...here, matchId: m2 }, c, opening))).toBe(
            'commitment-mismatch',
          );
        },
      ),
    );
  });

  it('refuses malformed choice input with labelled codes', () => {
    const c = commitChoice(ctx, 'rock', salt);
    expect(codeOf(() => openChoice(ctx, c, null as never))).toBe('wrong-type');
    expect(codeOf(() => openChoice(ctx, c, { choice: 'rock' } as never))).toBe('missing-field');
    expect(codeOf(() => openChoice(ctx, c, { choice: 1, salt: toHex(salt) } as never))).toBe(
      'wrong-type',
    );
    expect(codeOf(() => openChoice(ctx, 'zz', { choice: 'rock', salt: toHex(salt) }))).toBe(
      'malformed-hex',
    );
    expect(codeOf(() => openChoice(null as never, c, { choice: 'rock', salt: toHex(salt) }))).toBe(
      'wrong-type',
    );
    expect(codeOf(() => commitChoice({ ...ctx, round: -1 }, 'rock', salt))).toBe('out-of-range');
    expect(codeOf(() => commitChoice(ctx, 'rock', salt.subarray(1)))).toBe('wrong-length');
    expect(codeOf(() => rpsWinner('rock', 'lizard' as never))).toBe('out-of-range');
    expect(codeOf(() => pickFirst('match-0001', 'AB' as never, ['00'.repeat(32)]))).toBe(
      'wrong-type',
    );
    expect(codeOf(() => pickFirst('match-0001', ['A', 'B'], ['00'.repeat(32)]))).toBe(
      'out-of-range',
    );
    expect(codeOf(() => pickFirst('match-0001', ['A'], ['00']))).toBe('wrong-length');
  });

  /** Critical values of chi-square at p = 0.001 (upper tail), by degrees of freedom. */
  const CHI2_P001: Record<number, number> = { 1: 10.828, 2: 13.816, 3: 16.266 };
  const coinSalt = (...parts: (string | number)[]): string => toHex(H('test/coin', ...parts));

  it('picks who goes first: deterministic, every seat for some salts, evenly (chi-square, p > 0.001)', () => {
    for (const seats of [
      ['A', 'B'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C', 'D'],
    ]) {
      const counts = new Map(seats.map((seat) => [seat, 0]));
      const samples = 2000 * seats.length;
      for (let i = 0; i < samples; i++) {
        const salts = seats.map((seat) => coinSalt(seats.length, seat, i));
        const first = pickFirst('match-0001', seats, salts);
        expect(pickFirst('match-0001', seats, salts)).toBe(first);
        counts.set(first, counts.get(first)! + 1);
      }
      const c = [...counts.values()];
      expect(
        Math.min(...c),
        `every seat of ${seats.join('')} goes first sometimes`,
      ).toBeGreaterThan(0);
      expect(chiSquare(c)).toBeLessThan(CHI2_P001[seats.length - 1]!);
    }
  });

  it('stays even when every salt but one is fixed by an adversary (chi-square, p > 0.001)', () => {
    const fixed = coinSalt('adversary');
    const counts = new Map([
      ['A', 0],
      ['B', 0],
      ['C', 0],
    ]);
    for (let i = 0; i < 6000; i++) {
      const first = pickFirst('match-0001', ['A', 'B', 'C'], [fixed, coinSalt('honest', i), fixed]);
      counts.set(first, counts.get(first)! + 1);
    }
    expect(chiSquare([...counts.values()])).toBeLessThan(CHI2_P001[2]!);
  });

  it('a coin depends on the match and on every salt', () => {
    const a = coinSalt('a');
    const b = coinSalt('b');
    const firsts = (f: (i: number) => string): Set<string> =>
      new Set([...Array(40).keys()].map((i) => f(i)));
    // Over 40 matches, or 40 values of either salt, both seats go first at least once.
    expect(firsts((i) => pickFirst(`match-${i}-xyz`, ['A', 'B'], [a, b]))).toEqual(
      new Set(['A', 'B']),
    );
    expect(firsts((i) => pickFirst('match-0001', ['A', 'B'], [coinSalt(i), b]))).toEqual(
      new Set(['A', 'B']),
    );
    expect(firsts((i) => pickFirst('match-0001', ['A', 'B'], [a, coinSalt(i)]))).toEqual(
      new Set(['A', 'B']),
    );
  });
});
