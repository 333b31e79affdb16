/**
 * Equivocation and the evidence file (docs/match-file.md, "Message rules"): a second signed message
 * for an index the transcript already holds proves its sender deviated, but no transcript can hold
 * both messages of one index. The exported file must then be the whole transcript — never the
 * transcript cut at that index with the second message in place, which verifies as if the honest
 * seat owed the next message — with the second message beside it as the file's `fork`, which
 * `verifyMatch` judges: the file names the cheater.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, type JsonValue } from '../../protocol/canonical.ts';
import {
  MemoryStore,
  Session,
  evidenceFileOf,
  verifyMatch,
  type MatchFile,
} from '../../protocol/session/index.ts';
import type { Message } from '../../protocol/transcript.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import { duelGame, randomDriver } from '../../src/cli/duel.ts';
import { requireGame } from '../../src/games/index.ts';
import { liveMatch, type Live } from '../hostile/harness.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

const same = (a: unknown, b: unknown): boolean =>
  canonicalJson(a as JsonValue) === canonicalJson(b as JsonValue);

/**
 * B's second signed message for an index `i ≥ from` where the transcript holds a move of B: B's
 * session rebuilt from its stored entries before `i`, made to play another legal move.
 */
async function secondMessage(live: Live, file: MatchFile, from: number): Promise<Message> {
  for (let i = from; i < file.messages.length; i++) {
    const held = file.messages[i]!;
    if (held.from !== 'B' || Object.keys(held.body).join() !== 'move') continue;
    const entries = live.stores.B.entries.slice(0, i);
    for (let seed = 1; seed < 15; seed++) {
      const store = new MemoryStore();
      for (const e of entries) await store.append(e);
      const s = await Session.open({
        game: PARAGONS_LOCKSTEP,
        header: file.header,
        seat: 'B',
        secretKey: live.secretKeys.B,
        secrets: live.secrets.B,
        store,
      });
      const ready = s.canAct();
      if (ready)
        await s.act(randomDriver(duelGame())(live.secrets.B).decide(s.state, seededRng(seed)));
      const m = s.matchFile().messages[i];
      s.close();
      if (!ready) break;
      if (m && !same(m.body, held.body)) return m;
    }
  }
  throw new Error('no second move found');
}

const judge = (f: MatchFile) => verifyMatch(JSON.parse(JSON.stringify(f)), PARAGONS_LOCKSTEP);

describe('equivocation', () => {
  it('after a finished match, B re-signs message i: A stops naming B, and its evidence file (the whole transcript and the fork) proves it', async () => {
    const live = await liveMatch(92);
    await live.run();
    await live.settle();
    const a = live.sessions.A;
    expect(a.finished).toBe(true);
    const file = a.matchFile();
    const second = await secondMessage(live, file, 20);
    const i = second.i;
    expect(i).toBeLessThan(file.messages.length - 1);
    live.tap.inject(JSON.stringify({ t: 'm', m: second }));
    await live.settle();
    expect(a.stopped).toMatchObject({
      kind: 'violation',
      index: i,
      player: 'B',
      code: 'equivocation',
    });
    // The second message is the proof, kept beside the transcript.
    expect(a.evidence).toEqual(second);
    expect(live.stores.A.evidence?.message).toEqual(second);
    // The file keeps every message (a file cut at i with B's second message in place verified as
    // "incomplete: A owes message i + 1") and carries the second one as its fork (before: the file
    // was the transcript alone, which verified as fair).
    const evidence = a.evidenceFile();
    expect(evidence).toEqual({ ...file, fork: second });
    expect(await judge(file)).toMatchObject({ verdict: 'fair' });
    expect(await judge(evidence)).toMatchObject({
      verdict: 'violation',
      index: i,
      player: 'B',
      code: 'equivocation',
    });
    await live.reload('A');
    expect(live.sessions.A.stopped).toEqual(a.stopped);
    expect(live.sessions.A.evidenceFile()).toEqual(evidence);
    live.close();
  });

  it('evidenceFileOf puts the evidence in place when that file proves its signer deviated, else beside as the fork', () => {
    const header = { matchId: 'm' } as unknown as MatchFile['header'];
    const msg = (i: number, from: string, body: Message['body'] = {}): Message =>
      ({ i, prev: '', from, body, stateHash: '', sig: `${from}${i}` }) as Message;
    const file: MatchFile = {
      format: 'parley-match/1',
      header,
      messages: [msg(0, 'A'), msg(1, 'B'), msg(2, 'A')],
    };
    expect(evidenceFileOf(file, null)).toBe(file);
    // The refused next message: appended.
    const next = msg(3, 'B');
    expect(evidenceFileOf(file, next).messages).toEqual([...file.messages, next]);
    // A second message from the same signer (equivocation): valid on its own, the file's fork.
    const again = msg(1, 'B');
    expect(evidenceFileOf(file, again)).toEqual({ ...file, fork: again });
    // A timeout claim crossing A's message: valid on its own, the file's fork.
    const claim = msg(2, 'B', { claim: { seat: 'A' } });
    expect(evidenceFileOf(file, claim)).toEqual({ ...file, fork: claim });
    // Evidence for no index the file holds or follows: the file alone.
    expect(evidenceFileOf(file, msg(5, 'B'))).toBe(file);
    // A move out of turn crossing A's message 0 or 2 (wrong-sender): the file is cut there.
    for (const i of [0, 2]) {
      const out = msg(i, 'B');
      expect(evidenceFileOf(file, out).messages).toEqual([...file.messages.slice(0, i), out]);
    }
  });
});
