/**
 * The whole Trials match as one engine (src/engine `Game`): the deck commitments, the Avatars
 * opened, the initiative preference (and rock-paper-scissors on equal preferences), then the game
 * to its end (./pregame.ts; docs/rules/trials.md D1–D7). Game actions are handed to the rules
 * engine (../rules.ts).
 *
 * Who acts next is always derivable from the state: every pre-game step goes in header order,
 * then the game says.
 */
import type { ApplyResult, Game, Seat, View, Waiting } from '../../../engine/index.ts';
import { engineError, isError } from '../../../engine/index.ts';
import { nextMissing } from '../../../engine/match/index.ts';
import { TRIALS_DB, type CardDb } from '../carddb.ts';
import { legalActions } from '../legal.ts';
import { apply as applyGame } from '../rules.ts';
import { newGame } from '../setup.ts';
import type { Action as GameAction, TrialsState, TSeat, TSlot } from '../types.ts';
import { publicState } from '../view.ts';
import { waiting as gameWaiting } from '../waiting.ts';
import { noteStep } from './journal.ts';
import {
  avatarsOpeningError,
  deckHandle,
  forcedPreference,
  hashError,
  INITIATIVE_CHOICE,
  listError,
  thenInitiative,
} from './pregame.ts';
import type { MatchAction, MatchEvent, MatchState, MatchStep } from './types.ts';
import { DECK_SIZE } from '../cards/legality.ts';
import { actionLabel } from '../module/words.ts';

/** A new match in `view`: nothing committed yet; every seat starts by committing its deck. */
export function createMatch(view: View, matchId: string, seats: readonly TSeat[]): MatchState {
  return {
    view,
    matchId,
    seats,
    phase: 'deck-order',
    decks: {},
    lists: {},
    avatars: {},
    commits: {},
    prefs: {},
    salts: {},
    rps: null,
    repick: null,
    initiative: null,
    game: null,
    winner: null,
    end: null,
  };
}

/** `seat`'s deck as the game starts it: its 20 handles, with the cards this view knows. */
function deckSlots(s: MatchState, seat: TSeat): TSlot[] {
  const cards = s.lists[seat]?.cards;
  return Array.from({ length: DECK_SIZE }, (_, i) => {
    const h = deckHandle(seat, i);
    const id = cards?.[i];
    return id === undefined ? { h } : { h, id };
  });
}

/** Starts the game once Avatars and initiative are settled (D7: the top 5, then round 1). */
function startGame(db: CardDb): (s: MatchState, events: MatchEvent[]) => MatchStep {
  return (s, events) => {
    try {
      const game = newGame(db, {
        avatars: { A: s.avatars.A!, B: s.avatars.B! },
        decks: { A: deckSlots(s, 'A'), B: deckSlots(s, 'B') },
        initiative: s.initiative!,
        view: s.view,
      });
      return settleGame({ ...s, phase: 'game', game }, events);
    } catch (e) {
      return { error: engineError('illegal-deck', String(e)) };
    }
  };
}

/** The match over once its game is. */
function settleGame(s: MatchState, events: MatchEvent[]): MatchStep {
  const g = s.game!;
  if (g.phase !== 'over') return { state: s, events };
  const winner = g.winner;
  return {
    state: { ...s, phase: 'over', winner, end: 'game' },
    events: [...events, { type: 'match-over', winner, end: 'game' }],
  };
}

function act(seat: Seat, window: string): Waiting<never> {
  return { kind: 'act', seat, window };
}

/** Whom the match waits for (src/engine `Waiting`; Trials has no random events). */
export function matchWaiting(s: MatchState): Waiting<never> {
  switch (s.phase) {
    case 'over':
      return { kind: 'over', winner: s.winner };
    case 'deck-order':
      return act(nextMissing(s.seats, s.decks)!, 'deck-order');
    case 'avatar-reveal':
      return act(nextMissing(s.seats, s.avatars)!, 'avatar-reveal');
    case 'initiative-commit':
      return act(nextMissing(s.seats, s.commits)!, 'initiative-commit');
    case 'initiative-open':
      return act(nextMissing(s.seats, s.prefs)!, 'initiative-open');
    case 'rps-commit':
      return act(nextMissing(s.seats, s.rps!.commits)!, 'rps-commit');
    case 'rps-open':
      return act(nextMissing(s.seats, s.rps!.choices)!, 'rps-open');
    case 'game': {
      const w = gameWaiting(s.game!);
      return w.kind === 'over' ? { kind: 'over', winner: w.winner } : act(w.seat, w.window);
    }
  }
}

