/**
 * The whole match as one engine (implements src/engine's `Game`): faction choice, a clash settled
 * by rock-paper-scissors, the first player, then the game to its end (pregame.ts; rulebook: "Game
 * setup", "Goal"). Game actions are handed to the game engine (../rules.ts).
 *
 * Who acts next is always derivable from the state: commitments and openings go in header order,
 * the repick belongs to the RPS loser, then the game says.
 */
import type {
  ApplyResult,
  Game,
  RandomRequest,
  Seat,
  View,
  Waiting,
} from '../../../engine/index.ts';
import { engineError, isError } from '../../../engine/index.ts';
import { CARD_DB } from '../carddb.ts';
import type { CardDb } from '../carddb.ts';
import { FACTIONS } from '../cards/index.ts';
import { waiting } from '../gate.ts';
import { legalActions } from '../legal.ts';
import { applyAction } from '../rules.ts';
import { newGame } from '../setup.ts';
import type { Action as GameAction } from '../types.ts';
import { publicState, viewAction } from '../view.ts';
import { nextMissing } from '../../../engine/match/index.ts';
import { FACTION_CHOICE, freeFactions, thenCoin } from './pregame.ts';
import type { MatchAction, MatchEvent, MatchState, MatchStep } from './types.ts';

/** A new match in `view`: nothing chosen yet; every seat starts by committing to a faction. */
export function createMatch(view: View, matchId: string, seats: readonly Seat[]): MatchState {
  return {
    view,
    matchId,
    seats,
    phase: 'faction-commit',
    commits: {},
    factions: {},
    salts: {},
    rps: null,
    repick: null,
    first: null,
    game: null,
    winner: null,
  };
}

/** Starts the game once factions and the first player are settled. */
function startGame(db: CardDb): (s: MatchState, events: MatchEvent[]) => MatchStep {
  return (s, events) => {
    const game = newGame(db, { seats: s.seats, factions: s.factions, first: s.first! }, s.view);
    return { state: { ...s, phase: 'game', game }, events };
  };
}

function act(seat: Seat, window: string): Waiting<RandomRequest> {
  return { kind: 'act', seat, window };
}

/** Whom or what the match waits for (src/engine `Waiting`). */
export function matchWaiting(s: MatchState): Waiting<RandomRequest> {
  switch (s.phase) {
    case 'over':
      return { kind: 'over', winner: s.winner };
    case 'faction-commit':
      return act(nextMissing(s.seats, s.commits)!, 'faction-commit');
    case 'faction-open':
      return act(nextMissing(s.seats, s.factions)!, 'faction-open');
    case 'rps-commit':
      return act(nextMissing(s.seats, s.rps!.commits)!, 'rps-commit');
    case 'rps-open':
      return act(nextMissing(s.seats, s.rps!.choices)!, 'rps-open');
    case 'faction-pick':
      return act(s.repick!, 'faction-pick');
    case 'game':
      return waiting(s.game!);
  }
}

const PREGAME: Readonly<Record<string, MatchAction['type']>> = {
  'faction-commit': 'faction-commit',
  'faction-open': 'faction-open',
  'rps-commit': 'rps-commit',
  'rps-open': 'rps-open',
  'faction-pick': 'faction-pick',
};

function finish(step: MatchStep): ApplyResult<MatchState, MatchEvent> {
  return step.error ? { error: step.error } : { state: step.state, events: step.events };
}

