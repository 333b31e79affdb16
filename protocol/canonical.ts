/**
 * Canonical JSON: RFC 8785 (JSON Canonicalization Scheme) restricted to values whose encoding is
 * unambiguous in every client. Both peers hash these exact bytes (states, messages, headers), so
 * anything that JavaScript might encode two ways, or silently drop, is refused up front with a
 * labelled {@link ProtocolError} rather than passed to the serializer. See docs/protocol.md,
 * "Encoding".
 */
import canonicalize from 'canonicalize';
import { isWellFormedString, utf8 } from './bytes.ts';
import { fail } from './errors.ts';

/** A JSON value the protocol will hash: integers only, no undefined, plain objects and arrays. */
export type JsonValue =
  null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** How deep a canonical value may nest. Deeper input is refused (`out-of-range`), not recursed. */
export const MAX_DEPTH = 64;

/**
 * Checks that `value` has one unambiguous canonical encoding and narrows its type. Refuses, with
 * these codes: non-integer, unsafe-integer, NaN, ±Infinity and -0 numbers (`non-canonical`: RFC 8785
 * §3.2.2.3 would print floats, and -0 prints as 0); `undefined`, functions, symbols, bigints, class
 * instances such as Date or Uint8Array, arrays with holes or with properties besides their items
 * (`wrong-type`: JSON.stringify drops or reshapes them, `canonicalize` prints a hole as nothing); lone
 * surrogates (`malformed-string`, RFC 8785 §3.2.2.2); nesting beyond {@link MAX_DEPTH}
 * (`out-of-range`, which also stops cycles).
 */
export function assertCanonicalValue(
  value: unknown,
  path = '$',
  depth = 0,
): asserts value is JsonValue {
  if (depth > MAX_DEPTH) fail('out-of-range', `${path} nests deeper than ${MAX_DEPTH}`);
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'number') return assertInteger(value, path);
  if (typeof value === 'string') {
    if (!isWellFormedString(value)) fail('malformed-string', `${path} has a lone surrogate`);
    return;
  }
  if (Array.isArray(value)) {
    assertPlainArray(value, path);
    for (let i = 0; i < value.length; i++) {
      assertCanonicalValue(value[i], `${path}[${i}]`, depth + 1);
    }
    return;
  }
  if (typeof value === 'object' && isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (!isWellFormedString(k))
        fail('malformed-string', `${path} has a key with a lone surrogate`);
      if (v === undefined) fail('wrong-type', `${path}.${k} is undefined`);
      assertCanonicalValue(v, `${path}.${k}`, depth + 1);
    }
    return;
  }
  fail('wrong-type', `${path} is a ${typeof value}, not a JSON value`);
}

/**
 * Refuses (`wrong-type`) an array with a hole, which `canonicalize` would print as nothing (`[,1]`
 * is not JSON) and `JSON.stringify` as `null`, and one with own enumerable properties besides its
 * items, which every JSON encoder drops without a sound.
 */
function assertPlainArray(items: readonly unknown[], path: string): void {
  for (let i = 0; i < items.length; i++) {
    if (!Object.hasOwn(items, i)) fail('wrong-type', `${path}[${i}] is a hole (sparse array)`);
  }
  if (Object.keys(items).length !== items.length) {
    fail('wrong-type', `${path} has properties besides its items`);
  }
}

function assertInteger(n: number, path: string): void {
  if (Number.isNaN(n)) fail('non-canonical', `${path} is NaN`);
  if (!Number.isFinite(n)) fail('non-canonical', `${path} is infinite`);
  if (!Number.isInteger(n)) fail('non-canonical', `${path} is not an integer`);
  if (!Number.isSafeInteger(n)) fail('non-canonical', `${path} is not a safe integer`);
  if (Object.is(n, -0)) fail('non-canonical', `${path} is -0`);
}

