/**
 * Binding the guest of a friend match (src/app/match/binding.ts) on fake admission links: the host
 * binds a guest only on its signed acceptance of the proposed header; a guest that refuses the
 * header or goes away before that frees the seat (and the lobby hears its name); of two guests the
 * first to accept is bound and the other told the match is full; a guest on another version is
 * refused; once bound, the match's own link answers the bound guest again and refuses anyone else.
 * The same over real WebRTC: binding.node.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { generateKeyPair, sign } from '../../protocol/ed25519.ts';
import { PROTOCOL_VERSION, headerHash, toHex, type Header } from '../../protocol/index.ts';
import type { AdmissionLink } from '../../protocol/transport/admission.ts';
import {
  ACCEPT_PREFIX,
  acceptBytes,
  acceptFrame,
  answerBound,
  lobbyAdmission,
  type LobbyOptions,
} from '../../src/app/match/binding.ts';
import { checkHostHeader, joinFrame, localVersions } from '../../src/app/match/handshake.ts';
import { keyFingerprint } from '../../protocol/index.ts';
import { gameRef } from '../../src/games/paragons/session/adapter.ts';

const HOST_ID = 'parley-0123456789abcdef0123';
const MATCH_ID = 'm0123456789abcdef0123456789abcdef';
const hostKeys = generateKeyPair();
const hostPk = toHex(hostKeys.publicKey);

function headerFor(guest: { name: string; publicKey: string }): Header {
  return {
    matchId: MATCH_ID,
    protocolVersion: PROTOCOL_VERSION,
    game: gameRef({ bestOf: 1, mode: 'preconstructed' }),
    players: [
      { seat: 'A', name: 'Host', publicKey: hostPk },
      { seat: 'B', ...guest },
    ],
  };
}

/** A fake admission link: what the host sends on it, and the guest's frames pushed by the test. */
function fakeLink() {
  const sent: Record<string, unknown>[] = [];
  const handlers = new Set<(f: string) => void>();
  const abort = new AbortController();
  const link: AdmissionLink = {
    remotePeerId: 'someone',
    signal: abort.signal,
    send: (f) => sent.push(JSON.parse(f) as Record<string, unknown>),
    onFrame: (h) => {
      handlers.add(h);
      return () => handlers.delete(h);
    },
  };
  return {
    link,
    sent,
    vanish: () => abort.abort(),
    push: (f: string) => {
      for (const h of [...handlers]) h(f);
    },
    last: (t: string) => [...sent].reverse().find((f) => f.t === t),
  };
}

/** A lobby over a fake match: what it bound, and what the lobby screen was told. */
function lobby(extra: Partial<LobbyOptions> = {}) {
  const state = {
    header: null as Header | null,
    binds: 0,
    joining: [] as (readonly string[])[],
    left: [] as string[],
    skew: [] as string[],
    over: false,
  };
  const options: LobbyOptions = {
    hostPeerId: HOST_ID,
    bound: () => state.header,
    finished: () => state.over,
    propose: (g) => headerFor(g),
    bind: async (h) => {
      state.binds++;
      await new Promise((r) => setTimeout(r, 5));
      state.header = h;
    },
    onJoining: (names) => state.joining.push(names),
    onLeft: (name) => state.left.push(name),
    onSkew: (m) => state.skew.push(m),
    refuseGraceMs: 10,
    ...extra,
  };
  return { state, options, admit: lobbyAdmission(options) };
}

/** A guest: its keys and the frames the real guest code sends. */
function guest(name: string) {
  const keys = generateKeyPair();
  const publicKey = toHex(keys.publicKey);
  return {
    keys,
    publicKey,
    join: joinFrame(name, publicKey),
    accept: (h: Header) => acceptFrame(h, HOST_ID, keys.secretKey),
  };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
}

