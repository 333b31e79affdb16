/**
 * Claims about hidden cards in the verifier (docs/protocol.md, "Claims about hidden cards";
 * protocol/session/card-claims.ts). A face-down `hide` claims its card's cost and Hidden keyword;
 * the opponent cannot see the card and charges the claim on trust. A verifier checks the claim
 * against every opening in the file that shows the card, so a false hide is a violation of the
 * hiding message even when the cheater withholds its final reveal (before: `incomplete`, "B owes
 * its final reveal"), and the omniscient replay (the cheater's seeds revealed) names the same
 * message. The files are played by a cheating client (test/cheats/clients.ts `hidesFalsely`: every
 * message signed and linked by its session) against an honest client of the version that took
 * hides on trust (`trustsHides`), so the match runs to its end as it did before.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../protocol/index.ts';
import {
  verifyMatch,
  type LockstepGame,
  type MatchFile,
  type MatchVerdict,
} from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';
import { PARAGONS_LOCKSTEP } from '../../src/games/paragons/session/adapter.ts';
import { hidesFalsely, trustsHides, withholdsReveal, type HideLie } from '../cheats/clients.ts';

const PRE = { mode: 'preconstructed', bestOf: 1 } as const;

/** The verdict of `file` as any verifier with `game` sees it (a JSON round trip). */
const judge = (
  f: MatchFile,
  game: LockstepGame<MatchState, MatchAction> = PARAGONS_LOCKSTEP,
): Promise<MatchVerdict> => verifyMatch(JSON.parse(JSON.stringify(f)), game);

/**
 * A whole match in which B hid a card with a false claim (`lie`) and later revealed it, played
 * against a client that takes hides on trust; B withholds its final reveal when `withhold`, and A
 * then claims the win after the timeout. Returns A's file and the index of B's false hide.
 */
async function falseHide(lie: HideLie, withhold: boolean) {
  for (let seed = 1; seed <= 40; seed++) {
    const h = hidesFalsely('B', lie);
    const r = await duel({
      seed,
      options: PRE,
      transport: 'virtual',
      timeoutMs: 120_000,
      games: { A: trustsHides, B: h.game },
      bots: { B: h.bot },
      ...(withhold ? { tamper: { B: withholdsReveal } } : {}),
      verify: false,
    });
    if (h.hit === null || r.sessions.A.stopped !== null) continue;
    const file = r.sessions.A.matchFile();
    const hide = file.messages.findIndex(
      (m) => m.from === 'B' && canonicalJson(m.body.move ?? null) === canonicalJson(h.hit!.move),
    );
    const shown = file.messages.some(
      (m) =>
        m.i > hide &&
        m.from === 'B' &&
        (m.body.move as { type?: unknown } | undefined)?.type === 'reveal' &&
        (m.body.move as { card?: unknown }).card === h.hit!.card,
    );
    if (shown) return { file, hide, card: h.hit.card };
  }
  throw new Error('the false hide was never revealed');
}

describe('a false claim about a hidden card, in the verifier', () => {
  it.each([
    ['a card hidden for less than it costs', 'cheap', 'wrong-cost'],
    ['a mercenary without the Hidden keyword, hidden and revealed', 'not-hidden', 'not-hidden'],
  ] as const)(
    '%s, the final reveal withheld: a violation of the hiding message, from signed messages alone',
    async (_, lie, why) => {
      const { file, hide } = await falseHide(lie, true);
      const last = file.messages.at(-1)!;
      expect(last).toMatchObject({ from: 'A', body: { claim: { seat: 'B' } } });
      expect(file.messages.some((m) => m.from === 'B' && m.body.reveal !== undefined)).toBe(false);
      const v = await judge(file);
      expect(v).toMatchObject({
        verdict: 'violation',
        index: hide,
        player: 'B',
        code: 'false-claim',
      });
      expect(v.reason).toContain(why);
      // Before: the hide was taken on trust, and the verdict only said B owes its final reveal.
      const trusting = await judge(file, trustsHides);
      expect(trusting).toMatchObject({ verdict: 'incomplete', player: 'B', code: 'timeout' });
    },
  );

  it.each([
    ['a card hidden for less than it costs', 'cheap', /costs/],
    ['a mercenary without the Hidden keyword', 'not-hidden', /Hidden/],
  ] as const)(
    '%s, the cheater’s seeds revealed: the omniscient replay names the same message',
    async (_, lie, why) => {
      const { file, hide } = await falseHide(lie, false);
      expect(file.messages.filter((m) => m.body.reveal !== undefined)).toHaveLength(2);
      const v = await judge(file);
      expect(v).toMatchObject({ verdict: 'violation', index: hide, player: 'B' });
      expect(v.reason).toMatch(why);
    },
  );
});
