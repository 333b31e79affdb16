/**
 * What the rules did to reach a state (docs/rules/trials.md D52; the log of
 * src/engine/module.ts `words.log`): every state {@link applyMatchWith} returns is noted here with
 * the events of its step, chained to the events that led to the state it was made from. The events
 * are made by the engine in the view the state is in, so a seat's chain names only what that seat
 * knows (an opponent's draws are counts; a card is named once a move opens it).
 *
 * A side table, not a field: the state, its public hash and everything that compares or sends
 * states stay exactly as they are. A state no step made (a new match, a projection, a scenario
 * set-up) has no chain; the log then falls back on comparing views (../module/log.ts).
 */
import type { MatchEvent, MatchState } from './types.ts';

/** One step's events and the step before it (null: the chain starts at `origin`). */
interface Link {
  readonly events: readonly MatchEvent[];
  readonly prev: Link | null;
  /** The state the chain started from (only on its first link). */
  readonly origin: MatchState | null;
}

const LINKS = new WeakMap<MatchState, Link>();

/** Notes that the step from `before` made `after` with `events`. */
export function noteStep(
  before: MatchState,
  after: MatchState,
  events: readonly MatchEvent[],
): void {
  const prev = LINKS.get(before) ?? null;
  LINKS.set(after, { events, prev, origin: prev === null ? before : null });
}

/**
 * The events of the steps from `a` to `b`, oldest first (`a` null: from the start of `b`'s chain):
 * null when `b` was not made by a step from `a` (no chain, or another one).
 */
export function eventsBetween(a: MatchState | null, b: MatchState): MatchEvent[] | null {
  let link = LINKS.get(b);
  if (link === undefined) return null;
  if (a === b) return [];
  const stop = a === null ? null : (LINKS.get(a) ?? null);
  const parts: (readonly MatchEvent[])[] = [];
  while (link !== undefined && link !== null && link !== stop) {
    parts.push(link.events);
    if (link.prev === null) {
      // The first link: `a` must be where the chain started (or nothing was asked for).
      if (a !== null && stop === null && link.origin !== a) return null;
      if (stop !== null) return null;
      link = undefined;
      break;
    }
    link = link.prev;
  }
  return parts.reverse().flat();
}
