/**
 * The friend-match handshake's frames and checks, pure (no storage, no network): what
 * src/app/match/net.ts sends and how it judges what it receives (docs/app.md, "Friend").
 *
 *   guest → host  {t:"parley-join", v:3, name, publicKey, versions}     (resent every second)
 *   host → guest  {t:"parley-header", header}
 *               | {t:"parley-refuse", code, reason, versions}
 *
 * (then the guest's acceptance and the host's welcome: ./binding.ts)
 *
 * `versions` is {@link AppVersions}: the protocol version, the game, its rules version and card-set
 * hash of the app that sends it. Requirement "Version skew": a mismatch is a clear error on both
 * sides. The host compares the guest's versions with its own before anything else and refuses with
 * code `version-skew` (an old join frame without versions counts as skew); the guest compares the
 * header's versions with its own before it looks at anything else in the header. Every other
 * refusal of the host's header has its own {@link HandshakeCode}, and the header is accepted only
 * if seat A's key has the share link's fingerprint and seat B's key is the guest's own.
 */
import {
  PROTOCOL_VERSION,
  checkPublicKey,
  decodeHeader,
  fromHex,
  keyFingerprint,
  type Header,
} from '../../../protocol/index.ts';
import { seatLabels, type GameModule } from '../../engine/module.ts';

/**
 * The version of the join frame this build sends (1 had no `versions`; 3: the guest must accept
 * the header before it is bound, ./binding.ts, so an older guest is refused as another version).
 */
export const JOIN_VERSION = 3;

/** Handshake frames larger than this are ignored unread. */
export const MAX_HANDSHAKE_FRAME = 16 * 1024;

/** What must be equal on both sides for two apps to play a match together. */
export interface AppVersions {
  /** The fairness protocol (`parley/v1`). */
  readonly protocolVersion: string;
  /** The game's module id (`paragons`; the header's `game.id` is `<module id>[/<options>]`). */
  readonly game: string;
  /** The rules version (the header's `game.rulesVersion`). */
  readonly rulesVersion: string;
  /** The card set's hash (the header's `game.cardSetHash`). */
  readonly cardSetHash: string;
}

/** The versions this build plays `game` with (the module's own: id, rules version, card set). */
export function localVersions(game: GameModule): AppVersions {
  return {
    protocolVersion: PROTOCOL_VERSION,
    game: game.id,
    rulesVersion: game.rulesVersion,
    cardSetHash: game.cardSetHash,
  };
}

/** Why a handshake failed; stable codes for tests and logs. */
export type HandshakeCode =
  | 'version-skew'
  | 'malformed-header'
  | 'unknown-seats'
  | 'wrong-fingerprint'
  | 'wrong-seat-key'
  | 'match-full'
  | 'match-over'
  | 'no-answer'
  | 'refused';

/** A handshake failure: `message` is what the player reads. */
export class HandshakeError extends Error {
  constructor(
    readonly code: HandshakeCode,
    message: string,
  ) {
    super(message);
    this.name = 'HandshakeError';
  }
}

/** Parses a handshake frame (a JSON object of at most {@link MAX_HANDSHAKE_FRAME}); else null. */
export function parseFrame(text: string): Record<string, unknown> | null {
  if (text.length > MAX_HANDSHAKE_FRAME) return null;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A player name from the peer: control characters dropped, trimmed, at most 32 characters. */
export function clipName(v: unknown): string {
  const s =
    typeof v === 'string'
      ? [...v]
          .filter((ch) => ch >= ' ')
          .join('')
          .trim()
      : '';
  return s.slice(0, 32) || 'Friend';
}

/** The guest's join frame (`versions`: this build's for the game of the share link). */
export function joinFrame(name: string, publicKey: string, versions: AppVersions): string {
  return JSON.stringify({ t: 'parley-join', v: JOIN_VERSION, name, publicKey, versions });
}

/** The host's refusal frame (`versions` are the host's own, so the guest can say what differs). */
export function refuseFrame(code: HandshakeCode, reason: string, versions: AppVersions) {
  return JSON.stringify({ t: 'parley-refuse', code, reason, versions });
}

function text(v: unknown, max = 128): string | null {
  return typeof v === 'string' && v.length <= max ? v : null;
}

/** Reads versions sent by the peer; null when they are missing or not four short strings. */
export function readVersions(v: unknown): AppVersions | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const r = v as Record<string, unknown>;
  const protocolVersion = text(r.protocolVersion);
  const game = text(r.game);
  const rulesVersion = text(r.rulesVersion);
  const cardSetHash = text(r.cardSetHash);
  if (protocolVersion === null || game === null || rulesVersion === null || cardSetHash === null) {
    return null;
  }
  return { protocolVersion, game, rulesVersion, cardSetHash };
}

function shown(v: string): string {
  const clean = [...v].filter((ch) => ch >= ' ').join('');
  return clean.length > 24 ? `${clean.slice(0, 16)}…` : clean || '(none)';
}

/**
 * What differs between the peer's versions (`theirs`; null = the peer did not say) and ours, in
 * words ("rules 1.2.0, yours 1.1.0"), or null when nothing differs.
 */
