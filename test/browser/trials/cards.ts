/**
 * Card definitions for the Trials of the Chosen element tests, in the language of
 * src/games/trials/cards/schema.ts (the set itself is built elsewhere; these are the tests' own):
 * three Avatars (the rulebook's Sir Aren, Oathkeeper; a Chronomancy–Shadow Avatar; a Pyromancy
 * Avatar), the rulebook's Unyielding Katana, and generated Equipment and Abilities of five
 * disciplines, with every subtype and keyword somewhere.
 */
import type {
  AbilityDef,
  AvatarDef,
  CardDef,
  Discipline,
  EquipmentDef,
  PreconDeck,
  Subtype,
} from '../../../src/games/trials/cards/schema.ts';
import type { StackItemView } from '../../../components/trials/view.ts';

export const SIR_AREN: AvatarDef = {
  id: 'tr-sir-aren',
  kind: 'avatar',
  name: 'Sir Aren, Oathkeeper',
  disciplines: ['chivalry'],
  text: '',
  front: {
    attack: 1,
    hp: 16,
    keywords: [],
    effects: [],
    text: 'The first Armor card you attach to this Avatar each round comes into play ready.\nE: Shield target Avatar.',
  },
  fallen: {
    attack: 2,
    keywords: ['guardian'],
    effects: [],
    text: 'Your other Avatar has Guardian.',
  },
};

export const VESPER: AvatarDef = {
  id: 'tr-vesper',
  kind: 'avatar',
  name: 'Vesper, Hour Thief',
  disciplines: ['chronomancy', 'shadow'],
  text: '',
  front: { attack: 2, hp: 14, keywords: ['stealthy'], effects: [], text: 'Stealthy.' },
  fallen: {
    attack: 1,
    hp: 4,
    keywords: [],
    effects: [],
    text: 'At the start of the round, scout.',
  },
};

export const EMBER: AvatarDef = {
  id: 'tr-ember',
  kind: 'avatar',
  name: 'Ember Warden',
  disciplines: ['pyromancy'],
  text: '',
  front: { attack: 3, hp: 15, keywords: [], effects: [], text: 'E: Deal 1 damage to target card.' },
  fallen: { attack: 0, keywords: [], effects: [], text: 'Your cards have Ignite.' },
};

export const KATANA: EquipmentDef = {
  id: 'tr-unyielding-katana',
  kind: 'equipment',
  name: 'Unyielding Katana',
  disciplines: ['chronomancy', 'shadow'],
  cost: 1,
  attack: 1,
  hp: 3,
  subtypes: ['one-handed', 'weapon'],
  keywords: [],
  effects: [],
  text: 'Whenever an Avatar falls, you may attach this card from your discard pile to one of your Avatars.',
};

export const TOWER_SHIELD: EquipmentDef = {
  id: 'tr-tower-shield',
  kind: 'equipment',
  name: 'Tower Shield',
  disciplines: ['chivalry'],
  cost: 2,
  power: 0,
  hp: 6,
  subtypes: ['armor'],
  keywords: ['guardian'],
  effects: [],
  text: 'Guardian.',
};

export const FLARE: AbilityDef = {
  id: 'tr-flare',
  kind: 'ability',
  name: 'Flare',
  disciplines: ['pyromancy'],
  cost: 1,
  subtypes: ['instant'],
  keywords: [],
  effects: [],
  text: 'Instant. Deal 2 damage to target card.',
};

export const BLESSING: AbilityDef = {
  id: 'tr-blessing',
  kind: 'ability',
  name: 'Lasting Blessing',
  disciplines: ['chivalry', 'divinity'],
  cost: 3,
  power: 1,
  hp: 2,
  subtypes: ['ongoing'],
  keywords: [],
  effects: [],
  text: 'Ongoing. At the end of the round, restore 1 HP to the bearer.',
};

const SUBTYPES: readonly (readonly Subtype[])[] = [
  ['one-handed', 'weapon'],
  ['two-handed', 'weapon'],
  ['armor'],
  ['accessory'],
];

function filler(d: Discipline, i: number): CardDef {
  const name = `${d[0]!.toUpperCase()}${d.slice(1)} Card ${i + 1}`;
  const id = `tr-${d}-${i + 1}`;
  if (i % 3 === 2) {
    return {
      id,
      kind: 'ability',
      name,
      disciplines: [d],
      cost: i % 5,
      subtypes: i % 2 === 0 ? ['instant'] : [],
      keywords: [],
      effects: [],
      text: `Draw a card. (${name})`,
    };
  }
  return {
    id,
    kind: 'equipment',
    name,
    disciplines: [d],
    cost: (i % 6) + 1,
    attack: 1 + (i % 3),
    hp: 2 + (i % 4),
    subtypes: SUBTYPES[i % SUBTYPES.length]!,
    keywords: i % 4 === 0 ? ['piercing'] : [],
    effects: [],
    text: `A ${d} card (${name}).`,
  };
}

function many(d: Discipline, n: number): CardDef[] {
  return Array.from({ length: n }, (_, i) => filler(d, i));
}

/** Chivalry 10 + 2 named, Chronomancy 6, Shadow 6 (+ Katana), Pyromancy 6 + Flare. */
export const TEST_CARDS: readonly CardDef[] = [
  SIR_AREN,
  VESPER,
  EMBER,
  KATANA,
  TOWER_SHIELD,
  FLARE,
  BLESSING,
  ...many('chivalry', 10),
  ...many('chronomancy', 6),
  ...many('shadow', 6),
  ...many('pyromancy', 6),
];

/** The 20 cards of a legal Sir Aren + Vesper deck, in a chosen order. */
export const AREN_VESPER_ORDER: readonly string[] = [
  KATANA.id,
  TOWER_SHIELD.id,
  BLESSING.id,
  ...many('chivalry', 10).map((c) => c.id),
  ...many('chronomancy', 4).map((c) => c.id),
  ...many('shadow', 3).map((c) => c.id),
];

export const PRECONS: readonly PreconDeck[] = [
  {
    id: 'oath-and-hour',
    name: 'Oath and Hour',
    avatars: [SIR_AREN.id, VESPER.id],
    order: AREN_VESPER_ORDER,
    note: 'Cheap weapons on top.',
  },
];

/** A stack of three items, bottom first: an attack, a response, a response to it (resolving). */
export const STACK: StackItemView[] = [
  {
    id: 's1',
    kind: 'attack',
    sourceCardId: KATANA.id,
    controller: 'A',
    targets: [{ instance: 'B-av1', cardId: VESPER.id, seat: 'B' }],
  },
  {
    id: 's2',
    kind: 'card',
    sourceCardId: FLARE.id,
    controller: 'B',
    ontoCardId: VESPER.id,
    targets: [{ instance: 'A-c1', cardId: KATANA.id, seat: 'A' }],
  },
  {
    id: 's3',
    kind: 'activated',
    sourceCardId: SIR_AREN.id,
    controller: 'A',
    targets: [{ instance: 'A-av1', cardId: SIR_AREN.id, seat: 'A' }],
    resolving: true,
  },
];
