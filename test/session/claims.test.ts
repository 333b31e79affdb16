/**
 * Timeout claims (docs/match-file.md, "Timeout claims"; issue 5, "Abort"): a claim accepted at
 * any time let a modified client end a match 2 s into a 120 s timeout with a verdict blaming the
 * honest seat. Now the accused seat disputes a claim that came before its own clock ran out (less a
 * latency grace), and a file holding the dispute blames nobody; a claim after the full timeout is
 * not disputed and keeps its verdict; a claim crossing the accused seat's own message is nobody's
 * violation.
 */
import { describe, expect, it } from 'vitest';
import {
  MemoryStore,
  Session,
  isSessionError,
  verifyMatch,
  type MatchFile,
  type MatchVerdict,
  type StoredEntry,
} from '../../protocol/session/index.ts';
import { Transcript } from '../../protocol/transcript.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import { duelGame, randomDriver } from '../../src/cli/duel.ts';
import type { LockstepGame } from '../../protocol/session/index.ts';
import { requireGame } from '../../src/games/index.ts';
import { lengthOf, liveMatch, type Live } from '../hostile/harness.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep as LockstepGame<MatchState, MatchAction>;

const PRE = { mode: 'preconstructed', bestOf: 1 } as const;

/** The verdict of a file as any verifier sees it (a JSON round trip: no shared objects). */
const judge = (f: MatchFile): Promise<MatchVerdict> =>
  verifyMatch(JSON.parse(JSON.stringify(f)), PARAGONS_LOCKSTEP);

/** A live match played until B owes a move, both bots paused; A's own timeout is `timeoutA`. */
async function bOwes(seed: number, timeoutA: number, timeoutB = 120_000): Promise<Live> {
  const live = await liveMatch(seed, PRE, timeoutB, undefined, { timeoutMs: { A: timeoutA } });
  await live.run(() => lengthOf(live.sessions.A) >= 30 && live.sessions.B.canAct());
  live.playing.clear();
  await live.settle();
  expect(live.sessions.A.expected()).toBe('B');
  return live;
}

/** Seat B (timeout `timeoutMs`) reopened, as after a crash, from `entries` on the match's clock. */
async function reopenB(live: Live, entries: readonly StoredEntry[], timeoutMs = 120_000) {
  const store = new MemoryStore();
  for (const e of entries) await store.append(e);
  const s = await Session.open({
    game: PARAGONS_LOCKSTEP,
    header: live.header,
    seat: 'B',
    secretKey: live.secretKeys.B,
    secrets: live.secrets.B,
    store,
    clock: live.clock,
    timeoutMs,
  });
  await s.whenIdle();
  return { s, store };
}

