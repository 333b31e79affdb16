/**
 * The friend-match handshake in Chromium (src/app/match/net.ts, ./handshake.ts; requirement "Version
 * skew" and the share link's fingerprint), over real WebRTC through the PeerServer that
 * web-test-runner.config.js starts on 127.0.0.1 (`GET /peer-config`), with no ICE servers.
 *
 * - Guest side: the real joining screen (`parley-join-screen`) dials a hand-written host that
 *   answers with a bad header or a refusal. Every refusal path shows its message on the screen, and
 *   no match record is stored (nor any transcript entry under that match id).
 * - Host side: the real match screen of a hosted match (its lobby) gets joins from a hand-written
 *   guest: another app version (or an old join frame without versions) is refused with code
 *   `version-skew`, the lobby says so, and nothing is bound; a proper join then gets the header.
 * - Admission (src/app/match/admission.ts) as the real host wires it: once the guest is bound, a
 *   stranger's connection is challenged and refused; the guest under a new peer id gets back in.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import {
  createGuestTransport,
  createHostTransport,
  randomPeerId,
  type PeerTransport,
} from '../../protocol/transport/peerjs.ts';
import {
  PROTOCOL_VERSION,
  generateKeyPair,
  keyFingerprint,
  publicKeyOf,
  toHex,
  type Header,
} from '../../protocol/index.ts';
import type { Settings, SignalingSettings } from '../../components/events.ts';
import { DEFAULT_SETTINGS } from '../../components/parley-settings.ts';
import '../../src/app/screens/join-screen.ts';
import '../../src/app/screens/match-screen.ts';
import type { ParleyJoinScreen } from '../../src/app/screens/join-screen.ts';
import type { ParleyMatchScreen } from '../../src/app/screens/match-screen.ts';
import { deleteRecord, listRecords, loadRecord, saveRecord } from '../../src/app/records.ts';
import { loadEntries } from '../../src/app/store-idb.ts';
import { newHostRecord } from '../../src/app/match/setup.ts';
import {
  joinFrame,
  localVersions as ourVersions,
  readJoin,
} from '../../src/app/match/handshake.ts';
import { answerChallenges } from '../../src/app/match/admission.ts';
import { requireGame } from '../../src/games/index.ts';
import { acceptFrame, guestHandshake } from '../../src/app/match/binding.ts';
import type { SignalingPlan } from '../../src/app/signaling.ts';
import { deep } from './deep.ts';

async function localSignaling(): Promise<SignalingSettings> {
  const body = (await (await fetch('/peer-config')).json()) as Record<string, unknown>;
  const { host, port, path } = body;
  if (typeof host !== 'string' || typeof port !== 'number' || typeof path !== 'string') {
    throw new Error('bad /peer-config');
  }
  return { host, port, path, secure: false };
}

const open: PeerTransport[] = [];
let server: SignalingSettings;
let settings: Settings;
let plan: SignalingPlan;

before(async () => {
  server = await localSignaling();
  settings = { ...DEFAULT_SETTINGS, name: 'Guest', signaling: server, iceServers: [] };
  plan = { kind: 'configured', server };
});

afterEach(() => {
  for (const t of open.splice(0)) t.close();
});

const OPTIONS = { bestOf: 1, mode: 'preconstructed' } as const;
const PARAGONS = requireGame('paragons');
const gameRef = (o: unknown) => PARAGONS.options.gameRef(o);
const localVersions = () => ourVersions(PARAGONS);
const hostKeys = generateKeyPair();
const hostPk = toHex(hostKeys.publicKey);
const otherPk = toHex(generateKeyPair().publicKey);

/** A proper header between the host key and the guest's key `guestPk`. */
function goodHeader(matchId: string, guestPk: string): Record<string, unknown> {
  return {
    matchId,
    protocolVersion: PROTOCOL_VERSION,
    game: gameRef(OPTIONS),
    players: [
      { seat: 'A', name: 'Host', publicKey: hostPk },
      { seat: 'B', name: 'Guest', publicKey: guestPk },
    ],
  };
}

