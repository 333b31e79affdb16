/**
 * The glossary of Paragon: Trials of the Chosen for a first-time player, first part: the cards and
 * their stats, disciplines and schools, the zones, the deck, rounds, turns, initiative and the end of
 * the game (reference-play.ts has playing, responding, attacking and the keywords). Each entry cites
 * the rulebook (../shared/rules/paragon-trials-of-the-chosen.md, "Rulebook: <section>") or a
 * decision of docs/rules/trials.md ("D7"). Written in our own words; examples use the two cards the
 * rulebook prints in full (Sir Aren, Oathkeeper; Unyielding Katana) or plain numbers. Pure data.
 */
import type { GlossaryEntry } from '../../engine/reference.ts';

const DR = 'docs/rules/trials.md';

/** The cards: types, subtypes and stats. */
const CARDS: readonly GlossaryEntry[] = [
  {
    id: 'paragon',
    term: 'Paragon',
    forms: ['Paragons'],
    definition:
      'You, the player: a god who acts through two Avatars and the Equipment and Abilities attached to them.',
    example: 'Each Paragon brings two Avatars and 20 other cards to the match.',
    source: 'Rulebook: Objective; Avatars',
    see: ['avatar'],
  },
  {
    id: 'avatar',
    term: 'Avatar',
    forms: ['Avatars'],
    definition:
      'One of the two cards that fight for you. An Avatar has Attack, HP, one or two disciplines and effects, and a Fallen side used once it falls. Cards are played onto your Avatars. Both players commit their Avatars and deck at once, then reveal the Avatars together.',
    example:
      'Sir Aren, Oathkeeper: an Avatar of Chivalry with Attack 1 and HP 16, who can exhaust to shield an Avatar.',
    source: `Rulebook: Avatars; Card Types; ${DR} D3`,
    see: ['fallen', 'attach', 'discipline'],
  },
  {
    id: 'equipment',
    term: 'Equipment',
    forms: ['Equipment card', 'Equipment cards'],
    definition:
      'A card type: an item you pay for and attach to one of your Avatars, where it stays until it is destroyed. Equipment has an energy cost, HP, either Attack or Power, subtypes and effects.',
    example:
      'Unyielding Katana: Equipment costing 1 energy, Attack 1, HP 3, One-Handed Weapon, Chronomancy and Shadow.',
    source: 'Rulebook: Equipment; Card Types',
    see: ['ability', 'attach', 'subtype'],
  },
  {
    id: 'ability',
    term: 'Ability',
    forms: ['Abilities', 'Ability card', 'Ability cards'],
    definition:
      'A card type: a technique you pay for and play onto one of your Avatars. Its effects happen at once and it then goes to your discard pile, unless it is Ongoing. Only an Ongoing Ability stays in play.',
    example:
      'Haste, an Ability: you play it on an Avatar, its effect happens, and it goes to your discard pile.',
    source: `Rulebook: Abilities; ${DR} D25`,
    see: ['ongoing', 'instant', 'equipment'],
  },
  {
    id: 'card-type',
    term: 'Card type',
    forms: ['card types'],
    definition:
      'What kind of card it is: Avatar, Equipment or Ability. The type is printed in a corner of the card.',
    example: 'Unyielding Katana’s type is Equipment; Sir Aren’s is Avatar.',
    source: 'Rulebook: Card Types',
    see: ['avatar', 'equipment', 'ability', 'subtype'],
  },
  {
    id: 'subtype',
    term: 'Subtype',
    forms: ['subtypes'],
    definition:
      'Words above a card’s effects that describe it further: Weapon, Armor, Accessory, One-Handed, Two-Handed, Instant, Ongoing. Some limit how many such cards an Avatar may carry.',
    example: 'Unyielding Katana has two subtypes: One-Handed and Weapon.',
    source: `Rulebook: Card Subtypes; ${DR} D27`,
    see: ['slot', 'one-handed', 'instant', 'ongoing'],
  },
  {
    id: 'attack',
    term: 'Attack',
    forms: ['Attack stat', 'Attack value'],
    definition:
      'A stat: the damage a card deals when it attacks. Every Avatar has one; some Equipment and Abilities do too. An Avatar’s Attack includes the Power of the cards attached to it. A card needs Attack above 0 to declare an attack.',
    example:
      'Sir Aren (Attack 1) carrying an Armor with Power 2 attacks for 3; the Armor itself cannot attack.',
    source: `Rulebook: Attack; Power; ${DR} D31`,
    see: ['declare-an-attack', 'power', 'reciprocal-damage'],
  },
  {
    id: 'power',
    term: 'Power',
    forms: ['Power stat'],
    definition:
      'A stat of some attached cards: it adds to the Attack of the Avatar carrying the card. A card with Power never attacks and never deals reciprocal damage.',
    example:
      'An Accessory with Power 1 on an Avatar of Attack 2: the Avatar attacks for 3. When the Accessory is attacked, it hits nobody back.',
    source: `Rulebook: Power; ${DR} D31, D34`,
    see: ['attack', 'reciprocal-damage'],
  },
  {
    id: 'hp',
    term: 'HP',
    forms: ['Hit Points', 'hit point', 'maximum HP'],
    definition:
      'A stat: a card’s health. Damage and HP loss lower it; restoring HP raises it again, never above its maximum. An Equipment or Ability at 0 HP is detached to the discard pile; an Avatar at 0 HP falls.',
    example:
      'Unyielding Katana (HP 3) is attacked for 3 damage: it goes to your discard pile at once.',
    source: `Rulebook: Hit Points; ${DR} D39`,
    see: ['damage', 'restore-hp', 'fallen', 'implied-stats'],
  },
  {
    id: 'implied-stats',
    term: 'Implied stats',
    forms: ['implied stat', 'implied HP', 'implied value', 'no printed HP'],
    definition:
      'A stat a card does not print counts as 0 and cannot be changed: effects that would change it are ignored for that card. A card with no HP cannot be attacked, damaged or healed, and never leaves play for having 0 HP.',
    example:
      'Haste prints no HP: “deal 2 damage” cannot target it, and “+1 HP” does nothing to it.',
    source: `Rulebook: Implied Stats; Abilities; ${DR} D44`,
    see: ['hp', 'target'],
  },
  {
    id: 'stat',
    term: 'Stat',
    forms: ['stats'],
    definition:
      'A number printed on a card: Attack or Power, HP, and for Equipment and Abilities an energy cost. Effects may raise or lower stats, but never a stat the card does not print.',
    example: 'Sir Aren’s stats: Attack 1, HP 16.',
    source: `Rulebook: Avatars; Equipment; Implied Stats; ${DR} D44`,
    see: ['attack', 'power', 'hp', 'implied-stats'],
  },
  {
    id: 'effect',
    term: 'Effect',
    forms: ['effects', 'card effect', 'card effects'],
    definition:
      'What a card’s text makes happen. Some work while the card is in play, some happen when it comes into play, some trigger by themselves at a named moment, and activated effects are used on purpose by paying their cost. A card’s effects overrule the rules where they disagree.',
    example:
      'Unyielding Katana’s effect triggers when an Avatar falls; Sir Aren’s shield is an activated effect.',
    source: `Rulebook: Effects; Activated Effects; The Golden Rule; ${DR} D21, D30`,
    see: ['activated-effect', 'trigger', 'golden-rule'],
  },
  {
    id: 'energy',
    term: 'Energy',
    forms: ['energy pool', 'energy pools'],
    definition:
      'What you spend to play cards and use some effects. At the start of each round your energy pool is set to the round number (at most 10); energy left over is lost. Channelling adds 1, with no upper limit.',
    example:
      'Round 3: your pool becomes 3, whatever you had left. You play a 2-cost card and channel once: 2 left.',
    source: `Rulebook: Energy Cost; Start Phase; Commonly Missed Rules; ${DR} D9`,
    see: ['energy-cost', 'channel', 'round'],
  },
  {
    id: 'energy-cost',
    term: 'Energy cost',
    forms: ['energy costs'],
    definition:
      'The energy you pay from your pool to play a card from your hand. A card that an effect puts into play costs nothing.',
    example:
      'Unyielding Katana has an energy cost of 1. If its own effect brings it back from your discard pile, you pay nothing.',
    source: `Rulebook: Energy Cost; Play a Card; ${DR} D25`,
    see: ['energy', 'cost', 'play-a-card'],
  },
  {
    id: 'cost',
    term: 'Cost',
    forms: ['costs', 'refund', 'refunds'],
    definition:
      'What you give to do something: energy, exhausting a card, discarding. Costs are paid when you declare, before anyone responds, and are never given back, even if the effect fails.',
    example:
      'You exhaust Sir Aren to shield an Avatar; your opponent makes that Avatar stealthy in response. The shield fails and Sir Aren stays exhausted.',
    source: `Rulebook: Activated Effects; ${DR} D23`,
    see: ['energy-cost', 'exhaust', 'activated-effect'],
  },
];

