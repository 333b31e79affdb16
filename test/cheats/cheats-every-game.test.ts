/**
 * The game-agnostic part of the cheat catalogue, run for every registered game (src/games/index.ts
 * `GAMES`): each cheat is built the way a modified client would be (its session re-signs and
 * re-links what it rewrites, or a raw signed frame is injected past it) and must be caught at the
 * cheater's message with the same verdict code in every game. Each game plays its
 * `testing.quickOptions`; seeds are tried in order until the cheat had its chance, and every
 * assertion names the game and seed.
 *
 * The generic cheats ask the game how its moves show a card leaving a hidden slot
 * (`testing.shownCard`, src/engine/module.ts: Paragons and Authority name it `card`, Trials `id`
 * beside its handle `h`), never a field name. A game's own cheats (`testing.cheats`) are played by
 * test/cheats/game-cheats.test.ts.
 *
 * Which cheats of test/cheats/cheats.test.ts apply to which game:
 * - Every game (protocol cheats, or hand slots every game with private draws has):
 *   3 (reveals a wrong randomness-chain element), 4 (plays a card it never drew: the move names
 *   another card than its slot's opening), 5 (lies about its state hash), 6 (acts out of turn),
 *   8 (opens a hand slot with another card than it committed), 9 (re-sends an old message as new),
 *   10 (withholds its final reveal), 15 (appends its own timeout claim to a fair file),
 *   16 (aborts, then claims the other seat never sent the message).
 * - Paragons only (cheats.test.ts): 1 and 7 (its modified games read Paragons' deck state), 2, 13
 *   and 14 (Hidden cards: only Paragons has them), 11 (the deck list opened at the final reveal;
 *   Trials' own deck-list cheats are its `testing.cheats`), 12 (the draft: only Paragons has one).
 */
import { describe, expect, it } from 'vitest';
import { Transcript, type Body, type Opening } from '../../protocol/index.ts';
import { verifyMatch, type MatchFile, type MatchVerdict } from '../../protocol/session/index.ts';
import { duel, type DuelOptions, type DuelResult } from '../../src/cli/duel.ts';
import type { GameModule } from '../../src/engine/module.ts';
import { GAMES } from '../../src/games/index.ts';
import {
  forgedElement,
  liesStateHash,
  resendsOld,
  rewriteOnce,
  sameBody,
  withholdsReveal,
  withOwnClaim,
  wrongElement,
} from './clients.ts';

type Seat = 'A' | 'B';
const other = (s: Seat): Seat => (s === 'A' ? 'B' : 'A');
type AnyTamper = NonNullable<DuelOptions['tamper']>[string] & { hit: Body | null };
/** A body whose move shows the card its first opening opens (a card leaving a hand slot). */
const opensItsCard =
  (game: GameModule) =>
  (b: Body): boolean => {
    const opens = b.opens as Opening[] | undefined;
    const card = b.move === undefined ? null : game.testing.shownCard.card(b.move);
    return (
      Array.isArray(opens) &&
      opens.length > 0 &&
      opens[0]!.kind === 'card' &&
      card !== null &&
      card === opens[0]!.value
    );
  };

/** 4. Plays a card it never drew: shows another card for the slot it opens. */
const playsUndrawn = (game: GameModule) =>
  rewriteOnce(opensItsCard(game), (b) => {
    const shown = game.testing.shownCard;
    b.move = shown.withCard(b.move!, shown.another(shown.card(b.move!)!));
    return b;
  });

/** 8. Opens a hand slot with another card: the move and the opening agree, the commitment not. */
const opensOtherSlot = (game: GameModule) =>
  rewriteOnce(opensItsCard(game), (b) => {
    const shown = game.testing.shownCard;
    const opens = b.opens as Opening[];
    const card = shown.another(shown.card(b.move!)!);
    b.move = shown.withCard(b.move!, card);
    opens[0] = { ...opens[0]!, value: card };
    return b;
  });

