/**
 * The match flow of the Standard Game Mode (rulebook: "Choose Your Paragon", "Draft Phase",
 * "Assemble Your Deck", "Concluding the Game"): state, actions and events of everything around the
 * Game Phase. The Game Phase itself is src/games/paragons (GameState), embedded here per game.
 */
import type { EngineError, RandomRequest, View } from '../../../engine/index.ts';
import type { RpsRound } from '../../../engine/match/index.ts';
import type { ClassId } from '../cards/schema.ts';
import type { Action as GameAction, GameEvent, GameState, PSeat } from '../types.ts';

/** How the match is played, fixed at creation. */
export interface MatchOptions {
  /** Best of 1 or best of 3 (rulebook: "Concluding the Game"). */
  readonly bestOf: 1 | 3;
  /** The draft, or the rulebook's pre-constructed learning variant (starter decks). */
  readonly mode: 'draft' | 'preconstructed';
}

/** The steps of a match, in order. `game` repeats with `swap` between games of a best of 3. */
export type MatchPhase =
  | 'class-commit'
  | 'class-open'
  | 'rps-commit'
  | 'rps-open'
  | 'class-repick'
  | 'draft'
  | 'deckbuild'
  | 'game'
  | 'swap'
  | 'over';

/** One round of rock-paper-scissors as commit-reveal (src/engine/match/secret-choice.ts). */
export type { RpsRound };

/** The three draft steps (rulebook: "Draft Phase"): greater, then two lesser rounds. */
export type DraftStep = 'greater' | 'lesser-1' | 'lesser-2';

/** The draft in progress: what is laid out and the picks so far (all public). */
export interface DraftState {
  readonly step: DraftStep;
  /** Cards laid out and not yet picked, in layout order. Empty while the layout is being drawn. */
  readonly layout: readonly string[];
  /** Greater / Lesser Mercenaries not yet laid out (multisets as sorted id lists). */
  readonly greaterLeft: readonly string[];
  readonly lesserLeft: readonly string[];
  /** Everything each seat has picked, in pick order. */
  readonly picks: Readonly<Record<PSeat, readonly string[]>>;
  /** Whose pick it is. */
  readonly turn: PSeat;
}

/** A seat's deck for the current game: the public commitment, and the list where this view knows it. */
export interface DeckEntry {
  readonly commitment: string;
  readonly cards?: readonly string[];
}

/** The state of a whole match, as one view holds it. */
export interface MatchState {
  readonly view: View;
  readonly matchId: string;
  readonly options: MatchOptions;
  /**
   * The hash of the card set the match is played with (src/games/paragons/cards/versions.ts): the
   * header's `game.cardSetHash`. Not part of the match's public state: the signed header fixes it,
   * and each game's public state names it (`GameState.cardSet`).
   */
  readonly cardSet: string;
  readonly phase: MatchPhase;
  readonly classCommits: Partial<Record<PSeat, string>>;
  readonly classes: Partial<Record<PSeat, ClassId>>;
  readonly rps: RpsRound | null;
  /** The seat that lost rock-paper-scissors and picks again. */
  readonly repick: PSeat | null;
  readonly draft: DraftState | null;
  /** Each seat's 55 (or starter 30) cards: drafted mercenaries plus its class cards. */
  readonly pools: Partial<Record<PSeat, readonly string[]>>;
  /** Undrafted mercenaries: the Neutral Mercenary Deck of every game. */
  readonly neutralDeck: readonly string[];
  readonly decks: Partial<Record<PSeat, DeckEntry>>;
  /** Every deck commitment made, in order, for verification at the end of the match. */
  readonly deckHistory: readonly {
    readonly seat: PSeat;
    readonly game: number;
    readonly commitment: string;
  }[];
  /** Winners of finished games, in order. */
  readonly results: readonly (PSeat | null)[];
  /** The game in progress (phase `game`), or the last one. */
  readonly game: GameState | null;
  /** A random request of the match flow itself (draft layouts). */
  readonly random: RandomRequest | null;
  readonly nextRandom: number;
  readonly winner: PSeat | null;
}

/** A match-flow action. Game Phase actions pass through unchanged. */
export type MatchAction =
  | { type: 'class-commit'; player: PSeat; commitment: string }
  | { type: 'class-open'; player: PSeat; choice: string; salt: string }
  | { type: 'rps-commit'; player: PSeat; commitment: string }
  | { type: 'rps-open'; player: PSeat; choice: string; salt: string }
  | { type: 'class-pick'; player: PSeat; choice: ClassId }
  | { type: 'pick'; player: PSeat; card: string }
  | { type: 'deck'; player: PSeat; commitment: string; cards?: string[] }
  | { type: 'keep'; player: PSeat }
  | { type: 'concede'; player: PSeat }
  | GameAction;

/** What happened, for logs and the UI. */
export type MatchEvent =
  | { type: 'classes'; classes: Partial<Record<PSeat, ClassId>>; conflict: boolean }
  | { type: 'rps'; round: number; choices: Partial<Record<PSeat, string>>; winner: PSeat | null }
  | { type: 'layout'; step: DraftStep; cards: string[] }
  | { type: 'picked'; seat: PSeat; card: string }
  | { type: 'deck-committed'; seat: PSeat; game: number }
  | { type: 'game-start'; game: number }
  | { type: 'game-over'; game: number; winner: PSeat | null }
  | { type: 'match-over'; winner: PSeat | null }
  | GameEvent;

/** The result of one match-flow transition: the next state and events, or a typed error. */
export type MatchStep = { state: MatchState; events: MatchEvent[] } | { error: EngineError };
