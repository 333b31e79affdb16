/**
 * The rules reference of Paragons: Age of Champions for a first-time player: the rules in reading
 * order, and the glossary of every keyword and term its cards and prompts use
 * (reference-glossary.ts, reference-play.ts). Faithful to the rulebook
 * (../shared/rules/paragons-age-of-champions.md) and to docs/rules/paragons.md and
 * docs/rules/paragons-match.md. Pure data; the app loads it when the reference is first opened.
 */
import type { GameReference, ReferenceSection } from '../../engine/reference.ts';
import type { WindowKind } from './gate.ts';
import type { MatchAction } from './match/types.ts';
import { CARD_AND_TABLE_TERMS } from './reference-glossary.ts';
import { PLAY_TERMS } from './reference-play.ts';

const SECTIONS: readonly ReferenceSection[] = [
  {
    id: 'goal',
    title: 'The goal',
    body: [
      'Bring your opponent’s life from 20 to 0. A player also loses when they must draw a card from an empty deck, or when they concede.',
      'Each player is a Paragon — Warrior, Mage or Ranger — with that class’s 30 class cards, and fights with mercenaries and spells.',
    ],
  },
  {
    id: 'setup',
    title: 'Before the first turn',
    body: [
      'Both players choose a class in secret. If both want the same one, Rock, Paper, Scissors decides and the loser chooses again.',
      [
        'Pre-constructed (quickest): each player plays its class’s 30-card starter deck.',
        'Draft: players take turns picking neutral mercenaries from cards laid out face up (14 Greater, then 18 Lesser twice; Ranger picks first, then Mage, then Warrior). Each then builds a deck of exactly 30 cards from its 55; the rest is its Reserve Pile.',
      ],
      'The undrafted neutral mercenaries form the Neutral Mercenary Deck; its top 5 cards are turned face up as the Mercenary Pool.',
      'Each player has 20 life and draws 5 cards. Each may mulligan once: set aside any cards, draw back up to 5, and shuffle the set-aside cards into the deck.',
    ],
  },
  {
    id: 'board',
    title: 'The board',
    body: [
      'Each player has a Combat Board of 8 spaces: the front line F1–F4, nearer the enemy, and the back line B1–B4, nearer you. Columns are numbered 1 to 4 from the left.',
      'Adjacent means left or right in the same line. Surrounding means Adjacent, or the space in front or behind in the same column.',
      'Playing a mercenary onto one of your occupied spaces bumps the mercenary there to an empty Surrounding space you choose.',
      'Beside the board are your hand, your deck, your discard pile, your Hidden Pile (face down) and your Reserve Pile. The Mercenary Pool is shared.',
    ],
  },
  {
    id: 'turn',
    title: 'How a turn goes',
    body: [
      'Players take turns: a Warrior plays before a Mage, and a Mage before a Ranger. A round is one turn of each player; in round N your Mana Threshold is N, at most 10.',
      'The start of your turn happens by itself, and nobody can react to it: damage on every mercenary is removed and “this turn” changes end; your mana becomes your Mana Threshold; your mercenaries Recover; you draw up to 5 cards (or 1 card if you already hold 5 or more); then “At the start of your turn” abilities happen.',
      'Then, in any order and as often as you can pay:',
      [
        'play a mercenary onto your board;',
        'attack with a mercenary;',
        'use a Voluntary Ability, a caster’s Cast, or Garrison;',
        'Recruit a mercenary from the Mercenary Pool (2 mana Lesser, 3 Greater);',
        'play a spell;',
        'hide a Hidden card face down, or reveal one.',
      ],
      'After each of these actions your opponent may react (see “The chain”).',
      'End your turn when you are done: “At the end of your turn” abilities happen and your opponent’s turn starts. Mana you did not spend stays until your next turn: use it for spells and “Anytime” abilities on your opponent’s turn.',
    ],
  },
  {
    id: 'mercenaries',
    title: 'Mercenaries',
    body: [
      'A mercenary has an attack power and a health (“5/4”), printed as its Base Stats, and a combat type. Changes like “+1/+1 this turn” end when the next player’s turn starts; changes without “this turn” last while it stays on the board.',
      [
        'Melee (sword): cannot attack from your back line while an ally stands in front of it.',
        'Ranged (arrow): can attack over allies. When a caster’s Cast damages it, it deals its attack power back.',
        'Caster (staff): fights like a ranged mercenary, and can Cast on your turn: Exhaust it to deal its Base Attack in damage to a mercenary. Not on a turn it attacked, and it cannot attack on a turn it Cast.',
      ],
      'A mercenary cannot attack, Cast, take a Garrison counter or use its Voluntary Abilities on the turn it is played (summoning sickness), unless the ability says “Anytime”. It can defend at once.',
      'Passive Abilities work by themselves (“When this comes into play…”, “Adjacent allies get +1/+0”). Voluntary Abilities are yours to use, once per turn, paying their cost (“1 mana, Exhaust: …”).',
      'A mercenary that leaves the board loses its damage, changes, Garrison counters and Imbuements: Destroyed, it goes to the discard pile; Bounced, to its player’s hand; Banished, to its player’s Reserve Pile.',
    ],
  },
  {
    id: 'combat',
    title: 'Attacking and defending',
    body: [
      'On your turn, a mercenary that is not Exhausted and has not attacked this turn may attack. It Exhausts at once. It can attack the enemy player, any enemy front-line mercenary, or an enemy back-line mercenary that is exposed (no mercenary in front of it). Reach ignores exposure.',
      'Your opponent may react to the attack. When it resolves, the attacked player may defend with one mercenary that is not Exhausted: any of theirs against an attack on them, or one Adjacent to the target against an attack on a mercenary. Attacks with Reach on mercenaries cannot be defended. Defending does not Exhaust.',
      'Then the attacker and its target (or the defender) deal their attack power to each other at the same time. With First Blood the attacker’s damage lands first, and a target it destroys deals none back. Critical Strike doubles the attacker’s damage, never a defender’s. An attack on a player that nobody defends takes the attacker’s attack power from that player’s life.',
      'A mercenary at 0 health or less is Destroyed. Damage on a mercenary that survives stays until the start of the next player’s turn.',
      'Concealed mercenaries can be attacked: Concealed only stops enemy spells and enemy Voluntary Abilities from choosing them.',
    ],
  },
  {
    id: 'spells',
    title: 'Spells and Hidden cards',
    body: [
      'A spell can be played on your turn or on your opponent’s, whenever you have the mana. It takes effect and goes to your discard pile.',
      'An Imbuement attaches to a mercenary and lasts while that mercenary stays. An Enchantment attaches to a space and changes whichever mercenary stands there; a new Enchantment on the space replaces it.',
      'A Fated spell takes effect the moment it is played: nobody can react to it, counter it or copy it.',
      'Hidden: on your turn, pay a Hidden card’s cost to put it face down in your Hidden Pile. Later you may reveal it for free when the condition on it is met (for example “when an enemy attacks”), on either player’s turn. Revealing counts as playing it. A Hidden spell cannot be played from your hand; a Hidden mercenary can.',
    ],
  },
  {
    id: 'chain',
    title: 'The chain: reacting',
    body: [
      'Every action — playing a card, attacking, using an ability, Recruiting, hiding or revealing a card — goes on the chain. The other player then gets priority and may react with a spell, an “Anytime” ability or a Hidden card whose condition is met; that goes on top, and the first player may react to it in turn.',
      'When both players pass one after the other, the chain resolves from the top: the last thing added happens first.',
      'If something’s target is gone or no longer allowed when it resolves, its player chooses a new legal target, or it is rescinded. Spent mana stays spent.',
      'Counter effects rescind the topmost enemy action on the chain; copy effects copy the enemy spell on top of it. Fated spells never wait on the chain.',
      'The start and the end of a turn, and defending, are not actions: nobody can react to them.',
    ],
  },
  {
    id: 'recruit',
    title: 'The Mercenary Pool',
    body: [
      'Five neutral mercenaries lie face up between the players. On your turn you may Recruit one into your hand: 2 mana for a Lesser Mercenary, 3 for a Greater one. Some cards Recruit for less. The pool refills at once from the Neutral Mercenary Deck.',
      'A Recruited card is in your hand: you still pay its cost to play it.',
    ],
  },
  {
    id: 'match',
    title: 'Best of 3',
    body: [
      'A match is one game or the best of three. After each game the loser may swap cards between its deck and its Reserve Pile, keeping 30 cards; the winner keeps its deck. Conceding gives the whole match to the other player.',
    ],
  },
  {
    id: 'tips',
    title: 'Tips from the rulebook',
    body: [
      [
        'The Mage is the easiest class to learn; the Warrior’s core is Recruiting, not buffing; the Ranger chains Hidden cards and combos and takes patience.',
        'Take control of the board early: combat is ruthless.',
        'Check the Mercenary Pool every turn, think about Hidden cards, and watch how your opponent draws and spends mana.',
        'Thirty cards go quickly: spend mana where it does the most on the board, and do not be the one who runs out of cards.',
      ],
    ],
  },
];

