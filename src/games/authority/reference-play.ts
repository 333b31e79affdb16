/**
 * The glossary of Authority, continued: the three commands, attacking and defending, recruiting,
 * the special kinds of card, ability words and the end of the game (see reference-glossary.ts for
 * the table and the turn). Sources as there: the rulebook (../shared/rules/authority.md) and
 * docs/rules/authority.md ("decision N"). Pure data.
 */
import type { GlossaryEntry } from '../../engine/reference.ts';

const DR = 'docs/rules/authority.md';
const RC = 'Rulebook: Rule clarification';

/** Attacking, defending and recruiting. */
const COMMANDS: readonly GlossaryEntry[] = [
  {
    id: 'attack',
    term: 'Attack',
    forms: ['attacks', 'attacked', 'attacking', 'attacker', 'attackers'],
    definition:
      'A command: the unit deals its power in damage at once — to the enemy’s front row of defenders, or to a row further out, or to the enemy Monarch when no defender blocks — then retreats to your discard pile.',
    example:
      'Your Knight (power 3) attacks; the enemy has no blocking defender: their Monarch loses 3 HP.',
    source: `Rulebook: Attack; ${DR}, decisions 8 and 10`,
    see: ['strike', 'front-row', 'block'],
    icon: 'crossed-swords',
  },
  {
    id: 'strike',
    term: 'Strike',
    forms: ['strikes'],
    definition:
      'Where an attacking unit deals its damage: you name one row and its defenders in order, and each in turn takes what makes it retreat while damage is left — or you name the Monarch. Damage left over after the row is lost; it never passes on to another row.',
    example:
      'Power 5 against a row of two defenders of power 2 and 4 (none damaged): name the 2 first; it retreats and the 4 takes the remaining 3.',
    source: `Rulebook: Defense rows and dealing damage; ${DR}, decision 12`,
    see: ['attack', 'retreat'],
  },
  {
    id: 'damage',
    term: 'Damage',
    forms: ['damaged'],
    definition:
      'What attacks deal. Damage on a defender adds up during the attacker’s turn and is cleared when that turn ends; damage to a Monarch lowers its HP for good.',
    example:
      'Two of your units deal 2 and 2 to an enemy defender of power 4 in one turn: it retreats.',
    source: `Rulebook: Defense rows and dealing damage; ${DR}, decision 11`,
    see: ['retreat', 'monarch'],
  },
  {
    id: 'retreat',
    term: 'Retreat',
    forms: ['retreats', 'retreated', 'retreating'],
    definition:
      'A unit leaves play for its owner’s discard pile: an attacker after dealing its damage, a defender when its damage reaches its power. Its owner will draw it again later.',
    example: 'Your Squire defending (power 1) takes 1 damage and retreats to your discard pile.',
    source: `Rulebook: Attack; Defend; ${DR}, decision 12`,
    see: ['defeat', 'discard-pile'],
  },
  {
    id: 'defeat',
    term: 'Defeat',
    forms: ['defeats', 'defeated'],
    definition:
      'An attacking unit defeats a defender when its damage makes the defender retreat (or be annihilated).',
    example: 'Golden Slayer: “When attacking: gain 2 authority for each defender it defeats.”',
    source: `Rulebook: Defend; ${DR}, decision 12`,
    see: ['retreat', 'annihilate'],
  },
  {
    id: 'defend',
    term: 'Defend',
    forms: ['defends', 'defended', 'defending', 'defender', 'defenders', 'defence', 'defense'],
    definition:
      'A command: the unit goes onto your defence, in the first free place of the pyramid, and stays there, blocking attackers, until it retreats. Its power is the damage it can take.',
    example:
      'You command a Knight to defend: it stands on row 1 and must take 3 damage in one enemy turn to retreat.',
    source: `Rulebook: Defend; ${DR}, decision 7`,
    see: ['pyramid', 'defence-row', 'block'],
    icon: 'shield',
  },
  {
    id: 'defence-row',
    term: 'Defence row',
    forms: ['defence rows', 'defense row', 'defense rows', 'row', 'rows'],
    definition:
      'Your defenders stand in rows numbered from your Monarch outwards: row 1 (3 places), row 2 (2), row 3 (1), and row 0, which only your first Kingsguard ever holds. Attackers meet row 3 first.',
    example: 'Captain (Iron Wall): “When defending: your other defenders in its row get +1 power.”',
    source: `Rulebook: Defend; Gain "X" / "2X"; ${DR}, decisions 7 and 10`,
    see: ['pyramid', 'x', 'front-row'],
  },
  {
    id: 'pyramid',
    term: 'Pyramid',
    definition:
      'The shape of your defence: 3 places in row 1, 2 in row 2, 1 in row 3. A new defender takes the first free place of the lowest row that has one; defenders never move. With all 6 places taken, no unit can defend.',
    example:
      'Rows 1 and 2 are full and a row-1 defender retreats: your next defender fills that row-1 place, not row 3.',
    source: `Rulebook: Defend; ${DR}, decision 7`,
    see: ['defence-row'],
  },
  {
    id: 'front-row',
    term: 'Front row',
    definition:
      'The outermost row holding a defender that blocks. An attacker must deal its damage there or further out; only when no defender blocks can it reach the Monarch.',
    example:
      'Your only defenders stand on rows 1 and 2, and the row-2 one is ignored: row 1 is your front row.',
    source: `${DR}, decision 10`,
    see: ['block', 'defence-row'],
  },
  {
    id: 'block',
    term: 'Block',
    forms: ['blocks', 'blocked', 'blocking', 'unblocked'],
    definition:
      'A defender blocks attackers from reaching the rows behind it and the Monarch, unless it is ignored or disabled. Pathfinder is never blocked.',
    example:
      'Woodsman attacks and ignores the enemy’s only defender: it no longer blocks, so Woodsman strikes the Monarch.',
    source: `Rulebook: Ignore; Disable; ${DR}, decision 10`,
    see: ['front-row', 'ignore', 'disable'],
  },
  {
    id: 'x',
    term: 'X',
    forms: ['2X'],
    definition:
      'The number of the defence row the card stands in: 1, 2 or 3 (row 0 counts 0). “2X” is twice that. Such cards are worth more the further out they defend.',
    example: 'Sentinel (Golden Ox), “gain 2X authority”: 2 on row 1, 4 on row 2, 6 on row 3.',
    source: `${RC}: Gain "X" / "2X"; ${DR}, decision 14`,
    see: ['defence-row'],
  },
  {
    id: 'recruit',
    term: 'Recruit',
    forms: ['recruits', 'recruited', 'recruiting', 'recruitment', 'buy', 'buys', 'bought'],
    definition:
      'A command: the unit adds its power to your authority for this turn and goes to your discard pile. With authority you buy units from the market or the generals, any number, between commands; bought units go to your discard pile (leaders to your general zone).',
    example: 'A Knight and a Man-at-arms recruit: 5 authority buys a Berserker (cost 5).',
    source: `Rulebook: Recruit; ${DR}, decisions 8 and 15`,
    see: ['authority', 'cost', 'market'],
    icon: 'coins',
  },
  {
    id: 'authority',
    term: 'Authority',
    definition:
      'What you buy units with: the power of your recruiting units plus what abilities add. It lasts only for your command phase: what you do not spend is lost.',
    example:
      'You recruit with power 3 and The Golden Bank gave you 2: 5 authority to spend this turn.',
    source: `Rulebook: Recruit; ${DR}, decision 9`,
    see: ['recruit', 'cost'],
    icon: 'crown-coin',
  },
];

