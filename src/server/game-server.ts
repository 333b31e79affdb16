/**
 * The one-port game server behind `npm start`: the built app and a PeerServer for WebRTC
 * signaling on the same origin (issue: "`npm start` as a one-port game server with signaling").
 * The PeerServer relays connection offers and ICE candidates between peers; it never sees game data.
 */
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { RequestListener } from 'node:http';
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
}

/** A running game server. */
export interface GameServer {
  readonly server: Server;
  readonly port: number;
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
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({ server, port, close: () => closeServer(server) });
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
