/**
 * The engine's shared draw helpers (src/engine/random.ts `drawFrom`, src/engine/multiset.ts
 * `inQueueOrder`): what both games' random resolutions and scenario draw orders go through.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawFrom,
  inQueueOrder,
  multisetOf,
  multisetRemove,
  resolvedCard,
  type Multiset,
  type RandomResolution,
} from '../../src/engine/index.ts';

/** The reference: one draw at a time from what the earlier ones left. */
function oneByOne(r: RandomResolution, count: number, m: Multiset) {
  const ids: string[] = [];
  let rest = m;
  for (let i = 0; i < count; i++) {
    const id = resolvedCard(r, i, rest);
    const next = typeof id === 'string' ? multisetRemove(rest, id) : undefined;
    if (typeof id !== 'string' || !next) return i;
    ids.push(id);
    rest = next;
  }
  return { ids, rest };
}

describe('drawFrom', () => {
  const m = multisetOf(['a', 'a', 'b', 'c']);

  it('draws named cards while the multiset holds them, and names the first that is not there', () => {
    expect(drawFrom({ k: 1, cards: ['a', 'a', 'b'] }, 3, m)).toEqual({
      ids: ['a', 'a', 'b'],
      rest: { c: 1 },
    });
    expect(drawFrom({ k: 1, cards: ['a', 'a', 'a'] }, 3, m)).toBe(2);
    expect(drawFrom({ k: 1, cards: ['b', null] }, 2, m)).toBe(1);
  });

  it('draws by canonical index from what the earlier draws left', () => {
    expect(drawFrom({ k: 1, indices: [0, 0, 1] }, 3, m)).toEqual({
      ids: ['a', 'a', 'c'],
      rest: { b: 1 },
    });
    expect(drawFrom({ k: 1, indices: [4] }, 1, m)).toBe(0);
  });

  it('agrees with drawing one card at a time (property)', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(
        fc.array(id, { maxLength: 8 }),
        fc.array(fc.option(id), { maxLength: 6 }),
        (deck, named) => {
          const r = { k: 1, cards: named };
          expect(drawFrom(r, named.length, multisetOf(deck))).toEqual(
            oneByOne(r, named.length, multisetOf(deck)),
          );
        },
      ),
    );
  });
});

describe('inQueueOrder', () => {
  it('puts the queue first (what the multiset still holds), then the rest in canonical order', () => {
    expect(inQueueOrder(['c', 'x', 'a', 'c'], multisetOf(['a', 'a', 'b', 'c']))).toEqual([
      'c',
      'a',
      'a',
      'b',
    ]);
    expect(inQueueOrder([], multisetOf(['b', 'a']))).toEqual(['a', 'b']);
  });
});
