// The engine's fast canonical JSON (state hashes) gives exactly the text of `canonicalize`: on
// random values, on values that are not plain data (handed to `canonicalize`) and on every state of
// real matches.
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyMatch, type LockstepGame } from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import { CanonicalMemo, canonicalJson, hashCanonical } from '../../src/engine/hash.ts';
import { matchPublic } from '../../src/games/paragons/match/match.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep as LockstepGame<MatchState, MatchAction>;

/** `canonicalize` as the engine used it before the fast path: 'null' for no encoding. */
function reference(value: unknown): string {
  return canonicalize(value) ?? 'null';
}

/** What each function gives for `value`: its text or the message it threw. */
function outcome(f: (v: unknown) => string, value: unknown): string {
  try {
    return `ok ${f(value)}`;
  } catch (e) {
    return `throws ${e instanceof Error ? e.message : String(e)}`;
  }
}

const awkwardString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }), // lone surrogates included
  fc.constantFrom(
    '',
    '"',
    '\\',
    '\u0000',
    '\u001f',
    '\u007f',
    '\u2028',
    'é',
    '😀',
    '\ud800',
    'a\udc00',
  ),
);

const awkwardNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 1e21, 1e-7, 5e-324, Number.MAX_SAFE_INTEGER + 2, NaN, Infinity),
);

/** Plain data with the corners `canonicalize` treats specially. */
const awkward = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    awkwardString,
    awkwardNumber,
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 6 }),
  object: fc.dictionary(
    fc.oneof(awkwardString, fc.constantFrom('b', 'a', '10', '9', 'B', '_')),
    tie('value'),
    {
      maxKeys: 6,
    },
  ),
}));

/**
 * Every public state a game reaches while `verifyMatch` and both seats of a duel replay it; with
 * the adapter's state hash (the protocol's SHA-256, native in Node) next to the engine's
 * `hashCanonical` (@noble/hashes) of the same state.
 */
function recording(
  states: unknown[],
  hashes: [string, string][] = [],
): LockstepGame<MatchState, MatchAction> {
  return {
    ...PARAGONS_LOCKSTEP,
    publicHash: (s) => {
      states.push(matchPublic(s));
      const hash = PARAGONS_LOCKSTEP.publicHash(s);
      hashes.push([hash, hashCanonical(matchPublic(s))]);
      return hash;
    },
  };
}

describe('engine canonical JSON', () => {
  it('is the text of canonicalize on random JSON and awkward plain data', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), awkward.value), (v) => {
        expect(outcome(canonicalJson, v)).toBe(outcome(reference, v));
      }),
      { numRuns: 3000 },
    );
  });

  it('CanonicalMemo gives the same text, for values seen before, parts of them and new ones', () => {
    const memo = new CanonicalMemo(64);
    const seen: unknown[] = [];
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), awkward.value), fc.nat(), (v, pick) => {
        const again = seen.length > 0 ? seen[pick % seen.length] : v;
        seen.push(v);
        const parts = { v, again, list: [v, again, v] };
        for (const x of [v, again, parts]) {
          expect(outcome((y) => memo.text(y), x)).toBe(outcome(reference, x));
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('hands what is not plain data to canonicalize (same text or same error)', () => {
    const sparse: unknown[] = [1];
    sparse[3] = 2;
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    const deep: unknown[] = [];
    let at = deep;
    for (let i = 0; i < 300; i++) at = (at[0] = []) as unknown[];
    const cases: unknown[] = [
      undefined,
      () => 1,
      Symbol('s'),
      new Date(0),
      new Map([[1, 2]]),
      Uint8Array.of(1, 2),
      { toJSON: () => ({ b: 1, a: 2 }) },
      Object.assign([1, 2], { toJSON: () => 'x' }),
      Object.create(null) as object,
      Object.assign(Object.create(null) as object, { z: 1, a: [undefined] }),
      { a: () => 1, b: Symbol('s'), c: undefined },
      [undefined, Symbol('s'), () => 1],
      sparse,
      cyclic,
      deep,
      { '\ud800': 1 },
      { a: 1n },
    ];
    for (const v of cases) expect(outcome(canonicalJson, v)).toBe(outcome(reference, v));
  });

  it('is the text of canonicalize on every state of real matches (both seats and the verifier)', async () => {
    const states: unknown[] = [];
    const hashes: [string, string][] = [];
    const game = recording(states, hashes);
    for (const options of [
      { mode: 'preconstructed', bestOf: 1 },
      { mode: 'draft', bestOf: 1 },
    ] as const) {
      const r = await duel({ seed: 5, options, games: { A: game, B: game }, verify: false });
      expect(await verifyMatch(r.file, game)).toMatchObject({ verdict: 'fair' });
    }
    expect(states.length).toBeGreaterThan(500);
    for (const s of states) expect(canonicalJson(s)).toBe(reference(s));
    // The live hash (CanonicalMemo: texts remembered per object) is the engine's hashCanonical of
    // the same state, at the time and again now that every later state was built from it (which
    // would show an object changed after it was hashed).
    hashes.forEach(([live, engine], i) => {
      expect(live).toBe(engine);
      expect(hashCanonical(states[i])).toBe(live);
    });
    expect(hashCanonical(states[states.length - 1])).toMatch(/^[0-9a-f]{64}$/);
  }, 120_000);
});
