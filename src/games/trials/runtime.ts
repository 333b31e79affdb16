/**
 * The rules' working context (docs/adding-a-game.md, "The module"): the card set and a draft of
 * the state being changed. `apply`
 * clones the input state into a draft (rules.ts), so the functions that take a runtime may change
 * `rt.s` in place.
 */
import type { CardDb } from './carddb.ts';
import type { TrialsState } from './types.ts';

/** The card set and the draft state. */
export interface Rt {
  readonly db: CardDb;
  readonly s: TrialsState;
}

/** A deep copy of a plain-JSON state (every state of this game is plain JSON). */
export function cloneState(s: TrialsState): TrialsState {
  return JSON.parse(JSON.stringify(s)) as TrialsState;
}
