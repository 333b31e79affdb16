/**
 * The cheat catalogue (acceptance criteria): sixteen modified clients (test/cheats/clients.ts),
 * each caught at once by the honest seat where the design allows — the session stops and the signed
 * offending message proves it — otherwise by verification at the end; either way the verdict names
 * the cheater and the offending message.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, Transcript, type Body } from '../../protocol/index.ts';
import { verifyMatch, type MatchFile, type MatchVerdict } from '../../protocol/session/index.ts';
import { duel, type DuelOptions, type DuelResult } from '../../src/cli/duel.ts';
import { requireGame } from '../../src/games/index.ts';
import {
  changesDeckAtReveal,
  commits31,
  drawsUnrandom,
  hidesFalsely,
  liesStateHash,
  opensOtherSlot,
  preferring,
  picksUnlaid,
  playsUndrawn,
  resendsOld,
  sameBody,
  swapsHidden,
  withholdsReveal,
  withOwnClaim,
  wrongElement,
  type PTamper,
} from './clients.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

type Seat = 'A' | 'B';
const other = (s: Seat): Seat => (s === 'A' ? 'B' : 'A');
const pre = { mode: 'preconstructed', bestOf: 1 } as const;
const draft = { mode: 'draft', bestOf: 1 } as const;

/** Plays seeds until `fired()` (the cheat happened); returns that duel. */
async function until(
  make: (seed: number) => DuelOptions,
  fired: (r: DuelResult) => boolean,
): Promise<DuelResult> {
  for (let seed = 1; seed <= 40; seed++) {
    const r = await duel(make(seed));
    if (fired(r)) return r;
  }
  throw new Error('the cheat never had a chance to happen');
}

function indexOf(r: DuelResult, seat: Seat, body: Body): number {
  const msgs = r.sessions[seat].evidenceFile().messages;
  const i = msgs.findLastIndex((m) => sameBody(m.body, body));
  expect(i).toBeGreaterThanOrEqual(0);
  return i;
}

/** Caught at once: the honest seat stopped on the cheater's message, and the evidence proves it. */
async function caughtAtOnce(r: DuelResult, cheater: Seat, index: number): Promise<MatchVerdict> {
  const honest = r.sessions[other(cheater)];
  expect(honest.stopped).toMatchObject({ index, player: cheater });
  const v = await verifyMatch(honest.evidenceFile(), PARAGONS_LOCKSTEP);
  expect(v).toMatchObject({ verdict: 'violation', index, player: cheater });
  return v;
}

async function tampered(
  cheater: Seat,
  options: DuelOptions['options'],
  make: () => PTamper & { hit: Body | null },
  transport: 'memory' | 'virtual' = 'memory',
  bots?: DuelOptions['bots'],
): Promise<{ r: DuelResult; index: number; v: MatchVerdict }> {
  let t = make();
  const r = await until(
    (seed) => {
      t = make();
      return { seed, options, transport, tamper: { [cheater]: t }, ...(bots ? { bots } : {}) };
    },
    () => t.hit !== null,
  );
  const index = indexOf(r, other(cheater), t.hit!);
  return { r, index, v: await caughtAtOnce(r, cheater, index) };
}

