/**
 * The app's admission challenge (src/app/match/admission.ts) without a network: the host's hook
 * against hand-made answers on a fake admission link, and the guest's answerer on a fake transport.
 * The same hook over real WebRTC: admission.node.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { generateKeyPair, sign } from '../../protocol/ed25519.ts';
import { PROTOCOL_VERSION, toHex, type Header } from '../../protocol/index.ts';
import type { AdmissionLink } from '../../protocol/transport/admission.ts';
import type { Transport, TransportStatus } from '../../protocol/transport/types.ts';
import {
  ADMIT_PREFIX,
  admissionBytes,
  answerChallenges,
  hostAdmission,
  type HostAdmissionOptions,
} from '../../src/app/match/admission.ts';
import { notYourMatch } from '../../src/app/match/binding.ts';
import { refusalOf } from '../../src/app/match/handshake.ts';

const HOST_ID = 'parley-0123456789abcdef0123';
const hostKeys = generateKeyPair();
const guestKeys = generateKeyPair();
const strangerKeys = generateKeyPair();

const header: Header = {
  matchId: 'm0123456789abcdef0123456789abcdef',
  protocolVersion: PROTOCOL_VERSION,
  game: { id: 'paragons/preconstructed/bo1', rulesVersion: '1', cardSetHash: '00'.repeat(32) },
  players: [
    { seat: 'A', name: 'Host', publicKey: toHex(hostKeys.publicKey) },
    { seat: 'B', name: 'Guest', publicKey: toHex(guestKeys.publicKey) },
  ],
};

/** A fake admission link: records what the hook sends, lets the test push frames and abort. */
function fakeLink() {
  const sent: string[] = [];
  const handlers = new Set<(f: string) => void>();
  const abort = new AbortController();
  const link: AdmissionLink = {
    remotePeerId: 'someone',
    signal: abort.signal,
    send: (f) => sent.push(f),
    onFrame: (h) => {
      handlers.add(h);
      return () => handlers.delete(h);
    },
  };
  return {
    link,
    sent,
    abort: () => abort.abort(),
    push: (f: unknown) => {
      for (const h of [...handlers]) h(typeof f === 'string' ? f : JSON.stringify(f));
    },
    handlers,
  };
}

function challengeOf(sent: string[]): { nonce: string; matchId: string } {
  const f = JSON.parse(sent[0] ?? 'null') as { t: string; nonce: string; matchId: string };
  expect(f.t).toBe('parley-challenge');
  return f;
}

async function proof(
  secretKey: Uint8Array,
  nonce: string,
  matchId = header.matchId,
  host = HOST_ID,
) {
  return toHex(await sign(admissionBytes(nonce, matchId, host), secretKey));
}

const lobbySaid: boolean[] = [];
const hook = (h: Header | null = header, extra: Partial<HostAdmissionOptions> = {}) =>
  hostAdmission({
    header: () => h,
    hostPeerId: HOST_ID,
    resendMs: 60_000,
    lobby: () => Promise.resolve(lobbySaid.shift() ?? false),
    ...extra,
  });

