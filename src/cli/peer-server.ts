/**
 * Starts a PeerServer (the `peer` package) for signaling: Node only. Used by the Node and browser
 * transport tests and by tools that need a local signaling server.
 *
 * The server runs in a worker thread. PeerServer 1.0.2 starts two self-rearming timers (expired
 * message and dead-client sweeps) that it offers no way to stop; in a worker, `close()` ends them
 * with everything else, so a test process that started a server can still exit cleanly.
 */
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';

/** Where and how to start the server. */
export interface PeerServerOptions {
  /** Address to listen on. Default `127.0.0.1`. */
  readonly host?: string;
  /** Port; 0 (the default) picks a free one. */
  readonly port?: number;
  /** Mount path. Default `/peerjs` (the same-origin path the app expects). */
  readonly path?: string;
  /** PeerServer key. Default `peerjs`. */
  readonly key?: string;
  /** A client silent this long is dropped (PeerServer's `alive_timeout`). Default 60 s. */
  readonly aliveTimeoutMs?: number;
  /** An offer to an absent peer expires after this long (`expire_timeout`). Default 5 s. */
  readonly expireTimeoutMs?: number;
}

/** A running PeerServer. */
export interface RunningPeerServer {
  /** The address it listens on. */
  readonly host: string;
  /** The port it listens on. */
  readonly port: number;
  /** Its mount path. */
  readonly path: string;
  /** Stops it: closes every socket and ends the worker. */
  close(): Promise<void>;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PeerServer } = require(workerData.peerPath);
const app = PeerServer(workerData.options, (server) => {
  const address = server.address();
  parentPort.postMessage({ type: 'listening', port: address && typeof address === 'object' ? address.port : 0 });
});
app.on('error', () => {});
`;

/** Starts a PeerServer and resolves once it listens. Rejects when it cannot listen. */
export function startPeerServer(options: PeerServerOptions = {}): Promise<RunningPeerServer> {
  const host = options.host ?? '127.0.0.1';
  const path = options.path ?? '/peerjs';
  const peerPath = createRequire(import.meta.url).resolve('peer');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      peerPath,
      options: {
        host,
        port: options.port ?? 0,
        path,
        key: options.key ?? 'peerjs',
        alive_timeout: options.aliveTimeoutMs ?? 60_000,
        expire_timeout: options.expireTimeoutMs ?? 5_000,
        allow_discovery: false,
      },
    },
  });
  return new Promise((resolve, reject) => {
    let closing: Promise<void> | null = null;
    const close = (): Promise<void> => {
      closing ??= worker.terminate().then(() => undefined);
      return closing;
    };
    worker.once('error', (error) => {
      void close();
      reject(error);
    });
    worker.once('exit', (code) => reject(new Error(`PeerServer worker exited (${code})`)));
    worker.on('message', (message: unknown) => {
      if (
        typeof message === 'object' &&
        message !== null &&
        'type' in message &&
        message.type === 'listening' &&
        'port' in message &&
        typeof message.port === 'number'
      ) {
        resolve({ host, port: message.port, path, close });
      }
    });
  });
}
