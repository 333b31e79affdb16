/**
 * The glossary of Paragons, continued: actions, the chain, combat, abilities and the match flow
 * (see reference-glossary.ts for keywords, card types, zones and turns). Sources as there: the
 * rulebook (../shared/rules/paragons-age-of-champions.md), docs/rules/paragons.md ("decision N")
 * and docs/rules/paragons-match.md ("match decision N"). Pure data.
 */
import type { GlossaryEntry } from '../../engine/reference.ts';

const DR = 'docs/rules/paragons.md';

/** What a player does: the actions of the main window and the prompts. */
const ACTIONS: readonly GlossaryEntry[] = [
  {
    id: 'play',
    term: 'Play',
    forms: ['plays', 'played', 'playing'],
    definition:
      'Put a card from your hand into the game by paying its mana cost: a mercenary onto a space of your board (on your turn only), a spell onto its targets (on either turn). Revealing a Hidden card also counts as playing it.',
    example: '“Play Tavern Brawler to F1” costs 1 mana and puts it on your front line.',
    source: `Rulebook: Options During Your Turn; ${DR}, decision 15`,
    see: ['mercenary', 'spell', 'bump'],
  },
  {
    id: 'attack',
    term: 'Attack',
    forms: ['attacks', 'attacked', 'attacking', 'attacker', 'attackers'],
    definition:
      'On your turn, a mercenary that is not Exhausted and has not attacked this turn attacks the enemy player, an enemy front-line mercenary, or an exposed enemy back-line mercenary. It Exhausts at once. Your opponent may react, then may defend; then the two exchange damage.',
    example:
      '“Attack with Ogre Bruiser (F2) → the opponent”: if nobody defends, your opponent loses 5 life.',
    source: `Rulebook: Option 2; ${DR}, decisions 9 and 12`,
    see: ['defend', 'combat', 'exposed', 'react'],
  },
  {
    id: 'defend',
    term: 'Defend',
    forms: ['Defends', 'Defended', 'Defending', 'defender', 'defenders', 'defence', 'defense'],
    definition:
      'When an attack resolves, the attacked player may put one of its unexhausted mercenaries in the way. Against an attack on you, any of your mercenaries can defend; against an attack on a mercenary, only one Adjacent to it. The defender takes the attacker’s damage and deals its own attack back. Defending does not Exhaust. Attacks with Reach on mercenaries cannot be defended.',
    example:
      'Skyreach Roc (4/6) attacks you. You defend with Stone Guard (2/5): Stone Guard takes 4, Roc takes 2, and your life is untouched.',
    source: `Rulebook: Option 2; ${DR}, decisions 8 and 10`,
    see: ['attack', 'adjacent', 'reach'],
  },
  {
    id: 'cast',
    term: 'Cast',
    forms: ['Casts', 'casting', 'Cast with'],
    definition:
      'The app’s word for two actions: playing a spell (“Cast Arcane Spark”), and using a caster’s ability (“Cast with Hedge Witch”): Exhaust the caster on your turn to deal its Base Attack in damage to a mercenary. A caster cannot Cast on a turn it attacked, nor attack on a turn it Cast.',
    example: '“Cast with Wandering Magister (B3) → the opponent’s F2”: 3 damage to that mercenary.',
    source: `Rulebook: Glossary of Card Types (Caster); ${DR}, decision 13`,
    see: ['caster', 'spell'],
  },
  {
    id: 'ability',
    term: 'Ability',
    forms: ['abilities'],
    definition:
      'What a mercenary does besides fighting, as its card text says. Passive Abilities work by themselves; Voluntary Abilities are used by you (“Ability 1 of Camp Recruiter” uses its first one). A card that says “No abilities.” just fights.',
    example:
      'Camp Recruiter’s ability: “Exhaust: Recruit a Lesser Mercenary from the Mercenary Pool, paying 1 less.”',
    source: `Rulebook: Option 1 and Option 3; ${DR}, decision 26`,
    see: ['voluntary-ability', 'passive-ability'],
  },
  {
    id: 'voluntary-ability',
    term: 'Voluntary Ability',
    forms: ['Voluntary Abilities', 'activated ability', 'activated abilities'],
    definition:
      'An ability you choose to use, written “cost: effect” (“1 mana, Exhaust: …”). Use it on your turn (or at any time if it says “Anytime”), once per turn, never on the turn the mercenary was played unless it says “Anytime”. Using one goes on the chain.',
    example: 'Tavern Bouncer: “3 mana, Exhaust: Bounce an enemy mercenary.”',
    source: `Rulebook: Option 3; ${DR}, decision 16`,
    see: ['anytime', 'passive-ability', 'chain'],
  },
  {
    id: 'passive-ability',
    term: 'Passive Ability',
    forms: ['Passive Abilities', 'aura', 'auras'],
    definition:
      'An ability that works by itself: “When this comes into play…”, “When this is Destroyed…”, “At the start of your turn…”, or an aura like “Adjacent allies get +1/+0”, which lasts while the mercenary is on the board.',
    example:
      'Drillmaster: “Adjacent allies get +1/+0.” Its neighbours hit harder as long as it stands.',
    source: `Rulebook: Option 1; ${DR}, decision 24`,
    see: ['voluntary-ability', 'comes-into-play'],
  },
  {
    id: 'anytime',
    term: 'Anytime',
    definition:
      'An ability marked “Anytime” can be used on your opponent’s turn too, and on the turn its mercenary was played.',
    example:
      'Mirror Savant: “Anytime — 2 mana, Exhaust: Copy the enemy spell on top of the chain.”',
    source: `Rulebook: Option 3; ${DR}, decision 16`,
    see: ['voluntary-ability'],
  },
  {
    id: 'voluntary-action',
    term: 'Voluntary Action',
    forms: ['Voluntary Actions', 'action', 'actions'],
    definition:
      'Anything a player chooses to do: play a mercenary, attack, use an ability, Recruit, play a spell, hide or reveal a Hidden card. Each one goes on the chain, and the other player may react to it.',
    example: 'Recruiting is an action: your opponent may answer it with Outbid.',
    source: `Rulebook: Options During Your Turn; ${DR}, decision 5`,
    see: ['chain', 'react'],
  },
  {
    id: 'hide',
    term: 'Hide',
    forms: ['hides', 'hiding'],
    definition:
      'On your turn, pay a Hidden card’s cost to put it face down into your Hidden Pile. Your opponent sees that you hid a card and what it cost, not which card.',
    example: '“Hide a card face down (cost 2)”.',
    source: `Rulebook: Keyword Glossary (Hidden); ${DR}, decision 32`,
    see: ['hidden', 'reveal'],
  },
  {
    id: 'reveal',
    term: 'Reveal',
    forms: ['reveals', 'revealed', 'revealing'],
    definition:
      'Flip a card of your Hidden Pile face up and play it, for free, when the condition on it is met (“reveal when an enemy attacks”), on either player’s turn. A revealed mercenary goes onto an empty space of yours.',
    example: 'Your opponent attacks; you reveal Ambush Bandit onto your empty F4.',
    source: `Rulebook: Keyword Glossary (Hidden); ${DR}, decision 32`,
    see: ['hidden', 'hidden-pile'],
  },
  {
    id: 'pass',
    term: 'Pass',
    forms: ['passes', 'passed'],
    definition:
      'Decline to react. When both players pass one after the other, the chain resolves. In the defend prompt, passing means not defending.',
    example: 'Your opponent attacks; you have no answer and pass: the attack resolves.',
    source: `${DR}, decisions 5 and 38`,
    see: ['chain', 'react'],
  },
  {
    id: 'end-turn',
    term: 'End turn',
    forms: ['end your turn'],
    definition:
      'Finish your turn. “At the end of your turn” abilities happen, then your opponent’s turn starts. Ending your turn is not an action: nobody can react to it.',
    example: 'You have spent your mana and attacked with everything: end turn.',
    source: `${DR}, decision 4`,
    see: ['end-of-turn', 'turn'],
  },
  {
    id: 'retarget',
    term: 'New target',
    forms: ['Choose a new target', 'retarget'],
    definition:
      'When something of yours comes to resolve and its target is gone or no longer allowed, you choose a new legal target for it, or pass and it is rescinded.',
    example:
      'Your attack on their F1 is about to resolve, but F1 was Bounced: you attack their F3 instead.',
    source: `Rulebook: Notes on Order of Operations; ${DR}, decisions 7 and 20`,
    see: ['rescind', 'chain'],
  },
];

