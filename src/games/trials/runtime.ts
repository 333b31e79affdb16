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

/** A copy of an attachment: every field, counters fresh. */
function copyAttachment(a: Attachment): Attachment {
  return {
    id: a.id,
    card: a.card,
    exhausted: a.exhausted,
    damage: a.damage,
    shield: a.shield,
    counters: { attack: a.counters.attack, hp: a.counters.hp },
    boost: a.boost,
  };
}

/** A copy of an Avatar: every field, counters, attachments and used subtypes fresh. */
function copyAvatar(a: Avatar): Avatar {
  return {
    id: a.id,
    card: a.card,
    side: a.side,
    exhausted: a.exhausted,
    damage: a.damage,
    shield: a.shield,
    counters: { attack: a.counters.attack, hp: a.counters.hp },
    boost: a.boost,
    attachments: a.attachments.map(copyAttachment),
    firstReadyUsed: a.firstReadyUsed.slice(),
  };
}

/** A copy of a player: its Avatars copied, its zones as fresh arrays of the same slots. */
function copyPlayer(p: Player): Player {
  return {
    avatars: [copyAvatar(p.avatars[0]), copyAvatar(p.avatars[1])],
    hand: p.hand.slice(),
    deck: p.deck.slice(),
    discard: p.discard.slice(),
    exile: p.exile.slice(),
    energy: p.energy,
    usedThisRound: p.usedThisRound.slice(),
  };
}

/**
 * A copy of `s` for the rules to change in place (rules.ts), neither state ever changing the
 * other: everything the rules change in place is fresh (the scalars, the zone, stack and trigger
 * arrays, the Avatars and their attachments), while what they only ever replace is shared with
 * `s` (the slots and public cards of the zones, stack items, pending triggers, the pending choice
 * and the resumption: readonly in types.ts). Fields are written in the order setup.ts and
 * attach.ts build them, so the copy serialises as `s` does: it is what
 * `JSON.parse(JSON.stringify(s))` gives for a state (plain JSON without `undefined` values),
 * without the cost (the bots' lookahead applies thousands of actions per decision). A field added
 * to types.ts must be added here.
 */
export function cloneState(s: TrialsState): TrialsState {
  return {
    view: s.view,
    cardSet: s.cardSet,
    round: s.round,
    phase: s.phase,
    initiative: s.initiative,
    turn: s.turn,
    acted: s.acted,
    passedFirst: s.passedFirst,
    roundEnding: s.roundEnding,
    stack: s.stack.slice(),
    priority: s.priority,
    declines: s.declines,
    resolvedSince: s.resolvedSince,
    triggers: s.triggers.slice(),
    choice: s.choice,
    resuming: s.resuming,
    winner: s.winner,
    players: { A: copyPlayer(s.players.A), B: copyPlayer(s.players.B) },
  };
}
