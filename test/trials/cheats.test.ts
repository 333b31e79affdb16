/**
 * Trials' cheat catalogue (src/games/trials/module/cheats.ts; docs/protocol.md, "Slots a move
 * creates"; docs/rules/trials.md D2–D5): the module's `testing.cheats` are played, as every game's
 * are, by test/cheats/game-cheats.test.ts; here, what the catalogue holds, and looking at one's own
 * deck (D5): the owner sees its whole deck in order, no action is a look, and the opponent learns
 * no card before a message shows it (test/cheats/game-cheats.test.ts proves looking sends nothing).
 */
import { describe, expect, it } from 'vitest';
import { duel } from '../../src/cli/duel.ts';
import type { GameModule } from '../../src/engine/module.ts';
import { TRIALS } from '../../src/games/trials/module/index.ts';
import type { MatchState } from '../../src/games/trials/match/types.ts';

const game = TRIALS as unknown as GameModule;
const other = (s: string) => (s === 'A' ? 'B' : 'A');

describe('Trials cheats (module testing.cheats, played by test/cheats/game-cheats.test.ts)', () => {
  it('the catalogue holds every cheat of the brief, each committed by a named move or caught at once', () => {
    expect(TRIALS.testing.cheats).toHaveLength(8);
    for (const c of TRIALS.testing.cheats)
      if (c.caught === 'verification')
        expect(c.committedBy, c.name).toMatch(/^(order-deck|avatars-open)$/);
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
