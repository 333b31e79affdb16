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

/**
 * A copy of plain JSON data exactly as `JSON.parse(JSON.stringify(x))` makes it (keys in their
 * order, `undefined` properties dropped, `undefined` array items as null), without the text in
 * between: the rules copy a state on every action, and the bots' lookahead applies thousands.
 */
function copyJson(x: unknown): unknown {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) {
    const out = new Array<unknown>(x.length);
    for (let i = 0; i < x.length; i++) {
      const v: unknown = x[i];
      out[i] = v === undefined ? null : copyJson(v);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  const o = x as Record<string, unknown>;
  for (const k in o) {
    const v = o[k];
    if (v !== undefined) out[k] = copyJson(v);
  }
  return out;
}

/** A deep copy of a plain-JSON state (every state of this game is plain JSON). */
export function cloneState(s: TrialsState): TrialsState {
  return copyJson(s) as TrialsState;
}