describe('timeout claims', () => {
  it('a premature claim (2 s into a 120 s timeout) is disputed: no verdict blames the honest seat', async () => {
    // A is a modified client: its timeout is 2 s; B plays by the rules (120 s).
    const live = await bOwes(71, 2_000);
    const { A: a, B: b } = live.sessions;
    live.clock.advance(2_000);
    await a.claimTimeout();
    await live.settle();
    const fa = a.matchFile();
    const fb = b.matchFile();
    expect(fb).toEqual(fa); // the dispute reached A too
    const [claim, dispute] = fa.messages.slice(-2);
    expect(claim).toMatchObject({ from: 'A', body: { claim: { seat: 'B' } } });
    expect(dispute).toMatchObject({ from: 'B', body: { dispute: { seat: 'A' } } });
    expect(live.stores.B.entries.at(-1)!.local).toEqual({ dispute: true });
    for (const v of [await judge(fa), await b.verify(), await a.verify()]) {
      expect(v).toMatchObject({
        verdict: 'incomplete',
        index: claim!.i,
        player: null,
        code: 'disputed-claim',
      });
      expect(v.reason).toMatch(/A claimed a timeout win at message \d+, and B disputed it/);
    }
    expect(a.finished && b.finished).toBe(true);
    // Without the dispute (the claimant's own copy, cut short) the claim keeps its verdict.
    const cut = { ...fa, messages: fa.messages.slice(0, -1) };
    expect(await judge(cut)).toMatchObject({ verdict: 'incomplete', player: 'B', code: 'timeout' });
    // The dispute survives a reload of either seat (it is stored like any message).
    await live.reload('B');
    expect(live.sessions.B.matchFile()).toEqual(fb);
    live.close();
  });

  it('a crash between storing an early claim and disputing it: the reopened seat disputes it from the stored times', async () => {
    const live = await bOwes(76, 2_000);
    live.clock.advance(2_000);
    await live.sessions.A.claimTimeout();
    await live.settle();
    const entries = live.stores.B.entries;
    expect(entries.at(-1)!.local).toEqual({ dispute: true });
    // What B's store held when it crashed: the claim, stored (at 2 s, the entry before at 0 s).
    const crashed = entries.slice(0, -1);
    expect(crashed.at(-1)!.message.body).toEqual({ claim: { seat: 'B' } });
    const { s, store } = await reopenB(live, crashed);
    expect(s.matchFile().messages.at(-1)).toMatchObject({
      from: 'B',
      body: { dispute: { seat: 'A' } },
    });
    expect(store.entries.at(-1)!.local).toEqual({ dispute: true });
    expect(await judge(s.matchFile())).toMatchObject({
      verdict: 'incomplete',
      player: null,
      code: 'disputed-claim',
    });
    s.close();
    live.close();
  });

  it('a claim after the full timeout is not disputed and still names the silent seat', async () => {
    const live = await bOwes(72, 60_000, 60_000);
    const { A: a, B: b } = live.sessions;
    live.clock.advance(60_000); // B is there, but does not move
    await a.claimTimeout();
    await live.settle();
    const f = b.matchFile();
    expect(f.messages.at(-1)).toMatchObject({ from: 'A', body: { claim: { seat: 'B' } } });
    expect(a.matchFile()).toEqual(f);
    expect(await judge(f)).toMatchObject({
      verdict: 'incomplete',
      index: f.messages.length - 1,
      player: 'B',
      code: 'timeout',
    });
    // Reopened from its store, B does not dispute it either (the stored times show it came late).
    const { s } = await reopenB(live, live.stores.B.entries, 60_000);
    expect(s.matchFile()).toEqual(f);
    s.close();
    live.close();
  });

  it('the grace: a claim within the latency allowance of the timeout is not disputed', async () => {
    // A's clock runs 4 s ahead of B's view (e.g. B got the last message 4 s late): B has owed
    // the move for 116 s of its 120 s when the claim arrives, within the 5 s grace.
    const live = await bOwes(73, 116_000);
    live.clock.advance(116_000);
    await live.sessions.A.claimTimeout();
    await live.settle();
    const last = live.sessions.B.matchFile().messages.at(-1)!;
    expect(last.body.claim).toBeDefined();
    live.close();
  });

  it('a dispute is accepted only once, right after a claim, from the accused seat, naming the claimant', async () => {
    const live = await bOwes(74, 1_000);
    const { A: a, B: b } = live.sessions;
    const code = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        return isSessionError(e) ? e.code : String(e);
      }
      return undefined;
    };
    const before = b.lockstep;
    expect(code(() => before.receive('B', { dispute: { seat: 'A' } }))).toBe('bad-dispute');
    live.clock.advance(1_000);
    await a.claimTimeout();
    const claimed = a.lockstep;
    expect(claimed.claim).toEqual({ by: 'A', against: 'B', disputed: false });
    expect(code(() => claimed.receive('A', { dispute: { seat: 'A' } }))).toBe('bad-dispute');
    expect(code(() => claimed.receive('B', { dispute: { seat: 'B' } }))).toBe('bad-dispute');
    expect(code(() => claimed.receive('B', { dispute: true }))).toBe('bad-dispute');
    const extra = { dispute: { seat: 'A' }, move: { type: 'pass', player: 'B' } };
    expect(code(() => claimed.receive('B', extra))).toBe('bad-dispute');
    expect(code(() => claimed.receive('B', { move: { type: 'pass', player: 'B' } }))).toBe(
      'match-over',
    );
    const disputed = claimed.receive('B', { dispute: { seat: 'A' } });
    expect(disputed.claim).toEqual({ by: 'A', against: 'B', disputed: true });
    expect(code(() => disputed.receive('B', { dispute: { seat: 'A' } }))).toBe('match-over');
    live.close();
  });

  it.each([
    ['an early claim (A’s timeout 3 s): recorded as disputed', 3_000, 'disputed-claim'],
    ['a claim after B’s full timeout', 120_000, 'claim-crossed'],
  ] as const)(
    'a claim crossing the accused seat’s own move, %s: nobody’s violation, the accused stops with a clear report',
    async (_, timeoutA, code) => {
      const live = await bOwes(75, timeoutA);
      const { A: a, B: b } = live.sessions;
      live.clock.advance(timeoutA);
      live.link.cut(); // both messages for the same index are under way at once
      const move = randomDriver(duelGame())(live.secrets.B).decide(b.state, seededRng(5));
      await Promise.all([a.claimTimeout(), b.act(move)]);
      const i = lengthOf(a) - 1;
      expect(lengthOf(b) - 1).toBe(i);
      live.link.restore();
      await live.settle();
      live.clock.advance(1_000);
      await live.settle();
      expect(a.stopped).toBeNull(); // A's claim ended A's match; B's move came too late for it
      expect(b.stopped).toMatchObject({ kind: 'claim-crossed', index: i, player: null, code });
      expect(b.crossed).toMatchObject({ i, from: 'A', body: { claim: { seat: 'B' } } });
      expect(live.stores.B.evidence?.crossed).toMatchObject({ i, from: 'A' });
      // Each file holds its own seat's message i and no violation.
      expect((await judge(b.matchFile())).verdict).not.toBe('violation');
      expect((await judge(a.matchFile())).verdict).not.toBe('violation');
      live.close();
    },
  );
});

