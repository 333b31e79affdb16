/**
 * Desync (requirement: "a mismatch stops the match as a desync with a clear report and both transcripts
 * kept"): two real sessions over the in-memory transport, one of them signing a wrong state hash
 * (the Tamper seam, cheat 5 of test/cheats). The seat that finds the mismatch stores the evidence
 * before it stops and tells the peer with a signed desync notice; the peer stops too with a clear
 * report and keeps its own transcript; both survive a reload; a lost notice is repeated; a forged
 * one changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { ControlFrames, verifyMatch, type MatchFile } from '../../protocol/session/index.ts';
import { messageHash } from '../../protocol/transcript.ts';
import { requireGame } from '../../src/games/index.ts';
import { liesStateHash } from '../cheats/clients.ts';
import { lengthOf, liveMatch, type Live } from '../hostile/harness.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

const PRE = { mode: 'preconstructed', bestOf: 1 } as const;

/** A live match in which B signs a wrong state hash in its `n`-th message. */
async function lying(seed: number, n: number): Promise<{ live: Live }> {
  const live = await liveMatch(seed, PRE, 120_000, undefined, { tamper: { B: liesStateHash(n) } });
  return { live };
}

const copy = (f: MatchFile): unknown => JSON.parse(JSON.stringify(f));

