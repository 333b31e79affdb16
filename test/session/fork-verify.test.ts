/**
 * A match file's `fork` (docs/match-file.md, "Verification"): a second signed message for an index
 * the file holds, judged by `verifyMatch` like the live session judges a fork (protocol/session/
 * forks.ts). Hostile forks give a verdict, never a throw; a fork re-signed by its own seat names
 * that seat; a timeout claim that meets the accused seat's own message for its index is void
 * (protocol/session/claims.ts): a seat's own claim leaves a fair file fair (or names that seat), and
 * the blame for an abort stays on the aborting seat. Built on the seed-1 fixture (a fair, finished
 * draft match of `npm run simulate`, whose keys duelSetup(1) makes again).
 */
import fc from 'fast-check';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, type JsonValue } from '../../protocol/canonical.ts';
import { messageHash, signMessage } from '../../protocol/index.ts';
import { verifyMatch, type MatchFile } from '../../protocol/session/index.ts';
import type { Body, Message } from '../../protocol/transcript.ts';
import { duelSetup } from '../../src/cli/duel.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

type Seat = 'A' | 'B';

let honest: MatchFile;
let keys: Record<Seat, Uint8Array>;
beforeAll(async () => {
  honest = JSON.parse(await readFile('test/fixtures/match-seed1.json', 'utf8')) as MatchFile;
  const setup = duelSetup(1, { mode: 'draft', bestOf: 1 });
  expect(setup.header.players).toEqual(honest.header.players);
  keys = setup.secretKeys;
});

const other = (seat: string): Seat => (seat === 'A' ? 'B' : 'A');
/** The verdict of `f` as any verifier sees it (a JSON round trip). */
const judge = (f: unknown) => verifyMatch(JSON.parse(JSON.stringify(f)), PARAGONS_LOCKSTEP);
const withFork = (fork: unknown, messages: readonly unknown[] = honest.messages): unknown => ({
  ...honest,
  messages,
  fork,
});
/** `m` with `edit` applied, signed by `seat` (default: its own `from`). */
const resign = (m: Message, edit: Partial<Message>, seat?: Seat): Promise<Message> => {
  const { i, prev, from, body, stateHash } = { ...m, ...edit };
  return signMessage({ i, prev, from, body, stateHash }, keys[seat ?? (from as Seat)]);
};
/** A timeout claim by `by` against the other seat at index `i`, with `stateHash`. */
const claimAt = (i: number, by: Seat, stateHash: string, extra: Body = {}): Promise<Message> =>
  signMessage(
    {
      i,
      prev: honest.messages[i]!.prev,
      from: by,
      body: { claim: { seat: other(by) }, ...extra },
      stateHash,
    },
    keys[by],
  );

