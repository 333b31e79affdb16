import { describe, it, expect } from 'vitest';
import {
  canonicalJson,
  findSlot,
  findSlotById,
  hashCanonical,
  isError,
  knowsOwner,
  OMNISCIENT,
  publicSlots,
  resolvedCard,
  seatView,
  slotFor,
  slotHandle,
} from '../../src/engine/index.ts';

describe('hidden slots and views', () => {
  it('a view knows its own and, omnisciently, every owner', () => {
    expect(knowsOwner(OMNISCIENT, 'A')).toBe(true);
    expect(knowsOwner(seatView('A'), 'A')).toBe(true);
    expect(knowsOwner(seatView('A'), 'B')).toBe(false);
  });

  it('slots keep the id only where the view may know it; the public form is handles', () => {
    const h = slotHandle('B', 3);
    expect(slotFor(seatView('A'), 'B', h, 'x', false)).toEqual({ h: 'B3' });
    expect(slotFor(seatView('B'), 'B', h, 'x', false)).toEqual({ h: 'B3', id: 'x' });
    expect(slotFor(seatView('A'), 'B', h, 'x', true)).toEqual({ h: 'B3', id: 'x' });
    const slots = [{ h: 'B1', id: 'a' }, { h: 'B2' }];
    expect(publicSlots(slots)).toEqual(['B1', 'B2']);
    expect(findSlot(slots, 'B2')).toBe(1);
    expect(findSlotById(slots, 'a')).toBe(0);
    expect(findSlotById(slots, 'z')).toBe(-1);
  });
});

describe('random resolutions', () => {
  it('take a named card, a canonical index, or null for an opaque draw', () => {
    const m = { a: 1, b: 2 };
    expect(resolvedCard({ k: 1, cards: ['b'] }, 0, m)).toBe('b');
    expect(resolvedCard({ k: 1, cards: ['z'] }, 0, m)).toBeUndefined();
    expect(resolvedCard({ k: 1, cards: [null] }, 0, undefined)).toBeNull();
    expect(resolvedCard({ k: 1, indices: [2] }, 0, m)).toBe('b');
    expect(resolvedCard({ k: 1, indices: [0] }, 0, undefined)).toBeNull();
  });
});

describe('canonical hashing', () => {
  it('is independent of key order and stable', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 1, c: 0 }] })).toBe('{"a":[2,{"c":0,"d":1}],"b":1}');
    expect(hashCanonical({ a: 1, b: 2 })).toBe(hashCanonical({ b: 2, a: 1 }));
    expect(hashCanonical({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells errors from results', () => {
    expect(isError({ error: { code: 'x', message: 'y' } })).toBe(true);
    expect(isError({ state: 1, events: [] })).toBe(false);
  });
});
