/**
 * The whole match as one engine (implements src/engine's `Game`): class choice, rock-paper-scissors,
 * the draft, deck building, then the games of a best of 1 or best of 3 with the loser's reserve swap
 * between them (rulebook: "Choose Your Paragon", "Draft Phase", "Concluding the Game"). Game Phase
 * actions are handed to the Game Phase engine (src/games/paragons/game.ts).
 *
 * Who acts next is always derivable from the state: commits and openings go A then B, the draft
 * alternates from the first drafter, deck commitments go A then B, and the swap belongs to the
 * loser of the last game.
 */
import {
  engineError,
  type ApplyResult,
  type Game,
  type RandomRequest,
  type Seat,
  type View,
  type Waiting,
} from '../../../engine/index.ts';
import { cardSetByHash, newestCardSet } from '../cards/index.ts';
import { isSeat, other, SEATS, type Action as GameAction, type PSeat } from '../types.ts';
import { viewAction } from '../view.ts';
import { checkCommitment, nextMissing } from '../../../engine/match/index.ts';
import { CLASS_CHOICE } from './pregame.ts';
import { pick, resolveLayout } from './draft.ts';
import { checkDeck } from './decks.ts';
import {
  afterClasses,
  gameAction,
  gameLegalActions,
  gamePublic,
  gameWaiting,
  startGame,
} from './games.ts';
import type { MatchAction, MatchEvent, MatchOptions, MatchState, MatchStep } from './types.ts';

/**
 * A new match in `view`, played with the card set whose hash is `cardSet` (default: the newest;
 * it must be registered, src/games/paragons/cards/versions.ts): nothing chosen yet; both seats
 * start by committing to a class.
 */
export function createMatch(
  view: View,
  matchId: string,
  options: MatchOptions,
  cardSet: string = newestCardSet().hash,
): MatchState {
  return {
    view,
    matchId,
    options,
    cardSet: cardSetByHash(cardSet).hash,
    phase: 'class-commit',
    classCommits: {},
    classes: {},
    rps: null,
    repick: null,
    draft: null,
    pools: {},
    neutralDeck: [],
    decks: {},
    deckHistory: [],
    results: [],
    game: null,
    random: null,
    nextRandom: 1,
    winner: null,
  };
}

/** Whom or what the match waits for (src/engine `Waiting`). */
export function matchWaiting(s: MatchState): Waiting<RandomRequest> {
  if (s.phase === 'over') return { kind: 'over', winner: s.winner };
  if (s.random) return { kind: 'random', request: s.random };
  switch (s.phase) {
    case 'class-commit':
      return act(nextMissing(SEATS, s.classCommits)!, 'class-commit');
    case 'class-open':
      return act(nextMissing(SEATS, s.classes)!, 'class-open');
    case 'rps-commit':
      return act(nextMissing(SEATS, s.rps!.commits)!, 'rps-commit');
    case 'rps-open':
      return act(nextMissing(SEATS, s.rps!.choices)!, 'rps-open');
    case 'class-repick':
      return act(s.repick!, 'class-pick');
    case 'draft':
      return act(s.draft!.turn, 'pick');
    case 'deckbuild':
      return act(nextMissing(SEATS, s.decks)!, 'deck');
    case 'swap':
      return act(other(s.results[s.results.length - 1] ?? 'B'), 'swap');
    case 'game':
      return gameWaiting(s);
  }
}

function act(seat: PSeat, window: string): Waiting<RandomRequest> {
  return { kind: 'act', seat, window };
}

const WINDOW_ACTIONS: Readonly<Record<string, readonly MatchAction['type'][]>> = {
  'class-commit': ['class-commit'],
  'class-open': ['class-open'],
  'rps-commit': ['rps-commit'],
  'rps-open': ['rps-open'],
  'class-pick': ['class-pick'],
  pick: ['pick'],
  deck: ['deck'],
  swap: ['deck', 'keep'],
};

/** Applies one match action; rule violations are typed errors and change nothing. */
export function applyMatch(s: MatchState, a: MatchAction): ApplyResult<MatchState, MatchEvent> {
  if (a.type === 'concede') return concede(s, a.player);
  const waiting = matchWaiting(s);
  if (waiting.kind === 'over') return { error: engineError('game-over', 'the match is over') };
  if (s.phase === 'game') return gameAction(s, a);
  if (waiting.kind === 'random') {
    if (a.type !== 'random')
      return { error: engineError('not-your-turn', 'waiting on randomness') };
    return finish(resolveLayout(s, a));
  }
  if (a.type === 'random') return { error: engineError('no-random', 'no random event is pending') };
  if (a.player !== waiting.seat) {
    return { error: engineError('not-your-turn', `waiting on ${waiting.seat}`) };
  }
  if (!WINDOW_ACTIONS[waiting.window]?.includes(a.type)) {
    return {
      error: engineError('wrong-phase', `${a.type} is not possible now (${waiting.window})`),
    };
  }
  return finish(dispatch(s, a));
}

