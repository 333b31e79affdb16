/**
 * A whole Paragons match between two lockstep sessions over real WebRTC inside Chromium (requirement:
 * "a web-test-runner test does the same inside Chromium"): two PeerJS transports in one page connect
 * through the PeerServer web-test-runner starts on 127.0.0.1 (`GET /peer-config`), with no ICE
 * servers; each seat is an ordinary Session with its own keys and secrets driven by the seat-view
 * random bot. Both seats verify the finished match as fair and hold identical match files.
 */
import { expect } from '@open-wc/testing';
import {
  createGuestTransport,
  createHostTransport,
  randomPeerId,
} from '../../protocol/transport/peerjs.ts';
import type { Transport } from '../../protocol/transport/types.ts';
import { Session, MemoryStore } from '../../protocol/session/index.ts';
import { duelSetup } from '../../src/cli/duel.ts';
import { playToTheEnd } from '../helpers/bot-sessions.ts';
import type { LockstepGame } from '../../protocol/session/index.ts';
import { requireGame } from '../../src/games/index.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep as LockstepGame<MatchState, MatchAction>;

async function signaling() {
  const body = (await (await fetch('/peer-config')).json()) as Record<string, unknown>;
  const { host, port, path } = body;
  if (typeof host !== 'string' || typeof port !== 'number' || typeof path !== 'string') {
    throw new Error('bad /peer-config');
  }
  return { host, port, path, secure: false };
}

function waitOpen(t: Transport): Promise<void> {
  return new Promise((resolve) => {
    if (t.status === 'open') return resolve();
    const off = t.onStatus((s) => {
      if (s === 'open') {
        off();
        resolve();
      }
    });
  });
}

type Seat = 'A' | 'B';

describe('a full match over PeerJS inside Chromium', () => {
  it('ends with both seats verifying the match as fair', async () => {
    const seed = 11;
    const { header, secretKeys, secrets } = duelSetup(seed, {
      bestOf: 1,
      mode: 'preconstructed',
    });
    const common = { signaling: await signaling(), iceServers: [] };
    const hostId = randomPeerId();
    const links: Record<Seat, Transport> = {
      A: createHostTransport({ ...common, peerId: hostId }),
      B: createGuestTransport({ ...common, hostPeerId: hostId }),
    };
    const open = (seat: Seat) =>
      Session.open({
        game: PARAGONS_LOCKSTEP,
        header,
        seat,
        secretKey: secretKeys[seat],
        secrets: secrets[seat],
        store: new MemoryStore(),
      });
    const sessions = { A: await open('A'), B: await open('B') };
    try {
      await Promise.all([waitOpen(links.A), waitOpen(links.B)]);
      const finished = playToTheEnd(sessions, secrets, seed);
      sessions.A.attach(links.A);
      sessions.B.attach(links.B);
      await finished;
      expect((await sessions.A.verify()).verdict).to.equal('fair');
      expect((await sessions.B.verify()).verdict).to.equal('fair');
      const [a, b] = [sessions.A.matchFile(), sessions.B.matchFile()];
      expect(a.messages.length).to.be.greaterThan(50);
      expect(JSON.stringify(a)).to.equal(JSON.stringify(b));
    } finally {
      sessions.A.close();
      sessions.B.close();
      links.A.close();
      links.B.close();
    }
  });
});
