// The strict JSON reader (protocol/strict-json.ts, docs/match-file.md "Reading a file"): vectors
// for what it reads and what it refuses, and fast-check properties that it reads exactly what
// JSON.parse reads on every input without a duplicate key or a lone surrogate, refuses every
// duplicate key naming it and its path, and refuses exactly the inputs that cross a limit.
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isWellFormedString } from '../../protocol/bytes.ts';
import { isProtocolError } from '../../protocol/index.ts';
import {
  decodeUtf8,
  firstInvalidUtf8,
  jsonPath,
  readJson,
  type JsonLimits,
} from '../../protocol/strict-json.ts';

/** Limits no test input comes near. */
const WIDE: JsonLimits = { maxDepth: 1000, maxValues: 1e9, maxItems: 1e9, maxStringLength: 1e9 };

/** The refusal `fn` throws: its code and message (undefined when it returns). */
function refusal(fn: () => unknown): { code: string; message: string } | undefined {
  try {
    fn();
  } catch (e) {
    if (isProtocolError(e)) return { code: e.code, message: e.message };
    throw e;
  }
  return undefined;
}

const read = (text: string, limits: JsonLimits = WIDE): unknown => readJson(text, limits);

describe('strict JSON reader: vectors', () => {
  it('reads what JSON.parse reads, value for value', () => {
    const texts = [
      '0',
      '-1',
      '1.5e3',
      '-0',
      '1E+2',
      '0.000001',
      '123456789012345678901234567890',
      '"a"',
      '""',
      '"\\u00e9\\ud83d\\ude00\\/\\b\\f\\n\\r\\t\\"\\\\"',
      '"é😀"',
      '[]',
      '{}',
      ' \t\n\r[1 , 2]\r\n ',
      '{"a":{"b":[true,false,null]},"c":"d"}',
      '{"a":1,"A":1,"1":0,"01":0,"":2}',
      '{"__proto__":{"x":1},"constructor":2}',
      '[[[[[]]]]]',
    ];
    for (const t of texts) {
      const v = read(t);
      expect(isDeepStrictEqual(v, JSON.parse(t)), t).toBe(true);
    }
    const proto = read('{"__proto__":{"x":1}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
    expect((proto as { x?: unknown }).x).toBeUndefined();
  });

  it('refuses a duplicate key anywhere, naming the key and its JSON path', () => {
    const cases: [string, RegExp][] = [
      ['{"a":1,"a":1}', /duplicate key "a" in \$ at line 1, column 8/],
      ['{"a":0,"\\u0061":1}', /duplicate key "a" in \$ /],
      ['{"x":[{"k":0},{"k":0,"k":1}]}', /duplicate key "k" in \$\.x\[1\] /],
      ['{"h":{"game":{"id":1,"id":2}}}', /duplicate key "id" in \$\.h\.game /],
      ['{"__proto__":0,"__proto__":1}', /duplicate key "__proto__" in \$ /],
      ['{\n "format": 1,\n "format": 1\n}', /duplicate key "format" in \$ at line 3, column 2/],
      ['{"a b":{"c":0,"c":0}}', /duplicate key "c" in \$\["a b"\] /],
    ];
    for (const [t, words] of cases) {
      expect(JSON.parse(t), t).toBeTypeOf('object'); // JSON.parse keeps the last
      const r = refusal(() => read(t));
      expect(r?.code, t).toBe('malformed-json');
      expect(r?.message, t).toMatch(words);
    }
  });

  it('refuses what RFC 8259 does not allow, as JSON.parse does', () => {
    const texts = [
      '',
      ' ',
      '[1,]',
      '{"a":1,}',
      '[01]',
      '[1.]',
      '[.5]',
      '[1e]',
      '[+1]',
      '[-]',
      'NaN',
      'Infinity',
      "'a'",
      '"\\x"',
      '"\\u12"',
      '"\\u12G4"',
      '"a',
      '"a\u0001b"',
      '"tab\there"',
      '\u00a0[]',
      '\u000b[]',
      '\ufeff{}',
      '{"a" 1}',
      '[1 2]',
      '{1:2}',
      'true false',
      'nul',
      '[1]]',
      '/* c */ 1',
      '{"a":1}//',
      '[',
      '{"a":',
      '\u2028[]',
    ];
    for (const t of texts) {
      expect(() => JSON.parse(t), t).toThrow(SyntaxError);
      const r = refusal(() => read(t));
      expect(r?.code, t).toBe('malformed-json');
      expect(r?.message, t).toMatch(/ at line \d+, column \d+/);
    }
  });

  it('refuses lone surrogates, escaped or raw', () => {
    for (const t of ['"\\ud800"', '"\\udc00"', '"\\ud800\\u0041"', '"a\ud800"', '{"\\udfff":0}']) {
      expect(refusal(() => read(t))?.code, t).toBe('malformed-string');
    }
    expect(read('"\\ud83d\\ude00"')).toBe('😀');
  });

  it('with integersOnly, reads plain safe integers only', () => {
    const ints: JsonLimits = { ...WIDE, integersOnly: true };
    for (const t of ['0', '-1', '9007199254740991', '-9007199254740991', '[1,2,{"a":3}]']) {
      expect(read(t, ints), t).toEqual(JSON.parse(t));
    }
    for (const t of ['1.0', '1e2', '1E0', '-0', '9007199254740992', '[0.5]', '{"i":1.00}']) {
      expect(refusal(() => read(t, ints))?.code, t).toBe('non-canonical');
    }
  });

  it('refuses each crossed limit, naming it and where', () => {
    const at = (limits: Partial<JsonLimits>, t: string): string | undefined =>
      refusal(() => read(t, { ...WIDE, ...limits }))?.message;
    expect(read('[[[0]]]', { ...WIDE, maxDepth: 3 })).toEqual([[[0]]]);
    expect(at({ maxDepth: 3 }, '[[[[0]]]]')).toMatch(/\$\[0\]\[0\]\[0\] nests deeper than 3/);
    expect(at({ maxDepth: 2 }, '{"a":{"b":{}}}')).toMatch(/\$\.a\.b nests deeper than 2/);
    expect(read('[1,2]', { ...WIDE, maxValues: 3 })).toEqual([1, 2]);
    expect(at({ maxValues: 3 }, '[1,2,3]')).toMatch(/more than 3 values \(at \$\[2\]\)/);
    expect(read('[1,2]', { ...WIDE, maxItems: 2 })).toEqual([1, 2]);
    expect(at({ maxItems: 2 }, '[1,2,3]')).toMatch(/^out-of-range: \$ has more than 2 items/);
    expect(at({ maxItems: 1 }, '{"a":{"b":1,"c":2}}')).toMatch(/\$\.a has more than 1 items/);
    expect(read('"abc"', { ...WIDE, maxStringLength: 3 })).toBe('abc');
    expect(at({ maxStringLength: 3 }, '{"s":"abcd"}')).toMatch(/string at \$\.s is longer than 3/);
    expect(at({ maxStringLength: 3 }, '"\\u0061\\u0061\\u0061\\u0061"')).toMatch(/longer than 3/);
    expect(at({ maxStringLength: 3 }, '{"abcd":0}')).toMatch(/longer than 3/);
    expect(at({ maxStringLength: 3 }, '12345')).toMatch(/number at \$ is longer than 3/);
    const messages: JsonLimits = {
      ...WIDE,
      itemsAt: (p) => (p.length === 1 && p[0] === 'm' ? { max: 2, what: 'messages' } : undefined),
    };
    expect(read('{"m":[1,2],"n":[1,2,3]}', messages)).toEqual({ m: [1, 2], n: [1, 2, 3] });
    expect(refusal(() => read('{"m":[1,2,3]}', messages))?.message).toMatch(
      /\$\.m has more than 2 messages/,
    );
  });

  it('shortens long paths and quotes odd keys', () => {
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['messages', 3, 'body', 'a b'])).toBe('$.messages[3].body["a b"]');
    expect(jsonPath(Array.from({ length: 20 }, () => 0))).toBe(
      '$[0][0][0][0][0]…(11 more)…[0][0][0][0]',
    );
    expect(jsonPath(['x'.repeat(100)])).toBe(`$["${'x'.repeat(40)}…"]`);
  });
});

