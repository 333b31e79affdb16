/**
 * The glossary of Authority for a first-time player: every term its cards and prompts use, each
 * with a short definition and an example. Faithful to the rulebook (../shared/rules/authority.md,
 * "the rulebook") and to docs/rules/authority.md ("decision N"), which each entry cites. The card
 * set is ours (docs/cards.md, "Authority"); examples use its cards. Pure data.
 */
import type { GlossaryEntry } from '../../engine/reference.ts';

const DR = 'docs/rules/authority.md';

/** The table: Monarchs, units, factions and the places cards go. */
const TABLE: readonly GlossaryEntry[] = [
  {
    id: 'monarch',
    term: 'Monarch',
    forms: ['Monarchs', 'HP'],
    definition:
      'You. Each Monarch starts with 40 HP; a Monarch at 0 HP or less is killed and its player loses. Attacking units can hit a Monarch only when no defender blocks them.',
    example: 'Assassin, discarded: 5 damage to the enemy Monarch, past every defender.',
    source: `Rulebook: Goal; Game setup; ${DR}, decision 25`,
    see: ['attack', 'block', 'winning'],
    icon: 'crown',
  },
  {
    id: 'unit',
    term: 'Unit',
    forms: ['units'],
    definition:
      'A card. Most units have power and get one command each turn: attack, defend or recruit. Spies, leaders and superpowers are units with special rules.',
    example: 'A Knight is a unit of power 3.',
    source: 'Rulebook: Unit breakdown',
    see: ['power', 'command'],
  },
  {
    id: 'power',
    term: 'Power',
    forms: ['powers'],
    definition:
      'A unit’s number. Attacking, it is the damage the unit deals; recruiting, the authority it adds; defending, the damage it takes before it retreats. Abilities add to it or take from it.',
    example: 'A Man-at-arms (power 2) recruits for 2 authority, or attacks for 2 damage.',
    source: 'Rulebook: Unit breakdown, 1. Power',
    see: ['attack', 'defend', 'recruit'],
    icon: 'biceps',
  },
  {
    id: 'cost',
    term: 'Cost',
    forms: ['costs', 'price', 'prices', 'discount', 'discounts'],
    definition:
      'The authority you pay to recruit a unit. Discounts (“cost 1 less”) add up, but a unit never costs less than 1.',
    example: 'With Golden Estate and a recruiting Merchant, a Barbarian (cost 4) costs you 2.',
    source: `Rulebook: Unit breakdown, 2. Cost; ${DR}, decision 15`,
    see: ['recruit', 'authority'],
  },
  {
    id: 'faction',
    term: 'Faction',
    forms: ['factions'],
    definition:
      'Each player chooses one of four factions in secret (Rock, Paper, Scissors settles a clash). The two chosen factions’ cards make the market deck and the generals.',
    example:
      'You choose the Iron Wall and your opponent the Bloodrunners: their 52 cards are all the units anyone can recruit.',
    source: `Rulebook: Game setup; ${DR}, decisions 1 and 2`,
    see: ['market', 'generals'],
  },
  {
    id: 'royal-soldiers',
    term: 'Royal Soldiers',
    forms: ['Royal Soldier', 'royal'],
    definition:
      'The Squires, Men-at-arms, Knights and Kingsguards every player starts with. They are never in the market.',
    example: 'Your starting deck: 3 Squires (power 1), 3 Men-at-arms (2) and 2 Knights (3).',
    source: 'Rulebook: Game content; Game setup',
    see: ['deck', 'kingsguard'],
  },
  {
    id: 'bloodrunners',
    term: 'Bloodrunners',
    definition:
      'The faction of attack, for a quick game: bonuses to attacking units and damage to the Monarch past the defence.',
    example: 'Berserker: “When attacking: your other attacking units get +2 power this turn.”',
    source: 'Rulebook: Game content',
    see: ['faction'],
  },
  {
    id: 'iron-wall',
    term: 'Iron Wall',
    definition:
      'The faction of defence, for a long game: strong defenders and bonuses to the defence rows.',
    example: 'Legion: “When defending: your other defenders get +1 power.”',
    source: 'Rulebook: Game content',
    see: ['faction'],
  },
  {
    id: 'golden-ox',
    term: 'House of the Golden Ox',
    forms: ['Golden Ox'],
    definition:
      'The faction of recruiting: extra authority, cheaper units, and retiring weak cards.',
    example: 'Golden Knight: “When recruiting: +1 authority.”',
    source: 'Rulebook: Game content',
    see: ['faction', 'retire'],
  },
  {
    id: 'hooded-brothers',
    term: 'Hooded Brothers',
    definition: 'The faction of evasion and confusion: ignoring defenders and striking past them.',
    example: 'Woodsman: “When attacking: ignore an enemy defender this turn.”',
    source: 'Rulebook: Game content',
    see: ['faction', 'ignore'],
  },
  {
    id: 'hand',
    term: 'Hand',
    forms: ['hands'],
    definition:
      'The units you command this turn, hidden from your opponent. Each turn you command them, and the ones you leave go to your discard pile; then you draw a new hand.',
    example: 'Your hand: Squire, Knight, Knight, Barbarian.',
    source: 'Rulebook: Turn overview',
    see: ['draw', 'command'],
  },
  {
    id: 'deck',
    term: 'Deck',
    forms: ['decks', 'draw pile', 'starting deck', 'reshuffle', 'reshuffled', 'shuffle'],
    definition:
      'Your face-down units that you draw from, in no order. When it is empty, your whole discard pile becomes your new deck.',
    example:
      'You must draw 4 and your deck has 1: you draw it, the discard pile becomes your deck, and you draw 3 more.',
    source: `Rulebook: 2: Draw new hand; ${DR}, decisions 18 and 28`,
    see: ['draw', 'discard-pile'],
  },
  {
    id: 'discard-pile',
    term: 'Discard pile',
    forms: ['discard piles'],
    definition:
      'Face-up units waiting to be shuffled back into your deck: units that attacked, recruited or retreated, units left in your hand, and units you recruit.',
    example:
      'A Barbarian you recruit goes to your discard pile, and into your hand in a later turn.',
    source: `Rulebook: Command phase; ${DR}, decisions 8 and 15`,
    see: ['deck', 'retreat'],
  },
  {
    id: 'market',
    term: 'Market',
    forms: ['marketplace', 'market place'],
    definition:
      'Six face-up units anyone may recruit. At the end of each turn it is filled back up to 6 from the market deck.',
    example:
      'You recruit the Berserker from the market; at the end of your turn a new unit takes its place.',
    source: `Rulebook: Game setup, Market; 3: Update market; ${DR}, decision 17`,
    see: ['market-deck', 'recruit', 'market-removal'],
  },
  {
    id: 'market-deck',
    term: 'Market deck',
    definition:
      'The two chosen factions’ units that are not generals, shuffled face down. The market is refilled from it; when it is empty, the market stays short.',
    example: 'Two factions give 44 cards to the market deck; 6 of them start in the market.',
    source: `Rulebook: Game setup, Market; ${DR}, decisions 2 and 17`,
    see: ['market'],
  },
  {
    id: 'generals',
    term: 'Generals',
    forms: ['general'],
    definition:
      'The four unique cards of each chosen faction, set aside face up. You can recruit a general at any time for its cost, like a market unit; it is not replaced.',
    example: 'The Golden Bank (cost 7) waits among the generals until someone can pay for it.',
    source: `Rulebook: Game setup, Market; ${DR}, decision 2`,
    see: ['market', 'leader', 'superpower'],
  },
  {
    id: 'market-removal',
    term: 'Market removal',
    forms: ['Remove from the marketplace', 'Keep the marketplace'],
    definition:
      'If the previous player recruited nothing in its turn, you may start your turn by removing one unit of the market from the game; a new one is turned up in its place. You may also keep the market as it is.',
    example:
      'Your opponent recruited nothing, and a Kingslayer sits in the market: you remove it before they can buy it.',
    source: `Rulebook: 3: Update market; ${DR}, decision 19`,
    see: ['market'],
  },
  {
    id: 'kingsguard',
    term: 'Kingsguard',
    forms: ['Kings Guard', 'Kingsguards'],
    definition:
      'A Royal Soldier of power 5 that starts the game as your only defender, on defence row 0. Once it is defeated, row 0 is gone for good and the Kingsguard goes to your discard pile, to come back as an ordinary unit.',
    example:
      'The enemy breaks your Kingsguard with 5 damage; next turns you may draw it and attack with it.',
    source: `Rulebook: Game setup, Player; Tips 3; ${DR}, decision 6`,
    see: ['defence-row', 'defend'],
  },
];