function dispatch(s: MatchState, a: MatchAction): MatchStep {
  switch (a.type) {
    case 'class-commit':
      return CLASS_CHOICE.commit(s, a.player, a.commitment);
    case 'class-open':
      return CLASS_CHOICE.open(s, a.player, a.choice, a.salt, afterClasses);
    case 'rps-commit':
      return CLASS_CHOICE.rpsCommit(s, a.player, a.commitment);
    case 'rps-open':
      return CLASS_CHOICE.rpsOpen(s, a.player, a.choice, a.salt);
    case 'class-pick':
      return CLASS_CHOICE.repick(s, a.player, a.choice, afterClasses);
    case 'pick':
      return pick(s, a.player, a.card);
    case 'deck':
      return commitDeckAction(s, a.player, a.commitment, a.cards);
    case 'keep':
      return startGame({ ...s, phase: 'game' }, []);
    default:
      return { error: engineError('wrong-phase', `${a.type} is not possible now`) };
  }
}

function finish(step: MatchStep): ApplyResult<MatchState, MatchEvent> {
  return 'error' in step ? { error: step.error } : { state: step.state, events: step.events };
}

/**
 * A seat commits to its deck (deck building, or the loser's swap in a best of 3). Where this view
 * knows the list, it must be 30 cards of the seat's pool; the commitment itself is checked against
 * the list when the match's reveals are verified.
 */
function commitDeckAction(
  s: MatchState,
  seat: PSeat,
  commitment: string,
  cards: readonly string[] | undefined,
): MatchStep {
  const malformed = checkCommitment(commitment);
  if (malformed) return { error: malformed };
  if (cards) {
    const bad = checkDeck(cards, s.pools[seat] ?? []);
    if (bad) return { error: bad };
  }
  const game = s.results.length + 1;
  const entry = cards ? { commitment, cards: [...cards].sort() } : { commitment };
  const decks = { ...s.decks, [seat]: entry };
  const deckHistory = [...s.deckHistory, { seat, game, commitment }];
  const next: MatchState = { ...s, decks, deckHistory };
  const events: MatchEvent[] = [{ type: 'deck-committed', seat, game }];
  if (s.phase === 'deckbuild' && nextMissing(SEATS, decks)) return { state: next, events };
  return startGame({ ...next, phase: 'game' }, events);
}

/** A seat concedes the match: the other seat wins at once (rulebook: "Concluding the Game"). */
function concede(s: MatchState, seat: PSeat): ApplyResult<MatchState, MatchEvent> {
  if (!isSeat(seat)) return { error: engineError('invalid-target', 'no such seat') };
  if (s.phase === 'over') return { error: engineError('game-over', 'the match is over') };
  const winner = other(seat);
  return {
    state: { ...s, phase: 'over', winner, random: null },
    events: [{ type: 'match-over', winner }],
  };
}

/** Everything `seat` may do now that needs no secret or free choice of bytes (no commitments). */
export function matchLegalActions(s: MatchState, seat: Seat): MatchAction[] {
  const w = matchWaiting(s);
  if (w.kind !== 'act' || w.seat !== seat || !isSeat(seat)) return [];
  if (s.phase === 'game') return gameLegalActions(s, seat);
  if (w.window === 'pick')
    return [...new Set(s.draft!.layout)].map((card) => ({ type: 'pick', player: seat, card }));
  if (w.window === 'swap') return [{ type: 'keep', player: seat }];
  return [];
}

/** The public part of the match: identical in every view (decks appear as commitments only). */
export function matchPublic(s: MatchState): unknown {
  const decks: Record<string, string> = {};
  for (const [seat, d] of Object.entries(s.decks)) decks[seat] = d.commitment;
  return {
    matchId: s.matchId,
    options: s.options,
    phase: s.phase,
    classCommits: s.classCommits,
    classes: s.classes,
    rps: s.rps,
    repick: s.repick,
    draft: s.draft,
    pools: s.pools,
    neutralDeck: s.neutralDeck,
    decks,
    deckHistory: s.deckHistory,
    results: s.results,
    game: s.game ? gamePublic(s) : null,
    random: s.random,
    nextRandom: s.nextRandom,
    winner: s.winner,
  };
}

/** The match flow as an engine `Game`. */
export const PARAGONS_MATCH: Game<MatchState, MatchAction, MatchEvent, RandomRequest> = {
  apply: applyMatch,
  legalActions: matchLegalActions,
  waiting: matchWaiting,
  publicState: matchPublic,
};

/**
 * The action as `seat` receives it: the opponent's deck list never travels (only its commitment),
 * and Game Phase actions lose what the seat may not know (src/games/paragons/view.ts).
 */
export function matchViewAction(s: MatchState, a: MatchAction, seat: PSeat): MatchAction {
  if (a.type === 'deck' && a.player !== seat) {
    return { type: 'deck', player: a.player, commitment: a.commitment };
  }
  if (s.phase === 'game' && s.game) return viewAction(s.game, a as GameAction, seat);
  return a;
}
