/**
 * The glossary of Paragons: Age of Champions for a first-time player: every keyword printed on a
 * card, every term its card texts and prompts use, each with a short definition and an example.
 * Faithful to the rulebook (../shared/rules/paragons-age-of-champions.md, "the rulebook") and to
 * the decisions page (docs/rules/paragons.md, "decision N"; docs/rules/paragons-match.md, "match
 * decision N"), which each entry cites. The ids of the Keyword Glossary's keywords are the card
 * data's (`GlossaryKeyword`, cards/schema.ts). Pure data.
 */
import type { GlossaryEntry } from '../../engine/reference.ts';

const KG = 'Rulebook: Keyword Glossary';
const CT = 'Rulebook: Glossary of Card Types';

/** Keywords of the rulebook's Keyword Glossary, and the three combat types. */
const KEYWORDS: readonly GlossaryEntry[] = [
  {
    id: 'first-blood',
    term: 'First Blood',
    definition:
      'When this mercenary attacks, its damage lands first. If that destroys its target, the target deals no damage back. It does nothing when this mercenary is the one attacked or defending.',
    example:
      'Tollgate Brawler (3/2, First Blood) attacks a 2/3. It deals 3 first, the 2/3 is Destroyed and Tollgate Brawler takes no damage.',
    source: `${KG}; docs/rules/paragons.md, decision 11`,
    see: ['attack', 'damage'],
    icon: 'bloody-sword',
  },
  {
    id: 'critical-strike',
    term: 'Critical Strike',
    definition:
      'This mercenary’s attacks deal double damage, to a mercenary or to a player. It never doubles the damage it deals back when it is attacked or when it defends.',
    example:
      'Siegebreaker (5/4, Critical Strike) attacks your opponent, who does not defend: 10 damage.',
    source: `${KG}; docs/rules/paragons.md, decision 11`,
    see: ['attack'],
    icon: 'deadly-strike',
  },
  {
    id: 'reach',
    term: 'Reach',
    definition:
      'This mercenary may attack an enemy back-line mercenary even when it is not exposed, and its attacks on mercenaries cannot be defended. A melee mercenary with Reach still cannot attack from your back line with an ally in front of it.',
    example:
      'Hill Pikeman (Reach) attacks the enemy on B2 although a mercenary stands on F2, and no Adjacent enemy may defend it.',
    source: `${KG}; docs/rules/paragons.md, decisions 10 and 12`,
    see: ['exposed', 'defend', 'melee'],
    icon: 'thrown-spear',
  },
  {
    id: 'concealed',
    term: 'Concealed',
    definition:
      'Enemy spells and enemy Voluntary Abilities (a caster’s Cast included) cannot choose this mercenary. It can still be attacked, and effects that choose nothing (“every enemy mercenary”) still reach it.',
    example:
      'Alley Cutpurse is Concealed: your opponent’s Arcane Spark cannot target it, but Starfall (“every enemy mercenary”) damages it.',
    source: `${KG}; docs/rules/paragons.md, decisions 17 and 31`,
    see: ['spell', 'voluntary-ability', 'cast'],
    icon: 'invisible',
  },
  {
    id: 'garrison',
    term: 'Garrison',
    forms: ['Garrison counter', 'Garrison counters', 'garrisoned'],
    definition:
      'Once in each of your turns (not the turn it was played), pay this card’s cost again to put a Garrison counter on it. Each Garrison counter adds its Base Stats once more. Damage takes Garrison counters off: one for each full Base Health of damage, and the rest stays as damage.',
    example:
      'Stone Guard (2/5, cost 4): pay 4 mana and it is a 4/10. Later it takes 6 damage: one Garrison counter goes (5 of the damage) and it is a 2/5 with 1 damage.',
    source: `${KG}; docs/rules/paragons.md, decision 14`,
    see: ['base-stats', 'voluntary-ability'],
    icon: 'guarded-tower',
  },
  {
    id: 'hidden',
    term: 'Hidden',
    forms: ['Hidden card', 'Hidden cards'],
    definition:
      'On your turn you may pay a Hidden card’s cost to put it face down in your Hidden Pile instead of playing it. Later you reveal it for free when the condition on the card is met, on either player’s turn; revealing counts as playing it. A Hidden spell cannot be played from your hand; a Hidden mercenary can.',
    example:
      'You hide Pitfall (cost 2). On your opponent’s turn they attack; you reveal Pitfall (“reveal when an enemy attacks”) and deal 3 damage to an enemy mercenary.',
    source: `${KG}; docs/rules/paragons.md, decisions 17 and 32`,
    see: ['hidden-pile', 'hide', 'reveal'],
    icon: 'hidden',
  },
  {
    id: 'fated',
    term: 'Fated',
    definition:
      'This spell takes effect the moment it is played: it never waits on the chain, so nobody can react to it, counter it or copy it.',
    example:
      'You play Sunlance (Fated): your opponent loses 5 life at once, and their Nullify cannot stop it.',
    source: `${KG}; docs/rules/paragons.md, decisions 6 and 19`,
    see: ['chain', 'counter'],
    icon: 'tarot-10-wheel-of-fortune',
  },
  {
    id: 'bounce',
    term: 'Bounce',
    forms: ['Bounced', 'bounces', 'bouncing'],
    definition:
      'Return a mercenary from the board to the hand of the player who played it. It comes back as printed: damage, buffs, Garrison counters and Imbuements are lost.',
    example:
      'Blink Bounces the enemy Ogre Bruiser: it goes back to your opponent’s hand, who must play it again.',
    source: `${KG}; docs/rules/paragons.md, decision 28`,
    see: ['hand'],
    icon: 'return-arrow',
  },
  {
    id: 'banish',
    term: 'Banish',
    forms: ['Banished', 'banishes'],
    definition:
      'Send a mercenary from the board to the Reserve Pile of the player who played it: it is out of this game.',
    example: 'Unmake Banishes an enemy mercenary: it cannot come back in this game.',
    source: `${KG}; docs/rules/paragons.md, decision 28`,
    see: ['reserve-pile'],
    icon: 'exit-door',
  },
  {
    id: 'exhaust',
    term: 'Exhaust',
    forms: ['Exhausted', 'Exhausts', 'exhausting', 'Exhaustion', 'unexhausted'],
    definition:
      'An Exhausted mercenary cannot attack, defend or use abilities that Exhaust it, until it Recovers (normally at the start of your next turn). Attacking Exhausts a mercenary; so do costs that say “Exhaust:”.',
    example:
      'Your Iron Jailer uses “1 mana, Exhaust: Exhaust an enemy mercenary”: both are Exhausted, and the enemy one cannot defend this turn.',
    source: `${KG}; Rulebook: Game Phase, option 2`,
    see: ['recover', 'attack'],
    icon: 'sleepy',
  },
  {
    id: 'recover',
    term: 'Recover',
    forms: ['Recovers', 'Recovered', 'recovering'],
    definition:
      'The mercenary is no longer Exhausted. Every mercenary of yours Recovers at the start of your turn.',
    example:
      'Twinblade Master attacks, then you pay 1 mana to make it Recover; it still cannot attack twice in a turn, but it can defend.',
    source: `${KG}; docs/rules/paragons.md, decision 3`,
    see: ['exhaust'],
    icon: 'regeneration',
  },
  {
    id: 'recruit',
    term: 'Recruit',
    forms: ['Recruits', 'Recruited', 'Recruiting', 'recruitment'],
    definition:
      'On your turn, take a mercenary from the Mercenary Pool into your hand: 2 mana for a Lesser Mercenary, 3 for a Greater one (cards may make it cheaper). The pool refills at once from the Neutral Mercenary Deck. You still have to play the card afterwards.',
    example: 'With 3 mana you Recruit Ogre Bruiser (Lesser, 2 mana) and keep 1 mana.',
    source: `${KG}; docs/rules/paragons.md, decision 33`,
    see: ['mercenary-pool'],
    icon: 'coins',
  },
  {
    id: 'adjacent',
    term: 'Adjacent',
    definition:
      'The spaces right next to a mercenary in the same line: left and right, never in front or behind.',
    example: 'A mercenary on F2 is Adjacent to F1 and F3, not to B2.',
    source: `${KG}; docs/rules/paragons.md, decision 1`,
    see: ['surrounding', 'space'],
  },
  {
    id: 'surrounding',
    term: 'Surrounding',
    definition:
      'The spaces around a mercenary: left, right, and the one in front or behind in its column.',
    example: 'Banner Sergeant on F2 gives +1/+1 to allies on F1, F3 and B2.',
    source: `${KG}; docs/rules/paragons.md, decision 1`,
    see: ['adjacent', 'space'],
  },
  {
    id: 'melee',
    term: 'Melee',
    forms: ['Melee-type'],
    definition:
      'A combat type (a sword on the card). A melee mercenary in your back line cannot attack at all while an ally stands in front of it.',
    example:
      'Ogre Bruiser on B3 with an ally on F3 cannot attack; move the ally or play it in the front line.',
    source: `${CT}; docs/rules/paragons.md, decision 12`,
    see: ['ranged', 'caster', 'back-line'],
    icon: 'broadsword',
  },
  {
    id: 'ranged',
    term: 'Ranged',
    forms: ['Ranged-type'],
    definition:
      'A combat type (an arrow on the card). A ranged mercenary may attack from the back line over an ally. When a caster’s Cast damages it, it deals its attack back to the caster.',
    example:
      'Slinger (2/2) on B1 attacks over your F1 ally. If an enemy caster Casts at it, Slinger deals 2 back.',
    source: `Rulebook: Notes on Mercenary Types; docs/rules/paragons.md, decision 13`,
    see: ['melee', 'caster'],
    icon: 'arrowhead',
  },
  {
    id: 'caster',
    term: 'Caster',
    forms: ['Casters', 'Caster-type'],
    definition:
      'A combat type (a staff on the card). A caster fights like a ranged mercenary and can also Cast: on your turn, Exhaust it to deal damage equal to its Base Attack to any mercenary. It cannot Cast on a turn it attacked, nor attack on a turn it Cast.',
    example:
      'Hedge Witch (1/1) Casts at an enemy 2/1: 1 damage, and it is Exhausted until your next turn.',
    source: `${CT}; docs/rules/paragons.md, decision 13`,
    see: ['cast', 'ranged'],
    icon: 'wizard-staff',
  },
];

