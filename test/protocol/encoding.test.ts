// Encoding and hashing: canonical JSON (RFC 8785), hex decoders, H and PRF, cross-checked with
// node:crypto as a second implementation.
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  H,
  PRF,
  canonicalJson,
  encodeFields,
  fromHex,
  isProtocolError,
  parseJson,
  toHex,
  type Field,
} from '../../protocol/index.ts';
import { codeOf } from '../helpers/error-code.ts';

function nodeEnc(fields: readonly Field[]): Buffer {
  return Buffer.concat(
    fields.map((f) => {
      let b: Buffer;
      if (typeof f === 'string') b = Buffer.from(f, 'utf8');
      else if (typeof f === 'number') {
        b = Buffer.alloc(8);
        b.writeBigUInt64BE(BigInt(f));
      } else b = Buffer.from(f);
      const len = Buffer.alloc(4);
      len.writeUInt32BE(b.length);
      return Buffer.concat([len, b]);
    }),
  );
}

const field = fc.oneof(
  fc.uint8Array({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
);

describe('canonical JSON', () => {
  it('follows RFC 8785: sorted keys, no whitespace, ECMAScript strings', () => {
    expect(canonicalJson({ b: [1, 'x', null], a: { d: true, c: 'é\n' } })).toBe(
      '{"a":{"c":"é\\n","d":true},"b":[1,"x",null]}',
    );
    expect(canonicalJson({ '\u20ac': 1, '\r': 2, '1': 3 })).toBe('{"\\r":2,"1":3,"€":1}');
  });

  it('refuses values with no single unambiguous encoding, with labelled codes', () => {
    expect(codeOf(() => canonicalJson(Number.NaN))).toBe('non-canonical');
    expect(codeOf(() => canonicalJson({ x: Infinity }))).toBe('non-canonical');
    expect(codeOf(() => canonicalJson([-Infinity]))).toBe('non-canonical');
    expect(codeOf(() => canonicalJson(-0))).toBe('non-canonical');
    expect(codeOf(() => canonicalJson(1.5))).toBe('non-canonical');
    expect(codeOf(() => canonicalJson(2 ** 53))).toBe('non-canonical');
    expect(codeOf(() => canonicalJson({ a: undefined }))).toBe('wrong-type');
    expect(codeOf(() => canonicalJson([undefined]))).toBe('wrong-type');
    expect(codeOf(() => canonicalJson(new Date(0)))).toBe('wrong-type');
    expect(codeOf(() => canonicalJson(new Uint8Array(2)))).toBe('wrong-type');
    expect(codeOf(() => canonicalJson(10n))).toBe('wrong-type');
    expect(codeOf(() => canonicalJson('a\ud800'))).toBe('malformed-string');
    expect(codeOf(() => canonicalJson({ ['\udc00']: 1 }))).toBe('malformed-string');
    let deep: unknown = 1;
    for (let i = 0; i < 70; i++) deep = [deep];
    expect(codeOf(() => canonicalJson(deep))).toBe('out-of-range');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(codeOf(() => canonicalJson(cyclic))).toBe('out-of-range');
  });

  it('parses untrusted text with labelled errors', () => {
    expect(parseJson('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(codeOf(() => parseJson('{"a":'))).toBe('malformed-json');
    expect(codeOf(() => parseJson('{"a":1.25}'))).toBe('non-canonical');
    expect(codeOf(() => parseJson('1e400'))).toBe('non-canonical');
  });

  it('is idempotent and independent of key order', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        let text: string;
        try {
          text = canonicalJson(v);
        } catch (e) {
          return isProtocolError(e); // floats and -0 are refused, never mis-encoded
        }
        const reparsed = parseJson(text);
        return canonicalJson(reparsed) === text;
      }),
    );
  });
});

describe('hex', () => {
  it('round-trips and refuses everything but lowercase hex of whole bytes', () => {
    expect(toHex(fromHex('00ff10'))).toBe('00ff10');
    expect(codeOf(() => fromHex('0F'))).toBe('malformed-hex');
    expect(codeOf(() => fromHex('abc'))).toBe('malformed-hex');
    expect(codeOf(() => fromHex('0x00'))).toBe('malformed-hex');
    expect(codeOf(() => fromHex(' 00'))).toBe('malformed-hex');
    expect(codeOf(() => fromHex(12))).toBe('wrong-type');
    expect(codeOf(() => fromHex('00', 32))).toBe('wrong-length');
  });
});

describe('H and PRF', () => {
  it('H is SHA-256 over length-prefixed fields (node:crypto cross-check)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(field, { maxLength: 5 }), (tag, fields) => {
        const want = createHash('sha256')
          .update(nodeEnc([tag, ...fields]))
          .digest('hex');
        return toHex(H(tag, ...fields)) === want;
      }),
    );
  });

  it('PRF is HMAC-SHA256 over the same encoding (node:crypto cross-check)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70 }), fc.array(field, { maxLength: 4 }), (k, ls) => {
        const want = createHmac('sha256', k).update(nodeEnc(ls)).digest('hex');
        return toHex(PRF(k, ...ls)) === want;
      }),
    );
  });

  it('length prefixes keep field boundaries apart', () => {
    expect(toHex(H('t', 'ab', 'c'))).not.toBe(toHex(H('t', 'a', 'bc')));
    expect(toHex(H('t', 'abc'))).not.toBe(toHex(H('t', 'ab', 'c')));
    expect(toHex(encodeFields([1]))).toBe('000000080000000000000001');
  });

  it('refuses unencodable fields', () => {
    expect(codeOf(() => H('t', -1))).toBe('out-of-range');
    expect(codeOf(() => H('t', 0.5))).toBe('out-of-range');
    expect(codeOf(() => H('t', 'x\ud800'))).toBe('malformed-string');
  });
});
