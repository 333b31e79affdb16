/**
 * Time for the session: resend timers and the abort timeout (requirement "Abort"). The session reads
 * time only through a {@link Clock}, so tests run it on the virtual network's clock
 * (protocol/transport/virtual.ts) and the browser on the real one.
 */

/** A source of time and one-shot timers. */
export interface Clock {
  /** Milliseconds since some fixed origin. */
  now(): number;
  /** Calls `fn` after `ms`; returns a function that cancels it. */
  setTimer(ms: number, fn: () => void): () => void;
}

/** The real clock: `Date.now` and `setTimeout`. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimer(ms, fn) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};
