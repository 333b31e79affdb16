// Hash chains: generation, checkpointed access, in-order acceptance, misuse, extension rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HashChain,
  acceptElement,
  acceptExtension,
  chainKey,
  chainStep,
  chainTip,
  checkChainSeed,
  generationSeed,
  startChain,
  toHex,
  type ChainState,
} from '../../protocol/index.ts';
import { codeOf } from '../helpers/error-code.ts';

const seed = new Uint8Array(32).fill(9);
const id = { matchId: 'match-0001', seat: 'A', generation: 0 };

describe('HashChain', () => {
  it('follows e_N = H(chain, key, seed_g), e_(i-1) = H(chain, key, e_i)', () => {
    const c = HashChain.create(seed, id, 5);
    const key = chainKey(id);
    const e5 = chainStep(key, generationSeed(seed, 0));
    expect(toHex(c.element(5))).toBe(toHex(e5));
    for (let i = 5; i > 1; i--) {
      expect(toHex(chainStep(key, c.element(i)))).toBe(toHex(c.element(i - 1)));
    }
    expect(toHex(chainStep(key, c.element(1)))).toBe(toHex(c.tip));
    expect(toHex(chainTip(seed, id, 5))).toBe(toHex(c.tip));
  });

  it('gives the same elements whatever the checkpoint spacing and access order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 70 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (n, every, picks) => {
          const full = HashChain.create(seed, id, n, 1);
          const lazy = HashChain.create(seed, id, n, every);
          if (toHex(full.tip) !== toHex(lazy.tip)) return false;
          return picks.every((p) => {
            const i = (p % n) + 1;
            return toHex(full.element(i)) === toHex(lazy.element(i));
          });
        },
      ),
    );
  });

  it('refuses out-of-range access and bad parameters', () => {
    const c = HashChain.create(seed, id, 4);
    expect(codeOf(() => c.element(0))).toBe('out-of-range');
    expect(codeOf(() => c.element(5))).toBe('out-of-range');
    expect(codeOf(() => HashChain.create(seed, id, 0))).toBe('out-of-range');
    expect(codeOf(() => HashChain.create(new Uint8Array(31), id, 4))).toBe('wrong-length');
  });
});

describe('accepting elements', () => {
  const chain = HashChain.create(seed, id, 6);
  const start = (): ChainState => startChain(id.matchId, 'A', chain.tip, 6);

  it('accepts the elements in order', () => {
    let s = start();
    for (let k = 1; k <= 6; k++) s = acceptElement(s, k, chain.element(k));
    expect(s.last).toBe(6);
  });

  it('refuses a reveal twice, out of order, or past the end', () => {
    const s = acceptElement(start(), 1, chain.element(1));
    expect(codeOf(() => acceptElement(s, 1, chain.element(1)))).toBe('reveal-twice');
    expect(codeOf(() => acceptElement(s, 3, chain.element(3)))).toBe('reveal-out-of-order');
    let full = start();
    for (let k = 1; k <= 6; k++) full = acceptElement(full, k, chain.element(k));
    expect(codeOf(() => acceptElement(full, 7, new Uint8Array(32)))).toBe('chain-exhausted');
  });

  it('refuses an element from the wrong chain: other seat, other match, other seed', () => {
    const other = [
      HashChain.create(seed, { ...id, seat: 'B' }, 6),
      HashChain.create(seed, { ...id, matchId: 'match-0002' }, 6),
      HashChain.create(new Uint8Array(32).fill(8), id, 6),
    ];
    for (const c of other) {
      expect(codeOf(() => acceptElement(start(), 1, c.element(1)))).toBe('chain-mismatch');
    }
  });

  it('stops a player copying the opponent tip and echoing its elements', () => {
    const b = HashChain.create(seed, { ...id, seat: 'B' }, 6);
    const copied = startChain(id.matchId, 'A', b.tip, 6); // A publishes B's tip as its own
    expect(codeOf(() => acceptElement(copied, 1, b.element(1)))).toBe('chain-mismatch');
  });

  it('rejects any single-byte change to an element', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.nat(31),
        fc.integer({ min: 1, max: 255 }),
        (k, at, x) => {
          let s = start();
          for (let i = 1; i < k; i++) s = acceptElement(s, i, chain.element(i));
          const bad = Uint8Array.from(chain.element(k));
          bad[at]! ^= x;
          return codeOf(() => acceptElement(s, k, bad)) === 'chain-mismatch';
        },
      ),
    );
  });
});

describe('extension', () => {
  const N = 4;
  const gen = (g: number): HashChain => HashChain.create(seed, { ...id, generation: g }, N);
  const c0 = gen(0);
  const c1 = gen(1);

  it('continues with the next generation after the first is used up', () => {
    let s = startChain(id.matchId, 'A', c0.tip, N);
    s = acceptElement(s, 1, c0.element(1));
    s = acceptExtension(s, { generation: 1, tip: c1.tip, after: c0.element(1) }, 1);
    for (let k = 2; k <= N; k++) s = acceptElement(s, k, c0.element(k));
    for (let k = N + 1; k <= 2 * N; k++) s = acceptElement(s, k, c1.element(k - N));
    expect(s.last).toBe(2 * N);
    expect(() => checkChainSeed(s, seed)).not.toThrow();
    expect(codeOf(() => checkChainSeed(s, new Uint8Array(32)))).toBe('chain-mismatch');
  });

  it('refuses a skipped generation, a stale binding, a late extension', () => {
    let s = startChain(id.matchId, 'A', c0.tip, N);
    s = acceptElement(s, 1, c0.element(1));
    const ext = { generation: 1, tip: c1.tip, after: c0.element(1) };
    expect(codeOf(() => acceptExtension(s, { ...ext, generation: 2 }, 0))).toBe('bad-extension');
    expect(codeOf(() => acceptExtension(s, { ...ext, after: c0.tip }, 0))).toBe('chain-mismatch');
    expect(codeOf(() => acceptExtension(s, ext, N + 1))).toBe('bad-extension');
    for (let k = 2; k <= N; k++) s = acceptElement(s, k, c0.element(k));
    expect(codeOf(() => acceptExtension(s, { ...ext, after: c0.element(N) }, 0))).toBe(
      'bad-extension',
    );
  });

  it('catches a dishonest extension tip at the final reveal', () => {
    const fake = HashChain.create(new Uint8Array(32).fill(1), { ...id, generation: 1 }, N);
    let s = startChain(id.matchId, 'A', c0.tip, N);
    s = acceptExtension(s, { generation: 1, tip: fake.tip, after: c0.tip }, 0);
    expect(codeOf(() => checkChainSeed(s, seed))).toBe('chain-mismatch');
  });
});
