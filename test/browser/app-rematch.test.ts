/**
 * A friend rematch over the same connection in Chromium (src/app/match/rematch.ts, ./net.ts), over
 * real WebRTC through the PeerServer that web-test-runner.config.js starts on 127.0.0.1. The host is
 * the real app: its stored, bound friend match on the real match screen (`parley-match-screen`),
 * which stores in IndexedDB. The guest is hand-driven with the app's own pieces (one page cannot
 * hold two records of one match id): a guest transport, the app's challenge answers, a protocol
 * Session on a memory store and a {@link RematchDesk}.
 *
 * The host concedes; the guest offers a rematch; the host's end screen says "Bo offers a rematch"
 * and its Accept starts the new match: the host stores it and its screen moves to it (no new link:
 * the new screen takes over the same transport), the guest's desk has the same header, and both
 * seats play the new match's first messages. Then a reload of the host (a new screen for the stored
 * record, a new transport under the stored peer id) resumes the new match and it goes on.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createGuestTransport, type PeerTransport } from '../../protocol/transport/peerjs.ts';
import { fromHex } from '../../protocol/index.ts';
import { MemoryStore, Session } from '../../protocol/session/index.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import type { Settings, SignalingSettings } from '../../components/events.ts';
import { DEFAULT_SETTINGS } from '../../components/parley-settings.ts';
import '../../src/app/screens/match-screen.ts';
import type { ParleyMatchScreen } from '../../src/app/screens/match-screen.ts';
import {
  deleteRecord,
  listRecords,
  loadRecord,
  saveRecord,
  type MatchRecord,
} from '../../src/app/records.ts';
import type { MatchController } from '../../src/app/match/controller.ts';
import {
  makeHeader,
  newHostRecord,
  newSeatKeys,
  publicKeyHex,
  secretsOf,
  type MatchSession,
} from '../../src/app/match/setup.ts';
import { answerChallenges } from '../../src/app/match/admission.ts';
import { RematchDesk } from '../../src/app/match/rematch.ts';
import { offerFrame } from '../../src/app/match/rematch-frames.ts';
import { randomDriver } from '../../src/cli/duel.ts';
import { requireGame } from '../../src/games/index.ts';
import type { SignalingPlan } from '../../src/app/signaling.ts';
import { deep } from './deep.ts';

const GAME = requireGame('paragons');
const T = { timeout: 30_000 };

async function localSignaling(): Promise<SignalingSettings> {
  const body = (await (await fetch('/peer-config')).json()) as Record<string, unknown>;
  const { host, port, path } = body;
  if (typeof host !== 'string' || typeof port !== 'number' || typeof path !== 'string') {
    throw new Error('bad /peer-config');
  }
  return { host, port, path, secure: false };
}

let server: SignalingSettings;
let settings: Settings;
let plan: SignalingPlan;
const cleanup: (() => void)[] = [];

before(async () => {
  server = await localSignaling();
  settings = { ...DEFAULT_SETTINGS, name: 'Ana', signaling: server, iceServers: [] };
  plan = { kind: 'configured', server };
});

afterEach(() => {
  for (const f of cleanup.splice(0)) f();
});

/** The real match screen of a stored match. */
function screenOf(id: string): Promise<ParleyMatchScreen> {
  return fixture<ParleyMatchScreen>(
    html`<parley-match-screen
      .matchId=${id}
      .settings=${settings}
      .plan=${plan}
    ></parley-match-screen>`,
  );
}

/** The screen's controller (private to the screen; the test reads it). */
function controllerOf(screen: ParleyMatchScreen): MatchController | null {
  return (screen as unknown as { c: MatchController | null }).c;
}

function lengthOf(s: MatchSession | undefined): number {
  return s?.matchFile().messages.length ?? 0;
}

/**
 * A bound friend match: the host's record stored here and its real match screen; the guest's
 * record in memory, its transport (answering challenges) and its session on a memory store.
 */
