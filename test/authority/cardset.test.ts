/**
 * The card set (docs/cards.md, "Authority"): every unit the rulebook names, with its count and
 * faction ("Game content"); the kinds and numbers the rules rely on; effects only of the kinds the
 * engine knows (none looks at or takes a hidden card: rulebook digest B3); and the card-set hash,
 * with a vector computed independently of the code under test.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CARD_SET,
  CARD_SET_HASH,
  CARD_SET_VERSION,
  FACTION_CARDS,
  FACTIONS,
  cardSetHash,
  generalsOf,
  marketCardsOf,
  STARTING_DECK,
} from '../../src/games/authority/cards/index.ts';
import type { CardDef } from '../../src/games/authority/cards/schema.ts';

/** The rulebook's unit lists ("Game content"), name → count, per faction. */
const RULEBOOK: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  royal: { Squire: 12, 'Man-at-arms': 12, Knight: 8, Kingsguard: 4 },
  bloodrunners: {
    Barbarian: 4,
    'Wise One': 4,
    Sentinel: 4,
    Bannerman: 3,
    Kingslayer: 3,
    Infiltrator: 2,
    Berserker: 2,
    Bloodcaller: 1,
    'The Horde': 1,
    'Plague Doctor': 1,
    'Clan Leader': 1,
  },
  'iron-wall': {
    'Iron Knight': 4,
    Captain: 4,
    Barracks: 4,
    Shieldbearer: 3,
    Kingsbane: 3,
    Informant: 2,
    Watcher: 2,
    Fort: 1,
    Legion: 1,
    'Mobile Artillery': 1,
    'Iron Trebuchet': 1,
  },
  'golden-ox': {
    'Golden Knight': 4,
    Captain: 4,
    Sentinel: 4,
    Merchant: 3,
    'Golden Slayer': 3,
    Diplomat: 2,
    Briber: 2,
    'The Golden Bank': 1,
    'The Golden Warriors': 1,
    'Retirement Fund': 1,
    'Golden Estate': 1,
  },
  'hooded-brothers': {
    Woodsman: 4,
    Scout: 4,
    Watcher: 4,
    Pathfinder: 3,
    Assassin: 3,
    Seductress: 2,
    Hunter: 2,
    'Wooden fortress': 1,
    'The Hooded Band': 1,
    Wolfpack: 1,
    'Master Huntsman': 1,
  },
};

/** Every effect kind the engine implements (effects.ts, power.ts). */
const EFFECTS = new Set([
  'authority',
  'monarch-damage',
  'attack-bonus',
  'weaken',
  'ignore',
  'ignore-all',
  'ignore-strongest',
  'disable',
  'annihilate',
  'retire',
  'draw-extra',
  'discount',
  'power',
  'power-vs-monarch',
  'power-per-attacker',
  'unblocked',
  'annihilate-defeated',
  'allies-attack',
  'enemies-attack',
  'allies-defence',
  'monarch-guard',
  'steadfast',
  'recruit-discount',
]);

const total = (cards: readonly CardDef[]): number => cards.reduce((n, c) => n + c.copies, 0);

