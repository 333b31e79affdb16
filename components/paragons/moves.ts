/**
 * A human seat's window and legal actions, always from the engine in the seat's own view
 * (`matchLegalActions`); the UI only ever offers those. Commitments, openings and the automatic
 * pass are the game module's (`automation`, src/games/paragons/module/automation.ts); the words
 * for actions are its `words`.
 */
import { matchLegalActions, matchWaiting } from '../../src/games/paragons/match/match.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';

/** The engine window `seat` must act in now, or null. */
export function windowOf(s: MatchState, seat: PSeat): string | null {
  const w = matchWaiting(s);
  return w.kind === 'act' && w.seat === seat ? w.window : null;
}

/** Every legal action of `seat` in its own view (empty when it is not its move). */
export function legalFor(s: MatchState, seat: PSeat): MatchAction[] {
  return matchLegalActions(s, seat);
}