function finish(step: MatchStep): ApplyResult<MatchState, MatchEvent> {
  return step.error ? { error: step.error } : { state: step.state, events: step.events };
}

/**
 * Applies one match action of the match played with card set `db`; the new state is noted with its
 * events (./journal.ts).
 */
export function applyMatchWith(
  db: CardDb,
  s: MatchState,
  a: MatchAction,
): ApplyResult<MatchState, MatchEvent> {
  const r = stepMatch(db, s, a);
  if (!isError(r)) noteStep(s, r.state, r.events);
  return r;
}

/** Applies one match action; rule violations are typed errors and change nothing. */
export function applyMatch(s: MatchState, a: MatchAction): ApplyResult<MatchState, MatchEvent> {
  return applyMatchWith(TRIALS_DB, s, a);
}

function stepMatch(db: CardDb, s: MatchState, a: MatchAction): ApplyResult<MatchState, MatchEvent> {
  if (typeof a !== 'object' || a === null)
    return { error: engineError('bad-action', 'an action is an object') };
  if (a.type === 'concede') return concede(s, a.player);
  if (s.phase === 'over') return { error: engineError('game-over', 'the match is over') };
  if (s.phase === 'game') return gameStep(db, s, a as GameAction);
  const w = matchWaiting(s);
  if (w.kind !== 'act' || a.player !== w.seat)
    return {
      error: engineError('not-your-turn', `waiting on ${w.kind === 'act' ? w.seat : w.kind}`),
    };
  if (WINDOW_OF[a.type] !== w.window)
    return { error: engineError('wrong-phase', `${a.type} is not possible now (${w.window})`) };
  const next = thenInitiative(startGame(db));
  switch (a.type) {
    case 'order-deck':
      return finish(orderDeck(s, a));
    case 'avatars-open':
      return finish(openAvatars(s, a));
    case 'initiative-commit':
      return finish(INITIATIVE_CHOICE.commit(s, a.player, a.commitment));
    case 'initiative-open':
      return finish(INITIATIVE_CHOICE.open(s, a.player, a.choice, a.salt, next));
    case 'rps-commit':
      return finish(INITIATIVE_CHOICE.rpsCommit(s, a.player, a.commitment));
    case 'rps-open': {
      const r = INITIATIVE_CHOICE.rpsOpen(s, a.player, a.choice, a.salt);
      if ('error' in r || r.state.repick === null) return finish(r);
      // D6: the loser is left with the other preference; its pick is made for it at once.
      const loser = r.state.repick;
      const forced = INITIATIVE_CHOICE.repick(
        r.state,
        loser,
        forcedPreference(r.state, loser),
        next,
      );
      if ('error' in forced) return forced;
      return { state: forced.state, events: [...r.events, ...forced.events] };
    }
    default:
      return { error: engineError('wrong-phase', `${a.type} is not possible now`) };
  }
}

/** The window each pre-game action belongs to. */
const WINDOW_OF: Readonly<Record<string, string>> = {
  'order-deck': 'deck-order',
  'avatars-open': 'avatar-reveal',
  'initiative-commit': 'initiative-commit',
  'initiative-open': 'initiative-open',
  'rps-commit': 'rps-commit',
  'rps-open': 'rps-open',
};

/**
 * A seat commits its deck (D3, D4): two hashes, and where this view knows it (the author's own, a
 * verifier's) the list, which must be a legal deck (D2).
 */