export function versionDifference(theirs: AppVersions | null, ours: AppVersions): string | null {
  if (theirs === null) return 'it is an older version that does not say which';
  const parts: string[] = [];
  const compare = (label: string, a: string, b: string) => {
    if (a !== b) parts.push(`${label} ${shown(a)}, yours ${shown(b)}`);
  };
  compare('protocol', theirs.protocolVersion, ours.protocolVersion);
  compare('game', theirs.game, ours.game);
  compare('rules', theirs.rulesVersion, ours.rulesVersion);
  compare('card set', theirs.cardSetHash, ours.cardSetHash);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** The `reason` of a version-skew refusal, for guests too old to read `versions`. */
export const SKEW_REASON =
  'The host’s app is a different version of Parley. Both of you: reload the page (or update ' +
  'Parley), then open the share link again.';

/** The message a player reads when the other app is a different version. */
export function skewMessage(difference: string): string {
  return (
    `Your friend’s app is a different version of Parley (${difference}). ` +
    'Both of you: reload the page (or update Parley), then open the share link again.'
  );
}

/** A join frame as the host judges it. */
export type JoinVerdict =
  | { readonly kind: 'join'; readonly name: string; readonly publicKey: string }
  | { readonly kind: 'skew'; readonly message: string };

/**
 * Judges a frame on the host: null when it is not a join (or its key is not a valid Ed25519 key:
 * ignored), `skew` when the guest's versions are missing or differ from `ours`, else the join.
 */
export function readJoin(f: Record<string, unknown>, ours: AppVersions): JoinVerdict | null {
  if (f.t !== 'parley-join') return null;
  const difference =
    f.v === JOIN_VERSION
      ? versionDifference(readVersions(f.versions), ours)
      : versionDifference(null, ours);
  if (difference !== null) return { kind: 'skew', message: skewMessage(difference) };
  if (typeof f.publicKey !== 'string') return null;
  try {
    checkPublicKey(fromHex(f.publicKey, 32));
  } catch {
    return null;
  }
  return { kind: 'join', name: clipName(f.name), publicKey: f.publicKey };
}

/** The versions a header (untrusted JSON) claims, read before anything else; null if unreadable. */
function headerVersions(json: unknown): AppVersions | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const h = json as Record<string, unknown>;
  const g = h.game;
  if (typeof g !== 'object' || g === null || Array.isArray(g)) return null;
  const game = g as Record<string, unknown>;
  const id = text(game.id);
  return readVersions({
    protocolVersion: h.protocolVersion,
    game: id === null ? null : id.split('/')[0],
    rulesVersion: game.rulesVersion,
    cardSetHash: game.cardSetHash,
  });
}

/**
 * Checks the host's header (untrusted JSON) against this app's versions of `game` (the game of the
 * share link; `ours`, tests give others), the share link's `fingerprint` and the guest's own public key `mine` (hex). Throws a
 * {@link HandshakeError}: `version-skew` (protocol, game, rules version or card set differ, or
 * options this build does not know: the module's `options.fromHeader`), `malformed-header`,
 * `unknown-seats`, `wrong-fingerprint` (seat A's key is not the one the link names: a signaling
 * server in the middle), `wrong-seat-key` (seat B is not the guest).
 */
export function checkHostHeader(
  json: unknown,
  fingerprint: string,
  mine: string,
  game: GameModule,
  ours: AppVersions = localVersions(game),
): Header {
  const claimed = headerVersions(json);
  if (claimed === null) throw new HandshakeError('malformed-header', 'the header is malformed');
  const difference = versionDifference(claimed, ours);
  if (difference !== null) throw new HandshakeError('version-skew', skewMessage(difference));
  let header: Header;
  try {
    header = decodeHeader(json);
  } catch (e) {
    throw new HandshakeError(
      'malformed-header',
      `the header is malformed (${(e as Error).message})`,
    );
  }
  const [a, b] = header.players;
  const [host, guest] = seatLabels(2);
  if (header.players.length !== 2 || a?.seat !== host || b?.seat !== guest) {
    throw new HandshakeError('unknown-seats', 'the host proposes unknown seats');
  }
  const options = game.options.fromHeader(header);
  if (
    typeof options === 'object' &&
    options !== null &&
    'code' in options &&
    'message' in options
  ) {
    const why = `a game this app does not know: ${String(options.message)}`;
    throw new HandshakeError('version-skew', skewMessage(why));
  }
  if (keyFingerprint(a.publicKey) !== fingerprint) {
    throw new HandshakeError(
      'wrong-fingerprint',
      'the host’s key does not match the link’s fingerprint',
    );
  }
  if (b.publicKey !== mine) {
    throw new HandshakeError('wrong-seat-key', 'the host put another key in your seat');
  }
  return header;
}

/**
 * The guest's reading of a `parley-refuse` frame: a `version-skew` refusal becomes this app's own
 * skew message (from the host's versions when it sent readable ones), anything else the host's
 * reason (clipped).
 */
export function refusalOf(f: Record<string, unknown>, ours: AppVersions): HandshakeError {
  const reason =
    typeof f.reason === 'string' ? [...f.reason].filter((ch) => ch >= ' ').join('') : '';
  if (f.code === 'version-skew') {
    const theirs = readVersions(f.versions);
    const difference = theirs === null ? null : versionDifference(theirs, ours);
    return new HandshakeError(
      'version-skew',
      skewMessage(difference ?? 'the host says the versions differ'),
    );
  }
  const code: HandshakeCode =
    f.code === 'match-full' || f.code === 'match-over' ? f.code : 'refused';
  return new HandshakeError(code, reason.slice(0, 200) || 'The host refused.');
}
