/**
 * The options of the PeerJS transport (./peerjs.ts) and their checked, defaulted form
 * ({@link Settings}). See docs/transport.md, "Configuration": every timing must be a finite number
 * above zero (else `ProtocolError` `out-of-range`), the keepalive deadline may not be shorter than its
 * interval, and the signaling server is always chosen explicitly ({@link resolveSignaling}).
 */
import { ProtocolError } from '../errors.ts';
import { resolveIceServers, resolveSignaling } from './peer-config.ts';
import type { AdmitHook } from './admission.ts';
import type { LocationLike, SignalingConfig } from './peer-config.ts';

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

/**
 * The transport's options with every default filled in and every timing checked (built only by
 * {@link settings}): all timings are finite and > 0, and `timeoutMs ≥ intervalMs`.
 */
export interface Settings {
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

/**
 * Checks `options` and fills in the defaults of docs/transport.md, "Configuration" (keepalive
 * 2,000/8,000 ms, backoff 500/10,000 ms, connect timeout 15 s, admission timeout = connect timeout,
 * signaling from {@link resolveSignaling} with the page's location). Throws `ProtocolError`
 * `out-of-range` for a timing that is not a finite number > 0 or a keepalive timeout shorter than
 * its interval. Peer ids are the caller's to check.
 */
export function settings(
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
