/**
 * A {@link Transport} over a PeerJS data connection (WebRTC). The host registers a (preferably
 * stable) peer id with a PeerServer and waits; the guest dials the host's id. Frames travel in the
 * binary format of ./wire.ts (chunked above 16,000 bytes); keepalive pings detect a dead link;
 * lost links are re-established with exponential backoff, both the signaling socket and the data
 * connection. See docs/transport.md.
 *
 * The signaling server only ever sees peer ids, connection offers/answers and ICE candidates: no
 * frame passes through it.
 */
import { Peer } from 'peerjs';
import type { DataConnection, PeerError } from 'peerjs';
import { ProtocolError } from '../errors.ts';
import { MAX_FRAME_BYTES } from './types.ts';
import type { Transport, TransportStatus } from './types.ts';
import { FrameAssembler, KIND_PING, KIND_PONG, encodeControl, utf8Length } from './wire.ts';
import { deliverFrame, sendFrame, sendMessage } from './channel.ts';
import { resolveIceServers, resolveSignaling } from './peer-config.ts';
import { AdmissionDesk } from './admission.ts';
import type { AdmitHook } from './admission.ts';
import type { LocationLike, SignalingConfig } from './peer-config.ts';
import { checkPeerId } from './share-link.ts';

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

/** Keepalive timing. A link silent for `timeoutMs` is declared dead (checked every `intervalMs`). */
export interface KeepaliveOptions {
  /** How often to ping and to check for silence. Default 2,000 ms. */
  readonly intervalMs?: number;
  /**
   * Silence after which the link is dead. Default 8,000 ms, so a dead link is reported at most
   * `timeoutMs + intervalMs` = 10 s after the last message heard.
   */
  readonly timeoutMs?: number;
}

/** Exponential backoff between reconnection attempts: `initialMs · 2^n`, capped, ±20 % jitter. */
export interface BackoffOptions {
  /** First delay. Default 500 ms. */
  readonly initialMs?: number;
  /** Largest delay. Default 10,000 ms. */
  readonly maxMs?: number;
}

/** Options common to hosts and guests. */
export interface PeerTransportOptions {
  /**
   * The signaling server. Default: {@link resolveSignaling} with the page's `location`, i.e. the
   * same-origin PeerServer at `/peerjs` in a browser, the PeerJS cloud server when there is no
   * http(s) location (see docs/transport.md). Tests always pass a local server.
   */
  readonly signaling?: Partial<SignalingConfig>;
  /** STUN/TURN servers. Default {@link DEFAULT_ICE_SERVERS}; `[]` for host candidates only. */
  readonly iceServers?: readonly RTCIceServer[];
  /** Keepalive timing. */
  readonly keepalive?: KeepaliveOptions;
  /** Reconnection backoff. */
  readonly backoff?: BackoffOptions;
  /** A guest's dial that has not opened after this long is abandoned and retried. Default 15 s. */
  readonly connectTimeoutMs?: number;
  /** PeerJS log level, 0 (none, the default) to 3 (everything). */
  readonly debug?: 0 | 1 | 2 | 3;
}

/** Options of the host: the side that registers an id and waits. */
export interface HostTransportOptions extends PeerTransportOptions {
  /**
   * The id to register, kept across reloads (store it, e.g. from {@link randomPeerId}). While the
   * server still holds the id from before a reload ("ID is taken"), the host retries with backoff.
   */
  readonly peerId: string;
  /**
   * Decides whether to accept a connection from `remotePeerId` at all (before it opens). Default:
   * accept anyone. The session layer authenticates the guest by its signatures, not by its peer id.
   */
  readonly acceptPeer?: (remotePeerId: string) => boolean;
  /**
   * Admission of opened connections (./admission.ts). Without it the newest connection to open
   * replaces the current one (a guest that reloaded comes back under a new id — and so can anyone
   * who knows the host's id). With it, an opened connection talks only to the hook until the hook
   * resolves `true`; only then does it replace the current connection, live or dead. A hook that
   * resolves `false` or has not decided within `admitTimeoutMs` gets the connection closed
   * (reported as `refused-connection`). The app's hook asks the guest to sign a challenge.
   */
  readonly admit?: AdmitHook;
  /** How long {@link admit} may take before the connection is closed. Default `connectTimeoutMs`. */
  readonly admitTimeoutMs?: number;
}