describe('lobby binding', () => {
  it('proposes the header, binds only on the signed acceptance, then welcomes', async () => {
    const { state, admit } = lobby();
    const ana = guest('Ana');
    const l = fakeLink();
    const decision = admit(l.link);
    l.push(ana.join);
    const proposal = l.last('parley-header')!.header as Header;
    // The real guest's checks pass: the host's key has the link's fingerprint.
    const checked = checkHostHeader(proposal, keyFingerprint(hostKeys.publicKey), ana.publicKey);
    expect(state.header).toBe(null);
    expect(state.joining.at(-1)).toEqual(['Ana']);
    // The join again (resent) changes nothing; still nothing bound.
    l.push(ana.join);
    await settle();
    expect(state.binds).toBe(0);
    l.push(await ana.accept(checked));
    expect(await decision).toBe(true);
    expect(state.binds).toBe(1);
    expect(state.header?.players[1]?.publicKey).toBe(ana.publicKey);
    expect(l.last('parley-welcome')).toEqual({ t: 'parley-welcome', v: 1, matchId: MATCH_ID });
    expect(state.joining.at(-1)).toEqual([]);
    expect(state.left).toEqual([]);
  });

  it('a guest that refuses the header (a wrong-fingerprint link) frees the seat for the next', async () => {
    const { state, admit } = lobby();
    const wrong = guest('Ana');
    const first = fakeLink();
    const one = admit(first.link);
    first.push(wrong.join);
    const proposal = first.last('parley-header')!.header as Header;
    // The link the guest opened names another key: it refuses the header and closes.
    const otherFingerprint = keyFingerprint(generateKeyPair().publicKey);
    expect(() => checkHostHeader(proposal, otherFingerprint, wrong.publicKey)).toThrow(
      /fingerprint/,
    );
    first.vanish();
    expect(await one).toBe(false);
    expect(state.binds).toBe(0);
    expect(state.left).toEqual(['Ana']);

    // The right link, the same person (a new key for the new link): bound.
    const right = guest('Ana');
    const second = fakeLink();
    const two = admit(second.link);
    second.push(right.join);
    second.push(await right.accept(second.last('parley-header')!.header as Header));
    expect(await two).toBe(true);
    expect(state.header?.players[1]?.publicKey).toBe(right.publicKey);
  });

  it('a guest that vanishes mid-handshake, or signs badly, binds nothing', async () => {
    const { state, admit } = lobby();
    const g = guest('Bo');
    const a = fakeLink();
    const gone = admit(a.link);
    a.vanish();
    expect(await gone).toBe(false);

    const b = fakeLink();
    const bad = admit(b.link);
    b.push(g.join);
    const proposal = b.last('parley-header')!.header as Header;
    const mallory = generateKeyPair();
    const forged = [
      // Signed by another key than the one it joined with.
      await acceptFrame(proposal, HOST_ID, mallory.secretKey),
      // Its own key, but another header (e.g. one a man in the middle showed it).
      await g.accept({
        ...proposal,
        players: [proposal.players[0]!, { ...proposal.players[1]!, name: 'X' }],
      }),
      // Its own key and the header, but for another host.
      await acceptFrame(proposal, 'parley-another-host', g.keys.secretKey),
      // Without the prefix.
      JSON.stringify({
        t: 'parley-accept',
        v: 1,
        matchId: MATCH_ID,
        sig: toHex(
          await sign(
            new TextEncoder().encode(JSON.stringify([headerHash(proposal), HOST_ID])),
            g.keys.secretKey,
          ),
        ),
      }),
      JSON.stringify({ t: 'parley-accept', v: 1, matchId: MATCH_ID, sig: 'zz' }),
    ];
    for (const f of forged) b.push(f);
    await settle();
    expect(state.binds).toBe(0);
    b.vanish();
    expect(await bad).toBe(false);
    expect(state.header).toBe(null);
    expect(state.left).toEqual(['Bo']);
  });

  it('of two guests the first to accept is bound; the other is told the match is full', async () => {
    const { state, admit } = lobby();
    const ana = guest('Ana');
    const bo = guest('Bo');
    const la = fakeLink();
    const lb = fakeLink();
    const da = admit(la.link);
    const db = admit(lb.link);
    la.push(ana.join);
    lb.push(bo.join);
    expect(state.joining.at(-1)).toEqual(['Ana', 'Bo']);
    const [fa, fb] = await Promise.all([
      ana.accept(la.last('parley-header')!.header as Header),
      bo.accept(lb.last('parley-header')!.header as Header),
    ]);
    la.push(fa);
    lb.push(fb);
    expect(await da).toBe(true);
    expect(await db).toBe(false);
    expect(state.binds).toBe(1);
    expect(lb.last('parley-refuse')).toMatchObject({ code: 'match-full' });
    expect(lb.last('parley-welcome')).toBeUndefined();
    expect(state.left).toEqual([]);
  });

  it('refuses another version (and says so), and ignores a join with the host’s own key', async () => {
    const { state, admit } = lobby();
    const l = fakeLink();
    void admit(l.link);
    const versions = { ...localVersions(), rulesVersion: '9.9.9' };
    l.push(
      JSON.stringify({
        t: 'parley-join',
        v: 3,
        name: 'Old',
        publicKey: toHex(generateKeyPair().publicKey),
        versions,
      }),
    );
    expect(l.last('parley-refuse')).toMatchObject({ code: 'version-skew' });
    expect(state.skew[0]).toContain('rules 9.9.9');
    // An app before the acceptance step (join v2) is another version too.
    l.push(
      JSON.stringify({
        t: 'parley-join',
        v: 2,
        name: 'Old',
        publicKey: toHex(generateKeyPair().publicKey),
        versions: localVersions(),
      }),
    );
    expect(state.skew[1]).toContain('older version');
    const m = fakeLink();
    void admit(m.link);
    m.push(joinFrame('Me', hostPk));
    expect(m.sent).toEqual([]);
  });

  it('a join reaching the desk after another guest was bound is refused: full, or over', async () => {
    for (const over of [false, true]) {
      const { state, admit } = lobby();
      state.header = headerFor({ name: 'Ana', publicKey: guest('Ana').publicKey });
      state.over = over;
      const l = fakeLink();
      const decision = admit(l.link);
      l.push(guest('Eve').join);
      expect(await decision).toBe(false);
      expect(l.last('parley-refuse')).toMatchObject({ code: over ? 'match-over' : 'match-full' });
      expect(state.left).toEqual([]);
    }
  });

  it('signs with its own domain-separation prefix, over the header hash and the host id', () => {
    const h = headerFor({ name: 'Ana', publicKey: hostPk });
    expect(ACCEPT_PREFIX).toBe('parley/v1/accept\n');
    expect(new TextDecoder().decode(acceptBytes(h, HOST_ID))).toBe(
      `parley/v1/accept\n["${headerHash(h)}","${HOST_ID}"]`,
    );
  });
});