/** Disciplines and schools. */
const DISCIPLINES: readonly GlossaryEntry[] = [
  {
    id: 'discipline',
    term: 'Discipline',
    forms: ['disciplines', 'off-discipline'],
    definition:
      'The colour family of a card, printed at its foot: each card has one or two of the eight. Your deck may hold only cards sharing a discipline with one of your Avatars, and you may play a card only on an Avatar it shares a discipline with.',
    example:
      'Unyielding Katana (Chronomancy, Shadow) may go into a deck with a Shadow Avatar and onto that Avatar, but not onto a Chivalry-only Avatar.',
    source: `Rulebook: Disciplines; Play a Card; ${DR} D2, D25`,
    see: ['school', 'fallen'],
  },
  {
    id: 'school',
    term: 'School',
    forms: ['schools'],
    definition:
      'A group of two disciplines. There are four: Magic, Martial, Mischief and Mythos. Schools group the disciplines by fighting style; the rules only ever check disciplines.',
    example: 'Chivalry and Brutality are both in the Martial school, but share no discipline.',
    source: 'Rulebook: Schools and Disciplines',
    see: ['discipline'],
  },
  {
    id: 'magic',
    term: 'Magic',
    definition: 'A school: its disciplines are Chronomancy and Pyromancy.',
    example: 'A deck of a Chronomancy Avatar and a Pyromancy Avatar is a Magic deck.',
    source: 'Rulebook: Schools and Disciplines',
    see: ['chronomancy', 'pyromancy'],
  },
  {
    id: 'martial',
    term: 'Martial',
    definition: 'A school: its disciplines are Brutality and Chivalry.',
    example: 'Sir Aren, of Chivalry, belongs to the Martial school.',
    source: 'Rulebook: Schools and Disciplines',
    see: ['brutality', 'chivalry'],
  },
  {
    id: 'mischief',
    term: 'Mischief',
    definition: 'A school: its disciplines are Marksmanship and Shadow.',
    example: 'Unyielding Katana, being Shadow, is partly a Mischief card.',
    source: 'Rulebook: Schools and Disciplines',
    see: ['marksmanship', 'shadow'],
  },
  {
    id: 'mythos',
    term: 'Mythos',
    definition: 'A school: its disciplines are Divinity and Demonology.',
    example: 'A Divinity Avatar and a Demonology Avatar make a Mythos deck.',
    source: 'Rulebook: Schools and Disciplines',
    see: ['divinity', 'demonology'],
  },
  {
    id: 'chronomancy',
    term: 'Chronomancy',
    definition: 'A discipline of the Magic school.',
    example: 'Unyielding Katana is Chronomancy (and Shadow).',
    source: 'Rulebook: Schools and Disciplines; Equipment',
    see: ['discipline', 'magic'],
  },
  {
    id: 'pyromancy',
    term: 'Pyromancy',
    definition: 'A discipline of the Magic school.',
    example: 'A Pyromancy card can be played on a Pyromancy Avatar.',
    source: 'Rulebook: Schools and Disciplines',
    see: ['discipline', 'magic'],
  },
  {
    id: 'brutality',
    term: 'Brutality',
    definition: 'A discipline of the Martial school.',
    example: 'A Brutality card can be played on a Brutality Avatar.',
    source: 'Rulebook: Schools and Disciplines',
    see: ['discipline', 'martial'],
  },
  {
    id: 'chivalry',
    term: 'Chivalry',
    definition: 'A discipline of the Martial school.',
    example: 'Sir Aren, Oathkeeper is a Chivalry Avatar.',
    source: 'Rulebook: Schools and Disciplines; Avatars',
    see: ['discipline', 'martial'],
  },
  {
    id: 'marksmanship',
    term: 'Marksmanship',
    definition: 'A discipline of the Mischief school.',
    example: 'A Marksmanship card can be played on a Marksmanship Avatar.',
    source: 'Rulebook: Schools and Disciplines',
    see: ['discipline', 'mischief'],
  },
  {
    id: 'shadow',
    term: 'Shadow',
    definition: 'A discipline of the Mischief school.',
    example: 'Unyielding Katana is Shadow (and Chronomancy).',
    source: 'Rulebook: Schools and Disciplines; Equipment',
    see: ['discipline', 'mischief'],
  },
  {
    id: 'divinity',
    term: 'Divinity',
    definition: 'A discipline of the Mythos school.',
    example: 'A Divinity card can be played on a Divinity Avatar.',
    source: 'Rulebook: Schools and Disciplines',
    see: ['discipline', 'mythos'],
  },
  {
    id: 'demonology',
    term: 'Demonology',
    definition: 'A discipline of the Mythos school.',
    example: 'A Demonology card can be played on a Demonology Avatar.',
    source: 'Rulebook: Schools and Disciplines',
    see: ['discipline', 'mythos'],
  },
];