/** The chain, reactions and what can stop an action. */
const CHAIN: readonly GlossaryEntry[] = [
  {
    id: 'chain',
    term: 'Chain',
    forms: ['the chain', 'reaction chain', 'card/action chain'],
    definition:
      'The stack of actions waiting to happen. Each action goes on top; the other player may then react, adding on top again. When both players pass in a row, the chain resolves from the top: the last thing added happens first.',
    example:
      'You attack (1), your opponent plays Pitfall on your attacker (2): Pitfall resolves first, and if your attacker is Destroyed, the attack is rescinded.',
    source: `Rulebook: Notes on Order of Operations; ${DR}, decision 5`,
    see: ['react', 'priority', 'rescind'],
  },
  {
    id: 'react',
    term: 'React',
    forms: ['reacts', 'reacting', 'reaction', 'reactions', 'respond', 'response'],
    definition:
      'Answer the action on top of the chain with one of your own: a spell, an “Anytime” ability, or a Hidden card whose condition is met. Your reaction resolves before what it answers. Starting and ending a turn, and defending, cannot be reacted to.',
    example:
      '“React?” Your opponent plays Searing Lance on your mercenary; you react by revealing Camouflage, which makes it Concealed first, so the Lance must find another target.',
    source: `Rulebook: Notes on Order of Operations; ${DR}, decisions 5 and 8`,
    see: ['chain', 'pass'],
  },
  {
    id: 'priority',
    term: 'Priority',
    definition:
      'Whose move it is while the chain is not empty: that player may add to the chain or pass. After anything is added, priority goes to the other player.',
    example: 'You play a spell; now your opponent has priority and may react to it.',
    source: `${DR}, decision 5`,
    see: ['chain'],
  },
  {
    id: 'rescind',
    term: 'Rescind',
    forms: ['rescinded', 'rescinds'],
    definition:
      'An action that cannot happen any more is cancelled: a card played goes to the discard pile (a card being hidden goes back to the hand); spent mana and Exhaustion stay spent.',
    example:
      'Your opponent Counters your Recruit with Nullify: the Recruit is rescinded and the 2 mana stay spent.',
    source: `Rulebook: Notes on Order of Operations; ${DR}, decisions 7 and 21`,
    see: ['counter', 'retarget'],
  },
  {
    id: 'counter',
    term: 'Counter',
    forms: ['Counters', 'Countered'],
    definition:
      'Rescind the topmost enemy action on the chain: a spell, a mercenary being played, an attack, an ability, a Recruit or a card being hidden. Fated spells cannot be countered.',
    example: 'Nullify: “Counter the enemy action on top of the chain (it is rescinded).”',
    source: `${DR}, decision 22`,
    see: ['rescind', 'fated'],
  },
  {
    id: 'copy',
    term: 'Copy',
    forms: ['copied'],
    definition:
      'Make a copy of the enemy spell on top of the chain. The copy is yours, keeps the same targets, resolves before the original, and is then removed from the game.',
    example:
      'Your opponent plays Starfall; you answer with Arcane Echo. Your copy resolves first and deals 3 damage to every one of their mercenaries, then their Starfall hits yours.',
    source: `Rulebook: Notes on Spell Types; ${DR}, decision 23`,
    see: ['chain', 'spell'],
  },
];

