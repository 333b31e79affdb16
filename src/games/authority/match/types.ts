/**
 * The match flow of Authority around one game (rulebook: "Game setup > Market": "Each player
 * chooses 1 faction"; docs/rules/authority.md, decisions 1–4): the factions chosen by
 * commit-then-open, a clash settled by rock-paper-scissors, the first player by a coin from the
 * opened salts, then the game (../types.ts), embedded.
 */
import type { EngineError, Seat, View } from '../../../engine/index.ts';
import type { RpsRound } from '../../../engine/match/index.ts';
import type { FactionId } from '../cards/schema.ts';
import type { Action as GameAction, GameEvent, GameState } from '../types.ts';

/** How the match is played, fixed by the header's game id (`authority/2p`). */
export interface MatchOptions {
  readonly players: 2;
}

/** The steps of a match, in order. */
export type MatchPhase =
  'faction-commit' | 'faction-open' | 'rps-commit' | 'rps-open' | 'faction-pick' | 'game' | 'over';

/** One round of rock-paper-scissors as commit-then-open (src/engine/match/secret-choice.ts). */
export type { RpsRound };

/** The state of a whole match, as one view holds it (everything but the game is public). */
export interface MatchState {
  readonly view: View;
  readonly matchId: string;
  /** The header's seats, in header order. */
  readonly seats: readonly Seat[];
  readonly phase: MatchPhase;
  /** Faction commitments (round 0 of protocol/choice.ts). */
  readonly commits: Readonly<Record<Seat, string>>;
  /** Factions as opened (or picked again after a clash). */
  readonly factions: Readonly<Record<Seat, FactionId>>;
  /** The salts of the faction openings: the coin for the first player. */
  readonly salts: Readonly<Record<Seat, string>>;
  readonly rps: RpsRound | null;
  /** The seat that lost rock-paper-scissors and picks again. */
  readonly repick: Seat | null;
  /** The first player, once the coin is thrown. */
  readonly first: Seat | null;
  readonly game: GameState | null;
  /** The winner once `phase` is `over` (null: a draw). */
  readonly winner: Seat | null;
}

/** A match-flow action. Game actions pass through unchanged. */
export type MatchAction =
  | { type: 'faction-commit'; player: Seat; commitment: string }
  | { type: 'faction-open'; player: Seat; choice: string; salt: string }
  | { type: 'rps-commit'; player: Seat; commitment: string }
  | { type: 'rps-open'; player: Seat; choice: string; salt: string }
  | { type: 'faction-pick'; player: Seat; choice: string }
  | { type: 'concede'; player: Seat }
  | GameAction;

/** What happened, for logs and the UI. */
export type MatchEvent =
  | { type: 'factions'; factions: Readonly<Record<Seat, FactionId>>; clash: boolean }
  | { type: 'rps'; round: number; choices: Readonly<Record<Seat, string>>; winner: Seat | null }
  | { type: 'first'; seat: Seat }
  | { type: 'match-over'; winner: Seat | null }
  | GameEvent;

/** One match-flow transition: the next state and events, or a typed error. */
export type MatchStep =
  { state: MatchState; events: MatchEvent[]; error?: undefined } | { error: EngineError };