describe('desync', () => {
  it('both seats stop with a clear desync report, the evidence stored first, both transcripts kept', async () => {
    const { live } = await lying(81, 12);
    await live.run(() => live.sessions.A.stopped !== null);
    await live.settle();
    const { A: a, B: b } = live.sessions;
    // A found B's message i disagreeing with its own replay.
    expect(a.stopped).toMatchObject({ kind: 'desync', player: 'B', code: 'state-mismatch' });
    const i = a.stopped!.index!;
    const bad = b.matchFile().messages[i]!;
    expect(bad.from).toBe('B');
    expect(a.evidence).toEqual(bad);
    expect(lengthOf(a)).toBe(i); // not taken
    const kept = live.stores.A.evidence!;
    expect(kept.stop).toEqual(a.stopped);
    expect(kept.message).toEqual(bad);
    expect(kept.notice).toMatchObject({ t: 'desync', i, from: 'A', message: messageHash(bad) });
    // B heard it through the signed notice and stopped too, naming nobody.
    expect(b.stopped).toMatchObject({
      kind: 'desync',
      index: i,
      player: null,
      code: 'state-mismatch',
    });
    expect(b.stopped!.reason).toMatch(
      new RegExp(`A could not reproduce the state after this seat's message ${i}`),
    );
    expect(b.notice).toEqual(kept.notice);
    expect(live.stores.B.evidence).toMatchObject({ stop: b.stopped, notice: kept.notice });
    // Both transcripts are kept: A's up to the message with it in place, B's with it.
    expect(b.matchFile().messages.length).toBeGreaterThan(i);
    // Either file, verified on its own, blames B's message i.
    const blamesB = { verdict: 'violation', index: i, player: 'B', code: 'state-mismatch' };
    for (const file of [a.evidenceFile(), b.matchFile()]) {
      expect(await verifyMatch(copy(file), PARAGONS_LOCKSTEP)).toMatchObject(blamesB);
    }
    // A reload of either seat keeps the stop and its evidence.
    const stops = { A: a.stopped, B: b.stopped };
    await live.reload('A');
    await live.reload('B');
    await live.settle();
    expect(live.sessions.A.stopped).toEqual(stops.A);
    expect(live.sessions.A.evidenceFile()).toEqual(a.evidenceFile());
    expect(live.sessions.B.stopped).toEqual(stops.B);
    expect(live.sessions.B.notice).toEqual(kept.notice);
    live.close();
  });

  it('a lost notice is repeated when the peer resends its message', async () => {
    const { live } = await lying(82, 10);
    const send = live.tap.send.bind(live.tap);
    let lost = 0;
    live.tap.send = (f: string) => {
      if (f.startsWith('{"t":"desync"') && lost++ === 0) return; // the first notice is lost
      send(f);
    };
    await live.run(() => live.sessions.A.stopped !== null);
    await live.settle();
    expect(live.sessions.B.stopped).toBeNull();
    for (let t = 0; t < 5 && live.sessions.B.stopped === null; t++) {
      live.clock.advance(1000); // B resends the message A did not acknowledge
      await live.settle();
    }
    expect(lost).toBeGreaterThanOrEqual(2);
    expect(live.sessions.B.stopped).toMatchObject({ kind: 'desync', player: null });
    live.close();
  });

  it('the evidence is stored before the session acts: a full store leaves it running, and it stops on the resend', async () => {
    const { live } = await lying(83, 12);
    const store = live.stores.A;
    const keep = store.keepEvidence.bind(store);
    let full = true;
    store.keepEvidence = (e) => (full ? Promise.reject(new Error('quota')) : keep(e));
    const failures: unknown[] = [];
    live.sessions.A.onError((e) => failures.push(e));
    // Before, the failure escaped as an unhandled rejection (which ends a Node process).
    const escaped: unknown[] = [];
    const onEscape = (e: unknown): void => void escaped.push(e);
    process.on('unhandledRejection', onEscape);
    try {
      await live.run(() => failures.length > 0);
      await live.settle();
      expect(failures).toEqual([new Error('quota')]);
      expect(live.sessions.A.stopped).toBeNull();
      expect(live.sessions.B.stopped).toBeNull(); // no notice without stored evidence
      expect(store.evidence).toBeNull();
      full = false;
      live.clock.advance(1000);
      await live.settle();
      expect(live.sessions.A.stopped?.kind).toBe('desync');
      expect(store.evidence?.stop).toEqual(live.sessions.A.stopped);
      expect(live.sessions.B.stopped?.kind).toBe('desync');
    } finally {
      process.off('unhandledRejection', onEscape);
    }
    expect(escaped).toEqual([]);
    live.close();
  });

  it('a notice not signed by the peer for this match, or about another message, changes nothing', async () => {
    const { live } = await lying(84, 1_000); // B never lies here
    await live.run(() => lengthOf(live.sessions.A) >= 20 && live.sessions.B.canAct());
    live.playing.clear();
    await live.settle();
    const a = live.sessions.A;
    const f = a.matchFile();
    const ownA = f.messages.filter((m) => m.from === 'A').at(-1)!;
    const ownB = f.messages.filter((m) => m.from === 'B').at(-1)!;
    const stranger = new ControlFrames(f.header, 'B', new Uint8Array(32).fill(9));
    const realB = new ControlFrames(f.header, 'B', live.secretKeys.B);
    const otherB = new ControlFrames(
      { ...f.header, matchId: `${f.header.matchId}-x` },
      'B',
      live.secretKeys.B,
    );
    const notices = [
      await stranger.signDesync(ownA.i, messageHash(ownA), ownA.stateHash),
      await otherB.signDesync(ownA.i, messageHash(ownA), ownA.stateHash),
      await realB.signDesync(ownB.i, messageHash(ownB), ownB.stateHash), // B's own message
      await realB.signDesync(ownA.i, messageHash(ownB), ownA.stateHash), // another hash
      { ...(await realB.signDesync(ownA.i, messageHash(ownA), ownA.stateHash)), i: ownA.i - 1 },
      { t: 'desync', i: ownA.i, from: 'B' },
    ];
    for (const n of notices) live.tap.inject(JSON.stringify(n));
    await live.settle();
    expect(a.stopped).toBeNull();
    expect(live.stores.A.evidence).toBeNull();
    // The real one stops A (the protocol's own path, for contrast).
    live.tap.inject(
      JSON.stringify(await realB.signDesync(ownA.i, messageHash(ownA), ownA.stateHash)),
    );
    await live.settle();
    expect(a.stopped).toMatchObject({ kind: 'desync', index: ownA.i, player: null });
    live.close();
  });

  it('a notice about a message of A that B has built on since is noise: B cannot escape the timeout with it', async () => {
    const { live } = await lying(85, 1_000); // B never lies here
    await live.run(() => lengthOf(live.sessions.A) >= 40 && live.sessions.B.canAct());
    live.playing.clear();
    await live.settle();
    const a = live.sessions.A;
    const f = a.matchFile();
    const realB = new ControlFrames(f.header, 'B', live.secretKeys.B);
    // Every message of A that B signed a message after (B's later state hashes match A's own).
    const old = f.messages.filter(
      (m) => m.from === 'A' && f.messages.some((x) => x.from === 'B' && x.i > m.i),
    );
    expect(old.length).toBeGreaterThan(5);
    for (const m of old) {
      live.tap.inject(JSON.stringify(await realB.signDesync(m.i, messageHash(m), '0'.repeat(64))));
    }
    await live.settle();
    expect(a.stopped).toBeNull();
    expect(live.stores.A.evidence).toBeNull();
    // B still owes its move: A's clock runs out and A claims the win.
    live.clock.advance(120_000);
    expect(a.countdown()).toBe(0);
    await a.claimTimeout();
    expect(a.matchFile().messages.at(-1)).toMatchObject({
      from: 'A',
      body: { claim: { seat: 'B' } },
    });
    live.close();
  });
});
