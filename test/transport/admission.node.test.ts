/**
 * Admission over real WebRTC in Node (@roamhq/wrtc) through a PeerServer on 127.0.0.1 (no cloud,
 * no STUN: explicit signaling and `iceServers: []`): the host transport with the app's admission
 * hook (src/app/match/admission.ts) and guests that answer its challenge (or do not). Once the
 * header is fixed, a stranger who dials the host's id — the share link's — cannot take the link
 * from the real guest, live or dead; the real guest coming back under a new peer id (a reload) can.
 */
import './wrtc-setup.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPeerServer } from '../../src/cli/peer-server.ts';
import type { RunningPeerServer } from '../../src/cli/peer-server.ts';
import type {
  GuestTransportOptions,
  PeerTransport,
  PeerTransportError,
} from '../../protocol/transport/peerjs.ts';
import { generateKeyPair } from '../../protocol/ed25519.ts';
import { PROTOCOL_VERSION, toHex, type Header } from '../../protocol/index.ts';
import { answerChallenges, hostAdmission } from '../../src/app/match/admission.ts';
import { errors, inbox, quickLink, until, untilStatus } from './peers.ts';

// Loaded after wrtc-setup has put WebRTC on globalThis (PeerJS checks for it on import).
const { createGuestTransport, createHostTransport } =
  await import('../../protocol/transport/peerjs.ts');

let server: RunningPeerServer;
const transports: PeerTransport[] = [];
let nextId = 0;

const hostKeys = generateKeyPair();
const guestKeys = generateKeyPair();
const strangerKeys = generateKeyPair();

function headerFor(matchId: string): Header {
  return {
    matchId,
    protocolVersion: PROTOCOL_VERSION,
    game: { id: 'paragons/preconstructed/bo1', rulesVersion: '1', cardSetHash: '00'.repeat(32) },
    players: [
      { seat: 'A', name: 'Host', publicKey: toHex(hostKeys.publicKey) },
      { seat: 'B', name: 'Guest', publicKey: toHex(guestKeys.publicKey) },
    ],
  };
}

/**
 * A host whose admission hook sees `state.header` (null: the lobby). This file is about admission
 * once the header exists: here the lobby admits its first connection at once and the test sets the
 * header; the app's lobby binds a guest only on its signed acceptance (binding.node.test.ts).
 */
function admittingHost(state: { header: Header | null }) {
  const hostPeerId = `admit-host-${process.pid}-${nextId++}`;
  const t = createHostTransport({
    ...quickLink(server),
    peerId: hostPeerId,
    admitTimeoutMs: 3000,
    admit: hostAdmission({
      header: () => state.header,
      hostPeerId,
      resendMs: 300,
      lobby: () => Promise.resolve(true),
    }),
  });
  transports.push(t);
  return { t, hostPeerId };
}

/** A guest; with `key` it answers challenges with that key (for `matchId`, if given). */
function guest(
  hostPeerId: string,
  key: Uint8Array | null,
  matchId?: string,
  extra: Partial<GuestTransportOptions> = {},
): PeerTransport {
  const t = createGuestTransport({ ...quickLink(server), hostPeerId, ...extra });
  transports.push(t);
  if (key) answerChallenges(t, { secretKey: key, hostPeerId, ...(matchId ? { matchId } : {}) });
  return t;
}

/** Resolves once `peerId`'s connection was refused by the host (reported on `log`). */
function refused(log: PeerTransportError[], peerId: () => string | null): Promise<void> {
  return until(() =>
    log.some((e) => e.type === 'refused-connection' && e.message.includes(peerId() ?? '\0')),
  );
}

/** Sends `text` from `from` until it shows up in `frames` (frames may be lost while not open). */
async function delivered(from: PeerTransport, frames: string[], text: string): Promise<void> {
  await until(() => {
    if (frames.includes(text)) return true;
    from.send(text);
    return false;
  });
}