/** Spies, leaders, superpowers and the general zone. */
const KINDS: readonly GlossaryEntry[] = [
  {
    id: 'general-zone',
    term: 'General zone',
    forms: ['In your general zone'],
    definition:
      'Your place beside the defence for leaders and spies. Their “in your general zone” abilities work from there, on every turn.',
    example: 'Informant in your general zone: all your defenders have +1 power.',
    source: `${RC}: Spies; Leaders; ${DR}, decisions 21 and 22`,
    see: ['spy', 'leader'],
  },
  {
    id: 'spy',
    term: 'Spy',
    forms: ['spies'],
    definition:
      'A unit that can only recruit or be posted to your general zone, never attack or defend. A spy in your hand can also be discarded to unmask an enemy spy.',
    example:
      'You post your Diplomat: from now on you gain 1 authority at the start of each of your turns.',
    source: `${RC}: Spies; ${DR}, decision 21`,
    see: ['post', 'unmask', 'general-zone'],
    icon: 'spy',
  },
  {
    id: 'post',
    term: 'Post',
    forms: ['posts', 'posted'],
    definition:
      'A spy’s command: place it in your general zone, where it stays until an enemy spy unmasks it.',
    example: '“Post Seductress”: enemy attacking units get -1 power while she stays.',
    source: `${RC}: Spies; ${DR}, decision 21`,
    see: ['spy'],
  },
  {
    id: 'unmask',
    term: 'Unmask',
    forms: ['unmasks', 'unmasked'],
    definition:
      'A spy’s other command: discard it from your hand to remove a spy from your opponent’s general zone; that spy goes to its owner’s discard pile. Leaders cannot be removed.',
    example: 'Your Infiltrator unmasks their Informant: their defenders lose the +1 power.',
    source: `${RC}: Spies; ${DR}, decision 21`,
    see: ['spy', 'general-zone'],
  },
  {
    id: 'leader',
    term: 'Leader',
    forms: ['leaders'],
    definition:
      'A general with no power: it never attacks, defends or recruits. Bought, it goes straight to your general zone, its ability works at once, and nothing can remove it.',
    example: 'Clan Leader, bought: your attacking units have +1 power for the rest of the game.',
    source: `${RC}: Leaders; ${DR}, decision 22`,
    see: ['general-zone', 'generals'],
    icon: 'throne-king',
  },
  {
    id: 'superpower',
    term: 'Superpower',
    forms: ['superpowers'],
    definition:
      'A general with no power: its only command is its Discard ability. Bought, it goes to your discard pile and comes back into your hand like any unit.',
    example: 'Iron Trebuchet in your hand: discard it to annihilate an enemy defender.',
    source: `${RC}: Superpower; ${DR}, decision 23`,
    see: ['discard-ability', 'generals'],
    icon: 'mighty-force',
  },
];

