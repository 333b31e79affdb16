/**
 * The channel's control frames (docs/match-file.md, "Wire frames"; requirement "Version skew" and
 * "Resume"): a hello must be signed by the peer's key from our header to count, so a forged hello
 * (anyone on the data channel can send one; on the host, anyone with the share link) never stops a
 * session, while a real version skew still stops both seats; what the peer holds moves only on
 * evidence, so forged syncs and messages far ahead cannot stall a match; and a waiting seat that
 * hears nothing re-syncs a bounded number of times.
 */
import { describe, expect, it } from 'vitest';
import {
  ControlFrames,
  MemoryStore,
  Session,
  WATCH_ATTEMPTS,
} from '../../protocol/session/index.ts';
import { headerHash } from '../../protocol/transcript.ts';
import { memoryPair } from '../../protocol/transport/memory.ts';
import { duel, duelSetup, type DuelContext } from '../../src/cli/duel.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';
import type { LockstepGame } from '../../protocol/session/index.ts';
import { requireGame } from '../../src/games/index.ts';
import { liesStateHash } from '../cheats/clients.ts';
import { lengthOf, liveMatch } from '../hostile/harness.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep as LockstepGame<MatchState, MatchAction>;

const PRE = { mode: 'preconstructed', bestOf: 1 } as const;

/** Frames anyone could push at seat A: hellos that are unsigned or signed by the wrong party. */
async function forgedHellos(
  header: ReturnType<typeof duelSetup>['header'],
  keys: { A: Uint8Array; B: Uint8Array },
): Promise<string[]> {
  const { matchId, protocolVersion, game } = header;
  const last = headerHash(header);
  const skewed = { ...game, rulesVersion: '0.0.0-other' };
  const stranger = new Uint8Array(32).fill(7);
  const other = { ...header, matchId: `${matchId}-earlier`, game: skewed };
  return [
    // Unsigned, with another header and version (what stopped a session before).
    { t: 'hello', head: '00'.repeat(32), protocolVersion, game: skewed, next: 0 },
    { t: 'hello', matchId, head: 'ff'.repeat(32), protocolVersion: 'parley/v0', game, next: 0 },
    { t: 'hello', matchId, head: 'ff'.repeat(32), protocolVersion, game, next: 0, last },
    // Signed by a key that is not B's, or by A's own key, claiming to be B.
    await new ControlFrames({ ...header, game: skewed }, 'B', stranger).signHello(
      0,
      headerHash(header),
    ),
    {
      ...(await new ControlFrames(header, 'A', keys.A).signHello(0, headerHash(header))),
      from: 'B',
    },
    // Signed by B's real key, but for another match (a replay): noise here.
    await new ControlFrames(other, 'B', keys.B).signHello(0, headerHash(header)),
  ].map((f) => JSON.stringify(f));
}

