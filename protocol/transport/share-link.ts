/**
 * Share links: `<base URL>#/join/<hostPeerId>/<fingerprint>`. The host's PeerJS id tells the guest
 * whom to dial; the fingerprint of the host's Ed25519 public key ({@link keyFingerprint}) lets the
 * session layer check that the first signed messages come from that key, so a signaling server
 * cannot sit in the middle. Everything in a link is untrusted: {@link parseShareLink} validates it
 * and throws a labelled {@link ProtocolError} for anything malformed.
 */
import { fail } from '../errors.ts';

/** Longest peer id accepted in a share link (server-assigned ids are 36-character UUIDs). */
export const PEER_ID_MAX_LENGTH = 64;

/** Length of a key fingerprint in hex characters (8 bytes; see `keyFingerprint`). */
export const FINGERPRINT_HEX_LENGTH = 16;

/**
 * PeerJS's id rule (alphanumeric runs joined by single `-` or `_`) without the spaces PeerJS also
 * allows, since a space would not survive a link.
 */
const PEER_ID = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;
const FINGERPRINT = /^[0-9a-f]+$/;
const JOIN = /^#\/join\/([^/]*)\/([^/]*)$/;

/** A parsed share link. */
export interface ShareLink {
  /** The host's PeerJS id. */
  readonly hostPeerId: string;
  /** Lowercase hex fingerprint of the host's public key. */
  readonly fingerprint: string;
}

/** True when `id` is a peer id this project uses and links may carry. */
export function isValidPeerId(id: string): boolean {
  return id.length >= 1 && id.length <= PEER_ID_MAX_LENGTH && PEER_ID.test(id);
}

/** Throws `malformed-string` unless `id` passes {@link isValidPeerId}. */
export function checkPeerId(id: string, what = 'peer id'): string {
  if (id.length > PEER_ID_MAX_LENGTH) {
    fail('malformed-string', `${what} is longer than ${PEER_ID_MAX_LENGTH} characters`);
  }
  if (!isValidPeerId(id)) fail('malformed-string', `${what} ${JSON.stringify(id)} is not valid`);
  return id;
}

/** Throws `malformed-hex` or `wrong-length` unless `fingerprint` is a key fingerprint. */
export function checkFingerprint(fingerprint: string): string {
  if (!FINGERPRINT.test(fingerprint)) {
    fail('malformed-hex', 'fingerprint must be lowercase hex');
  }
  if (fingerprint.length !== FINGERPRINT_HEX_LENGTH) {
    fail('wrong-length', `fingerprint must be ${FINGERPRINT_HEX_LENGTH} hex characters`);
  }
  return fingerprint;
}

/**
 * The share link for a host: `baseUrl` (any fragment dropped) + `#/join/<hostPeerId>/<fingerprint>`.
 * Throws a labelled error for a bad id, fingerprint or base URL.
 */
export function shareLink(baseUrl: string, hostPeerId: string, fingerprint: string): string {
  checkPeerId(hostPeerId, 'host peer id');
  checkFingerprint(fingerprint);
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    fail('malformed-string', 'base URL is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    fail('malformed-string', 'base URL must be http or https');
  }
  url.hash = '';
  return `${url.href}#/join/${hostPeerId}/${fingerprint}`;
}

/**
 * Parses a share link (a whole URL, or just its `#/join/…` fragment) and validates both parts.
 * Throws `malformed-string` for anything that is not exactly a join fragment with a valid peer id,
 * and `malformed-hex`/`wrong-length` for a bad fingerprint.
 */
export function parseShareLink(link: string): ShareLink {
  if (typeof link !== 'string') fail('wrong-type', 'share link must be a string');
  if (link.length > 2048) fail('malformed-string', 'share link is too long');
  let hash: string;
  if (link.startsWith('#')) hash = link;
  else {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      fail('malformed-string', 'share link is not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      fail('malformed-string', 'share link must be http or https');
    }
    hash = url.hash;
  }
  const match = JOIN.exec(hash);
  if (!match) fail('malformed-string', 'share link has no #/join/<peer id>/<fingerprint> fragment');
  const [, hostPeerId = '', fingerprint = ''] = match;
  checkPeerId(hostPeerId, 'host peer id');
  checkFingerprint(fingerprint);
  return { hostPeerId, fingerprint };
}

/**
 * A fresh random peer id for a host (`parley-` + 20 lowercase hex characters). Store it (with the
 * app's other state) and pass it again after a reload so the share link stays valid.
 */
export function randomPeerId(): string {
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return `parley-${hex}`;
}

/**
 * Who can open a link, judged from its host name alone: `this-device` (loopback: `localhost`,
 * `*.localhost`, 127.0.0.0/8, `::1`, and the unspecified `0.0.0.0` / `::`), `local-network`
 * (private and link-local addresses — 10/8, 172.16/12, 192.168/16, 169.254/16, fc00::/7,
 * fe80::/10 — and names only a local network resolves: one label, or ending in `.local`, `.lan`,
 * `.home.arpa`, `.internal`), or `anywhere` (everything else; whether it really answers is not
 * known here). Anything that is not an http(s) URL counts as `this-device`: nobody else can open
 * it.
 */
export type LinkReach = 'this-device' | 'local-network' | 'anywhere';

/** See {@link LinkReach}. */
export function linkReach(link: string): LinkReach {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'this-device';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'this-device';
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host)?.slice(1).map(Number);
  if (v4) {
    const [a = 0, b = 0] = v4;
    if (a === 127 || a === 0) return 'this-device';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) {
      return 'local-network';
    }
    if (a === 169 && b === 254) return 'local-network';
    return 'anywhere';
  }
  if (host.includes(':')) {
    if (host === '::1' || host === '::') return 'this-device';
    if (/^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host)) {
      return 'local-network';
    }
    // An IPv4-mapped address (the URL parser writes ::ffff:a.b.c.d as ::ffff:hhhh:hhhh).
    const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
    if (mapped) {
      const [hi, lo] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
      return linkReach(`http://${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}/`);
    }
    return 'anywhere';
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return 'this-device';
  if (!host.includes('.') || /\.(local|lan|home\.arpa|internal)$/.test(host)) {
    return 'local-network';
  }
  return 'anywhere';
}

/**
 * `link` moved to another origin (`origin`: an http(s) URL whose scheme, host and port are kept;
 * its path is ignored): the same path and `#/join/…` fragment. Throws `malformed-string` for a
 * link or origin that is not an http(s) URL.
 */
export function rebaseLink(link: string, origin: string): string {
  let from: URL;
  let to: URL;
  try {
    from = new URL(link);
    to = new URL(origin);
  } catch {
    fail('malformed-string', 'not a URL');
  }
  if (!['http:', 'https:'].includes(to.protocol) || !['http:', 'https:'].includes(from.protocol)) {
    fail('malformed-string', 'links must be http or https');
  }
  return `${to.origin}${from.pathname}${from.search}${from.hash}`;
}