describe('host admission hook', () => {
  it('in the lobby (no header yet) leaves the decision to the lobby, without a challenge', async () => {
    for (const said of [true, false]) {
      const l = fakeLink();
      lobbySaid.push(said);
      expect(await hook(null)(l.link)).toBe(said);
      expect(l.sent).toEqual([]);
    }
  });

  it('tells a connection that fails the challenge why (full or over), then closes it', async () => {
    for (const [over, code] of [
      [false, 'match-full'],
      [true, 'match-over'],
    ] as const) {
      const l = fakeLink();
      const decision = hook(header, {
        refusal: () => notYourMatch(over),
        refuseGraceMs: 10,
      })(l.link);
      await Promise.resolve();
      const { nonce } = challengeOf(l.sent);
      l.push({ t: 'parley-proof', v: 1, nonce, sig: await proof(strangerKeys.secretKey, nonce) });
      expect(await decision).toBe(false);
      const last = JSON.parse(l.sent.at(-1)!) as Record<string, unknown>;
      expect(last).toMatchObject({ t: 'parley-refuse', code });
      const words = refusalOf(last);
      expect(words.code).toBe(code);
      expect(words.message).toMatch(over ? /finished/ : /already has two players/);
    }
  });

  it('admits the guest that signs the challenge with seat B’s key', async () => {
    const l = fakeLink();
    const decision = hook()(l.link);
    await Promise.resolve();
    const { nonce, matchId } = challengeOf(l.sent);
    expect(nonce).toMatch(/^[0-9a-f]{64}$/);
    expect(matchId).toBe(header.matchId);
    l.push({ t: 'hello', next: 0 }); // other frames are ignored
    l.push({ t: 'parley-proof', v: 1, nonce, sig: await proof(guestKeys.secretKey, nonce) });
    expect(await decision).toBe(true);
    expect(l.handlers.size).toBe(0);
  });

  it('refuses a signature by another key, the host’s own key included', async () => {
    for (const key of [strangerKeys.secretKey, hostKeys.secretKey]) {
      const l = fakeLink();
      const decision = hook()(l.link);
      await Promise.resolve();
      const { nonce } = challengeOf(l.sent);
      l.push({ t: 'parley-proof', v: 1, nonce, sig: await proof(key, nonce) });
      expect(await decision).toBe(false);
    }
  });

  it('refuses a guest signature bound to another match or another host, or without the prefix', async () => {
    const wrong = [
      (n: string) => proof(guestKeys.secretKey, n, 'm-another-match-0000'),
      (n: string) => proof(guestKeys.secretKey, n, header.matchId, 'parley-another-host'),
      async (n: string) =>
        toHex(
          await sign(
            new TextEncoder().encode(JSON.stringify([n, header.matchId, HOST_ID])),
            guestKeys.secretKey,
          ),
        ),
      () => Promise.resolve('zz'.repeat(64)),
    ];
    for (const make of wrong) {
      const l = fakeLink();
      const decision = hook()(l.link);
      await Promise.resolve();
      const { nonce } = challengeOf(l.sent);
      l.push({ t: 'parley-proof', v: 1, nonce, sig: await make(nonce) });
      expect(await decision).toBe(false);
    }
  });

  it('ignores a replayed proof of an earlier challenge, and gives up when the link is dropped', async () => {
    const first = fakeLink();
    const one = hook()(first.link);
    await Promise.resolve();
    const old = challengeOf(first.sent).nonce;
    const oldSig = await proof(guestKeys.secretKey, old);
    first.push({ t: 'parley-proof', v: 1, nonce: old, sig: oldSig });
    expect(await one).toBe(true);

    const second = fakeLink();
    const two = hook()(second.link);
    await Promise.resolve();
    expect(challengeOf(second.sent).nonce).not.toBe(old);
    second.push({ t: 'parley-proof', v: 1, nonce: old, sig: oldSig });
    let settled = false;
    void two.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    second.abort();
    expect(await two).toBe(false);
  });

  it('signs with a domain-separation prefix unlike the transcript’s', () => {
    expect(ADMIT_PREFIX).toBe('parley/v1/admit\n');
    const text = new TextDecoder().decode(admissionBytes('ab', 'm1', 'h1'));
    expect(text).toBe('parley/v1/admit\n["ab","m1","h1"]');
  });
});

/** A fake transport end: frames pushed by the test, frames sent recorded. */
function fakeTransport() {
  const sent: string[] = [];
  const handlers = new Set<(f: string) => void>();
  const t: Transport = {
    status: 'open' as TransportStatus,
    send: (f) => sent.push(f),
    onFrame: (h) => {
      handlers.add(h);
      return () => handlers.delete(h);
    },
    onStatus: () => () => undefined,
    close: () => undefined,
  };
  return { t, sent, push: (f: unknown) => handlers.forEach((h) => h(JSON.stringify(f))) };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

describe('guest challenge answerer', () => {
  it('answers a challenge with a proof the host hook accepts', async () => {
    const l = fakeLink();
    const decision = hook()(l.link);
    await Promise.resolve();
    const g = fakeTransport();
    answerChallenges(g.t, {
      secretKey: guestKeys.secretKey,
      hostPeerId: HOST_ID,
      matchId: header.matchId,
    });
    g.push(JSON.parse(l.sent[0]!));
    await settle();
    expect(g.sent).toHaveLength(1);
    l.push(g.sent[0]);
    expect(await decision).toBe(true);
  });

  it('answers nothing malformed, nor a challenge for another match once joined', async () => {
    const g = fakeTransport();
    const stop = answerChallenges(g.t, {
      secretKey: guestKeys.secretKey,
      hostPeerId: HOST_ID,
      matchId: header.matchId,
    });
    const nonce = 'ab'.repeat(32);
    g.push({ t: 'parley-challenge', v: 1, nonce: 'AB'.repeat(32), matchId: header.matchId });
    g.push({ t: 'parley-challenge', v: 1, nonce, matchId: 'm\nother' });
    g.push({ t: 'parley-challenge', v: 1, nonce, matchId: 'm-other-match' });
    g.push({ t: 'parley-challenge', v: 1, nonce });
    await settle();
    expect(g.sent).toEqual([]);
    stop();
    g.push({ t: 'parley-challenge', v: 1, nonce, matchId: header.matchId });
    await settle();
    expect(g.sent).toEqual([]);
  });
});
