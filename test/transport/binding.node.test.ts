/**
 * "Friend matches that a stranger cannot break", over real WebRTC in Node (@roamhq/wrtc) through a
 * PeerServer on 127.0.0.1 (no cloud, no STUN): a host transport with the app's admission
 * (src/app/match/binding.ts `friendAdmission`, `answerBound` on the match's link — the wiring of
 * src/app/match/net.ts without its storage) and guests running the app's own guest handshake
 * (`guestHandshake`, with the challenge answerer, as `joinFriend` does).
 *
 * - A link opened with a wrong fingerprint is refused by that guest, which closes; the host binds
 *   nothing, and the real friend's correct link then connects and is bound.
 * - A guest that vanishes after it got the header (before accepting) frees the seat.
 * - Once bound, a stranger with the link is told the match is full; once over, finished.
 */
import './wrtc-setup.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPeerServer } from '../../src/cli/peer-server.ts';
import type { RunningPeerServer } from '../../src/cli/peer-server.ts';
import type { PeerTransport } from '../../protocol/transport/peerjs.ts';
import { generateKeyPair, type KeyPair } from '../../protocol/ed25519.ts';
import { keyFingerprint, toHex, type Header } from '../../protocol/index.ts';
import { answerChallenges } from '../../src/app/match/admission.ts';
import {
  answerBound,
  friendAdmission,
  guestHandshake,
  type LobbyOptions,
} from '../../src/app/match/binding.ts';
import { HandshakeError, joinFrame } from '../../src/app/match/handshake.ts';
import { makeHeader } from '../../src/app/match/setup.ts';
import { inbox, quickLink, until, untilStatus } from './peers.ts';

// Loaded after wrtc-setup has put WebRTC on globalThis (PeerJS checks for it on import).
const { createGuestTransport, createHostTransport } =
  await import('../../protocol/transport/peerjs.ts');

let server: RunningPeerServer;
const transports: PeerTransport[] = [];
let nextId = 0;
const hostKeys = generateKeyPair();
const rightFingerprint = keyFingerprint(hostKeys.publicKey);

beforeAll(async () => {
  server = await startPeerServer({ host: '127.0.0.1', port: 0, path: '/peerjs' });
});

afterEach(() => {
  for (const t of transports.splice(0)) t.close();
});

afterAll(async () => {
  await server.close();
});

/** A hosted match wired as the app wires it; `state` is what the app would store and show. */
function appHost() {
  const hostPeerId = `bind-host-${process.pid}-${nextId++}`;
  const matchId = `mbinding${process.pid}x${nextId}`;
  const state = {
    header: null as Header | null,
    over: false,
    joining: [] as (readonly string[])[],
    left: [] as string[],
  };
  const lobby: LobbyOptions = {
    hostPeerId,
    bound: () => state.header,
    finished: () => state.over,
    propose: (guest) =>
      makeHeader(
        matchId,
        { bestOf: 1, mode: 'preconstructed' },
        { A: { name: 'Host', publicKey: toHex(hostKeys.publicKey) }, B: guest },
      ),
    bind: (header) => {
      state.header = header;
      return Promise.resolve();
    },
    onJoining: (names) => state.joining.push(names),
    onLeft: (name) => state.left.push(name),
  };
  const t = createHostTransport({
    ...quickLink(server),
    peerId: hostPeerId,
    admitTimeoutMs: 8000,
    admit: friendAdmission({ ...lobby, resendMs: 300 }),
  });
  transports.push(t);
  t.onFrame((text) => void answerBound(text, (f) => t.send(f), lobby));
  return { t, hostPeerId, state };
}