/** Zones, the deck and its order. */
const ZONES: readonly GlossaryEntry[] = [
  {
    id: 'deck',
    term: 'Deck',
    forms: ['decks', 'deck list', 'deck lists'],
    definition:
      'Your 2 different Avatars and exactly 20 Equipment and Ability cards, one copy of each, every card sharing a discipline with one of your Avatars. The 20 are never shuffled: you choose their order before the match, and your opponent sees only how many are left.',
    example:
      'With a Chivalry Avatar and a Shadow Avatar, Unyielding Katana (Chronomancy, Shadow) may go in your deck; a Pyromancy-only card may not.',
    source: `Rulebook: Building Your Deck; Sorting Your Deck; ${DR} D2, D4`,
    see: ['deck-order', 'opening-hand', 'draw'],
  },
  {
    id: 'deck-order',
    term: 'Deck order',
    forms: ['order of your deck', 'sort your deck', 'sorting your deck', 'order your deck'],
    definition:
      'The order of your 20 cards, chosen in secret and committed together with your Avatars before the match. Nothing but a card effect changes it during the match. You may look through your own deck at any time; looking sends nothing to your opponent.',
    example:
      'You put your 1-cost cards on top so that your first draws are cheap, and a 5-cost card at position 12 for round 7.',
    source: `Rulebook: Sorting Your Deck; ${DR} D3, D4, D5`,
    see: ['deck', 'opening-hand'],
  },
  {
    id: 'opening-hand',
    term: 'Opening hand',
    forms: ['opening hands'],
    definition:
      'The top 5 cards of your deck, which you hold before round 1. There is no mulligan. Round 1’s Start Phase then draws a sixth.',
    example:
      'Your deck starts Katana, Haste, …: those and the next three are your opening hand; card 6 comes at the round 1 draw.',
    source: `Rulebook: Sorting Your Deck; ${DR} D7`,
    see: ['deck-order', 'hand', 'draw'],
  },
  {
    id: 'hand',
    term: 'Hand',
    forms: ['hands', 'hand size'],
    definition:
      'The cards you hold, hidden from your opponent (who sees how many). There is no maximum hand size.',
    example: 'In round 4 you hold 7 cards: that is allowed, and you discard nothing.',
    source: `Rulebook: Sorting Your Deck; Commonly Missed Rules; ${DR} D7`,
    see: ['draw', 'discard'],
  },
  {
    id: 'draw',
    term: 'Draw',
    forms: ['draws', 'drew', 'drawn', 'drawing'],
    definition:
      'Take the top card of your deck into your hand. Each player draws one at every Start Phase; a player who cannot loses. A draw in the middle of a round from an empty deck just does nothing.',
    example: 'Your deck is empty at the start of round 16: you cannot draw, and you lose.',
    source: `Rulebook: Start Phase; Objective; ${DR} D14, D15`,
    see: ['deck', 'start-phase'],
  },
  {
    id: 'discard-pile',
    term: 'Discard pile',
    forms: ['discard piles'],
    definition:
      'Where your used and destroyed cards go, face up, newest on top. Anyone may look through it; its order never changes unless an effect says so. Some effects bring cards back from it.',
    example:
      'Unyielding Katana in your discard pile can return to one of your Avatars when an Avatar falls.',
    source: `Rulebook: The Play Area; Glossary (Destroy); ${DR} D28, D47`,
    see: ['discard', 'destroy', 'exile'],
  },
  {
    id: 'exile',
    term: 'Exile',
    forms: ['exiled', 'exiles', 'exiling', 'exile zone'],
    definition:
      'Put a card in your exile zone, face up, out of the game for good. Unlike the discard pile, nothing brings cards back from exile.',
    example: 'Igniting exiles your ignite cards: they can never be ignited again.',
    source: `Rulebook: Glossary (Exile); ${DR} D47`,
    see: ['discard-pile', 'ignite'],
  },
  {
    id: 'in-play',
    term: 'In play',
    forms: [
      'comes into play',
      'come into play',
      'coming into play',
      'permanent',
      'permanents',
      'play area',
    ],
    definition:
      'On the table: your Avatars and the cards attached to them. A card that comes into play is exhausted unless its text says otherwise, and its effects work at once.',
    example:
      'You attach a Weapon with Attack 2: it comes into play exhausted and cannot attack until it is readied next round.',
    source: `Rulebook: Play a Card; Effects; The Play Area; ${DR} D26`,
    see: ['attach', 'exhaust', 'ready'],
  },
  {
    id: 'counter',
    term: 'Counter',
    forms: ['counters'],
    definition:
      'A marker an effect puts on a card in play to track something about it. Counters are public and leave with the card, and an Avatar loses them when it falls or is revived.',
    example: 'A Shield Counter on Sir Aren shows that his next damage will be stopped.',
    source: `Rulebook: Glossary (Counter); ${DR} D48`,
    see: ['shield'],
  },
];