async function boundMatch() {
  // A bound friend match: the host's record stored here, the guest's kept in memory.
  const hosted = newHostRecord(GAME, GAME.testing.quickOptions, 'Ana');
  const guestKeys = newSeatKeys();
  const header = makeHeader(hosted.id, GAME, GAME.testing.quickOptions, {
    A: { name: 'Ana', publicKey: publicKeyHex(hosted.seats.A!) },
    B: { name: 'Bo', publicKey: publicKeyHex(guestKeys) },
  });
  const names = { A: 'Ana', B: 'Bo' };
  const host: MatchRecord = { ...hosted, header, names };
  const guest: MatchRecord = {
    ...hosted,
    header,
    names,
    seats: { B: guestKeys },
    net: { ...hosted.net!, role: 'guest' },
  };
  await saveRecord(host);
  const hostPeerId = host.net!.hostPeerId;
  const secretKey = fromHex(guestKeys.secretKey, 32);

  const screen = await screenOf(host.id);
  const g: PeerTransport = createGuestTransport({
    hostPeerId,
    signaling: server,
    iceServers: [],
  });
  cleanup.push(() => g.close());
  cleanup.push(answerChallenges(g, { secretKey, hostPeerId, matchId: host.id }));
  const openGuest = (r: MatchRecord) =>
    Session.open({
      game: GAME.lockstep,
      header: r.header!,
      seat: 'B',
      secretKey,
      secrets: secretsOf(r, 'B'),
      store: new MemoryStore(),
    });
  const old = await openGuest(guest);
  old.attach(g);
  await waitUntil(() => screen.getAttribute('data-link') === 'open', 'linked', T);

  return { host, guest, screen, g, old, openGuest, hostPeerId, secretKey };
}