/** What a card is. */
const CARDS: readonly GlossaryEntry[] = [
  {
    id: 'mercenary',
    term: 'Mercenary',
    forms: ['Mercenaries'],
    definition:
      'A fighter card. Play it onto a space of your Combat Board for its mana cost; it has an attack and a health, a combat type, and maybe keywords and abilities.',
    example: 'Ogre Bruiser is a 5/4 melee mercenary costing 4 mana.',
    source: 'Rulebook: Some General Notes for Context',
    see: ['stats', 'play'],
  },
  {
    id: 'spell',
    term: 'Spell',
    forms: ['Spells'],
    definition:
      'A card that is not a mercenary. You may play it on your turn or on your opponent’s, whenever you have the mana (a Hidden spell only by revealing it). It takes effect and goes to your discard pile, unless it is an Imbuement or an Enchantment.',
    example:
      'On your opponent’s turn you play Arcane Spark (1 mana) to finish off their wounded mercenary.',
    source: `${CT}; Rulebook: Notes on Spell Types`,
    see: ['imbuement', 'enchantment', 'fated'],
  },
  {
    id: 'imbuement',
    term: 'Imbuement',
    forms: ['Imbuements', 'Imbue', 'Imbues', 'imbued'],
    definition:
      'A spell that attaches to a mercenary and changes it for as long as it stays on the board. When that mercenary leaves the board, the Imbuement goes to the discard pile.',
    example:
      'Tempered Blade on your Drillmaster: it is a 3/4 until it is Destroyed, Bounced or Banished.',
    source: `${CT}; docs/rules/paragons.md, decision 27`,
    see: ['spell', 'enchantment'],
  },
  {
    id: 'enchantment',
    term: 'Enchantment',
    forms: ['Enchantments', 'Enchant', 'Enchants', 'enchanted'],
    definition:
      'A spell that attaches to a space of a Combat Board and changes whichever mercenary stands there, now or later. It stays when its mercenary leaves; a new Enchantment on the same space replaces it.',
    example: 'Glyph of Frailty on an enemy space: every mercenary that stands there gets -1/-1.',
    source: `${CT}; docs/rules/paragons.md, decision 27`,
    see: ['spell', 'imbuement', 'space'],
  },
  {
    id: 'lesser-mercenary',
    term: 'Lesser Mercenary',
    forms: ['Lesser Mercenaries', 'Lesser'],
    definition: 'A neutral mercenary that costs 4 mana or less. Recruiting one costs 2 mana.',
    example: 'Tavern Brawler (cost 1) is a Lesser Mercenary.',
    source: CT,
    see: ['greater-mercenary', 'neutral-card'],
  },
  {
    id: 'greater-mercenary',
    term: 'Greater Mercenary',
    forms: ['Greater Mercenaries', 'Greater'],
    definition: 'A neutral mercenary that costs 5 to 7 mana. Recruiting one costs 3 mana.',
    example: 'Skyreach Roc (cost 5) is a Greater Mercenary.',
    source: CT,
    see: ['lesser-mercenary', 'neutral-card'],
  },
  {
    id: 'neutral-card',
    term: 'Neutral card',
    forms: ['neutral cards', 'neutral', 'neutral mercenary', 'neutral mercenaries'],
    definition:
      'A card of no class: the Lesser and Greater Mercenaries, which you get in the draft or by Recruiting.',
    example: 'Both a Warrior and a Mage may have Ogre Bruiser in their decks.',
    source: CT,
    see: ['class-card', 'draft'],
  },
  {
    id: 'class-card',
    term: 'Class card',
    forms: ['class cards', 'Paragon class cards'],
    definition: 'One of the 30 cards only your Paragon class has.',
    example: 'Battle Cry is a Warrior class card.',
    source: CT,
    see: ['paragon-class'],
  },
  {
    id: 'paragon-class',
    term: 'Paragon class',
    forms: ['Paragon', 'class', 'classes'],
    definition:
      'The side you play: Warrior, Mage or Ranger. Each has its own 30 class cards. Players choose in secret; if both want the same class, Rock, Paper, Scissors decides and the loser chooses again.',
    example:
      'You choose Ranger, your friend chooses Ranger too; you win Rock, Paper, Scissors and keep it.',
    source: 'Rulebook: Choose Your Paragon; docs/rules/paragons-match.md, match decisions 1 and 2',
    see: ['warrior', 'mage', 'ranger'],
  },
  {
    id: 'warrior',
    term: 'Warrior',
    definition:
      'The red class, of medium difficulty. Its heart is Recruiting: cheap fighters, recruit discounts that turn the Mercenary Pool into a second hand, and buffs to Adjacent and Surrounding allies. Warriors play first in a round.',
    example: 'Camp Recruiter: Exhaust: Recruit a Lesser Mercenary, paying 1 less.',
    source: 'Rulebook: Difficulty and Advice',
    see: ['recruit'],
    icon: 'crossed-swords',
  },
  {
    id: 'mage',
    term: 'Mage',
    definition:
      'The blue class, the easiest to learn: direct damage spells, buffs and debuffs, casters. Mages play after Warriors and before Rangers.',
    example: 'Searing Lance: deal 4 damage to a mercenary.',
    source: 'Rulebook: Difficulty and Advice',
    see: ['spell', 'caster'],
    icon: 'pointy-hat',
  },
  {
    id: 'ranger',
    term: 'Ranger',
    definition:
      'The green class, the hardest: Hidden cards revealed at the right moment, and combos that grow with every spell played or Hidden card revealed this turn. Rangers play last in a round.',
    example: 'The Hunt’s End deals 2 damage, plus 2 for each Hidden card you revealed this turn.',
    source: 'Rulebook: Difficulty and Advice',
    see: ['hidden'],
    icon: 'bow-arrow',
  },
];

