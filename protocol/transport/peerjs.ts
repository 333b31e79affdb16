/**
 * A {@link Transport} over a PeerJS data connection (WebRTC). The host registers a (preferably
 * stable) peer id with a PeerServer and waits; the guest dials the host's id. Frames travel in the
 * binary format of ./wire.ts (chunked above 16,000 bytes); keepalive pings detect a dead link;
 * lost links are re-established with exponential backoff, both the signaling socket and the data
 * connection. See docs/transport.md.
 *
 * The signaling server only ever sees peer ids, connection offers/answers and ICE candidates: no
 * frame passes through it. Parts: options (./peer-options.ts), the signaling peer
 * (./signaling-peer.ts), pending connections (./pending.ts), keepalive (./keepalive.ts), backoff
 * (./backoff.ts).
 */
import type { DataConnection, PeerError } from 'peerjs';
import { ProtocolError } from '../errors.ts';
import { MAX_FRAME_BYTES } from './types.ts';
import type { Transport, TransportStatus } from './types.ts';
import { FrameAssembler, KIND_PONG, encodeControl, utf8Length } from './wire.ts';
import { deliverFrame, sendFrame, sendMessage } from './channel.ts';
import { AdmissionDesk } from './admission.ts';
import type { SignalingConfig } from './peer-config.ts';
import { checkPeerId } from './share-link.ts';
import { settings } from './peer-options.ts';
import type { GuestTransportOptions, HostTransportOptions, Settings } from './peer-options.ts';
import { BackoffRetry } from './backoff.ts';
import { Keepalive } from './keepalive.ts';
import { SignalingPeer } from './signaling-peer.ts';
import { PendingConnections } from './pending.ts';

export { MAX_ADMITTING } from './admission.ts';
export type { AdmissionLink, AdmitHook } from './admission.ts';
export {
  CLOUD_SIGNALING,
  DEFAULT_ICE_SERVERS,
  SAME_ORIGIN_PATH,
  chooseSignaling,
  probeSignaling,
  probeSignalingServer,
  resolveIceServers,
  resolveSignaling,
  sameOriginSignaling,
} from './peer-config.ts';
export type {
  ChosenSignaling,
  ProbeResult,
  ResolvedSignaling,
  SignalingChoice,
  SignalingConfig,
} from './peer-config.ts';
export {
  FINGERPRINT_HEX_LENGTH,
  PEER_ID_MAX_LENGTH,
  isValidPeerId,
  parseShareLink,
  randomPeerId,
  shareLink,
} from './share-link.ts';
export type { ShareLink } from './share-link.ts';
export type {
  BackoffOptions,
  GuestTransportOptions,
  HostTransportOptions,
  KeepaliveOptions,
  PeerTransportOptions,
} from './peer-options.ts';

/** Something that went wrong; reported through {@link PeerTransport.onError}. */
export interface PeerTransportError {
  /**
   * A PeerJS error type (`unavailable-id`, `peer-unavailable`, `network`, `server-error`, …) or one
   * of the transport's own: `dead-link` (keepalive deadline missed), `connect-timeout`,
   * `refused-message` (a malformed or oversized message from the peer was dropped).
   */
  readonly type: string;
  /** For humans. */
  readonly message: string;
  /** True when the transport gave up and closed (bad id, bad key, no WebRTC, no TLS on server). */
  readonly fatal: boolean;
}

const FATAL_PEER_ERRORS = new Set([
  'browser-incompatible',
  'invalid-id',
  'invalid-key',
  'ssl-unavailable',
]);

/**
 * Creates the host side: registers `options.peerId` with the signaling server and waits for a guest.
 * Throws `malformed-string` for an invalid id and `out-of-range` for bad timings.
 */
export function createHostTransport(options: HostTransportOptions): PeerTransport {
  checkPeerId(options.peerId);
  return new PeerTransport(settings('host', options, options.peerId, undefined, options));
}

/**
 * Creates the guest side: registers with the signaling server and dials `options.hostPeerId`.
 * Throws `malformed-string` for an invalid id and `out-of-range` for bad timings.
 */