/** The turn: phases, commands and drawing. */
const TURN: readonly GlossaryEntry[] = [
  {
    id: 'turn',
    term: 'Turn',
    forms: ['turns', 'your turn'],
    definition:
      'Players take turns. Your turn: start-of-turn abilities, perhaps a market removal, then the command phase; then you draw a new hand and the market is filled up.',
    example: 'On your turn you attack with two units, defend with one and recruit with one.',
    source: 'Rulebook: Turn overview',
    see: ['command-phase', 'draw', 'market'],
  },
  {
    id: 'start-of-turn',
    term: 'Start of your turn',
    forms: ['at the start of your turn'],
    definition:
      'Abilities that happen “at the start of your turn” do so before anything else in it, for your defenders (row 0 to row 3) and then for your general zone.',
    example: 'A Watcher defending: at the start of your turn you gain 1 authority for this turn.',
    source: `Rulebook: Special abilities; ${DR}, decision 13`,
    see: ['when-defending', 'general-zone'],
  },
  {
    id: 'command-phase',
    term: 'Command phase',
    forms: ['End the command phase'],
    definition:
      'The heart of your turn: give each unit in your hand at most one command, one at a time and in any order, and recruit between commands. When you end the phase, the units you did not command go to your discard pile and the authority you did not spend is lost.',
    example:
      'You recruit with two units, buy a Barbarian, then attack with the rest and end the command phase.',
    source: `Rulebook: 1: Command phase; No commands; ${DR}, decisions 8 and 9`,
    see: ['command', 'authority'],
  },
  {
    id: 'command',
    term: 'Command',
    forms: ['commands', 'commanded'],
    definition:
      'What a unit in your hand does this turn: attack, defend or recruit — or, for some, post (spies) or their Discard ability. Each unit gets one command at most, and it takes effect at once.',
    example: 'You command your Knight to defend: it takes the first free place of your pyramid.',
    source: `Rulebook: 1: Command phase; ${DR}, decision 8`,
    see: ['attack', 'defend', 'recruit'],
  },
  {
    id: 'draw',
    term: 'Draw',
    forms: ['draws', 'drew', 'drawn', 'drawing', 'Draw new hand'],
    definition:
      'After your command phase you draw a new hand of 4 units (more if an ability says so). The first player draws only 3 cards at the very start.',
    example: 'Scout recruited: you draw 5 units for your next hand.',
    source: `Rulebook: 2: Draw new hand; Game setup; ${DR}, decision 18`,
    see: ['hand', 'deck'],
  },
  {
    id: 'this-turn',
    term: 'This turn',
    definition:
      'Until the end of the current turn, even after the unit that caused it has left. Ignore and disable also last this long.',
    example: 'Wise One recruits: every unit you command to attack later this turn has +1 power.',
    source: `Rulebook: Special abilities; ${DR}, decisions 13 and 16`,
    see: ['ignore', 'disable'],
  },
];

/** The glossary entries of this file, in reading order. */
export const TABLE_TERMS: readonly GlossaryEntry[] = [...TABLE, ...TURN];