describe('a friend rematch over the same connection', () => {
  it('the guest offers, the host accepts on its end screen; both play the new match, which resumes after a reload', async () => {
    const m = await boundMatch();
    const { host, guest, g, old, openGuest } = m;
    let screen = m.screen;
    // The host concedes: the match is over on both sides.
    await waitUntil(() => controllerOf(screen)?.sessions.A?.canAct() ?? false, 'host may act', T);
    await controllerOf(screen)!.concede('A');
    await waitUntil(() => old.finished, 'the guest sees the end', T);
    await waitUntil(() => deep(screen, '[data-testid="match-end"]'), 'the end screen', T);

    // The guest offers a rematch on the same connection.
    const saved: MatchRecord[] = [];
    const desk = new RematchDesk({
      record: () => guest,
      game: GAME,
      transport: g,
      ended: () => old.finished,
      save: async (r) => {
        saved.push(r);
      },
    });
    cleanup.push(() => desk.stop());
    await desk.offer();
    const offer = () => deep(screen, '[data-testid="rematch-offer"]');
    await waitUntil(() => offer()?.getAttribute('data-status') === 'incoming', 'the offer', T);
    expect(offer()!.textContent).to.contain('Bo offers a rematch.');
    expect(deep(screen, '[data-testid="rematch-decline"]')).to.not.equal(null);
    (deep(screen, '[data-testid="rematch-accept"]') as HTMLButtonElement).click();

    // Both sides store the new match; the host's screen moves to it.
    await waitUntil(() => desk.status === 'started', 'the guest is welcomed', T);
    const next = saved[0]!;
    expect(next.id).to.not.equal(host.id);
    await waitUntil(
      () => location.hash === `#/match/${next.id}`,
      'the host opens the new match',
      T,
    );
    const stored = (await loadRecord(next.id))!;
    expect(stored.header).to.deep.equal(next.header);
    expect(stored.net).to.deep.equal(host.net);
    expect((await loadRecord(host.id))!.outcome?.winner).to.equal('B');

    // As the shell does: the old screen goes, the new match's screen comes (same transport).
    screen.remove();
    old.close();
    screen = await screenOf(next.id);
    const fresh = await openGuest(next);
    fresh.attach(g);
    const bot = randomDriver(GAME)(secretsOf(next, 'B'));
    const rng = seededRng(3);
    /** Plays the guest's and the host's moves until the host's transcript holds `n` messages. */
    const playUntil = async (n: number): Promise<void> => {
      await waitUntil(
        async () => {
          const c = controllerOf(screen);
          const mine = c?.sessions.A;
          if (fresh.canAct()) await fresh.act(bot.decide(fresh.state, rng));
          // The host's decisions (its owed moves the controller makes by itself).
          if (c && mine && !c.isBusy('A') && c.needsPerson('A')) {
            const botA = randomDriver(GAME)(secretsOf(c.record, 'A'));
            await mine.act(botA.decide(mine.state, rng)).catch(() => undefined);
          }
          return lengthOf(mine) >= n && lengthOf(fresh) >= n;
        },
        `both seats hold ${n} messages`,
        { timeout: 30_000, interval: 100 },
      );
    };
    await playUntil(2);
    const c = controllerOf(screen)!;
    expect(c.record.header).to.deep.equal(fresh.matchFile().header);
    const k = Math.min(lengthOf(c.sessions.A), lengthOf(fresh));
    expect(JSON.stringify(c.sessions.A!.matchFile().messages.slice(0, k))).to.equal(
      JSON.stringify(fresh.matchFile().messages.slice(0, k)),
    );

    // A reload of the host: the stored new match resumes from IndexedDB and goes on.
    const before = lengthOf(c.sessions.A);
    screen.remove();
    // The closed page's tab lock goes with it (src/app/guard.ts): wait until it has.
    await waitUntil(
      async () => !(await navigator.locks.query()).held?.some((l) => l.name?.includes(next.id)),
      'the tab lock is released',
      T,
    );
    screen = await screenOf(next.id);
    await waitUntil(() => controllerOf(screen)?.sessions.A, 'the new match reopens', T);
    expect(lengthOf(controllerOf(screen)!.sessions.A)).to.be.at.least(before);
    await playUntil(before + 2);
    expect(controllerOf(screen)!.sessions.A!.stopped).to.equal(null);
    expect(fresh.stopped).to.equal(null);
    screen.remove();
    fresh.close();
    await deleteRecord(next.id);
    await deleteRecord(host.id);
    history.replaceState(null, '', '#/');
  });

  it('refuses an offer before the end and one naming another match, with words; a declined offer starts nothing', async () => {
    const { host, guest, screen, g, old } = await boundMatch();
    const signedOffer = (matchId: string) =>
      offerFrame(
        { matchId, from: 'B', game: host.game, options: host.options, n: 'ab'.repeat(16) },
        fromHex(guest.seats.B!.secretKey, 32),
      );
    // Before the end: refused, the status line says so, the match goes on.
    await waitUntil(() => controllerOf(screen)?.sessions.A?.canAct() ?? false, 'host may act', T);
    g.send(await signedOffer(host.id));
    const moveError = () => deep(screen, '[data-testid="move-error"]')?.textContent ?? '';
    await waitUntil(() => moveError().includes('not over yet'), 'the refusal is shown', T);
    expect(moveError()).to.contain('Refused a rematch message');
    expect(deep(screen, '[data-testid="table"]')).to.not.equal(null);

    await controllerOf(screen)!.concede('A');
    await waitUntil(() => old.finished, 'the guest sees the end', T);
    await waitUntil(() => deep(screen, '[data-testid="match-end"]'), 'the end screen', T);

    // An offer naming another match: refused on the end screen, nothing offered.
    g.send(await signedOffer(`m${'cd'.repeat(16)}`));
    const problem = () => deep(screen, '[data-testid="rematch-problem"]')?.textContent ?? '';
    await waitUntil(() => problem().includes('names another match'), 'the refusal is shown', T);
    expect(deep(screen, '[data-testid="rematch-accept"]')).to.equal(null);

    // A proper offer, declined on the end screen: both say so, nothing is stored.
    const desk = new RematchDesk({
      record: () => guest,
      game: GAME,
      transport: g,
      ended: () => old.finished,
      save: () => Promise.reject(new Error('nothing may be stored')),
    });
    cleanup.push(() => desk.stop());
    await desk.offer();
    const offer = () => deep(screen, '[data-testid="rematch-offer"]');
    await waitUntil(() => offer()?.getAttribute('data-status') === 'incoming', 'the offer', T);
    const before = (await listRecords()).records.length;
    (deep(screen, '[data-testid="rematch-decline"]') as HTMLButtonElement).click();
    await waitUntil(() => desk.status === 'declined', 'the guest hears the decline', T);
    expect(desk.view.words).to.equal('Ana declined the rematch.');
    await waitUntil(() => offer()?.getAttribute('data-status') === 'declined', 'the host too', T);
    expect(offer()!.textContent).to.contain('You declined the rematch.');
    expect(deep(screen, '[data-testid="match-end"]')).to.not.equal(null);
    expect((await listRecords()).records.length).to.equal(before);
    expect(location.hash).to.not.contain('#/match/');
    screen.remove();
    old.close();
    await deleteRecord(host.id);
  });
});