describe('strict UTF-8', () => {
  const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);

  it('decodes well-formed UTF-8 and refuses every ill-formed sequence, naming its first byte', () => {
    expect(decodeUtf8(new TextEncoder().encode('aé€😀'))).toBe('aé€😀');
    expect(decodeUtf8(bytes(0xef, 0xbb, 0xbf, 0x31))).toBe('\ufeff1'); // the BOM is kept
    const bad: [Uint8Array, number][] = [
      [bytes(0x80), 0], // a lone continuation byte
      [bytes(0x31, 0xc0, 0x80), 1], // overlong NUL
      [bytes(0xc1, 0xbf), 0], // overlong
      [bytes(0xe0, 0x80, 0x80), 0], // overlong
      [bytes(0xed, 0xa0, 0x80), 0], // an encoded surrogate (U+D800)
      [bytes(0xf4, 0x90, 0x80, 0x80), 0], // past U+10FFFF
      [bytes(0xf5, 0x80, 0x80, 0x80), 0],
      [bytes(0x31, 0x32, 0xe2, 0x82), 2], // cut short
      [bytes(0xff), 0],
      [bytes(0xe2, 0x28, 0xa1), 0],
    ];
    for (const [b, at] of bad) {
      expect(firstInvalidUtf8(b)).toBe(at);
      const r = refusal(() => decodeUtf8(b));
      expect(r?.code).toBe('malformed-string');
      expect(r?.message).toContain(`byte ${at} is not`);
    }
  });

  it('property: firstInvalidUtf8 finds a fault exactly when TextDecoder (fatal) refuses', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true });
    const chunk = fc.oneof(
      fc.uint8Array({ maxLength: 8 }),
      fc.string({ unit: 'binary', maxLength: 8 }).map((s) => new TextEncoder().encode(s)),
    );
    fc.assert(
      fc.property(fc.array(chunk, { maxLength: 6 }), (parts) => {
        const b = Uint8Array.from(parts.flatMap((p) => [...p]));
        let ok = true;
        try {
          fatal.decode(b);
        } catch {
          ok = false;
        }
        expect(firstInvalidUtf8(b) === -1).toBe(ok);
      }),
      { numRuns: 3000 },
    );
  });
});

