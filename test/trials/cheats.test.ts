/**
 * Trials' cheat catalogue (src/games/trials/module/cheats.ts; docs/protocol.md, "Slots a move
 * creates"; docs/rules/trials.md D2–D5): every cheat of the module's `testing.cheats` played by a
 * modified client against an honest one, and caught at the message that commits it, naming the
 * cheater — at once by the honest seat (its stop and the verdict on its evidence), or by the
 * verifier's replay of the complete file. Seeds are tried in order until the cheat had its chance
 * and every assertion names the cheat and the seed. Also: looking at one's own deck (D5) sends
 * nothing and shows the opponent nothing.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, type Body } from '../../protocol/index.ts';
import { verifyMatch, type MatchVerdict } from '../../protocol/session/index.ts';
import { duel, type DuelOptions, type DuelResult } from '../../src/cli/duel.ts';
import type { GameModule } from '../../src/engine/module.ts';
import { TRIALS } from '../../src/games/trials/module/index.ts';
import type { MatchState } from '../../src/games/trials/match/types.ts';

const game = TRIALS as unknown as GameModule;
const other = (s: string) => (s === 'A' ? 'B' : 'A');
const judge = (f: unknown): Promise<MatchVerdict> =>
  verifyMatch(JSON.parse(JSON.stringify(f)), TRIALS.lockstep);

/** The move type of the message that commits each verification cheat. */
const COMMITTED_BY: Readonly<Record<string, string>> = {
  'opens other Avatars than its deck list names': 'avatars-open',
};

type Hit = { hit: unknown };

async function until(
  make: (seed: number) => DuelOptions,
  fired: (r: DuelResult) => boolean,
): Promise<{ r: DuelResult; seed: number }> {
  for (let seed = 1; seed <= 10; seed++) {
    const r = await duel({ game, ...make(seed) });
    if (fired(r)) return { r, seed };
  }
  throw new Error('the cheat never had its chance (seeds 1-10)');
}

describe('Trials cheats (module testing.cheats)', () => {
  for (const cheat of TRIALS.testing.cheats) {
    it(`${cheat.name}: caught ${cheat.caught === 'at-once' ? 'at once' : 'by verification'}, naming ${cheat.cheater}`, async () => {
      const cheater = cheat.cheater;
      const honest = other(cheater);
      if (cheat.caught === 'verification') {
        const { r, seed } = await until(
          (s) => ({ seed: s, games: { [cheater]: cheat.game!() } as DuelOptions['games'] }),
          () => true,
        );
        const tag = `${cheat.name}, seed ${seed}`;
        const file = r.sessions[honest]!.matchFile();
        const type = COMMITTED_BY[cheat.name] ?? 'order-deck';
        const index = file.messages.findIndex(
          (m) =>
            m.from === cheater && (m.body.move as { type?: string } | undefined)?.type === type,
        );
        expect(index, tag).toBeGreaterThanOrEqual(0);
        // The live match found nothing: the lie shows only against the opened list.
        expect(r.sessions[honest]!.stopped, tag).toBeNull();
        const v = await judge(file);
        expect(v, tag).toMatchObject({ verdict: 'violation', index, player: cheater });
        expect(v.code, tag).toMatch(cheat.code);
        expect(r.verdicts[honest], tag).toMatchObject({
          verdict: 'violation',
          index,
          player: cheater,
        });
      } else {
        let t = cheat.tamper!() as ReturnType<NonNullable<typeof cheat.tamper>> & Hit;
        const { r, seed } = await until(
          (s) => {
            t = cheat.tamper!() as typeof t;
            return { seed: s, tamper: { [cheater]: t } as DuelOptions['tamper'] };
          },
          () => t.hit !== null,
        );
        const tag = `${cheat.name}, seed ${seed}`;
        const stopped = r.sessions[honest]!.stopped;
        expect(stopped, tag).toMatchObject({ player: cheater });
        const evidence = r.sessions[honest]!.evidenceFile();
        const v = await verifyMatch(evidence, TRIALS.lockstep);
        expect(v, tag).toMatchObject({
          verdict: 'violation',
          index: stopped!.index,
          player: cheater,
        });
        expect(v.code, tag).toMatch(cheat.code);
        const m = evidence.messages[stopped!.index!]!;
        expect(canonicalJson(m.body), tag).toBe(canonicalJson(t.hit as Body));
      }
    }, 120_000);
  }

  it('the catalogue holds every cheat of the brief', () => {
    expect(TRIALS.testing.cheats.map((c) => c.name)).toHaveLength(8);
  });
});

describe('looking at your own deck (docs/rules/trials.md D5)', () => {
  it('the owner sees its whole deck in order; no action or message is about it; the opponent never learns an unshown card', async () => {
    const views: { seat: string; s: MatchState }[] = [];
    const r = await duel({
      seed: 2,
      game,
      onStep: (seat, _i, s) => views.push({ seat, s: s as MatchState }),
    });
    expect(r.verdicts.A).toMatchObject({ verdict: 'fair' });
    const file = r.sessions.A!.matchFile();
    const reveals = file.messages.filter((m) => m.body.reveal !== undefined).map((m) => m.i);
    const firstReveal = Math.min(...reveals);
    for (const seat of ['A', 'B'] as const) {
      const foe = other(seat);
      const own = views.find((v) => v.seat === seat && v.s.lists[seat] !== undefined)!.s;
      const list = own.lists[seat]!.cards;
      // The owner's view of its game holds every deck card, in order, top first.
      const started = views.find((v) => v.seat === seat && v.s.game !== null)!.s;
      const p = started.game!.players[seat];
      expect([...p.hand, ...p.deck].map((x) => x.id)).toEqual(list);
      // Nothing to look with: no legal action of either seat, at any point, is a look.
      for (const v of views)
        for (const a of TRIALS.legalActions(v.s, v.seat))
          expect(a.type).not.toMatch(/look|peek|deck/);
      // Each card the opponent's view names was shown by a message (opened), never before.
      const shown = new Set<string>();
      for (const m of file.messages) {
        if (m.i >= firstReveal) break;
        const body = JSON.stringify(m.body.move ?? null);
        for (const id of list)
          if (m.from === seat && !shown.has(id) && body.includes(`"${id}"`)) {
            const opens = (m.body.opens ?? []) as { value?: unknown }[];
            expect(
              opens.some((o) => o.value === id),
              `message ${m.i} names ${id}`,
            ).toBe(true);
          }
        for (const o of (m.body.opens ?? []) as { value?: unknown }[])
          if (typeof o.value === 'string') shown.add(o.value);
      }
      for (const v of views.filter((x) => x.seat === foe)) {
        expect(v.s.lists[seat]).toBeUndefined();
        const g = v.s.game;
        if (!g) continue;
        for (const x of [...g.players[seat].hand, ...g.players[seat].deck])
          if (x.id !== undefined) expect(x.pub, `${foe} knows ${x.h}`).toBe(true);
      }
    }
  }, 120_000);
});
