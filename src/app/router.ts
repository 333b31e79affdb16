/**
 * Hash routes of the app (docs/app.md, "Routes"). Routes that start a match name its game and
 * options (`?game=<id>&<field>=<value>…`, the game's option fields from the UI registry). {@link parseRoute} is a pure function of the
 * hash: everything in it is untrusted (a share link can be anything), so every part is checked
 * and anything unexpected becomes a `not-found` or `bad-link` route with a message — never an
 * exception, never a blank page.
 */
import type { MatchFormat } from '../../components/events.ts';
import { DEFAULT_GAME, gameEntry, unknownGameWords } from './games.ts';

export type { MatchFormat };

/** A bot level the shell offers (mirrors src/ai's `Level` without importing the bots). */
export type BotLevelId = 'easy' | 'normal' | 'hard';

/** Every screen the app can show. */
export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'friend-new'; readonly format: MatchFormat }
  | {
      readonly name: 'join';
      readonly hostPeerId: string;
      readonly fingerprint: string;
      /** The game of the share link (links without one are Paragons'). */
      readonly game: string;
    }
  | { readonly name: 'bad-link'; readonly reason: string }
  | { readonly name: 'bot'; readonly format: MatchFormat; readonly level: BotLevelId }
  | { readonly name: 'local'; readonly format: MatchFormat }
  | { readonly name: 'match'; readonly id: string }
  | { readonly name: 'verify'; readonly id: string | null }
  | { readonly name: 'history' }
  | { readonly name: 'settings' }
  /** The rules reference of a registered game, opened at glossary entry `term` (null: the top). */
  | { readonly name: 'rules'; readonly game: string; readonly term: string | null }
  /** A game's guided first match (src/app/tutorial/). */
  | { readonly name: 'tutorial'; readonly game: string }
  | { readonly name: 'not-found'; readonly hash: string };

/** Match ids as the protocol allows them (protocol/transcript.ts `MATCH_ID_RE`). */
const MATCH_ID = /^[A-Za-z0-9_-]{8,128}$/;
const PEER_ID = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;
const FINGERPRINT = /^[0-9a-f]{16}$/;
/** A glossary entry id (src/engine/reference.ts `isTermId`; not imported: the first screen stays small). */
const TERM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The default options of game `id` (each field's default), or of the default game. */
export function defaultFormat(id = DEFAULT_GAME.id): MatchFormat {
  const e = gameEntry(id) ?? DEFAULT_GAME;
  return { game: e.id, options: Object.fromEntries(e.fields.map((f) => [f.key, f.default])) };
}

/**
 * The format a query names: its `game` (default: the first game), and each of the game's option
 * fields (a value the field does not offer, or none, is the field's default). Null for a game this
 * build does not know.
 */
function formatOf(q: URLSearchParams): MatchFormat | null {
  const e = gameEntry(q.get('game') ?? DEFAULT_GAME.id);
  if (!e) return null;
  const options: Record<string, string> = {};
  for (const f of e.fields) {
    const v = q.get(f.key);
    options[f.key] = v !== null && f.choices.some((c) => c.value === v) ? v : f.default;
  }
  return { game: e.id, options };
}

function unknownGameLink(q: URLSearchParams): Route {
  return {
    name: 'bad-link',
    reason: `The link names an ${unknownGameWords(q.get('game') ?? '')}.`,
  };
}

function levelOf(q: URLSearchParams): BotLevelId {
  const l = q.get('level');
  return l === 'easy' || l === 'hard' ? l : 'normal';
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** Why a join link is refused, in words; null when it is a valid join link. */
export function joinLinkProblem(peerId: string, fingerprint: string): string | null {
  if (peerId.length === 0 || peerId.length > 64 || !PEER_ID.test(peerId)) {
    return 'The link does not name a valid host.';
  }
  if (!FINGERPRINT.test(fingerprint)) {
    return 'The link’s key fingerprint is not 16 lowercase hex characters.';
  }
  return null;
}

/** The route of a location hash (`#/…`; '' and '#' are home). */
export function parseRoute(hash: string): Route {
  if (hash.length > 2048) return { name: 'bad-link', reason: 'The link is far too long.' };
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  const [pathPart = '', query = ''] = raw.split('?', 2);
  const q = new URLSearchParams(query);
  const parts = pathPart.split('/').filter((p, i) => i > 0 || p !== '');
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '')) return { name: 'home' };
  const [head, ...rest] = parts;
  switch (head) {
    case 'friend':
      if (rest.length === 1 && rest[0] === 'new') {
        const format = formatOf(q);
        return format ? { name: 'friend-new', format } : unknownGameLink(q);
      }
      break;
    case 'join': {
      if (rest.length !== 2) {
        return { name: 'bad-link', reason: 'A share link is …#/join/<host>/<fingerprint>.' };
      }
      const peer = safeDecode(rest[0]!);
      const fp = safeDecode(rest[1]!);
      if (peer === null || fp === null) {
        return { name: 'bad-link', reason: 'The link is not properly encoded.' };
      }
      const problem = joinLinkProblem(peer, fp);
      if (problem) return { name: 'bad-link', reason: problem };
      const game = q.get('game') ?? DEFAULT_GAME.id;
      if (!gameEntry(game)) return unknownGameLink(q);
      return { name: 'join', hostPeerId: peer, fingerprint: fp, game };
    }
    case 'bot':
      if (rest.length === 0) {
        const format = formatOf(q);
        return format ? { name: 'bot', format, level: levelOf(q) } : unknownGameLink(q);
      }
      break;
    case 'local':
      if (rest.length === 0) {
        const format = formatOf(q);
        return format ? { name: 'local', format } : unknownGameLink(q);
      }
      break;
    case 'match':
      if (rest.length === 1 && MATCH_ID.test(rest[0]!)) return { name: 'match', id: rest[0]! };
      if (rest.length === 1) return { name: 'bad-link', reason: 'That is not a match id.' };
      break;
    case 'verify':
      if (rest.length === 0) return { name: 'verify', id: null };
      if (rest.length === 1 && MATCH_ID.test(rest[0]!)) return { name: 'verify', id: rest[0]! };
      break;
    case 'history':
      if (rest.length === 0) return { name: 'history' };
      break;
    case 'settings':
      if (rest.length === 0) return { name: 'settings' };
      break;
    case 'rules':
      return rulesRoute(rest);
    case 'tutorial':
      if (rest.length === 1) {
        const game = safeDecode(rest[0]!);
        if (game !== null && gameEntry(game)) return { name: 'tutorial', game };
        return { name: 'bad-link', reason: `The link names an ${unknownGameWords(rest[0]!)}.` };
      }
      break;
  }
  return { name: 'not-found', hash: hash.slice(0, 200) };
}