/** JSON values whose keys include the awkward ones (`__proto__`, array-index-like keys). */
const keyName = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('__proto__', 'constructor', '0', '1', '01', 'a', ''),
);
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.array(tie('v'), { maxLength: 4 }),
    fc
      .uniqueArray(fc.tuple(keyName, tie('v')), { maxLength: 4, selector: ([k]) => k })
      .map((entries) => {
        const o: Record<string, unknown> = {};
        for (const [k, x] of entries) {
          Object.defineProperty(o, k, {
            value: x,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
        return o;
      }),
  ),
})).v;
const indent = fc.constantFrom(undefined, 1, 2, '\t', ' \r\n ');

/**
 * `v` printed like JSON.stringify(v, null, space), but with the member `dup` (a path to an object
 * and one of its keys) written twice, the second time with the value `again`.
 */
function printWithDuplicate(v: unknown, dupAt: string, again: unknown): string {
  const walk = (x: unknown, path: string): string => {
    if (Array.isArray(x)) return `[${x.map((y, i) => walk(y, `${path}[${i}]`)).join(',')}]`;
    if (typeof x === 'object' && x !== null) {
      const parts = Object.entries(x).map(
        ([k, y]) => `${JSON.stringify(k)}:${walk(y, `${path}/${k}`)}`,
      );
      const keys = Object.keys(x);
      if (path === dupAt && keys.length > 0) {
        parts.push(`${JSON.stringify(keys[0])}:${JSON.stringify(again)}`);
      }
      return `{${parts.join(',')}}`;
    }
    return JSON.stringify(x);
  };
  return walk(v, '');
}

/** Paths (in printWithDuplicate's form) of every non-empty object in `v`. */
function objectPaths(v: unknown, path = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((y, i) => objectPaths(y, `${path}[${i}]`));
  if (typeof v === 'object' && v !== null) {
    const own = Object.keys(v).length > 0 ? [path] : [];
    return [...own, ...Object.entries(v).flatMap(([k, y]) => objectPaths(y, `${path}/${k}`))];
  }
  return [];
}