/** Rounds, turns, initiative and the end of the game. */
const ROUNDS: readonly GlossaryEntry[] = [
  {
    id: 'golden-rule',
    term: 'Golden Rule',
    definition:
      'When a card’s text and the rules disagree, the card wins. Card effects may bend any rule here.',
    example:
      'Sir Aren: “The first Armor card you attach to this Avatar each round comes into play ready” overrides the rule that cards come into play exhausted.',
    source: 'Rulebook: The Golden Rule',
    see: ['in-play'],
  },
  {
    id: 'round',
    term: 'Round',
    forms: ['rounds', 'round number'],
    definition:
      'The game is played in rounds, each with a Start Phase, a Main Phase and an End Phase. The round number sets your energy. It counts up to 10; every later round still counts as 10.',
    example: 'In round 12 your energy pool is set to 10, as in round 10.',
    source: `Rulebook: Round Sequence; ${DR} D10`,
    see: ['start-phase', 'main-phase', 'end-phase', 'energy'],
  },
  {
    id: 'start-phase',
    term: 'Start Phase',
    definition:
      'The beginning of each round, for both players at once, in order: start-of-round effects, ready every card in play, set each energy pool to the round number, each player draws a card.',
    example:
      'Start of round 2: an effect deals its 1 damage, your exhausted cards stand up, your pool becomes 2, you draw.',
    source: `Rulebook: Start Phase; ${DR} D8`,
    see: ['round', 'ready', 'energy', 'draw'],
  },
  {
    id: 'main-phase',
    term: 'Main Phase',
    definition:
      'The middle of each round: the players take turns, one action each, the initiative holder first, until both pass one after the other.',
    example:
      'You play a card, your opponent attacks, you channel, your opponent passes, you pass: the Main Phase is over.',
    source: `Rulebook: Main Phase; Turns and Actions; ${DR} D11, D12`,
    see: ['turn', 'action', 'pass'],
  },
  {
    id: 'end-phase',
    term: 'End Phase',
    definition:
      'The end of each round: initiative goes to the player who passed first in the final pair of passes, end-of-round effects happen, and the next round starts.',
    example:
      'Your opponent passed, then you passed: your opponent takes initiative for the next round.',
    source: `Rulebook: End Phase; ${DR} D12`,
    see: ['initiative', 'pass', 'round'],
  },
  {
    id: 'turn',
    term: 'Turn',
    forms: ['turns', 'end of turn'],
    definition:
      'Your turn is one action. When it and everything it started have resolved, “end of turn” effects happen and your opponent’s turn starts. You cannot take actions in your opponent’s turn, only respond with Instants.',
    example: 'You attack with Sir Aren; once the attack is over, your turn ends.',
    source: `Rulebook: Turns and Actions; ${DR} D11`,
    see: ['action', 'instant'],
  },
  {
    id: 'action',
    term: 'Action',
    forms: ['actions'],
    definition:
      'What you do with your turn: play a card, use an activated effect, declare an attack, channel energy, ignite, or pass. Each turn is exactly one action; Instants are not actions. Before your action you may still use Instants.',
    example:
      'You shield your Avatar with an Instant, then declare an attack as your action: both in the same turn.',
    source: `Rulebook: Turns and Actions; ${DR} D11, D24`,
    see: ['turn', 'pass', 'instant'],
  },
  {
    id: 'initiative',
    term: 'Initiative',
    definition:
      'The player with initiative takes the first turn of each round and breaks every tie, such as the order of effects that trigger at the same moment. For round 1 each player commits a preference in secret; if both want the same, Rock, Paper, Scissors decides. Afterwards it goes to the player who passed first in the pair of passes that ended the round.',
    example:
      'Both of you want to go first; you win Rock, Paper, Scissors and take initiative for round 1.',
    source: `Rulebook: Initiative; Pass; End Phase; ${DR} D6, D12, D16, D22`,
    see: ['rock-paper-scissors', 'end-phase', 'trigger'],
  },
  {
    id: 'rock-paper-scissors',
    term: 'Rock, Paper, Scissors',
    forms: ['RPS'],
    definition:
      'How round 1’s initiative is settled when both players want the same: each commits a throw in secret, then both are opened; a tie is played again. The winner gets its preference.',
    example: 'You both asked to go second. You throw Rock, your opponent Scissors: you go second.',
    source: `Rulebook: Pass; ${DR} D6`,
    see: ['initiative'],
  },
  {
    id: 'defeat',
    term: 'Defeat',
    forms: ['defeated', 'defeats'],
    definition:
      'An Avatar is defeated while it is Fallen. Defeat both of your opponent’s Avatars and you win at once. You also win if your opponent cannot draw at a Start Phase; if neither can, initiative wins.',
    example:
      'Your opponent’s first Avatar fell in round 5; your attack in round 7 brings the second to 0 HP: you win.',
    source: `Rulebook: Objective; Commonly Missed Rules; ${DR} D15, D16`,
    see: ['fallen', 'draw', 'initiative'],
  },
  {
    id: 'fallen',
    term: 'Fallen',
    forms: ['fall', 'falls', 'fell', 'falling', 'Fallen side', 'Fallen Avatar', 'Fallen Avatars'],
    definition:
      'An Avatar at 0 HP falls: everything attached to it goes to the discard pile, it flips to its Fallen side and is readied. The Fallen side has its own Attack and effects but no HP, so it cannot be attacked; nothing can be attached to it and it cannot channel. Your other Avatar may then be given cards of any discipline.',
    example:
      'Your Shadow Avatar falls: from now on your Chivalry Avatar can be given a Pyromancy card, and the Fallen one can still attack with its Fallen Attack.',
    source: `Rulebook: Fallen; Hit Points; ${DR} D42, D43`,
    see: ['defeat', 'revive', 'discipline'],
  },
  {
    id: 'revive',
    term: 'Revive',
    forms: ['revived', 'revives', 'revival'],
    definition:
      'Only a card effect revives a Fallen Avatar: it flips back to its front side with full HP. Your other Avatar then stops taking off-discipline cards, but keeps those it has.',
    example:
      'Your revived Avatar returns at its full 16 HP; the Pyromancy Weapon your other Avatar got meanwhile stays.',
    source: `Rulebook: Fallen; ${DR} D43, D44`,
    see: ['fallen'],
  },
  {
    id: 'concede',
    term: 'Concede',
    forms: ['concedes', 'conceded', 'concession', 'timeout'],
    definition:
      'You may give up at any moment; your opponent wins and the match ends. A player who stops answering loses by timeout.',
    example: 'Facing a lost board in round 9, you concede.',
    source: `${DR} D17`,
    see: ['defeat'],
  },
  {
    id: 'battle-royale',
    term: 'Battle Royale',
    definition:
      'The rulebook’s variant for three or more players, each with one Avatar and a 20-card deck. Parley offers only the two-player game, one game per match.',
    example: 'A match here is always you against one opponent, best of 1.',
    source: `Rulebook: Multiplayer Battle Royale Variant; ${DR} D1`,
    see: ['defeat'],
  },
];

/** The first part of the glossary: cards, disciplines, zones, rounds. */
export const TABLE_TERMS: readonly GlossaryEntry[] = [
  ...CARDS,
  ...DISCIPLINES,
  ...ZONES,
  ...ROUNDS,
];
