/**
 * Where the PeerJS transport finds its signaling server and ICE servers. The choice of signaling
 * server is explicit and documented here (docs/transport.md, "Configuration"):
 *
 * 1. an explicit configuration, when the caller gives one (tests always do);
 * 2. otherwise the same-origin PeerServer at {@link SAME_ORIGIN_PATH}, when the page was served over
 *    http(s) (the server `npm start` runs);
 * 3. otherwise the public PeerJS cloud server, only when `allowCloud` is not false.
 *
 * {@link chooseSignaling} also probes the same-origin server and falls back to the cloud when the
 * origin answers but serves no PeerServer (a static host); {@link resolveSignaling} decides without
 * network access.
 */
import { fail } from '../errors.ts';

/** A PeerServer to signal through. Only connection offers, ICE candidates and peer ids pass it. */
export interface SignalingConfig {
  /** Host name or address, without scheme or port. */
  readonly host: string;
  /** TCP port. */
  readonly port: number;
  /** The path the PeerServer is mounted at, starting with `/`. */
  readonly path: string;
  /** True for `wss:`/`https:`. */
  readonly secure: boolean;
  /** The PeerServer's key (`peerjs` unless the server was configured otherwise). */
  readonly key: string;
}

/** Where a {@link SignalingConfig} came from. */
export type SignalingSource = 'explicit' | 'same-origin' | 'cloud';

/** The path of the same-origin PeerServer that `npm start` serves. */
export const SAME_ORIGIN_PATH = '/peerjs';

/** The default PeerServer key. */
export const DEFAULT_KEY = 'peerjs';

/** The public PeerJS cloud server: the last resort when no PeerServer of our own is reachable. */
export const CLOUD_SIGNALING: SignalingConfig = {
  host: '0.peerjs.com',
  port: 443,
  path: '/',
  secure: true,
  key: DEFAULT_KEY,
};

/**
 * The ICE servers used when the caller gives none: one public STUN server, so two players behind
 * ordinary NATs can find their public addresses. A STUN server sees only those addresses, never
 * game data. PeerJS's own defaults (which include a shared TURN relay) are never used: the transport
 * always passes an explicit list. `[]` means host candidates only (same machine or LAN; all tests).
 */
export const DEFAULT_ICE_SERVERS: readonly RTCIceServer[] = [
  { urls: 'stun:stun.l.google.com:19302' },
];

/** The parts of `location` the resolver reads. */
export interface LocationLike {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
}

/** What {@link resolveSignaling} and {@link chooseSignaling} decide from. */
export interface SignalingChoice {
  /** An explicit server; any field given makes the whole choice explicit (missing fields default). */
  readonly explicit?: Partial<SignalingConfig> | undefined;
  /** The page's location (`globalThis.location` in a browser); absent in Node. */
  readonly location?: LocationLike | null | undefined;
  /** May the public PeerJS cloud server be used as the last resort? Default true. */
  readonly allowCloud?: boolean | undefined;
}

/** A resolved signaling server and the rule that chose it. */
export interface ResolvedSignaling {
  readonly config: SignalingConfig;
  readonly source: SignalingSource;
}

function normalizePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash;
}

/** Completes a partial explicit configuration (port from `secure`, path `/`, key `peerjs`). */
export function completeSignaling(partial: Partial<SignalingConfig>): SignalingConfig {
  const host = partial.host;
  if (host === undefined || host === '' || /[\s/:@?#]/.test(host)) {
    fail('malformed-string', `signaling host ${JSON.stringify(host)} is not a host name`);
  }
  const secure = partial.secure ?? false;
  const port = partial.port ?? (secure ? 443 : 80);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    fail('out-of-range', `signaling port ${port} is not a TCP port`);
  }
  return {
    host,
    port,
    path: normalizePath(partial.path ?? '/'),
    secure,
    key: partial.key ?? DEFAULT_KEY,
  };
}

/** The same-origin PeerServer of a page at `location`, or null when the page is not http(s). */
export function sameOriginSignaling(
  location: LocationLike,
  path: string = SAME_ORIGIN_PATH,
): SignalingConfig | null {
  if (location.protocol !== 'http:' && location.protocol !== 'https:') return null;
  if (location.hostname === '') return null;
  const secure = location.protocol === 'https:';
  const port = location.port === '' ? (secure ? 443 : 80) : Number(location.port);
  return { host: location.hostname, port, path, secure, key: DEFAULT_KEY };
}

function hasExplicit(explicit: Partial<SignalingConfig> | undefined): boolean {
  return explicit !== undefined && Object.values(explicit).some((v) => v !== undefined);
}

