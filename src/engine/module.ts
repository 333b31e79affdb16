/**
 * The game module contract (docs/adding-a-game.md): everything the platform — the session, the
 * verifier, the command-line tools, the app, the bots, the scenario runner and the protocol test
 * suites — needs from a game, as one named object the registries (src/games/index.ts for the rules,
 * src/app/games.ts pairing each with its UI) look up by id, as boardgame.io looks up its `Game`
 * object. Nothing above a game's own folder imports that folder: it asks the registry.
 *
 * A match header names its game in `header.game.id` as `<module id>[/<options>]` (Paragons:
 * `paragons/draft/bo3`); {@link moduleIdOf} reads the module id, and the module reads its options
 * back from the header ({@link GameOptions.fromHeader}). Every function here is pure and returns an
 * error value ({@link GameError}) for what it refuses; none throws on untrusted input.
 */
import type { JsonValue } from '../../protocol/canonical.ts';
import type { GameRef, Header } from '../../protocol/header.ts';
import type { GameError, LockstepGame, Tamper } from '../../protocol/session/index.ts';
import type { BotHooks, BotTypes } from './bot-hooks.ts';
import type { ScenarioHooks } from './scenario.ts';

export type { GameError };

/** The secrets a seat's own moves may use: its private seed (salts, commitments). */
export interface SeatSecrets {
  readonly privSeed: Uint8Array;
}

/**
 * How a match (or one game of it) ended: the winners (none for a draw or no result), and, for
 * games that place every seat, the ranking (groups of tied seats, best first).
 */
export interface MatchResult {
  readonly winners: readonly string[];
  readonly ranking?: readonly (readonly string[])[];
}

/**
 * Whom or what a state waits for, with the kind of choice (`window`, game-defined: `priority`,
 * `class-commit`, …) when a seat must act.
 */
export type GameWaiting =
  | { readonly kind: 'act'; readonly seat: string; readonly window: string }
  | { readonly kind: 'random' }
  | { readonly kind: 'over'; readonly result: MatchResult };

/** One choice of a match option, as the home screen offers it. */
export interface OptionChoice {
  readonly value: string;
  readonly label: string;
}

/**
 * A match option (e.g. Paragons' match length): its key (also its name in a link's query and a
 * command-line `--option key=value`), its label, its choices and the default choice's value.
 */
export interface OptionField {
  readonly key: string;
  readonly label: string;
  readonly choices: readonly OptionChoice[];
  readonly default: string;
}

/** A match's options as plain fields (a URL query, command-line flags, a stored record). */
export type OptionRecord = Readonly<Record<string, string>>;

/**
 * The options of a match: the fields the app and the command line offer, and the two ways to read
 * them: from plain fields and from a match header. `O` is the game's own options type.
 */
export interface GameOptions<O> {
  readonly fields: readonly OptionField[];
  /** The options of a record of fields; a missing field takes its default (its first choice). */
  parse(fields: Readonly<Record<string, unknown>>): O | GameError;
  /** The fields of `options` (the inverse of {@link parse}). */
  record(options: O): OptionRecord;
  /** The header's `game` for a match with these options. */
  gameRef(options: O): GameRef;
  /**
   * The options a header names, checked against this build: the module id, the rules version and
   * card set, and the seats (their number and labels).
   */
  fromHeader(header: Header): O | GameError;
}

/** A line of the game log in words; `emphasis` for a line that starts something (a turn). */
export interface LogLine {
  readonly text: string;
  readonly emphasis?: boolean;
}

/** Seat → display name. */
export type SeatNames = Readonly<Partial<Record<string, string>>>;

/** The words of a game (the app's buttons, log and replay labels). */
export interface GameWords<S, A, L> {
  /** A legal action in words, from `viewer`'s side ("Attack with Ogre (F1) → the opponent"). */
  action(s: S, a: A, viewer: string): string;
  /**
   * What changed between two states of one seat's view (`before` null: nothing seen yet), as log
   * events. Derived from the view only, so it never shows more than the seat may know.
   */
  log(before: S | null, after: S): L[];
  /** A log event in words, from `viewer`'s side (null: nobody's, e.g. a replay). */
  line(e: L, viewer: string | null, names: SeatNames): LogLine;
  /**
   * What `s` waits for, named from `viewer`'s side as the decision it is (docs/adding-a-game.md,
   * "Words"): "Your move: keep your opening hand or mulligan", "Bea is choosing a faction",
   * "Waiting for the shuffle". Shown by the match screen's status line and the game's own bar, so
   * it must name the actual window (a mulligan is never "select a card"). '' once the match is over.
   */
  awaiting(s: S, viewer: string | null, names: SeatNames): string;
  /**
   * How the match in `s` ended, from `viewer`'s side ("You won" / "You lost" / "Bea won" / "A
   * draw") and why, by the game's rulebook ("Bea's life reached 0.", "You conceded."); null while
   * it is not over. Session-level ends (a timeout claim, a stop) are the app's words
   * (src/app/match/outcome.ts `endWords`), which fall back to these.
   */
  ending(s: S, viewer: string | null, names: SeatNames): EndWords | null;
}

