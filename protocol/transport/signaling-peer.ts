/**
 * The PeerJS transport's registration with the signaling server (./peerjs.ts; docs/transport.md,
 * "Reconnection", "Signaling socket lost"): one PeerJS `Peer` at a time, repaired with backoff when
 * its socket is lost (reconnected, or replaced when PeerJS destroyed it or there is nothing to keep),
 * and dropped when it has not registered within `connectTimeoutMs` (a socket can hang without ever
 * failing). Events of a peer that has been replaced or destroyed are ignored.
 */
import { Peer } from 'peerjs';
import type { DataConnection, PeerError } from 'peerjs';
import { BackoffRetry } from './backoff.ts';
import type { Settings } from './peer-options.ts';

/** What the signaling peer tells, and asks of, the transport. Only the current peer's events. */
export interface SignalingEvents {
  /** True once the transport is closed: no repair runs then. */
  closed(): boolean;
  /**
   * True when a lost socket is better replaced by a fresh peer (fresh token) than reconnected,
   * because there is nothing to keep (a guest without an open connection).
   */
  disposable(): boolean;
  /** The peer registered under `id` (its deadline is cleared and the backoff reset already). */
  registered(id: string): void;
  /** A data connection offer arrived (not open yet). */
  connection(conn: DataConnection): void;
  /** PeerJS reported an error. */
  error(error: PeerError<string>): void;
  /** The peer did not register within `connectTimeoutMs` (`signaling-timeout`, not fatal). */
  timedOut(): void;
}

/**
 * The current signaling peer and its repairs. A lost socket is repaired after a backoff delay
 * (./backoff.ts) whose count resets on registration; every (re)connection gets `connectTimeoutMs`
 * to register before its socket is dropped and the repair starts over.
 */
export class SignalingPeer {
  private peer: Peer | null = null;
  private readonly retry: BackoffRetry;
  private deadline: ReturnType<typeof setTimeout> | null = null;

  /** Nothing happens until {@link start}. */
  constructor(
    private readonly cfg: Settings,
    private readonly events: SignalingEvents,
  ) {
    this.retry = new BackoffRetry(cfg.backoffInitialMs, cfg.backoffMaxMs);
  }

  /** The current peer (null before {@link start} and after {@link destroy}). */
  get current(): Peer | null {
    return this.peer;
  }

  /** Creates a new peer (under `cfg.ownId` if given) and makes it the current one. */
  start(): void {
    const options = {
      host: this.cfg.signaling.host,
      port: this.cfg.signaling.port,
      path: this.cfg.signaling.path,
      secure: this.cfg.signaling.secure,
      key: this.cfg.signaling.key,
      config: { iceServers: this.cfg.iceServers },
      debug: this.cfg.debug,
    };
    const peer =
      this.cfg.ownId === undefined ? new Peer(options) : new Peer(this.cfg.ownId, options);
    this.peer = peer;
    this.armDeadline(peer);
    peer.on('open', (id) => {
      if (peer !== this.peer) return;
      this.clearDeadline();
      this.retry.reset();
      this.events.registered(id);
    });
    peer.on('connection', (conn) => {
      if (peer !== this.peer) {
        conn.close();
        return;
      }
      this.events.connection(conn);
    });
    peer.on('disconnected', () => {
      if (peer === this.peer) this.schedule();
    });
    peer.on('close', () => {
      if (peer === this.peer) this.schedule();
    });
    peer.on('error', (error) => {
      if (peer === this.peer) this.events.error(error);
    });
  }

  /** Repairs the peer after a backoff delay (unless one is waiting or the transport is closed). */
  schedule(): void {
    if (this.events.closed()) return;
    this.retry.schedule(() => this.heal());
  }

  /** Stops the waiting repair and the registration deadline (the peer is left as it is). */
  cancelRepairs(): void {
    this.retry.cancel();
    this.clearDeadline();
  }

  /** Forgets the current peer, then destroys it (its id is released on the server). */
  destroy(): void {
    const peer = this.peer;
    this.peer = null;
    peer?.destroy();
  }

  /** Reconnects a disconnected peer, or replaces a destroyed (or disposable) one. */
  private heal(): void {
    if (this.events.closed()) return;
    const peer = this.peer;
    if (peer === null || peer.destroyed) {
      this.peer = null;
      this.start();
      return;
    }
    if (!peer.disconnected) return;
    if (this.events.disposable()) {
      // Nothing to keep: a fresh peer (fresh token) is the surest way back to a usable socket.
      this.replace(peer);
      return;
    }
    try {
      peer.reconnect();
      this.armDeadline(peer);
    } catch {
      this.replace(peer);
    }
  }

  private replace(peer: Peer): void {
    this.peer = null;
    peer.destroy();
    this.start();
  }

  /**
   * A signaling socket can hang without ever failing (a black-holed address): if `peer` has not
   * registered within `connectTimeoutMs`, drop its socket so the usual repair starts over.
   */
  private armDeadline(peer: Peer): void {
    this.clearDeadline();
    this.deadline = setTimeout(() => {
      this.deadline = null;
      if (peer !== this.peer || peer.open || peer.destroyed) return;
      this.events.timedOut();
      if (peer.disconnected) this.schedule();
      else peer.disconnect();
    }, this.cfg.connectTimeoutMs);
  }

  private clearDeadline(): void {
    if (this.deadline !== null) clearTimeout(this.deadline);
    this.deadline = null;
  }
}