/** Applies one match action of the match played with card set `db`. */
export function applyMatchWith(
  db: CardDb,
  s: MatchState,
  a: MatchAction,
): ApplyResult<MatchState, MatchEvent> {
  if (typeof a !== 'object' || a === null)
    return { error: engineError('bad-action', 'an action is an object') };
  if (a.type === 'concede') return concede(s, a.player);
  if (s.phase === 'over') return { error: engineError('game-over', 'the match is over') };
  if (s.phase === 'game') return gameStep(db, s, a as GameAction);
  const w = matchWaiting(s);
  if (a.type === 'random')
    return { error: engineError('wrong-random', 'no random event is pending') };
  if (w.kind !== 'act' || a.player !== w.seat)
    return {
      error: engineError('not-your-turn', `waiting on ${w.kind === 'act' ? w.seat : w.kind}`),
    };
  if (PREGAME[w.window] !== a.type)
    return { error: engineError('wrong-phase', `${a.type} is not possible now (${w.window})`) };
  const next = thenCoin(startGame(db));
  switch (a.type) {
    case 'faction-commit':
      return finish(FACTION_CHOICE.commit(s, a.player, a.commitment));
    case 'faction-open':
      return finish(FACTION_CHOICE.open(s, a.player, a.choice, a.salt, next));
    case 'rps-commit':
      return finish(FACTION_CHOICE.rpsCommit(s, a.player, a.commitment));
    case 'rps-open':
      return finish(FACTION_CHOICE.rpsOpen(s, a.player, a.choice, a.salt));
    case 'faction-pick':
      return finish(FACTION_CHOICE.repick(s, a.player, a.choice, next));
    default:
      return { error: engineError('wrong-phase', `${a.type} is not possible now`) };
  }
}

/** Applies one match action; rule violations are typed errors and change nothing. */
export function applyMatch(s: MatchState, a: MatchAction): ApplyResult<MatchState, MatchEvent> {
  return applyMatchWith(CARD_DB, s, a);
}

function gameStep(db: CardDb, s: MatchState, a: GameAction): ApplyResult<MatchState, MatchEvent> {
  const r = applyAction(db, s.game!, a);
  if (isError(r)) return { error: r.error };
  const game = r.state;
  const events: MatchEvent[] = [...r.events];
  if (!game.over) return { state: { ...s, game }, events };
  events.push({ type: 'match-over', winner: game.winner });
  return { state: { ...s, game, phase: 'over', winner: game.winner }, events };
}

/** A seat concedes the match: with two seats the other wins at once (decision 25). */
function concede(s: MatchState, seat: Seat): ApplyResult<MatchState, MatchEvent> {
  if (!s.seats.includes(seat)) return { error: engineError('invalid-target', 'no such seat') };
  if (s.phase === 'over') return { error: engineError('game-over', 'the match is over') };
  const winner = s.seats.find((x) => x !== seat)!;
  return {
    state: { ...s, phase: 'over', winner },
    events: [{ type: 'match-over', winner }],
  };
}

/**
 * Everything `seat` may do now that needs no secret (no commitment or opening): the RPS loser's
 * picks and every game action.
 */
export function matchLegalActions(s: MatchState, seat: Seat): MatchAction[] {
  const w = matchWaiting(s);
  if (w.kind !== 'act' || w.seat !== seat) return [];
  if (s.phase === 'game') return legalActions(CARD_DB, s.game!, seat);
  if (s.phase === 'faction-pick')
    return freeFactions(s, seat, FACTIONS).map((choice) => ({
      type: 'faction-pick',
      player: seat,
      choice,
    }));
  return [];
}

/** The public part of the match: identical in every view. */
export function matchPublic(s: MatchState): unknown {
  return {
    matchId: s.matchId,
    seats: s.seats,
    phase: s.phase,
    commits: s.commits,
    factions: s.factions,
    salts: s.salts,
    rps: s.rps,
    repick: s.repick,
    first: s.first,
    game: s.game ? publicState(s.game) : null,
    winner: s.winner,
  };
}

/** The match flow as an engine `Game`. */
export const AUTHORITY_MATCH: Game<MatchState, MatchAction, MatchEvent, RandomRequest> = {
  apply: applyMatch,
  legalActions: matchLegalActions,
  waiting: matchWaiting,
  publicState: matchPublic,
};

/** The action as `seat` receives it (another seat's private draws lose their cards). */
export function matchViewAction(s: MatchState, a: MatchAction, seat: Seat): MatchAction {
  if (s.phase === 'game' && s.game && a.type !== 'concede')
    return viewAction(s.game, a as GameAction, seat);
  return a;
}
