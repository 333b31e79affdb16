/**
 * Retry with exponential backoff for the PeerJS transport's repairs (./peerjs.ts): re-registering
 * the signaling peer and redialling the host (docs/transport.md, "Reconnection"). Delays are
 * `initialMs · 2^attempt`, capped at `maxMs`, with ±20 % jitter; the attempt count resets on
 * success.
 */

/**
 * The delay before retry number `attempt` (0 for the first): `initialMs · 2^attempt` (the exponent
 * capped at 30), at most `maxMs`, times a uniform factor in [0.8, 1.2), rounded to whole
 * milliseconds.
 */
export function backoffDelay(attempt: number, initialMs: number, maxMs: number): number {
  const base = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(base * (0.8 + 0.4 * Math.random()));
}

/**
 * One repair that is retried with backoff. At most one retry is scheduled at a time: scheduling
 * while one is waiting does nothing (and does not count as an attempt). Each scheduled retry counts
 * one attempt until {@link reset}.
 */
export class BackoffRetry {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;

  /** `initialMs` and `maxMs` as in {@link backoffDelay}. */
  constructor(
    private readonly initialMs: number,
    private readonly maxMs: number,
  ) {}

  /** Runs `retry` after the next backoff delay, unless a retry is already waiting. */
  schedule(retry: () => void): void {
    if (this.timer !== null) return;
    const delay = backoffDelay(this.attempts++, this.initialMs, this.maxMs);
    this.timer = setTimeout(() => {
      this.timer = null;
      retry();
    }, delay);
  }

  /** Drops the waiting retry, if any (the attempt count is kept). */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The repair succeeded: the next retry waits the initial delay again. */
  reset(): void {
    this.attempts = 0;
  }
}