/**
 * A hand-written host: registers, and answers the first join it hears with `answer(guestPk,
 * matchId)` (a whole frame object), resending it on every join; it welcomes any acceptance.
 */
async function fakeHost(answer: (guestPk: string, matchId: string) => object) {
  const hostPeerId = randomPeerId();
  const matchId = `m${toHex(crypto.getRandomValues(new Uint8Array(16)))}`;
  const t = createHostTransport({ peerId: hostPeerId, signaling: server, iceServers: [] });
  open.push(t);
  const joins: Record<string, unknown>[] = [];
  const accepts: Record<string, unknown>[] = [];
  t.onFrame((text) => {
    const f = JSON.parse(text) as Record<string, unknown>;
    if (f.t === 'parley-accept') {
      accepts.push(f);
      t.send(JSON.stringify({ t: 'parley-welcome', v: 1, matchId }));
    }
    if (f.t !== 'parley-join') return;
    joins.push(f);
    t.send(JSON.stringify(answer(String(f.publicKey), matchId)));
  });
  await t.ready();
  return { hostPeerId, matchId, joins, accepts };
}

/** The real joining screen for a share link to `hostPeerId` with `fingerprint`. */
function joinScreen(hostPeerId: string, fingerprint: string): Promise<ParleyJoinScreen> {
  return fixture<ParleyJoinScreen>(
    html`<parley-join-screen
      .hostPeerId=${hostPeerId}
      .fingerprint=${fingerprint}
      .settings=${settings}
      .plan=${plan}
    ></parley-join-screen>`,
  );
}

/** The joining screen for a link; resolves with its error text and code once it shows one. */
async function joinAndFail(hostPeerId: string, fingerprint: string) {
  const el = await joinScreen(hostPeerId, fingerprint);
  await waitUntil(() => deep(el, '[data-testid="join-error"]'), 'an error is shown', {
    timeout: 20_000,
  });
  const p = deep(el, '[data-testid="join-error"]')!;
  const alert = deep(el, '[role="alert"]');
  expect(alert).to.not.equal(null);
  const result = { text: p.textContent ?? '', code: p.getAttribute('data-code') };
  el.remove();
  return result;
}

async function nothingStored(matchId: string, hostPeerId: string): Promise<void> {
  expect(await loadRecord(matchId)).to.equal(null);
  const { records } = await listRecords();
  expect(records.some((r) => r.id === matchId || r.net?.hostPeerId === hostPeerId)).to.equal(false);
  expect(await loadEntries(matchId, 'B')).to.deep.equal([]);
}

/** What the host's lobby says about guests in the middle of joining. */
function joiningText(screen: Element): string {
  return deep(screen, '[data-testid="lobby-joining"]')?.textContent ?? '';
}

/** A new hosted match, saved, and the real match screen showing its lobby. */
async function hostLobby() {
  const record = newHostRecord(PARAGONS, OPTIONS, 'Host');
  await saveRecord(record);
  const screen = await fixture<ParleyMatchScreen>(
    html`<parley-match-screen
      .matchId=${record.id}
      .settings=${{ ...settings, name: 'Host' }}
      .plan=${plan}
    ></parley-match-screen>`,
  );
  return { record, screen };
}

type Case = {
  readonly name: string;
  readonly code: string;
  readonly words: readonly string[];
  readonly answer: (guestPk: string, matchId: string) => object;
  /** The link's fingerprint; default the host key's. */
  readonly fingerprint?: string;
};

const header = (h: Record<string, unknown>) => ({ t: 'parley-header', header: h });
const withGame = (patch: Record<string, unknown>) => (pk: string, id: string) => {
  const h = goodHeader(id, pk);
  return header({ ...h, game: { ...(h.game as object), ...patch } });
};
/** A proper header but for its players, `players(guestPk)`. */
const withPlayers = (players: (pk: string) => object[]) => (pk: string, id: string) =>
  header({ ...goodHeader(id, pk), players: players(pk) });

