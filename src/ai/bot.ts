/**
 * The bot contract shared by every level (src/ai/levels.ts, hard.ts): a bot gets a {@link SeatView}
 * and a seed and answers with a {@link Decision}. Bots are generic: they play any game through its
 * bot hooks (src/engine/bot-hooks.ts), which the seat view carries (src/ai/seat-view.ts).
 *
 * A decision is the seat's free choice only. Windows that publish a commitment (Paragons: class
 * choice, rock-paper-scissors, deck lists) are answered with the plain choice; wrapping it into a
 * commitment with the seat's secrets, and later opening it, is the caller's job through the game's
 * hooks (src/ai/player.ts does it for offline play and benches). Opening windows are no decision:
 * {@link windowOf} says null and bots return null.
 *
 * Bots are deterministic functions of (view, seed, budget in iterations): the no-peeking test
 * relies on it. A budget in milliseconds is for interactive play only.
 */
import type { BotDecision, BotLevel, BotTypes, Rng } from '../engine/bot-hooks.ts';
import { hooksOf, type SeatView } from './seat-view.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';

export type { Rng } from '../engine/bot-hooks.ts';
export { below, pickOne, shuffle } from '../engine/bot-hooks.ts';

/** The three strengths (docs/ai.md "Levels"). */
export type Level = BotLevel;

/** Every level, weakest first. */
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];

/**
 * How much thinking a decision may use. `iterations` is deterministic (tests, strength bench);
 * `ms` stops the search on the clock (interactive play). With both, whichever ends first wins.
 */
export interface Budget {
  readonly iterations?: number;
  readonly ms?: number;
}

/**
 * What a bot decides in one window: `{kind: 'action', action}` for a move sent as it is (every
 * searched window, and e.g. draft picks), or one of the game's choices to commit to.
 */
export type Decision<T extends BotTypes = BotTypes> = BotDecision<T>;

/** Options of one decision. */
export interface DecideOptions {
  /** Seeds the bot's own randomness: same view, seed and iteration budget, same decision. */
  readonly seed: number;
  readonly budget?: Budget;
}

/** A bot: a pure function of what its seat sees, for any game. */
export interface Bot {
  readonly level: Level | string;
  /** The decision for the view's seat, or null when the seat has nothing to decide now. */
  decide<T extends BotTypes>(view: SeatView<T>, options: DecideOptions): Decision<T> | null;
}

/**
 * The window in which the view's seat must decide now, in the game's words (null when it waits on
 * others or randomness, or only opens its own commitment).
 */
export function windowOf<T extends BotTypes>(v: SeatView<T>): string | null {
  return hooksOf(v).window(v.match, v.seat);
}

/** A seeded generator (protocol/seeded-rng.ts): same seed, same sequence. */
export const rngOf: (seed: number) => Rng = seededRng;

/** Mixes two 32-bit numbers into a new seed (for per-decision and per-iteration seeds). */
export function mixSeed(a: number, b: number): number {
  let h = (Math.imul(a >>> 0, 0x9e3779b1) ^ (b >>> 0)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}

/** A clock in milliseconds (performance.now where available). */
export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** Counts iterations against a {@link Budget}: `more()` is true while both limits allow another. */
export function budgetMeter(budget: Budget, defaultIterations: number): { more(): boolean } {
  const max = budget.iterations ?? (budget.ms === undefined ? defaultIterations : Infinity);
  const deadline = budget.ms === undefined ? Infinity : now() + budget.ms;
  let n = 0;
  return {
    more(): boolean {
      if (n >= max) return false;
      if (n > 0 && deadline !== Infinity && now() >= deadline) return false;
      n++;
      return true;
    },
  };
}
