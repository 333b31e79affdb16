/**
 * A whole match as one seat may know it (fairness protocol, "Hidden information"): the Game Phase
 * projected to the seat (src/games/paragons/view.ts `project`) and the opponent's secret deck list
 * dropped (a pre-constructed deck is public: its list stays).
 */
import { seatView } from '../../../engine/index.ts';
import { project } from '../view.ts';
import type { PSeat } from '../types.ts';
import { STARTER_COMMITMENT } from './games.ts';
import type { DeckEntry, MatchState } from './types.ts';

function projectDecks(s: MatchState, seat: string): MatchState['decks'] {
  const out: Partial<Record<PSeat, DeckEntry>> = {};
  for (const owner of ['A', 'B'] as const) {
    const d = s.decks[owner];
    if (!d) continue;
    const secret = owner !== seat && d.commitment !== STARTER_COMMITMENT;
    out[owner] = secret || !d.cards ? { commitment: d.commitment } : d;
  }
  return out;
}

/** The match state `s` (held in any view) as `seat` may know it; `s` itself is not changed. */
export function projectMatch(s: MatchState, seat: string): MatchState {
  const view = seatView(seat);
  return {
    ...s,
    view,
    decks: projectDecks(s, seat),
    game: s.game ? project(s.game, view) : null,
  };
}
