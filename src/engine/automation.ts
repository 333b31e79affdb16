/**
 * What every game's `automation.prepare` (./module.ts) does first with a table's request: a table
 * emits either a legal action as it is, or an intent (`{ intent, … }`) that the game seals into a
 * move with the seat's secrets (docs/adding-a-game.md, "The table (UI)").
 */
import type { GameError } from '../../protocol/session/index.ts';
import type { Seat, Waiting } from './types.ts';

/**
 * A table's request sorted: `{ intent }` for an object with an `intent` field, `{ move }` for any
 * other object with a `type` (the engine judges it when applied), else `malformed-move`.
 */
export function tableRequest<I extends { readonly intent: string }, A>(
  request: unknown,
): { intent: I } | { move: A } | GameError {
  if (typeof request !== 'object' || request === null)
    return { code: 'malformed-move', message: 'the table asked for something that is not a move' };
  if ('intent' in request) return { intent: request as I };
  if (!('type' in request))
    return { code: 'malformed-move', message: 'the table asked for something that is not a move' };
  return { move: request as A };
}

/** The window `seat` is asked to act in now, or null when the state waits on anything else. */
export function ownWindow<R>(w: Waiting<R>, seat: Seat): string | null {
  return w.kind === 'act' && w.seat === seat ? w.window : null;
}
