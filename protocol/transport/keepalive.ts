/**
 * The keepalive of the PeerJS transport's current data connection (docs/transport.md,
 * "Keepalive"): every `intervalMs` it checks the silence and, below `timeoutMs`, sends a ping; at
 * `timeoutMs` or more of silence the link is declared dead. Pongs matching the latest ping give the
 * round-trip time. It only measures and pings; what "dead" means is the transport's (./peerjs.ts).
 */
import type { DataConnection } from 'peerjs';
import { KIND_PING, encodeControl } from './wire.ts';
import { sendMessage } from './channel.ts';

/** What the keepalive needs from the transport. */
export interface KeepaliveLink {
  /** The connection to keep alive, or null when there is none (the tick then does nothing). */
  current(): DataConnection | null;
  /** `conn` has been silent for `silentMs` ≥ `timeoutMs`: the transport drops it. */
  dead(conn: DataConnection, silentMs: number): void;
}

/**
 * Pings the current connection every `intervalMs` while started and reports it dead after
 * `timeoutMs` of silence (so at most `timeoutMs + intervalMs` after the last message heard). Ping
 * nonces are 32-bit and wrap around.
 */
export class Keepalive {
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private pingNonce = 0;
  private pingSentAt = 0;
  private rtt: number | null = null;

  /** `timeoutMs ≥ intervalMs > 0`, as checked by ./peer-options.ts. */
  constructor(
    private readonly intervalMs: number,
    private readonly timeoutMs: number,
    private readonly link: KeepaliveLink,
  ) {}

  /** The latest round-trip time in milliseconds, or null before the first matching pong. */
  get rttMs(): number | null {
    return this.rtt;
  }

  /** Something was heard on the current connection now: the silence starts over. */
  heard(): void {
    this.lastHeard = Date.now();
  }

  /** A pong with `nonce` arrived; it sets the round-trip time if it answers the latest ping. */
  pong(nonce: number): void {
    if (nonce === this.pingNonce) this.rtt = Date.now() - this.pingSentAt;
  }

  /** (Re)starts the periodic check; the first one comes `intervalMs` from now. */
  start(): void {
    this.stop();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
  }

  /** Stops the periodic check (nothing happens until the next {@link start}). */
  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    const conn = this.link.current();
    if (conn === null) return;
    const silent = Date.now() - this.lastHeard;
    if (silent >= this.timeoutMs) {
      this.link.dead(conn, silent);
      return;
    }
    this.pingNonce = (this.pingNonce + 1) >>> 0;
    this.pingSentAt = Date.now();
    sendMessage(conn, encodeControl(KIND_PING, this.pingNonce));
  }
}