describe('strict JSON reader: properties', () => {
  it('reads exactly what JSON.parse reads on every duplicate-free text (or refuses a lone surrogate)', () => {
    fc.assert(
      fc.property(value, indent, (v, space) => {
        const text = JSON.stringify(v, null, space);
        const expected: unknown = JSON.parse(text);
        const r = refusal(() => read(text));
        if (r === undefined) {
          expect(isDeepStrictEqual(read(text), expected)).toBe(true);
        } else {
          expect(r.code).toBe('malformed-string'); // a lone surrogate
          expect(isWellFormedString(text)).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with JSON.parse on arbitrary token soup: what it reads JSON.parse reads alike; what JSON.parse refuses it refuses', () => {
    const token = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ':',
      ',',
      ' ',
      '\n',
      '"a"',
      '"b"',
      '"\\u0061"',
      '"\\ud800"',
      '"',
      '0',
      '1',
      '-',
      '.',
      'e',
      '+',
      'true',
      'null',
      'fals',
      '\\',
      '\u00a0',
      '\t',
      'x',
      '01',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 14 }), (tokens) => {
        const text = tokens.join('');
        let parsed: { value: unknown } | undefined;
        try {
          parsed = { value: JSON.parse(text) };
        } catch {
          parsed = undefined;
        }
        const r = refusal(() => read(text));
        if (parsed === undefined) {
          // Refused too: a syntax error, or a lone surrogate met before it.
          expect(['malformed-json', 'malformed-string']).toContain(r?.code);
        } else if (r === undefined) {
          expect(isDeepStrictEqual(read(text), parsed.value)).toBe(true);
        } else {
          // JSON.parse read it; the strict reader refuses only a duplicate or a lone surrogate.
          expect(r.message).toMatch(/duplicate key|lone surrogate/);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses every text with a duplicate key, naming the key', () => {
    const withObject = value.filter((v) => objectPaths(v).length > 0);
    fc.assert(
      fc.property(withObject, fc.nat(), value, (v, pick, again) => {
        const paths = objectPaths(v);
        const at = paths[pick % paths.length]!;
        const text = printWithDuplicate(v, at, again);
        const r = refusal(() => read(text));
        expect(r).toBeDefined();
        if (r!.code === 'malformed-string') return; // a lone surrogate came first
        expect(r!.code).toBe('malformed-json');
        expect(r!.message).toMatch(/^malformed-json: duplicate key "/);
      }),
      { numRuns: 1500 },
    );
  });

  it('with integersOnly, reads a text exactly when every number in it is a safe integer', () => {
    const ints: JsonLimits = { ...WIDE, integersOnly: true };
    const numbers = (x: unknown): number[] =>
      typeof x === 'number'
        ? [x]
        : typeof x === 'object' && x !== null
          ? Object.values(x).flatMap(numbers)
          : [];
    fc.assert(
      fc.property(value, (v) => {
        const text = JSON.stringify(v);
        if (!isWellFormedString(text)) return;
        const ok = numbers(JSON.parse(text)).every((n) => Number.isSafeInteger(n));
        const r = refusal(() => read(text, ints));
        expect(r === undefined).toBe(ok);
        if (!ok) expect(r!.code).toBe('non-canonical');
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a text exactly when it crosses one of the limits', () => {
    const limits = fc.record({
      maxDepth: fc.integer({ min: 0, max: 5 }),
      maxValues: fc.integer({ min: 1, max: 30 }),
      maxItems: fc.integer({ min: 0, max: 4 }),
      maxStringLength: fc.integer({ min: 0, max: 8 }),
    });
    fc.assert(
      fc.property(value, limits, (v, lim) => {
        const text = JSON.stringify(v);
        if (!isWellFormedString(text)) return;
        // The oracle: walk JSON.parse's value.
        let values = 0;
        let crossed = false;
        const walk = (x: unknown, depth: number): void => {
          values++;
          if (typeof x === 'string') crossed ||= x.length > lim.maxStringLength;
          else if (typeof x === 'number')
            crossed ||= JSON.stringify(x).length > lim.maxStringLength;
          else if (typeof x === 'object' && x !== null) {
            const entries = Object.entries(x);
            crossed ||= depth + 1 > lim.maxDepth || entries.length > lim.maxItems;
            for (const [k, y] of entries) {
              if (!Array.isArray(x)) crossed ||= k.length > lim.maxStringLength;
              walk(y, depth + 1);
            }
          }
        };
        walk(JSON.parse(text), 0);
        crossed ||= values > lim.maxValues;
        const r = refusal(() => read(text, lim));
        expect(r === undefined).toBe(!crossed);
        if (r) expect(r.code).toBe('out-of-range');
      }),
      { numRuns: 3000 },
    );
  });
});
