/**
 * The rules' working context (docs/adding-a-game.md, "The module"): the card set and a draft of
 * the state being changed. `apply`
 * clones the input state into a draft (rules.ts), so the functions that take a runtime may change
 * `rt.s` in place.
 */
import type { CardDb } from './carddb.ts';
import type { Attachment, Avatar, Player, TrialsState } from './types.ts';

/** The card set and the draft state. */
export interface Rt {
  readonly db: CardDb;
  readonly s: TrialsState;
}

/** An attachment whose fields the rules change are fresh (its counters). */
function copyAttachment(a: Attachment): Attachment {
  return { ...a, counters: { ...a.counters } };
}

/** An Avatar whose fields the rules change are fresh (counters, attachments, used subtypes). */
function copyAvatar(a: Avatar): Avatar {
  return {
    ...a,
    counters: { ...a.counters },
    attachments: a.attachments.map(copyAttachment),
    firstReadyUsed: [...a.firstReadyUsed],
  };
}

/** A player whose mutable parts are fresh (its Avatars deep, its zones as new arrays). */
function copyPlayer(p: Player): Player {
  return {
    ...p,
    avatars: [copyAvatar(p.avatars[0]), copyAvatar(p.avatars[1])],
    hand: [...p.hand],
    deck: [...p.deck],
    discard: [...p.discard],
    exile: [...p.exile],
    usedThisRound: [...p.usedThisRound],
  };
}

/**
 * A copy of `s` for the rules to change in place (rules.ts): what the rules change in place is
 * fresh (the scalars, the zone, stack and trigger arrays, the Avatars and their attachments),
 * while the parts they only ever replace are shared with `s`: the slots and public cards of the
 * zones, stack items, pending triggers, the pending choice and the resumption (all readonly in
 * types.ts), so neither state ever changes the other. Key order is kept, and states hold no
 * `undefined` values, so the copy is what `JSON.parse(JSON.stringify(s))` would give without its
 * cost (the bots' lookahead applies thousands of actions per decision).
 */
export function cloneState(s: TrialsState): TrialsState {
  return {
    ...s,
    stack: [...s.stack],
    triggers: [...s.triggers],
    players: { A: copyPlayer(s.players.A), B: copyPlayer(s.players.B) },
  };
}