export function createGuestTransport(options: GuestTransportOptions): PeerTransport {
  checkPeerId(options.hostPeerId, 'host peer id');
  if (options.peerId !== undefined) checkPeerId(options.peerId);
  return new PeerTransport(settings('guest', options, options.peerId, options.hostPeerId));
}

/**
 * The PeerJS transport. Create one with {@link createHostTransport} or {@link createGuestTransport}.
 * Status: `connecting` until the first data connection opens, then `open`, `reconnecting` while a
 * lost link is being re-established, and `closed` after {@link close} (or a fatal error).
 */
export class PeerTransport implements Transport {
  /** `host` or `guest`. */
  readonly role: 'host' | 'guest';

  private readonly cfg: Settings;
  private currentStatus: TransportStatus = 'connecting';
  /** This side's registration with the signaling server (the PeerJS peer), repaired with backoff. */
  private readonly signalingPeer: SignalingPeer;
  /** The open data connection frames go through. */
  private conn: DataConnection | null = null;
  /** Data connections not open yet (the guest's dial; the host's incoming offers), with deadlines. */
  private readonly pending: PendingConnections;
  /** The guest's redials, with backoff. */
  private readonly dialRetry: BackoffRetry;
  /** Pings on the current connection; declares it dead after `timeoutMs` of silence. */
  private readonly keepalive: Keepalive;
  private nextFrameId = 1;
  private registeredId: string | null = null;
  private readonly assembler = new FrameAssembler();
  /** Opened connections waiting for the admission hook (host with `admit` only). */
  private readonly desk: AdmissionDesk | null;
  private readonly frameHandlers = new Set<(frame: string) => void>();
  private readonly statusHandlers = new Set<(status: TransportStatus) => void>();
  private readonly errorHandlers = new Set<(error: PeerTransportError) => void>();
  private readonly readyWaiters: {
    resolve: (id: string) => void;
    reject: (e: Error) => void;
  }[] = [];

  /** Use {@link createHostTransport} or {@link createGuestTransport}. */
  constructor(cfg: Settings) {
    this.cfg = cfg;
    this.role = cfg.role;
    this.signalingPeer = new SignalingPeer(cfg, {
      closed: () => this.currentStatus === 'closed',
      disposable: () => this.role === 'guest' && this.conn === null,
      registered: (id) => this.registeredAs(id),
      connection: (conn) => {
        if (this.role === 'guest') conn.close();
        else this.incoming(conn);
      },
      error: (error) => this.peerError(error),
      timedOut: () =>
        this.report('signaling-timeout', 'the signaling server did not answer in time', false),
    });
    this.pending = new PendingConnections(cfg.connectTimeoutMs);
    this.dialRetry = new BackoffRetry(cfg.backoffInitialMs, cfg.backoffMaxMs);
    this.keepalive = new Keepalive(cfg.intervalMs, cfg.timeoutMs, {
      current: () => this.conn,
      dead: (conn, silent) => {
        this.report('dead-link', `nothing heard from ${conn.peer} for ${silent} ms`, false);
        this.lose(conn);
      },
    });
    this.desk =
      cfg.role === 'host' && cfg.admit
        ? new AdmissionDesk(cfg.admit, cfg.admitTimeoutMs, {
            admit: (conn) => this.promote(conn),
            refused: (conn, why) =>
              this.report('refused-connection', `refused ${conn.peer}: ${why}`, false),
          })
        : null;
    this.signalingPeer.start();
  }

  /** The current status. */
  get status(): TransportStatus {
    return this.currentStatus;
  }

  /** This side's id as registered with the signaling server (null until registered). */
  get peerId(): string | null {
    return this.registeredId;
  }

  /** True while this side is registered with the signaling server (it can dial or be dialled). */
  get registered(): boolean {
    return this.signalingPeer.current?.open === true;
  }

  /** The other side's peer id while a data connection is open, else null. */
  get remotePeerId(): string | null {
    return this.conn?.peer ?? null;
  }

  /** The latest keepalive round-trip time in milliseconds, or null before the first pong. */
  get rttMs(): number | null {
    return this.keepalive.rttMs;
  }

  /** The signaling server in use. */
  get signaling(): SignalingConfig {
    return this.cfg.signaling;
  }