/** Options of the guest: the side that dials. */
export interface GuestTransportOptions extends PeerTransportOptions {
  /** The host's id (from the share link). */
  readonly hostPeerId: string;
  /** The guest's own id; default: one assigned by the server (fresh on every new signaling peer). */
  readonly peerId?: string;
}

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

type Timer = ReturnType<typeof setTimeout>;

/** At most this many data connections may be negotiating at once (the oldest is dropped). */
const MAX_PENDING = 4;

interface Settings {
  readonly role: 'host' | 'guest';
  readonly ownId: string | undefined;
  readonly hostPeerId: string | undefined;
  readonly signaling: SignalingConfig;
  readonly iceServers: RTCIceServer[];
  readonly intervalMs: number;
  readonly timeoutMs: number;
  readonly backoffInitialMs: number;
  readonly backoffMaxMs: number;
  readonly connectTimeoutMs: number;
  readonly debug: 0 | 1 | 2 | 3;
  readonly acceptPeer: (remotePeerId: string) => boolean;
  readonly admit: AdmitHook | null;
  readonly admitTimeoutMs: number;
}

function positive(value: number | undefined, fallback: number, what: string): number {
  const v = value ?? fallback;
  if (!Number.isFinite(v) || v <= 0) throw new ProtocolError('out-of-range', `${what} must be > 0`);
  return v;
}

function pageLocation(): LocationLike | null {
  const loc: unknown = Reflect.get(globalThis, 'location');
  if (typeof loc !== 'object' || loc === null) return null;
  const protocol: unknown = Reflect.get(loc, 'protocol');
  const hostname: unknown = Reflect.get(loc, 'hostname');
  const port: unknown = Reflect.get(loc, 'port');
  if (typeof protocol !== 'string' || typeof hostname !== 'string' || typeof port !== 'string') {
    return null;
  }
  return { protocol, hostname, port };
}

