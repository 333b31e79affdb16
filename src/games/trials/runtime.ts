/**
 * The rules' working context (docs/adding-a-game.md, "The module"): the card set and a draft of
 * the state being changed. `apply`
 * clones the input state into a draft (rules.ts), so the functions that take a runtime may change
 * `rt.s` in place.
 */
import type { CardDb } from './carddb.ts';
import type { Avatar, Player, TrialsState } from './types.ts';

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

/** A player whose mutable parts are fresh (its Avatars deep, its zones as new arrays). */
function draftPlayer(p: Player): Player {
  return {
    ...p,
    avatars: [copyJson(p.avatars[0]) as Avatar, copyJson(p.avatars[1]) as Avatar],
    hand: [...p.hand],
    deck: [...p.deck],
    discard: [...p.discard],
    exile: [...p.exile],
    usedThisRound: [...p.usedThisRound],
  };
}

/**
 * A throwaway draft of `s` for a rule check whose result state is dropped (rules.ts `check`):
 * what the rules change in place is fresh (the scalars, the zone and stack arrays, the Avatars
 * and their attachments), while the parts they only ever replace are shared with `s`: the slots
 * and public cards of the zones, stack items, pending triggers, the pending choice and the
 * resumption (all readonly in types.ts). Unlike {@link cloneState} it does not normalise the
 * state as JSON, so it is no state to keep.
 */
export function draftState(s: TrialsState): TrialsState {
  return {
    ...s,
    stack: [...s.stack],
    triggers: [...s.triggers],
    players: { A: draftPlayer(s.players.A), B: draftPlayer(s.players.B) },
  };
}