  /**
   * Resolves with this side's id once it is registered with the signaling server (the host builds
   * its share link then); rejects when the transport closes first.
   */
  ready(): Promise<string> {
    if (this.registeredId !== null) return Promise.resolve(this.registeredId);
    if (this.currentStatus === 'closed') {
      return Promise.reject(new ProtocolError('unsupported', 'transport is closed'));
    }
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  /** Sends one frame; lost when the link is not open. Throws `out-of-range` over MAX_FRAME_BYTES. */
  send(frame: string): void {
    if (utf8Length(frame) > MAX_FRAME_BYTES) {
      throw new ProtocolError('out-of-range', `frame is over ${MAX_FRAME_BYTES} bytes`);
    }
    const conn = this.conn;
    if (conn === null || this.currentStatus !== 'open') return;
    const id = this.nextFrameId;
    this.nextFrameId = (this.nextFrameId + 1) >>> 0 || 1;
    sendFrame(conn, frame, id);
  }

  /** Registers a frame handler; returns a function that removes it. */
  onFrame(handler: (frame: string) => void): () => void {
    this.frameHandlers.add(handler);
    return () => this.frameHandlers.delete(handler);
  }

  /** Registers a status handler; returns a function that removes it. */
  onStatus(handler: (status: TransportStatus) => void): () => void {
    this.statusHandlers.add(handler);
    return () => this.statusHandlers.delete(handler);
  }

  /** Registers an error handler (errors are informational unless `fatal`); returns its remover. */
  onError(handler: (error: PeerTransportError) => void): () => void {
    this.errorHandlers.add(handler);
    return () => this.errorHandlers.delete(handler);
  }

  /**
   * Drops the current data connection, as if the network had, and reconnects: the guest redials at
   * once, the host waits for it. For a "reconnect now" button, and for tests.
   */
  reconnect(): void {
    if (this.currentStatus === 'closed') return;
    if (this.conn) this.lose(this.conn);
    if (this.role === 'guest') {
      this.dialRetry.reset();
      this.dialRetry.cancel();
      this.dial();
    }
  }

  /** Closes the link for good: destroys the PeerJS peer and stops every timer. */
  close(): void {
    if (this.currentStatus === 'closed') return;
    this.shutDown();
    this.setStatus('closed');
    this.frameHandlers.clear();
    this.statusHandlers.clear();
    this.errorHandlers.clear();
  }

  // --- signaling ---------------------------------------------------------------------------------

  /** The current peer registered as `id`: `ready()` resolves; a guest with no link dials. */
  private registeredAs(id: string): void {
    this.registeredId = id;
    for (const waiter of this.readyWaiters.splice(0)) waiter.resolve(id);
    if (this.role === 'guest' && this.conn === null && this.pending.size === 0) this.dial();
  }

  private peerError(error: PeerError<string>): void {
    const fatal = FATAL_PEER_ERRORS.has(error.type);
    this.report(error.type, error.message, fatal);
    if (fatal) {
      this.shutDown();
      this.setStatus('closed');
      return;
    }
    if (error.type === 'peer-unavailable' && this.role === 'guest') {
      // The host is not registered (yet, or any more): drop the dial and try again later.
      for (const conn of this.pending.all()) this.pending.forget(conn);
      this.scheduleDial();
    }
  }

  // --- data connections --------------------------------------------------------------------------

  private incoming(conn: DataConnection): void {
    if (conn.serialization !== 'raw' || !this.cfg.acceptPeer(conn.peer)) {
      this.report('refused-connection', `refused a connection from ${conn.peer}`, false);
      conn.close();
      return;
    }
    this.watch(conn);
  }

  private dial(): void {
    if (this.currentStatus === 'closed' || this.conn !== null || this.pending.size > 0) return;
    const peer = this.signalingPeer.current;
    if (peer === null || peer.destroyed || peer.disconnected || !peer.open) {
      this.signalingPeer.schedule();
      return;
    }
    const hostPeerId = this.cfg.hostPeerId ?? '';
    const conn = peer.connect(hostPeerId, { serialization: 'raw', reliable: true }) as
      DataConnection | undefined;
    if (conn === undefined) {
      this.scheduleDial();
      return;
    }
    this.watch(conn);
  }

  private scheduleDial(): void {
    if (this.currentStatus === 'closed' || this.role !== 'guest') return;
    this.dialRetry.schedule(() => this.dial());
  }

  /** Tracks a connection that is not open yet; it gets `connectTimeoutMs` to open. */
  private watch(conn: DataConnection): void {
    this.pending.add(conn, () => {
      this.report('connect-timeout', `no data connection with ${conn.peer} yet`, false);
      this.pending.forget(conn);
      this.scheduleDial();
    });
    conn.on('open', () => this.opened(conn));
    conn.on('data', (data) => {
      if (conn === this.conn) this.received(conn, data);
      else this.desk?.received(conn, data);
    });
    conn.on('close', () => this.lose(conn));
    conn.on('error', (error) => {
      if (conn !== this.conn && !this.pending.has(conn)) return;
      this.report(error.type, error.message, false);
      if (this.pending.has(conn)) {
        // A connection that failed before opening will not open: retry now, not at its deadline.
        this.pending.forget(conn);
        this.scheduleDial();
      }
    });
  }

  private opened(conn: DataConnection): void {
    if (!this.pending.remove(conn) || this.currentStatus === 'closed') {
      conn.close();
      return;
    }
    if (this.desk) this.desk.start(conn);
    else this.promote(conn);
  }

  /** Makes the opened connection `conn` the current one (the previous one, if any, is closed). */
  private promote(conn: DataConnection): void {
    if (this.currentStatus === 'closed') {
      conn.close();
      return;
    }
    this.dialRetry.cancel();
    this.dialRetry.reset();
    const previous = this.conn;
    this.conn = conn;
    if (previous !== null) previous.close();
    this.assembler.reset();
    this.keepalive.heard();
    this.keepalive.start();
    this.setStatus('open');
  }

  /** The connection `conn` is gone (closed by either side, or declared dead). */
  private lose(conn: DataConnection): void {
    this.desk?.drop(conn);
    if (this.pending.remove(conn)) {
      conn.close();
      if (this.role === 'guest' && this.conn === null) this.scheduleDial();
      return;
    }
    if (conn !== this.conn) return;
    this.conn = null;
    this.keepalive.stop();
    conn.close();
    if (this.currentStatus === 'closed') return;
    this.setStatus('reconnecting');
    if (this.role === 'guest') this.scheduleDial();
    const peer = this.signalingPeer.current;
    if (peer === null || peer.destroyed || peer.disconnected) this.signalingPeer.schedule();
  }

  // --- frames ------------------------------------------------------------------------------------

  private received(conn: DataConnection, data: unknown): void {
    this.keepalive.heard();
    const event = this.assembler.accept(data);
    switch (event.kind) {
      case 'frame':
        deliverFrame(this.frameHandlers, event.frame);
        break;
      case 'ping':
        sendMessage(conn, encodeControl(KIND_PONG, event.nonce));
        break;
      case 'pong':
        this.keepalive.pong(event.nonce);
        break;
      case 'refused':
        this.report('refused-message', `dropped a message: ${event.reason}`, false);
        break;
      case 'partial':
        break;
    }
  }

  // --- plumbing ----------------------------------------------------------------------------------

  private shutDown(): void {
    this.signalingPeer.cancelRepairs();
    this.dialRetry.cancel();
    this.keepalive.stop();
    const conn = this.conn;
    this.conn = null;
    const pending = this.pending.all();
    for (const p of pending) this.pending.remove(p);
    this.desk?.clear();
    conn?.close();
    for (const p of pending) p.close();
    this.signalingPeer.destroy();
    for (const waiter of this.readyWaiters.splice(0)) {
      waiter.reject(new ProtocolError('unsupported', 'transport closed before registering'));
    }
  }

  private setStatus(status: TransportStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const handler of [...this.statusHandlers]) handler(status);
  }

  private report(type: string, message: string, fatal: boolean): void {
    const error: PeerTransportError = { type, message, fatal };
    for (const handler of [...this.errorHandlers]) handler(error);
  }
}
