/**
 * This computer's network addresses, from the server that served the app (`GET /addresses`,
 * src/server/game-server.ts: the network URLs `npm start` listens on, told only to a page opened on
 * the same machine). The lobby offers them in place of a `localhost` share link, which a friend's
 * device cannot open (components/parley-lobby.ts). Any other server (vite, a static host) has no
 * such endpoint: then there are none.
 */
import { linkReach } from '../../protocol/transport/share-link.ts';

/** Where the server lists its network URLs. */
export const ADDRESSES_PATH = '/addresses';

/**
 * The http(s) origins (`http://192.168.1.20:8080`) this computer's server answers at on the
 * network; empty when the page is not on a loopback address, the server does not say, or says
 * something else. Never rejects.
 */
export async function lanOrigins(
  page: string = location.href,
  get: (url: string) => Promise<Response> = (url) => fetch(url, { cache: 'no-store' }),
): Promise<string[]> {
  if (linkReach(page) !== 'this-device') return [];
  try {
    const res = await get(new URL(ADDRESSES_PATH, page).href);
    if (!res.ok) return [];
    const body: unknown = await res.json();
    const list =
      typeof body === 'object' && body !== null && 'network' in body ? body.network : null;
    if (!Array.isArray(list)) return [];
    const out: string[] = [];
    for (const item of list.slice(0, 16)) {
      if (typeof item !== 'string' || item.length > 256) continue;
      try {
        const url = new URL(item);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
        if (linkReach(url.href) === 'this-device') continue;
        if (!out.includes(url.origin)) out.push(url.origin);
      } catch {
        // not a URL: skipped
      }
    }
    return out;
  } catch {
    return [];
  }
}
