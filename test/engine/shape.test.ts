/**
 * The action-shape checks every game runs before its rules (src/engine/shape.ts): the combinators,
 * the random action's fields, and the first failing field of an action named as `type.field`.
 */
import { describe, expect, it } from 'vitest';
import {
  bool,
  fieldFault,
  fieldLists,
  list,
  nat,
  nullable,
  opt,
  RANDOM_FIELDS,
  record,
  str,
} from '../../src/engine/shape.ts';

describe('shape checks', () => {
  it('accept exactly their shapes', () => {
    expect([str('a'), str(1)]).toEqual([true, false]);
    expect([nat(0), nat(3), nat(-1), nat(1.5), nat('1')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([bool(false), bool(0)]).toEqual([true, false]);
    expect([opt(str)(undefined), opt(str)(null), opt(str)('x')]).toEqual([true, false, true]);
    expect([nullable(str)(undefined), nullable(str)(null), nullable(str)(2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([list(nat)([0, 1]), list(nat)([0, 'x']), list(nat)('01')]).toEqual([true, false, false]);
    expect([record({}), record([]), record(null), record('x')]).toEqual([{}, null, null, null]);
  });

  it('name the first failing field of an action, in the order the fields are listed', () => {
    const lists = fieldLists({ move: { card: str, to: nat }, random: RANDOM_FIELDS });
    expect(fieldFault(lists, 'move', { card: 'c', to: 2 })).toBeNull();
    expect(fieldFault(lists, 'move', { card: 1, to: -1 })).toBe('move.card');
    expect(fieldFault(lists, 'move', { card: 'c' })).toBe('move.to');
    expect(fieldFault(lists, 'random', { k: 1, cards: ['a', null] })).toBeNull();
    expect(fieldFault(lists, 'random', { k: 1, indices: [0, -2] })).toBe('random.indices');
    expect(fieldFault(lists, 'random', { k: 'one' })).toBe('random.k');
  });
});
