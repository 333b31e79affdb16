/**
 * What the balance bench (bench/balance.ts) needs to know about a game: its sides (Paragons'
 * classes, another game's factions), the deck formats and bot levels it is measured in, and how to
 * play one seeded bot-vs-bot match. The runner knows nothing else about the game, so a new game is
 * one more description (bench/balance/games.ts).
 */

/** One match to play: everything it depends on, so any worker plays it alike. */
export interface BalanceJob {
  /** Its place in the run (0-based); with the seed base it fixes the match. */
  readonly index: number;
  /** The match's seed: the run's seed base plus the index. */
  readonly seed: number;
  /** The bot level both seats play at. */
  readonly level: string;
  /** Hard's search budget in iterations (no clock, so every match is reproducible). */
  readonly iterations: number;
  /** The side each seat plays. */
  readonly sides: Readonly<Record<'A' | 'B', string>>;
  /** The deck format (Paragons: `preconstructed` or `draft`). */
  readonly format: string;
}

/** How one match ended. */
export interface MatchOutcome {
  readonly index: number;
  /** The winning seat, or null for a draw (including a match that reached the step limit). */
  readonly winner: 'A' | 'B' | null;
  /** The seat that took the first turn of the (first) game, or null when the game never began. */
  readonly first: 'A' | 'B' | null;
  /** Match actions applied (a size measure, for the log and timing). */
  readonly steps: number;
  /** Wall-clock milliseconds the match took in its worker. */
  readonly ms: number;
}

/** A game as the balance bench sees it. */
export interface BalanceGame {
  /** The game id (`paragons`): the prefix of every metric name. */
  readonly id: string;
  /** What a side is called, singular (`class`): names `<noun>BalanceMaxDeviation`. */
  readonly sideNoun: string;
  /** Every side, in the game's own order. */
  readonly sides: readonly string[];
  /** Whether both seats may play the same side (a mirror pairing is then measured too). */
  readonly mirrors: boolean;
  /** The deck formats every pairing is played in. */
  readonly formats: readonly string[];
  /** The bot levels, and the one used when none is named. */
  readonly levels: readonly string[];
  readonly defaultLevel: string;
  /** Hard's default iteration budget per decision. */
  readonly defaultIterations: number;
  /** Plays one match (deterministic given the job). */
  play(job: BalanceJob): MatchOutcome;
  /** Plays one match and returns a readable play-by-play (`--log`). */
  log(job: BalanceJob): string[];
}
