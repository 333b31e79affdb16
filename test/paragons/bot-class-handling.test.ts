/**
 * Two ways the bots misplayed whole classes (docs/ai.md, "Class handling"): deck building rated
 * every spell against the mercenaries' curve line, so drafted Mage and Ranger decks left out their
 * damage spells and answers, and enemy debuffs had negative worth; and the evaluation valued a
 * Hidden card like any card in hand, so hiding (the Ranger's identity) never beat playing a body.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/games/paragons/bots/evaluate.ts';
import { buildDeck, cardPower, cardRating } from '../../src/games/paragons/bots/ratings.ts';
import { PARAGONS_BOTS } from '../../src/games/paragons/bots/index.ts';
import { CLASS_CARDS, LESSER_IDS, cardById } from '../../src/games/paragons/cards/index.ts';
import type { GameState } from '../../src/games/paragons/types.ts';
import { playUntil } from '../ai/helpers.ts';
import { gameWindow } from '../ai/games/paragons.ts';

describe('deck building rates spells as what they do', () => {
  it('answers rate at least as well as a plain body of their cost', () => {
    for (const id of ['m-arcane-spark', 'm-searing-lance', 'r-pitfall', 'm-nullify'])
      expect(cardRating(id), id).toBeGreaterThan(0);
  });

  it('a debuff on an enemy is worth its size, not less than nothing', () => {
    for (const id of ['m-withering-hex', 'm-glyph-of-frailty', 'r-tripwire-glade'])
      expect(cardPower(id), id).toBeGreaterThan(0);
  });

  it('a Mage pool builds a deck with the Mage’s damage spells', () => {
    const pool = [...CLASS_CARDS.mage, ...LESSER_IDS.slice(0, 25)];
    const deck = buildDeck(pool);
    const damage = deck.filter((id) => {
      const c = cardById(id)!;
      return c.kind === 'spell' && c.effects.some((e) => e.do === 'damage');
    });
    expect(damage.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the evaluation values a Hidden card by what it does', () => {
  it('moving a card from hand to the Hidden pile gains at least half its worth', () => {
    const s = playUntil(PARAGONS_BOTS, 21, gameWindow('A', 'main', 3));
    const g = s.game!;
    for (const id of ['r-pitfall', 'r-exile-to-the-wilds', 'w-outbid']) {
      const p = g.players.A;
      const slot = { h: 'test', id };
      const inHand: GameState = {
        ...g,
        players: { ...g.players, A: { ...p, hand: [...p.hand, slot], hidden: [] } },
      };
      const hidden: GameState = {
        ...g,
        players: { ...g.players, A: { ...p, hand: [...p.hand], hidden: [slot] } },
      };
      const gain = evaluate(hidden, 'A') - evaluate(inHand, 'A');
      expect(gain, id).toBeGreaterThanOrEqual(cardPower(id) / 2 - 1e-9);
    }
  });
});
