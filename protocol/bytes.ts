/**
 * Bytes, hex and strict decoders for untrusted JSON. Bytes travel in JSON as lowercase hex with no
 * prefix (docs/protocol.md, "Encoding"); every decoder here rejects anything else with a labelled
 * {@link ProtocolError} and never coerces.
 */
import { fail } from './errors.ts';

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Lowercase hex of `bytes`. The only hex form the protocol writes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]!]!;
  return out;
}

/** The value of each lowercase hex digit's char code (0..255), -1 for every other code. */
const NIBBLE = Int8Array.from({ length: 256 }, (_, c) =>
  c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : -1,
);

function badHex(label: string): never {
  fail('malformed-hex', `${label} is not lowercase hex of whole bytes`);
}

/**
 * Decodes lowercase hex. Throws `wrong-type` for a non-string, `malformed-hex` for uppercase, odd
 * length or any other character, and `wrong-length` when `length` (in bytes) is given and differs.
 */
export function fromHex(hex: unknown, length?: number, label = 'hex'): Uint8Array {
  if (typeof hex !== 'string') fail('wrong-type', `${label} must be a hex string`);
  if (hex.length % 2 !== 0) badHex(label);
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0, at = 0; i < out.length; i++, at += 2) {
    const c1 = hex.charCodeAt(at);
    const c2 = hex.charCodeAt(at + 1);
    const hi = c1 < 256 ? NIBBLE[c1]! : -1;
    const lo = c2 < 256 ? NIBBLE[c2]! : -1;
    if (hi < 0 || lo < 0) badHex(label);
    out[i] = (hi << 4) | lo;
  }
  if (length !== undefined && out.length !== length) {
    fail('wrong-length', `${label} must be ${length} bytes, got ${out.length}`);
  }
  return out;
}

/** True when `s` has no unpaired UTF-16 surrogate, so its UTF-8 encoding is unambiguous. */
export function isWellFormedString(s: string): boolean {
  const native = (s as { isWellFormed?: () => boolean }).isWellFormed;
  if (typeof native === 'function') return native.call(s);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (!(d >= 0xdc00 && d <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

const encoder = new TextEncoder();

/**
 * UTF-8 bytes of `s`. Throws `malformed-string` on a lone surrogate: TextEncoder would silently
 * replace it with U+FFFD, and two different strings would then hash the same.
 */
export function utf8(s: string): Uint8Array {
  if (!isWellFormedString(s)) fail('malformed-string', 'string has an unpaired surrogate');
  return encoder.encode(s);
}

/** The concatenation of `parts`. */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** True when `a` and `b` hold the same bytes. Runs in time independent of where they differ. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * `n` bytes from `crypto.getRandomValues`, the protocol's only source of randomness. Throws
 * `no-randomness` when the platform lacks it (never falls back to anything weaker).
 */
export function randomBytes(n = 32): Uint8Array {
  const c = globalThis.crypto;
  if (c === undefined || typeof c.getRandomValues !== 'function') {
    fail('no-randomness', 'crypto.getRandomValues is not available');
  }
  const out = new Uint8Array(n);
  for (let at = 0; at < n; at += 65536) c.getRandomValues(out.subarray(at, at + 65536));
  return out;
}

/**
 * Checks that `v` is a `Uint8Array` (`wrong-type` otherwise) and, when `length` is given, that it
 * holds exactly `length` bytes (`wrong-length`). For byte arguments of exported functions that may
 * be handed decoded network data.
 */
export function asBytes(v: unknown, label: string, length?: number): Uint8Array {
  if (!(v instanceof Uint8Array)) fail('wrong-type', `${label} must be a Uint8Array`);
  if (length !== undefined && v.length !== length) {
    fail('wrong-length', `${label} must be ${length} bytes, got ${v.length}`);
  }
  return v;
}

/** Checks that `v` is a string (`wrong-type` otherwise). */
export function asString(v: unknown, label: string): string {
  if (typeof v !== 'string') fail('wrong-type', `${label} must be a string`);
  return v;
}

/** A plain JSON object as it arrives off the wire, before its fields are checked. */
export type JsonRecord = { readonly [key: string]: unknown };

/** Checks that `v` is a plain object (not null, not an array). Throws `wrong-type` otherwise. */
export function asRecord(v: unknown, label: string): JsonRecord {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    fail('wrong-type', `${label} must be an object`);
  }
  return v as JsonRecord;
}

/** Throws `unknown-field` if `rec` has a key outside `allowed`: no silent extra data is signed. */
export function onlyKeys(rec: JsonRecord, allowed: readonly string[], label: string): void {
  for (const k of Object.keys(rec)) {
    if (!allowed.includes(k)) fail('unknown-field', `${label} has unexpected field "${k}"`);
  }
}

/** The field `key` of `rec`; throws `missing-field` when absent. */
export function field(rec: JsonRecord, key: string, label: string): unknown {
  if (!Object.hasOwn(rec, key) || rec[key] === undefined) {
    fail('missing-field', `${label} lacks "${key}"`);
  }
  return rec[key];
}

/** A string field no longer than `max` UTF-16 units and well-formed; `wrong-type`/`out-of-range`. */
export function stringField(rec: JsonRecord, key: string, label: string, max = 256): string {
  const v = field(rec, key, label);
  if (typeof v !== 'string') fail('wrong-type', `${label}.${key} must be a string`);
  if (v.length === 0 || v.length > max) {
    fail('out-of-range', `${label}.${key} must have 1..${max} characters`);
  }
  if (!isWellFormedString(v)) fail('malformed-string', `${label}.${key} has a lone surrogate`);
  return v;
}

/** An integer field in `[min, max]`; `wrong-type` for non-integers, `out-of-range` otherwise. */
export function intField(
  rec: JsonRecord,
  key: string,
  label: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const v = field(rec, key, label);
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) {
    fail('wrong-type', `${label}.${key} must be a safe integer`);
  }
  if (v < min || v > max) fail('out-of-range', `${label}.${key} must be in ${min}..${max}`);
  return v;
}

/** A hex field of exactly `length` bytes, decoded. */
export function hexField(rec: JsonRecord, key: string, label: string, length: number): Uint8Array {
  return fromHex(field(rec, key, label), length, `${label}.${key}`);
}

/** An array field (possibly empty) of at most `max` items; `wrong-type`/`out-of-range`. */
export function arrayField(
  rec: JsonRecord,
  key: string,
  label: string,
  max = 4096,
): readonly unknown[] {
  const v = field(rec, key, label);
  if (!Array.isArray(v)) fail('wrong-type', `${label}.${key} must be an array`);
  if (v.length > max) fail('out-of-range', `${label}.${key} has more than ${max} items`);
  return v;
}
