/**
 * Waiting on and listening to PeerJS transports in the real-WebRTC tests (Node with @roamhq/wrtc,
 * and Chromium), which meet through a PeerServer on 127.0.0.1 with `iceServers: []`
 * (docs/transport.md). Only types come from the transport here: the Node tests load it after
 * ./wrtc-setup.ts has put WebRTC on globalThis.
 */
import type {
  HostTransportOptions,
  PeerTransport,
  PeerTransportError,
} from '../../protocol/transport/peerjs.ts';
import type { TransportStatus } from '../../protocol/transport/types.ts';

/**
 * Transport options for a link through the local PeerServer at 127.0.0.1:`port` under `path`: no
 * ICE servers, and short keepalive, backoff and dial deadlines.
 */
export function quickLink(server: { readonly port: number; readonly path: string }) {
  const signaling: HostTransportOptions['signaling'] = {
    host: '127.0.0.1',
    port: server.port,
    path: server.path,
    secure: false,
    key: 'peerjs',
  };
  return {
    signaling,
    iceServers: [],
    keepalive: { intervalMs: 500, timeoutMs: 6000 },
    backoff: { initialMs: 100, maxMs: 1000 },
    connectTimeoutMs: 8000,
  } as const;
}

/** Resolves when `t` reports `status` (at once if it already has it). */
export function untilStatus(t: PeerTransport, status: TransportStatus): Promise<void> {
  if (t.status === status) return Promise.resolve();
  return new Promise((resolve) => {
    const off = t.onStatus((s) => {
      if (s === status) {
        off();
        resolve();
      }
    });
  });
}

/** Collects the frames `t` receives; `until(n)` resolves once `n` frames in all have arrived. */
export function inbox(t: PeerTransport): {
  frames: string[];
  until(n: number): Promise<string[]>;
} {
  const frames: string[] = [];
  const waiters: { n: number; resolve: (f: string[]) => void }[] = [];
  t.onFrame((f) => {
    frames.push(f);
    for (const w of waiters.splice(0)) {
      if (frames.length >= w.n) w.resolve(frames);
      else waiters.push(w);
    }
  });
  return {
    frames,
    until(n) {
      if (frames.length >= n) return Promise.resolve(frames);
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
  };
}

/** Records every error `t` reports. */
export function errors(t: PeerTransport): PeerTransportError[] {
  const log: PeerTransportError[] = [];
  t.onError((e) => log.push(e));
  return log;
}

/**
 * Polls `predicate` every 20 ms until it holds; rejects after `timeoutMs` so a broken link fails the
 * test instead of hanging it (a bound on waiting, not a speed assertion).
 */
export async function until(predicate: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
