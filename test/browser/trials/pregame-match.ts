/**
 * Real Trials pre-game states for the element tests (src/games/trials/match/, the module's
 * `automation`): a match played in the omniscient view by each seat's intents, sealed with fixed
 * seeds by `automation.prepare`, with every opening a seat owes made at once (as the app does), and
 * what a seat's table is given: its view, its legal actions, its notes, the log.
 */
import { OMNISCIENT } from '../../../src/engine/index.ts';
import { applyMatch, createMatch } from '../../../src/games/trials/match/match.ts';
import type { MatchEvent, MatchState } from '../../../src/games/trials/match/types.ts';
import type { TrialsIntent } from '../../../src/games/trials/module/automation.ts';
import { TRIALS } from '../../../src/games/trials/module/index.ts';
import type { JsonValue } from '../../../protocol/canonical.ts';

const SEEDS: Readonly<Record<string, Uint8Array>> = {
  A: new Uint8Array(32).fill(7),
  B: new Uint8Array(32).fill(9),
};

/** A match so far: the omniscient state and its events. */
export interface Played {
  readonly state: MatchState;
  readonly log: readonly MatchEvent[];
}

/** A new match between A and B: both choosing a deck. */
export function newMatch(): Played {
  return { state: createMatch(OMNISCIENT, 'trials-pregame-test', ['A', 'B']), log: [] };
}

function apply(p: Played, move: unknown): Played {
  const r = applyMatch(p.state, move as Parameters<typeof applyMatch>[1]);
  if ('error' in r && r.error) throw new Error(`${r.error.code}: ${r.error.message}`);
  const ok = r as { state: MatchState; events: MatchEvent[] };
  return { state: ok.state, log: [...p.log, ...ok.events] };
}

/** Every opening a seat owes, made at once (the app's `automation.owed`). */
function settle(p: Played): Played {
  for (;;) {
    const w = TRIALS.waiting(p.state);
    if (w.kind !== 'act') return p;
    const owed = TRIALS.automation.owed(p.state, w.seat, { privSeed: SEEDS[w.seat]! });
    if (owed === null) return p;
    p = apply(p, owed);
  }
}

/** `seat`'s table request (an intent) made into its move and applied, then the owed openings. */
export function ask(p: Played, seat: 'A' | 'B', intent: TrialsIntent): Played {
  const move = TRIALS.automation.prepare(p.state, seat, { privSeed: SEEDS[seat]! }, intent);
  if ('code' in move) throw new Error(`${move.code}: ${move.message}`);
  return settle(apply(p, move));
}

/** What `<trials-table>` gives the pregame element for `seat`. */
export function seatProps(
  p: Played,
  seat: 'A' | 'B',
): { state: MatchState; legal: readonly unknown[]; notes: JsonValue; log: readonly unknown[] } {
  const view = TRIALS.view(p.state, seat);
  return {
    state: view,
    legal: TRIALS.legalActions(view, seat),
    notes: TRIALS.automation.notes(view, seat, { privSeed: SEEDS[seat]! }),
    log: p.log,
  };
}