/** `#/rules/<game>[/<term>]`: a registered game, and a well-formed entry id (or none). */
function rulesRoute(rest: readonly string[]): Route {
  if (rest.length < 1 || rest.length > 2) {
    return {
      name: 'bad-link',
      reason: 'A rules link is …#/rules/<game> or …#/rules/<game>/<term>.',
    };
  }
  const game = safeDecode(rest[0]!);
  const term = rest.length === 2 ? safeDecode(rest[1]!) : null;
  if (game === null || (rest.length === 2 && term === null)) {
    return { name: 'bad-link', reason: 'The link is not properly encoded.' };
  }
  if (!gameEntry(game))
    return { name: 'bad-link', reason: `The link names an ${unknownGameWords(game)}.` };
  if (term !== null && (term.length > 64 || !TERM_ID.test(term))) {
    return { name: 'bad-link', reason: 'The link does not name a rules term.' };
  }
  return { name: 'rules', game, term };
}

/**
 * The share link of a hosted match of game `game` (docs/app.md, "Routes": `#/join/<hostPeerId>/
 * <fingerprint>`): the page at `base` with the join route, which names the game, so the guest's
 * app opens the match as the same game (a link without a game is read as the default game's).
 */
export function joinLink(
  base: string,
  hostPeerId: string,
  fingerprint: string,
  game: string,
): string {
  return `${base}${routeHash({ name: 'join', hostPeerId, fingerprint, game })}`;
}

/** The hash of a route (the inverse of {@link parseRoute} for the routes the app links to). */
export function routeHash(r: Route): string {
  const fmt = (f: MatchFormat) => new URLSearchParams({ game: f.game, ...f.options }).toString();
  switch (r.name) {
    case 'home':
      return '#/';
    case 'friend-new':
      return `#/friend/new?${fmt(r.format)}`;
    case 'join':
      return `#/join/${r.hostPeerId}/${r.fingerprint}?game=${encodeURIComponent(r.game)}`;
    case 'bot':
      return `#/bot?${fmt(r.format)}&level=${r.level}`;
    case 'local':
      return `#/local?${fmt(r.format)}`;
    case 'match':
      return `#/match/${r.id}`;
    case 'verify':
      return r.id ? `#/verify/${r.id}` : '#/verify';
    case 'history':
      return '#/history';
    case 'settings':
      return '#/settings';
    case 'rules':
      return `#/rules/${encodeURIComponent(r.game)}${r.term ? `/${r.term}` : ''}`;
    case 'tutorial':
      return `#/tutorial/${encodeURIComponent(r.game)}`;
    case 'bad-link':
    case 'not-found':
      return '#/';
  }
}

/** Goes to `r`: pushes a history entry, or replaces the current one (`replace`). */
export function navigate(r: Route, replace = false): void {
  const hash = routeHash(r);
  if (replace) {
    history.replaceState(null, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else location.hash = hash;
}
