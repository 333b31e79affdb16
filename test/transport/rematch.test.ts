/**
 * A rematch over the same connection (src/app/match/rematch.ts, ./rematch-frames.ts) between a host
 * and a guest desk of one finished friend match on an in-memory transport pair: an offer (by either
 * side) and its acceptance give both sides a stored record of a new match with one identical header
 * (new match id, the same game, options, seats and signing keys, fresh seeds), whose sessions then
 * play their first messages on the very same transport and resume from the stored records after a
 * reload; a decline and an expired offer leave both on the end screen with words; hostile frames (a
 * stranger's signature, a wrong match id, unknown fields, an offer before the end, another game or
 * options, a header with another host key) are labelled errors that change nothing.
 */
import { describe, expect, it } from 'vitest';
import { MemoryStore, Session } from '../../protocol/session/index.ts';
import { memoryPair } from '../../protocol/transport/memory.ts';
import type { LocalPair } from '../../protocol/transport/local-end.ts';
import { generateKeyPair } from '../../protocol/ed25519.ts';
import { fromHex, toHex, type Header } from '../../protocol/index.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import {
  makeHeader,
  newHostRecord,
  newSeatKeys,
  publicKeyHex,
  secretsOf,
} from '../../src/app/match/setup.ts';
import { acceptedBy } from '../../src/app/match/binding.ts';
import { RematchDesk } from '../../src/app/match/rematch.ts';
import {
  declineFrame,
  headerFrame,
  offerFrame,
  readRematchFrame,
} from '../../src/app/match/rematch-frames.ts';
import type { MatchRecord } from '../../src/app/records.ts';
import { randomDriver } from '../../src/cli/duel.ts';
import { requireGame } from '../../src/games/index.ts';
import type { GameModule } from '../../src/engine/module.ts';
import { ManualClock } from '../hostile/harness.ts';

const PARAGONS = requireGame('paragons');
const AUTHORITY = requireGame('authority');

