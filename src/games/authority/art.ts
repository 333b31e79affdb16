/**
 * Card art of Authority: one icon of the game-icons.net set (`@iconify-json/game-icons`, CC BY 3.0:
 * "Game icons by game-icons.net contributors (Lorc, Delapouite and others)") per card, chosen to
 * fit the card's name. Pure data: `npm run icons` (src/cli/icons.ts) bundles only these icons
 * into src/art/packs/authority.ts, which the app loads when art is first shown.
 */

/** Card id → icon name (pack `authority`), for every card of the set. */
export const AUTHORITY_ART: Readonly<Record<string, string>> = {
  // Royal Soldiers
  'rs-squire': 'light-helm',
  'rs-man-at-arms': 'closed-barbute',
  'rs-knight': 'mounted-knight',
  'rs-kingsguard': 'griffin-shield',
  // Bloodrunners
  'br-barbarian': 'barbarian',
  'br-wise-one': 'wisdom',
  'br-sentinel': 'watchtower',
  'br-bannerman': 'tattered-banner',
  'br-kingslayer': 'crowned-skull',
  'br-infiltrator': 'cloak-dagger',
  'br-berserker': 'enrage',
  'br-bloodcaller': 'blood',
  'br-the-horde': 'minions',
  'br-plague-doctor': 'plague-doctor-profile',
  'br-clan-leader': 'horned-helm',
  // The Iron Wall
  'iw-iron-knight': 'black-knight-helm',
  'iw-captain': 'spartan-helmet',
  'iw-barracks': 'medieval-barracks',
  'iw-shieldbearer': 'shield',
  'iw-kingsbane': 'crown-of-thorns',
  'iw-informant': 'human-ear',
  'iw-watcher': 'spyglass',
  'iw-fort': 'military-fort',
  'iw-legion': 'centurion-helmet',
  'iw-mobile-artillery': 'field-gun',
  'iw-iron-trebuchet': 'trebuchet',
  // House of the Golden Ox
  'ox-golden-knight': 'chess-knight',
  'ox-captain': 'captain-hat-profile',
  'ox-sentinel': 'guarded-tower',
  'ox-merchant': 'trade',
  'ox-golden-slayer': 'diamond-hilt',
  'ox-diplomat': 'shaking-hands',
  'ox-briber': 'take-my-money',
  'ox-the-golden-bank': 'bank',
  'ox-the-golden-warriors': 'charging-bull',
  'ox-retirement-fund': 'piggy-bank',
  'ox-golden-estate': 'castle',
  // The Hooded Brothers
  'hb-woodsman': 'wood-axe',
  'hb-scout': 'binoculars',
  'hb-watcher': 'door-watcher',
  'hb-pathfinder': 'trail',
  'hb-assassin': 'backstab',
  'hb-seductress': 'lips',
  'hb-hunter': 'hunter-eyes',
  'hb-wooden-fortress': 'palisade',
  'hb-the-hooded-band': 'hooded-figure',
  'hb-wolfpack': 'wolf-howl',
  'hb-master-huntsman': 'robin-hood-hat',
};