function isPlainObject(v: object): boolean {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * The RFC 8785 canonical JSON text of `value` (keys sorted by UTF-16 code units, no whitespace,
 * ECMAScript number and string serialization), after {@link assertCanonicalValue}.
 */
export function canonicalJson(value: unknown): string {
  return fastCanonicalJson(value, 0) ?? canonicalJsonReference(value);
}

/** {@link canonicalJson} by definition: the checks, then the `canonicalize` package. */
export function canonicalJsonReference(value: unknown): string {
  assertCanonicalValue(value);
  const text = canonicalize(value);
  if (text === undefined) fail('wrong-type', 'value has no JSON encoding');
  return text;
}

/**
 * `JSON.stringify(s)` (RFC 8785 §3.2.2.2) of a well-formed string, or `undefined` for a lone
 * surrogate. Printable ASCII other than `"` and `\` stands for itself, so such a string is only
 * quoted; any other string goes through `JSON.stringify`.
 */
function quote(s: string): string | undefined {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) {
      return isWellFormedString(s) ? JSON.stringify(s) : undefined;
    }
  }
  return `"${s}"`;
}

/**
 * Sorts distinct keys in place as `Array.prototype.sort` does (UTF-16 code units, the order of
 * RFC 8785 §3.2.3): an insertion sort for the few keys of a message body's or a game state's
 * objects, which allocates nothing (`sort` copies its array); `sort` for long lists. Keys already
 * in order cost one pass. Shared with the state hash (src/engine/hash.ts).
 */
export function sortKeys(keys: string[]): void {
  if (keys.length > 48) {
    keys.sort();
    return;
  }
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    if (keys[j]! < key) continue;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
}

/**
 * One pass that checks and serializes the values {@link assertCanonicalValue} accepts and
 * `canonicalize` turns into the same text: `null`, booleans, safe integers other than -0,
 * well-formed strings (`JSON.stringify`, as RFC 8785 §3.2.2.2 and `canonicalize` do), dense arrays
 * and plain objects with well-formed keys (sorted by UTF-16 code units, §3.2.3, as
 * `Object.keys(…).sort()` in `canonicalize`). Returns `undefined` for anything else (a hole or an
 * extra property in an array included), so the caller falls back to {@link canonicalJsonReference},
 * which throws the labelled errors.
 */
function fastCanonicalJson(value: unknown, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && !Object.is(value, -0) ? String(value) : undefined;
  }
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    const items = value as readonly unknown[];
    let out = '[';
    for (let i = 0; i < items.length; i++) {
      if (!Object.hasOwn(items, i)) return undefined;
      const item = fastCanonicalJson(items[i], depth + 1);
      if (item === undefined) return undefined;
      out += i === 0 ? item : `,${item}`;
    }
    if (Object.keys(items).length !== items.length) return undefined;
    return `${out}]`;
  }
  if (!isPlainObject(value)) return undefined;
  const rec = value as { readonly [key: string]: unknown };
  const keys = Object.keys(rec);
  sortKeys(keys);
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const name = quote(key);
    if (name === undefined) return undefined;
    const item = fastCanonicalJson(rec[key], depth + 1);
    if (item === undefined) return undefined;
    out += `${i === 0 ? '' : ','}${name}:${item}`;
  }
  return `${out}}`;
}

/** UTF-8 bytes of {@link canonicalJson}: what the protocol hashes and signs. */
export function canonicalBytes(value: unknown): Uint8Array {
  return utf8(canonicalJson(value));
}

/**
 * Parses JSON text from an untrusted source and checks it is canonical-safe. Throws
 * `malformed-json` on a syntax error and the codes of {@link assertCanonicalValue} otherwise. Note
 * JSON.parse keeps the last of duplicate keys; callers that need byte-exact input compare
 * `canonicalJson(parseJson(text))` to `text`.
 */
export function parseJson(text: string): JsonValue {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    fail('malformed-json', e instanceof Error ? e.message : 'not JSON');
  }
  assertCanonicalValue(value);
  return value;
}
