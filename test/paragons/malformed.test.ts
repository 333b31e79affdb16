import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Action, GameState } from '../../src/games/paragons/index.ts';
import { newMatch } from '../../src/games/paragons/index.ts';
import { seeded } from './helpers/prng.ts';
import { GAME, nextAction, randomConfig } from './helpers/random-match.ts';

/** States along a random match: a spread of windows to throw junk at. */
function sampleStates(): GameState[] {
  const rng = seeded(21);
  const out: GameState[] = [];
  let s = newMatch(GAME.db, randomConfig(rng));
  for (let i = 0; i < 3000 && s.winner === null; i++) {
    if (i % 10 === 0) out.push(s);
    s = GAME.apply(s, nextAction(GAME, s, rng)!).state!;
  }
  return out;
}

const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer({ min: -2, max: 40 }),
  fc.constantFrom('A', 'B', 'C', 'F1', 'B4', 'Z9', '', 'l-slinger'),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.record({ player: fc.constantFrom('A', 'B', 'X'), space: fc.constantFrom('F1', 'B2', 'Q') }),
  fc.anything(),
);

const action = fc.record(
  {
    type: fc.constantFrom(
      'play',
      'attack',
      'defend',
      'cast',
      'ability',
      'spell',
      'recruit',
      'hide',
      'reveal',
      'garrison',
      'mulligan',
      'retarget',
      'pass',
      'endTurn',
      'random',
      'nonsense',
    ),
    player: fc.constantFrom('A', 'B', 'C'),
    card: junk,
    slot: junk,
    to: junk,
    bump: junk,
    attacker: junk,
    target: junk,
    defender: junk,
    caster: junk,
    source: junk,
    index: junk,
    targets: junk,
    cards: junk,
    slots: junk,
    space: junk,
    cost: junk,
    k: junk,
    indices: junk,
  },
  { requiredKeys: ['type', 'player'] },
);

describe('malformed actions', () => {
  it('never throw: apply answers with a state or a typed error', () => {
    const states = sampleStates();
    fc.assert(
      fc.property(fc.nat({ max: states.length - 1 }), action, (i, a) => {
        const r = GAME.apply(states[i]!, a as unknown as Action);
        expect(r.error === undefined ? typeof r.state : typeof r.error.code).not.toBe('undefined');
      }),
      { numRuns: 4000, seed: 42 },
    );
  });

  it('never throw on legal actions with one field replaced', () => {
    const states = sampleStates().filter((s) => GAME.waiting(s).kind === 'act');
    const field = fc.constantFrom(
      'card',
      'slot',
      'to',
      'bump',
      'attacker',
      'target',
      'defender',
      'caster',
      'source',
      'index',
      'targets',
      'cards',
      'slots',
      'space',
      'cost',
    );
    const value = fc.oneof(
      fc.constantFrom('A', 'B', 'F1', 'F4', 'B1', 'B4', 'X', 'l-slinger', 'w-outbid', 'A1', 'B3'),
      fc.nat({ max: 9 }),
      fc.constant(null),
      fc.constant([]),
      fc.constantFrom(
        { player: 'A' },
        { player: 'B' },
        { player: 'B', space: 'F1' },
        { player: 'A', space: 'B4' },
        { player: 'A', card: 'l-slinger' },
      ),
      fc.array(
        fc.constantFrom(
          { player: 'A' },
          { player: 'B', space: 'F2' },
          { player: 'A', space: 'F1' },
        ),
        { maxLength: 3 },
      ),
    );
    fc.assert(
      fc.property(fc.nat({ max: states.length - 1 }), fc.nat(), field, value, (i, j, f, v) => {
        const s = states[i]!;
        const w = GAME.waiting(s);
        if (w.kind !== 'act') return;
        const legal = GAME.legalActions(s, w.seat);
        const a = { ...legal[j % legal.length]!, [f]: v } as Action;
        const r = GAME.apply(s, a);
        expect(r.error === undefined ? typeof r.state : typeof r.error.code).not.toBe('undefined');
      }),
      { numRuns: 6000, seed: 7 },
    );
  });
});
