/**
 * The Avatars of the set (rulebook: "Avatars", "Fallen"; docs/cards.md, "Trials of the
 * Chosen"): eight, each discipline on three of them, calibrated on the rulebook's printed Avatar
 * (Attack 1, HP 16, two effects; an "E:" effect costs the Avatar its channel that round). Each
 * Fallen side has no HP (so it is not a valid target) and an Attack or effects that keep the fall
 * interesting. An Avatar's `text` is its front side's text; `fallen.text` is the other side's.
 */
import type { AvatarDef } from './schema.ts';

/** Ysolde: a caster who pings every round and casts Instants cheaply. */
const YSOLDE: AvatarDef = {
  id: 'tr-ysolde-cinder-scholar',
  name: 'Ysolde, Cinder Scholar',
  kind: 'avatar',
  disciplines: ['pyromancy'],
  front: {
    attack: 1,
    hp: 17,
    keywords: [],
    effects: [
      {
        activate: { exhaust: true, energy: 1 },
        effects: [{ do: 'damage', n: 1, to: 'enemy-card' }],
      },
      { static: { mod: 'discount', n: 1, subtype: 'instant' } },
    ],
    text: 'E, 1 energy: Deal 1 damage to target enemy card. Instant cards you play onto this Avatar cost 1 less energy.',
  },
  fallen: {
    attack: 0,
    keywords: [],
    effects: [
      { on: 'round-start', effects: [{ do: 'damage', n: 2, to: 'enemy-card', split: true }] },
    ],
    text: 'At the start of the round, deal 2 split damage to enemy cards.',
  },
  text: 'E, 1 energy: Deal 1 damage to target enemy card. Instant cards you play onto this Avatar cost 1 less energy.',
  flavor: 'She reads the ash the way others read letters.',
};

/** Kaelen: a burning knight who readies his first Weapon each round. */
const KAELEN: AvatarDef = {
  id: 'tr-kaelen-ashmarch',
  name: 'Kaelen Ashmarch',
  kind: 'avatar',
  disciplines: ['pyromancy', 'chivalry'],
  front: {
    attack: 2,
    hp: 15,
    keywords: [],
    effects: [{ static: { mod: 'first-ready', subtype: 'weapon' } }],
    text: 'The first Weapon card you attach to this Avatar each round comes into play ready.',
  },
  fallen: {
    attack: 1,
    keywords: [],
    effects: [{ static: { mod: 'stats', attack: 1, to: 'other-avatar' } }],
    text: 'Your other Avatar has +1 Attack.',
  },
  text: 'The first Weapon card you attach to this Avatar each round comes into play ready.',
  flavor: 'His oath was sworn over a forge, and the forge answered.',
};

/** Orsolya: the wall of the set, who thickens her friends and wears Armor cheaply. */
const ORSOLYA: AvatarDef = {
  id: 'tr-orsolya-of-the-bright-wall',
  name: 'Orsolya of the Bright Wall',
  kind: 'avatar',
  disciplines: ['chivalry'],
  front: {
    attack: 1,
    hp: 20,
    keywords: [],
    effects: [
      {
        activate: { exhaust: true },
        effects: [{ do: 'counters', counter: 'hp', n: 1, to: 'own-card' }],
      },
      { static: { mod: 'discount', n: 1, subtype: 'armor' } },
    ],
    text: 'E: Put a +1 HP counter on target friendly card. Armor cards you play onto this Avatar cost 1 less energy.',
  },
  fallen: {
    attack: 0,
    keywords: [],
    effects: [{ activate: { exhaust: true }, effects: [{ do: 'shield', to: 'own-avatar' }] }],
    text: 'E: Shield target friendly Avatar.',
  },
  text: 'E: Put a +1 HP counter on target friendly card. Armor cards you play onto this Avatar cost 1 less energy.',
  flavor: 'The wall stood because she stood in it.',
};

/** Tamsin: a crusader-priest who mends at the end of every round. */
const TAMSIN: AvatarDef = {
  id: 'tr-tamsin-gallowglass',
  name: 'Tamsin Gallowglass',
  kind: 'avatar',
  disciplines: ['chivalry', 'divinity'],
  front: {
    attack: 1,
    hp: 19,
    keywords: [],
    effects: [
      { on: 'round-end', effects: [{ do: 'restore', n: 2, to: 'own-card' }] },
      {
        activate: { energy: 1 },
        effects: [{ do: 'ready', to: 'own-equipment' }],
        oncePerRound: true,
      },
    ],
    text: 'At the end of the round, restore 2 HP to target friendly card. 1 energy: Ready target friendly Equipment. Use this once per round.',
  },
  fallen: {
    attack: 0,
    keywords: [],
    effects: [{ static: { mod: 'stats', hp: 3, to: 'other-avatar' } }],
    text: 'Your other Avatar has +3 HP.',
  },
  text: 'At the end of the round, restore 2 HP to target friendly card. 1 energy: Ready target friendly Equipment. Use this once per round.',
  flavor: 'A blade in one hand, a psalter in the other, and no patience for either.',
};

