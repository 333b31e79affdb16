import { describe, it, expect } from 'vitest';
import type { Action, GameState } from '../../src/games/paragons/index.ts';
import { deepFreeze } from './helpers/freeze.ts';
import { seeded } from './helpers/prng.ts';
import { GAME, nextAction, randomConfig } from './helpers/random-match.ts';
import { newMatch } from '../../src/games/paragons/index.ts';
import { publicHash } from '../../src/engine/index.ts';

describe('purity', () => {
  it('apply never mutates its (deep-frozen) input and is deterministic', () => {
    // Many seeds: apply copies lists on write, so every rules path must go through the accessors.
    for (let seed = 1; seed <= 40; seed++) {
      const rng = seeded(seed);
      let s: GameState = deepFreeze(newMatch(GAME.db, randomConfig(rng)));
      for (let i = 0; i < 5000 && s.winner === null; i++) {
        const a = deepFreeze(nextAction(GAME, s, rng)!);
        const r1 = GAME.apply(s, a);
        const r2 = GAME.apply(s, a);
        expect(r1.error).toBeUndefined();
        expect(JSON.stringify(r1.state)).toBe(JSON.stringify(r2.state));
        s = deepFreeze(r1.state!);
      }
      expect(s.winner).not.toBeNull();
    }
  });

  it('a rejected action returns a typed error and leaves the state as it was', () => {
    const rng = seeded(5);
    let s: GameState = newMatch(GAME.db, randomConfig(rng));
    const bad: Action[] = [
      { type: 'endTurn', player: 'A' },
      { type: 'pass', player: 'B' },
      { type: 'play', player: 'A', card: 'no-such-card', to: 'F1' },
      { type: 'random', k: 999 },
    ];
    for (let i = 0; i < 400 && s.winner === null; i++) {
      const frozen = deepFreeze(s);
      const before = publicHash(GAME, frozen);
      for (const a of bad) {
        const r = GAME.apply(frozen, a);
        if (r.error) {
          expect(typeof r.error.code).toBe('string');
          expect(publicHash(GAME, frozen)).toBe(before);
        }
      }
      s = GAME.apply(frozen, nextAction(GAME, frozen, rng)!).state!;
    }
  });
});
