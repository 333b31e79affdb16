/**
 * The bot worker's protocol (src/ai/worker.ts) names the game: a request is answered with that
 * game's hooks, an unknown game id is an error naming the games this build knows, and a hand-made
 * request carrying an omniscient state decides exactly as the seat's view (the worker projects
 * again). The real Web Worker runs in Chromium: test/browser/ai-worker.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { answer, BotClient } from '../../src/ai/worker.ts';
import { decide, seatViewOf } from '../../src/ai/index.ts';
import { canonicalJson } from '../../src/engine/index.ts';
import { BOT_TEST_GAMES } from './games/index.ts';
import { playUntil } from './helpers.ts';

for (const game of BOT_TEST_GAMES) {
  const hooks = game.hooks;
  describe(`${hooks.id}: the worker protocol`, () => {
    const c = game.noPeek[0]!;
    const s = playUntil(hooks, c.seed, (x) => game.at(x, c.seat, c.window));
    const view = seatViewOf(hooks, s, c.seat);
    const budget = { iterations: 12 };

    it('answers with the named game’s bots, as on the calling thread', async () => {
      const r = answer({
        id: 1,
        level: 'hard',
        game: hooks.id,
        match: view.match,
        seat: c.seat,
        seed: 4,
        budget,
      });
      if ('error' in r) throw new Error(r.error);
      expect(canonicalJson(r.decision)).toBe(
        canonicalJson(decide('hard', view, { seed: 4, budget })),
      );
      const local = await new BotClient(null).decide('hard', view, 4, budget);
      expect(canonicalJson(local.decision)).toBe(canonicalJson(r.decision));
    });

    it('an omniscient state in a hand-made request is projected to the seat first', () => {
      for (const level of ['easy', 'normal', 'hard'] as const) {
        const req = { level, game: hooks.id, seat: c.seat, seed: 2, budget };
        const fromState = answer({ id: 2, ...req, match: s });
        const fromView = answer({ id: 3, ...req, match: view.match });
        if ('error' in fromState || 'error' in fromView) throw new Error('no decision');
        expect(canonicalJson(fromState.decision)).toBe(canonicalJson(fromView.decision));
      }
    });
  });
}

it('an unknown game id is answered with an error naming the known games', () => {
  const r = answer({ id: 9, level: 'easy', game: 'no-such-game', match: {}, seat: 'A', seed: 1 });
  expect('error' in r && r.error).toMatch(/unknown game "no-such-game".*paragons/);
});
