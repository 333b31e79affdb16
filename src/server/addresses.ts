/**
 * Which addresses a listening server can be reached at, from the address it is bound to and the
 * machine's network interfaces (`os.networkInterfaces()`). Pure. `npm start` prints these
 * (src/cli/serve.ts) and tells the app its network addresses (`GET /addresses`,
 * ./game-server.ts), so a host who opened the app at `localhost` is offered a share link a friend
 * can open (docs/app.md, "Share links").
 */
import type { NetworkInterfaceInfo } from 'node:os';

/** The machine's interfaces, as `os.networkInterfaces()` gives them. */
export type Interfaces = Readonly<Record<string, readonly NetworkInterfaceInfo[] | undefined>>;

/** Where a bound server answers: on this machine only, and from the network. */
export interface ListenUrls {
  /** URLs that work on this machine (`http://localhost:<port>/` or a loopback address). */
  readonly local: readonly string[];
  /** URLs other machines can use (one per non-loopback address the server listens on). */
  readonly network: readonly string[];
}

/** True for an IPv4 or IPv6 loopback address (127.0.0.0/8, ::1, and ::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string): boolean {
  const a = address.toLowerCase();
  return a === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(a);
}

/** True for an IPv6 link-local address (fe80::/10): unusable in a URL without a zone. */
function isLinkLocalV6(address: string): boolean {
  return /^fe[89ab][0-9a-f]:/i.test(address);
}

/** `http://<address>:<port>/`, IPv6 in brackets. */
export function urlOf(address: string, port: number): string {
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}/`;
}

/**
 * The URLs a server bound to `bound` (the address `server.address()` reports) on `port` answers
 * at. Bound to every address (`0.0.0.0`, or `::`, which Node makes dual-stack): `localhost` and
 * each non-loopback interface address (IPv4; with `::` also IPv6 but link-local). Bound to a
 * loopback address: `localhost` (for 127.0.0.1 and ::1, the addresses `localhost` names) or that
 * address, and nothing on the network. Bound to one other address: only that address.
 */
export function listenUrls(bound: string, port: number, interfaces: Interfaces): ListenUrls {
  if (bound === '0.0.0.0' || bound === '::') {
    const network: string[] = [];
    for (const list of Object.values(interfaces)) {
      for (const a of list ?? []) {
        if (a.internal || isLoopbackAddress(a.address)) continue;
        if (a.family === 'IPv4') network.push(urlOf(a.address, port));
        else if (bound === '::' && !isLinkLocalV6(a.address)) network.push(urlOf(a.address, port));
      }
    }
    return { local: [urlOf('localhost', port)], network: [...new Set(network)] };
  }
  if (isLoopbackAddress(bound)) {
    const named = bound === '127.0.0.1' || bound === '::1';
    return { local: [urlOf(named ? 'localhost' : bound, port)], network: [] };
  }
  return { local: [], network: [urlOf(bound, port)] };
}
