/**
 * The shape of an action, checked before any rule: actions come from the other peer, so anything
 * that is not a well-formed action is refused with `bad-action` and never reaches the rules (engine
 * contract: typed errors, never exceptions).
 */
import type { EngineError } from '../../engine/index.ts';
import {
  bool,
  fieldFault,
  fieldLists,
  list,
  nat,
  opt,
  RANDOM_FIELDS,
  record,
  str,
  type Check,
} from '../../engine/shape.ts';
import { fail } from './errors.ts';

/** An enemy defender `{seat, row, pos}`, or a card to retire `{from: hand|discard, …}`. */
const pick: Check = (v) => {
  const r = record(v);
  if (!r) return false;
  if (r.from === 'hand') return str(r.slot) && str(r.card);
  if (r.from === 'discard') return str(r.card);
  return r.from === undefined && str(r.seat) && nat(r.row) && nat(r.pos);
};

const spyRef: Check = (v) => {
  const r = record(v);
  return r !== null && str(r.seat) && nat(r.index);
};

const command = { slot: str, card: str };

/** The fields of each action type and their checks. */
const FIELDS: Readonly<Record<string, Readonly<Record<string, Check>>>> = {
  attack: command,
  defend: command,
  recruit: command,
  post: command,
  ability: command,
  unmask: { ...command, target: spyRef },
  buy: { card: str },
  end: { hand: list(str) },
  strike: { foe: str, row: opt(nat), at: opt(list(nat)), monarch: opt(bool) },
  choose: { target: pick },
  decline: {},
  cull: { card: str },
  keep: {},
  random: RANDOM_FIELDS,
};

/** FIELDS as lists of [field, check], computed once (shapeError runs on every apply). */
const FIELD_LISTS = fieldLists(FIELDS);

/** `bad-action` when `a` is not a well-formed action, else null. */
export function shapeError(a: unknown): EngineError | null {
  const rec = record(a);
  if (!rec) return fail('bad-action', 'an action is an object');
  const type = rec.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type))
    return fail('bad-action', `unknown action type ${String(type)}`);
  if (type !== 'random' && typeof rec.player !== 'string')
    return fail('bad-action', 'an action names its player');
  const fault = fieldFault(FIELD_LISTS, type, rec);
  if (fault) return fail('bad-action', `${fault} is malformed`);
  if (type === 'strike' && (rec.monarch === true) === (rec.row !== undefined))
    return fail('bad-action', 'a strike names a row or the Monarch');
  if (type === 'strike' && rec.row !== undefined && rec.at === undefined)
    return fail('bad-action', 'a strike on a row names its places');
  return null;
}
