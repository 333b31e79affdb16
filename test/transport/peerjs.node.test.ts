/**
 * The PeerJS transport over real WebRTC in Node (@roamhq/wrtc) through a PeerServer on 127.0.0.1.
 * Never the cloud server, never a STUN server: explicit signaling and `iceServers: []` everywhere.
 */
import './wrtc-setup.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPeerServer } from '../../src/cli/peer-server.ts';
import type { RunningPeerServer } from '../../src/cli/peer-server.ts';
import type {
  GuestTransportOptions,
  HostTransportOptions,
  PeerTransport,
} from '../../protocol/transport/peerjs.ts';
import type { TransportStatus } from '../../protocol/transport/types.ts';
import { MAX_FRAME_BYTES } from '../../protocol/transport/types.ts';
import { isProtocolError } from '../../protocol/errors.ts';
import { CHUNK_BYTES, KIND_CHUNK, encodeFrame } from '../../protocol/transport/wire.ts';
import { errors, inbox, quickLink, until, untilStatus } from './peers.ts';

// Loaded after wrtc-setup has put WebRTC on globalThis (PeerJS checks for it on import).
const { createGuestTransport, createHostTransport, CLOUD_SIGNALING, chooseSignaling } =
  await import('../../protocol/transport/peerjs.ts');
const { resolveSignaling, resolveIceServers, sameOriginSignaling } =
  await import('../../protocol/transport/peer-config.ts');
const { Peer } = await import('peerjs');
type RawPeer = InstanceType<typeof Peer>;

let server: RunningPeerServer;
const transports: PeerTransport[] = [];
const rawPeers: RawPeer[] = [];
let nextId = 0;

function host(extra: Partial<HostTransportOptions> = {}): PeerTransport {
  const t = createHostTransport({
    ...quickLink(server),
    peerId: `host-${process.pid}-${nextId++}`,
    ...extra,
  });
  transports.push(t);
  return t;
}

function guest(hostPeerId: string, extra: Partial<GuestTransportOptions> = {}): PeerTransport {
  const t = createGuestTransport({ ...quickLink(server), hostPeerId, ...extra });
  transports.push(t);
  return t;
}

function rawPeer(id?: string): RawPeer {
  const options = {
    host: '127.0.0.1',
    port: server.port,
    path: server.path,
    secure: false,
    config: { iceServers: [] },
  };
  const peer = id === undefined ? new Peer(options) : new Peer(id, options);
  rawPeers.push(peer);
  return peer;
}

/** Records every status `t` reports. */
function statusLog(t: PeerTransport): TransportStatus[] {
  const log: TransportStatus[] = [];
  t.onStatus((s) => log.push(s));
  return log;
}

async function connectedPair(): Promise<{ h: PeerTransport; g: PeerTransport; ms: number }> {
  const started = Date.now();
  const h = host();
  const hostId = await h.ready();
  const g = guest(hostId);
  await Promise.all([untilStatus(h, 'open'), untilStatus(g, 'open')]);
  return { h, g, ms: Date.now() - started };
}

beforeAll(async () => {
  server = await startPeerServer({ host: '127.0.0.1', port: 0, path: '/peerjs' });
});

afterEach(() => {
  for (const t of transports.splice(0)) t.close();
  for (const p of rawPeers.splice(0)) p.destroy();
});

afterAll(async () => {
  await server.close();
});

