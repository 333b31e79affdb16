/**
 * The lockstep adapter helpers every game shares (src/engine/lockstep.ts): the view a core's
 * knowledge gives, the engine's answer as a session value, a seat's own-move checks and the random
 * action that resolves a request.
 */
import { describe, expect, it } from 'vitest';
import { engineError, OMNISCIENT, seatView } from '../../src/engine/index.ts';
import {
  applyForSession,
  ownMoveError,
  randomAction,
  viewOfKnowledge,
} from '../../src/engine/lockstep.ts';
import { ownWindow, tableRequest } from '../../src/engine/automation.ts';

describe('lockstep helpers', () => {
  it('choose the view by the seats a core knows, for any list of seats', () => {
    const seats = ['N', 'E', 'S'];
    expect(viewOfKnowledge(seats, ['S', 'N', 'E'])).toEqual(OMNISCIENT);
    expect(viewOfKnowledge(seats, ['E'])).toEqual(seatView('E'));
    expect(viewOfKnowledge(seats, ['X'])).toEqual(seatView('-'));
    expect(viewOfKnowledge(['A', 'B'], [])).toEqual(seatView('-'));
  });

  it('turn the engine’s answer into a state or a session error, an exception into malformed-move', () => {
    const apply = (s: number, a: number) =>
      a === 0
        ? { error: engineError('wrong-phase', 'not now') }
        : a < 0
          ? (() => {
              throw new Error('boom');
            })()
          : { state: s + a, events: [] };
    expect(applyForSession(apply, 1, 2)).toBe(3);
    expect(applyForSession(apply, 1, 0)).toEqual({ code: 'wrong-phase', message: 'not now' });
    expect(applyForSession(apply, 1, -1)).toMatchObject({ code: 'malformed-move' });
  });

  it('refuse random, concede and another seat’s move as a seat’s own move', () => {
    expect(ownMoveError({ type: 'random' }, 'A')?.code).toBe('illegal-move');
    expect(ownMoveError({ type: 'concede', player: 'A' }, 'A')?.code).toBe('illegal-move');
    expect(ownMoveError({ type: 'play', player: 'B' }, 'A')?.code).toBe('not-your-turn');
    expect(ownMoveError({ type: 'play', player: 'A' }, 'A')).toBeNull();
  });

  it('resolve a request by indices, or by one null per card where they are not known', () => {
    const r = { k: 4, kind: 'private-draw', seat: 'A', count: 2 } as const;
    expect(randomAction(r, [3, 0])).toEqual({ type: 'random', k: 4, indices: [3, 0] });
    expect(randomAction(r, null)).toEqual({ type: 'random', k: 4, cards: [null, null] });
  });
});

describe('table requests (src/engine/automation.ts)', () => {
  it('sort an intent, a move and anything else', () => {
    expect(tableRequest({ intent: 'rps', choice: 'rock' })).toEqual({
      intent: { intent: 'rps', choice: 'rock' },
    });
    expect(tableRequest({ type: 'pass', player: 'A' })).toEqual({
      move: { type: 'pass', player: 'A' },
    });
    for (const bad of [null, 'pass', 3, { player: 'A' }])
      expect(tableRequest(bad)).toMatchObject({ code: 'malformed-move' });
  });

  it('name the window only when the state waits on that seat', () => {
    expect(ownWindow({ kind: 'act', seat: 'A', window: 'rps-commit' }, 'A')).toBe('rps-commit');
    expect(ownWindow({ kind: 'act', seat: 'B', window: 'rps-commit' }, 'A')).toBeNull();
    expect(ownWindow({ kind: 'over', winner: null }, 'A')).toBeNull();
  });
});