describe('the bound match’s own link', () => {
  it('gives the bound guest its header and welcome again, and refuses anyone else', async () => {
    const ana = guest('Ana');
    const header = headerFor({ name: 'Ana', publicKey: ana.publicKey });
    let over = false;
    const o = { hostPeerId: HOST_ID, bound: () => header, finished: () => over };
    const sent: Record<string, unknown>[] = [];
    const send = (f: string): number => sent.push(JSON.parse(f) as Record<string, unknown>);
    expect(await answerBound(ana.join, send, o)).toBe(true);
    expect(sent.at(-1)).toEqual({ t: 'parley-header', header });
    expect(await answerBound(await ana.accept(header), send, o)).toBe(true);
    expect(sent.at(-1)).toEqual({ t: 'parley-welcome', v: 1, matchId: MATCH_ID });
    expect(await answerBound(guest('Eve').join, send, o)).toBe(true);
    expect(sent.at(-1)).toMatchObject({ t: 'parley-refuse', code: 'match-full' });
    over = true;
    expect(await answerBound(guest('Eve').join, send, o)).toBe(true);
    expect(sent.at(-1)).toMatchObject({ t: 'parley-refuse', code: 'match-over' });
    const before = sent.length;
    expect(await answerBound(JSON.stringify({ t: 'hello', next: 0 }), send, o)).toBe(false);
    expect(sent.length).toBe(before);
  });
});