function orderDeck(s: MatchState, a: Extract<MatchAction, { type: 'order-deck' }>): MatchStep {
  const bad =
    hashError(a.deck, 'a deck commitment') ?? hashError(a.avatars, 'an Avatar commitment');
  if (bad) return { error: bad };
  if (a.list !== undefined) {
    const illegal = listError(a.list);
    if (illegal) return { error: illegal };
  }
  const decks = { ...s.decks, [a.player]: { deck: a.deck, avatars: a.avatars } };
  const lists = a.list === undefined ? s.lists : { ...s.lists, [a.player]: a.list };
  const phase = nextMissing(s.seats, decks) === null ? 'avatar-reveal' : 'deck-order';
  return {
    state: { ...s, decks, lists, phase },
    events: [{ type: 'deck-committed', seat: a.player }],
  };
}

/**
 * A seat opens its Avatars (D3): they must open its commitment, be two different Avatars of the
 * set and, where this view knows the seat's deck list, be that list's Avatars.
 */
function openAvatars(s: MatchState, a: Extract<MatchAction, { type: 'avatars-open' }>): MatchStep {
  const commitment = s.decks[a.player]!.avatars;
  const bad = avatarsOpeningError(s.matchId, a.player, commitment, a.avatars, a.salt);
  if (bad) return { error: bad };
  const list = s.lists[a.player];
  if (list && (list.avatars[0] !== a.avatars[0] || list.avatars[1] !== a.avatars[1]))
    return {
      error: engineError('bad-avatars', `${a.player}'s Avatars are not those of its deck list`),
    };
  const pair = [a.avatars[0]!, a.avatars[1]!] as const;
  const avatars = { ...s.avatars, [a.player]: pair };
  const phase = nextMissing(s.seats, avatars) === null ? 'initiative-commit' : 'avatar-reveal';
  return {
    state: { ...s, avatars, phase },
    events: [{ type: 'avatars', seat: a.player, avatars: pair }],
  };
}

function gameStep(db: CardDb, s: MatchState, a: GameAction): ApplyResult<MatchState, MatchEvent> {
  const r = applyGame(db, s.game!, a);
  if (isError(r)) return { error: r.error };
  const label = actionLabel(s.game, a, a.player);
  return finish(settleGame({ ...s, game: r.state }, [{ type: 'action', action: a, label }]));
}

/** A seat concedes the match: the other wins at once (D17). */
function concede(s: MatchState, seat: TSeat): ApplyResult<MatchState, MatchEvent> {
  if (!s.seats.includes(seat)) return { error: engineError('invalid-target', 'no such seat') };
  if (s.phase === 'over') return { error: engineError('game-over', 'the match is over') };
  const winner = s.seats.find((x) => x !== seat)!;
  return {
    state: { ...s, phase: 'over', winner, end: 'concession' },
    events: [{ type: 'match-over', winner, end: 'concession' }],
  };
}

/**
 * Everything `seat` may do now that needs no secret: every game action (the pre-game moves are
 * commitments and openings, made with the seat's secrets: ../module/automation.ts).
 */
export function matchLegalActions(s: MatchState, seat: Seat): MatchAction[] {
  const w = matchWaiting(s);
  if (w.kind !== 'act' || w.seat !== seat) return [];
  if (s.phase === 'game') return legalActions(TRIALS_DB, s.game!, seat);
  return [];
}

/** The public part of the match: identical in every view (no deck list, no hidden card). */
export function matchPublic(s: MatchState): unknown {
  return {
    matchId: s.matchId,
    seats: s.seats,
    phase: s.phase,
    decks: s.decks,
    avatars: s.avatars,
    commits: s.commits,
    prefs: s.prefs,
    salts: s.salts,
    rps: s.rps,
    repick: s.repick,
    initiative: s.initiative,
    game: s.game ? publicState(s.game) : null,
    winner: s.winner,
    end: s.end,
  };
}

/** The match flow as an engine `Game`. */
export const TRIALS_MATCH: Game<MatchState, MatchAction, MatchEvent, never> = {
  apply: applyMatch,
  legalActions: matchLegalActions,
  waiting: matchWaiting,
  publicState: matchPublic,
};

/** The game in progress (for callers that know the phase is `game`). */
export function gameOf(s: MatchState): TrialsState {
  if (!s.game || s.phase !== 'game') throw new Error('no game in progress');
  return s.game;
}
