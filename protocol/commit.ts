/**
 * Hash commitments with salts derived from one private seed (docs/protocol.md, "Commitments").
 *
 * `commitment = H("parley/v1/commit", kind, index, JCS(context), JCS(value), salt)` with a 32-byte
 * salt `σ = PRF(privSeed, "salt", kind, index)`. Hiding rests on the 256-bit salt being unknown;
 * binding on SHA-256 collision resistance and on the length-prefixed encoding (fields cannot slide
 * into each other). Deriving salts from `privSeed` means revealing the seed at the end of a match
 * opens every commitment still closed. `kind` and `index` name the commitment: a player has at most
 * one commitment per (kind, index).
 */
import {
  asBytes,
  asRecord,
  equalBytes,
  field,
  fromHex,
  hexField,
  intField,
  onlyKeys,
  toHex,
  type JsonRecord,
} from './bytes.ts';
import { assertCanonicalValue, canonicalJson, type JsonValue } from './canonical.ts';
import { fail, isProtocolError } from './errors.ts';
import { H, KeyedPrf, PRF, PRF_LABEL, TAG } from './hash.ts';

/** Lowest-common-denominator label syntax for kinds: lowercase, digits, dashes; 1..32 chars. */
export const KIND_RE = /^[a-z][a-z0-9-]{0,31}$/;

/** Largest commitment (and draw) index. */
export const MAX_INDEX = 0xffff_ffff;

/** Everything needed to check a commitment. JSON-safe: the salt is hex. */
export type Opening = {
  readonly kind: string;
  readonly index: number;
  readonly context: JsonValue;
  readonly value: JsonValue;
  readonly salt: string;
};

/** A fresh commitment (hex) and the opening that will later prove it. */
export interface Committed {
  readonly commitment: string;
  readonly opening: Opening;
}

/** Where a commitment's salt comes from: derived from the private seed, or given (tests, choices). */
export type SaltSource =
  | { readonly privSeed: Uint8Array | KeyedPrf; readonly index: number }
  | { readonly salt: Uint8Array; readonly index: number };

/** Throws `out-of-range` unless `kind` matches {@link KIND_RE}. */
export function checkKind(kind: unknown, label = 'kind'): string {
  if (typeof kind !== 'string') fail('wrong-type', `${label} must be a string`);
  if (!KIND_RE.test(kind)) fail('out-of-range', `${label} "${kind}" is not a kind label`);
  return kind;
}

/**
 * `σ = PRF(privSeed, "salt", kind, index)`: 32 bytes, unknown until `privSeed` is revealed.
 * `privSeed` may be given keyed ({@link KeyedPrf}) to save the key schedule on repeated calls.
 */
export function deriveSalt(
  privSeed: Uint8Array | KeyedPrf,
  kind: string,
  index: number,
): Uint8Array {
  if (typeof index !== 'number') fail('wrong-type', 'salt index must be a number');
  if (privSeed instanceof KeyedPrf) return privSeed.derive(PRF_LABEL.salt, checkKind(kind), index);
  return PRF(asBytes(privSeed, 'privSeed', 32), PRF_LABEL.salt, checkKind(kind), index);
}

function commitmentHash(
  kind: string,
  index: number,
  context: JsonValue,
  value: JsonValue,
  salt: Uint8Array,
): Uint8Array {
  return H(TAG.commit, kind, index, canonicalJson(context), canonicalJson(value), salt);
}

/** Throws `out-of-range` unless `index` is an integer in `0..MAX_INDEX`. */
function checkIndex(index: unknown): asserts index is number {
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0 || index > MAX_INDEX) {
    fail('out-of-range', 'commitment index out of range');
  }
}

/**
 * The commitment bytes for `opening` (no check that the opening is honest: it defines it). Throws
 * the decoder codes of {@link decodeOpening} for a malformed opening.
 */
export function commitmentOf(opening: Opening): Uint8Array {
  const rec = asRecord(opening, 'opening');
  const salt = fromHex(rec['salt'], 32, 'opening.salt');
  const index = rec['index'];
  checkIndex(index);
  return commitmentHash(
    checkKind(rec['kind']),
    index,
    rec['context'] as JsonValue,
    rec['value'] as JsonValue,
    salt,
  );
}

/**
 * Commits to `value` in `context` (for instance `{matchId, owner, slot}`) under `kind`. Returns
 * the commitment (hex, safe to publish) and the opening (keep private until it is time to show it).
 */
export function commit(
  kind: string,
  context: JsonValue,
  value: JsonValue,
  source: SaltSource,
): Committed {
  checkKind(kind);
  asRecord(source, 'salt source');
  checkIndex(source.index);
  const salt =
    'salt' in source
      ? asBytes(source.salt, 'salt', 32)
      : deriveSalt(source.privSeed, kind, source.index);
  const commitment = toHex(commitmentHash(kind, source.index, context, value, salt));
  return { commitment, opening: { kind, index: source.index, context, value, salt: toHex(salt) } };
}

/** Decodes an opening from untrusted JSON; labelled errors for every malformation. */
export function decodeOpening(json: unknown, label = 'opening'): Opening {
  const rec: JsonRecord = asRecord(json, label);
  onlyKeys(rec, ['kind', 'index', 'context', 'value', 'salt'], label);
  const kind = checkKind(field(rec, 'kind', label), `${label}.kind`);
  const index = intField(rec, 'index', label, 0, MAX_INDEX);
  const context = field(rec, 'context', label);
  const value = field(rec, 'value', label);
  assertCanonicalValue(context, `${label}.context`);
  assertCanonicalValue(value, `${label}.value`);
  const salt = toHex(hexField(rec, 'salt', label, 32));
  return { kind, index, context, value, salt };
}

/**
 * True when `opening` (untrusted JSON) is well-formed and opens `commitment` (hex or bytes); false
 * for every {@link ProtocolError} {@link openCommitment} would throw. Anything else is rethrown: it
 * would be a bug, not a verdict.
 */
export function verifyOpening(commitment: string | Uint8Array, opening: unknown): boolean {
  try {
    openCommitment(commitment, opening);
    return true;
  } catch (e) {
    if (isProtocolError(e)) return false;
    throw e;
  }
}

/**
 * Checks `opening` against `commitment` and returns the decoded opening. Throws the decoder's codes
 * when malformed and `commitment-mismatch` when it does not open this commitment.
 */
export function openCommitment(commitment: string | Uint8Array, opening: unknown): Opening {
  const c =
    typeof commitment === 'string'
      ? fromHex(commitment, 32, 'commitment')
      : asBytes(commitment, 'commitment', 32);
  const o = decodeOpening(opening);
  if (!equalBytes(c, commitmentOf(o))) {
    fail('commitment-mismatch', `opening of ${o.kind}#${o.index} does not match its commitment`);
  }
  return o;
}
