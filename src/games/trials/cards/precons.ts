/**
 * The pre-constructed decks (docs/cards.md, "Trials of the Chosen"): two Avatars sharing a
 * discipline (rulebook: "If you are a beginner, try choosing a pair of Avatars that share a
 * discipline") and 20 singleton cards in a suggested order, top first, cheap cards near the top
 * (rulebook: "Sorting Your Deck": "Make sure the cards with the lowest energy costs are near the
 * top of the deck"). The first 5 are the opening hand; card 5 + r is drawn at the start of round r,
 * so each card's cost is about what a player can pay in the round it arrives.
 */
import type { PreconDeck } from './schema.ts';

/** Pyromancy and Chivalry: burn the way open, then break through with Weapons. */
const CINDER_VANGUARD: PreconDeck = {
  id: 'tr-precon-cinder-vanguard',
  name: 'Cinder Vanguard',
  avatars: ['tr-ysolde-cinder-scholar', 'tr-kaelen-ashmarch'],
  order: [
    'tr-kindled-dirk',
    'tr-emberbrand',
    'tr-spark-volley',
    'tr-padded-gambeson',
    'tr-scorchwhip',
    'tr-stoke-the-coals',
    'tr-oathbound-longsword',
    'tr-searing-retort',
    'tr-ashen-mantle',
    'tr-cinder-halberd',
    'tr-smoldering-grudge',
    'tr-second-wind',
    'tr-meltdown',
    'tr-kiln-plate',
    'tr-flamberge-of-the-ember-knight',
    'tr-creeping-blaze',
    'tr-sound-the-charge',
    'tr-magma-maul',
    'tr-starfall-cinders',
    'tr-inferno-pillar',
  ],
  note:
    'An aggressive deck. Give Kaelen the Weapons: his first Weapon each round comes into play ' +
    'ready, so it can attack at once. Ysolde stays back, pings for 1 energy with her E effect ' +
    'and pays 1 less for Instants: Spark Volley and Searing Retort answer an enemy attacker ' +
    'before its damage. Five cards have ignite: once three or four sit in your discard pile, ' +
    'the Ignite action turns them into a burst of damage that finishes a wounded Avatar. The ' +
    'opening hand holds three cheap Weapons, a ping and an Armor; the costly finishers wait at ' +
    'the bottom.',
};

/** Chivalry and Divinity: shields, guardians and healing that outlast the opponent. */
const OATH_OF_THE_DAWN: PreconDeck = {
  id: 'tr-precon-oath-of-the-dawn',
  name: 'Oath of the Dawn',
  avatars: ['tr-orsolya-of-the-bright-wall', 'tr-tamsin-gallowglass'],
  order: [
    'tr-pages-arming-sword',
    'tr-padded-gambeson',
    'tr-ward-of-grace',
    'tr-heater-shield',
    'tr-signet-of-fealty',
    'tr-sign-of-favour',
    'tr-unbroken-creed',
    'tr-censer-mace',
    'tr-oathbound-longsword',
    'tr-close-the-ranks',
    'tr-oath-of-the-warden',
    'tr-paladins-oathblade',
    'tr-oathsworn-hauberk',
    'tr-martyrs-stand',
    'tr-knighting',
    'tr-lantern-spirit',
    'tr-hallowed-hammer',
    'tr-greatsword-of-the-vigil',
    'tr-aegis-of-the-first-oath',
    'tr-second-dawn',
  ],
  note:
    'A patient, defensive deck. Orsolya wears the Armor (it costs her 1 less) and the guardian ' +
    'cards, so the opponent must break through them first; Tamsin heals a friendly card at the ' +
    'end of every round and readies a Weapon for a second attack. Keep Ward of Grace and Close ' +
    'the Ranks for the turn the opponent commits a big attack. Parry blades punish attacks on ' +
    'them. Late, Knighting and the Aegis make one Avatar hard to stop, and Second Dawn brings a ' +
    'Fallen Avatar back.',
};

/** Shadow and Pyromancy: confuse, drain and bleed the opponent from hiding. */
const SMOKE_AND_DAGGERS: PreconDeck = {
  id: 'tr-precon-smoke-and-daggers',
  name: 'Smoke and Daggers',
  avatars: ['tr-nix-of-the-hollow-lane', 'tr-morrow-vane-smoke-tinker'],
  order: [
    'tr-whisper-knife',
    'tr-kindled-dirk',
    'tr-loaded-dice',
    'tr-smoke-and-mirrors',
    'tr-cache-retrieval',
    'tr-spark-volley',
    'tr-leech-fang',
    'tr-smokepowder-flask',
    'tr-grudgeblade',
    'tr-knife-in-the-dark',
    'tr-smugglers-leathers',
    'tr-venom-kris',
    'tr-sabotage',
    'tr-shadowweave-cloak',
    'tr-nightreaver',
    'tr-poisoned-chalice',
    'tr-erase-the-evidence',
    'tr-reapers-sickle',
    'tr-starfall-cinders',
    'tr-mark-for-death',
  ],
  note:
    'A tricky deck. Nix hits hard and confuses your opponent each time she deals attack damage, ' +
    'so the card they planned to draw next goes to the bottom. Morrow and Cache Retrieval scout: ' +
    'take the top card, or reach the bottom for Mark for Death when the opponent is low. Each ' +
    'scout brings the end of your deck closer, so scout when the card matters. Stealthy cards ' +
    'cannot be targeted, and lost HP (Knife in the Dark, Poisoned Chalice) ignores shields.',
};

/** Divinity and Shadow: drain, heal and come back from the dead. */
const LANTERN_VIGIL: PreconDeck = {
  id: 'tr-precon-lantern-vigil',
  name: 'Lantern Vigil',
  avatars: ['tr-ilwen-lantern-of-seren', 'tr-sable-whisperwake'],
  order: [
    'tr-censer-mace',
    'tr-rosary-of-small-mercies',
    'tr-laying-on-of-hands',
    'tr-blessing-of-the-hearth',
    'tr-leech-fang',
    'tr-sign-of-favour',
    'tr-vestments-of-dawn',
    'tr-slow-bleed',
    'tr-garrotte-wire',
    'tr-gravecandle',
    'tr-penance',
    'tr-judgement',
    'tr-dawnspear',
    'tr-lantern-spirit',
    'tr-vigil-eternal',
    'tr-banishing-light',
    'tr-hallowed-hammer',
    'tr-thornshade-mail',
    'tr-second-dawn',
    'tr-wrath-of-the-heavens',
  ],
  note:
    'An attrition deck. Ilwen has no Attack but the most HP: she heals and carries the Ongoing ' +
    'cards (1 less each). Sable and her draining Weapons heal her as they hit, and every ' +
    'attack on her costs the attacker 1 HP. Gravecandle and Slow Bleed take HP every round. If ' +
    'Ilwen falls, her Fallen side can revive her with 6 energy, and Second Dawn revives either ' +
    'Avatar. Wrath of the Heavens at the bottom ends a long game.',
};

/** The four decks; together they show all four disciplines. */
export const PRECONS: readonly PreconDeck[] = [
  CINDER_VANGUARD,
  OATH_OF_THE_DAWN,
  SMOKE_AND_DAGGERS,
  LANTERN_VIGIL,
];
