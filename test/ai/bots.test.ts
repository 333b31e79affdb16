/**
 * For every game with bot hooks: bots play whole matches through every window of the match flow,
 * make legal decisions, are deterministic, and the hard bot's determinized samples agree with the
 * view they were drawn for. Paragons' own policies (draft, deck, class) are tested in
 * test/paragons/bots.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  BOT_GAMES,
  botHooksFor,
  EASY,
  HARD,
  NORMAL,
  decide,
  playMatch,
  projectMatch,
  seatViewOf,
  sessionBot,
} from '../../src/ai/index.ts';
import { seedBytes } from '../../src/ai/player.ts';
import { randomBot } from '../../src/ai/random-bot.ts';
import { budgetMeter, rngOf, windowOf } from '../../src/ai/bot.ts';
import { canonicalJson } from '../../src/engine/index.ts';
import { PlayerSecrets } from '../../protocol/secrets.ts';
import { BOT_TEST_GAMES } from './games/index.ts';
import { playUntil } from './helpers.ts';

for (const game of BOT_TEST_GAMES) {
  const hooks = game.hooks;
  const ref = hooks.referee;
  const [first, second] = ref.seats as [string, string];
  const mainAt = (seat: string) => (s: unknown) => game.at(s, seat, 'main');

  describe(`${hooks.id}: whole matches`, () => {
    it('normal vs easy: a whole match, every action accepted, through every window', () => {
      const decided = new Set<string>();
      const r = playMatch(hooks, { [first]: NORMAL, [second]: EASY }, 3, {
        observe: (s) => {
          for (const seat of ref.seats) {
            const w = hooks.window(s, seat);
            if (w) decided.add(w);
          }
        },
      });
      expect(hooks.waiting(r.final).kind).toBe('over');
      for (const w of game.windows) expect(decided).toContain(w);
    });

    it('hard plays a short match with a small budget', () => {
      const budget = { iterations: 6 };
      const r = playMatch(hooks, { [first]: EASY, [second]: HARD }, 4, {
        match: game.shortMatch,
        budget: { [first]: budget, [second]: budget },
      });
      expect(hooks.waiting(r.final).kind).toBe('over');
      expect(r.timings.some((t) => t.level === 'hard')).toBe(true);
    });

    it('the session shape: each seat decides from its own view with its own secrets', () => {
      const rng = rngOf(9);
      const bots = {
        [first]: sessionBot(NORMAL, { privSeed: seedBytes(rng) }, undefined, hooks),
        [second]: sessionBot(HARD, { privSeed: seedBytes(rng) }, { iterations: 4 }, hooks),
      };
      let s = ref.create('session-shape', ref.defaultOptions);
      for (let i = 0; i < 3000; i++) {
        const w = hooks.waiting(s);
        if (w.kind === 'over') break;
        const a =
          w.kind === 'act'
            ? bots[w.seat]!.decide(projectMatch(hooks, s, w.seat), rng)
            : ref.chance(s, rng);
        const r = ref.apply(s, a);
        if (r.error) throw new Error(r.error.message);
        s = r.state;
      }
      expect(hooks.waiting(s).kind).toBe('over');
    });

    it('the random bot plays a whole match from its seats’ views', () => {
      const rng = rngOf(10);
      const secrets = (seat: string) =>
        PlayerSecrets.create('random-bot', seat, {
          privSeed: seedBytes(rng),
          chainSeed: seedBytes(rng),
        });
      const bots = {
        [first]: randomBot(secrets(first), hooks),
        [second]: randomBot(secrets(second), hooks),
      };
      let s = ref.create('random-bot', ref.defaultOptions);
      for (let i = 0; i < 20_000; i++) {
        const w = hooks.waiting(s);
        if (w.kind === 'over') break;
        const a =
          w.kind === 'act'
            ? bots[w.seat]!.decide(hooks.project(s, w.seat), rng)
            : ref.chance(s, rng);
        const r = ref.apply(s, a);
        if (r.error) throw new Error(r.error.message);
        s = r.state;
      }
      expect(hooks.waiting(s).kind).toBe('over');
    });
  });

  describe(`${hooks.id}: decisions`, () => {
    it('are deterministic for the same view, seed and iteration budget, and legal', () => {
      const s = playUntil(hooks, 31, mainAt(first));
      const v = seatViewOf(hooks, s, first);
      expect(windowOf(v)).toBe('main');
      const a = decide('hard', v, { seed: 5, budget: { iterations: 20 } });
      const b = decide('hard', v, { seed: 5, budget: { iterations: 20 } });
      expect(canonicalJson(a)).toBe(canonicalJson(b));
      const legal = hooks.legalMoves(s, first).map((m) => canonicalJson(m));
      for (const level of ['easy', 'normal', 'hard'] as const) {
        const d = decide(level, v, { seed: 3, budget: { iterations: 12 } });
        expect(d?.kind).toBe('action');
        expect(legal).toContain(canonicalJson((d as { action: unknown }).action));
      }
    });

    it('the seat decides nothing while it waits on the other seat', () => {
      const s = playUntil(hooks, 31, mainAt(first));
      const v = seatViewOf(hooks, s, second);
      expect(windowOf(v)).toBeNull();
      for (const level of ['easy', 'normal', 'hard'] as const)
        expect(decide(level, v, { seed: 1 })).toBeNull();
    });
  });

  describe(`${hooks.id}: determinization`, () => {
    for (const seed of [41, 42]) {
      it(`seed ${seed}: samples agree with the view and know every card`, () => {
        const s = playUntil(hooks, seed, mainAt(second));
        const v = seatViewOf(hooks, s, second);
        const own = canonicalJson(hooks.search.stateOf(v.match));
        const samples = new Set<string>();
        for (let k = 0; k < 5; k++) {
          const d = hooks.search.determinize(v.match, second, rngOf(k));
          expect(canonicalJson(game.projectState(d, second))).toBe(own);
          const again = hooks.search.determinize(v.match, second, rngOf(k));
          expect(canonicalJson(again)).toBe(canonicalJson(d));
          samples.add(canonicalJson(d));
        }
        // What the seat cannot see is sampled, not fixed.
        expect(samples.size).toBeGreaterThan(1);
      });
    }
  });
}

describe('the game lookup', () => {
  it('finds every game by id and names the known ids for an unknown one', () => {
    for (const h of BOT_GAMES) expect(botHooksFor(h.id)).toBe(h);
    expect(() => botHooksFor('no-such-game')).toThrow(/unknown game "no-such-game".*paragons/);
  });

  it('an ms budget stops the search on the clock', () => {
    const meter = budgetMeter({ ms: 5 }, 1_000_000);
    const start = performance.now();
    let n = 0;
    while (meter.more()) n++;
    expect(performance.now() - start).toBeLessThan(100);
    expect(n).toBeGreaterThan(0);
  });
});
