/**
 * What a game module supplies so that the generic bots (src/ai: the random bot, easy, normal and
 * the hard search) can play it: its bot hooks. The method is the bots' (docs/ai.md: random legal
 * moves, one-step lookahead with a static evaluation, information-set Monte Carlo search with
 * determinization and voting, never peeking); the knowledge is the game's (what a seat may see,
 * what a position is worth, what the hidden cards could be, which actions are alike, how to answer
 * the windows that are not searched).
 *
 * Two layers:
 * - the **match** a seat view holds (`T['match']`: everything around play too — choices, drafts,
 *   deck lists, best-of results) and its moves (`T['move']`): the seat view, who decides, the
 *   policies of windows that are not searched, commitments, and a referee for bot-vs-bot matches;
 * - the **searchable state** (`T['state']`: a game in progress) and its actions (`T['action']`),
 *   which the bots look ahead in ({@link SearchHooks}). The search calls these in its inner loop,
 *   so they take and return the game's own values: no wrappers, no copies.
 *
 * Everything here is pure: a game's hooks never use `Math.random` or a clock (the bots hand them
 * seeded generators), so a bot is a deterministic function of (view, seed, iteration budget).
 * Types only, plus the three tiny random helpers both sides draw with.
 */
import type { ApplyResult, Seat, Waiting } from './types.ts';

/** The bot levels, weakest first (docs/ai.md "Levels"). */
export type BotLevel = 'easy' | 'normal' | 'hard';

/** A source of numbers in [0, 1): always a seeded generator, so bots are deterministic. */
export type Rng = () => number;

