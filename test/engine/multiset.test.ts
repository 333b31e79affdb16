import { describe, it, expect } from 'vitest';
import {
  multisetAdd,
  multisetAddAll,
  multisetAt,
  multisetCount,
  multisetIds,
  multisetList,
  multisetOf,
  multisetRemove,
  multisetRemoveAll,
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

  it('batch add and remove equal one-by-one, ids and key order included', () => {
    const m = multisetOf(['c', 'a', 'c', 'b', 'd']);
    let one = m;
    for (const id of ['c', 'b', 'c']) one = multisetRemove(one, id)!;
    const all = multisetRemoveAll(m, ['c', 'b', 'c'])!;
    expect(JSON.stringify(all)).toBe(JSON.stringify(one));
    expect(multisetIds(all)).toEqual(Object.keys(one));
    expect(multisetSize(all)).toBe(2);
    expect(multisetRemoveAll(m, ['c', 'c', 'c'])).toBeUndefined();
    expect(multisetRemoveAll(m, ['z'])).toBeUndefined();
    let added = all;
    for (const id of ['e', 'a', 'e']) added = multisetAdd(added, id);
    const addedAll = multisetAddAll(all, ['e', 'a', 'e']);
    expect(JSON.stringify(addedAll)).toBe(JSON.stringify(added));
    expect(multisetIds(addedAll)).toEqual(['a', 'd', 'e']);
    expect(multisetSize(addedAll)).toBe(5);
    expect(m).toEqual({ c: 2, a: 1, b: 1, d: 1 });
  });

  it('reads records built elsewhere afresh (parsed from JSON)', () => {
    const parsed = JSON.parse('{"x":2,"y":1}') as Record<string, number>;
    expect(multisetSize(parsed)).toBe(3);
    expect(multisetIds(parsed)).toEqual(['x', 'y']);
    parsed.z = 4;
    expect(multisetSize(parsed)).toBe(7);
    expect(JSON.stringify(multisetRemove(parsed, 'x'))).toBe('{"x":1,"y":1,"z":4}');
  });
});
