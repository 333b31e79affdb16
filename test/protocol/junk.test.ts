// Junk at the trust boundary: every exported function of protocol/choice.ts, hash.ts, commit.ts and
// random.ts, called with arguments that are valid, nearly valid or anything at all (fast-check
// `anything`, boxed values, typed arrays, null-prototype objects, objects whose string conversion
// throws, symbols, functions), either returns or throws a labelled ProtocolError: never a
// TypeError or RangeError (house rules: hostile input throws a labelled error). fast-check prints
// the seed and the counterexample of any failure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as choice from '../../protocol/choice.ts';
import * as commitModule from '../../protocol/commit.ts';
import { ProtocolError } from '../../protocol/errors.ts';
import * as hash from '../../protocol/hash.ts';
import * as random from '../../protocol/random.ts';
import { toHex } from '../../protocol/bytes.ts';

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withObjectString: true,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withTypedArray: true,
    withSparseArray: true,
  }),
  fc.constantFrom<unknown>(
    undefined,
    null,
    Symbol('junk'),
    () => 1,
    { toString: 0 },
    { valueOf: 0, toString: 0 },
    Object.create(null),
    new Uint8Array(31),
    new Int8Array(32),
    new ArrayBuffer(32),
    Number.NaN,
    -1,
    2 ** 53,
    1.5,
    '',
    'zz',
    'A'.repeat(64),
    [],
    [null],
  ),
);

