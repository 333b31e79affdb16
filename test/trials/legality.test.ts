/**
 * Deck legality (rulebook: "Building your deck", "Disciplines"): a legal deck has no problem, and
 * each way of breaking the rule gives its problem code, naming the card concerned.
 */
import { describe, expect, it } from 'vitest';
import { PRECON_DECKS, cardsForAvatars, avatarById } from '../../src/games/trials/cards/index.ts';
import {
  DECK_SIZE,
  deckProblems,
  isLegalDeck,
  type DeckList,
} from '../../src/games/trials/cards/legality.ts';

/** Ysolde (Pyromancy) and Kaelen, with 20 Pyromancy cards: legal whatever the second Avatar. */
const BASE: DeckList = {
  avatars: ['tr-ysolde-cinder-scholar', 'tr-kaelen-ashmarch'],
  cards: cardsForAvatars([avatarById('tr-ysolde-cinder-scholar')!])
    .slice(0, DECK_SIZE)
    .map((c) => c.id),
};

const codes = (deck: DeckList) => deckProblems(deck).map((p) => p.code);

/** A Divinity-only card: off-discipline for the Pyromancy/Chivalry pair of the base deck. */
const OFF = 'tr-laying-on-of-hands';

describe('deck legality', () => {
  it('accepts every pre-constructed deck, and a legal deck in any order', () => {
    expect(codes(BASE)).toEqual([]);
    for (const d of PRECON_DECKS) {
      expect(deckProblems({ avatars: d.avatars, cards: d.order }), d.id).toEqual([]);
      expect(isLegalDeck({ avatars: d.avatars, cards: [...d.order].reverse() }), d.id).toBe(true);
    }
  });

  it('accepts any 20 cards sharing a discipline with one of the Avatars', () => {
    const pair = ['tr-orsolya-of-the-bright-wall', 'tr-sable-whisperwake'] as const;
    const pool = cardsForAvatars(pair.map((id) => avatarById(id)!));
    const cards = pool.slice(-DECK_SIZE).map((c) => c.id);
    expect(deckProblems({ avatars: pair, cards })).toEqual([]);
  });

  it('avatar-count: not exactly two Avatars', () => {
    expect(codes({ ...BASE, avatars: [BASE.avatars[0]!] })).toEqual(['avatar-count']);
    const three = [...BASE.avatars, 'tr-orsolya-of-the-bright-wall'];
    expect(codes({ ...BASE, avatars: three })).toEqual(['avatar-count']);
  });

  it('same-avatar: the two Avatars are one card', () => {
    const problems = deckProblems({ ...BASE, avatars: [BASE.avatars[0]!, BASE.avatars[0]!] });
    expect(problems.map((p) => [p.code, p.card])).toEqual([['same-avatar', BASE.avatars[0]]]);
  });

  it('not-an-avatar: an Avatar slot names a deck card or no card', () => {
    const problems = deckProblems({ ...BASE, avatars: [BASE.avatars[0]!, 'tr-kindled-dirk'] });
    expect(problems.map((p) => [p.code, p.card])).toEqual([['not-an-avatar', 'tr-kindled-dirk']]);
    expect(codes({ ...BASE, avatars: [BASE.avatars[0]!, 'tr-nobody'] })).toEqual(['not-an-avatar']);
  });

  it('card-count: not exactly 20 cards', () => {
    expect(codes({ ...BASE, cards: BASE.cards.slice(1) })).toEqual(['card-count']);
    expect(codes({ ...BASE, cards: [...BASE.cards, 'tr-meltdown'].slice(0, 19) })).toEqual([
      'card-count',
    ]);
    expect(codes({ ...BASE, cards: [...BASE.cards, 'tr-scorchwhip-x'] })).toEqual([
      'card-count',
      'unknown-card',
    ]);
  });

  it('unknown-card: a card id the set does not have', () => {
    const cards = [...BASE.cards.slice(0, 19), 'tr-no-such-card'];
    const problems = deckProblems({ ...BASE, cards });
    expect(problems.map((p) => [p.code, p.card])).toEqual([['unknown-card', 'tr-no-such-card']]);
  });

  it('avatar-in-deck: an Avatar among the 20', () => {
    const cards = [...BASE.cards.slice(0, 19), 'tr-nix-of-the-hollow-lane'];
    expect(deckProblems({ ...BASE, cards }).map((p) => [p.code, p.card])).toEqual([
      ['avatar-in-deck', 'tr-nix-of-the-hollow-lane'],
    ]);
  });

  it('duplicate-card: a card twice, reported once per extra copy', () => {
    const cards = [...BASE.cards.slice(0, 19), BASE.cards[0]!];
    expect(deckProblems({ ...BASE, cards }).map((p) => [p.code, p.card])).toEqual([
      ['duplicate-card', BASE.cards[0]],
    ]);
  });

  it('off-discipline: a card sharing no discipline with either Avatar', () => {
    const cards = [...BASE.cards.slice(0, 19), OFF];
    const problems = deckProblems({ ...BASE, cards });
    expect(problems.map((p) => [p.code, p.card])).toEqual([['off-discipline', OFF]]);
    expect(problems[0]!.message).toMatch(/Laying On of Hands/);
    // The same card is legal once one Avatar has its discipline.
    const withIlwen = { avatars: [BASE.avatars[0]!, 'tr-ilwen-lantern-of-seren'], cards };
    expect(codes(withIlwen)).toEqual([]);
  });

  it('a dual-discipline card needs only one of its disciplines on one Avatar', () => {
    // Martyr's Stand is Chivalry + Divinity: Kaelen has Chivalry, Ysolde neither.
    const cards = [...BASE.cards.slice(0, 19), 'tr-martyrs-stand'];
    expect(codes({ ...BASE, cards })).toEqual([]);
    expect(
      codes({ ...BASE, avatars: [BASE.avatars[0]!, 'tr-nix-of-the-hollow-lane'], cards }),
    ).toEqual(['off-discipline']);
  });

  it('lists every problem at once, Avatars first, and never throws on an empty deck', () => {
    expect(codes({ avatars: [], cards: [] })).toEqual(['avatar-count', 'card-count']);
    const cards = [...BASE.cards.slice(0, 18), OFF, OFF];
    expect(codes({ avatars: ['tr-kindled-dirk', 'tr-kindled-dirk'], cards })).toEqual([
      'not-an-avatar',
      'not-an-avatar',
      'same-avatar',
      ...Array<string>(18).fill('off-discipline'),
      'off-discipline',
      'duplicate-card',
    ]);
  });
});