const CASES: readonly Case[] = [
  {
    name: 'a host key that does not match the link’s fingerprint',
    code: 'wrong-fingerprint',
    words: ['does not match the link’s fingerprint'],
    answer: (pk, id) => header(goodHeader(id, pk)),
    fingerprint: keyFingerprint(generateKeyPair().publicKey),
  },
  {
    name: 'seat A and B swapped (the guest’s key in seat A)',
    code: 'wrong-fingerprint',
    words: ['does not match the link’s fingerprint'],
    answer: withPlayers((pk) => [
      { seat: 'A', name: 'Guest', publicKey: pk },
      { seat: 'B', name: 'Host', publicKey: hostPk },
    ]),
  },
  {
    name: 'another key in seat B',
    code: 'wrong-seat-key',
    words: ['another key in your seat'],
    answer: (_pk, id) => header(goodHeader(id, otherPk)),
  },
  {
    name: 'unknown seats',
    code: 'unknown-seats',
    words: ['unknown seats'],
    answer: withPlayers((pk) => [
      { seat: 'A', name: 'Host', publicKey: hostPk },
      { seat: 'C', name: 'Guest', publicKey: pk },
    ]),
  },
  {
    name: 'a malformed header (a bad public key)',
    code: 'malformed-header',
    words: ['not acceptable', 'malformed'],
    answer: withPlayers(() => [
      { seat: 'A', name: 'Host', publicKey: hostPk },
      { seat: 'B', name: 'Guest', publicKey: 'zz' },
    ]),
  },
  {
    name: 'a header that is not an object',
    code: 'malformed-header',
    words: ['malformed'],
    answer: () => ({ t: 'parley-header', header: 'nonsense' }),
  },
  {
    name: 'another protocol version',
    code: 'version-skew',
    words: ['different version', 'protocol parley/v9, yours parley/v1'],
    answer: (pk, id) => header({ ...goodHeader(id, pk), protocolVersion: 'parley/v9' }),
  },
  {
    name: 'another game',
    code: 'version-skew',
    words: ['different version', 'game chess, yours paragons'],
    answer: withGame({ id: 'chess/standard/bo1' }),
  },
  {
    name: 'another rules version',
    code: 'version-skew',
    words: ['different version', `rules 9.9.9, yours ${localVersions().rulesVersion}`],
    answer: withGame({ rulesVersion: '9.9.9' }),
  },
  {
    name: 'another card set',
    code: 'version-skew',
    words: ['different version', 'card set'],
    answer: withGame({ cardSetHash: 'ab'.repeat(32) }),
  },
  {
    name: 'a game mode this app does not know',
    code: 'version-skew',
    words: ['different version', 'does not know'],
    answer: withGame({ id: 'paragons/sealed/bo5' }),
  },
  {
    name: 'the host’s version-skew refusal',
    code: 'version-skew',
    words: ['different version', 'rules 0.0.1, yours'],
    answer: () => ({
      t: 'parley-refuse',
      code: 'version-skew',
      reason: 'x',
      versions: { ...localVersions(), rulesVersion: '0.0.1' },
    }),
  },
];

describe('the guest refuses a bad header, says why, and stores nothing', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const host = await fakeHost(c.answer);
      const fp = c.fingerprint ?? keyFingerprint(hostKeys.publicKey);
      const { text, code } = await joinAndFail(host.hostPeerId, fp);
      expect(code).to.equal(c.code);
      for (const w of c.words) expect(text).to.contain(w);
      // The guest said who it is and which versions it runs, and accepted nothing.
      const join = host.joins[0]!;
      expect(join.v).to.equal(3);
      expect(join.versions).to.deep.equal(localVersions());
      expect(host.accepts).to.deep.equal([]);
      await nothingStored(host.matchId, host.hostPeerId);
    });
  }

  it('accepts a proper header and stores the record (the same fake host, a good answer)', async () => {
    const host = await fakeHost((pk, id) => header(goodHeader(id, pk)));
    const el = await joinScreen(host.hostPeerId, keyFingerprint(hostKeys.publicKey));
    await waitUntil(async () => (await loadRecord(host.matchId)) !== null, 'record stored', {
      timeout: 20_000,
    });
    const record = (await loadRecord(host.matchId))!;
    expect(record.net?.role).to.equal('guest');
    expect(record.header?.players[0]?.publicKey).to.equal(hostPk);
    // Stored only after it signed its acceptance and the host welcomed it.
    expect(host.accepts[0]).to.include({ t: 'parley-accept', v: 1, matchId: host.matchId });
    el.remove();
    await deleteRecord(host.matchId);
    history.replaceState(null, '', '#/');
  });
});

