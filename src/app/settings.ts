/**
 * The player's settings (components/events.ts `Settings`) in IndexedDB, validated on every read
 * with the settings form's own rules (`validateSettings`), and the signaling server they resolve
 * to. Unless the player changed it, the signaling server is the build-time default
 * `__PARLEY_SIGNALING__` (static hosting) or else the same-origin PeerServer at `/peerjs` that
 * `npm start` serves; ICE servers default to one public STUN server. {@link planOf} tells a chosen
 * server from the default one, which friend matches look for on their own (src/app/signaling.ts).
 */
import type { Settings, SignalingSettings } from '../../components/events.ts';
import { DEFAULT_SETTINGS, toDraft, validateSettings } from '../../components/parley-settings.ts';
import { storedName } from '../../components/player-name.ts';
import type { SignalingPlan } from './signaling.ts';
import { kvGet, kvKeys, kvSet } from './store-idb.ts';

/** What is stored: the settings and whether the signaling server was chosen by the player. */
interface StoredSettings {
  readonly settings: Settings;
  readonly customSignaling: boolean;
}

/** The settings in force and where the signaling server comes from. */
export interface LoadedSettings extends StoredSettings {
  /** A message when stored settings could not be read and defaults are used instead. */
  readonly problem: string | null;
  /**
   * True when the settings (the player's name among them) were read from storage: a returning
   * player, not a first visit with the defaults.
   */
  readonly stored: boolean;
}

function buildTimeSignaling(): string {
  return typeof __PARLEY_SIGNALING__ === 'string' ? __PARLEY_SIGNALING__ : '';
}

/** Parses `https://host:port/path` (the build-time default) into signaling settings. */
export function parseSignalingUrl(url: string): SignalingSettings | null {
  try {
    const u = new URL(url);
    const secure = u.protocol === 'https:' || u.protocol === 'wss:';
    if (!secure && u.protocol !== 'http:' && u.protocol !== 'ws:') return null;
    const port = u.port === '' ? (secure ? 443 : 80) : Number(u.port);
    return { host: u.hostname, port, path: u.pathname || '/', secure };
  } catch {
    return null;
  }
}

/** The default signaling server: the build-time one, else this page's origin at /peerjs. */
export function defaultSignaling(loc: Pick<Location, 'protocol' | 'hostname' | 'port'> = location) {
  const built = parseSignalingUrl(buildTimeSignaling());
  if (built) return built;
  const secure = loc.protocol === 'https:';
  const port = loc.port === '' ? (secure ? 443 : 80) : Number(loc.port);
  const host = loc.hostname === '' ? 'localhost' : loc.hostname;
  return { host, port, path: '/peerjs', secure };
}

/**
 * How friend matches find their signaling server (src/app/signaling.ts): the settings' server as
 * configured when the player chose one or the build names one (`PARLEY_SIGNALING`), else `auto`
 * (this site's own PeerServer, falling back to the public PeerJS server when it has none).
 */
export function planOf(
  loaded: Pick<LoadedSettings, 'settings' | 'customSignaling'>,
): SignalingPlan {
  const configured = loaded.customSignaling || parseSignalingUrl(buildTimeSignaling()) !== null;
  return configured ? { kind: 'configured', server: loaded.settings.signaling } : { kind: 'auto' };
}

/** The default settings for this page. */
export function defaultSettings(): Settings {
  return { ...DEFAULT_SETTINGS, signaling: defaultSignaling() };
}

/** Validates stored settings with the form's rules; null when they are not valid. */
export function checkSettings(v: unknown): Settings | null {
  if (typeof v !== 'object' || v === null) return null;
  try {
    const s = v as Settings;
    if (typeof s.signaling !== 'object' || !Array.isArray(s.iceServers)) return null;
    // A name saved before every form refused control characters loads without them.
    const draft = toDraft({ ...s, name: typeof s.name === 'string' ? storedName(s.name) : s.name });
    if (typeof draft.secure !== 'boolean' || typeof draft.reducedMotion !== 'boolean') return null;
    if (typeof draft.sounds !== 'boolean') return null;
    return validateSettings(draft).settings;
  } catch {
    return null;
  }
}

/** Loads the settings; unreadable data gives the defaults and a message (never an exception). */
export async function loadSettings(): Promise<LoadedSettings> {
  let raw: unknown;
  try {
    raw = await kvGet('settings');
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { settings: defaultSettings(), customSignaling: false, problem: why, stored: false };
  }
  if (raw === undefined)
    return { settings: defaultSettings(), customSignaling: false, problem: null, stored: false };
  // Anything may be stored here (another version, another tab): only an object can hold settings.
  const r: Partial<StoredSettings> = typeof raw === 'object' && raw !== null ? raw : {};
  const settings = checkSettings(r.settings);
  if (!settings) {
    return {
      settings: defaultSettings(),
      customSignaling: false,
      problem:
        'Your saved settings could not be read (another version of Parley?); defaults are used.',
      stored: false,
    };
  }
  const custom = r.customSignaling === true;
  return {
    settings: custom ? settings : { ...settings, signaling: defaultSignaling() },
    customSignaling: custom,
    problem: null,
    stored: true,
  };
}

/** Stores settings; the signaling server counts as chosen when it differs from the default. */
export async function saveSettings(settings: Settings): Promise<LoadedSettings> {
  const d = defaultSignaling();
  const s = settings.signaling;
  const custom = !(
    s.host === d.host &&
    s.port === d.port &&
    s.path === d.path &&
    s.secure === d.secure
  );
  await kvSet('settings', { settings, customSignaling: custom });
  return { settings, customSignaling: custom, problem: null, stored: true };
}

/** The key that records the first-visit panel was answered or skipped (src/app/tutorial/). */
const WELCOMED = 'welcomed';

/**
 * True on a first visit: the first-visit panel was never answered or skipped, no settings (so no
 * name) were ever stored, and no match was ever played (no match record). False when storage
 * cannot be read (never ask again and again on a browser that does not store). `store` is the
 * key-value store read (the app's IndexedDB one).
 */
export async function isFirstVisit(
  store: { get(key: string): Promise<unknown>; keys(prefix: string): Promise<string[]> } = {
    get: kvGet,
    keys: kvKeys,
  },
): Promise<boolean> {
  try {
    if ((await store.get(WELCOMED)) !== undefined) return false;
    if ((await store.get('settings')) !== undefined) return false;
    return (await store.keys('match/')).length === 0;
  } catch {
    return false;
  }
}

/** Records that the first-visit panel was answered or skipped: it is never shown again. */
export function markWelcomed(): Promise<void> {
  return kvSet(WELCOMED, true);
}