describe('a claim that looks crossed is checked like any claim', () => {
  /**
   * A match in which A just sent its latest messages and B holds them; B then signs a timeout claim
   * for the first index of A's last run of messages, as if they had not arrived (nothing was lost).
   */
  async function forgedCrossing(seed: number, stateHash?: (before: string) => string) {
    const live = await liveMatch(seed, PRE);
    await live.run(() => {
      const m = live.sessions.A.matchFile().messages;
      return m.length >= 40 && m.at(-1)!.from === 'A' && lengthOf(live.sessions.B) === m.length;
    });
    live.playing.clear();
    await live.settle();
    const f = live.sessions.A.matchFile();
    let i = f.messages.length - 1;
    while (f.messages[i - 1]!.from === 'A') i--;
    let t = Transcript.start(f.header);
    for (const m of f.messages.slice(0, i)) t = await t.append(m);
    const before = f.messages[i - 1]!.stateHash; // a claim leaves the state as it was
    const hash = stateHash ? stateHash(before) : before;
    const { message } = await t.signNext('B', { claim: { seat: 'A' } }, hash, live.secretKeys.B);
    live.tap.inject(JSON.stringify({ t: 'm', m: message }));
    await live.settle();
    return { live, i, message };
  }

  it('with a state hash that is not the state before it: a violation by its signer', async () => {
    const { live, i, message } = await forgedCrossing(91, () => '0'.repeat(64));
    const a = live.sessions.A;
    // Before: claim-crossed, blaming nobody, at clock 0 of a 120 s timeout.
    expect(a.stopped).toMatchObject({
      kind: 'violation',
      index: i,
      player: 'B',
      code: 'state-mismatch',
    });
    expect(a.evidence).toEqual(message);
    // A second message for index i: the whole transcript with the claim beside it as its fork,
    // which names B (before: the transcript alone, which named nobody).
    const file = a.evidenceFile();
    expect(file).toEqual({ ...a.matchFile(), fork: message });
    expect((await judge(a.matchFile())).verdict).not.toBe('violation');
    expect(await judge(file)).toMatchObject({
      verdict: 'violation',
      index: i,
      player: 'B',
      code: 'state-mismatch',
    });
    live.close();
  });

  it('with the right state hash, long before any timeout: crossed, and recorded as disputed', async () => {
    const { live, i, message } = await forgedCrossing(93);
    const a = live.sessions.A;
    expect(a.stopped).toMatchObject({
      kind: 'claim-crossed',
      index: i,
      player: null,
      code: 'disputed-claim',
    });
    expect(a.stopped!.reason).toMatch(/only 0 s/);
    expect(a.crossed).toEqual(message);
    expect(live.stores.A.evidence?.stop).toEqual(a.stopped);
    live.close();
  });

  it('for an index B has built on since (it signed a later message): a violation by B', async () => {
    const live = await liveMatch(94, PRE);
    await live.run(() => lengthOf(live.sessions.A) >= 40 && live.sessions.A.canAct());
    live.playing.clear();
    await live.settle();
    const f = live.sessions.A.matchFile();
    const ownA = f.messages.filter((m) => m.from === 'A' && f.messages[m.i + 1]?.from === 'B');
    const i = ownA.at(-1)!.i;
    let t = Transcript.start(f.header);
    for (const m of f.messages.slice(0, i)) t = await t.append(m);
    const { message } = await t.signNext(
      'B',
      { claim: { seat: 'A' } },
      f.messages[i - 1]!.stateHash,
      live.secretKeys.B,
    );
    live.tap.inject(JSON.stringify({ t: 'm', m: message }));
    await live.settle();
    const a = live.sessions.A;
    expect(a.stopped).toMatchObject({ kind: 'violation', index: i, player: 'B' });
    // The evidence file carries the claim as its fork and proves the same.
    expect(a.evidenceFile()).toEqual({ ...a.matchFile(), fork: message });
    expect(await judge(a.evidenceFile())).toMatchObject({
      verdict: 'violation',
      index: i,
      player: 'B',
      code: a.stopped!.code,
    });
    live.close();
  });
});
