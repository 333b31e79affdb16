/**
 * The games of a match (rulebook: "Concluding the Game"): each game is a Game Phase (src/games/
 * paragons/rules.ts, with the match's card set) started from the seats' committed decks and the
 * Neutral Mercenary Deck; when it ends, its winner is recorded; the match ends when a seat has won
 * a majority (1 of 1, 2 of 3); otherwise the loser may swap cards between deck and Reserve Pile (a
 * new 30-card commitment) or keep its deck, and the next game begins.
 */
import { type ApplyResult, type RandomRequest, type Waiting } from '../../../engine/index.ts';
import { cardSetByHash, newestCardSet, type CardSet } from '../cards/index.ts';
import type { ClassId } from '../cards/schema.ts';
import { paragons, type ParagonsGame } from '../rules.ts';
import { newMatch as newGamePhase } from '../setup.ts';
import { publicState } from '../view.ts';
import type { Action as GameAction, PSeat } from '../types.ts';
import { startDraft } from './draft.ts';
import type { MatchAction, MatchEvent, MatchState, MatchStep } from './types.ts';

const ENGINES = new Map<string, ParagonsGame>();
let lastEngine: ParagonsGame | undefined;

/**
 * The Game Phase engine of the card set with hash `cardSet` (a registered set; built once per set).
 * A game's engine is `rulesOf(game.cardSet)`: the set travels in the state, never in a switch.
 */
export function rulesOf(cardSet: string): ParagonsGame {
  if (lastEngine?.db.hash === cardSet) return lastEngine;
  let engine = ENGINES.get(cardSet);
  if (!engine) {
    engine = paragons(cardSetByHash(cardSet).db());
    ENGINES.set(cardSet, engine);
  }
  return (lastEngine = engine);
}

/** The card set `state` is played with. */
export function cardSetOf(state: MatchState): CardSet {
  return cardSetByHash(state.cardSet);
}

/**
 * The Game Phase engine of the newest card set, for code that starts a Game Phase of its own
 * (tests, scenarios, benches). A match's games use {@link rulesOf} their set.
 */
export const GAME: ParagonsGame = rulesOf(newestCardSet().hash);

/** The commitment a pre-constructed deck stands under: it is public, so the list itself. */
export const STARTER_COMMITMENT = 'starter';

/** Stands for one card of a deck this view may not know (the Game Phase keeps only its size). */
const UNKNOWN_CARD = '?';

/** Games a seat must win to win the match. */
export function winsNeeded(bestOf: 1 | 3): number {
  return bestOf === 3 ? 2 : 1;
}

/**
 * After both classes are settled: the draft, or, in the pre-constructed variant, the starter decks
 * with every neutral mercenary they do not use as the Neutral Mercenary Deck.
 */
export function afterClasses(state: MatchState, events: MatchEvent[]): MatchStep {
  if (state.options.mode === 'draft') return { state: startDraft(state), events };
  const classes = state.classes as Record<PSeat, ClassId>;
  const set = cardSetOf(state);
  const decks = {
    A: { commitment: STARTER_COMMITMENT, cards: [...set.starterDecks[classes.A]].sort() },
    B: { commitment: STARTER_COMMITMENT, cards: [...set.starterDecks[classes.B]].sort() },
  };
  const neutralDeck = [...set.greaterIds, ...set.lesserIds].sort();
  for (const id of [...decks.A.cards, ...decks.B.cards]) {
    const at = neutralDeck.indexOf(id);
    if (at >= 0) neutralDeck.splice(at, 1);
  }
  const pools = { A: decks.A.cards, B: decks.B.cards };
  return startGame({ ...state, decks, pools, neutralDeck, phase: 'game' }, events);
}

/** Starts the next game from the decks in force. */
export function startGame(state: MatchState, events: MatchEvent[]): MatchStep {
  const classes = state.classes as Record<PSeat, ClassId>;
  const deckOf = (seat: PSeat): string[] => {
    const d = state.decks[seat]!;
    return d.cards ? [...d.cards] : new Array<string>(30).fill(UNKNOWN_CARD);
  };
  const config = {
    players: {
      A: { class: classes.A, deck: deckOf('A') },
      B: { class: classes.B, deck: deckOf('B') },
    },
    neutralDeck: state.neutralDeck,
  };
  const game = newGamePhase(rulesOf(state.cardSet).db, config, state.view);
  const n = state.results.length + 1;
  return {
    state: { ...state, phase: 'game', game },
    events: [...events, { type: 'game-start', game: n }],
  };
}

/** Whom the game in progress waits for. */
export function gameWaiting(state: MatchState): Waiting<RandomRequest> {
  return rulesOf(state.cardSet).waiting(state.game!);
}

/** A Game Phase action in phase `game`; a finished game is recorded and the match moves on. */
export function gameAction(s: MatchState, a: MatchAction): ApplyResult<MatchState, MatchEvent> {
  const rules = rulesOf(s.cardSet);
  const r = rules.apply(s.game!, a as GameAction);
  if (r.error) return { error: r.error };
  const events: MatchEvent[] = [...r.events];
  const next: MatchState = { ...s, game: r.state };
  const w = rules.waiting(r.state);
  if (w.kind !== 'over') return { state: next, events };
  return endGame(next, w.winner as PSeat | null, events);
}

function endGame(
  s: MatchState,
  winner: PSeat | null,
  events: MatchEvent[],
): ApplyResult<MatchState, MatchEvent> {
  const results = [...s.results, winner];
  const game = results.length;
  events.push({ type: 'game-over', game, winner });
  const need = winsNeeded(s.options.bestOf);
  const wins = (seat: PSeat) => results.filter((w) => w === seat).length;
  const champion = wins('A') >= need ? 'A' : wins('B') >= need ? 'B' : null;
  const exhausted = results.length >= s.options.bestOf * 2;
  if (champion || exhausted) {
    events.push({ type: 'match-over', winner: champion });
    return { state: { ...s, results, phase: 'over', winner: champion }, events };
  }
  const ended: MatchState = { ...s, results };
  if (winner === null || s.options.mode === 'preconstructed') {
    const step = startGame(ended, events);
    return 'error' in step ? { error: step.error } : step;
  }
  return { state: { ...ended, phase: 'swap' }, events };
}

/** The Game Phase's legal actions for `seat` (empty outside phase `game`). */
export function gameLegalActions(s: MatchState, seat: PSeat): MatchAction[] {
  return s.game ? rulesOf(s.cardSet).legalActions(s.game, seat) : [];
}

/** The public part of the game in progress. */
export function gamePublic(s: MatchState): unknown {
  return s.game ? publicState(s.game) : null;
}