describe('PeerJS transport in Node (wrtc, local PeerServer)', () => {
  it('connects a host and a guest and carries frames both ways, in order', async () => {
    const { h, g, ms } = await connectedPair();
    console.log(`[peerjs.node] host+guest open in ${ms} ms (registration included)`);
    expect(h.remotePeerId).toBe(g.peerId);
    expect(g.remotePeerId).toBe(h.peerId);

    const atHost = inbox(h);
    const atGuest = inbox(g);
    g.send('hello host');
    h.send('hello guest');
    expect((await atHost.until(1))[0]).toBe('hello host');
    expect((await atGuest.until(1))[0]).toBe('hello guest');

    const many = Array.from({ length: 500 }, (_, i) => JSON.stringify({ i, pad: 'x'.repeat(i) }));
    for (const f of many) g.send(f);
    expect((await atHost.until(501)).slice(1)).toEqual(many);
  });

  it('splits frames up to MAX_FRAME_BYTES into chunks and joins them', async () => {
    const { h, g } = await connectedPair();
    const atHost = inbox(h);
    const atGuest = inbox(g);
    // Exactly MAX_FRAME_BYTES of UTF-8 with multi-byte characters across chunk boundaries.
    const unit = 'é€😀a'; // 2 + 3 + 4 + 1 bytes
    const units = Math.floor(MAX_FRAME_BYTES / 10);
    const big = unit.repeat(units) + 'b'.repeat(MAX_FRAME_BYTES - units * 10);
    expect(new TextEncoder().encode(big).length).toBe(MAX_FRAME_BYTES);
    expect(encodeFrame(big, 1).length).toBeGreaterThan(1);
    const medium = 'm'.repeat(CHUNK_BYTES + 1);
    const small = 's'.repeat(CHUNK_BYTES);
    g.send(big);
    g.send(medium);
    g.send(small);
    h.send(big);
    expect(await atHost.until(3)).toEqual([big, medium, small]);
    expect(await atGuest.until(1)).toEqual([big]);
  });

  it('refuses to send a frame over MAX_FRAME_BYTES with a labelled error', async () => {
    const { g } = await connectedPair();
    let caught: unknown;
    try {
      g.send('€'.repeat(Math.ceil(MAX_FRAME_BYTES / 3) + 1));
    } catch (e) {
      caught = e;
    }
    expect(isProtocolError(caught, 'out-of-range')).toBe(true);
    expect(() => g.send('x'.repeat(MAX_FRAME_BYTES))).not.toThrow();
  });

  it('drops the connection, reports reconnecting, reconnects and carries frames again', async () => {
    const { h, g } = await connectedPair();
    const hostLog = statusLog(h);
    const guestLog = statusLog(g);
    const atHost = inbox(h);
    const atGuest = inbox(g);

    const started = Date.now();
    g.reconnect();
    expect(g.status).toBe('reconnecting');
    g.send('lost while reconnecting'); // never throws; simply lost
    await Promise.all([untilStatus(g, 'open'), untilStatus(h, 'open')]);
    // The host may see the old connection close before or after the new one opens.
    await until(() => h.status === 'open' && h.remotePeerId === g.peerId);
    console.log(`[peerjs.node] reconnected in ${Date.now() - started} ms`);
    expect(guestLog).toEqual(['reconnecting', 'open']);
    expect(hostLog.at(-1)).toBe('open');

    g.send('after reconnect');
    h.send('back to you');
    expect(await atHost.until(1)).toEqual(['after reconnect']);
    expect(await atGuest.until(1)).toEqual(['back to you']);
  });

  it('accepts a new guest after the old one is gone (a reload), under the same host id', async () => {
    const { h, g } = await connectedPair();
    const hostLog = statusLog(h);
    g.close();
    expect(g.status).toBe('closed');
    await untilStatus(h, 'reconnecting');
    const g2 = guest(h.peerId ?? '');
    await Promise.all([untilStatus(h, 'open'), untilStatus(g2, 'open')]);
    expect(hostLog).toEqual(['reconnecting', 'open']);
    const atHost = inbox(h);
    g2.send('new guest');
    expect(await atHost.until(1)).toEqual(['new guest']);
  });

  it('detects a silent peer within the keepalive deadline, and refuses malformed messages', async () => {
    const keepalive = { intervalMs: 200, timeoutMs: 1000 };
    const h = host({ keepalive });
    const hostId = await h.ready();
    const hostErrors = errors(h);
    const atHost = inbox(h);
    // A hand-written guest that speaks the wire format, then stops answering pings.
    const raw = rawPeer();
    await new Promise<void>((resolve) => raw.on('open', () => resolve()));
    const conn = raw.connect(hostId, { serialization: 'raw', reliable: true });
    await new Promise<void>((resolve) => conn.on('open', () => resolve()));
    await untilStatus(h, 'open');

    const oversized = new Uint8Array(MAX_FRAME_BYTES + 2).fill(0x61);
    oversized[0] = 1;
    void conn.send(oversized);
    const badChunk = encodeFrame('y'.repeat(CHUNK_BYTES * 2), 7)[1] ?? new Uint8Array(0);
    void conn.send(badChunk); // a chunk without its start
    const tooMany = encodeFrame('z'.repeat(CHUNK_BYTES * 2), 8)[0] ?? new Uint8Array(0);
    new DataView(tooMany.buffer).setUint16(7, 60_000); // claims 60,000 chunks
    expect(tooMany[0]).toBe(KIND_CHUNK);
    void conn.send(tooMany);
    void conn.send(new Uint8Array([1, 0xff, 0xfe])); // invalid UTF-8
    void conn.send('a text message');
    void conn.send(encodeFrame('the only good frame', 9)[0] ?? new Uint8Array(0));
    await atHost.until(1);
    const lastHeard = Date.now();
    expect(atHost.frames).toEqual(['the only good frame']);
    expect(hostErrors.filter((e) => e.type === 'refused-message')).toHaveLength(5);

    await untilStatus(h, 'reconnecting');
    const detectedAfter = Date.now() - lastHeard;
    console.log(`[peerjs.node] silent peer detected after ${detectedAfter} ms (deadline 1000 ms)`);
    expect(detectedAfter).toBeGreaterThanOrEqual(keepalive.timeoutMs - 50);
    // Generous upper bound: the check runs every intervalMs; allow for a loaded machine.
    expect(detectedAfter).toBeLessThan(keepalive.timeoutMs + keepalive.intervalMs + 5000);
    expect(hostErrors.some((e) => e.type === 'dead-link')).toBe(true);
  });

  it('a guest detects a silent host and redials it', async () => {
    const hostId = `silent-host-${process.pid}`;
    const raw = rawPeer(hostId);
    let accepted = 0;
    raw.on('connection', () => accepted++);
    await new Promise<void>((resolve) => raw.on('open', () => resolve()));
    const g = guest(hostId, { keepalive: { intervalMs: 200, timeoutMs: 1000 } });
    const log = statusLog(g);
    await untilStatus(g, 'open');
    await untilStatus(g, 'reconnecting');
    await untilStatus(g, 'open');
    expect(log.slice(0, 3)).toEqual(['open', 'reconnecting', 'open']);
    expect(accepted).toBeGreaterThanOrEqual(2);
  });

  it('a host whose id is still taken retries until it is free (reload before the server noticed)', async () => {
    const id = `taken-${process.pid}`;
    const first = host({ peerId: id });
    expect(await first.ready()).toBe(id);
    const second = host({ peerId: id, backoff: { initialMs: 100, maxMs: 300 } });
    const secondErrors = errors(second);
    await until(() => secondErrors.some((e) => e.type === 'unavailable-id'));
    expect(second.status).toBe('connecting');
    first.close();
    expect(await second.ready()).toBe(id);
    const g = guest(id);
    await Promise.all([untilStatus(second, 'open'), untilStatus(g, 'open')]);
  });

  it('keeps the data connection through a signaling outage and re-registers afterwards', async () => {
    const { h, g } = await connectedPair();
    const atHost = inbox(h);
    const port = server.port;
    await server.close();
    await until(() => !h.registered && !g.registered);
    g.send('while the server is down');
    expect(await atHost.until(1)).toEqual(['while the server is down']);
    server = await startPeerServer({ host: '127.0.0.1', port, path: '/peerjs' });
    // The guest redials through the new server: that only works once the host has re-registered.
    const guestLog = statusLog(g);
    await until(() => h.registered);
    g.reconnect();
    await untilStatus(g, 'open');
    await until(() => h.status === 'open' && h.remotePeerId === g.peerId);
    expect(guestLog).toEqual(['reconnecting', 'open']);
    g.send('after the outage');
    expect(await atHost.until(2)).toEqual(['while the server is down', 'after the outage']);
  });

  it('close() releases everything: status closed, no frames, no timers left behind', async () => {
    const baseline = timers();
    const { h, g } = await connectedPair();
    const atHost = inbox(h);
    const seen: TransportStatus[] = [];
    h.onStatus((s) => seen.push(s));
    h.close();
    g.close();
    expect(h.status).toBe('closed');
    expect(seen).toEqual(['closed']);
    g.send('nobody listens'); // never throws
    h.close(); // idempotent
    await expect(h.ready()).resolves.toBe(h.peerId);
    // PeerJS and wrtc tear down asynchronously: wait (bounded) for the timers to go.
    await until(() => timers() <= baseline, 20_000);
    expect(atHost.frames).toEqual([]);
  });
});