function settings(
  role: 'host' | 'guest',
  options: PeerTransportOptions,
  ownId: string | undefined,
  hostPeerId: string | undefined,
  host: Pick<HostTransportOptions, 'acceptPeer' | 'admit' | 'admitTimeoutMs'> = {},
): Settings {
  const intervalMs = positive(options.keepalive?.intervalMs, 2000, 'keepalive.intervalMs');
  const timeoutMs = positive(options.keepalive?.timeoutMs, 8000, 'keepalive.timeoutMs');
  if (timeoutMs < intervalMs) {
    throw new ProtocolError('out-of-range', 'keepalive.timeoutMs must be ≥ keepalive.intervalMs');
  }
  const connectTimeoutMs = positive(options.connectTimeoutMs, 15_000, 'connectTimeoutMs');
  return {
    role,
    ownId,
    hostPeerId,
    signaling: resolveSignaling({ explicit: options.signaling, location: pageLocation() }).config,
    iceServers: resolveIceServers(options.iceServers),
    intervalMs,
    timeoutMs,
    backoffInitialMs: positive(options.backoff?.initialMs, 500, 'backoff.initialMs'),
    backoffMaxMs: positive(options.backoff?.maxMs, 10_000, 'backoff.maxMs'),
    connectTimeoutMs,
    debug: options.debug ?? 0,
    acceptPeer: host.acceptPeer ?? (() => true),
    admit: host.admit ?? null,
    admitTimeoutMs: positive(host.admitTimeoutMs, connectTimeoutMs, 'admitTimeoutMs'),
  };
}

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
  private peer: Peer | null = null;
  /** The open data connection frames go through. */
  private conn: DataConnection | null = null;
  /** Data connections not open yet (the guest's dial; the host's incoming offers), with deadlines. */
  private readonly pending = new Map<DataConnection, Timer>();
  private signalingTimer: Timer | null = null;
  private signalingDeadline: Timer | null = null;
  private dialTimer: Timer | null = null;
  private keepaliveTimer: ReturnType<typeof setInterval> | null = null;
  private signalingAttempts = 0;
  private dialAttempts = 0;
  private lastHeard = 0;
  private nextFrameId = 1;
  private pingNonce = 0;
  private pingSentAt = 0;
  private rtt: number | null = null;
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
    this.desk =
      cfg.role === 'host' && cfg.admit
        ? new AdmissionDesk(cfg.admit, cfg.admitTimeoutMs, {
            admit: (conn) => this.promote(conn),
            refused: (conn, why) =>
              this.report('refused-connection', `refused ${conn.peer}: ${why}`, false),
          })
        : null;
    this.startPeer();
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
    return this.peer?.open === true;
  }

  /** The other side's peer id while a data connection is open, else null. */
  get remotePeerId(): string | null {
    return this.conn?.peer ?? null;
  }

  /** The latest keepalive round-trip time in milliseconds, or null before the first pong. */
  get rttMs(): number | null {
    return this.rtt;
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
      this.dialAttempts = 0;
      this.clearDialTimer();
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

  private startPeer(): void {
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
    this.armSignalingDeadline(peer);
    peer.on('open', (id) => {
      if (peer !== this.peer) return;
      this.clearSignalingDeadline();
      this.signalingAttempts = 0;
      this.registeredId = id;
      for (const waiter of this.readyWaiters.splice(0)) waiter.resolve(id);
      if (this.role === 'guest' && this.conn === null && this.pending.size === 0) this.dial();
    });
    peer.on('connection', (conn) => {
      if (peer !== this.peer || this.role === 'guest') {
        conn.close();
        return;
      }
      this.incoming(conn);
    });
    peer.on('disconnected', () => {
      if (peer === this.peer) this.scheduleSignaling();
    });
    peer.on('close', () => {
      if (peer === this.peer) this.scheduleSignaling();
    });
    peer.on('error', (error) => this.peerError(peer, error));
  }

  private peerError(peer: Peer, error: PeerError<string>): void {
    if (peer !== this.peer) return;
    const fatal = FATAL_PEER_ERRORS.has(error.type);
    this.report(error.type, error.message, fatal);
    if (fatal) {
      this.shutDown();
      this.setStatus('closed');
      return;
    }
    if (error.type === 'peer-unavailable' && this.role === 'guest') {
      // The host is not registered (yet, or any more): drop the dial and try again later.
      for (const conn of [...this.pending.keys()]) this.forget(conn);
      this.scheduleDial();
    }
  }

  /** Repairs the signaling peer after a backoff delay: reconnects it, or replaces a destroyed one. */
  private scheduleSignaling(): void {
    if (this.currentStatus === 'closed' || this.signalingTimer !== null) return;
    const delay = this.backoff(this.signalingAttempts++);
    this.signalingTimer = setTimeout(() => {
      this.signalingTimer = null;
      this.healSignaling();
    }, delay);
  }

  private healSignaling(): void {
    if (this.currentStatus === 'closed') return;
    const peer = this.peer;
    if (peer === null || peer.destroyed) {
      this.peer = null;
      this.startPeer();
      return;
    }
    if (!peer.disconnected) return;
    if (this.role === 'guest' && this.conn === null) {
      // Nothing to keep: a fresh peer (fresh token) is the surest way back to a usable socket.
      this.peer = null;
      peer.destroy();
      this.startPeer();
      return;
    }
    try {
      peer.reconnect();
      this.armSignalingDeadline(peer);
    } catch {
      this.peer = null;
      peer.destroy();
      this.startPeer();
    }
  }

  /**
   * A signaling socket can hang without ever failing (a black-holed address): if `peer` has not
   * registered within `connectTimeoutMs`, drop its socket so the usual repair starts over.
   */
  private armSignalingDeadline(peer: Peer): void {
    this.clearSignalingDeadline();
    this.signalingDeadline = setTimeout(() => {
      this.signalingDeadline = null;
      if (peer !== this.peer || peer.open || peer.destroyed) return;
      this.report('signaling-timeout', 'the signaling server did not answer in time', false);
      if (peer.disconnected) this.scheduleSignaling();
      else peer.disconnect();
    }, this.cfg.connectTimeoutMs);
  }

  private clearSignalingDeadline(): void {
    if (this.signalingDeadline !== null) clearTimeout(this.signalingDeadline);
    this.signalingDeadline = null;
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
    const peer = this.peer;
    if (peer === null || peer.destroyed || peer.disconnected || !peer.open) {
      this.scheduleSignaling();
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
    if (this.currentStatus === 'closed' || this.role !== 'guest' || this.dialTimer !== null) return;
    const delay = this.backoff(this.dialAttempts++);
    this.dialTimer = setTimeout(() => {
      this.dialTimer = null;
      this.dial();
    }, delay);
  }

  private clearDialTimer(): void {
    if (this.dialTimer !== null) clearTimeout(this.dialTimer);
    this.dialTimer = null;
  }

  /** Tracks a connection that is not open yet; it gets `connectTimeoutMs` to open. */
  private watch(conn: DataConnection): void {
    if (this.pending.size >= MAX_PENDING) {
      const oldest = this.pending.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    const deadline = setTimeout(() => {
      if (!this.pending.has(conn)) return;
      this.report('connect-timeout', `no data connection with ${conn.peer} yet`, false);
      this.forget(conn);
      this.scheduleDial();
    }, this.cfg.connectTimeoutMs);
    this.pending.set(conn, deadline);
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
        this.forget(conn);
        this.scheduleDial();
      }
    });
  }

  private opened(conn: DataConnection): void {
    if (!this.unpend(conn) || this.currentStatus === 'closed') {
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
    this.clearDialTimer();
    this.dialAttempts = 0;
    const previous = this.conn;
    this.conn = conn;
    if (previous !== null) previous.close();
    this.assembler.reset();
    this.lastHeard = Date.now();
    this.startKeepalive();
    this.setStatus('open');
  }

  /** Stops tracking `conn` as pending; false when it was not pending. */
  private unpend(conn: DataConnection): boolean {
    const deadline = this.pending.get(conn);
    if (deadline === undefined) return false;
    clearTimeout(deadline);
    this.pending.delete(conn);
    return true;
  }

  /** Forgets a connection that is not open yet. */
  private forget(conn: DataConnection): void {
    this.unpend(conn);
    conn.close();
  }

  /** The connection `conn` is gone (closed by either side, or declared dead). */
  private lose(conn: DataConnection): void {
    this.desk?.drop(conn);
    if (this.unpend(conn)) {
      conn.close();
      if (this.role === 'guest' && this.conn === null) this.scheduleDial();
      return;
    }
    if (conn !== this.conn) return;
    this.conn = null;
    this.stopKeepalive();
    conn.close();
    if (this.currentStatus === 'closed') return;
    this.setStatus('reconnecting');
    if (this.role === 'guest') this.scheduleDial();
    const peer = this.peer;
    if (peer === null || peer.destroyed || peer.disconnected) this.scheduleSignaling();
  }

  // --- frames and keepalive ----------------------------------------------------------------------

  private received(conn: DataConnection, data: unknown): void {
    this.lastHeard = Date.now();
    const event = this.assembler.accept(data);
    switch (event.kind) {
      case 'frame':
        deliverFrame(this.frameHandlers, event.frame);
        break;
      case 'ping':
        sendMessage(conn, encodeControl(KIND_PONG, event.nonce));
        break;
      case 'pong':
        if (event.nonce === this.pingNonce) this.rtt = Date.now() - this.pingSentAt;
        break;
      case 'refused':
        this.report('refused-message', `dropped a message: ${event.reason}`, false);
        break;
      case 'partial':
        break;
    }
  }

  private startKeepalive(): void {
    this.stopKeepalive();
    this.keepaliveTimer = setInterval(() => this.keepaliveTick(), this.cfg.intervalMs);
  }

  private stopKeepalive(): void {
    if (this.keepaliveTimer !== null) clearInterval(this.keepaliveTimer);
    this.keepaliveTimer = null;
  }

  private keepaliveTick(): void {
    const conn = this.conn;
    if (conn === null) return;
    const silent = Date.now() - this.lastHeard;
    if (silent >= this.cfg.timeoutMs) {
      this.report('dead-link', `nothing heard from ${conn.peer} for ${silent} ms`, false);
      this.lose(conn);
      return;
    }
    this.pingNonce = (this.pingNonce + 1) >>> 0;
    this.pingSentAt = Date.now();
    sendMessage(conn, encodeControl(KIND_PING, this.pingNonce));
  }

  // --- plumbing ----------------------------------------------------------------------------------

  private backoff(attempt: number): number {
    const base = Math.min(
      this.cfg.backoffMaxMs,
      this.cfg.backoffInitialMs * 2 ** Math.min(attempt, 30),
    );
    return Math.round(base * (0.8 + 0.4 * Math.random()));
  }

  private shutDown(): void {
    for (const timer of [this.signalingTimer, this.dialTimer]) {
      if (timer !== null) clearTimeout(timer);
    }
    this.signalingTimer = this.dialTimer = null;
    this.clearSignalingDeadline();
    this.stopKeepalive();
    const conn = this.conn;
    this.conn = null;
    const pending = [...this.pending.keys()];
    for (const p of pending) this.unpend(p);
    this.desk?.clear();
    conn?.close();
    for (const p of pending) p.close();
    const peer = this.peer;
    this.peer = null;
    peer?.destroy();
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
