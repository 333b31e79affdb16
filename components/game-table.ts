/**
 * The table element contract (docs/adding-a-game.md, "The table"): every game's UI has one element
 * that shows a seat's whole match — the pre-game steps and the game itself — and the generic match
 * screen (src/app/screens/match-screen.ts) and verify page render it through the UI registry
 * (src/app/games.ts) without knowing the game. The table is given the seat's view, the engine's
 * legal actions and the log, and asks for moves with one event, `game-action`: it never decides
 * what is legal, and it never holds the seat's secrets.
 */
import type { JsonValue } from '../protocol/canonical.ts';
import type { SeatNames } from '../src/engine/module.ts';

/** The `game-action` event's detail: a legal action, or an intent of the game's (see below). */
export interface GameActionDetail {
  /**
   * What the player asked for: one of `legal` as it is, or an intent the game's
   * `automation.prepare` makes into a move with the seat's secrets (a choice to commit to).
   */
  readonly action: unknown;
}

/** The properties of every table element (one per game; its tag is in the UI registry). */
export interface GameTableProps {
  /** The seat's view of the match (the module's state type). */
  state: unknown;
  /** The seat in front of the screen. */
  seat: string;
  /** Every seat of the match, in header order. */
  seats: readonly string[];
  names: SeatNames;
  /** The engine's legal actions of the seat now (empty when it is not its move). */
  legal: readonly unknown[];
  /** The seat's log events, oldest first (the module's `words.line` puts them in words). */
  log: readonly unknown[];
  /** True while the seat's last move is being signed, stored and sent (controls are disabled). */
  busy: boolean;
  /** Deadline of the current decision (epoch ms), or null. */
  deadline: number | null;
  reducedMotion: boolean;
  /** What only this seat knows of its own pending commitments (`automation.notes`). */
  notes: JsonValue;
  /** The player's saved decks for this game: name → card ids. */
  decks: Readonly<Record<string, readonly string[]>>;
}

/**
 * What a table may also emit besides `game-action`: keep a deck under a name (`deck-save`) or
 * forget one (`deck-delete`); the match screen stores them per game.
 */
export interface TableDeckEvents {
  'deck-save': { readonly name: string; readonly cards: readonly string[] };
  'deck-delete': { readonly name: string };
}

/** The `game-action` event (bubbling, composed) for `action`. */
export function gameActionEvent(action: unknown): CustomEvent<GameActionDetail> {
  return new CustomEvent<GameActionDetail>('game-action', {
    detail: { action },
    bubbles: true,
    composed: true,
  });
}

declare global {
  interface HTMLElementEventMap {
    'game-action': CustomEvent<GameActionDetail>;
  }
}

/** A game's UI as the registry (src/app/games.ts) pairs it with its module. */
export interface GameUi {
  /** The tag of the game's table element (defined once its UI module is loaded). */
  readonly table: string;
}
