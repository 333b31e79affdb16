/**
 * The public state hash: SHA-256 over the RFC 8785 canonical JSON of a game's public state. Both
 * peers compare it after every message (fairness protocol: "stateHash is the hash of the canonical
 * public state").
 *
 * The canonical JSON is the output of the `canonicalize` package. Engine states are plain data, so
 * {@link canonicalJson} first tries a single-pass encoder for plain data ({@link fastCanonical}) and
 * hands anything else to `canonicalize` itself; both give the same text (test/session/
 * fast-paths.test.ts checks random values and real match states against `canonicalize`).
 *
 * {@link CanonicalMemo} gives the same text for immutable, structurally shared values (a match's
 * public state after each message: a message changes a small part of it) while serializing each
 * object only once: it remembers every object's text by identity.
 */
import canonicalize from 'canonicalize';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { sortKeys } from '../../protocol/canonical.ts';

/** Nesting beyond this goes to `canonicalize` (which also reports cycles). */
const FAST_DEPTH = 100;

/** A UTF-16 surrogate code unit: strings with one go to `canonicalize` (lone ones throw there). */
const SURROGATE = /[\uD800-\uDFFF]/;

/** A character `JSON.stringify` escapes, or a surrogate: anything else is quoted as it is. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON escapes
const SPECIAL = /[\u0000-\u001f"\\\uD800-\uDFFF]/;

/** `JSON.stringify(key) + ':'` of object keys seen so far (keys recur in every state). */
const keyTexts = new Map<string, string>();
const MAX_KEY_TEXTS = 4096;

/**
 * `canonicalize(value)` for plain data, or undefined when `value` holds anything else; then the
 * caller asks `canonicalize`. Plain data here: null, booleans, finite numbers (`String(n)` is
 * `JSON.stringify(n)` for them, -0 included), strings without surrogates (`JSON.stringify`, as
 * `canonicalize`; one with nothing to escape is just quoted), dense arrays (an `undefined` item is
 * `null`, as there) and objects whose prototype is `Object.prototype` or null, neither with a
 * `toJSON` function, with keys sorted by `Array.prototype.sort` (UTF-16 code units; keys already
 * in order are left so) and `undefined` values left out, as there.
 */
function fastCanonical(
  value: unknown,
  depth: number,
  memo?: Map<object, string>,
): string | undefined {
  switch (typeof value) {
    case 'string':
      if (!SPECIAL.test(value)) return '"' + value + '"';
      return SURROGATE.test(value) ? undefined : JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : undefined;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return 'null';
  if (memo === undefined) return depth > FAST_DEPTH ? undefined : fastComposite(value, depth);
  const known = memo.get(value);
  if (known !== undefined) {
    // A text is a tree of concatenations (a V8 cons string) until something reads it. Reading a
    // character makes V8 store it flat, once: texts built from it later, and the hash of the whole,
    // then copy one flat piece instead of walking its many small ones again (which costs more than
    // hashing them). Only reused texts are flattened: most objects hashed once (the fresh top of
    // each public state) are copied only by the final hash.
    known.charCodeAt(0);
    return known;
  }
  if (depth > FAST_DEPTH) return undefined;
  const text = fastComposite(value, depth, memo);
  if (text !== undefined) memo.set(value, text);
  return text;
}

/** {@link fastCanonical} of an array or an object (not null). */
function fastComposite(
  value: object,
  depth: number,
  memo?: Map<object, string>,
): string | undefined {
  if (Array.isArray(value)) {
    const items = value as readonly unknown[] & { readonly toJSON?: unknown };
    if (typeof items.toJSON === 'function') return undefined;
    let out = '[';
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      let text: string | undefined;
      if (item === undefined) text = i in items ? 'null' : undefined;
      else text = fastCanonical(item, depth + 1, memo);
      if (text === undefined) return undefined;
      out += i === 0 ? text : ',' + text;
    }
    return out + ']';
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const rec = value as { readonly [key: string]: unknown };
  if (typeof rec.toJSON === 'function') return undefined;
  const keys = Object.keys(rec);
  sortKeys(keys);
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const item = rec[key];
    if (item === undefined) continue;
    let keyText = keyTexts.get(key);
    if (keyText === undefined) {
      if (SURROGATE.test(key)) return undefined;
      keyText = JSON.stringify(key) + ':';
      if (keyTexts.size < MAX_KEY_TEXTS) keyTexts.set(key, keyText);
    }
    const text = fastCanonical(item, depth + 1, memo);
    if (text === undefined) return undefined;
    out += (out.length === 1 ? '' : ',') + keyText + text;
  }
  return out + '}';
}

/** Canonical JSON (RFC 8785) of a JSON value: the text of `canonicalize` ('null' for none). */
export function canonicalJson(value: unknown): string {
  const fast = fastCanonical(value, 0);
  if (fast !== undefined) return fast;
  const s = canonicalize(value);
  if (s === undefined) return 'null';
  return s;
}

/**
 * {@link canonicalJson} for values that are never mutated, such as engine states (every transition
 * returns new objects and shares the unchanged ones): each object's text is remembered by identity
 * and reused wherever that object appears again, so hashing the next state serializes only what
 * changed and its ancestors. A mutated object would keep its old text: never give it mutable data.
 * At most `limit` texts are kept; then it starts over (the entries hold their objects).
 */
export class CanonicalMemo {
  private texts = new Map<object, string>();

  constructor(private readonly limit = 5_000) {}

  /** The canonical JSON of `value`, exactly {@link canonicalJson}'s text. */
  text(value: unknown): string {
    if (this.texts.size > this.limit) this.texts = new Map();
    return fastCanonical(value, 0, this.texts) ?? canonicalJson(value);
  }
}

/** Hex SHA-256 of the canonical JSON of `value`. */
export function hashCanonical(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(value))));
}
