/**
 * What the rules did to reach a state (the log of src/engine/module.ts `words.log`; docs/app.md,
 * "The game log"): a game's match engine notes every state its step function returns with the
 * events of that step, chained to the events that led to the state it was made from. The events are
 * made by the engine in the view the state is in, so a seat's chain names only what that seat knows
 * (an opponent's draws are counts; a card is named once a move opens it).
 *
 * A side table, not a field: the state, its public hash and everything that compares or sends
 * states stay exactly as they are. A state no step made (a new match, a projection, a scenario
 * set-up) has no chain; a game's log then falls back on comparing views.
 */

/** One step's events and the step before it (null: the chain starts at `origin`). */
interface Link<S, E> {
  readonly events: readonly E[];
  readonly prev: Link<S, E> | null;
  /** The state the chain started from (only on its first link). */
  readonly origin: S | null;
}

/**
 * The step chains of one game's states `S` with events `E` (one instance per game).
 *
 * @example
 * const journal = new StepJournal<MatchState, MatchEvent>();
 * journal.note(before, after, events);
 * journal.between(before, after); // events
 */
export class StepJournal<S extends object, E> {
  private readonly links = new WeakMap<S, Link<S, E>>();

  /** Notes that the step from `before` made `after` with `events`. */
  note(before: S, after: S, events: readonly E[]): void {
    const prev = this.links.get(before) ?? null;
    this.links.set(after, { events, prev, origin: prev === null ? before : null });
  }

  /**
   * The events of the steps from `a` to `b`, oldest first (`a` null: from the start of `b`'s
   * chain): null when `b` was not made by a step from `a` (no chain, or another one).
   */
  between(a: S | null, b: S): E[] | null {
    let link = this.links.get(b);
    if (link === undefined) return null;
    if (a === b) return [];
    const stop = a === null ? null : (this.links.get(a) ?? null);
    const parts: (readonly E[])[] = [];
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
}
