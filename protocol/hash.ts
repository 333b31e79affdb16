/**
 * The two hash constructions every other module uses, and the registry of their tags.
 *
 * `H(tag, f1, …, fn)` = SHA-256 (FIPS 180-4) over `enc(tag) ‖ enc(f1) ‖ … ‖ enc(fn)`, where
 * `enc(x)` is a 4-byte big-endian length followed by the bytes of `x` (strings as UTF-8, integers as
 * 8-byte big-endian). Length prefixes make the encoding injective for a fixed field count, so no two
 * field lists collide without a SHA-256 collision. `PRF(key, l1, …)` = HMAC-SHA256 (RFC 2104) keyed
 * by `key` over the same `enc` of the labels. See docs/protocol.md, "Hashing".
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { toHex, utf8 } from './bytes.ts';
import { fail } from './errors.ts';

/**
 * Every domain-separation tag. One tag per use; a tag never changes meaning within `parley/v1`.
 * docs/protocol.md lists each with its fields.
 */
export const TAG = {
  commit: 'parley/v1/commit',
  chain: 'parley/v1/chain',
  chainKey: 'parley/v1/chain-key',
  priv: 'parley/v1/priv',
  event: 'parley/v1/event',
  uniform: 'parley/v1/uniform',
  shuffle: 'parley/v1/shuffle',
  private: 'parley/v1/private',
  choice: 'parley/v1/choice',
  coin: 'parley/v1/coin',
  fingerprint: 'parley/v1/fingerprint',
} as const;

/** PRF labels (the first field after the key) for per-use secrets derived from a seed. */
export const PRF_LABEL = {
  salt: 'salt',
  draw: 'draw',
  chain: 'chain',
} as const;

/** A hash input: bytes as-is, a string as UTF-8, a non-negative safe integer as 8 bytes BE. */
export type Field = Uint8Array | string | number;

// UTF-8 of short strings that recur (tags, labels, match ids, seats); read-only, so shareable.
const stringCache = new Map<string, Uint8Array>();

function stringBytes(s: string): Uint8Array {
  let b = stringCache.get(s);
  if (b === undefined) {
    b = utf8(s);
    if (s.length <= 128 && stringCache.size < 1024) stringCache.set(s, b);
  }
  return b;
}

function writeUint(out: Uint8Array, at: number, n: number, bytes: number): void {
  for (let i = bytes - 1, v = n; i >= 0; i--, v = Math.floor(v / 256)) out[at + i] = v % 256;
}

/** `enc(x)` without the length prefix: the bytes a field stands for. */
export function fieldBytes(f: Field): Uint8Array {
  if (f instanceof Uint8Array) return f;
  if (typeof f === 'string') return stringBytes(f);
  if (!Number.isSafeInteger(f) || f < 0) fail('out-of-range', `hash field ${f} is not a uint`);
  const out = new Uint8Array(8);
  writeUint(out, 0, f, 8);
  return out;
}

/** `enc(f1) ‖ … ‖ enc(fn)`: each field as a 4-byte big-endian length and its bytes. */
export function encodeFields(fields: readonly Field[]): Uint8Array {
  const parts = fields.map(fieldBytes);
  let total = 0;
  for (const p of parts) total += 4 + p.length;
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    writeUint(out, at, p.length, 4);
    out.set(p, at + 4);
    at += 4 + p.length;
  }
  return out;
}

/** Plain SHA-256 (FIPS 180-4). Used untagged only where the spec says so (transcript links). */
export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/** `H(tag, …fields)`: tagged, length-prefixed SHA-256. 32 bytes. */
export function H(tag: string, ...fields: readonly Field[]): Uint8Array {
  return nobleSha256(encodeFields([tag, ...fields]));
}

/** Lowercase hex of {@link H}. */
export function hHex(tag: string, ...fields: readonly Field[]): string {
  return toHex(H(tag, ...fields));
}

/** `PRF(key, …labels)` = HMAC-SHA256(key, enc(labels)) (RFC 2104). 32 bytes. */
export function PRF(key: Uint8Array, ...labels: readonly Field[]): Uint8Array {
  return hmac(nobleSha256, key, encodeFields(labels));
}

/**
 * {@link PRF} with the key schedule done once: same outputs, half the compressions per call. The
 * holder of a secret seed keeps one; nothing is cached behind the caller's back.
 */
export class KeyedPrf {
  private readonly base: ReturnType<typeof hmac.create>;

  constructor(key: Uint8Array) {
    this.base = hmac.create(nobleSha256, key);
  }

  /** `PRF(key, …labels)`. */
  derive(...labels: readonly Field[]): Uint8Array {
    return this.base.clone().update(encodeFields(labels)).digest();
  }
}
