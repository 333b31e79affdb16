/**
 * The match flow of *Paragon: Trials of the Chosen* around its one game (docs/rules/trials.md
 * D1–D7; rulebook: "Building your deck", "Sorting Your Deck", "Initiative"): each seat commits its
 * whole deck in one move (its two Avatars and its 20 cards in their order, D3–D4), then both open
 * their Avatars, then the initiative preference is committed and opened (a clash settled by
 * rock-paper-scissors, D6), then the game (../types.ts) runs embedded. Best-of-1 (D1).
 */
import type { EngineError, Seat, View } from '../../../engine/index.ts';
import type { RpsRound } from '../../../engine/match/index.ts';
import type { DeckList } from '../cards/legality.ts';
import type { Action as GameAction, TrialsState, TSeat } from '../types.ts';

/** How the match is played, fixed by the header's game id (`trials/2p`). */
export interface MatchOptions {
  readonly players: 2;
}

/** The steps of a match, in order (docs/rules/trials.md, "Windows and actions"). */
export type MatchPhase =
  | 'deck-order'
  | 'avatar-reveal'
  | 'initiative-commit'
  | 'initiative-open'
  | 'rps-commit'
  | 'rps-open'
  | 'game'
  | 'over';

/** A preference for round 1's initiative (D6): hold it, or let the opponent hold it. */
export type Preference = 'first' | 'second';

/** The two preferences. */
export const PREFERENCES: readonly Preference[] = ['first', 'second'];

/** True when `x` is a preference. */
export function isPreference(x: string): x is Preference {
  return x === 'first' || x === 'second';
}

/** What a seat's deck move commits to (public: two hashes). */
export interface DeckCommit {
  /** The ledger commitment `deck#0` to the whole list (opened at the final reveal). */
  readonly deck: string;
  /** The game-level commitment to the two Avatars (opened in `avatar-reveal`). */
  readonly avatars: string;
}

/** Why a match ended (for the end words). */
export type MatchEnd = 'game' | 'concession';

/** The state of a whole match, as one view holds it. */
export interface MatchState {
  readonly view: View;
  readonly matchId: string;
  /** The header's seats, in header order (`A`, `B`). */
  readonly seats: readonly TSeat[];
  readonly phase: MatchPhase;
  /** Each seat's deck commitments, once made. */
  readonly decks: Readonly<Partial<Record<TSeat, DeckCommit>>>;
  /**
   * Each seat's whole deck list where this view knows it (its own; every seat's for a verifier
   * with the final reveals). Never public: not in {@link MatchState} as hashed (match.ts
   * `matchPublic`).
   */
  readonly lists: Readonly<Partial<Record<TSeat, DeckList>>>;
  /** Each seat's opened Avatars. */
  readonly avatars: Readonly<Partial<Record<TSeat, readonly [string, string]>>>;
  /** Initiative preference commitments (round 0 of protocol/choice.ts). */
  readonly commits: Readonly<Record<Seat, string>>;
  /** Preferences as opened (or the loser's forced one after rock-paper-scissors). */
  readonly prefs: Readonly<Record<Seat, Preference>>;
  readonly salts: Readonly<Record<Seat, string>>;
  readonly rps: RpsRound | null;
  readonly repick: TSeat | null;
  /** Who holds initiative in round 1, once settled. */
  readonly initiative: TSeat | null;
  readonly game: TrialsState | null;
  readonly winner: TSeat | null;
  /** How the match ended, once `phase` is `over`. */
  readonly end: MatchEnd | null;
}

/**
 * A match-flow action. Game actions pass through unchanged. `order-deck` carries its `list` only
 * in its author's own view (and a verifier's, from the final reveal); it travels without it.
 */
export type MatchAction =
  | {
      type: 'order-deck';
      player: TSeat;
      deck: string;
      avatars: string;
      list?: DeckList;
    }
  | { type: 'avatars-open'; player: TSeat; avatars: readonly string[]; salt: string }
  | { type: 'initiative-commit'; player: TSeat; commitment: string }
  | { type: 'initiative-open'; player: TSeat; choice: string; salt: string }
  | { type: 'rps-commit'; player: TSeat; commitment: string }
  | { type: 'rps-open'; player: TSeat; choice: string; salt: string }
  | { type: 'concede'; player: TSeat }
  | GameAction;

/** What happened, for logs and the UI. */
export type MatchEvent =
  | { type: 'deck-committed'; seat: TSeat }
  | { type: 'avatars'; seat: TSeat; avatars: readonly [string, string] }
  | { type: 'preferences'; prefs: Readonly<Record<Seat, Preference>>; clash: boolean }
  | { type: 'rps'; round: number; choices: Readonly<Record<Seat, string>>; winner: TSeat | null }
  | { type: 'initiative'; seat: TSeat }
  | { type: 'match-over'; winner: TSeat | null; end: MatchEnd }
  /** A game action, with its words in the state it applied to (instance names are public). */
  | { type: 'action'; action: GameAction; label: string };

/** One match-flow transition: the next state and events, or a typed error. */
export type MatchStep =
  { state: MatchState; events: MatchEvent[]; error?: undefined } | { error: EngineError };
