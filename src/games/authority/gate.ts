/**
 * Who must act next and which actions each window accepts (docs/rules/authority.md, "Windows").
 * Everything here is derived from public state only.
 */
import type { EngineError, RandomRequest, Seat, Waiting } from '../../engine/index.ts';
import { fail } from './errors.ts';
import type { Action, GameState } from './types.ts';

/** The kinds of window a seat can be asked to act in. */
export type WindowKind = 'command' | 'strike' | 'choose' | 'cull';

/** Whom or what the state waits for. */
export function waiting(s: GameState): Waiting<RandomRequest> {
  if (s.over) return { kind: 'over', winner: s.winner };
  const p = s.pending;
  if (p?.p === 'random') return { kind: 'random', request: p.request };
  return { kind: 'act', seat: seatOf(s), window: windowOf(s) };
}

/** The window of a state that waits on a seat. */
export function windowOf(s: GameState): WindowKind {
  const p = s.pending;
  return p && p.p !== 'random' ? p.p : 'command';
}

/** The seat a state waits on (when it waits on one). */
export function seatOf(s: GameState): Seat {
  const p = s.pending;
  return p && p.p !== 'random' ? p.seat : s.turn.seat;
}

/**
 * The action types a window accepts: command: attack, defend, recruit, post, ability, unmask, buy,
 * end; strike: strike; choose: choose, decline; cull: cull, keep.
 */
export function accepts(window: string, type: Action['type']): boolean {
  switch (window) {
    case 'command':
      return (
        type === 'attack' ||
        type === 'defend' ||
        type === 'recruit' ||
        type === 'post' ||
        type === 'ability' ||
        type === 'unmask' ||
        type === 'buy' ||
        type === 'end'
      );
    case 'strike':
      return type === 'strike';
    case 'choose':
      return type === 'choose' || type === 'decline';
    case 'cull':
      return type === 'cull' || type === 'keep';
  }
  return false;
}

/** The turn and window check every action passes first. */
export function gate(s: GameState, a: Action): EngineError | null {
  if (s.over) return fail('game-over', 'the game is over');
  const random = s.pending?.p === 'random';
  if (a.type === 'random')
    return random ? null : fail('wrong-random', 'no random event is pending');
  if (random) return fail('not-your-turn', 'a random event must be resolved first');
  const seat = seatOf(s);
  if (a.player !== seat) return fail('not-your-turn', `the game waits on ${seat}`);
  const window = windowOf(s);
  if (!accepts(window, a.type))
    return fail('wrong-window', `${a.type} is not allowed in the ${window} window`);
  return null;
}