describe('hellos are signed', () => {
  it('a forged hello never stops a session, before or after the peer signed a message', async () => {
    const live = await liveMatch(51);
    const forged = await forgedHellos(live.header, live.secretKeys);
    for (const f of forged) live.tap.inject(f); // before any message
    await live.settle();
    expect(live.sessions.A.stopped).toBeNull();
    await live.run(() => lengthOf(live.sessions.A) >= 30);
    for (const f of forged) live.tap.inject(f); // mid-match
    await live.run();
    expect(live.errors).toEqual([]);
    expect(live.sessions.A.stopped).toBeNull();
    expect(live.sessions.A.finished && live.sessions.B.finished).toBe(true);
    expect((await live.sessions.A.verify()).verdict).toBe('fair');
    live.close();
  });

  it('a real version skew (the same keys, another rules version) stops both seats with a clear report', async () => {
    const setup = duelSetup(52, PRE, 256);
    const skewed = {
      ...setup.header,
      game: { ...setup.header.game, rulesVersion: `${setup.header.game.rulesVersion}-next` },
    };
    // B runs another build: the same game, playing the next rules version (this build refuses to
    // open a header naming rules it does not play, so B's game reads its own version as ours).
    const nextBuild: typeof PARAGONS_LOCKSTEP = {
      ...PARAGONS_LOCKSTEP,
      initial: (h, knows) => PARAGONS_LOCKSTEP.initial({ ...h, game: setup.header.game }, knows),
    };
    const open = (seat: 'A' | 'B', header: typeof skewed, store: MemoryStore) =>
      Session.open({
        game: header === skewed ? nextBuild : PARAGONS_LOCKSTEP,
        header,
        seat,
        secretKey: setup.secretKeys[seat],
        secrets: setup.secrets[seat],
        store,
      });
    const stores = { A: new MemoryStore(), B: new MemoryStore() };
    const a = await open('A', setup.header, stores.A);
    const b = await open('B', skewed, stores.B);
    const link = memoryPair();
    a.attach(link.a);
    b.attach(link.b);
    for (let k = 0; k < 10 && !(a.stopped && b.stopped); k++) {
      await new Promise<void>((r) => setImmediate(r));
    }
    for (const [s, theirs] of [
      [a, skewed.game.rulesVersion],
      [b, setup.header.game.rulesVersion],
    ] as const) {
      expect(s.stopped).toMatchObject({ kind: 'version-skew', player: null, code: 'version-skew' });
      expect(s.stopped!.reason).toContain(theirs);
    }
    // The stop is stored like any other (before, it lived in memory only) and survives a reload.
    expect(stores.A.evidence).toEqual({ stop: a.stopped });
    a.close();
    b.close();
    const again = await open('A', setup.header, stores.A);
    expect(again.stopped).toEqual(a.stopped);
    again.close();
  });

  it('a skew arriving while a desync stop is being stored does not replace the stop on record', async () => {
    const live = await liveMatch(53, PRE, 120_000, undefined, { tamper: { B: liesStateHash(12) } });
    const game = { ...live.header.game, rulesVersion: `${live.header.game.rulesVersion}-next` };
    const other = new ControlFrames({ ...live.header, game }, 'B', live.secretKeys.B);
    const skewed = JSON.stringify(await other.signHello(0, headerHash(live.header)));
    const store = live.stores.A;
    const keep = store.keepEvidence.bind(store);
    let kept = 0;
    store.keepEvidence = async (e) => {
      // While the desync's evidence is on its way to a slow disk, B's authentic skewed hello comes.
      if (kept++ === 0) live.tap.inject(skewed);
      for (let k = 0; k < 5; k++) await new Promise<void>((r) => setImmediate(r));
      return keep(e);
    };
    const a = live.sessions.A;
    await live.run(() => a.stopped !== null);
    await live.settle();
    expect(kept).toBeGreaterThan(0);
    // Before: the skew took effect at once, and the evidence stored after it described a desync
    // stop that never happened.
    expect(a.stopped?.kind).toBe('desync');
    expect(store.evidence?.stop).toEqual(a.stopped);
    live.close();
  });
});

/** Injects forged syncs and messages far ahead at both seats every `every` network events. */
function forger(every: number, limit: number): (ctx: DuelContext) => void {
  let ticks = 0;
  let sent = 0;
  return (ctx) => {
    if (++ticks % every !== 0 || sent >= limit) return;
    sent++;
    const n = ctx.sessions.A.matchFile().messages.length;
    const frames = [
      { t: 'sync', next: 1e12 },
      { t: 'sync', next: n + 3 },
      { t: 'm', m: { i: Number.MAX_SAFE_INTEGER - 1 } },
      { t: 'm', m: { i: n + 100, junk: true } },
    ];
    const f = JSON.stringify(frames[sent % frames.length]);
    ctx.inject('A', f); // reaches B
    ctx.inject('B', f); // reaches A
  };
}

