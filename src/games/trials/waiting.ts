/**
 * Whom the game waits for, derived from the state alone (engine `Waiting`): a pending choice, a
 * trigger to put on the stack, a response window, or the turn player's main window (rulebook "Turns
 * and Actions", "Priority"; docs/rules/trials.md D11, D19, D21).
 */
import type { TrialsState, TrialsWaiting } from './types.ts';

/** Whom or what `s` waits for. */
export function waiting(s: TrialsState): TrialsWaiting {
  if (s.phase === 'over') return { kind: 'over', winner: s.winner };
  if (s.choice) return { kind: 'act', seat: s.choice.seat, window: s.choice.kind };
  if (s.triggers.length > 0) return { kind: 'act', seat: s.triggers[0]!.seat, window: 'trigger' };
  if (s.stack.length > 0 && s.priority !== null)
    return { kind: 'act', seat: s.priority, window: 'priority' };
  return { kind: 'act', seat: s.turn, window: 'main' };
}

/** The winner, or null while the game goes on. */
export function winnerOf(s: TrialsState): TrialsState['winner'] {
  return s.winner;
}