describe('the host refuses another app version and its lobby says so', () => {
  it('refuses a join from another rules version and an old join frame; then binds a proper join', async () => {
    const { record, screen } = await hostLobby();
    const lobby = () => deep(screen, '[data-testid="lobby"]');
    await waitUntil(() => lobby()?.getAttribute('data-status') === 'waiting', 'lobby waits', {
      timeout: 20_000,
    });
    const g = createGuestTransport({
      hostPeerId: record.net!.hostPeerId,
      signaling: server,
      iceServers: [],
    });
    open.push(g);
    const frames: Record<string, unknown>[] = [];
    g.onFrame((text) => frames.push(JSON.parse(text) as Record<string, unknown>));
    await waitUntil(() => g.status === 'open', 'guest connected', { timeout: 20_000 });
    const guestKeys = generateKeyPair();
    const guestPk = toHex(guestKeys.publicKey);
    const problem = () => deep(screen, '[data-testid="lobby-problem"]')?.textContent ?? '';

    const newer = { ...localVersions(), rulesVersion: '9.9.9' };
    g.send(
      JSON.stringify({ t: 'parley-join', v: 3, name: 'G', publicKey: guestPk, versions: newer }),
    );
    await waitUntil(() => frames.length >= 1, 'an answer', { timeout: 20_000 });
    expect(frames[0]).to.include({ t: 'parley-refuse', code: 'version-skew' });
    expect(frames[0]!.versions).to.deep.equal(localVersions());
    await waitUntil(() => problem().includes('different version'), 'lobby says so');
    expect(problem()).to.contain(`rules 9.9.9, yours ${localVersions().rulesVersion}`);
    expect(deep(screen, '[data-testid="lobby-problem"]')!.getAttribute('role')).to.equal('alert');

    g.send(JSON.stringify({ t: 'parley-join', v: 1, name: 'Old', publicKey: guestPk }));
    await waitUntil(() => frames.length >= 2, 'a second answer', { timeout: 20_000 });
    expect(frames[1]).to.include({ t: 'parley-refuse', code: 'version-skew' });
    expect(String(frames[1]!.reason)).to.contain('different version');
    await waitUntil(() => problem().includes('older version'), 'lobby names the old app');
    expect((await loadRecord(record.id))!.header).to.equal(null);

    // A join of this very version gets the header with the guest in seat B — a proposal: the
    // lobby shows the guest joining, nothing is stored until the guest accepts it.
    const good = JSON.parse(
      JSON.stringify({
        t: 'parley-join',
        v: 3,
        name: 'G',
        publicKey: guestPk,
        versions: localVersions(),
      }),
    ) as Record<string, unknown>;
    expect(readJoin(good, localVersions())).to.deep.equal({
      kind: 'join',
      name: 'G',
      publicKey: guestPk,
    });
    g.send(JSON.stringify(good));
    await waitUntil(() => frames.some((f) => f.t === 'parley-header'), 'the header', {
      timeout: 20_000,
    });
    const proposal = frames.find((f) => f.t === 'parley-header')!.header as Header;
    expect(proposal.players[1]!.publicKey).to.equal(guestPk);
    await waitUntil(() => joiningText(screen).includes('G is joining'), 'lobby shows G joining');
    expect((await loadRecord(record.id))!.header).to.equal(null);
    g.send(await acceptFrame(proposal, record.net!.hostPeerId, guestKeys.secretKey));
    await waitUntil(() => frames.some((f) => f.t === 'parley-welcome'), 'the welcome', {
      timeout: 20_000,
    });
    const stored = await loadRecord(record.id);
    expect(stored!.header!.players[1]!.publicKey).to.equal(guestPk);
    screen.remove();
    await deleteRecord(record.id);
  });
});