/** How a match ended, in words (see {@link GameWords.ending}). */
export interface EndWords {
  /** From the viewer's side: "You won", "You lost", "Bea won", "A draw", "No winner". */
  readonly headline: string;
  /** Why, as one or two sentences ending with a full stop. */
  readonly reason: string;
}

/**
 * Where a match is, for scripts (the match screen's `data-phase` and `data-game`) and the replay:
 * `phase` a machine-readable word of the game's (`over` once the match has ended), `game` the
 * number of the game in progress in a series (0 before the first, the last one after it).
 */
export interface MatchProgress {
  readonly phase: string;
  readonly game: number;
}

/**
 * What the app does for a seat by itself, and how the UI's requests become moves. The decisions use
 * the seat's own view only (fairness protocol, "Leaks through behaviour").
 */
export interface SeatAutomation<S, A> {
  /**
   * A move the seat owes and has no choice in (opening its own commitment), made at once; null
   * when there is none.
   */
  owed(s: S, seat: string, secrets: SeatSecrets): A | null;
  /**
   * The move to make for the seat, after a human-like delay, when its only legal moves decline (a
   * reaction window with nothing to react with); null when a person must decide.
   */
  autoDecline(s: S, seat: string, legal: readonly A[]): A | null;
  /**
   * The move for a request of the game's UI (its table's `game-action`): a legal action as it is,
   * or an intent that needs the seat's secrets (a choice to commit to, a deck list to commit), made
   * into the move here. An error for a request the state does not allow.
   */
  prepare(s: S, seat: string, secrets: SeatSecrets, request: unknown): A | GameError;
  /**
   * What only this seat knows about its own pending commitments, for its screen (e.g. the class it
   * committed to before it is opened); null when nothing.
   */
  notes(s: S, seat: string, secrets: SeatSecrets): JsonValue;
}

/**
 * A cheat of the cheat catalogue (test/cheats): a modified client of `cheater` in a match of
 * `options`, and how the honest seat (or the verifier) must catch it.
 */
export interface GameCheat<S, A, O> {
  readonly name: string;
  readonly options: O;
  readonly cheater: string;
  /** `at-once`: the honest seat stops on the signed offending message; `verification`: the verdict. */
  readonly caught: 'at-once' | 'verification';
  /** The verdict's code must match this. */
  readonly code: RegExp;
  /** The cheater's tampered session (it rewrites what it signs); `hit` is the rewritten body. */
  tamper?(): Tamper<S, A> & { readonly hit: unknown };
  /** The cheater's modified game (it believes what it wants). */
  game?(): LockstepGame<S, A>;
  /** Moves the cheater's driver prefers (to give the cheat its chance sooner). */
  readonly prefer?: readonly string[];
  /**
   * For a cheat caught by verification: the `type` of the cheater's move that commits it (the
   * verdict must name the cheater's first message of that type). Every such cheat names one.
   */
  readonly committedBy?: string;
}

/**
 * How a game's move shows the card leaving a hidden slot it opens (the generic cheats of
 * test/cheats rewrite the card a move shows without knowing the game's field names: Paragons and
 * Authority name it `card`, Trials `id` beside its handle `h`).
 */
export interface ShownCard {
  /** The card id `move` shows for the slot its message opens, or null when it shows none. */
  card(move: JsonValue): string | null;
  /** `move` showing `card` instead, for the same slot (nothing else changed). */
  withCard(move: JsonValue, card: string): JsonValue;
  /** A real card of the game other than `card` that such a move could show. */
  another(card: string): string;
}