/** A valid value of `a` or junk, equally often. */
const maybe = (a: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof(a, junk);

const bytes = fc.uint8Array({ maxLength: 80 });
const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
const hex32 = bytes32.map(toHex);
const str = fc.string({ maxLength: 12 });
const nat = fc.nat(1000);
const kind = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
const json = fc.jsonValue({ maxDepth: 2 });
const field = maybe(fc.oneof(bytes, str, nat));
const keyed = bytes32.map((k) => new hash.KeyedPrf(k));
const seed = maybe(fc.oneof(bytes32, keyed));
const rps = maybe(fc.constantFrom('rock', 'paper', 'scissors'));
const ctx = maybe(fc.record({ matchId: maybe(str), seat: maybe(str), round: maybe(nat) }));
const opening = maybe(
  fc.record({
    kind: maybe(kind),
    index: maybe(nat),
    context: maybe(json),
    value: maybe(json),
    salt: maybe(hex32),
  }),
);
/** hIterate walks `steps` hashes: junk, but never a huge valid count. */
const steps = fc.oneof(
  fc.nat(20),
  junk.filter((j) => typeof j !== 'number' || !Number.isSafeInteger(j) || j < 0),
);

/**
 * The arguments of one export: `mixed` (each argument valid, nearly valid or junk, nested fields
 * too), `honest` (valid arguments, so that returns are seen), and which outcomes must be seen:
 * `both`, `throws` (random honest arguments cannot succeed: an opening has to match its
 * commitment) or `returns` (a predicate that answers false instead of throwing).
 */
type Spec = {
  readonly args: fc.Arbitrary<readonly unknown[]>;
  readonly seen: 'both' | 'throws' | 'returns';
};

interface SpecOptions {
  /** Extra trailing arguments (the fields of H, PRF, …). */
  readonly rest?: fc.Arbitrary<unknown>;
  readonly honestRest?: fc.Arbitrary<unknown>;
  readonly seen?: Spec['seen'];
}

function withRest(
  args: readonly fc.Arbitrary<unknown>[],
  rest: fc.Arbitrary<unknown> | undefined,
): fc.Arbitrary<readonly unknown[]> {
  if (rest === undefined) return fc.tuple(...args);
  return fc
    .tuple(fc.tuple(...args), fc.array(rest, { maxLength: 4 }))
    .map(([a, r]) => [...a, ...r]);
}

function spec(
  mixed: readonly fc.Arbitrary<unknown>[],
  honest: readonly fc.Arbitrary<unknown>[] | fc.Arbitrary<readonly unknown[]>,
  options: SpecOptions = {},
): Spec {
  const good = Array.isArray(honest)
    ? withRest(honest as readonly fc.Arbitrary<unknown>[], options.honestRest)
    : (honest as fc.Arbitrary<readonly unknown[]>);
  return { args: fc.oneof(withRest(mixed, options.rest), good), seen: options.seen ?? 'both' };
}

const ctxOk = fc.record({ matchId: str, seat: str, round: nat });
const openingOk = fc.record({ kind, index: nat, context: json, value: json, salt: hex32 });
const honestField = fc.oneof(bytes, str, nat);
/** pickFirst's honest arguments: one 32-byte hex salt per seat. */
const honestPick = fc
  .integer({ min: 1, max: 4 })
  .chain((n) =>
    fc.tuple(
      str,
      fc.array(str, { minLength: n, maxLength: n }),
      fc.array(hex32, { minLength: n, maxLength: n }),
    ),
  );
/** hIterate's honest arguments: a trail of 32·(steps + 1) bytes, or none. */
const honestIterate = fc
  .tuple(str, bytes, bytes32, fc.nat(20), fc.boolean())
  .map(([tag, key, start, n, trail]) =>
    trail ? [tag, key, start, n, new Uint8Array(32 * (n + 1))] : [tag, key, start, n],
  );
const rpsOk = fc.constantFrom('rock', 'paper', 'scissors');
const bound = fc.integer({ min: 1, max: 2 ** 53 - 1 });

/** Argument arbitraries for every exported function, by module and name. */
const SPECS: Record<string, { module: Record<string, unknown>; specs: Record<string, Spec> }> = {
  'choice.ts': {
    module: choice,
    specs: {
      commitChoice: spec([ctx, maybe(str), maybe(bytes32)], [ctxOk, str, bytes32]),
      openChoice: spec(
        [ctx, maybe(hex32), maybe(fc.record({ choice: maybe(str), salt: maybe(hex32) }))],
        [ctxOk, hex32, fc.record({ choice: str, salt: hex32 })],
        { seen: 'throws' },
      ),
      asRps: spec([rps], [rpsOk]),
      rpsWinner: spec([rps, rps], [rpsOk, rpsOk]),
      pickFirst: spec(
        [
          maybe(str),
          maybe(fc.array(maybe(str), { maxLength: 4 })),
          maybe(fc.array(maybe(hex32), { maxLength: 4 })),
        ],
        honestPick,
      ),
    },
  },
  'hash.ts': {
    module: hash,
    specs: {
      fieldBytes: spec([field], [honestField]),
      encodeFields: spec(
        [maybe(fc.array(field, { maxLength: 4 }))],
        [fc.array(honestField, { maxLength: 4 })],
      ),
      sha256: spec([maybe(bytes)], [bytes]),
      sha256TextHex: spec([maybe(str)], [str]),
      hIterate: spec(
        [maybe(str), maybe(bytes), maybe(bytes32), steps, maybe(bytes)],
        honestIterate,
      ),
      H: spec([maybe(str)], [str], { rest: field, honestRest: honestField }),
      hHex: spec([maybe(str)], [str], { rest: field, honestRest: honestField }),
      PRF: spec([maybe(bytes)], [bytes], { rest: field, honestRest: honestField }),
      KeyedPrf: spec([maybe(bytes)], [bytes], { rest: field, honestRest: honestField }),
      keyFingerprint: spec([fc.oneof(bytes32, hex32, junk)], [fc.oneof(bytes32, hex32)]),
    },
  },
  'commit.ts': {
    module: commitModule,
    specs: {
      checkKind: spec([maybe(kind)], [kind]),
      deriveSalt: spec([seed, maybe(kind), maybe(nat)], [fc.oneof(bytes32, keyed), kind, nat]),
      commitmentOf: spec([opening], [openingOk]),
      commit: spec(
        [
          maybe(kind),
          maybe(json),
          maybe(json),
          maybe(
            fc.oneof(
              fc.record({ privSeed: seed, index: maybe(nat) }),
              fc.record({ salt: maybe(bytes32), index: maybe(nat) }),
            ),
          ),
        ],
        [
          kind,
          json,
          json,
          fc.oneof(
            fc.record({ privSeed: fc.oneof(bytes32, keyed), index: nat }),
            fc.record({ salt: bytes32, index: nat }),
          ),
        ],
      ),
      decodeOpening: spec([opening], [openingOk]),
      verifyOpening: spec([maybe(fc.oneof(hex32, bytes32)), opening], [hex32, openingOk], {
        seen: 'returns',
      }),
      openCommitment: spec([maybe(fc.oneof(hex32, bytes32)), opening], [hex32, openingOk], {
        seen: 'throws',
      }),
    },
  },
  'random.ts': {
    module: random,
    specs: {
      eventRandomness: spec(
        [maybe(str), maybe(nat), maybe(fc.array(maybe(bytes32)))],
        [str, fc.integer({ min: 1, max: 1000 }), fc.array(bytes32, { maxLength: 4 })],
      ),
      uniform: spec([maybe(bytes32), maybe(bound)], [bytes32, bound]),
      uniformBig: spec([maybe(bytes32), maybe(bound)], [bytes32, bound]),
      shuffle: spec(
        [maybe(bytes32), maybe(fc.array(fc.anything(), { maxLength: 6 }))],
        [bytes32, fc.array(fc.anything(), { maxLength: 6 })],
      ),
      compareIds: spec([maybe(str), maybe(str)], [str, str]),
      canonicalMultiset: spec(
        [maybe(fc.array(maybe(str), { maxLength: 6 }))],
        [fc.array(str, { maxLength: 6 })],
      ),
      publicDraw: spec(
        [maybe(bytes32), maybe(fc.array(maybe(str), { maxLength: 6 }))],
        [bytes32, fc.array(str, { minLength: 1, maxLength: 6 })],
      ),
      drawSecret: spec([seed, maybe(nat)], [fc.oneof(bytes32, keyed), nat]),
      privateDrawIndex: spec(
        [maybe(bytes32), maybe(bytes32), maybe(fc.integer({ min: 1, max: 60 }))],
        [bytes32, bytes32, fc.integer({ min: 1, max: 60 })],
      ),
      privCommitment: spec([maybe(str), maybe(str), maybe(bytes32)], [str, str, bytes32]),
    },
  },
};

/** Calls export `name` with `args` (a class: constructs it, then derives with the rest). */
function call(module: Record<string, unknown>, name: string, args: readonly unknown[]): unknown {
  if (name === 'KeyedPrf') {
    const prf = new hash.KeyedPrf(args[0] as Uint8Array);
    return prf.derive(...(args.slice(1) as hash.Field[]));
  }
  return (module[name] as (...a: readonly unknown[]) => unknown)(...args);
}

describe.each(Object.entries(SPECS))('junk into protocol/%s', (_file, { module, specs }) => {
  it('every exported function has a junk specification', () => {
    const exported = Object.entries(module)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k)
      .sort();
    expect(exported).toEqual(Object.keys(specs).sort());
  });

  it.each(Object.entries(specs))('%s returns or throws only ProtocolError', (name, s) => {
    let returned = 0;
    let refused = 0;
    fc.assert(
      fc.property(s.args, (args) => {
        try {
          call(module, name, args);
          returned++;
        } catch (e) {
          if (!(e instanceof ProtocolError)) {
            throw new Error(
              `${name} threw ${e instanceof Error ? e.name : typeof e}: ${String(e)}`,
            );
          }
          refused++;
        }
      }),
      { numRuns: 400 },
    );
    // Not vacuous: junk was refused, and honest arguments went through.
    if (s.seen !== 'returns') expect(refused).toBeGreaterThan(0);
    if (s.seen !== 'throws') expect(returned).toBeGreaterThan(0);
  });
});