/** A guest opening the share link `hostPeerId`/`fingerprint` with the app's guest handshake. */
function appGuest(hostPeerId: string, fingerprint: string, name: string, keys: KeyPair) {
  const t = createGuestTransport({ ...quickLink(server), hostPeerId });
  transports.push(t);
  answerChallenges(t, { secretKey: keys.secretKey, hostPeerId });
  const shake = guestHandshake(t, {
    name,
    publicKey: toHex(keys.publicKey),
    secretKey: keys.secretKey,
    hostPeerId,
    fingerprint,
    resendMs: 300,
  });
  // As the joining screen does: a refused or failed handshake closes the transport.
  const outcome = shake.done.then(
    (header) => ({ header, code: null }),
    (e: unknown) => {
      t.close();
      return { header: null, code: e instanceof HandshakeError ? e.code : String(e) };
    },
  );
  return { t, outcome };
}

describe('binding a friend over WebRTC (local PeerServer)', () => {
  it('a wrong-fingerprint open of the link, then the right one: the right one connects', async () => {
    const host = appHost();
    await host.t.ready();

    const wrongKeys = generateKeyPair();
    const wrong = appGuest(
      host.hostPeerId,
      keyFingerprint(generateKeyPair().publicKey),
      'Ana',
      wrongKeys,
    );
    expect((await wrong.outcome).code).toBe('wrong-fingerprint');
    // The guest closed; the host let go of it without binding anyone.
    await until(() => host.state.left.includes('Ana'));
    expect(host.state.header).toBe(null);
    expect(host.t.remotePeerId).toBe(null);
    expect(host.state.joining.some((names) => names.includes('Ana'))).toBe(true);

    const rightKeys = generateKeyPair();
    const right = appGuest(host.hostPeerId, rightFingerprint, 'Ana', rightKeys);
    const { header, code } = await right.outcome;
    expect(code).toBe(null);
    expect(header?.players[1]?.publicKey).toBe(toHex(rightKeys.publicKey));
    expect(host.state.header).toEqual(header);
    await untilStatus(host.t, 'open');
    await until(() => host.t.remotePeerId === right.t.peerId);
    // The match's link carries frames both ways.
    const atHost = inbox(host.t).frames;
    const atGuest = inbox(right.t).frames;
    await until(() => {
      right.t.send('hello host');
      host.t.send('hello guest');
      return atHost.includes('hello host') && atGuest.includes('hello guest');
    });
  });

  it('a guest that vanishes mid-handshake frees the seat', async () => {
    const host = appHost();
    await host.t.ready();
    // A guest that joins, gets the header, and goes away without accepting it.
    const vic = generateKeyPair();
    const gone = createGuestTransport({ ...quickLink(server), hostPeerId: host.hostPeerId });
    transports.push(gone);
    const heard = inbox(gone).frames;
    await untilStatus(gone, 'open');
    await until(() => {
      gone.send(joinFrame('Vic', toHex(vic.publicKey)));
      return heard.some((f) => f.includes('parley-header'));
    });
    expect(host.state.joining.at(-1)).toEqual(['Vic']);
    gone.close();
    await until(() => host.state.left.includes('Vic'));
    expect(host.state.joining.at(-1)).toEqual([]);
    expect(host.state.header).toBe(null);

    const bea = generateKeyPair();
    const next = appGuest(host.hostPeerId, rightFingerprint, 'Bea', bea);
    expect((await next.outcome).header?.players[1]?.name).toBe('Bea');
    expect(host.state.header?.players[1]?.publicKey).toBe(toHex(bea.publicKey));
  });

  it('once bound, a stranger with the link is told the match is full; once over, finished', async () => {
    const host = appHost();
    await host.t.ready();
    const bea = appGuest(host.hostPeerId, rightFingerprint, 'Bea', generateKeyPair());
    expect((await bea.outcome).code).toBe(null);

    const eve = appGuest(host.hostPeerId, rightFingerprint, 'Eve', generateKeyPair());
    expect((await eve.outcome).code).toBe('match-full');
    expect(host.t.remotePeerId).toBe(bea.t.peerId);

    host.state.over = true;
    const late = appGuest(host.hostPeerId, rightFingerprint, 'Late', generateKeyPair());
    expect((await late.outcome).code).toBe('match-over');
    expect(host.t.remotePeerId).toBe(bea.t.peerId);
  });
});
