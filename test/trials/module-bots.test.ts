/**
 * Trials' bot hooks (src/games/trials/module/bots.ts; src/engine/bot-hooks.ts; docs/ai.md "What a
 * game supplies") under the generic bots of src/ai: the easy and normal levels play a whole match
 * as sessions (the path of `npm run simulate -- --bots easy|normal`) that verifies fair, and the
 * determinization keeps what the seat knows: projected back to the seat, a sample is the seat's
 * view again, and it names a card for every hidden slot of the opponent.
 */
import { describe, expect, it } from 'vitest';
import { botFor, sessionBot } from '../../src/ai/index.ts';
import { duel, type SeatDriver } from '../../src/cli/duel.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import type { GameModule } from '../../src/engine/module.ts';
import type { MatchState } from '../../src/games/trials/match/types.ts';
import { TRIALS } from '../../src/games/trials/module/index.ts';
import { determinize, projectMatch } from '../../src/games/trials/module/bots.ts';
import { view } from '../../src/games/trials/view.ts';

const game = TRIALS as unknown as GameModule;

describe('the generic bots play Trials', () => {
  for (const level of ['easy', 'normal'] as const) {
    it(`${level} against ${level}: a whole match, verified fair`, async () => {
      const bot = (secrets: unknown) =>
        sessionBot(
          botFor(level),
          secrets as never,
          undefined,
          TRIALS.bots,
        ) as unknown as SeatDriver;
      const r = await duel({ seed: 1, game, bots: { A: bot, B: bot } });
      expect(r.errors).toEqual([]);
      expect(r.verdicts.A).toMatchObject({ verdict: 'fair' });
      expect((r.sessions.A!.state as MatchState).phase).toBe('over');
    }, 120_000);
  }
});

describe('determinization', () => {
  it('fills every hidden card of the opponent and projects back to the seat’s view', async () => {
    const states: MatchState[] = [];
    await duel({
      seed: 4,
      game,
      verify: false,
      onStep: (seat, _i, s) => {
        if (seat === 'A' && (s as MatchState).phase === 'game') states.push(s as MatchState);
      },
    });
    expect(states.length).toBeGreaterThan(10);
    const rng = seededRng(7);
    for (const s of states.filter((_, i) => i % 10 === 0)) {
      const mine = projectMatch(s, 'A');
      const d = determinize(mine, 'A', rng);
      for (const x of [...d.players.B.hand, ...d.players.B.deck]) expect(x.id).toBeDefined();
      expect(view(d, 'A')).toEqual(view(mine.game!, 'A'));
    }
  }, 120_000);
});
