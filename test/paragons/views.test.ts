import { describe, it, expect } from 'vitest';
import { publicHash, seatView } from '../../src/engine/index.ts';
import type { GameState } from '../../src/games/paragons/index.ts';
import { project, SEATS, viewAction } from '../../src/games/paragons/index.ts';
import { seeded } from './helpers/prng.ts';
import { GAME, playRandomMatch } from './helpers/random-match.ts';

/** Replays a random match in the omniscient view and both seat views, comparing public hashes. */
function replayInViews(seed: number): { steps: number; mismatches: string[]; opaque: number } {
  const states: GameState[] = [];
  const r = playRandomMatch(GAME, seeded(seed), (before) => states.push(before));
  let views = { A: project(r.initial, seatView('A')), B: project(r.initial, seatView('B')) };
  const mismatches: string[] = [];
  let opaque = 0;
  for (let i = 0; i < r.actions.length; i++) {
    const omni = states[i]!;
    const after = i + 1 < states.length ? states[i + 1]! : GAME.apply(omni, r.actions[i]!).state!;
    const next = { ...views };
    for (const seat of SEATS) {
      const res = GAME.apply(views[seat], viewAction(omni, r.actions[i]!, seat));
      if (res.error)
        throw new Error(
          `seed ${seed} step ${i} view ${seat}: ${res.error.code} ${res.error.message}`,
        );
      next[seat] = res.state;
    }
    views = next;
    const h = publicHash(GAME, after);
    for (const seat of SEATS)
      if (publicHash(GAME, views[seat]) !== h) mismatches.push(`step ${i} ${seat}`);
    opaque += views.A.players.B.hand.filter((x) => x.id === undefined).length;
    if (mismatches.length) break;
  }
  return { steps: r.actions.length, mismatches, opaque };
}

describe('views', () => {
  it('seat A, seat B and the omniscient view hash the public state identically after every action', () => {
    for (const seed of [7, 8, 9, 10]) {
      const { steps, mismatches, opaque } = replayInViews(seed);
      expect(steps).toBeGreaterThan(20);
      expect(mismatches).toEqual([]);
      expect(opaque).toBeGreaterThan(0);
    }
  });

  it("a seat's view never holds the other seat's hidden cards or deck", () => {
    const r = playRandomMatch(GAME, seeded(3));
    const a = project(r.initial, seatView('A'));
    expect(a.players.B.deck.cards).toBeUndefined();
    expect(a.players.A.deck.cards).toBeDefined();
    expect(publicHash(GAME, a)).toBe(publicHash(GAME, r.initial));
  });
});
