/**
 * Timeout claims (docs/match-file.md, "Timeout claims"; protocol/session/claims.ts). A claim says
 * the accused seat never sent the message it owed; the accused seat's own message for that index
 * answers it and voids it, and the match goes on. So a modified client that claims 2 s into a
 * 120 s timeout gains nothing (the honest seat holds the claim and answers it with its move), a
 * claim that crosses the accused seat's move is void on both sides, and neither a claim nor a
 * dispute lets one seat move the blame for its own missing message onto nobody. A claim after
 * the accused seat's own time ran out ends the match and names it.
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

/** Both bots play on from here to the end of the match; the verdict of both files. */
async function playOut(live: Live): Promise<MatchVerdict[]> {
  live.playing.add('A').add('B');
  await live.run();
  await live.settle();
  const { A: a, B: b } = live.sessions;
  expect(a.stopped ?? b.stopped).toBeNull();
  expect(a.finished && b.finished).toBe(true);
  expect(a.matchFile()).toEqual(b.matchFile());
  return [await judge(a.matchFile()), await a.verify(), await b.verify()];
}

describe('timeout claims', () => {
  it('a premature claim (2 s into a 120 s timeout) is held by the accused seat and answered by its move: void, the match goes on and ends fair', async () => {
    // A is a modified client: its timeout is 2 s; B plays by the rules (120 s).
    const live = await bOwes(71, 2_000);
    const { A: a, B: b } = live.sessions;
    const n = lengthOf(a);
    live.clock.advance(2_000);
    await a.claimTimeout();
    await live.settle();
    // A's copy ends with its claim; B holds it (not in its transcript, not stored).
    expect(a.matchFile().messages.at(-1)).toMatchObject({
      from: 'A',
      body: { claim: { seat: 'B' } },
    });
    expect(a.finished).toBe(true);
    expect(lengthOf(b)).toBe(n);
    expect(b.claimAgainst).toMatchObject({ i: n, from: 'A' });
    expect(live.stores.B.entries).toHaveLength(n);
    // Before: B disputed, and the file blamed nobody. Now B's move for index n answers the claim.
    const move = randomDriver(duelGame())(live.secrets.B).decide(b.state, seededRng(3));
    await b.act(move);
    await live.settle();
    expect(b.claimAgainst).toBeNull();
    expect(a.finished).toBe(false);
    expect(a.matchFile()).toEqual(b.matchFile());
    expect(a.matchFile().messages[n]).toMatchObject({ from: 'B' });
    // The claimant's store holds B's answer in place of its claim, and survives a reload.
    expect(live.stores.A.entries).toHaveLength(n + 1);
    expect(live.stores.A.entries[n]!.message.from).toBe('B');
    await live.reload('A');
    expect(live.sessions.A.matchFile()).toEqual(b.matchFile());
    for (const v of await playOut(live)) expect(v.verdict).toBe('fair');
    live.close();
  });

  it('a held early claim is taken once the accused seat’s own time has run out (on the claim’s resend)', async () => {
    const live = await bOwes(76, 2_000);
    const { A: a, B: b } = live.sessions;
    live.clock.advance(2_000);
    await a.claimTimeout();
    await live.settle();
    expect(b.claimAgainst).not.toBeNull();
    // B does not move; its own 120 s (less the 5 s grace) run out; A resends its claim meanwhile.
    for (let t = 0; t < 118; t++) {
      live.clock.advance(1_000);
      await live.settle();
    }
    expect(b.claimAgainst).toBeNull();
    const f = b.matchFile();
    expect(f).toEqual(a.matchFile());
    expect(f.messages.at(-1)).toMatchObject({ from: 'A', body: { claim: { seat: 'B' } } });
    expect(b.finished).toBe(true);
    expect(await judge(f)).toMatchObject({ verdict: 'incomplete', player: 'B', code: 'timeout' });
    live.close();
  });

  it('a held early claim is taken once the accused seat’s own time has run out, with no resend of it', async () => {
    const live = await bOwes(76, 2_000);
    const { A: a, B: b } = live.sessions;
    live.clock.advance(2_000);
    await a.claimTimeout();
    await live.settle();
    expect(b.claimAgainst).not.toBeNull();
    // The claimant is gone (its page closed): nothing is sent to B again. Before, B judged the
    // claim again only on a resend, and held it for ever.
    a.close();
    live.clock.advance(100_000);
    await live.settle();
    expect(b.claimAgainst).not.toBeNull(); // still early by B's clock (120 s less the 5 s grace)
    live.clock.advance(20_000);
    await live.settle();
    expect(b.claimAgainst).toBeNull();
    expect(b.finished).toBe(true);
    expect(b.matchFile()).toEqual(a.matchFile());
    const f = b.matchFile();
    expect(await judge(f)).toMatchObject({ verdict: 'incomplete', player: 'B', code: 'timeout' });
    live.close();
  });

  it('a claim after the full timeout is taken and names the silent seat; a reload keeps it', async () => {
    const live = await bOwes(72, 60_000, 60_000);
    const { A: a, B: b } = live.sessions;
    live.clock.advance(60_000); // B is there, but does not move
    await a.claimTimeout();
    await live.settle();
    const f = b.matchFile();
    expect(f.messages.at(-1)).toMatchObject({ from: 'A', body: { claim: { seat: 'B' } } });
    expect(a.matchFile()).toEqual(f);
    expect(b.claimAgainst).toBeNull();
    expect(await judge(f)).toMatchObject({
      verdict: 'incomplete',
      index: f.messages.length - 1,
      player: 'B',
      code: 'timeout',
    });
    expect((await judge(f)).reason).toMatch(/B stopped answering \(it owed a message\)/);
    const { s } = await reopenB(live, live.stores.B.entries, 60_000);
    expect(s.matchFile()).toEqual(f);
    expect(s.finished).toBe(true);
    s.close();
    live.close();
  });

  it('the grace: a claim within the latency allowance of the timeout is taken', async () => {
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

  it('the claim rules in the core: after a claim nothing (a dispute included); a claim by the owing seat is refused; after the end a claim is void', async () => {
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
    expect(code(() => before.receive('B', { claim: { seat: 'B' } }))).toBe('bad-claim');
    expect(code(() => before.receive('A', { claim: { seat: 'A' } }))).toBe('bad-claim');
    expect(code(() => before.receive('A', { claim: { seat: 'B' }, move: null }))).toBe('bad-claim');
    // Before: a dispute was the accused seat's one answer, and it cleared the blame.
    expect(code(() => before.receive('B', { dispute: { seat: 'A' } }))).toBe('malformed-move');
    live.clock.advance(1_000);
    await a.claimTimeout();
    const claimed = a.lockstep;
    expect(claimed.claim).toEqual({ by: 'A', against: 'B' });
    expect(code(() => claimed.receive('B', { dispute: { seat: 'A' } }))).toBe('match-over');
    expect(code(() => claimed.receive('B', { move: { type: 'pass', player: 'B' } }))).toBe(
      'match-over',
    );
    live.close();
    // A finished match: nobody owes a message, so a claim changes nothing.
    const done = await liveMatch(77, PRE);
    await done.run();
    const end = done.sessions.A.lockstep;
    expect(end.finished && end.claim === null).toBe(true);
    const after = end.receive('B', { claim: { seat: 'A' } });
    expect(after.claim).toBeNull();
    expect(after.finished).toBe(true);
    expect(after.index).toBe(end.index + 1);
    done.close();
  });

  it.each([
    ['an early claim (A’s timeout 3 s)', 3_000],
    ['a claim after B’s full timeout', 120_000],
  ] as const)(
    '%s crossing the accused seat’s own move: void on both sides, the claimant takes the move, the match goes on and ends fair',
    async (_, timeoutA) => {
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
      // Before: B stopped with claim-crossed, blaming nobody, and A kept its claim.
      expect(a.stopped ?? b.stopped).toBeNull();
      expect(a.matchFile().messages[i]).toEqual(b.matchFile().messages[i]);
      expect(a.matchFile().messages[i]!.from).toBe('B');
      for (const v of await playOut(live)) expect(v.verdict).toBe('fair');
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
    // Before the claim was checked where it stands: claim-crossed, blaming nobody.
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

  it('with the right state hash, long before any timeout: void (A’s message answers it), nothing stops, the match goes on', async () => {
    const { live, i } = await forgedCrossing(93);
    const a = live.sessions.A;
    // Before: A stopped, claim-crossed, blaming nobody (the trick that turned any result into
    // "nobody to blame").
    expect(a.stopped).toBeNull();
    expect(a.matchFile().messages[i]!.from).toBe('A');
    expect(live.stores.A.evidence).toBeNull();
    for (const v of await playOut(live)) expect(v.verdict).toBe('fair');
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