/**
 * Something a seat may look at on its own screen without acting (Trials: its own deck, in order,
 * docs/rules/trials.md D5), read from its own state and secrets as its table reads it. Looking is
 * no move: the cheat catalogue (test/cheats/game-cheats.test.ts) proves that a match in which the
 * seats look after every message is, message for message, the match in which they do not, and
 * that a look shows nothing the seat's own view and notes do not hold.
 */
export interface SeatLook<S> {
  readonly name: string;
  look(s: S, seat: string, secrets: SeatSecrets): JsonValue;
}

/**
 * What the protocol test suites need from a game (docs/adding-a-game.md, "Tests you get"). Their
 * random driver is the game's bots' (src/engine/bot-hooks.ts `randomLegalMove`).
 */
export interface GameTesting<S, A, O> {
  /**
   * The option fields `npm run simulate` plays when the command line names none (e.g. Paragons'
   * draft, which exercises the most of its rules); absent fields take their defaults.
   */
  readonly simulateOptions: OptionRecord;
  /** The options fuzz seed `seed` plays (a mix of the game's variants). */
  fuzzOptions(seed: number): O;
  /** The options of short matches (kill-at-every-index, hostile suites). */
  readonly quickOptions: O;
  /**
   * The game's own cheats, beside the generic ones every game gets; test/cheats/game-cheats.test.ts
   * plays each against an honest seat.
   */
  readonly cheats: readonly GameCheat<S, A, O>[];
  /** How a move shows a card from a hidden slot (the generic cheats rewrite it). */
  readonly shownCard: ShownCard;
  /** What a seat may look at without acting (none for a game whose screen only shows its view). */
  readonly looks?: readonly SeatLook<S>[];
}

/**
 * A game as the platform uses it. `S` is a state as one view holds it, `A` an action, `O` the match
 * options, `L` a log event.
 */
export interface GameModule<S = unknown, A = unknown, O = unknown, L = unknown> {
  /** The registry id, the first segment of `header.game.id` (`paragons`). */
  readonly id: string;
  /** The game's name as the home screen shows it. */
  readonly title: string;
  /** The seat counts it supports (each a header of that many players). */
  readonly seatCounts: readonly number[];
  /** The rules version and card-set hash this build plays (the header's `game`). */
  readonly rulesVersion: string;
  readonly cardSetHash: string;
  readonly options: GameOptions<O>;
  /** The game as the lockstep session and the verifier drive it. */
  readonly lockstep: LockstepGame<S, A>;
  /** Whom or what `s` waits for. */
  waiting(s: S): GameWaiting;
  /** Every action `seat` may take now in its own view (empty when `s` does not wait on it). */
  legalActions(s: S, seat: string): A[];
  /** `s` (held in any view) as `seat` may know it: what the seat may not know is dropped. */
  view(s: S, seat: string): S;
  /** Winners of the games of a series played so far (null: a game without a winner). */
  series(s: S): readonly (string | null)[];
  /** Where the match is (see {@link MatchProgress}). */
  progress(s: S): MatchProgress;
  readonly words: GameWords<S, A, L>;
  readonly automation: SeatAutomation<S, A>;
  /**
   * What the generic bots (src/ai: random, easy, normal, hard) need to play the game
   * (src/engine/bot-hooks.ts); its `match` is `S` and its `move` is `A`.
   */
  readonly bots: BotHooks<BotTypes>;
  readonly scenario: ScenarioHooks;
  readonly testing: GameTesting<S, A, O>;
}

/** Options in a few words, the chosen labels in field order ("Best of 3 · Draft"). */
export function describeOptions(fields: readonly OptionField[], record: OptionRecord): string {
  return fields
    .map((f) => {
      const value = record[f.key] ?? f.default;
      return f.choices.find((c) => c.value === value)?.label ?? value;
    })
    .join(' · ');
}

/** The module id a `header.game.id` names: its first `/`-separated segment. */
export function moduleIdOf(gameId: string): string {
  const at = gameId.indexOf('/');
  return at < 0 ? gameId : gameId.slice(0, at);
}

/** The seat labels of a match of `n` players, in header order: `A`, `B`, `C`, … */
export function seatLabels(n: number): string[] {
  return Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));
}

/** The seats of `header`, in header order. */
export function seatsOf(header: Header): string[] {
  return header.players.map((p) => p.seat);
}

/** Every seat of `seats` but `seat`, in order. */
export function othersOf(seats: readonly string[], seat: string): string[] {
  return seats.filter((s) => s !== seat);
}