describe('the host admits only the bound guest once the header exists', () => {
  it('a stranger’s connection is challenged and told the match is full; the guest under a new peer id gets back in', async () => {
    const { record, screen } = await hostLobby();
    const hostPeerId = record.net!.hostPeerId;
    const fingerprint = record.net!.fingerprint;
    const guestKeys = generateKeyPair();
    const strangerKeys = generateKeyPair();
    /** A guest link running the app's guest handshake with `key`; logs the frames it gets. */
    const dial = (key: Uint8Array, name: string) => {
      const t = createGuestTransport({ hostPeerId, signaling: server, iceServers: [] });
      open.push(t);
      answerChallenges(t, { secretKey: key, hostPeerId });
      const frames: Record<string, unknown>[] = [];
      t.onFrame((text) => frames.push(JSON.parse(text) as Record<string, unknown>));
      const publicKey = toHex(publicKeyOf(key));
      const shake = guestHandshake(t, {
        name,
        publicKey,
        secretKey: key,
        hostPeerId,
        fingerprint,
        game: PARAGONS,
        resendMs: 300,
      });
      const outcome = shake.done.then(
        () => 'welcome',
        (e: unknown) => (e as { code?: string }).code ?? String(e),
      );
      return { t, frames, outcome };
    };
    const has = (frames: Record<string, unknown>[], type: string) =>
      frames.some((f) => f.t === type);
    const link = () => screen.getAttribute('data-link');

    // The lobby: the first guest accepts the header and is bound, with no challenge.
    const first = dial(guestKeys.secretKey, 'G');
    expect(await first.outcome).to.equal('welcome');
    expect(has(first.frames, 'parley-challenge')).to.equal(false);
    await waitUntil(() => link() === 'open', 'the match is linked', { timeout: 20_000 });

    // A stranger with the link: challenged, cannot prove, told the match is full, never let in.
    const stranger = dial(strangerKeys.secretKey, 'Eve');
    expect(await stranger.outcome).to.equal('match-full');
    expect(has(stranger.frames, 'parley-challenge')).to.equal(true);
    expect(
      has(stranger.frames, 'parley-header') || has(stranger.frames, 'parley-welcome'),
    ).to.equal(false);
    stranger.t.close();
    expect(link()).to.equal('open');

    // The guest reloads: its old link goes, a new one (new peer id, same key) proves itself and
    // finishes joining on the match's link.
    first.t.close();
    const again = dial(guestKeys.secretKey, 'G');
    expect(await again.outcome).to.equal('welcome');
    expect(has(again.frames, 'parley-challenge')).to.equal(true);
    expect(again.t.peerId).to.not.equal(first.t.peerId);
    screen.remove();
    await deleteRecord(record.id);
  });
});

