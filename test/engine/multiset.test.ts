import { describe, it, expect } from 'vitest';
import {
  multisetAdd,
  multisetAt,
  multisetCount,
  multisetList,
  multisetOf,
  multisetRemove,
  multisetSize,
} from '../../src/engine/index.ts';

describe('multisets', () => {
  it('count, add and remove copies without mutating', () => {
    const m = Object.freeze(multisetOf(['b', 'a', 'b']));
    expect(multisetSize(m)).toBe(3);
    expect(multisetCount(m, 'b')).toBe(2);
    expect(multisetAdd(m, 'c')).toEqual({ a: 1, b: 2, c: 1 });
    expect(multisetRemove(m, 'a')).toEqual({ b: 2 });
    expect(multisetRemove(m, 'z')).toBeUndefined();
    expect(m).toEqual({ a: 1, b: 2 });
  });

  it('canonical order: ids sorted, copies numbered', () => {
    const m = multisetOf(['c', 'a', 'c', 'b']);
    expect(multisetList(m)).toEqual(['a', 'b', 'c', 'c']);
    expect([0, 1, 2, 3].map((i) => multisetAt(m, i))).toEqual(['a', 'b', 'c', 'c']);
    expect(multisetAt(m, 4)).toBeUndefined();
    expect(multisetAt(m, -1)).toBeUndefined();
    expect(multisetAt(m, 1.5)).toBeUndefined();
  });
});
