/**
 * Purity (engine contract: pure transitions, typed errors): `apply` never changes its input (the
 * states are deep-frozen: any write throws), gives the same result twice, and a refused action —
 * wrong player, wrong window, malformed, or random junk — returns a typed error and leaves the
 * state as it was.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/engine/index.ts';
import {
  newGame,
  publicState,
  type Action,
  type GameState,
} from '../../src/games/authority/index.ts';
import { GAME, below, nextAction, randomConfig, seeded } from './helpers.ts';

/** Deep-freezes a value so any mutation of it throws (ES modules run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

/** Junk and near-miss actions for the refusal checks. */
function junk(s: GameState, rng: () => number): unknown[] {
  const seat = s.turn.seat;
  const other = seat === 'A' ? 'B' : 'A';
  return [
    null,
    42,
    [],
    { type: 'fly', player: seat },
    { type: 'attack', player: seat },
    { type: 'attack', player: seat, slot: 7, card: 'rs-squire' },
    { type: 'end', player: other, hand: [] },
    { type: 'buy', player: seat, card: 'no-such-card' },
    { type: 'strike', player: seat, foe: other },
    { type: 'strike', player: seat, foe: other, row: 1 },
    { type: 'choose', player: seat, target: { from: 'hand' } },
    { type: 'random', k: 999, indices: [0] },
    { type: 'keep', player: seat },
    {
      type: 'unmask',
      player: seat,
      slot: 'A1',
      card: 'rs-squire',
      target: { seat: other, index: -1 },
    },
    { type: 'defend', player: seat, slot: `${seat}${below(rng, 40)}`, card: 'rs-knight' },
  ];
}

describe('purity', () => {
  it('apply never mutates its deep-frozen input and is deterministic (40 games)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const rng = seeded(seed);
      let s: GameState = deepFreeze(newGame(GAME.db, randomConfig(rng)));
      for (let i = 0; i < 20_000 && !s.over; i++) {
        const a = deepFreeze(nextAction(GAME, s, rng)!);
        const r1 = GAME.apply(s, a);
        const r2 = GAME.apply(s, a);
        if (r1.error) throw new Error(`seed ${seed}: ${r1.error.code}`);
        expect(canonicalJson(r1.state)).toBe(canonicalJson(r2.state));
        s = deepFreeze(r1.state);
      }
      expect(s.over, `seed ${seed}`).toBe(true);
    }
  });

  it('a refused action returns a typed error and leaves the state as it was', () => {
    const rng = seeded(5);
    let s: GameState = newGame(GAME.db, randomConfig(rng));
    let refused = 0;
    for (let i = 0; i < 600 && !s.over; i++) {
      const frozen = deepFreeze(s);
      const before = canonicalJson(publicState(frozen));
      for (const a of junk(frozen, rng)) {
        const r = GAME.apply(frozen, a as Action);
        if (r.error) {
          refused++;
          expect(r.error.code).toMatch(/^[a-z-]+$/);
          expect(typeof r.error.message).toBe('string');
        }
        expect(canonicalJson(publicState(frozen))).toBe(before);
      }
      s = GAME.apply(frozen, nextAction(GAME, frozen, rng)!).state!;
    }
    expect(refused).toBeGreaterThan(1000);
  });
});