/**
 * Chooses the signaling server without touching the network: explicit, else same-origin (for an
 * http(s) page), else the cloud (unless `allowCloud` is false, which throws `unsupported`).
 */
export function resolveSignaling(choice: SignalingChoice = {}): ResolvedSignaling {
  if (hasExplicit(choice.explicit)) {
    return { config: completeSignaling(choice.explicit ?? {}), source: 'explicit' };
  }
  const same = choice.location ? sameOriginSignaling(choice.location) : null;
  if (same) return { config: same, source: 'same-origin' };
  if (choice.allowCloud === false) {
    fail('unsupported', 'no signaling server configured and the cloud server is not allowed');
  }
  return { config: CLOUD_SIGNALING, source: 'cloud' };
}

/** The http(s) address of a PeerServer's root (where it answers `{"name":"PeerJS Server",…}`). */
export function signalingHttpUrl(config: SignalingConfig): string {
  const scheme = config.secure ? 'https' : 'http';
  const path = config.path.endsWith('/') ? config.path : `${config.path}/`;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `${scheme}://${host}:${config.port}${path}`;
}

/**
 * What a probe of a signaling server found: `present` (a PeerServer answered), `absent` (the host
 * answered, but with no PeerServer there: an error status or anything but PeerServer's JSON), or
 * `unreachable` (no answer at all: network error, refused, or no answer within the time limit).
 */
export type ProbeResult = 'present' | 'absent' | 'unreachable';

/** Options of {@link probeSignalingServer}. */
export interface ProbeOptions {
  /** Give up after this long (`unreachable`). Default 3,000 ms. */
  readonly timeoutMs?: number;
  /** The fetch to use (tests pass a fake). Default `globalThis.fetch`. */
  readonly fetch?: (url: string, init: { signal: AbortSignal }) => Promise<Response>;
}

/** Asks `config`'s root (`GET <path>/`) whether a PeerServer is there; see {@link ProbeResult}. */
export async function probeSignalingServer(
  config: SignalingConfig,
  options: ProbeOptions = {},
): Promise<ProbeResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 3000);
  const get = options.fetch ?? ((url, init) => fetch(url, init));
  try {
    let response: Response;
    try {
      response = await get(signalingHttpUrl(config), { signal: controller.signal });
    } catch {
      return 'unreachable';
    }
    if (!response.ok) return 'absent';
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return controller.signal.aborted ? 'unreachable' : 'absent';
    }
    const isPeerServer =
      typeof body === 'object' &&
      body !== null &&
      'name' in body &&
      typeof body.name === 'string' &&
      body.name.includes('PeerJS');
    return isPeerServer ? 'present' : 'absent';
  } finally {
    clearTimeout(timer);
  }
}

/** True when a PeerServer answers at `config` within `timeoutMs` ({@link probeSignalingServer}). */
export async function probeSignaling(config: SignalingConfig, timeoutMs = 3000): Promise<boolean> {
  return (await probeSignalingServer(config, { timeoutMs })) === 'present';
}

/** A chosen signaling server; `probe` is what the probe of the same-origin server found, if any. */
export interface ChosenSignaling extends ResolvedSignaling {
  readonly probe?: ProbeResult;
}

/**
 * Like {@link resolveSignaling}, but asks (with `probe`, default {@link probeSignalingServer})
 * whether the same-origin PeerServer is there, and falls back to the cloud when the origin answers
 * without one (`absent`, or `false`) and `allowCloud` is not false. When the origin does not answer
 * at all (`unreachable`: offline, server down) the same-origin server stays the choice — the app
 * was served from there — and the result says `probe: 'unreachable'`. An explicit configuration is
 * never probed.
 */
export async function chooseSignaling(
  choice: SignalingChoice & {
    readonly probe?: (config: SignalingConfig) => Promise<boolean | ProbeResult>;
  } = {},
): Promise<ChosenSignaling> {
  const first = resolveSignaling(choice);
  if (first.source !== 'same-origin') return first;
  const probe = choice.probe ?? ((config: SignalingConfig) => probeSignalingServer(config));
  const found = await probe(first.config);
  const result: ProbeResult = found === true ? 'present' : found === false ? 'absent' : found;
  if (result !== 'absent' || choice.allowCloud === false) return { ...first, probe: result };
  return { config: CLOUD_SIGNALING, source: 'cloud', probe: result };
}

/** The ICE servers to use: `iceServers` when given (even `[]`), else {@link DEFAULT_ICE_SERVERS}. */
export function resolveIceServers(iceServers?: readonly RTCIceServer[]): RTCIceServer[] {
  return (iceServers ?? DEFAULT_ICE_SERVERS).map((server) => ({ ...server }));
}
