/**
 * Which signaling server a friend match uses (requirement "Transports": "the default is the
 * same-origin PeerServer that `npm start` will serve, falling back to the PeerJS cloud server when
 * none"; README, "Deploying"; docs/app.md):
 *
 * - a **configured** server — chosen by the player in Settings, or built in with
 *   `PARLEY_SIGNALING` — is used exactly as configured;
 * - otherwise (**auto**) the app asks its own origin for the PeerServer at `/peerjs`
 *   (`chooseSignaling` of protocol/transport/peer-config.ts): present → that one; the origin
 *   answers without one (a static host) → the public PeerJS cloud server, and the lobby says so
 *   ({@link CLOUD_NOTE}); the origin does not answer at all (offline, server down) → still the
 *   same-origin server, reported as unreachable (hosting refuses with a clear message).
 *
 * Host and guest open the same site, so both reach the same decision. A definite answer is kept
 * for the page's lifetime; an unreachable origin is asked again next time.
 */
import type { SignalingSettings } from '../../components/events.ts';
import {
  chooseSignaling,
  completeSignaling,
  type LocationLike,
  type ProbeResult,
  type SignalingConfig,
} from '../../protocol/transport/peer-config.ts';

/** How the app finds its signaling server (from the settings: `planOf` in ./settings.ts). */
export type SignalingPlan =
  { readonly kind: 'configured'; readonly server: SignalingSettings } | { readonly kind: 'auto' };

/** The server a friend match uses, and why. */
export interface AppSignaling {
  readonly config: SignalingConfig;
  /** `configured` (settings or build), `same-origin` (found on this origin), `cloud` (fallback). */
  readonly source: 'configured' | 'same-origin' | 'cloud';
  /** What the probe found (auto only): `unreachable` when this origin did not answer. */
  readonly probe?: ProbeResult;
}

/** The note the lobby and the joining screen show when the cloud server is in use. */
export const CLOUD_NOTE =
  'Signaling: using the public PeerJS server (0.peerjs.com), since this site serves no PeerServer of its own.';

/** What {@link chooseAppSignaling} may be given instead of the page and the network (tests). */
export interface SignalingDeps {
  readonly location?: LocationLike | null;
  readonly probe?: (config: SignalingConfig) => Promise<boolean | ProbeResult>;
}

let remembered: AppSignaling | null = null;

/**
 * Chooses the signaling server for `plan` (see the module comment). Never throws for `auto`; a
 * malformed configured server throws the labelled error of `completeSignaling`. With `deps` the
 * choice is neither read from nor kept in the page's memory.
 */
export async function chooseAppSignaling(
  plan: SignalingPlan,
  deps?: SignalingDeps,
): Promise<AppSignaling> {
  if (plan.kind === 'configured') {
    return { config: completeSignaling({ ...plan.server }), source: 'configured' };
  }
  if (!deps && remembered) return remembered;
  const location = deps ? (deps.location ?? null) : pageLocation();
  const chosen = await chooseSignaling({ location, probe: deps?.probe });
  const result: AppSignaling = {
    config: chosen.config,
    source:
      chosen.source === 'cloud'
        ? 'cloud'
        : chosen.source === 'same-origin'
          ? 'same-origin'
          : 'configured',
    ...(chosen.probe ? { probe: chosen.probe } : {}),
  };
  if (!deps && result.probe !== 'unreachable') remembered = result;
  return result;
}

function pageLocation(): LocationLike | null {
  return typeof location === 'undefined'
    ? null
    : { protocol: location.protocol, hostname: location.hostname, port: location.port };
}
