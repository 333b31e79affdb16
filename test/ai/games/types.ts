/**
 * What the generic bot tests (test/ai/bots.test.ts, test/ai/no-peek.test.ts) need from a game
 * besides its bot hooks: where to stop a match, and how to change only what a seat cannot see.
 * Every game with bot hooks has one (test/ai/games/index.ts; a test checks none is missing).
 */
import type { BotHooks, BotTypes } from '../../../src/engine/bot-hooks.ts';
import type { Seat } from '../../../src/engine/types.ts';

/** A seeded point of a refereed match where a seat decides in a searched window. */
export interface BotTestCase {
  readonly seed: number;
  readonly seat: Seat;
  /** The searched window (the game's word, as its hooks' `window` says it). */
  readonly window: string;
}

/** A game as the generic bot tests see it. */
export interface BotTestGame<T extends BotTypes = BotTypes> {
  readonly hooks: BotHooks<T>;
  /** Options of a short match (the hard bot plays one whole). */
  readonly shortMatch: T['options'];
  /** Windows a whole match of bots passes through (the game's window names). */
  readonly windows: readonly string[];
  /** True when `seat` decides in `window` of the match `s`, after the opening of play. */
  at(s: T['match'], seat: Seat, window: string): boolean;
  /** Points where the no-peek test compares twin states (main and reaction windows). */
  readonly noPeek: readonly BotTestCase[];
  /**
   * The same omniscient match with only what `seat` cannot see changed (the opponent's hidden
   * cards rearranged, its secret lists changed), or null when no change is possible.
   */
  twin(s: T['match'], seat: Seat): T['match'] | null;
  /** A searchable state as `seat` sees it (to check determinized samples against the view). */
  projectState(state: T['state'], seat: Seat): T['state'];
}
