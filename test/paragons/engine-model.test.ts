import { describe, it, expect } from 'vitest';
import { multisetList, publicHash, seatView } from '../../src/engine/index.ts';
import type { Action, GameState, PSeat } from '../../src/games/paragons/index.ts';
import { project, viewAction } from '../../src/games/paragons/index.ts';
import { scenarioDb, stateFromSetup } from '../../src/games/paragons/scenario-setup.ts';
import { paragons } from '../../src/games/paragons/rules.ts';
import { seeded } from './helpers/prng.ts';
import { GAME, nextAction, randomConfig } from './helpers/random-match.ts';
import { newMatch } from '../../src/games/paragons/index.ts';

const CARDS = {
  't-filler': { kind: 'mercenary', cost: 1, attack: 1, health: 1, combat: 'melee', keywords: [] },
  't-trap': {
    kind: 'spell',
    cost: 2,
    spell: 'instant',
    hidden: { reveal: 'enemy-attack' },
    targets: [{ kind: 'player', side: 'enemy' }],
    effects: [{ do: 'damage', to: { target: 0 }, amount: 3 }],
  },
  't-melee-2-2': {
    kind: 'mercenary',
    cost: 2,
    attack: 2,
    health: 2,
    combat: 'melee',
    keywords: [],
  },
};
const DB = scenarioDb(CARDS);
const G = paragons(DB);

function setup(): GameState {
  return stateFromSetup(DB, {
    round: 3,
    turn: 'A',
    players: {
      A: { class: 'ranger', mana: 3, hand: ['t-trap'], deck: ['t-filler', 't-filler'] },
      B: {
        class: 'mage',
        mana: 3,
        board: { F1: { card: 't-melee-2-2' } },
        deck: ['t-filler', 't-filler', 't-filler', 't-filler', 't-filler'],
      },
    },
  });
}

/** Applies `a` to the omniscient state and both seat views, checking equal public hashes. */
function step(views: Record<'O' | PSeat, GameState>, a: Action): Record<'O' | PSeat, GameState> {
  const next = { ...views };
  for (const v of ['A', 'B'] as const) {
    const r = G.apply(views[v], viewAction(views.O, a, v));
    expect(r.error).toBeUndefined();
    next[v] = r.state!;
  }
  const r = G.apply(views.O, a);
  expect(r.error).toBeUndefined();
  next.O = r.state!;
  expect(publicHash(G, next.A)).toBe(publicHash(G, next.O));
  expect(publicHash(G, next.B)).toBe(publicHash(G, next.O));
  return next;
}

describe('hidden cards across views', () => {
  it('a face-down card is a handle to the opponent, its cost public, its id opened on reveal', () => {
    const s = setup();
    let v = { O: s, A: project(s, seatView('A')), B: project(s, seatView('B')) };
    const slot = v.O.players.A.hand[0]!.h;
    expect(v.B.players.A.hand[0]).toEqual({ h: slot });
    v = step(v, { type: 'hide', player: 'A', card: 't-trap', slot, cost: 2 });
    v = step(v, { type: 'pass', player: 'B' });
    v = step(v, { type: 'pass', player: 'A' });
    expect(v.B.players.A.hidden.map((x) => x.id)).toEqual([undefined]);
    expect(v.A.players.A.hidden.map((x) => x.id)).toEqual(['t-trap']);
    expect(v.B.players.A.mana).toBe(1);
    v = step(v, { type: 'endTurn', player: 'A' });
    const k = v.O.pending?.p === 'random' ? v.O.pending.request.k : -1;
    v = step(v, {
      type: 'random',
      k,
      cards: ['t-filler', 't-filler', 't-filler', 't-filler', 't-filler'],
    });
    expect(v.A.players.B.hand.every((x) => x.id === undefined)).toBe(true);
    v = step(v, { type: 'attack', player: 'B', attacker: 'F1', target: { player: 'A' } });
    const h = v.O.players.A.hidden[0]!.h;
    v = step(v, {
      type: 'reveal',
      player: 'A',
      card: 't-trap',
      slot: h,
      targets: [{ player: 'B' }],
    });
    v = step(v, { type: 'pass', player: 'B' });
    v = step(v, { type: 'pass', player: 'A' });
    expect(v.B.players.B.life).toBe(17);
    expect(v.B.players.A.discard).toEqual(['t-trap']);
  });

  it('a face-down play without a cost is refused in a view that cannot see the card', () => {
    const s = setup();
    const b = project(s, seatView('B'));
    const r = G.apply(b, { type: 'hide', player: 'A', slot: s.players.A.hand[0]!.h });
    expect(r.error?.code).toBe('bad-action');
  });
});

describe('random requests', () => {
  it('accept canonical indices as well as card ids, and reject a wrong event number', () => {
    const s = newMatch(GAME.db, randomConfig(seeded(4)));
    const req = s.pending?.p === 'random' ? s.pending.request : undefined;
    expect(req?.kind).toBe('public-draw');
    const order = multisetList(s.poolDeck);
    const byIndex = GAME.apply(s, { type: 'random', k: req!.k, indices: [0, 0, 0, 0, 0] });
    const byId = GAME.apply(s, { type: 'random', k: req!.k, cards: order.slice(0, 5) });
    expect(publicHash(GAME, byIndex.state!)).toBe(publicHash(GAME, byId.state!));
    expect(GAME.apply(s, { type: 'random', k: req!.k + 1, indices: [0] }).error?.code).toBe(
      'wrong-random',
    );
    expect(GAME.apply(s, { type: 'endTurn', player: 'A' }).error?.code).toBe('not-your-turn');
  });
});

describe('private draws', () => {
  it('name in advance the slot handles the drawn cards take', () => {
    const rng = seeded(6);
    let s = newMatch(GAME.db, randomConfig(rng));
    s = GAME.apply(s, nextAction(GAME, s, rng)!).state!;
    const req = s.pending?.p === 'random' ? s.pending.request : undefined;
    expect(req?.kind).toBe('private-draw');
    if (req?.kind !== 'private-draw') return;
    s = GAME.apply(s, nextAction(GAME, s, rng)!).state!;
    const seat = req.seat as PSeat;
    expect(s.players[seat].hand.map((x) => x.h)).toEqual(req.handles);
  });
});

describe('legalActions', () => {
  it('lists only actions that apply accepts, and only for the seat the state waits on', () => {
    const rng = seeded(11);
    let s = newMatch(GAME.db, randomConfig(rng));
    for (let i = 0; i < 600 && s.winner === null; i++) {
      const w = GAME.waiting(s);
      if (w.kind === 'act') {
        const other = w.seat === 'A' ? 'B' : 'A';
        expect(GAME.legalActions(s, other)).toEqual([]);
        for (const a of GAME.legalActions(s, w.seat))
          expect(GAME.apply(s, a).error).toBeUndefined();
      }
      s = GAME.apply(s, nextAction(GAME, s, rng)!).state!;
    }
  });
});
