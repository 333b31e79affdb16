/**
 * Checks of an action's shape, run before any rule: actions come from the other peer, so a game
 * refuses anything that is not a well-formed action with `bad-action` before it reaches the rules
 * (engine contract, ./types.ts: typed errors, never exceptions). Each game lists its action types'
 * fields with these checks and asks {@link fieldFault} for the first one that fails.
 */

/** Whether a decoded value has the expected shape. */
export type Check = (v: unknown) => boolean;

/** A string. */
export const str: Check = (v) => typeof v === 'string';
/** A whole number ≥ 0. */
export const nat: Check = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
/** A boolean. */
export const bool: Check = (v) => typeof v === 'boolean';
/** Absent, or passing `c`. */
export const opt =
  (c: Check): Check =>
  (v) =>
    v === undefined || c(v);
/** Absent, null, or passing `c`. */
export const nullable =
  (c: Check): Check =>
  (v) =>
    v === undefined || v === null || c(v);
/** An array whose every item passes `c`. */
export const list =
  (c: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(c);

/** The fields of a `random` action (./random.ts `RandomResolution`): its request, then ids or indices. */
export const RANDOM_FIELDS: Readonly<Record<'k' | 'cards' | 'indices', Check>> = {
  k: nat,
  cards: opt(list((v) => v === null || typeof v === 'string')),
  indices: opt(list(nat)),
};

/** `v` as a plain record (an object, not an array), or null. */
export function record(v: unknown): Record<string, unknown> | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : null;
}

/** An action type's fields as `[field, check]` pairs, computed once per game. */
export type FieldLists = Readonly<Record<string, readonly (readonly [string, Check])[]>>;

/** The fields of each action type, as lists (see {@link fieldFault}). */
export function fieldLists(fields: Readonly<Record<string, Readonly<Record<string, Check>>>>) {
  const out: Record<string, readonly (readonly [string, Check])[]> = {};
  for (const [type, checks] of Object.entries(fields)) out[type] = Object.entries(checks);
  return out as FieldLists;
}

/** The first field of action `rec` (of a known `type`) whose check fails, as `type.field`; or null. */
export function fieldFault(lists: FieldLists, type: string, rec: Record<string, unknown>) {
  const fields = lists[type]!;
  for (let i = 0; i < fields.length; i++) {
    const [field, ok] = fields[i]!;
    if (!ok(rec[field])) return `${type}.${field}`;
  }
  return null;
}
