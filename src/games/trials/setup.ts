/**
 * The start of the game proper (rulebook: "Starting the Game", "Start Phase"; digest A1, A5-4):
 * both players' Avatars (public) and their ordered decks as slot handles (values where the view
 * knows them), and who holds initiative. The opening hand is the top 5 of each deck; then round
 * 1's Start Phase runs, which draws a 6th card.
 */
import type { View } from '../../engine/index.ts';
import { OMNISCIENT } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import { fail } from './errors.ts';
import type { EngineError } from '../../engine/index.ts';
import { run, startRound } from './flow.ts';
import type { Avatar, Player, TrialsState, TSeat, TSlot } from './types.ts';
import { OPENING_HAND } from './types.ts';

/** What a game starts from. */
export interface SetupInput {
  /** Each seat's two Avatar card ids. */
  readonly avatars: Readonly<Record<TSeat, readonly [string, string]>>;
  /** Each seat's deck, top first: handles (`A:d0` …) and the card ids this view knows. */
  readonly decks: Readonly<Record<TSeat, readonly TSlot[]>>;
  readonly initiative: TSeat;
  /** The view the state is held in (default omniscient). */
  readonly view?: View;
}

/** A fresh Avatar in play, front side up and ready. */
export function freshAvatar(seat: TSeat, index: number, card: string): Avatar {
  return {
    id: `${seat}:av${index}`,
    card,
    side: 'front',
    exhausted: false,
    damage: 0,
    shield: false,
    counters: { attack: 0, hp: 0 },
    boost: 0,
    attachments: [],
    firstReadyUsed: [],
  };
}

/** An empty player around two Avatars. */
export function freshPlayer(seat: TSeat, avatars: readonly [string, string]): Player {
  return {
    avatars: [freshAvatar(seat, 0, avatars[0]), freshAvatar(seat, 1, avatars[1])],
    hand: [],
    deck: [],
    discard: [],
    exile: [],
    energy: 0,
    usedThisRound: [],
  };
}

/** A state with no cards dealt, at round `round` (for setup and scenarios). */
export function blankState(
  db: CardDb,
  avatars: Readonly<Record<TSeat, readonly [string, string]>>,
  initiative: TSeat,
  view: View = OMNISCIENT,
): TrialsState {
  return {
    view,
    cardSet: db.hash,
    round: 1,
    phase: 'start',
    initiative,
    turn: initiative,
    acted: 'none',
    passedFirst: null,
    roundEnding: false,
    stack: [],
    priority: null,
    declines: 0,
    resolvedSince: false,
    triggers: [],
    choice: null,
    resuming: null,
    winner: null,
    players: { A: freshPlayer('A', avatars.A), B: freshPlayer('B', avatars.B) },
  };
}

/**
 * The game at its start: opening hands dealt, round 1's Start Phase done (or waiting on a
 * trigger's choice). Throws a labelled error on an input that is not a legal start (unknown
 * cards, duplicate handles): a trust-boundary check.
 */
export function newGame(db: CardDb, input: SetupInput): TrialsState {
  const bad = checkInput(db, input);
  if (bad) throw new Error(`trials setup: ${bad.message}`);
  const s = blankState(db, input.avatars, input.initiative, input.view);
  for (const seat of ['A', 'B'] as const) {
    const deck = input.decks[seat].map((x) => ({ ...x }));
    s.players[seat].hand = deck.slice(0, OPENING_HAND);
    s.players[seat].deck = deck.slice(OPENING_HAND);
  }
  const rt = { db, s };
  startRound(rt);
  run(rt);
  return rt.s;
}

function checkInput(db: CardDb, input: SetupInput): EngineError | null {
  const handles = new Set<string>();
  for (const seat of ['A', 'B'] as const) {
    const avatars = input.avatars[seat];
    if (!Array.isArray(avatars) || avatars.length !== 2)
      return fail('bad-action', `${seat} has two Avatars`);
    for (const id of avatars)
      if (db.cards.get(id)?.kind !== 'avatar') return fail('unknown-card', `${id} is no Avatar`);
    for (const slot of input.decks[seat] ?? []) {
      if (!slot.h.startsWith(`${seat}:`) || handles.has(slot.h))
        return fail('bad-action', `bad deck handle ${slot.h}`);
      handles.add(slot.h);
      if (slot.id !== undefined) {
        const k = db.cards.get(slot.id)?.kind;
        if (k !== 'equipment' && k !== 'ability')
          return fail('unknown-card', `${slot.id} is no deck card`);
      }
    }
  }
  if (input.initiative !== 'A' && input.initiative !== 'B')
    return fail('bad-action', 'initiative is A or B');
  return null;
}
