// Commitments: round trip, binding of every opening byte, labelled decoding errors, choices.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asRps,
  canonicalJson,
  commit,
  commitChoice,
  decodeOpening,
  deriveSalt,
  isProtocolError,
  openChoice,
  openCommitment,
  pickFirst,
  rpsWinner,
  toHex,
  verifyOpening,
  type JsonValue,
} from '../../protocol/index.ts';

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

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (isProtocolError(e)) return e.code;
    throw e;
  }
  return undefined;
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

  it('rejects any single-byte change to the opening', () => {
    fc.assert(
      fc.property(seed, fc.nat(50), fc.string({ maxLength: 8 }), fc.nat(), (s, index, v, at) => {
        const c = commit('card', { matchId: 'm-00000001', slot: index }, v, { privSeed: s, index });
        const text = JSON.stringify(c.opening);
        const p = at % text.length;
        const ch = text[p] === 'a' ? 'b' : 'a';
        const mutated = text.slice(0, p) + ch + text.slice(p + 1);
        let wire: unknown;
        try {
          wire = JSON.parse(mutated);
        } catch {
          return true; // not JSON any more: refused before any check
        }
        return !verifyOpening(c.commitment, wire);
      }),
    );
  });

  it('names the mismatch and every malformation', () => {
    const s = new Uint8Array(32).fill(7);
    const c = commit('card', { slot: 1 }, 'x', { privSeed: s, index: 1 });
    const o = c.opening;
    expect(code(() => openCommitment(c.commitment, { ...o, value: 'y' }))).toBe(
      'commitment-mismatch',
    );
    expect(code(() => openCommitment(c.commitment, { ...o, index: 2 }))).toBe(
      'commitment-mismatch',
    );
    expect(code(() => decodeOpening({ ...o, salt: o.salt.slice(2) }))).toBe('wrong-length');
    expect(code(() => decodeOpening({ ...o, salt: o.salt.toUpperCase() }))).toBe('malformed-hex');
    expect(code(() => decodeOpening({ ...o, kind: 'Card' }))).toBe('out-of-range');
    expect(code(() => decodeOpening({ ...o, index: -1 }))).toBe('out-of-range');
    expect(code(() => decodeOpening({ ...o, index: '1' }))).toBe('wrong-type');
    expect(code(() => decodeOpening({ ...o, extra: 1 }))).toBe('unknown-field');
    const noSalt: Record<string, unknown> = { ...o };
    delete noSalt['salt'];
    expect(code(() => decodeOpening(noSalt))).toBe('missing-field');
    expect(code(() => decodeOpening({ ...o, value: 0.5 }))).toBe('non-canonical');
    expect(code(() => decodeOpening(null))).toBe('wrong-type');
    expect(code(() => openCommitment('zz', o))).toBe('malformed-hex');
    expect(code(() => commit('card', 1, 2, { salt: new Uint8Array(31), index: 0 }))).toBe(
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
    const wrong = (f: () => unknown): string | undefined => code(f);
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
    expect(code(() => asRps('lizard'))).toBe('out-of-range');
  });

  it('picks who goes first from committed salts', () => {
    const a = toHex(new Uint8Array(32).fill(1));
    const b = toHex(new Uint8Array(32).fill(2));
    const first = pickFirst('match-0001', ['A', 'B'], [a, b]);
    expect(['A', 'B']).toContain(first);
    expect(pickFirst('match-0001', ['A', 'B'], [a, b])).toBe(first);
  });
});