describe('what the peer holds moves only on evidence', () => {
  it.each([61, 62])(
    'forged syncs and huge indices on a lossy virtual network do not stall the match (seed %i)',
    async (seed) => {
      const r = await duel({
        seed,
        options: PRE,
        transport: 'virtual',
        net: { drop: 0.1, duplicate: 0.05 },
        onTick: forger(7, 400),
      });
      expect(r.errors).toEqual([]);
      const claimed = r.file.messages.some((m) => m.body.claim !== undefined);
      expect(claimed, 'the match stalled and ended with a timeout claim').toBe(false);
      expect(r.sessions.A.finished && r.sessions.B.finished).toBe(true);
      expect(r.verdicts.A?.verdict).toBe('fair');
      expect(r.sessions.A.matchFile()).toEqual(r.sessions.B.matchFile());
    },
    120_000,
  );

  it('a message lost while a forged sync says it arrived is resent by the liveness watch', async () => {
    const live = await liveMatch(63);
    await live.run(() => lengthOf(live.sessions.A) >= 20 && live.sessions.A.canAct());
    live.playing.clear();
    await live.settle();
    const a = live.sessions.A;
    const b = live.sessions.B;
    const n = lengthOf(b);
    live.tap.dropFirst = true; // A's next message is lost on its way out
    live.playing.add('A');
    await live.run(() => lengthOf(a) > n);
    live.playing.clear();
    live.tap.dropFirst = false;
    // Someone on the channel says B holds everything, and more.
    live.tap.inject(JSON.stringify({ t: 'sync', next: 1e12 }));
    live.tap.inject(JSON.stringify({ t: 'm', m: { i: 2 ** 40 } }));
    await live.settle();
    expect(lengthOf(b)).toBe(n);
    for (let t = 0; t < 10 && lengthOf(b) === n; t++) {
      live.clock.advance(1000);
      await live.settle();
    }
    expect(lengthOf(b)).toBe(n + 1);
    live.playing.add('A').add('B');
    await live.run(undefined, () => live.clock.advance(1000));
    expect(a.finished && b.finished).toBe(true);
    expect((await a.verify()).verdict).toBe('fair');
    live.close();
  });

  it.each([0, 5_000, 10_000])(
    'after a reload whose first hello is lost, with no status change on the peer, a lost message is resent at once, not on the peer’s watch (dead for %i ms)',
    async (dead) => {
      const live = await liveMatch(63);
      await live.run(() => lengthOf(live.sessions.A) >= 20 && live.sessions.A.canAct());
      live.playing.clear();
      await live.settle();
      const b = live.sessions.B;
      const n = lengthOf(b);
      const tap = live.tap;
      const send = tap.send.bind(tap);
      let blackhole = true;
      let swallowHello = false;
      tap.send = (f: string) => {
        if (blackhole) return; // A's link is dead: its next message is lost
        // The first hello after the reload is lost too (as the host's admission desk swallows it).
        if (swallowHello && f.startsWith('{"t":"hello"')) swallowHello = false;
        else send(f);
      };
      live.playing.add('A');
      await live.run(() => lengthOf(live.sessions.A) > n);
      live.playing.clear();
      await live.settle();
      live.clock.advance(dead);
      await live.settle();
      expect(lengthOf(b)).toBe(n);
      blackhole = false;
      swallowHello = true;
      await live.reload('A'); // the same transport: B sees no status change, so sends no hello
      tap.record = true;
      await live.settle();
      for (let t = 0; t < 60 && lengthOf(b) === n; t++) {
        live.clock.advance(1000);
        await live.settle();
      }
      expect(lengthOf(b)).toBe(n + 1);
      // A's own resend brought it: B's liveness watch (its hello) had not fired yet.
      expect(tap.seen.filter((f) => f.startsWith('{"t":"hello"'))).toEqual([]);
      live.close();
    },
  );

  it('the watch is bounded: a seat waiting on a silent peer sends a few hellos, then stops', async () => {
    const live = await liveMatch(64);
    await live.run(() => lengthOf(live.sessions.A) >= 20 && live.sessions.B.canAct());
    live.playing.clear();
    await live.settle();
    live.sessions.B.close(); // silent, every message of A acknowledged
    live.tap.record = true;
    for (let t = 0; t < 60; t++) live.clock.advance(10_000); // ten minutes
    await live.settle();
    const kinds = live.tap.sent.map((f) => (JSON.parse(f) as { t: string }).t);
    const count = (k: string): number => kinds.filter((x) => x === k).length;
    expect(count('hello')).toBe(WATCH_ATTEMPTS);
    // Each attempt also resends A's messages that only B's (unsigned) syncs acknowledged.
    expect(count('m') % WATCH_ATTEMPTS).toBe(0);
    expect(count('m') / WATCH_ATTEMPTS).toBeLessThanOrEqual(3);
    expect(count('hello') + count('m')).toBe(kinds.length);
    const sent = live.tap.sent.length;
    for (let t = 0; t < 60; t++) live.clock.advance(10_000); // ten more: silence
    expect(live.tap.sent.length).toBe(sent);
    live.close();
  });
});