/** The board and the places cards go. */
const ZONES: readonly GlossaryEntry[] = [
  {
    id: 'combat-board',
    term: 'Combat Board',
    forms: ['board', 'boards'],
    definition:
      'Each player’s 8 spaces for mercenaries: a front line of 4 and a back line of 4. You play mercenaries only onto your own board.',
    example: 'Your board is full when 8 mercenaries stand on it.',
    source: 'Rulebook: Setting up the Playing Field; docs/rules/paragons.md, decision 1',
    see: ['front-line', 'back-line', 'space'],
  },
  {
    id: 'space',
    term: 'Space',
    forms: ['spaces', 'F1', 'F2', 'F3', 'F4', 'B1', 'B2', 'B3', 'B4'],
    definition:
      'One place of a Combat Board. F1–F4 are the front line and B1–B4 the back line, columns numbered 1 to 4 from the left of the board’s owner.',
    example: '“Play Slinger to B2” puts it in your back line, behind F2.',
    source: 'docs/rules/paragons.md, decision 1',
    see: ['combat-board', 'column'],
  },
  {
    id: 'front-line',
    term: 'Front line',
    forms: ['Frontline', 'front row', 'front-line'],
    definition:
      'The row of 4 spaces nearer the enemy (F1–F4). Enemy mercenaries there can always be attacked.',
    example: 'Any of your mercenaries that can attack may attack the enemy on F3.',
    source: 'Rulebook: Setting up the Playing Field; Option 2',
    see: ['back-line', 'exposed'],
  },
  {
    id: 'back-line',
    term: 'Back line',
    forms: ['Backline', 'back row', 'back-line'],
    definition:
      'The row of 4 spaces nearer you (B1–B4). A back-line mercenary can be attacked only when it is exposed (or by Reach), and a melee one cannot attack while an ally stands in front of it.',
    example: 'Your caster on B1 behind a mercenary on F1 is safe from attacks without Reach.',
    source: 'Rulebook: Setting up the Playing Field; docs/rules/paragons.md, decision 12',
    see: ['front-line', 'exposed', 'melee'],
  },
  {
    id: 'column',
    term: 'Column',
    forms: ['columns'],
    definition: 'A front space and the back space behind it: F1 and B1 are column 1, and so on.',
    example: 'F4 and B4 form column 4.',
    source: 'Rulebook: Some General Notes for Context',
    see: ['exposed'],
  },
  {
    id: 'exposed',
    term: 'Exposed',
    definition:
      'A back-line mercenary is exposed when no mercenary of its own side stands in front of it, in the same column. Only exposed back-line mercenaries can be attacked (Reach ignores this).',
    example: 'The enemy on B2 is exposed once the enemy on F2 is Destroyed.',
    source: 'Rulebook: Option 2 (initiating an attack); docs/rules/paragons.md, decision 12',
    see: ['back-line', 'reach'],
  },
  {
    id: 'bump',
    term: 'Bump',
    forms: ['bumped', 'bumps', 'moving'],
    definition:
      'Playing a mercenary onto an occupied space of your board moves the one there to an empty Surrounding space that you choose.',
    example: '“Play Ogre Bruiser to F2, moving F2 to B2”: the mercenary on F2 steps back to B2.',
    source: 'Rulebook: Option 1; docs/rules/paragons.md, decision 15',
    see: ['surrounding', 'play'],
  },
  {
    id: 'hand',
    term: 'Hand',
    forms: ['hands'],
    definition:
      'The cards you hold, which your opponent cannot see. There is no maximum hand size.',
    example: 'At the start of your turn with 3 cards in hand you draw 2.',
    source: 'Rulebook: Beginning Your Turn',
    see: ['draw'],
  },
  {
    id: 'deck',
    term: 'Deck',
    forms: ['decks'],
    definition:
      'Your 30 cards, face down, that you draw from. If you must draw and your deck has too few cards, you lose.',
    example: 'Late in a long game, a deck of 2 cards when you must draw 3 loses the game.',
    source: 'Rulebook: Assemble Your Deck; docs/rules/paragons.md, decision 34',
    see: ['draw', 'deck-building'],
  },
  {
    id: 'discard-pile',
    term: 'Discard pile',
    forms: ['discard'],
    definition:
      'Where your Destroyed mercenaries and used spells go. A card goes to the discard pile of the player who played it, even from the other board.',
    example:
      'Your Withering Hex on an enemy mercenary goes to your discard pile when that mercenary is Destroyed.',
    source: 'Rulebook: Option 2; docs/rules/paragons.md, decision 18',
    see: ['destroyed'],
  },
  {
    id: 'reserve-pile',
    term: 'Reserve Pile',
    forms: ['Reserve'],
    definition:
      'The cards of your draft that are not in your deck. Banished cards go there. In a best of 3, the loser of a game may swap cards between its deck and its Reserve Pile.',
    example: 'You drafted 55 cards and built a deck of 30: the other 25 are your Reserve Pile.',
    source: 'Rulebook: Assemble Your Deck; Concluding the Game',
    see: ['banish', 'best-of-3'],
  },
  {
    id: 'hidden-pile',
    term: 'Hidden Pile',
    definition:
      'Your face-down Hidden cards. You may look at yours at any time; your opponent sees only how many you have.',
    example: 'Nightfall Barrage deals 1 more damage for each card in your Hidden Pile.',
    source: 'Rulebook: Setting up the Playing Field',
    see: ['hidden', 'reveal'],
  },
  {
    id: 'mercenary-pool',
    term: 'Mercenary Pool',
    forms: ['pool', 'Buy Pool', 'Buying Pool'],
    definition:
      'Five face-up neutral mercenaries that both players may Recruit from. A Recruited card is replaced at once from the Neutral Mercenary Deck; when that deck is empty, the pool stays short.',
    example: 'You Recruit Hill Pikeman from the pool and a new card is turned up in its place.',
    source: 'Rulebook: Setting up the Playing Field; docs/rules/paragons.md, decision 33',
    see: ['recruit', 'neutral-mercenary-deck'],
  },
  {
    id: 'neutral-mercenary-deck',
    term: 'Neutral Mercenary Deck',
    definition:
      'The neutral mercenaries nobody drafted (or, in the pre-constructed game, that no starter deck uses), face down; the Mercenary Pool refills from it.',
    example:
      'After the draft, 10 Greater and 18 Lesser Mercenaries are left: they form the Neutral Mercenary Deck.',
    source: 'Rulebook: Draft Phase; docs/rules/paragons-match.md, match decisions 5 and 8',
    see: ['mercenary-pool'],
  },
];