describe('cheats caught at once', () => {
  it('2. swaps a Hidden card before revealing it', async () => {
    const { v } = await tampered('B', pre, () => swapsHidden(), 'memory', {
      B: (secrets) => preferring(secrets, ['reveal', 'hide']),
    });
    expect(v.code).toMatch(/commitment-mismatch|bad-opening/);
  });

  it('3. reveals a different chain element', async () => {
    const { v } = await tampered('A', pre, () => wrongElement(3));
    expect(v.code).toBe('chain-mismatch');
  });

  it('4. plays a card it never drew', async () => {
    const { v } = await tampered('A', pre, () => playsUndrawn());
    expect(v.code).toMatch(/bad-opening|illegal-move/);
  });

  it('5. lies about its state hash', async () => {
    const { v, r } = await tampered('B', pre, () => liesStateHash(12));
    expect(r.sessions.A.stopped?.kind).toBe('desync');
    expect(v.code).toBe('state-mismatch');
  });

  it('8. opens a hand slot with another card', async () => {
    const { v } = await tampered('B', pre, () => opensOtherSlot());
    expect(v.code).toBe('commitment-mismatch');
  });

  it('9. re-sends an old message as a new one', async () => {
    const { v } = await tampered('A', pre, () => resendsOld(10));
    expect(v.code).toMatch(/reveal-twice|reveal-out-of-order|chain-mismatch|illegal-move/);
  });

  it('11. changes its deck list at the final reveal', async () => {
    const { v } = await tampered('A', draft, () => changesDeckAtReveal());
    expect(v.code).toBe('commitment-mismatch');
  });

  it('12. picks a draft card that was not laid out', async () => {
    const { v } = await tampered('B', draft, () => picksUnlaid());
    expect(v.code).toBe('illegal-move');
    expect(v.reason).toMatch(/invalid-pick/);
  });

  it('6. acts out of turn (a signed move injected past its session)', async () => {
    let injected: number | null = null;
    const r = await duel({
      seed: 3,
      options: pre,
      transport: 'virtual',
      async onTick(ctx) {
        const file = ctx.sessions.A.matchFile();
        if (injected !== null || file.messages.length < 12 || ctx.sessions.A.expected() !== 'B') {
          return;
        }
        let t = Transcript.start(file.header);
        for (const m of file.messages) t = await t.append(m);
        const body = { move: { type: 'pass', player: 'A' } };
        const m = await t.sign('A', body, file.messages.at(-1)!.stateHash, ctx.secretKeys.A);
        injected = m.i;
        ctx.inject('A', JSON.stringify({ t: 'm', m }));
      },
    });
    expect(injected).not.toBeNull();
    const v = await caughtAtOnce(r, 'A', injected!);
    expect(v.code).toBe('wrong-sender');
  });
});

describe('false claims about hidden cards, caught when the card is shown', () => {
  it.each([
    ['13. hides a Hidden card for less than it costs', 'cheap', 'wrong-cost'],
    [
      '14. hides a mercenary without the Hidden keyword, then reveals it',
      'not-hidden',
      'not-hidden',
    ],
  ] as const)('%s', async (_, lie, why) => {
    let h = hidesFalsely('B', lie);
    const r = await until(
      (seed) => {
        h = hidesFalsely('B', lie);
        return { seed, options: pre, games: { B: h.game }, bots: { B: h.bot } };
      },
      (d) => h.hit !== null && d.sessions.A.stopped !== null,
    );
    const file = r.sessions.A.evidenceFile();
    const hide = file.messages.findIndex(
      (m) => m.from === 'B' && canonicalJson(m.body.move ?? null) === canonicalJson(h.hit!.move),
    );
    expect(hide).toBeGreaterThan(0);
    // The stop and the verdict name the hide, not the message whose opening proved it false.
    const v = await caughtAtOnce(r, 'B', hide);
    expect(v.code).toBe('false-claim');
    expect(v.reason).toContain(why);
    expect(r.sessions.A.evidence!.i).toBeGreaterThan(hide);
    // From signed messages alone: the file holds no seed of the cheater.
    expect(file.messages.some((m) => m.from === 'B' && m.body.reveal !== undefined)).toBe(false);
  });
});