/** Every action type of the game and its match flow (random resolutions aside). */
type ActionType = Exclude<MatchAction['type'], 'random'>;

/** The match flow's windows (src/games/paragons/match/match.ts). */
type MatchWindow =
  | 'class-commit'
  | 'class-open'
  | 'rps-commit'
  | 'rps-open'
  | 'class-pick'
  | 'pick'
  | 'deck'
  | 'swap';

const ACTIONS: Readonly<Record<ActionType, string>> = {
  play: 'play',
  attack: 'attack',
  defend: 'defend',
  cast: 'cast',
  ability: 'voluntary-ability',
  spell: 'spell',
  recruit: 'recruit',
  hide: 'hide',
  reveal: 'reveal',
  garrison: 'garrison',
  mulligan: 'mulligan',
  retarget: 'retarget',
  pass: 'pass',
  endTurn: 'end-turn',
  'class-commit': 'paragon-class',
  'class-open': 'paragon-class',
  'rps-commit': 'rock-paper-scissors',
  'rps-open': 'rock-paper-scissors',
  'class-pick': 'paragon-class',
  pick: 'draft',
  deck: 'deck-building',
  keep: 'best-of-3',
  concede: 'concede',
};

const WINDOWS: Readonly<Record<WindowKind | MatchWindow, string>> = {
  main: 'turn',
  priority: 'react',
  defend: 'defend',
  retarget: 'retarget',
  mulligan: 'mulligan',
  'class-commit': 'paragon-class',
  'class-open': 'paragon-class',
  'rps-commit': 'rock-paper-scissors',
  'rps-open': 'rock-paper-scissors',
  'class-pick': 'paragon-class',
  pick: 'draft',
  deck: 'deck-building',
  swap: 'best-of-3',
};

