/**
 * The PeerJS transport inside Chromium: two transports in one page connect over real WebRTC
 * through the PeerServer that web-test-runner.config.js starts on 127.0.0.1 (`GET /peer-config`).
 * No cloud signaling and no STUN: explicit signaling and `iceServers: []`.
 */
import { expect } from '@open-wc/testing';
import {
  createGuestTransport,
  createHostTransport,
  randomPeerId,
  resolveSignaling,
} from '../../protocol/transport/peerjs.ts';
import type { PeerTransport, SignalingConfig } from '../../protocol/transport/peerjs.ts';
import { MAX_FRAME_BYTES } from '../../protocol/transport/types.ts';
import { inbox, untilStatus } from '../transport/peers.ts';

async function peerConfig(): Promise<Partial<SignalingConfig>> {
  const response = await fetch('/peer-config');
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error('bad /peer-config');
  const get = (k: string): unknown => Reflect.get(body, k);
  const host = get('host');
  const port = get('port');
  const path = get('path');
  if (typeof host !== 'string' || typeof port !== 'number' || typeof path !== 'string') {
    throw new Error('bad /peer-config');
  }
  return { host, port, path, secure: false };
}

describe('PeerJS transport in Chromium', () => {
  const open: PeerTransport[] = [];
  afterEach(() => {
    for (const t of open.splice(0)) t.close();
  });

  it('defaults to the same-origin PeerServer at /peerjs', () => {
    const { config, source } = resolveSignaling({ location: window.location });
    expect(source).to.equal('same-origin');
    expect(config.host).to.equal(window.location.hostname);
    expect(config.path).to.equal('/peerjs');
  });

  it('connects two transports over WebRTC and carries frames both ways, large ones too', async () => {
    const signaling = await peerConfig();
    const options = {
      signaling,
      iceServers: [],
      backoff: { initialMs: 100, maxMs: 1000 },
      keepalive: { intervalMs: 500, timeoutMs: 6000 },
    };
    const started = performance.now();
    const host = createHostTransport({ ...options, peerId: randomPeerId() });
    open.push(host);
    const hostId = await host.ready();
    const guest = createGuestTransport({ ...options, hostPeerId: hostId });
    open.push(guest);
    await Promise.all([untilStatus(host, 'open'), untilStatus(guest, 'open')]);
    console.log(`[peerjs.browser] open in ${Math.round(performance.now() - started)} ms`);

    const atHost = inbox(host);
    const atGuest = inbox(guest);
    const big = '€'.repeat(Math.floor(MAX_FRAME_BYTES / 3)) + 'x'.repeat(MAX_FRAME_BYTES % 3);
    expect(new TextEncoder().encode(big).length).to.equal(MAX_FRAME_BYTES);
    const many = Array.from({ length: 200 }, (_, i) => `frame ${i}`);
    guest.send('hello host');
    guest.send(big);
    for (const f of many) guest.send(f);
    host.send('hello guest');
    host.send(big);
    expect(await atHost.until(202)).to.deep.equal(['hello host', big, ...many]);
    expect(await atGuest.until(2)).to.deep.equal(['hello guest', big]);

    guest.reconnect();
    expect(guest.status).to.equal('reconnecting');
    await untilStatus(guest, 'open');
    await untilStatus(host, 'open');
    guest.send('after reconnect');
    expect((await atHost.until(203))[202]).to.equal('after reconnect');

    host.close();
    guest.close();
    expect(host.status).to.equal('closed');
    expect(guest.status).to.equal('closed');
  });
});
