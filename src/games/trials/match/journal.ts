/**
 * What the rules did to reach a state (docs/rules/trials.md D52): the game's step journal
 * (src/engine/match/journal.ts). {@link noteStep} is called by the match engine for every state it
 * returns; {@link eventsBetween} gives the log its events (../module/log.ts).
 */
import { StepJournal } from '../../../engine/match/journal.ts';
import type { MatchEvent, MatchState } from './types.ts';

const JOURNAL = new StepJournal<MatchState, MatchEvent>();

/** Notes that the step from `before` made `after` with `events`. */
export function noteStep(
  before: MatchState,
  after: MatchState,
  events: readonly MatchEvent[],
): void {
  JOURNAL.note(before, after, events);
}

/**
 * The events of the steps from `a` to `b`, oldest first (`a` null: from the start of `b`'s chain):
 * null when `b` was not made by a step from `a`.
 */
export function eventsBetween(a: MatchState | null, b: MatchState): MatchEvent[] | null {
  return JOURNAL.between(a, b);
}
