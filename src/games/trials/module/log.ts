/**
 * The log of one seat's view (the module's `words.log`, src/engine/module.ts): what the rules did
 * between two states of the same view, as match events — each deck committed, the Avatars shown,
 * the initiative preferences and rock-paper-scissors, who holds initiative, each game action with
 * its words, and the end. The events are the match's own, noted as each state was made
 * (../match/journal.ts) in the seat's own view, so they never name a card the seat does not know:
 * a hidden card is named only by the move that shows it (docs/rules/trials.md D52).
 *
 * States no step made from the earlier one (a new match, a projection) are compared instead
 * ({@link viewDiff}): decks committed, Avatars shown, initiative settled, and the end.
 */
import { eventsBetween } from '../match/journal.ts';
import type { MatchEvent, MatchState } from '../match/types.ts';

/**
 * What happened between two states of the same view (`a` null: from the start), as events: the
 * rules' own events when `b` was made by steps from `a`, else {@link viewDiff}.
 */
export function diffEvents(a: MatchState | null, b: MatchState): MatchEvent[] {
  return eventsBetween(a, b) ?? viewDiff(a, b);
}

/** What changed between two views of the same match (`a` null: nothing seen yet), as events. */
export function viewDiff(a: MatchState | null, b: MatchState): MatchEvent[] {
  const out: MatchEvent[] = [];
  for (const seat of b.seats) {
    if (b.decks[seat] && !a?.decks[seat]) out.push({ type: 'deck-committed', seat });
    const pair = b.avatars[seat];
    if (pair && !a?.avatars[seat]) out.push({ type: 'avatars', seat, avatars: pair });
  }
  if (b.initiative !== null && a?.initiative !== b.initiative)
    out.push({ type: 'initiative', seat: b.initiative });
  if (b.phase === 'over' && a?.phase !== 'over' && b.end !== null)
    out.push({ type: 'match-over', winner: b.winner, end: b.end });
  return out;
}