for (const game of GAMES) {
  const options = game.testing.quickOptions;
  const tag = (seed: number) => `${game.id}, seed ${seed}`;
  const judge = (f: unknown) => verifyMatch(JSON.parse(JSON.stringify(f)), game.lockstep);

  /** Plays seeds until `fired()` (the cheat happened); returns that duel and its seed. */
  async function until(
    make: (seed: number) => DuelOptions,
    fired: (r: DuelResult) => boolean,
  ): Promise<{ r: DuelResult; seed: number }> {
    for (let seed = 1; seed <= 40; seed++) {
      const r = await duel({ game, options, ...make(seed) });
      if (fired(r)) return { r, seed };
    }
    throw new Error(`${game.id}: the cheat never had a chance to happen (seeds 1-40)`);
  }

  /** Caught at once: the honest seat stopped on the cheater's message; the evidence proves it. */
  async function caughtAtOnce(
    r: DuelResult,
    seed: number,
    cheater: Seat,
    index: number,
  ): Promise<MatchVerdict> {
    const honest = r.sessions[other(cheater)]!;
    expect(honest.stopped, `${tag(seed)}: the honest seat's stop`).toMatchObject({
      index,
      player: cheater,
    });
    const v = await verifyMatch(honest.evidenceFile(), game.lockstep);
    expect(v, `${tag(seed)}: the verdict`).toMatchObject({
      verdict: 'violation',
      index,
      player: cheater,
    });
    return v;
  }

  async function tampered(
    cheater: Seat,
    make: () => AnyTamper,
    transport: 'memory' | 'virtual' = 'memory',
  ): Promise<{ r: DuelResult; seed: number; index: number; v: MatchVerdict }> {
    let t = make();
    const { r, seed } = await until(
      (s) => {
        t = make();
        return { seed: s, transport, tamper: { [cheater]: t } };
      },
      () => t.hit !== null,
    );
    const msgs = r.sessions[other(cheater)]!.evidenceFile().messages;
    const index = msgs.findLastIndex((m) => sameBody(m.body, t.hit!));
    expect(index, `${tag(seed)}: the rewritten message is in the evidence`).toBeGreaterThanOrEqual(
      0,
    );
    return { r, seed, index, v: await caughtAtOnce(r, seed, cheater, index) };
  }

  describe(`${game.id}: cheats caught at once`, () => {
    it('3. reveals a different chain element', async () => {
      // A game without random events (Trials) reveals no element to change: its cheater makes one
      // up instead. Which it is, an honest match of the game shows.
      const honest = await duel({ seed: 1, game, options, verify: false });
      const reveals = honest.file.messages.some((m) => Array.isArray(m.body.chain));
      const cheat = reveals ? () => wrongElement(3) : () => forgedElement(3);
      const { v, seed } = await tampered('A', () => cheat() as AnyTamper);
      expect(v.code, tag(seed)).toBe('chain-mismatch');
    });

    it('4. plays a card it never drew', async () => {
      const { v, seed } = await tampered('A', () => playsUndrawn(game) as AnyTamper);
      expect(v.code, tag(seed)).toMatch(/bad-opening|illegal-move/);
    });

    it('5. lies about its state hash', async () => {
      const { v, r, seed } = await tampered('B', () => liesStateHash(12) as AnyTamper);
      expect(r.sessions.A!.stopped?.kind, tag(seed)).toBe('desync');
      expect(v.code, tag(seed)).toBe('state-mismatch');
    });

    it('8. opens a hand slot with another card', async () => {
      const { v, seed } = await tampered('B', () => opensOtherSlot(game) as AnyTamper);
      expect(v.code, tag(seed)).toBe('commitment-mismatch');
    });

    it('9. re-sends an old message as a new one', async () => {
      const { v, seed } = await tampered('A', () => resendsOld(10) as AnyTamper);
      expect(v.code, tag(seed)).toMatch(
        /reveal-twice|reveal-out-of-order|chain-mismatch|illegal-move/,
      );
    });

    // Injected the first moment A's session has B to send, whatever B holds by then: B may still
    // lack some of A's messages (the frame waits in its channel's buffer), may sign its own message
    // for that index while A's waits in its session's queue, or may take A's at its index. Every
    // way, A's signed message for B's index is caught. The net loses no frame: an injected frame,
    // unlike the session's own, is never resent.
    it.each([1, 2, 3, 4, 5])(
      '6. acts out of turn (a signed move injected past its session), seed %i',
      async (seed) => {
        let injected: number | null = null;
        const r = await duel({
          seed,
          game,
          options,
          transport: 'virtual',
          net: { drop: 0 },
          async onTick(ctx) {
            const file = ctx.sessions.A!.matchFile();
            if (
              injected !== null ||
              file.messages.length < 12 ||
              ctx.sessions.A!.expected() !== 'B'
            ) {
              return;
            }
            // A's own last move, re-signed as a new message while B is to send.
            const last = file.messages.findLast((m) => m.from === 'A' && m.body.move !== undefined);
            if (last === undefined) return;
            let t = Transcript.start(file.header);
            for (const m of file.messages) t = await t.append(m);
            const body = { move: last.body.move! };
            const m = await t.sign('A', body, file.messages.at(-1)!.stateHash, ctx.secretKeys.A!);
            injected = m.i;
            ctx.inject('A', JSON.stringify({ t: 'm', m }));
          },
        });
        expect(injected, tag(seed)).not.toBeNull();
        const v = await caughtAtOnce(r, seed, 'A', injected!);
        expect(v.code, tag(seed)).toBe('wrong-sender');
      },
    );
  });

  describe(`${game.id}: cheats caught by verification`, () => {
    it('10. withholds its final reveal: the other seat claims the win after the timeout', async () => {
      const seed = 5;
      const r = await duel({
        seed,
        game,
        options,
        transport: 'virtual',
        timeoutMs: 120_000,
        tamper: { B: withholdsReveal as AnyTamper },
      });
      const file = r.sessions.A!.matchFile();
      const claim = file.messages.at(-1)!;
      expect(claim.from, tag(seed)).toBe('A');
      expect(claim.body, tag(seed)).toEqual({ claim: { seat: 'B' } });
      expect(file.messages.some((m) => m.from === 'B' && m.body.reveal !== undefined)).toBe(false);
      expect(r.verdicts.A, tag(seed)).toMatchObject({
        verdict: 'incomplete',
        index: claim.i,
        player: 'B',
      });
    });
  });

  describe(`${game.id}: files a seat makes with its own key`, () => {
    it('15. appends its own timeout claim to a fair file: still fair', async () => {
      const seed = 1;
      const r = await duel({ seed, game, options });
      const file = r.sessions.A!.matchFile();
      expect(await judge(file), tag(seed)).toMatchObject({ verdict: 'fair' });
      const n = file.messages.length;
      const seat = other(file.messages[n - 1]!.from as Seat);
      const forked = await withOwnClaim(file, n - 1, seat, r.secretKeys[seat]!);
      expect(await judge(forked), tag(seed)).toMatchObject({ verdict: 'fair', player: null });
      const after = await withOwnClaim(file, n, seat, r.secretKeys[seat]!);
      expect(await judge(after), tag(seed)).toMatchObject({ verdict: 'fair', player: null });
    });

    it('16. aborts, then claims the other seat never sent the message before: the blame stays on it', async () => {
      const seed = 1;
      const r = await duel({ seed, game, options });
      const full = r.sessions.A!.matchFile();
      const n = full.messages.findIndex(
        (m, x) => x > 20 && m.from === 'A' && full.messages[x - 1]!.from === 'B',
      );
      expect(n, tag(seed)).toBeGreaterThan(20);
      const mine: MatchFile = { ...full, messages: full.messages.slice(0, n) };
      const owes = { verdict: 'incomplete', index: n, player: 'A', code: 'owing' };
      expect(await judge(mine), tag(seed)).toMatchObject(owes);
      const claimB = await withOwnClaim(mine, n, 'B', r.secretKeys.B!);
      const theirs: MatchFile = { ...full, messages: claimB.messages };
      const timeout = { verdict: 'incomplete', index: n, player: 'A', code: 'timeout' };
      expect(await judge(theirs), tag(seed)).toMatchObject(timeout);
      const key = r.secretKeys.A!;
      expect(await judge(await withOwnClaim(mine, n - 1, 'A', key)), tag(seed)).toMatchObject(owes);
      expect(await judge(await withOwnClaim(theirs, n - 1, 'A', key)), tag(seed)).toMatchObject(
        timeout,
      );
      expect(await judge(await withOwnClaim(mine, n, 'A', key)), tag(seed)).toMatchObject({
        verdict: 'violation',
        index: n,
        player: 'A',
        code: 'bad-claim',
      });
    });
  });
}