describe('the card set', () => {
  it('holds every unit the rulebook names, with its count and faction', () => {
    for (const [faction, units] of Object.entries(RULEBOOK)) {
      const mine = CARD_SET.filter((c) => c.faction === faction);
      expect(Object.fromEntries(mine.map((c) => [c.name, c.copies]))).toEqual(units);
    }
    expect(CARD_SET).toHaveLength(48);
  });

  it('counts 36 Royal Soldiers and 26 per faction: 140 cards, the rulebook’s 136 without the Kingsguards', () => {
    expect(total(CARD_SET.filter((c) => c.faction === 'royal'))).toBe(36);
    for (const f of FACTIONS) expect(total(FACTION_CARDS[f])).toBe(26);
    expect(total(CARD_SET)).toBe(140);
    expect(total(CARD_SET.filter((c) => c.id !== 'rs-kingsguard'))).toBe(136);
  });

  it('splits each faction into 4 generals (its 1-copy cards) and a market share of 22', () => {
    for (const f of FACTIONS) {
      expect(generalsOf(f)).toHaveLength(4);
      expect(marketCardsOf(f)).toHaveLength(22);
      expect(new Set([...generalsOf(f), ...marketCardsOf(f)]).size).toBe(11);
    }
  });

  it('gives each faction one spy (2 copies), and leaders and superpowers no power', () => {
    for (const f of FACTIONS) {
      const spies = FACTION_CARDS[f].filter((c) => c.kind === 'spy');
      expect(spies).toHaveLength(1);
      expect(spies[0]!.copies).toBe(2);
    }
    for (const c of CARD_SET) {
      if (c.kind === 'leader' || c.kind === 'superpower') {
        expect(c.power, c.id).toBe(0);
        expect(c.copies, c.id).toBe(1);
      } else expect(c.power, c.id).toBeGreaterThan(0);
      expect(c.cost, c.id).toBeGreaterThanOrEqual(1);
      expect(c.cost, c.id).toBeLessThanOrEqual(9);
    }
  });

  it('starts every player with 3 Squires, 3 Men-at-arms and 2 Knights of power 1, 2 and 3', () => {
    expect([...STARTING_DECK].sort()).toEqual([
      'rs-knight',
      'rs-knight',
      'rs-man-at-arms',
      'rs-man-at-arms',
      'rs-man-at-arms',
      'rs-squire',
      'rs-squire',
      'rs-squire',
    ]);
    const power = Object.fromEntries(CARD_SET.map((c) => [c.id, c.power]));
    expect([power['rs-squire'], power['rs-man-at-arms'], power['rs-knight']]).toEqual([1, 2, 3]);
  });

  it('keeps the rulebook’s own examples: Berserker +2, Assassin 5, Woodsman ignores, Golden Sentinel 2X', () => {
    const byId = new Map(CARD_SET.map((c) => [c.id, c]));
    expect(byId.get('br-berserker')!.abilities).toEqual([
      { on: 'attack', do: { e: 'attack-bonus', n: 2, others: true } },
    ]);
    expect(byId.get('hb-assassin')!.abilities).toEqual([
      { on: 'discard', do: { e: 'monarch-damage', n: 5 } },
    ]);
    expect(byId.get('hb-woodsman')!.abilities).toEqual([{ on: 'attack', do: { e: 'ignore' } }]);
    expect(byId.get('ox-sentinel')!.abilities).toEqual([
      { on: 'defending-turn-start', do: { e: 'authority', n: 2, perRow: true } },
    ]);
  });

  it('gives every faction card an ability of a kind the engine implements, and every card text', () => {
    for (const c of CARD_SET) {
      expect(c.text.length, c.id).toBeGreaterThan(0);
      if (c.faction !== 'royal') expect(c.abilities.length, c.id).toBeGreaterThan(0);
      for (const ab of c.abilities)
        expect(EFFECTS.has('do' in ab ? ab.do.e : ab.mod.e), c.id).toBe(true);
    }
  });
});

describe('card-set hash', () => {
  it('is SHA-256 of the canonical JSON of the cards sorted by id (vector)', () => {
    const one: CardDef = {
      id: 'x-1',
      name: 'X',
      faction: 'royal',
      kind: 'unit',
      copies: 1,
      power: 1,
      cost: 1,
      abilities: [],
      text: 'No abilities.',
    };
    const text =
      '[{"abilities":[],"copies":1,"cost":1,"faction":"royal","id":"x-1","kind":"unit","name":"X","power":1,"text":"No abilities."}]';
    const expected = createHash('sha256').update(text).digest('hex');
    expect(expected).toBe('8dd35bc60ccd7844f0f47b30f4af9ad67f7b2b5a2e7d7ab2bf436b38f46e16a3');
    expect(cardSetHash([one])).toBe(expected);
  });

  it('identifies this version of the set, whatever the order, and changes with any card', () => {
    expect({ version: CARD_SET_VERSION, hash: CARD_SET_HASH }).toEqual({
      version: '0.2.0',
      hash: 'ccfec6dd777e47e269697574b2226177f5a952e6dc9a4ef132cdbd16df9df053',
    });
    expect(cardSetHash([...CARD_SET].reverse())).toBe(CARD_SET_HASH);
    const [first, ...rest] = CARD_SET;
    expect(cardSetHash([{ ...first!, cost: first!.cost + 1 }, ...rest])).not.toBe(CARD_SET_HASH);
    expect(cardSetHash([{ ...first!, text: `${first!.text} ` }, ...rest])).not.toBe(CARD_SET_HASH);
    expect(cardSetHash(rest)).not.toBe(CARD_SET_HASH);
  });
});