describe('cheats caught by verification', () => {
  it('1. draws a card the randomness did not give', async () => {
    const r = await duel({ seed: 2, options: pre, games: { A: drawsUnrandom('A') } });
    expect(r.sessions.B.stopped).toBeNull(); // B cannot see A's draws during the match
    const first = r.file.messages.findIndex(
      (m) => m.from === 'A' && JSON.stringify(m.body.commits ?? []).includes('"kind":"card"'),
    );
    expect(r.verdicts.B).toMatchObject({ verdict: 'violation', index: first, player: 'A' });
    expect(r.verdicts.B?.code).toBe('bad-draw');
  });

  it('7. commits a 31-card deck', async () => {
    const r = await duel({ seed: 4, options: draft, games: { B: commits31() } });
    expect(r.sessions.A.stopped).toBeNull();
    const deck = r.file.messages.findIndex(
      (m) => m.from === 'B' && (m.body.move as { type?: string })?.type === 'deck',
    );
    expect(r.verdicts.A).toMatchObject({ verdict: 'violation', index: deck, player: 'B' });
    expect(r.verdicts.A?.reason).toMatch(/invalid-deck/);
  });

  it('10. withholds its final reveal: the other seat claims the win after the timeout', async () => {
    const r = await duel({
      seed: 5,
      options: pre,
      transport: 'virtual',
      timeoutMs: 120_000,
      tamper: { B: withholdsReveal },
    });
    const file = r.sessions.A.matchFile();
    const claim = file.messages.at(-1)!;
    expect(claim.from).toBe('A');
    expect(claim.body).toEqual({ claim: { seat: 'B' } });
    expect(r.verdicts.A).toMatchObject({ verdict: 'incomplete', index: claim.i, player: 'B' });
  });
});

describe('files a seat makes with its own key', () => {
  const judge = (f: unknown) => verifyMatch(JSON.parse(JSON.stringify(f)), PARAGONS_LOCKSTEP);

  it('15. appends its own timeout claim to a fair file: still fair', async () => {
    const r = await duel({ seed: 1, options: pre });
    const file = r.sessions.A.matchFile();
    expect(await judge(file)).toMatchObject({ verdict: 'fair' });
    const n = file.messages.length;
    const seat = other(file.messages[n - 1]!.from as Seat);
    // Before: "incomplete, claim-crossed, nobody to blame".
    const forked = await withOwnClaim(file, n - 1, seat, r.secretKeys[seat]);
    expect(await judge(forked)).toMatchObject({ verdict: 'fair', player: null });
    const after = await withOwnClaim(file, n, seat, r.secretKeys[seat]);
    expect(await judge(after)).toMatchObject({ verdict: 'fair', player: null });
  });

  it('16. aborts, then claims the other seat never sent the message before: the blame stays on it', async () => {
    const r = await duel({ seed: 1, options: pre });
    const full = r.sessions.A.matchFile();
    // A stops answering where it owes message n (its own copy ends there); B's copy ends with
    // B's timeout claim against A at n.
    const n = full.messages.findIndex(
      (m, x) => x > 20 && m.from === 'A' && full.messages[x - 1]!.from === 'B',
    );
    const mine: MatchFile = { ...full, messages: full.messages.slice(0, n) };
    const owes = { verdict: 'incomplete', index: n, player: 'A', code: 'owing' };
    expect(await judge(mine)).toMatchObject(owes);
    const claimB = await withOwnClaim(mine, n, 'B', r.secretKeys.B);
    const theirs: MatchFile = { ...full, messages: claimB.messages };
    const timeout = { verdict: 'incomplete', index: n, player: 'A', code: 'timeout' };
    expect(await judge(theirs)).toMatchObject(timeout);
    expect(mine.messages[n - 1]!.from).toBe('B');
    // Before: "incomplete, claim-crossed, nobody to blame" (A laundered its abort).
    const key = r.secretKeys.A;
    expect(await judge(await withOwnClaim(mine, n - 1, 'A', key))).toMatchObject(owes);
    expect(await judge(await withOwnClaim(theirs, n - 1, 'A', key))).toMatchObject(timeout);
    // A claim by the seat that owes the message is its own admission.
    expect(await judge(await withOwnClaim(mine, n, 'A', key))).toMatchObject({
      verdict: 'violation',
      index: n,
      player: 'A',
      code: 'bad-claim',
    });
  });
});
