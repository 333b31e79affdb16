/**
 * The dual-discipline cards (rulebook: "Cards belong to one or two disciplines"): each counts for
 * both of its disciplines when a deck is built, and the pairs are spread so every discipline has
 * four (docs/cards.md, "Trials of the Chosen"). Costs follow the set's budget: 3 + 3 × cost points,
 * Attack and Power 2 points each, HP 1.
 */
import { ability, equipment } from './define.ts';
import type { DeckCardDef } from './schema.ts';

/** The cards of two disciplines. */
export const DUAL: readonly DeckCardDef[] = [
  // Pyromancy + Shadow
  equipment({
    id: 'tr-grudgeblade',
    name: 'Grudgeblade',
    disciplines: ['pyromancy', 'shadow'],
    cost: 2,
    attack: 2,
    hp: 2,
    subtypes: ['weapon', 'one-handed'],
    keywords: ['piercing'],
    effects: [{ on: 'avatar-falls-discard', optional: true, effects: [{ do: 'reattach-self' }] }],
    text: 'Piercing. When any Avatar falls while this card is in your discard pile, you may attach it to one of your Avatars.',
    flavor: 'It remembers every hand that dropped it.',
  }),
  equipment({
    id: 'tr-smokepowder-flask',
    name: 'Smokepowder Flask',
    disciplines: ['pyromancy', 'shadow'],
    cost: 1,
    hp: 1,
    subtypes: ['accessory'],
    keywords: ['ignite'],
    effects: [
      {
        activate: { destroySelf: true },
        instant: true,
        effects: [{ do: 'exhaust', to: 'enemy-card' }],
      },
    ],
    text: 'Ignite. Instant — Destroy this card: Exhaust target enemy card.',
    flavor: 'Uncork, throw, and be elsewhere.',
  }),
  // Chivalry + Divinity
  equipment({
    id: 'tr-paladins-oathblade',
    name: "Paladin's Oathblade",
    disciplines: ['chivalry', 'divinity'],
    cost: 3,
    attack: 2,
    hp: 4,
    subtypes: ['weapon', 'one-handed'],
    keywords: ['guardian', 'draining'],
    text: 'Guardian. Draining.',
    flavor: 'It stands in front of the faithful, and feeds them from the foe.',
  }),
  ability({
    id: 'tr-martyrs-stand',
    name: "Martyr's Stand",
    disciplines: ['chivalry', 'divinity'],
    cost: 2,
    subtypes: ['instant'],
    effects: [
      {
        on: 'play',
        effects: [
          { do: 'shield', to: 'own-avatar' },
          { do: 'restore', n: 3, to: 'own-card' },
        ],
      },
    ],
    text: 'Shield target friendly Avatar. Restore 3 HP to target friendly card.',
    flavor: 'Here I stand; strike here.',
  }),
  // Pyromancy + Chivalry
  equipment({
    id: 'tr-flamberge-of-the-ember-knight',
    name: 'Flamberge of the Ember Knight',
    disciplines: ['pyromancy', 'chivalry'],
    cost: 4,
    attack: 3,
    hp: 3,
    subtypes: ['weapon', 'two-handed'],
    keywords: ['corrosive', 'parry'],
    text: 'Corrosive. Parry.',
    flavor: 'Its wavy edge is the shape of a flame that refused to go out.',
  }),
  // Shadow + Divinity
  equipment({
    id: 'tr-gravecandle',
    name: 'Gravecandle',
    disciplines: ['shadow', 'divinity'],
    cost: 2,
    hp: 3,
    subtypes: ['accessory'],
    effects: [
      { activate: { exhaust: true }, effects: [{ do: 'lose-hp', n: 1, to: 'enemy-avatar' }] },
    ],
    text: 'E: Target enemy Avatar loses 1 HP.',
    flavor: 'Lit for the dead, it burns the living.',
  }),
  // Pyromancy + Divinity
  ability({
    id: 'tr-pyre-of-renewal',
    name: 'Pyre of Renewal',
    disciplines: ['pyromancy', 'divinity'],
    cost: 6,
    subtypes: [],
    effects: [
      {
        on: 'play',
        effects: [
          { do: 'revive', hp: 4, to: 'own-fallen' },
          { do: 'damage', n: 2, to: 'all-enemy-avatars' },
        ],
      },
    ],
    text: 'Revive target friendly Fallen Avatar with 4 HP. Deal 2 damage to all enemy Avatars.',
    flavor: 'From the ashes, and angry about it.',
  }),
  // Chivalry + Shadow
  equipment({
    id: 'tr-duellists-parrying-dagger',
    name: "Duellist's Parrying Dagger",
    disciplines: ['chivalry', 'shadow'],
    cost: 2,
    attack: 1,
    hp: 3,
    subtypes: ['weapon', 'one-handed'],
    keywords: ['parry', 'stealthy'],
    text: 'Parry. Stealthy.',
    flavor: 'The off hand is never the idle hand.',
  }),
];