describe('the host binds a guest only once it accepted the header', () => {
  it('a wrong-fingerprint open binds nothing, the lobby says who left; the right link then binds', async () => {
    const { record, screen } = await hostLobby();
    const hostPeerId = record.net!.hostPeerId;
    const problem = () => deep(screen, '[data-testid="lobby-problem"]')?.textContent ?? '';
    /** The app's guest handshake for a link with `fingerprint`, closed when it fails. */
    const open1 = (fingerprint: string, name: string) => {
      const key = generateKeyPair();
      const t = createGuestTransport({ hostPeerId, signaling: server, iceServers: [] });
      open.push(t);
      answerChallenges(t, { secretKey: key.secretKey, hostPeerId });
      const shake = guestHandshake(t, {
        name,
        publicKey: toHex(key.publicKey),
        secretKey: key.secretKey,
        hostPeerId,
        fingerprint,
        game: PARAGONS,
      });
      return shake.done.then(
        (h) => h,
        (e: unknown) => {
          t.close();
          return (e as { code?: string }).code ?? String(e);
        },
      );
    };

    const wrong = keyFingerprint(generateKeyPair().publicKey);
    expect(await open1(wrong, 'Ana')).to.equal('wrong-fingerprint');
    await waitUntil(() => problem().includes('Ana did not join'), 'the lobby says Ana left', {
      timeout: 20_000,
    });
    expect(problem()).to.contain('The seat is still free');
    expect((await loadRecord(record.id))!.header).to.equal(null);

    const header = await open1(record.net!.fingerprint, 'Ana');
    expect(typeof header).to.equal('object');
    await waitUntil(async () => (await loadRecord(record.id))!.header !== null, 'bound', {
      timeout: 20_000,
    });
    expect((await loadRecord(record.id))!.header).to.deep.equal(header);
    await waitUntil(() => screen.getAttribute('data-link') === 'open', 'linked', {
      timeout: 20_000,
    });
    screen.remove();
    await deleteRecord(record.id);
  });

  it('a guest that goes away after it got the header frees the seat; the lobby showed its name', async () => {
    const { record, screen } = await hostLobby();
    const hostPeerId = record.net!.hostPeerId;
    const g = createGuestTransport({ hostPeerId, signaling: server, iceServers: [] });
    open.push(g);
    const frames: Record<string, unknown>[] = [];
    g.onFrame((text) => frames.push(JSON.parse(text) as Record<string, unknown>));
    await waitUntil(() => g.status === 'open', 'guest connected', { timeout: 20_000 });
    g.send(joinFrame('Vic', toHex(generateKeyPair().publicKey), localVersions()));
    await waitUntil(() => frames.some((f) => f.t === 'parley-header'), 'the proposal', {
      timeout: 20_000,
    });
    await waitUntil(() => joiningText(screen).includes('Vic is joining'), 'Vic joining');
    const lobby = deep(screen, '[data-testid="lobby"]')!;
    expect(lobby.getAttribute('data-status')).to.equal('connecting');
    g.close();
    await waitUntil(() => joiningText(screen) === '', 'Vic gone', { timeout: 20_000 });
    const problem = deep(screen, '[data-testid="lobby-problem"]')?.textContent ?? '';
    expect(problem).to.contain('Vic did not join');
    expect((await loadRecord(record.id))!.header).to.equal(null);
    expect(lobby.getAttribute('data-status')).to.equal('waiting');
    screen.remove();
    await deleteRecord(record.id);
  });
});

describe('the joining screen never hangs', () => {
  it('says a finished match is finished', async () => {
    const host = await fakeHost(() => ({
      t: 'parley-refuse',
      code: 'match-over',
      reason: 'This match is finished. Ask your friend for a new link to play again.',
      versions: localVersions(),
    }));
    const { text, code } = await joinAndFail(host.hostPeerId, keyFingerprint(hostKeys.publicKey));
    expect(code).to.equal('match-over');
    expect(text).to.contain('finished');
  });

  it('with nobody answering for the link, stops with a message instead of "Connecting" forever', async () => {
    const el = await fixture<ParleyJoinScreen>(
      html`<parley-join-screen
        .hostPeerId=${randomPeerId()}
        .fingerprint=${keyFingerprint(hostKeys.publicKey)}
        .settings=${settings}
        .plan=${plan}
        .answerTimeoutMs=${1500}
      ></parley-join-screen>`,
    );
    await waitUntil(() => deep(el, '[data-testid="join-error"]'), 'an error is shown', {
      timeout: 20_000,
    });
    const p = deep(el, '[data-testid="join-error"]')!;
    expect(p.getAttribute('data-code')).to.equal('no-answer');
    expect(p.textContent).to.contain('may be offline');
    expect(p.textContent).to.contain('may be finished');
    expect(deep(el, '[data-testid="join-retry"]')).to.not.equal(null);
    // Trying again starts over (and, with still nobody there, ends the same way).
    (deep(el, '[data-testid="join-retry"]') as HTMLButtonElement).click();
    await waitUntil(() => !deep(el, '[data-testid="join-error"]'), 'joining again');
    await waitUntil(() => deep(el, '[data-testid="join-error"]'), 'the same answer', {
      timeout: 20_000,
    });
    el.remove();
  });
});