/** Turns, mana and life. */
const TURNS: readonly GlossaryEntry[] = [
  {
    id: 'turn',
    term: 'Turn',
    forms: ['turns', 'your turn', 'Your move'],
    definition:
      'Players take turns. On your turn you may play mercenaries, attack, Recruit, use abilities, hide cards and play spells, in any order, then end your turn. On your opponent’s turn you can only react: spells, “Anytime” abilities and reveals.',
    example:
      '“Your move” in the status bar means it is your turn and nothing is waiting on the chain.',
    source: 'Rulebook: Options During Your Turn',
    see: ['start-of-turn', 'end-turn', 'react'],
  },
  {
    id: 'round',
    term: 'Round',
    forms: ['rounds'],
    definition:
      'One turn of each player. Warrior plays before Mage, and Mage before Ranger; the round number rises when the first player’s turn begins, and sets the Mana Threshold.',
    example: 'A Mage against a Ranger: the Mage takes the first turn of every round.',
    source: 'Rulebook: Beginning Your Turn; docs/rules/paragons.md, decision 2',
    see: ['mana-threshold'],
  },
  {
    id: 'mana',
    term: 'Mana',
    forms: ['Mana Total'],
    definition:
      'What you pay cards and abilities with. At the start of your turn your mana becomes your Mana Threshold; what you do not spend stays until your next turn, for spells and “Anytime” abilities on your opponent’s turn. Spent mana never comes back, even if the action is stopped.',
    example:
      'In round 4 you spend 3 mana on your turn and keep 1 to play Arcane Spark on your opponent’s turn.',
    source: 'Rulebook: Beginning Your Turn; docs/rules/paragons.md, decisions 2 and 21',
    see: ['mana-threshold'],
  },
  {
    id: 'mana-threshold',
    term: 'Mana Threshold',
    forms: ['Mana Theshold'],
    definition:
      'Your mana at the start of your turn: the round number, at most 10. Nothing can raise your mana above it.',
    example: 'In round 3 you start your turn with 3 mana; from round 10 on, with 10.',
    source: 'Rulebook: Beginning Your Turn; docs/rules/paragons.md, decision 30',
    see: ['mana', 'round'],
  },
  {
    id: 'life',
    term: 'Life',
    forms: ['Life Total'],
    definition:
      'Each player starts with 20 life and can never have more than 20. At 0 or less you lose.',
    example: 'Camp Scrounger is Destroyed: you gain 2 life, from 19 to 20 (not 21).',
    source: 'Rulebook: Starting Play; docs/rules/paragons.md, decision 30',
    see: ['winning'],
  },
  {
    id: 'start-of-turn',
    term: 'Start of your turn',
    forms: ['start of a turn', 'start of their turn', 'start of the next player’s turn'],
    definition:
      'Happens by itself before you can act, and nobody can react to it: damage on every mercenary of both boards is removed and “this turn” changes end; your mana becomes your Mana Threshold; your mercenaries Recover; you draw (up to 5 cards, or 1 if you hold 5 or more); then “At the start of your turn” abilities happen.',
    example: 'Mire Hydra: “At the start of your turn, this gets +1/+1.”',
    source: 'Rulebook: Beginning Your Turn; docs/rules/paragons.md, decision 3',
    see: ['draw', 'recover', 'end-of-turn'],
  },
  {
    id: 'end-of-turn',
    term: 'End of your turn',
    forms: ['end of the turn'],
    definition:
      '“At the end of your turn” abilities happen when you end your turn, before the next player’s turn starts. Nobody can react to them.',
    example: 'Stormcaller: “At the end of your turn, deal 1 damage to every enemy mercenary.”',
    source:
      'Rulebook: Notes on Card Activity Besides Voluntary Actions; docs/rules/paragons.md, decision 4',
    see: ['end-turn', 'start-of-turn'],
  },
  {
    id: 'this-turn',
    term: 'This turn',
    definition:
      'Until the start of the next player’s turn. A count “this turn” (spells played, Hidden cards revealed, mercenaries Recruited) counts from the start of the current turn, whoever’s it is.',
    example: 'Battle Cry on your turn: +2/+0 until your opponent’s turn begins.',
    source: 'Rulebook: Option 2 (damage); docs/rules/paragons.md, decision 29',
    see: ['buff'],
  },
  {
    id: 'draw',
    term: 'Draw',
    forms: ['draws', 'drew', 'drawn', 'drawing'],
    definition:
      'Take the top card of your deck into your hand. At the start of your turn you draw up to 5 cards, or 1 if you already hold 5 or more. Having to draw from an empty deck loses the game.',
    example: 'You start your turn with 2 cards in hand: you draw 3.',
    source: 'Rulebook: Beginning Your Turn; docs/rules/paragons.md, decisions 3 and 34',
    see: ['hand', 'deck'],
  },
  {
    id: 'mulligan',
    term: 'Mulligan',
    forms: ['mulligans', 'Redraw', 'Keep this hand'],
    definition:
      'Once, after drawing your first 5 cards, you may set aside any of them and draw back up to 5; the set-aside cards are then shuffled into your deck. Keeping the hand is also fine.',
    example:
      'Your opening hand has three 6-cost cards: you mulligan those three and draw three others.',
    source: 'Rulebook: Starting Play; docs/rules/paragons.md, decision 35',
    see: ['draw'],
  },
  {
    id: 'summoning-sickness',
    term: 'Summoning sickness',
    forms: ['summoning-sick', 'summoning sick'],
    definition:
      'A mercenary cannot attack, Cast, take a Garrison counter or use Voluntary Abilities on the turn it is played, unless the ability says “Anytime”. It can defend at once.',
    example: 'You play Ogre Bruiser: it cannot attack until your next turn.',
    source: 'Rulebook: Option 1; docs/rules/paragons.md, decision 16',
    see: ['anytime'],
  },
];

/** The glossary entries of this file, in reading order. */
export const CARD_AND_TABLE_TERMS: readonly GlossaryEntry[] = [
  ...KEYWORDS,
  ...CARDS,
  ...ZONES,
  ...TURNS,
];