/** Nix: a quick, hard-hitting thief who scrambles the opponent's deck. */
const NIX: AvatarDef = {
  id: 'tr-nix-of-the-hollow-lane',
  name: 'Nix of the Hollow Lane',
  kind: 'avatar',
  disciplines: ['shadow'],
  front: {
    attack: 2,
    hp: 19,
    keywords: [],
    effects: [
      { on: 'deals-attack-damage', effects: [{ do: 'confuse', who: 'opponent' }] },
      {
        activate: { exhaust: true, energy: 1 },
        effects: [{ do: 'exhaust', to: 'enemy-attachment' }],
      },
    ],
    text: 'Whenever this Avatar deals damage by attacking, confuse your opponent. E, 1 energy: Exhaust target enemy attached card.',
  },
  fallen: {
    attack: 1,
    keywords: [],
    effects: [{ on: 'round-start', effects: [{ do: 'confuse', who: 'opponent' }] }],
    text: 'At the start of the round, confuse your opponent.',
  },
  text: 'Whenever this Avatar deals damage by attacking, confuse your opponent. E, 1 energy: Exhaust target enemy attached card.',
  flavor: 'Every lock in the Hollow Lane knows her by touch.',
};

/** Morrow: a tinkerer of smoke and powder who digs through the deck for the right tool. */
const MORROW: AvatarDef = {
  id: 'tr-morrow-vane-smoke-tinker',
  name: 'Morrow Vane, Smoke Tinker',
  kind: 'avatar',
  disciplines: ['pyromancy', 'shadow'],
  front: {
    attack: 2,
    hp: 17,
    keywords: [],
    effects: [{ activate: { exhaust: true, energy: 1 }, effects: [{ do: 'scout' }] }],
    text: 'E, 1 energy: Scout.',
  },
  fallen: {
    attack: 1,
    keywords: [],
    effects: [{ activate: { exhaust: true }, effects: [{ do: 'damage', n: 1, to: 'enemy-card' }] }],
    text: 'E: Deal 1 damage to target enemy card.',
  },
  text: 'E, 1 energy: Scout.',
  flavor: 'Half his inventions explode. He sells those ones.',
};

/** Ilwen: a healer with almost no Attack, whose Fallen side can bring her back. */
const ILWEN: AvatarDef = {
  id: 'tr-ilwen-lantern-of-seren',
  name: 'Ilwen, Lantern of Seren',
  kind: 'avatar',
  disciplines: ['divinity'],
  front: {
    attack: 0,
    hp: 18,
    keywords: [],
    effects: [
      { activate: { exhaust: true }, effects: [{ do: 'restore', n: 2, to: 'own-card' }] },
      { static: { mod: 'discount', n: 1, subtype: 'ongoing' } },
    ],
    text: 'E: Restore 2 HP to target friendly card. Ongoing cards you play onto this Avatar cost 1 less energy.',
  },
  fallen: {
    attack: 0,
    keywords: [],
    effects: [
      {
        activate: { exhaust: true, energy: 6 },
        effects: [{ do: 'revive', hp: 6, to: 'self' }],
        oncePerRound: true,
      },
    ],
    text: 'E, 6 energy: Revive this Avatar with 6 HP. Use this once per round.',
  },
  text: 'E: Restore 2 HP to target friendly card. Ongoing cards you play onto this Avatar cost 1 less energy.',
  flavor: 'Her light goes out only to be lit again.',
};

/** Sable: a grave-priestess who drains with her attacks and punishes attackers. */
const SABLE: AvatarDef = {
  id: 'tr-sable-whisperwake',
  name: 'Sable Whisperwake',
  kind: 'avatar',
  disciplines: ['shadow', 'divinity'],
  front: {
    attack: 1,
    hp: 14,
    keywords: ['draining'],
    effects: [{ on: 'attacked', effects: [{ do: 'lose-hp', n: 1, to: 'attacker' }] }],
    text: 'Draining. Whenever this Avatar is attacked, the attacking card loses 1 HP.',
  },
  fallen: {
    attack: 0,
    keywords: [],
    effects: [{ on: 'round-end', effects: [{ do: 'lose-hp', n: 1, to: 'enemy-avatar' }] }],
    text: 'At the end of the round, target enemy Avatar loses 1 HP.',
  },
  text: 'Draining. Whenever this Avatar is attacked, the attacking card loses 1 HP.',
  flavor: 'The dead tell her everything. She repeats only the worst of it.',
};

/** Every Avatar of the set, by discipline: pyromancy, chivalry, shadow, divinity. */
export const AVATARS: readonly AvatarDef[] = [
  YSOLDE,
  KAELEN,
  ORSOLYA,
  TAMSIN,
  NIX,
  MORROW,
  ILWEN,
  SABLE,
];
