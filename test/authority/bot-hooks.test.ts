/**
 * The bot hooks (bot-hooks.ts): a determinization keeps everything the seat knows and samples the
 * rest from public knowledge only (it cannot tell two states apart that its view cannot), the
 * evaluation reads public state only, and action keys are the same in every determinization.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, multisetList, multisetOf, seatView } from '../../src/engine/index.ts';
import {
  actionKey,
  determinize,
  evaluate,
  WIN_VALUE,
} from '../../src/games/authority/bot-hooks.ts';
import {
  newGame,
  project,
  publicState,
  waiting,
  type GameState,
} from '../../src/games/authority/index.ts';
import { GAME, nextAction, randomConfig, seeded } from './helpers.ts';

/** States of random games in which B holds cards and A is to act. */
function samples(): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; seed <= 20; seed++) {
    const rng = seeded(seed);
    let s = newGame(GAME.db, randomConfig(rng));
    for (let i = 0; !s.over; i++) {
      const w = waiting(s);
      if (i % 7 === 0 && w.kind === 'act' && w.seat === 'A' && s.players.B!.hand.length > 0)
        out.push(s);
      s = GAME.apply(s, nextAction(GAME, s, rng)!).state!;
    }
  }
  return out;
}

/** `s` with B's first hand card swapped for a different card of its deck (A cannot tell). */
function swapHidden(s: GameState): GameState | null {
  const b = s.players.B!;
  const first = b.hand[0]!.id!;
  const other = multisetList(b.deck.cards!).find((id) => id !== first);
  if (other === undefined) return null;
  const deck = multisetList(b.deck.cards!);
  deck.splice(deck.indexOf(other), 1, first);
  const hand = [{ h: b.hand[0]!.h, id: other }, ...b.hand.slice(1)];
  return {
    ...s,
    players: {
      ...s.players,
      B: { ...b, hand, deck: { size: deck.length, cards: multisetOf(deck) } },
    },
  };
}

describe('bot hooks', () => {
  const states = samples();

  it('determinize keeps the public state and the seat’s own cards, and samples the rest from unseen cards', () => {
    expect(states.length).toBeGreaterThan(100);
    for (const s of states) {
      const view = project(s, seatView('A'));
      const d = determinize(view, 'A', seeded(1));
      expect(d.view).toEqual({ kind: 'omniscient' });
      expect(canonicalJson(publicState(d))).toBe(canonicalJson(publicState(s)));
      expect(d.players.A).toEqual(view.players.A);
      const b = d.players.B!;
      const held = [...b.hand.map((x) => x.id!), ...multisetList(b.deck.cards!)].sort();
      expect(held).toEqual(multisetList(s.players.B!.unseen));
      expect(b.deck.size).toBe(s.players.B!.deck.size);
      for (const a of GAME.legalActions(d, 'A')) expect(GAME.apply(d, a).error).toBeUndefined();
    }
  });

  it('determinize cannot tell apart states the seat’s view cannot', () => {
    let compared = 0;
    for (const s of states) {
      const t = swapHidden(s);
      if (!t) continue;
      compared++;
      expect(canonicalJson(project(t, seatView('A')))).toBe(
        canonicalJson(project(s, seatView('A'))),
      );
      const ds = determinize(project(s, seatView('A')), 'A', seeded(7));
      const dt = determinize(project(t, seatView('A')), 'A', seeded(7));
      expect(canonicalJson(dt)).toBe(canonicalJson(ds));
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('samples different hands for the other seat', () => {
    const s = states.find((x) => new Set(multisetList(x.players.B!.unseen)).size > 2)!;
    const hands = new Set<string>();
    for (let i = 0; i < 40; i++)
      hands.add(
        determinize(project(s, seatView('A')), 'A', seeded(i))
          .players.B!.hand.map((x) => x.id)
          .sort()
          .join(),
      );
    expect(hands.size).toBeGreaterThan(1);
  });

  it('evaluate reads public state only, is antisymmetric, and values a won game at ±1000', () => {
    for (const s of states.slice(0, 60)) {
      const v = evaluate(s, 'A');
      expect(evaluate(project(s, seatView('A')), 'A')).toBe(v);
      expect(evaluate(project(s, seatView('B')), 'A')).toBe(v);
      expect(evaluate(s, 'B')).toBeCloseTo(-v, 9);
    }
    const won = { ...states[0]!, over: true, winner: 'B' };
    expect(evaluate(won, 'B')).toBe(WIN_VALUE);
    expect(evaluate(won, 'A')).toBe(-WIN_VALUE);
    expect(evaluate({ ...won, winner: null }, 'A')).toBe(0);
  });

  it('an action keeps its key in every determinization, and slots holding one card share a key', () => {
    for (const s of states.slice(0, 60)) {
      const view = project(s, seatView('A'));
      const keys = GAME.legalActions(view, 'A').map(actionKey);
      expect(new Set(keys).size).toBe(keys.length);
      for (const seed of [1, 2, 3])
        expect(GAME.legalActions(determinize(view, 'A', seeded(seed)), 'A').map(actionKey)).toEqual(
          keys,
        );
    }
    expect(actionKey({ type: 'attack', player: 'A', slot: 'A1', card: 'rs-squire' })).toBe(
      actionKey({ type: 'attack', player: 'A', slot: 'A7', card: 'rs-squire' }),
    );
  });
});
