/**
 * Unit tests of the Trials engine's public functions: setup (opening hand and the round-1 draw),
 * the view's projection, legal actions only for the seat the game waits on, malformed and hostile
 * actions as error values that change nothing (fast-check), and the card set hash.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/games/trials/legal.ts';
import { apply } from '../../src/games/trials/rules.ts';
import { newGame } from '../../src/games/trials/setup.ts';
import { publicState, view } from '../../src/games/trials/view.ts';
import { waiting } from '../../src/games/trials/waiting.ts';
import { mulberry, POOL_DB, POOL_DECK, poolGame } from './pool.ts';

describe('setup', () => {
  const decks = {
    A: POOL_DECK.map((id, i) => ({ h: `A:d${i}`, id })),
    B: POOL_DECK.map((id, i) => ({ h: `B:d${i}`, id })),
  };
  const s = newGame(POOL_DB, {
    avatars: { A: ['p-knight', 'p-witch'], B: ['p-witch', 'p-knight'] },
    decks,
    initiative: 'B',
  });

  it('deals the top 5 as the opening hand, then round 1 draws the 6th (digest A5-4)', () => {
    expect(s.players.A.hand.map((x) => x.h)).toEqual([
      'A:d0',
      'A:d1',
      'A:d2',
      'A:d3',
      'A:d4',
      'A:d5',
    ]);
    expect(s.players.A.deck[0]!.h).toBe('A:d6');
    expect(s.players.B.deck.length).toBe(14);
    expect(s.round).toBe(1);
    expect(s.players.A.energy).toBe(1);
    expect(waiting(s)).toEqual({ kind: 'act', seat: 'B', window: 'main' });
    expect(s.players.A.avatars.map((a) => a.id)).toEqual(['A:av0', 'A:av1']);
  });

  it('works from a view that knows only its own deck values', () => {
    const hidden = { ...decks, A: decks.A.map((x) => ({ h: x.h })) };
    const v = newGame(POOL_DB, {
      avatars: { A: ['p-knight', 'p-witch'], B: ['p-witch', 'p-knight'] },
      decks: hidden,
      initiative: 'B',
      view: { kind: 'seat', seat: 'B' },
    });
    expect(JSON.stringify(v)).toBe(JSON.stringify(view(s, 'B')));
  });

  it('refuses a malformed start with a labelled error', () => {
    expect(() =>
      newGame(POOL_DB, {
        avatars: { A: ['p-sword', 'p-witch'], B: ['p-witch', 'p-knight'] },
        decks,
        initiative: 'A',
      }),
    ).toThrow(/trials setup/);
    const dup = { ...decks, B: decks.A };
    expect(() =>
      newGame(POOL_DB, {
        avatars: { A: ['p-knight', 'p-witch'], B: ['p-witch', 'p-knight'] },
        decks: dup,
        initiative: 'A',
      }),
    ).toThrow(/trials setup/);
  });
});

describe('view', () => {
  it('hides the opponent hand and deck ids but keeps handles, counts and public zones', () => {
    const s = poolGame(mulberry(7));
    const v = view(s, 'A');
    expect(v.players.B.hand.every((x) => x.id === undefined)).toBe(true);
    expect(v.players.B.deck.every((x) => x.id === undefined)).toBe(true);
    expect(v.players.B.hand.map((x) => x.h)).toEqual(s.players.B.hand.map((x) => x.h));
    expect(v.players.A.hand).toEqual(s.players.A.hand);
    expect(v.players.A.deck).toEqual(s.players.A.deck);
    expect(publicState(v)).toEqual(publicState(view(s, 'B')));
    expect(JSON.stringify(view(v, 'A'))).toBe(JSON.stringify(v));
  });
});

describe('legal actions', () => {
  it('are offered only to the seat the game waits on, and each applies', () => {
    const s = poolGame(mulberry(3));
    const w = waiting(s);
    if (w.kind !== 'act') throw new Error('the game waits on a seat');
    const foe = w.seat === 'A' ? 'B' : 'A';
    expect(legalActions(POOL_DB, s, foe)).toEqual([]);
    const legal = legalActions(POOL_DB, view(s, w.seat), w.seat);
    expect(legal.some((a) => a.type === 'pass')).toBe(true);
    for (const a of legal) expect(apply(POOL_DB, s, a).error).toBeUndefined();
  });
});

describe('apply', () => {
  it('turns malformed and hostile actions into error values and never changes its input', () => {
    const s = poolGame(mulberry(11));
    const before = JSON.stringify(s);
    const w = waiting(s);
    const seat = w.kind === 'act' ? w.seat : 'A';
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            type: fc.constantFrom(
              'play',
              'activate',
              'attack',
              'channel',
              'ignite',
              'pass',
              'decline',
              'trigger',
              'scout',
              'discard',
            ),
            player: fc.constantFrom('A', 'B', 'C'),
            h: fc.oneof(fc.string(), fc.constantFrom(...s.players.A.hand.map((x) => x.h))),
            id: fc.oneof(fc.string(), fc.constantFrom(...POOL_DECK)),
            avatar: fc.constantFrom('A:av0', 'B:av1', 'x'),
            attacker: fc.constantFrom('A:av0', 'B:av0', 'A:d3'),
            targets: fc.array(fc.oneof(fc.string(), fc.constantFrom('A:av0', 'B:av1')), {
              maxLength: 3,
            }),
            index: fc.integer({ min: -1, max: 3 }),
            source: fc.constantFrom('A:av0', 'B:av0'),
            target: fc.constantFrom('A:av0', 'B:av0', 'zz'),
            cards: fc.array(fc.record({ h: fc.string(), id: fc.string() }), { maxLength: 2 }),
          }),
        ),
        (a) => {
          const r = apply(POOL_DB, s, a);
          if (r.error) {
            expect(typeof r.error.code).toBe('string');
          } else expect((a as { player?: unknown }).player).toBe(seat);
          expect(JSON.stringify(s)).toBe(before);
        },
      ),
      { seed: 1127, numRuns: 400 },
    );
  });

  it('refuses every action once the game is over', () => {
    const s = { ...poolGame(mulberry(5)), phase: 'over' as const, winner: 'A' as const };
    expect(apply(POOL_DB, s, { type: 'pass', player: 'A' }).error?.code).toBe('game-over');
    expect(legalActions(POOL_DB, s, 'A')).toEqual([]);
  });
});
