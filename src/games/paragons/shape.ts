/**
 * The shape of an action, checked before any rule: actions come from the other peer, so anything
 * that is not a well-formed action is refused with `bad-action` and never reaches the rules (engine
 * contract: typed errors, never exceptions).
 */
import type { EngineError } from '../../engine/index.ts';
import {
  fieldFault,
  fieldLists,
  list,
  nat,
  nullable,
  opt,
  RANDOM_FIELDS,
  record,
  str,
  type Check,
} from '../../engine/shape.ts';
import { fail } from './errors.ts';
import type { Action } from './types.ts';

const optStr = opt(str);
const target: Check = (v) => {
  const t = record(v);
  return t !== null && str(t.player) && optStr(t.space) && optStr(t.card);
};

const targetList = list(target);
const isOptTargets = (v: unknown): boolean => v === undefined || targetList(v);
const { cards: drawnCards, indices: drawnIndices } = RANDOM_FIELDS;

const FIELDS: Readonly<Record<Action['type'], Readonly<Record<string, Check>>>> = {
  play: { card: str, slot: opt(str), to: str, bump: nullable(str) },
  attack: { attacker: str, target },
  defend: { defender: nullable(str) },
  cast: { caster: str, target },
  ability: { source: str, index: nat, targets: opt(list(target)) },
  spell: { card: str, slot: opt(str), targets: opt(list(target)) },
  recruit: { card: str },
  hide: { card: opt(str), slot: opt(str), cost: opt(nat) },
  reveal: { card: str, slot: opt(str), targets: opt(list(target)) },
  garrison: { space: str },
  mulligan: { cards: opt(list(str)), slots: opt(list(str)) },
  retarget: { targets: list(target), bump: nullable(str) },
  pass: {},
  endTurn: {},
  random: RANDOM_FIELDS,
};

/** FIELDS as lists of [field, check], computed once (shapeError runs on every apply). */
const FIELD_LISTS = fieldLists(FIELDS);

const isStr = (v: unknown): boolean => typeof v === 'string';
const isOptStr = (v: unknown): boolean => v === undefined || typeof v === 'string';
const isNullStr = (v: unknown): boolean => v === undefined || v === null || typeof v === 'string';

/** Whether every field of FIELDS[type] passes its check. */
function fieldsOk(type: string, rec: Record<string, unknown>): boolean {
  const fields = FIELD_LISTS[type]!;
  for (let i = 0; i < fields.length; i++) if (!fields[i]![1](rec[fields[i]![0]])) return false;
  return true;
}

/**
 * Whether `rec` is a well-formed action: a known type, a seat for every type but `random`, and
 * every field of FIELDS[type] passing. One switch, written out per type for the common types
 * (shapeError runs on every apply); `shapeFault` names what is wrong otherwise.
 */
function wellFormed(rec: Record<string, unknown>): boolean {
  const type = rec.type;
  if (type === 'random') return nat(rec.k) && drawnCards(rec.cards) && drawnIndices(rec.indices);
  if (rec.player !== 'A' && rec.player !== 'B') return false;
  switch (type) {
    case 'pass':
    case 'endTurn':
      return true;
    case 'play':
      return isStr(rec.card) && isOptStr(rec.slot) && isStr(rec.to) && isNullStr(rec.bump);
    case 'attack':
      return isStr(rec.attacker) && target(rec.target);
    case 'defend':
      return isNullStr(rec.defender);
    case 'cast':
      return isStr(rec.caster) && target(rec.target);
    case 'ability':
      return isStr(rec.source) && nat(rec.index) && isOptTargets(rec.targets);
    case 'spell':
    case 'reveal':
      return isStr(rec.card) && isOptStr(rec.slot) && isOptTargets(rec.targets);
    case 'recruit':
      return isStr(rec.card);
    case 'garrison':
      return isStr(rec.space);
    case 'hide':
    case 'mulligan':
    case 'retarget':
      return fieldsOk(type, rec);
    default:
      return false;
  }
}

/** The first thing wrong with an action object that is not {@link wellFormed}, checked in order. */
function shapeFault(rec: Record<string, unknown>): EngineError | null {
  const type = rec.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type))
    return fail('bad-action', `unknown action type ${String(type)}`);
  if (type !== 'random' && rec.player !== 'A' && rec.player !== 'B')
    return fail('bad-action', 'player must be A or B');
  const fault = fieldFault(FIELD_LISTS, type, rec);
  return fault ? fail('bad-action', `${fault} is malformed`) : null;
}

/** `bad-action` when `a` is not a well-formed action, else null. */
export function shapeError(a: unknown): EngineError | null {
  const rec = record(a);
  if (!rec) return fail('bad-action', 'an action is an object');
  return wellFormed(rec) ? null : shapeFault(rec);
}
