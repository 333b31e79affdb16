/**
 * The bot contract shared by every bot (src/ai/levels.ts, hard.ts and the session's
 * random bot): a bot gets a {@link SeatView} and a seed and answers with a {@link Decision}.
 *
 * A decision is the seat's free choice only. Windows that publish a commitment (class choice,
 * rock-paper-scissors, deck lists) are answered with the plain choice; wrapping it into a
 * commitment with the seat's secrets, and later opening it, is the caller's job
 * (src/ai/player.ts does it for offline play and benches). Opening windows (`class-open`,
 * `rps-open`) are no decision: {@link windowOf} says `none` and bots return null.
 *
 * Bots are deterministic functions of (view, seed, budget in iterations): the no-peeking test
 * relies on it. A budget in milliseconds is for interactive play only.
 */
import type { Rps } from '../../protocol/index.ts';
import { matchWaiting } from '../games/paragons/match/match.ts';
import type { MatchAction } from '../games/paragons/match/types.ts';
import type { ClassId } from '../games/paragons/cards/schema.ts';
import type { SeatView } from './seat-view.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';

/** The three strengths (issue 6). */
export type Level = 'easy' | 'normal' | 'hard';

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

/** What a bot decides in one window. */
export type Decision =
  /** `class-commit` and `class-pick`: the class to commit to or to pick. */
  | { readonly kind: 'class'; readonly choice: ClassId }
  /** `rps-commit`: the throw to commit to. */
  | { readonly kind: 'rps'; readonly choice: Rps }
  /** `deck` and `swap`: the 30-card list to commit to (for `swap`, a new list or `keep`). */
  | { readonly kind: 'deck'; readonly cards: readonly string[] }
  /** Anything that is an ordinary match action: draft picks, `keep`, every Game Phase window. */
  | { readonly kind: 'action'; readonly action: MatchAction };

/** Options of one decision. */
export interface DecideOptions {
  /** Seeds the bot's own randomness: same view, seed and iteration budget, same decision. */
  readonly seed: number;
  readonly budget?: Budget;
}

/** A bot: a pure function of what its seat sees. */
export interface Bot {
  readonly level: Level | string;
  /** The decision for the view's seat, or null when the seat has nothing to decide now. */
  decide(view: SeatView, options: DecideOptions): Decision | null;
}

/** The kind of choice the view's seat faces now. */
export type WindowKind =
  | 'none'
  | 'class'
  | 'rps'
  | 'pick'
  | 'deck'
  | 'swap'
  | 'mulligan'
  | 'main'
  | 'priority'
  | 'defend'
  | 'retarget';

/** What the view's seat must decide now (`none` when it waits on others, randomness or itself opening). */
export function windowOf(v: SeatView): WindowKind {
  const w = matchWaiting(v.match);
  if (w.kind !== 'act' || w.seat !== v.seat) return 'none';
  switch (w.window) {
    case 'class-commit':
    case 'class-pick':
      return 'class';
    case 'rps-commit':
      return 'rps';
    case 'pick':
    case 'deck':
    case 'swap':
    case 'mulligan':
    case 'main':
    case 'priority':
    case 'defend':
    case 'retarget':
      return w.window;
    default:
      return 'none';
  }
}

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** A seeded generator (protocol/seeded-rng.ts): same seed, same sequence. */
export const rngOf: (seed: number) => Rng = seededRng;

/** A uniform integer in [0, n). */
export function below(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** A uniformly chosen element of a non-empty list. */
export function pickOne<T>(rng: Rng, xs: readonly T[]): T {
  return xs[below(rng, xs.length)]!;
}

/** A shuffled copy of `xs`. */
export function shuffle<T>(rng: Rng, xs: readonly T[]): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

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