/** The words of card abilities. */
const ABILITIES: readonly GlossaryEntry[] = [
  {
    id: 'ability',
    term: 'Ability',
    forms: ['abilities'],
    definition:
      'What a card does besides its power, and when: “When attacking”, “When defending”, “When recruiting”, “Discard”, “In your general zone”. A unit with “No abilities.” just uses its power.',
    example: 'Barbarian’s ability: “When attacking: +1 power.”',
    source: 'Rulebook: Unit breakdown, 3. Abilities; Special abilities',
    see: ['when-attacking', 'when-defending', 'when-recruiting', 'discard-ability'],
  },
  {
    id: 'when-attacking',
    term: 'When attacking',
    definition:
      'The ability works when you command the unit to attack, before it deals its damage, and its effect on other units lasts the whole turn.',
    example: 'Berserker attacks first: your units attacking after it this turn have +2 power.',
    source: `${RC}: Unit rules; ${DR}, decision 13`,
    see: ['attack'],
  },
  {
    id: 'when-defending',
    term: 'When defending',
    definition:
      'The ability works as long as the unit stands on one of your defence rows, on your turns and your opponent’s.',
    example: 'Shieldbearer defending: every enemy attacking unit has -1 power.',
    source: `${RC}: Unit rules; ${DR}, decision 13`,
    see: ['defend'],
  },
  {
    id: 'when-recruiting',
    term: 'When recruiting',
    definition: 'The ability works when you command the unit to recruit.',
    example: 'Golden Knight recruits: 4 authority for its power, plus 1.',
    source: `${RC}: Unit rules; ${DR}, decision 13`,
    see: ['recruit'],
  },
  {
    id: 'discard-ability',
    term: 'Discard',
    forms: ['discarded', 'discards'],
    definition:
      'A “Discard:” ability is a command instead of the unit’s power: discard the unit from your hand during your command phase and the ability happens. Units left in your hand at the end of the phase are discarded without it.',
    example: 'Assassin: “Discard: deal 5 damage to the enemy Monarch.”',
    source: `${RC}: Unit rules (Discard); ${DR}, decision 20`,
    see: ['command', 'superpower'],
  },
  {
    id: 'retire',
    term: 'Retire',
    forms: ['retires', 'retired', 'retiring'],
    definition:
      'Remove one of your own units, from your hand or your discard pile, from the game for good: your deck gets stronger without your weakest cards.',
    example: 'Captain (Golden Ox) recruits; you retire a Squire from your discard pile.',
    source: `${RC}: Retire; ${DR}, decision 24`,
    see: ['annihilate'],
  },
  {
    id: 'ignore',
    term: 'Ignore',
    forms: ['ignores', 'ignored'],
    definition:
      'An ignored defender does not block attackers for the rest of the turn, but its abilities still work, and it can still be attacked where it stands.',
    example:
      'The Hooded Band: “Discard: ignore every enemy defender this turn.” Your attackers can go straight at the Monarch.',
    source: `${RC}: Ignore; ${DR}, decision 16`,
    see: ['block', 'disable'],
    icon: 'invisible',
  },
  {
    id: 'disable',
    term: 'Disable',
    forms: ['disables', 'disabled'],
    definition:
      'A disabled defender does not block attackers for the rest of the turn, and its abilities are off.',
    example:
      'Briber recruits and disables the enemy Legion: it no longer blocks and its +1 to other defenders is gone this turn.',
    source: `${RC}: Disable; ${DR}, decision 16`,
    see: ['ignore', 'block'],
    icon: 'shield-disabled',
  },
  {
    id: 'annihilate',
    term: 'Annihilate',
    forms: ['annihilates', 'annihilated'],
    definition:
      'Remove an enemy defender from the game for good (it does not go to the discard pile).',
    example: 'Hunter: “When attacking: the defenders it defeats are annihilated.”',
    source: `${RC}: Annihilate; ${DR}, decision 24`,
    see: ['retire', 'defeat'],
    icon: 'disintegrate',
  },
];

