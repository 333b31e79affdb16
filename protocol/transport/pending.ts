/**
 * The PeerJS transport's data connections that are not open yet (./peerjs.ts): the guest's dial,
 * the host's incoming offers. Each gets `connectTimeoutMs` to open (docs/transport.md,
 * "Reconnection": a dial that has not opened by then is abandoned and retried), and at most
 * {@link MAX_PENDING} negotiate at once, so a flood of offers cannot pile up.
 */
import type { DataConnection } from 'peerjs';

/** At most this many data connections may be negotiating at once (the oldest is dropped). */
const MAX_PENDING = 4;

/**
 * Pending data connections in the order they were added, each with an open deadline. Removing one
 * clears its deadline; nothing here listens to the connections themselves.
 */
export class PendingConnections {
  private readonly deadlines = new Map<DataConnection, ReturnType<typeof setTimeout>>();

  /** Each connection gets `timeoutMs` to open. */
  constructor(private readonly timeoutMs: number) {}

  /** How many connections are pending. */
  get size(): number {
    return this.deadlines.size;
  }

  /** True while `conn` is pending. */
  has(conn: DataConnection): boolean {
    return this.deadlines.has(conn);
  }

  /** The pending connections, oldest first (a copy). */
  all(): DataConnection[] {
    return [...this.deadlines.keys()];
  }

  /**
   * Tracks `conn` until it opens, first forgetting the oldest when {@link MAX_PENDING} are pending.
   * If `conn` is still pending after `timeoutMs`, `expired` runs (`conn` stays pending: it is the
   * caller's to forget).
   */
  add(conn: DataConnection, expired: () => void): void {
    if (this.deadlines.size >= MAX_PENDING) {
      const oldest = this.deadlines.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    const deadline = setTimeout(() => {
      if (!this.deadlines.has(conn)) return;
      expired();
    }, this.timeoutMs);
    this.deadlines.set(conn, deadline);
  }

  /** Stops tracking `conn` as pending; false when it was not pending. */
  remove(conn: DataConnection): boolean {
    const deadline = this.deadlines.get(conn);
    if (deadline === undefined) return false;
    clearTimeout(deadline);
    this.deadlines.delete(conn);
    return true;
  }

  /** Forgets a connection that is not open yet, and closes it. */
  forget(conn: DataConnection): void {
    this.remove(conn);
    conn.close();
  }
}
