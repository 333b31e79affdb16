/**
 * Paragons' bot hooks (src/games/paragons/bots/, docs/ai.md): what the generic tests in test/ai
 * cannot know. The view hides every opponent card it must; the draft, deck, class and
 * class-conflict policies; determinized samples draw the opponent's cards from its public pool and
 * fill Hidden-pile slots with cards that can be hidden.
 */
import { describe, expect, it } from 'vitest';
import { decide, EASY, playMatch, seatViewOf } from '../../src/ai/index.ts';
import { rngOf, windowOf } from '../../src/ai/bot.ts';
import { multisetList } from '../../src/engine/index.ts';
import { PARAGONS_BOTS } from '../../src/games/paragons/bots/index.ts';
import { determinize, unknownsOf } from '../../src/games/paragons/bots/determinize.ts';
import { buildDeck, draftPick } from '../../src/games/paragons/bots/ratings.ts';
import { strongestClass } from '../../src/games/paragons/bots/flow.ts';
import { cardById } from '../../src/games/paragons/cards/index.ts';
import { checkDeck } from '../../src/games/paragons/match/decks.ts';
import { playUntil } from '../ai/helpers.ts';
import { gameWindow } from '../ai/games/paragons.ts';

describe('Paragons bots: the seat view', () => {
  it('a view holds none of the opponent’s hidden cards, and all of its own', () => {
    const s = playUntil(PARAGONS_BOTS, 14, gameWindow('A', 'main', 2));
    const v = seatViewOf(PARAGONS_BOTS, s, 'A');
    expect(v.game).toBe('paragons');
    const b = v.match.game!.players.B;
    expect(b.hand.every((x) => x.id === undefined && Object.keys(x).length === 1)).toBe(true);
    expect(b.hidden.every((x) => x.id === undefined)).toBe(true);
    expect(b.deck.cards).toBeUndefined();
    expect(v.match.decks.B?.cards).toBeUndefined();
    expect(v.match.game!.view).toEqual({ kind: 'seat', seat: 'A' });
    expect(v.match.game!.players.A.hand.every((x) => x.id !== undefined)).toBe(true);
    expect(v.match.game!.players.A.deck.cards).toBeDefined();
  });
});

describe('Paragons bots: policies around the Game Phase', () => {
  it('draft picks come from the layout and decks are legal and curve-built', () => {
    const s = playUntil(PARAGONS_BOTS, 32, (m) => m.phase === 'deckbuild');
    const seat = s.decks.A ? 'B' : 'A';
    const v = seatViewOf(PARAGONS_BOTS, s, seat);
    expect(windowOf(v)).toBe('deck');
    const d = decide('normal', v, { seed: 1 });
    if (d?.kind !== 'deck') throw new Error(`a deck decision expected, not ${d?.kind}`);
    expect(checkDeck(d.cards, s.pools[seat]!)).toBeNull();
    expect(d.cards).toEqual(buildDeck(s.pools[seat]!));
    const cheap = d.cards.filter((id) => (cardById(id)?.cost ?? 0) <= 3).length;
    expect(cheap).toBeGreaterThanOrEqual(15);
    expect(draftPick(['l-a', 'l-b'], [])).toMatch(/^l-/);
  });

  it('hard takes the class that fares best in bot play, and answers a class taken first', () => {
    expect(strongestClass()).toBe('warrior');
    expect(strongestClass('warrior')).toBe('ranger');
    expect(strongestClass('mage')).toBe('warrior');
    expect(strongestClass('ranger')).toBe('mage');
    const s = playUntil(PARAGONS_BOTS, 33, (m) => m.phase === 'class-commit');
    for (const seed of [1, 2, 3]) {
      const d = decide('hard', seatViewOf(PARAGONS_BOTS, s, 'A'), { seed });
      expect(d).toEqual({ kind: 'class', choice: 'warrior' });
    }
  });

  it('a class conflict goes through rock-paper-scissors and a repick', () => {
    // Seeds where both easy bots wish the same class exercise rps-commit/-open and class-pick.
    let seen = false;
    for (let seed = 1; seed < 40 && !seen; seed++) {
      const r = playMatch(PARAGONS_BOTS, { A: EASY, B: EASY }, seed, {
        match: { bestOf: 1, mode: 'preconstructed' },
        maxSteps: 12,
      });
      seen = r.timings.some((t) => t.window === 'class-pick');
    }
    expect(seen).toBe(true);
  });
});

describe('Paragons bots: determinization', () => {
  for (const seed of [41, 42]) {
    it(`seed ${seed}: samples come from the opponent's pool, every card named`, () => {
      const s = playUntil(PARAGONS_BOTS, seed, gameWindow('B', 'main', 4));
      const v = seatViewOf(PARAGONS_BOTS, s, 'B');
      const pool = s.pools.A!;
      const u = unknownsOf(v.match, 'B');
      expect(u.cards.length).toBeGreaterThan(0);
      for (const id of u.cards) expect(pool).toContain(id);
      for (let k = 0; k < 5; k++) {
        const d = determinize(v.match, 'B', rngOf(k));
        const a = d.players.A;
        expect(a.deck.cards).toBeDefined();
        expect(multisetList(a.deck.cards!)).toHaveLength(a.deck.size);
        for (const x of a.hand) expect(x.id).toBeDefined();
        for (const x of a.hidden) expect(cardById(x.id!)?.hidden).toBeDefined();
      }
    });
  }
});