describe('signaling resolution (no network)', () => {
  it('prefers explicit, then same-origin, then the cloud', () => {
    expect(resolveSignaling({ explicit: { host: '127.0.0.1', port: 9000 } })).toEqual({
      source: 'explicit',
      config: { host: '127.0.0.1', port: 9000, path: '/', secure: false, key: 'peerjs' },
    });
    const page = { protocol: 'https:', hostname: 'parley.example', port: '' };
    expect(resolveSignaling({ location: page })).toEqual({
      source: 'same-origin',
      config: { host: 'parley.example', port: 443, path: '/peerjs', secure: true, key: 'peerjs' },
    });
    expect(sameOriginSignaling({ protocol: 'http:', hostname: 'localhost', port: '8080' })).toEqual(
      {
        host: 'localhost',
        port: 8080,
        path: '/peerjs',
        secure: false,
        key: 'peerjs',
      },
    );
    expect(resolveSignaling({})).toEqual({ source: 'cloud', config: CLOUD_SIGNALING });
    expect(
      resolveSignaling({ location: { protocol: 'file:', hostname: '', port: '' } }).source,
    ).toBe('cloud');
    expect(() => resolveSignaling({ allowCloud: false })).toThrow(/unsupported/);
    expect(() => resolveSignaling({ explicit: { host: 'evil/host' } })).toThrow(/malformed-string/);
    expect(() => resolveSignaling({ explicit: { host: 'h', port: 70000 } })).toThrow(
      /out-of-range/,
    );
  });

  it('falls back to the cloud only when the same-origin server does not answer', async () => {
    const page = { protocol: 'http:', hostname: 'localhost', port: '8080' };
    const up = await chooseSignaling({ location: page, probe: () => Promise.resolve(true) });
    expect(up.source).toBe('same-origin');
    const down = await chooseSignaling({ location: page, probe: () => Promise.resolve(false) });
    expect(down.source).toBe('cloud');
    const noCloud = await chooseSignaling({
      location: page,
      allowCloud: false,
      probe: () => Promise.resolve(false),
    });
    expect(noCloud.source).toBe('same-origin');
  });

  it('uses the given ICE servers (even none) and never PeerJS defaults', () => {
    expect(resolveIceServers([])).toEqual([]);
    expect(resolveIceServers([{ urls: 'turn:turn.example:3478' }])).toEqual([
      { urls: 'turn:turn.example:3478' },
    ]);
    expect(JSON.stringify(resolveIceServers())).not.toContain('peerjs.com');
  });

  it('probes a real PeerServer', async () => {
    const { probeSignaling } = await import('../../protocol/transport/peer-config.ts');
    const config = {
      host: '127.0.0.1',
      port: server.port,
      path: '/peerjs',
      secure: false,
      key: 'x',
    };
    expect(await probeSignaling(config)).toBe(true);
    expect(await probeSignaling({ ...config, path: '/nothing-here' })).toBe(false);
  });
});

function timers(): number {
  return process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
}
