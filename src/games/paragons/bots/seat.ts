/**
 * What a Paragons seat's bot sees and when it decides (src/engine/bot-hooks.ts `BotHooks.project`
 * and `BotHooks.window`; docs/ai.md "The no-peeking guarantee").
 *
 * The projection: the Game Phase through src/games/paragons/view.ts `project` (the opponent's
 * hand, Hidden pile, cards set aside by a mulligan, deck contents and face-down chain cards become
 * bare slot handles), and the opponent's secret deck list dropped. The generic seat view
 * (src/ai/seat-view.ts) copies the result through JSON, so hidden fields are absent, not undefined.
 */
import { seatView as engineSeatView } from '../../../engine/index.ts';
import { STARTER_COMMITMENT } from '../match/games.ts';
import { matchWaiting } from '../match/match.ts';
import type { DeckEntry, MatchState } from '../match/types.ts';
import type { GameState, PSeat } from '../types.ts';
import { project } from '../view.ts';

function projectDecks(s: MatchState, seat: PSeat): MatchState['decks'] {
  const out: Partial<Record<PSeat, DeckEntry>> = {};
  for (const owner of ['A', 'B'] as const) {
    const d = s.decks[owner];
    if (!d) continue;
    const secret = owner !== seat && d.commitment !== STARTER_COMMITMENT;
    out[owner] = secret || !d.cards ? { commitment: d.commitment } : d;
  }
  return out;
}

/**
 * The match state `s` (held in any view) as `seat` may know it: a projection (`s` itself is not
 * changed); idempotent, so it works on an omniscient state and on the seat's own alike.
 */
export function projectMatch(s: MatchState, seat: PSeat): MatchState {
  const view = engineSeatView(seat);
  return {
    ...s,
    view,
    decks: projectDecks(s, seat),
    game: s.game ? project(s.game, view) : null,
  };
}

/** The Game Phase state of a match view (throws outside phase `game`). */
export function gameOf(v: MatchState): GameState {
  const g = v.game;
  if (!g || v.phase !== 'game') throw new Error('no game in progress');
  return g;
}

/** The kinds of choice a Paragons seat faces (the bots' windows). */
export type WindowKind =
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

/**
 * What `seat` must decide now in the match `s`, or null when it waits on others or on randomness,
 * or only opens its own commitment (`class-open`, `rps-open`: src/games/paragons/bots/moves.ts).
 */
export function windowOf(s: MatchState, seat: PSeat): WindowKind | null {
  const w = matchWaiting(s);
  if (w.kind !== 'act' || w.seat !== seat) return null;
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
      return null;
  }
}