/** Combat, damage and leaving the board. */
const COMBAT: readonly GlossaryEntry[] = [
  {
    id: 'combat',
    term: 'Combat',
    forms: ['combats'],
    definition:
      'One attack and its damage: the attacker and its target (or the defender) deal their attack to each other at the same time, unless First Blood makes the attacker’s land first. Critical Strike doubles the attacker’s damage.',
    example:
      'Ogre Bruiser (5/4) attacks a 3/3: the 3/3 is Destroyed and Ogre Bruiser is left with 1 health.',
    source: `Rulebook: Option 2; ${DR}, decision 11`,
    see: ['attack', 'defend', 'damage'],
  },
  {
    id: 'damage',
    term: 'Damage',
    forms: ['damaged'],
    definition:
      'Damage to a mercenary lowers its health until the start of the next player’s turn, when it is removed. Damage to a player lowers their life for good.',
    example:
      'Your 2/4 takes 3 damage in your turn: it stays a 2/4 with 1 health left until your opponent’s turn starts.',
    source: `Rulebook: Option 2; ${DR}, decision 3`,
    see: ['destroyed', 'life'],
  },
  {
    id: 'destroyed',
    term: 'Destroyed',
    forms: ['Destroy', 'Destroys'],
    definition:
      'A mercenary at 0 health or less is Destroyed: it goes to the discard pile of the player who played it, with its Imbuements.',
    example: 'Gravebell Revenant: “When this is Destroyed, ally mercenaries get +1/+1.”',
    source: `Rulebook: Option 2; ${DR}, decisions 24 and 28`,
    see: ['damage', 'discard-pile'],
  },
  {
    id: 'stats',
    term: 'Attack and health',
    forms: ['attack power', 'health', 'stats'],
    definition:
      'A mercenary’s two numbers, written attack/health: the damage it deals in combat and the damage it can take. A card shows its current numbers next to its printed ones.',
    example: 'Ogre Bruiser is 5/4: it deals 5 and is Destroyed by 4 damage.',
    source: 'Rulebook: Option 2; Notes on Mercenary Types',
    see: ['base-stats', 'buff'],
  },
  {
    id: 'base-stats',
    term: 'Base Stats',
    forms: ['Base Stat', 'Base Attack', 'Base Health', 'base attack power'],
    definition:
      'The attack and health printed on the card. Buffs and damage change the current numbers, never the Base Stats; a caster’s Cast and Garrison counters use them.',
    example: 'Wandering Magister (3/3) with +2/+0 this turn still Casts for 3.',
    source: 'Rulebook: Notes on Mercenary Types',
    see: ['stats', 'garrison', 'caster'],
  },
  {
    id: 'buff',
    term: 'Stat change',
    forms: ['buff', 'buffs', 'debuff', 'debuffs'],
    patterns: ['[+-]\\d+/[+-]\\d+'],
    definition:
      '“+1/+1” adds 1 to attack and 1 to health; “-2/-0” takes 2 from attack. It lasts “this turn” (until the next player’s turn starts) or, without those words, as long as the mercenary stays on the board. Attack never goes below 0; health at 0 or less Destroys it.',
    example: 'Rally the Line: “Ally mercenaries get +1/+1 this turn.”',
    source: `Rulebook: Notes on Mercenary Types; ${DR}, decision 25`,
    see: ['stats', 'this-turn'],
  },
  {
    id: 'comes-into-play',
    term: 'Comes into play',
    forms: ['come into play', 'coming into play', 'enters play'],
    definition:
      'When a mercenary arrives on a board: played from a hand or revealed from a Hidden Pile. “When this comes into play” abilities happen then.',
    example:
      'Thunderhorn Drake: “When this comes into play, deal 2 damage to every enemy mercenary.”',
    source: `Rulebook: Option 1; ${DR}, decision 24`,
    see: ['passive-ability'],
  },
  {
    id: 'ally',
    term: 'Ally',
    forms: ['allies', 'allied'],
    definition:
      'A mercenary on your own side. “Adjacent allies” means your mercenaries next to this one.',
    example:
      'Shield Maiden: “Adjacent allies get +0/+1”: only your own neighbours, not the enemy’s.',
    source: 'Rulebook: Option 2; Keyword Glossary',
    see: ['adjacent', 'surrounding'],
  },
  {
    id: 'opponent',
    term: 'Opponent',
    forms: ['opponents', 'enemy player', 'enemy players'],
    definition:
      'The other player. Damage “to your opponent” is taken from their life, not from a mercenary.',
    example: 'Oracle of Ash: “When this comes into play, deal 2 damage to your opponent.”',
    source: 'Rulebook: Option 2',
    see: ['life'],
  },
];