/** A uniform integer in [0, n). */
export function below(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** A uniformly chosen element of a list; throws when it is empty (a bot with nothing to choose). */
export function pickOne<T>(rng: Rng, xs: readonly T[]): T {
  if (xs.length === 0) throw new Error('nothing to choose from');
  return xs[below(rng, xs.length)]!;
}

/** A shuffled copy of `xs` (Fisher–Yates with {@link below}). */
export function shuffle<T>(rng: Rng, xs: readonly T[]): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The types one game's hooks work with. */
export interface BotTypes {
  /** The match as one view holds it: what a seat view contains. */
  readonly match: unknown;
  /** A move of the match (what a seat sends). */
  readonly move: unknown;
  /** The searchable state: the game in progress, in any view or as a determinized sample. */
  readonly state: unknown;
  /** An action of the searchable state. */
  readonly action: unknown;
  /**
   * The decisions that are a free choice the caller must commit to with the seat's secrets before
   * it becomes a move (a secret class, a throw, a deck list): each with its own `kind`, never
   * `'action'`.
   */
  readonly choice: { readonly kind: string };
  /** The options of a new match (the referee's). */
  readonly options: unknown;
}

/** A bot's answer in one window: a move to send as it is, or a choice to commit to. */
export type BotDecision<T extends BotTypes> =
  { readonly kind: 'action'; readonly action: T['move'] } | T['choice'];

/** The secrets a seat's bot may use: its own private seed (salts, deck commitments). */
export interface BotSecrets {
  readonly privSeed: Uint8Array;
}

/** A seat's secrets as the session holds them: the private seed and the salt of a commitment. */
export interface SaltedSecrets extends BotSecrets {
  salt(kind: string, index: number): Uint8Array;
}

/** How an idle action (doing nothing more) is judged by the lookahead. */
export type IdleKind =
  /** Ends the seat's turn: judged as the position before it (nothing changes for the seat). */
  | 'end'
  /** Passes in a window: applied and played on, without the bonus for doing something. */
  | 'pass';

/** How {@link SearchHooks.settle} plays on. */
export interface SettleOptions {
  /** Step limit (the game's default when absent). */
  readonly maxSteps?: number;
  /**
   * Answer the windows played through by looking one step ahead where the game does so (Paragons:
   * a defender is chosen as the defending seat would); false answers them the quick way. Default
   * true.
   */
  readonly thorough?: boolean;
}

/** The scale of a game's evaluation. */
export interface EvaluationScale {
  /** The value of a won game (a lost one is its negative); `win / 2` and above counts as won. */
  readonly win: number;
  /** Rollout values are squashed into [-1, 1] as `tanh(value / scale)`. */
  readonly scale: number;
  /** The lookahead's bonus for doing something over waiting, so equal positions spend resources. */
  readonly activity: number;
}

/**
 * The searchable part of a game: what the normal bot's lookahead and the hard bot's search use.
 * Every function works on a seat's view as well as on an omniscient (determinized) state, and is
 * called in the search's inner loop: it must not copy or wrap.
 */
export interface SearchHooks<T extends BotTypes> {
  /** The searchable state of a view whose seat decides in a searched window (throws otherwise). */
  stateOf(match: T['match']): T['state'];
  /** The move that carries a searched action. */
  toMove(action: T['action']): T['move'];
  /** Every action `seat` may take now, in the engine's order (that order breaks ties). */
  legalActions(state: T['state'], seat: Seat): T['action'][];
  /** The state after `action`, or null when the rules reject it. */
  apply(state: T['state'], action: T['action']): T['state'] | null;
  /** Whom or what the state waits for. */
  waiting(state: T['state']): Waiting<unknown>;
  /** The seat whose turn it is. */
  turn(state: T['state']): Seat;
  /**
   * True for the window in which the seat whose turn it is acts freely (a main phase): the hard
   * bot's rollouts run until the searching seat reaches its next one after the opponent's.
   */
  isMain(window: string): boolean;
  /**
   * A resolution of the pending random event drawn with `rng` from what `state` knows (on a seat's
   * view, draws the seat may not learn resolve as unknown).
   */
  chance(state: T['state'], rng: Rng): T['action'];
  /**
   * Plays `state` on through the windows that follow an action until the next real decision (a
   * main window, or the end): random events by {@link chance}, the other windows answered as the
   * game's simplest sensible policy would.
   */
  settle(state: T['state'], rng: Rng, options?: SettleOptions): T['state'];
  /** How good `state` is for `seat` (positive: ahead); won and lost games are ±`values.win`. */
  evaluate(state: T['state'], seat: Seat): number;
  /** The scale of {@link evaluate}. */
  readonly values: EvaluationScale;
  /**
   * An omniscient state consistent with `view` (the match as `seat` sees it): the seat's knowledge
   * kept, every card it cannot see sampled with `rng` from what it could be. Projecting the sample
   * back to `seat` gives the view's state again.
   */
  determinize(view: T['match'], seat: Seat, rng: Rng): T['state'];
  /** Whether `action` is idle (ends the turn, or passes), and how; null for any other action. */
  idleKind(action: T['action']): IdleKind | null;
  /**
   * The key of the choice an action makes, ignoring its variants (where a card goes, what it aims
   * at): the hard bot searches one action per group, and its rollouts try one variant per group.
   */
  actionGroup(action: T['action']): string;
  /** The kind of an action for the easy bot's preferences (Paragons: its type). */
  easyKind(action: T['action']): string;
  /**
   * The easy bot's preference for a kind of action: its weight is shared among the legal actions of
   * that kind (so eight placements of one card are not eight times as likely as ending the turn).
   */
  easyWeight(kind: string): number;
  /**
   * The rollout policy's fixed answer in a window that is not worth comparing (Paragons: a
   * retarget takes the first target), or null to compare.
   */
  rolloutAnswer(window: string, legal: readonly T['action'][]): T['action'] | null;
}

/** What a referee needs to play whole bot-vs-bot matches (benches, tests, offline matches). */
export interface RefereeHooks<T extends BotTypes> {
  /** The seats of a match, in order. */
  readonly seats: readonly Seat[];
  /** The options a refereed match uses when none are given. */
  readonly defaultOptions: T['options'];
  /** A new omniscient match. */
  create(matchId: string, options: T['options']): T['match'];
  /** The match after `move` (and what happened), or the engine's error. */
  apply(match: T['match'], move: T['move']): ApplyResult<T['match'], unknown>;
  /** The referee's resolution of the pending random event of the omniscient match, with `rng`. */
  chance(match: T['match'], rng: Rng): T['move'];
}

/**
 * Everything the generic bots need from a game (docs/ai.md "What a game supplies"). A game module
 * carries one as `bots`. The no-peek guarantee rests on {@link BotHooks.project}: a bot only ever
 * receives its output.
 */
export interface BotHooks<T extends BotTypes> {
  /** The game's id (the same as its module's). */
  readonly id: string;
  /**
   * The match `match` (held in any view: omniscient, or the seat's own) as `seat` may know it.
   * Idempotent; never shares hidden data (the caller then copies it through JSON).
   */
  project(match: T['match'], seat: Seat): T['match'];
  /** Whom or what the match waits for. */
  waiting(match: T['match']): Waiting<unknown>;
  /** Every move `seat` may make now (the random bot's fallback). */
  legalMoves(match: T['match'], seat: Seat): T['move'][];
  /**
   * The window in which `seat` must decide now, in the game's words, or null when it has nothing
   * to decide (it waits, or only opens its own commitment: {@link BotHooks.opening}).
   */
  window(match: T['match'], seat: Seat): string | null;
  /**
   * The decision of a bot of `level` in a window that is not searched (pre-game choices, drafts,
   * deck building, mulligans), or null for a searched window (then {@link SearchHooks.stateOf}).
   */
  policy(
    view: T['match'],
    seat: Seat,
    window: string,
    level: BotLevel,
    rng: Rng,
  ): BotDecision<T> | null;
  /**
   * The move with which `seat` opens a commitment of its own that the match waits on (no decision:
   * it finds what its commitment hides from its secrets), or null when the match waits on no such
   * opening.
   */
  opening(match: T['match'], seat: Seat, secrets: BotSecrets): T['move'] | null;
  /** The move that commits `seat` to `choice` with its secrets. */
  commit(match: T['match'], seat: Seat, choice: T['choice'], secrets: BotSecrets): T['move'];
  /**
   * The random bot's move in a window where a uniformly random legal move is not a move it can
   * make (commitments, openings, deck lists), or null for a uniform legal move.
   */
  randomMove(
    view: T['match'],
    seat: Seat,
    window: string,
    secrets: SaltedSecrets,
    rng: Rng,
  ): T['move'] | null;
  /**
   * The windows answered by policy whose decisions the bench times besides the searched ones
   * (bench/suites/ai.ts; Paragons: draft picks and deck building); absent: none.
   */
  readonly timedWindows?: readonly string[];
  /** A short public label of how `seat` played the match (Paragons: its class), for reports. */
  seatLabel(match: T['match'], seat: Seat): string;
  /** The searched windows. */
  readonly search: SearchHooks<T>;
  /** Whole matches between bots. */
  readonly referee: RefereeHooks<T>;
}

/**
 * A uniformly random legal move of the seat `view` waits on, made from that seat's view and its own
 * secrets only: the game's {@link BotHooks.randomMove} where a uniform legal move cannot serve
 * (commitments, openings, deck lists), else one of {@link BotHooks.legalMoves} chosen with `rng`.
 * The random bot (src/ai/random-bot.ts) and the drivers of the protocol suites and `npm run
 * simulate` play with it. Throws when `view` waits on no seat.
 */
export function randomLegalMove<T extends BotTypes>(
  hooks: BotHooks<T>,
  view: T['match'],
  secrets: SaltedSecrets,
  rng: Rng,
): T['move'] {
  const w = hooks.waiting(view);
  if (w.kind !== 'act') throw new Error('the match does not wait on a seat');
  const special = hooks.randomMove(view, w.seat, w.window, secrets, rng);
  return special ?? pickOne(rng, hooks.legalMoves(view, w.seat));
}