describe('a match file with a fork', () => {
  it('a fork that is not an object or not a message envelope, or whose index the file does not hold, is malformed', async () => {
    const m = honest.messages[10]!;
    const n = honest.messages.length;
    const { i, prev, from, body, stateHash } = m;
    const unsigned = { i, prev, from, body, stateHash };
    const bad: [unknown, RegExp][] = [
      [null, /fork is not an object/],
      [5, /fork is not an object/],
      ['fork', /fork is not an object/],
      [[m], /fork is not an object/],
      [{ ...m, i: 1.5 }, /fork\.i is not an index the file holds/],
      [{ ...m, i: '10' }, /fork\.i is not an index the file holds/],
      [{ ...m, i: -1 }, /fork\.i is not an index the file holds/],
      [{ ...m, i: n }, /fork\.i is not an index the file holds/],
      [unsigned, /fork is not a message envelope/],
      [{ ...m, body: 'move' }, /fork is not a message envelope/],
      [{ ...m, extra: 1 }, /fork is not a message envelope/],
      [{ ...m, from: 'C' }, /fork: /], // a seat not in the header
    ];
    for (const [fork, reason] of bad) {
      const v = await judge(withFork(fork));
      expect(v, JSON.stringify(fork).slice(0, 60)).toMatchObject({
        verdict: 'malformed',
        player: null,
      });
      expect(v.reason).toMatch(reason);
    }
  });

  it('a copy of the held message is malformed: the fork is the held message itself', async () => {
    const v = await judge(withFork(honest.messages[10]));
    expect(v).toMatchObject({ verdict: 'malformed', index: 10, player: null });
    expect(v.reason).toMatch(/the fork is the held message itself/);
  });

  it('a fork not validly signed, or not linked to the message before its index, blames nobody', async () => {
    const m = honest.messages[10]!;
    const forged = { ...m, body: { ...m.body, extra: 1 } }; // the old signature
    expect(await judge(withFork(forged))).toMatchObject({
      verdict: 'violation',
      index: 10,
      player: null,
      code: 'bad-signature',
    });
    const byOther = await resign(m, { body: { ...m.body, extra: 1 } }, other(m.from));
    expect(await judge(withFork(byOther))).toMatchObject({
      verdict: 'violation',
      index: 10,
      player: null,
      code: 'bad-signature',
    });
    const unlinked = await resign(m, { body: { ...m.body, extra: 1 }, prev: 'ab'.repeat(32) });
    const v = await judge(withFork(unlinked));
    expect(v).toMatchObject({ verdict: 'violation', index: 10, player: null, code: 'bad-prev' });
    expect(v.reason).toMatch(/does not link .* so no seat can be blamed for it/);
  });

  it('a second message from the other seat that is no timeout claim is its wrong-sender', async () => {
    const m = honest.messages[10]!;
    const seat = other(m.from);
    const fork = await resign(m, { from: seat, body: { move: { type: 'pass', player: seat } } });
    expect(await judge(withFork(fork))).toMatchObject({
      verdict: 'violation',
      index: 10,
      player: seat,
      code: 'wrong-sender',
    });
  });

  it('a self-signed timeout claim appended to a fair file (its fork for the last index, or after its end) leaves it fair', async () => {
    const n = honest.messages.length;
    const last = honest.messages[n - 1]!; // B's final reveal; A signed nothing after it
    expect(last.from).toBe('B');
    expect(await judge(honest)).toMatchObject({ verdict: 'fair' });
    // Before: incomplete, claim-crossed, nobody to blame. B's message n - 1 answers the claim.
    const claim = await claimAt(n - 1, 'A', honest.messages[n - 2]!.stateHash);
    expect(await judge(withFork(claim))).toMatchObject({ verdict: 'fair', player: null });
    // After the end: nobody owes a message, so a claim is void.
    const after = await signMessage(
      {
        i: n,
        prev: messageHash(last),
        from: 'A',
        body: { claim: { seat: 'B' } },
        stateHash: last.stateHash,
      },
      keys.A,
    );
    expect(await judge({ ...honest, messages: [...honest.messages, after] })).toMatchObject({
      verdict: 'fair',
    });
  });

  it('a claim the file holds, answered by the accused seat’s message for its index (the fork), is void: the match goes on from the answer', async () => {
    const n = honest.messages.length;
    const last = honest.messages[n - 1]!;
    const claim = await claimAt(n - 1, 'A', honest.messages[n - 2]!.stateHash);
    const claimed = [...honest.messages.slice(0, n - 1), claim];
    expect(await judge({ ...honest, messages: claimed })).toMatchObject({
      verdict: 'incomplete',
      index: n - 1,
      player: 'B',
      code: 'timeout',
    });
    const v = await judge(withFork(last, claimed));
    expect(v).toMatchObject({ verdict: 'fair', player: null });
    expect(v.reason).toMatch(/answers the timeout claim .* so the claim is void/);
  });

  it('a claim appended to an abort: the blame stays on the aborting seat', async () => {
    // The file stops where B owes message k (B aborted); B then claims that A never sent k − 1.
    const k = honest.messages.findIndex(
      (m, x) => x > 40 && m.from === 'B' && honest.messages[x - 1]!.from === 'A',
    );
    const aborted = honest.messages.slice(0, k);
    const owes = { verdict: 'incomplete', index: k, player: 'B', code: 'owing' };
    expect(await judge({ ...honest, messages: aborted })).toMatchObject(owes);
    const claim = await claimAt(k - 1, 'B', honest.messages[k - 2]!.stateHash);
    // Before: incomplete, claim-crossed, nobody to blame. A's message k − 1 answers the claim.
    expect(await judge(withFork(claim, aborted))).toMatchObject(owes);
    // The claim in the file, A's message as the fork: the same, the match goes on from A's message.
    const claimed = [...aborted.slice(0, k - 1), claim];
    expect(await judge(withFork(aborted[k - 1], claimed))).toMatchObject(owes);
    // A claim by the seat that owes the next message is its own admission.
    const own = await signMessage(
      {
        i: k,
        prev: messageHash(aborted[k - 1]!),
        from: 'B',
        body: { claim: { seat: 'A' } },
        stateHash: aborted[k - 1]!.stateHash,
      },
      keys.B,
    );
    expect(await judge({ ...honest, messages: [...aborted, own] })).toMatchObject({
      verdict: 'violation',
      index: k,
      player: 'B',
      code: 'bad-claim',
    });
  });

  it('property: a seat’s own timeout claim, for any index of a fair file, leaves it fair or names that seat; against an abort, the blame stays on the aborting seat', async () => {
    const n = honest.messages.length;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: n - 1 }), fc.boolean(), async (i, cut) => {
        const held = honest.messages[i]!;
        const by = other(held.from);
        const claim = await claimAt(i, by, honest.messages[i - 1]!.stateHash);
        if (!cut || i === n - 1) {
          // (Cut after the last message, the file is the fair one itself.)
          const v = await judge(withFork(claim));
          if (v.verdict !== 'fair') expect(v).toMatchObject({ verdict: 'violation', player: by });
          return;
        }
        // The file cut after message i: whoever owes message i + 1 aborted.
        const aborted = honest.messages.slice(0, i + 1);
        const owes = await judge({ ...honest, messages: aborted });
        expect(owes).toMatchObject({ verdict: 'incomplete', index: i + 1 });
        const v = await judge(withFork(claim, aborted));
        if (v.verdict === 'violation') expect(v.player).toBe(by);
        else expect(v).toEqual(owes);
      }),
      { numRuns: 16 },
    );
  });

  it('a crossing claim the rules refuse, with a wrong state hash, or built on since, is its signer’s violation', async () => {
    const n = honest.messages.length;
    const before = honest.messages[n - 2]!.stateHash;
    const cases: [Message, string][] = [
      [await claimAt(n - 1, 'A', before, { move: { type: 'pass', player: 'A' } }), 'bad-claim'],
      [await claimAt(n - 1, 'A', 'ab'.repeat(32)), 'state-mismatch'],
    ];
    // B claims against A's message i after B signed message i + 1, built on it.
    const i = honest.messages.findIndex((m, k) => k > 20 && m.from === 'A');
    cases.push([await claimAt(i, 'B', honest.messages[i - 1]!.stateHash), 'wrong-sender']);
    for (const [fork, code] of cases) {
      expect(await judge(withFork(fork)), code).toMatchObject({
        verdict: 'violation',
        index: fork.i,
        player: fork.from,
        code,
      });
    }
  });

  it('the first fault decides: one in the messages before the fork stands, the fork comes before one after it', async () => {
    const m = honest.messages[30]!;
    const fork = await resign(m, { stateHash: 'ab'.repeat(32) });
    expect(await judge(withFork(fork))).toMatchObject({
      verdict: 'violation',
      index: 30,
      player: m.from,
      code: 'equivocation',
    });
    const tampered = (k: number): Message[] => {
      const messages = [...honest.messages];
      messages[k] = { ...messages[k]!, stateHash: 'cd'.repeat(32) }; // its signature breaks
      return messages;
    };
    expect(await judge(withFork(fork, tampered(20)))).toMatchObject({
      verdict: 'violation',
      index: 20,
      player: null,
      code: 'bad-signature',
    });
    expect(await judge(withFork(fork, tampered(30)))).toMatchObject({ index: 30, player: null });
    expect(await judge(withFork(fork, tampered(40)))).toMatchObject({
      verdict: 'violation',
      index: 30,
      player: m.from,
      code: 'equivocation',
    });
    // A void claim does not hide a later violation of the messages.
    const n = honest.messages.length;
    const claim = await claimAt(n - 1, 'A', honest.messages[n - 2]!.stateHash);
    expect(await judge(withFork(claim, tampered(40)))).toMatchObject({ index: 40, player: null });
  });

  it('property: any fork, anything or a real message with a field set to anything, gives a verdict (never a throw), never fair', async () => {
    const n = honest.messages.length;
    const edited = fc
      .tuple(
        fc.nat({ max: n - 1 }),
        fc.constantFrom('i', 'prev', 'from', 'body', 'sig'),
        fc.jsonValue(),
      )
      .map(([k, key, v]) => ({ ...honest.messages[k]!, [key]: v }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), edited), async (fork) => {
        const v = await verifyMatch({ ...honest, fork }, PARAGONS_LOCKSTEP);
        expect(['violation', 'malformed']).toContain(v.verdict);
      }),
      { numRuns: 25 },
    );
  });

  it('property: a real message with one field changed, re-signed by its own seat, names that seat at its index (or is malformed), never fair', async () => {
    const n = honest.messages.length;
    const value = fc.oneof(
      fc.integer(),
      fc.string({ maxLength: 8 }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
    );
    const edit = fc.oneof(
      fc.record({ key: fc.constantFrom('move', 'extra', 'claim', 'concede', 'opens'), value }),
      fc.record({ key: fc.constant('stateHash'), value: fc.stringMatching(/^[0-9a-f]{64}$/) }),
      fc.constant({ key: 'drop', value: null }),
    );
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: n - 1 }), edit, async (k, { key, value: v }) => {
        const m = honest.messages[k]!;
        let change: Partial<Message>;
        if (key === 'stateHash') change = { stateHash: String(v) };
        else if (key === 'drop') change = { body: {} };
        else change = { body: { ...m.body, [key]: v } as Body };
        const fork = await resign(m, change);
        const verdict = await judge(withFork(fork));
        if (verdict.verdict === 'malformed') {
          // Only an edit that changed nothing: the fork is then the held message itself.
          expect(canonicalJson(fork as unknown as JsonValue)).toBe(
            canonicalJson(m as unknown as JsonValue),
          );
          return;
        }
        expect(verdict).toMatchObject({
          verdict: 'violation',
          index: k,
          player: m.from,
          code: 'equivocation',
        });
      }),
      { numRuns: 20 },
    );
  });
});