beforeAll(async () => {
  server = await startPeerServer({ host: '127.0.0.1', port: 0, path: '/peerjs' });
});

afterEach(() => {
  for (const t of transports.splice(0)) t.close();
});

afterAll(async () => {
  await server.close();
});

describe('host admission over WebRTC (local PeerServer)', () => {
  it('once the header exists a stranger cannot take the link, live or dead; the reloaded guest can', async () => {
    const state: { header: Header | null } = { header: null };
    const { t: h, hostPeerId } = admittingHost(state);
    await h.ready();
    const hostErrors = errors(h);
    const atHost = inbox(h).frames;
    const matchId = `m-admission-${process.pid}`;

    // The first guest (admitted by this file's lobby), then bound: the header names its key.
    const g = guest(hostPeerId, guestKeys.secretKey, matchId);
    await Promise.all([untilStatus(h, 'open'), untilStatus(g, 'open')]);
    await until(() => h.remotePeerId === g.peerId);
    state.header = headerFor(matchId); // the handshake bound the guest's key

    // A stranger who signs with its own key: challenged, refused, never heard by the host.
    const signer = guest(hostPeerId, strangerKeys.secretKey);
    const signerHeard = inbox(signer).frames;
    signer.onStatus((s) => {
      if (s === 'open') signer.send('frame from the stranger');
    });
    await refused(hostErrors, () => signer.peerId);
    expect(signerHeard.some((f) => f.includes('parley-challenge'))).toBe(true);
    expect(h.remotePeerId).toBe(g.peerId);
    expect(h.status).toBe('open');

    // A stranger who does not answer at all: closed at the admission deadline.
    const silent = guest(hostPeerId, null);
    await refused(hostErrors, () => silent.peerId);
    expect(h.remotePeerId).toBe(g.peerId);

    // The real guest's link still carries frames both ways; the strangers' never arrived.
    const atGuest = inbox(g).frames;
    await delivered(g, atHost, 'from the guest');
    await delivered(h, atGuest, 'from the host');
    expect(atHost.filter((f) => f.includes('stranger') || f.includes('parley-proof'))).toEqual([]);
    signer.close();
    silent.close();

    // The guest's page goes away: the link is dead. A stranger still cannot take it.
    g.close();
    await untilStatus(h, 'reconnecting');
    const late = guest(hostPeerId, strangerKeys.secretKey, matchId);
    await refused(hostErrors, () => late.peerId);
    expect(h.status).toBe('reconnecting');
    expect(h.remotePeerId).toBe(null);
    late.close();

    // The guest reloads: a new transport, a new peer id, the same key. Admitted.
    const back = guest(hostPeerId, guestKeys.secretKey, matchId);
    await untilStatus(back, 'open');
    await untilStatus(h, 'open');
    await until(() => h.remotePeerId === back.peerId);
    expect(back.peerId).not.toBe(g.peerId);
    await delivered(back, atHost, 'back after a reload');
    expect(
      hostErrors.some((e) => e.type === 'refused-connection' && e.message.includes(back.peerId!)),
    ).toBe(false);
  });

  it('a reconnecting guest replaces its own live link once it proves itself', async () => {
    const matchId = `m-admission-live-${process.pid}`;
    const state = { header: headerFor(matchId) };
    const { t: h, hostPeerId } = admittingHost(state);
    await h.ready();
    const g = guest(hostPeerId, guestKeys.secretKey, matchId);
    await Promise.all([untilStatus(h, 'open'), untilStatus(g, 'open')]);
    await until(() => h.remotePeerId === g.peerId);
    // A second page of the same guest (same key, another peer id) while the first is live.
    const twin = guest(hostPeerId, guestKeys.secretKey, matchId);
    await untilStatus(twin, 'open');
    await until(() => h.remotePeerId === twin.peerId);
    const atHost = inbox(h).frames;
    await delivered(twin, atHost, 'from the proven connection');
  });
});
