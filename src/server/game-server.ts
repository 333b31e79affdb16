/**
 * The one-port game server behind `npm start`: the built app and a PeerServer for WebRTC
 * signaling on the same origin (issue: "`npm start` as a one-port game server with signaling").
 * The PeerServer relays connection offers and ICE candidates between peers; it never sees game data.
 *
 * Routes: `/health` (`{"ok":true,…}`), `/peerjs…` (the PeerServer), `/addresses` (the network
 * URLs it listens on, see {@link addressesBody}), everything else the built app (./static.ts).
 */
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { IncomingMessage, RequestListener } from 'node:http';
import type { Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { isLoopbackAddress, listenUrls, type Interfaces } from './addresses.ts';
import { serveStatic } from './static.ts';

/** Where the PeerServer is mounted (the app's same-origin default, protocol/transport). */
export const PEERJS_PATH = '/peerjs';

/** Options of {@link startGameServer}. */
export interface GameServerOptions {
  /** The folder with the built app (index.html, assets, sw.js). */
  readonly root: string;
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** Extra origins the CSP lets the app connect to (e.g. a configured external signaling server). */
  readonly connect?: readonly string[];
  /** The machine's interfaces (default `os.networkInterfaces()`, read on each request). */
  readonly interfaces?: () => Interfaces;
}

/** Where the app asks for the server's network URLs. */
export const ADDRESSES_PATH = '/addresses';

/**
 * The body of `GET /addresses`: `{"network": [<url>, …]}`, the URLs other machines can open this
 * server at (./addresses.ts `listenUrls`: only addresses it listens on). Only a request from this
 * machine (a loopback peer: the host who opened the app at `localhost`) is told; anyone else gets
 * an empty list, so the server does not show its internal addresses to the network.
 */
export function addressesBody(
  req: IncomingMessage,
  bound: string,
  port: number,
  interfaces: Interfaces,
): { readonly network: readonly string[] } {
  const from = req.socket.remoteAddress ?? '';
  if (!isLoopbackAddress(from)) return { network: [] };
  return { network: listenUrls(bound, port, interfaces).network };
}

/** A running game server. */
export interface GameServer {
  readonly server: Server;
  readonly port: number;
  /** The address it is bound to (`0.0.0.0`, `127.0.0.1`, …). */
  readonly address: string;
  /** Stops accepting, closes open sockets (PeerServer WebSockets included) and resolves. */
  close(): Promise<void>;
}

type Handler = RequestListener;
type ExpressApp = Handler & { use(handler: Handler): void };
type ExpressPeerServerFn = (server: Server, options: Record<string, unknown>) => Handler;

/**
 * The PeerServer as a request handler. `peer` is an Express app that starts its WebSocket server
 * when mounted; it is mounted in an Express app made with the very `express` that `peer` depends
 * on (resolved from peer's own location), so Parley adds no web framework of its own.
 */
function peerHandler(server: Server, options: Record<string, unknown>): Handler {
  const require = createRequire(import.meta.url);
  const peerEntry = require.resolve('peer');
  const { ExpressPeerServer } = require(peerEntry) as { ExpressPeerServer: ExpressPeerServerFn };
  const express = createRequire(peerEntry)('express') as () => ExpressApp;
  const parent = express();
  parent.use(ExpressPeerServer(server, options));
  return parent;
}

/** Starts the app and its signaling server on one port. */
export function startGameServer(options: GameServerOptions): Promise<GameServer> {
  const server = createServer();
  // Every socket, also those the PeerServer upgraded to WebSockets (which the HTTP server no
  // longer counts as its connections): close() ends them all, so it never waits on a client.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const interfaces = options.interfaces ?? networkInterfaces;
  const peer = peerHandler(server, {
    path: PEERJS_PATH,
    key: 'peerjs',
    allow_discovery: false,
    alive_timeout: 60_000,
    expire_timeout: 5_000,
  });
  server.on('request', (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/health') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ ok: true, signaling: PEERJS_PATH }));
      return;
    }
    if (path === ADDRESSES_PATH) {
      const a = server.address();
      const bound = typeof a === 'object' && a ? a.address : options.host;
      const port = typeof a === 'object' && a ? a.port : options.port;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(addressesBody(req, bound, port, interfaces())));
      return;
    }
    if (path === PEERJS_PATH || path.startsWith(`${PEERJS_PATH}/`)) {
      peer(req, res);
      return;
    }
    void serveStatic(options.root, req, res, options.connect ?? []).then((done) => {
      if (!done) res.writeHead(405, { allow: 'GET, HEAD' }).end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const a = server.address();
      const port = typeof a === 'object' && a ? a.port : options.port;
      const address = typeof a === 'object' && a ? a.address : options.host;
      resolve({ server, port, address, close: () => closeServer(server, sockets) });
    });
  });
}

function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
    for (const socket of sockets) socket.destroy();
  });
}