/**
 * The words the app's prompts, buttons and status line print for Paragons (components/
 * parley-prompt.ts headings, components/paragons/moves.ts action words, the status bar).
 */
const PROMPT_WORDS: readonly string[] = [
  'Defend?',
  'React?',
  'Mulligan?',
  'Choose a new target',
  'Your move',
  'Play',
  'Attack with',
  'Cast with',
  'Cast',
  'Ability',
  'Recruit',
  'Hide a card face down',
  'Reveal',
  'Garrison',
  'Redraw',
  'Keep this hand',
  'New target',
  'Defend with',
  'Do not defend',
  'Pass',
  'End turn',
  'Pick',
  'Keep the same deck',
  'Hidden Pile',
  'Mercenary Pool',
  'Mana',
  'Life',
  'Deck',
  'Discard pile',
  'Chain',
];

/** The Paragons rules reference: sections, glossary, and the glossary entry of every prompt. */
export const PARAGONS_REFERENCE: GameReference = {
  game: 'paragons',
  title: 'Paragons: Age of Champions',
  summary:
    'A duel of Paragons: each player fights with mercenaries on a board of 8 spaces and with spells, and wins by bringing the other from 20 life to 0.',
  sections: SECTIONS,
  glossary: [...CARD_AND_TABLE_TERMS, ...PLAY_TERMS],
  actions: ACTIONS,
  windows: WINDOWS,
  promptWords: PROMPT_WORDS,
};