/** The stored records of a finished friend match between Ana (host) and Bo (guest). */
function finishedMatch(game: GameModule = PARAGONS): { host: MatchRecord; guest: MatchRecord } {
  const hosted = newHostRecord(game, game.testing.quickOptions, 'Ana');
  const guestKeys = newSeatKeys();
  const header = makeHeader(hosted.id, game, game.testing.quickOptions, {
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
  return { host, guest };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 12; i++) await new Promise<void>((r) => setTimeout(r, 0));
}

/** Both desks of a finished match on one in-memory link. */
function desks(
  o: {
    game?: GameModule;
    ended?: { A: boolean; B: boolean };
    onSave?: (seat: 'A' | 'B') => void;
  } = {},
) {
  const game = o.game ?? PARAGONS;
  const { host, guest } = finishedMatch(game);
  const link: LocalPair = memoryPair();
  const clock = new ManualClock();
  const saved = new Map<string, MatchRecord>();
  const ended = o.ended ?? { A: true, B: true };
  const problems: string[] = [];
  const make = (record: MatchRecord, seat: 'A' | 'B') =>
    new RematchDesk({
      record: () => record,
      game,
      transport: seat === 'A' ? link.a : link.b,
      ended: () => ended[seat],
      save: async (r) => {
        saved.set(`${seat}:${r.id}`, r);
        o.onSave?.(seat);
      },
      onProblem: (m) => problems.push(`${seat}: ${m}`),
      clock,
    });
  const A = make(host, 'A');
  const B = make(guest, 'B');
  return { game, host, guest, link, clock, saved, ended, problems, A, B, make };
}

/** A session of `seat` of a stored record, on `store`. */
function open(record: MatchRecord, seat: 'A' | 'B', game: GameModule, store: MemoryStore) {
  return Session.open({
    game: game.lockstep,
    header: record.header!,
    seat,
    secretKey: fromHex(record.seats[seat]!.secretKey),
    secrets: secretsOf(record, seat),
    store,
  });
}

type AnySession = Awaited<ReturnType<typeof open>>;

/** Plays random legal moves on both seats until each transcript holds `n` messages (or stalls). */
async function playUntil(
  game: GameModule,
  s: Record<'A' | 'B', AnySession>,
  records: Record<'A' | 'B', MatchRecord>,
  n: number,
) {
  const bots = {
    A: randomDriver(game)(secretsOf(records.A, 'A')),
    B: randomDriver(game)(secretsOf(records.B, 'B')),
  };
  const rng = seededRng(7);
  for (let round = 0; round < 200; round++) {
    await settle();
    await Promise.all([s.A.whenIdle(), s.B.whenIdle()]);
    const len = Math.min(s.A.matchFile().messages.length, s.B.matchFile().messages.length);
    if (len >= n) return;
    for (const seat of ['A', 'B'] as const) {
      if (s[seat].canAct()) await s[seat].act(bots[seat].decide(s[seat].state, rng));
    }
  }
}

describe('a rematch over the same connection', () => {
  for (const offerer of ['A', 'B'] as const) {
    it(`offered by ${offerer === 'A' ? 'the host' : 'the guest'}, accepted: both store one new match and play it on the same link`, async () => {
      const d = desks();
      const [offering, answering] = offerer === 'A' ? [d.A, d.B] : [d.B, d.A];
      await offering.offer();
      await settle();
      expect(offering.status).toBe('offered');
      expect(answering.status).toBe('incoming');
      expect(answering.view.words).toBe(`${offerer === 'A' ? 'Ana' : 'Bo'} offers a rematch.`);
      await answering.accept();
      await settle();
      expect(d.A.status).toBe('started');
      expect(d.B.status).toBe('started');
      const a = d.A.next!;
      const b = d.B.next!;
      expect(d.saved.get(`A:${a.id}`)).toEqual(a);
      expect(d.saved.get(`B:${b.id}`)).toEqual(b);
      // One header on both sides: a new match id, the same game, options, seats and keys.
      expect(a.header).toEqual(b.header);
      const h = a.header!;
      expect(h.matchId).not.toBe(d.host.id);
      expect(a.id).toBe(h.matchId);
      expect(h.game).toEqual(d.host.header!.game);
      expect(h.players.map((p) => [p.seat, p.name, p.publicKey])).toEqual(
        d.host.header!.players.map((p) => [p.seat, p.name, p.publicKey]),
      );
      expect(a.options).toEqual(d.host.options);
      expect(a.net).toEqual(d.host.net);
      expect(b.net).toEqual(d.guest.net);
      expect(a.seats.A!.secretKey).toBe(d.host.seats.A!.secretKey);
      expect(a.seats.A!.chainSeed).not.toBe(d.host.seats.A!.chainSeed);
      expect(b.seats.B!.secretKey).toBe(d.guest.seats.B!.secretKey);
      expect(b.seats.B!.privSeed).not.toBe(d.guest.seats.B!.privSeed);
      expect(d.problems).toEqual([]);
      d.A.stop();
      d.B.stop();

      // The new sessions play on the very transport the finished match used.
      const stores = { A: new MemoryStore(), B: new MemoryStore() };
      const records = { A: a, B: b };
      const s = {
        A: await open(a, 'A', d.game, stores.A),
        B: await open(b, 'B', d.game, stores.B),
      };
      s.A.attach(d.link.a);
      s.B.attach(d.link.b);
      await playUntil(d.game, s, records, 4);
      const fa = s.A.matchFile();
      expect(fa.messages.length).toBeGreaterThanOrEqual(4);
      expect(JSON.stringify(fa.messages.slice(0, 4))).toBe(
        JSON.stringify(s.B.matchFile().messages.slice(0, 4)),
      );
      expect(fa.header).toEqual(s.B.matchFile().header);
      s.A.close();
      s.B.close();

      // A reload: both seats reopen from the stored records and transcripts and go on.
      const before = stores.A.entries.length;
      const r = {
        A: await open(d.saved.get(`A:${a.id}`)!, 'A', d.game, stores.A),
        B: await open(d.saved.get(`B:${b.id}`)!, 'B', d.game, stores.B),
      };
      const again = memoryPair();
      r.A.attach(again.a);
      r.B.attach(again.b);
      expect(r.A.matchFile().messages.length).toBe(before);
      await playUntil(d.game, r, records, before + 2);
      expect(r.A.matchFile().messages.length).toBeGreaterThanOrEqual(before + 2);
      expect(r.A.stopped).toBe(null);
      expect(r.B.stopped).toBe(null);
      r.A.close();
      r.B.close();
    });
  }

  it('both offering at once is agreement (Authority)', async () => {
    const d = desks({ game: AUTHORITY });
    await Promise.all([d.A.offer(), d.B.offer()]);
    await settle();
    expect(d.A.status).toBe('started');
    expect(d.B.status).toBe('started');
    expect(d.A.next!.header).toEqual(d.B.next!.header);
    expect(d.A.next!.game).toBe('authority');
  });

  it('the host binds only on the guest’s signature over the new header', async () => {
    const d = desks();
    await d.A.offer();
    await settle();
    // What the host proposed, as the guest got it.
    const sent: string[] = [];
    d.link.b.onFrame((f) => sent.push(f));
    await settle();
    d.clock.advance(1000);
    await settle();
    const proposal = sent
      .map((f) => JSON.parse(f) as { t: string; header?: Header })
      .find((f) => f.t === 'parley-rematch-header')!.header!;
    // A forged acceptance (another key) binds nothing and is refused with words.
    const eve = generateKeyPair();
    const { sign } = await import('../../protocol/ed25519.ts');
    const { acceptBytes } = await import('../../src/app/match/binding.ts');
    const forged = toHex(await sign(acceptBytes(proposal, d.host.net!.hostPeerId), eve.secretKey));
    expect(await acceptedBy(proposal, d.host.net!.hostPeerId, forged)).toBe(false);
    d.link.b.send(
      JSON.stringify({
        t: 'parley-rematch-accept',
        v: 1,
        matchId: d.host.id,
        next: proposal.matchId,
        sig: forged,
      }),
    );
    await settle();
    expect(d.A.status).toBe('offered');
    expect(d.A.next).toBe(null);
    expect(d.saved.size).toBe(0);
    expect(d.A.problem).toContain('not signed by your opponent');
    // The real guest accepts: bound.
    await d.B.accept();
    await settle();
    expect(d.A.status).toBe('started');
  });

  it('a declined offer leaves both on the end screen with words saying so', async () => {
    const d = desks();
    await d.B.offer();
    await settle();
    await d.A.decline();
    await settle();
    expect(d.A.status).toBe('declined');
    expect(d.A.view.words).toBe('You declined the rematch.');
    expect(d.B.status).toBe('declined');
    expect(d.B.view.words).toBe('Ana declined the rematch.');
    expect(d.saved.size).toBe(0);
    // The offer can be made again and accepted then.
    await d.B.offer();
    await settle();
    expect(d.A.status).toBe('incoming');
    await d.A.accept();
    await settle();
    expect(d.A.status).toBe('started');
    expect(d.B.status).toBe('started');
  });

  it('a guest whose welcome was lost is welcomed by the host’s new match when the link is back', async () => {
    let cut: (() => void) | null = null;
    const d = desks({ onSave: (seat) => seat === 'A' && cut?.() });
    cut = () => d.link.cut();
    await d.B.offer();
    await settle();
    await d.A.accept();
    await settle();
    expect(d.A.status).toBe('started');
    expect(d.B.status).toBe('agreeing');
    expect(d.B.view.words).toContain('reconnecting');
    // The host's screen moved on: its new match's desk takes the transport.
    d.A.stop();
    const next = d.A.next!;
    const A2 = new RematchDesk({
      record: () => next,
      game: d.game,
      transport: d.link.a,
      ended: () => false,
      save: () => Promise.reject(new Error('nothing more to store')),
      previous: d.host.id,
      clock: d.clock,
    });
    // Well past the offer's time: a guest that signed waits for its welcome.
    d.clock.advance(120_000);
    d.link.restore();
    await settle();
    expect(d.B.status).toBe('started');
    expect(d.B.next!.header).toEqual(next.header);
    expect(A2.problem).toBe(null);
    A2.stop();
  });

  it('a resent copy of a declined offer is declined again, never shown again', async () => {
    const d = desks();
    const atA: string[] = [];
    const atB: string[] = [];
    d.link.a.onFrame((f) => atA.push(f));
    d.link.b.onFrame((f) => atB.push(f));
    await d.B.offer();
    await settle();
    await d.A.decline();
    await settle();
    const offer = atA.find((f) => f.includes('"parley-rematch"'))!;
    const declines = () => atB.filter((f) => f.includes('parley-rematch-decline')).length;
    expect(declines()).toBe(1);
    d.link.b.send(offer); // the copy the guest resent before it heard the decline
    await settle();
    expect(d.A.status).toBe('declined');
    expect(d.A.view.words).toBe('You declined the rematch.');
    expect(declines()).toBe(2);
    expect(d.B.status).toBe('declined');
  });

  it('an unanswered offer expires on both sides; a late acceptance binds nothing', async () => {
    const d = desks();
    await d.A.offer();
    await settle();
    expect(d.B.status).toBe('incoming');
    d.clock.advance(60_000);
    await settle();
    expect(d.A.status).toBe('expired');
    expect(d.A.view.words).toBe('Your rematch offer expired: Bo did not answer.');
    expect(d.B.status).toBe('expired');
    expect(d.B.view.words).toBe('Ana’s rematch offer expired.');
    await d.B.accept();
    await settle();
    expect(d.saved.size).toBe(0);
    expect(d.A.status).toBe('expired');
  });

  it('with the link closed, the friend is gone and the end screen says so', async () => {
    const d = desks();
    d.link.cut();
    await d.A.offer();
    expect(d.A.status).toBe('offered');
    expect(d.A.view.words).toContain('reconnecting');
    d.clock.advance(60_000);
    await settle();
    expect(d.A.status).toBe('gone');
    expect(d.A.view.words).toContain('Bo cannot be reached');
    expect(d.A.view.words).toContain('new link');
    const closed = desks();
    closed.link.b.close();
    await closed.B.offer();
    expect(closed.B.status).toBe('gone');
  });

  it('an offer that arrives while the link was down goes out when it is back', async () => {
    const d = desks();
    d.link.cut();
    await d.A.offer();
    await settle();
    expect(d.B.status).toBe('idle');
    d.link.restore();
    await settle();
    expect(d.B.status).toBe('incoming');
  });
});

describe('hostile rematch frames are refused, change nothing, and say why', () => {
  /** Sends `frame` from the guest's end to the host's desk; returns the host's problem. */
  async function hostile(
    frame: (d: ReturnType<typeof desks>) => Promise<string> | string,
    o: Parameters<typeof desks>[0] = {},
  ) {
    const d = desks(o);
    d.link.b.send(await frame(d));
    await settle();
    expect(d.A.status).toBe('idle');
    expect(d.A.next).toBe(null);
    expect(d.saved.size).toBe(0);
    return d.A.problem ?? '';
  }
  const offer = (
    d: ReturnType<typeof desks>,
    patch: Partial<{ matchId: string; game: string; options: Record<string, string> }> = {},
    key?: Uint8Array,
  ) =>
    offerFrame(
      {
        matchId: d.host.id,
        from: 'B',
        game: d.host.game,
        options: d.host.options,
        n: '0'.repeat(32),
        ...patch,
      },
      key ?? fromHex(d.guest.seats.B!.secretKey),
    );

  it('an offer signed by a stranger', async () => {
    const eve = generateKeyPair();
    expect(await hostile((d) => offer(d, {}, eve.secretKey))).toContain(
      'not signed by your opponent',
    );
  });

  it('an offer for another match id', async () => {
    expect(await hostile((d) => offer(d, { matchId: 'm' + 'ab'.repeat(16) }))).toContain(
      'names another match',
    );
  });

  it('an offer before the match ended', async () => {
    expect(await hostile((d) => offer(d), { ended: { A: false, B: true } })).toContain(
      'not over yet',
    );
  });

  it('an offer for another game', async () => {
    expect(await hostile((d) => offer(d, { game: 'authority' }))).toContain('another game');
  });

  it('an offer for other options', async () => {
    expect(await hostile((d) => offer(d, { options: { bo: '3', mode: 'draft' } }))).toContain(
      'other match options',
    );
  });

  it('an offer with a field this app does not know', async () => {
    const words = await hostile(async (d) => {
      const f = JSON.parse(await offer(d)) as Record<string, unknown>;
      return JSON.stringify({ ...f, seat: 'A' });
    });
    expect(words).toContain('fields this app does not know');
  });

  it('a decline by a stranger does not end a waiting offer', async () => {
    const d = desks();
    await d.B.offer();
    await settle();
    expect(d.A.status).toBe('incoming');
    const eve = generateKeyPair();
    // Eve cannot know the attempt's nonce-bound signature: a decline under her key is refused.
    d.link.a.send(
      await declineFrame(
        { matchId: d.host.id, from: 'A', n: '1'.repeat(32), reason: 'declined' },
        eve.secretKey,
      ),
    );
    await settle();
    expect(d.B.status).toBe('offered');
    expect(d.B.problem).toContain('not signed by your opponent');
  });

  it('the guest refuses a proposed header with another host key, and signs nothing', async () => {
    const d = desks();
    await d.B.offer();
    await settle();
    const other = generateKeyPair();
    const bad = makeHeader('m' + 'cd'.repeat(16), PARAGONS, PARAGONS.testing.quickOptions, {
      A: { name: 'Ana', publicKey: toHex(other.publicKey) },
      B: { name: 'Bo', publicKey: publicKeyHex(d.guest.seats.B!) },
    });
    const heard: string[] = [];
    d.link.a.onFrame((f) => heard.push(f));
    d.link.a.send(headerFrame(d.host.id, bad));
    await settle();
    expect(d.B.problem).toContain('fingerprint');
    expect(heard.some((f) => f.includes('parley-rematch-accept'))).toBe(false);
    expect(d.B.status).toBe('offered');
  });

  it('reading is strict: other versions and mistyped fields are malformed; other frames are not ours', () => {
    expect(readRematchFrame({ t: 'parley-join' })).toBe(null);
    expect(readRematchFrame({ t: 'hello' })).toBe(null);
    expect(() =>
      readRematchFrame({ t: 'parley-rematch-welcome', v: 2, matchId: 'm1', next: 'm2' }),
    ).toThrow(/malformed/);
    expect(() =>
      readRematchFrame({ t: 'parley-rematch-welcome', v: 1, matchId: 7, next: 'm2' }),
    ).toThrow(/malformed/);
    expect(() =>
      readRematchFrame({
        t: 'parley-rematch-decline',
        v: 1,
        matchId: 'm1',
        n: '0'.repeat(32),
        reason: 'why',
        sig: '0'.repeat(128),
      }),
    ).toThrow(/malformed/);
    expect(
      readRematchFrame({ t: 'parley-rematch-welcome', v: 1, matchId: 'm1', next: 'm2' }),
    ).toEqual({ kind: 'welcome', matchId: 'm1', next: 'm2' });
  });
});