/** The match around the games. */
const MATCH: readonly GlossaryEntry[] = [
  {
    id: 'draft',
    term: 'Draft',
    forms: ['Draft Phase', 'drafting', 'drafted', 'pick', 'picks'],
    definition:
      'Before the first game, players take turns picking neutral mercenaries from cards laid out face up: first 14 Greater, then 18 Lesser, then 18 Lesser again. Each layout is picked Ranger first, then Mage, then Warrior. Each player ends with 7 Greater and 18 Lesser Mercenaries.',
    example:
      '“Pick Skyreach Roc”: it joins your 55 cards, and your opponent can no longer have it.',
    source: 'Rulebook: Draft Phase; docs/rules/paragons-match.md, match decision 3',
    see: ['deck-building', 'neutral-mercenary-deck'],
  },
  {
    id: 'deck-building',
    term: 'Deck building',
    forms: ['build your deck', 'deck builder'],
    definition:
      'After the draft, each player makes a deck of exactly 30 cards from their 55 (30 class cards, 7 Greater and 18 Lesser Mercenaries); the rest is the Reserve Pile. Your opponent does not see your deck list until the match ends.',
    example: 'You keep 18 class cards and 12 mercenaries, and leave 25 cards in your Reserve Pile.',
    source: 'Rulebook: Assemble Your Deck; docs/rules/paragons-match.md, match decision 6',
    see: ['deck', 'reserve-pile'],
  },
  {
    id: 'starter-deck',
    term: 'Pre-constructed',
    forms: ['pre-constructed variant', 'starter deck', 'starter decks', 'preconstructed'],
    definition:
      'The quick way to play: no draft; each player plays its class’s 30-card starter deck, and the Neutral Mercenary Deck holds every neutral mercenary neither deck uses.',
    example: 'A first game: pre-constructed, best of 1.',
    source: 'Rulebook: Standard Game Mode; docs/rules/paragons-match.md, match decision 8',
    see: ['draft'],
  },
  {
    id: 'best-of-3',
    term: 'Best of 3',
    forms: ['best of 1', 'Keep the same deck'],
    definition:
      'A match of up to three games; the first to win two wins the match. After each game the loser may swap cards between its deck and its Reserve Pile (the deck stays at 30); the winner keeps its deck.',
    example:
      'You lost game 1 to a fast Warrior: you swap two 6-cost cards for two cheap defenders.',
    source: 'Rulebook: Concluding the Game; docs/rules/paragons-match.md, match decision 7',
    see: ['reserve-pile'],
  },
  {
    id: 'rock-paper-scissors',
    term: 'Rock, Paper, Scissors',
    forms: ['rock-paper-scissors', 'Rock', 'Paper', 'Scissors'],
    definition:
      'Settles who keeps a class both players want. Both throws are chosen in secret and shown together; rock beats scissors, scissors beat paper, paper beats rock; a tie is thrown again.',
    example:
      'Both choose Mage; you throw paper, they throw rock: you keep Mage and they choose again.',
    source: 'Rulebook: Choose Your Paragon; docs/rules/paragons-match.md, match decision 2',
    see: ['paragon-class'],
  },
  {
    id: 'winning',
    term: 'Winning',
    forms: ['win', 'wins', 'won', 'winner', 'loser', 'You won', 'You lost'],
    definition:
      'A player loses at once when their life reaches 0 or less, when they must draw from a deck that has too few cards, or when they concede. The other player wins.',
    example: 'Your opponent at 3 life is attacked by your 4/2 and does not defend: you win.',
    source: `Rulebook: Concluding the Game; ${DR}, decision 37`,
    see: ['life', 'concede'],
  },
  {
    id: 'concede',
    term: 'Concede',
    forms: ['concedes', 'conceded', 'concession'],
    definition:
      'Give up: the other player wins the whole match at once (in a best of 3, the games left too).',
    example: 'You have 1 life against a full enemy board: you concede and start a new match.',
    source: `Rulebook: Concluding the Game; ${DR}, decision 37`,
    see: ['winning'],
  },
];

/** The glossary entries of this file, in reading order. */
export const PLAY_TERMS: readonly GlossaryEntry[] = [...ACTIONS, ...CHAIN, ...COMBAT, ...MATCH];