/** Choosing factions and the end of the game. */
const MATCH: readonly GlossaryEntry[] = [
  {
    id: 'rock-paper-scissors',
    term: 'Rock, Paper, Scissors',
    forms: ['rock-paper-scissors', 'Rock', 'Paper', 'Scissors'],
    definition:
      'Settles a clash when both players choose the same faction: both throws are chosen in secret and shown together; rock beats scissors, scissors beat paper, paper beats rock; a tie is thrown again. The loser chooses another faction.',
    example: 'Both choose the Iron Wall; you throw scissors, they throw paper: they choose again.',
    source: `${DR}, decision 1`,
    see: ['faction'],
  },
  {
    id: 'first-player',
    term: 'First player',
    definition:
      'Chosen by a fair coin after the factions. The first player draws 3 units to start, the other 4.',
    example: 'You move first with 3 units in hand; your opponent answers with 4.',
    source: `Rulebook: Game setup, Player; ${DR}, decision 3`,
    see: ['draw'],
  },
  {
    id: 'winning',
    term: 'Winning',
    forms: ['win', 'wins', 'won', 'winner', 'loser', 'You won', 'You lost', 'killed'],
    definition:
      'Kill the enemy Monarch: the player whose Monarch reaches 0 HP loses at once. If each player has had 100 turns, the Monarch with more HP wins; with equal HP the game ends with no winner.',
    example:
      'The enemy Monarch has 4 HP and no blocking defender: your Kingsbane attacks for 6 and you win.',
    source: `Rulebook: Goal; ${DR}, decisions 25 and 26`,
    see: ['monarch', 'concede'],
  },
  {
    id: 'concede',
    term: 'Concede',
    forms: ['concedes', 'conceded', 'concession'],
    definition: 'Give up at any time: the other player wins at once.',
    example: 'Your Monarch has 2 HP and no defence left against a full hand: you concede.',
    source: `${DR}, decision 25`,
    see: ['winning'],
  },
];

/** The glossary entries of this file, in reading order. */
export const PLAY_TERMS: readonly GlossaryEntry[] = [...COMMANDS, ...KINDS, ...ABILITIES, ...MATCH];
