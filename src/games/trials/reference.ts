/**
 * The rules reference of Paragon: Trials of the Chosen for a first-time player: the rules in
 * reading order, and the glossary of every term the rulebook, the cards and the prompts use
 * (reference-glossary.ts, reference-play.ts). Faithful to the rulebook
 * (../shared/rules/paragon-trials-of-the-chosen.md) and to docs/rules/trials.md, whose decisions
 * (D1, D2, …) the entries cite. The action and window ids are the engine's (docs/rules/trials.md,
 * "Windows and actions"). Pure data; written in our own words.
 */
import type { GameReference, ReferenceSection } from '../../engine/reference.ts';
import { TABLE_TERMS } from './reference-glossary.ts';
import { PLAY_TERMS } from './reference-play.ts';

const SECTIONS: readonly ReferenceSection[] = [
  {
    id: 'objective',
    title: 'The objective',
    body: [
      'You are a Paragon, and you fight through two Avatars. An Avatar brought to 0 HP falls; once both of a player’s Avatars are Fallen, that player is defeated and the other wins at once.',
      'You also win if your opponent cannot draw a card at the start of a round. If neither of you can, the player with initiative wins. Either player may concede at any moment. A match is one game between two players (the rulebook’s Battle Royale variant for more players is not offered).',
    ],
  },
  {
    id: 'card-types',
    title: 'Card types',
    body: [
      'There are three card types:',
      [
        'Avatar: one of your two fighters, always in play. It has Attack, HP, one or two disciplines, effects, and a Fallen side for when it falls.',
        'Equipment: an item with an energy cost, HP, Attack or Power, and subtypes (Weapon, Armor, Accessory, One-Handed, Two-Handed). It stays attached to an Avatar until it is destroyed.',
        'Ability: a technique with an energy cost. It does its effects and goes to the discard pile, unless it is Ongoing, in which case it stays attached. An Instant can be used at almost any time.',
      ],
      'Attack is the damage a card deals when it attacks. Power adds to the Attack of the Avatar carrying the card, and such a card never attacks itself. A stat a card does not print counts as 0 and cannot be changed (implied stats).',
      'When a card’s text and these rules disagree, the card wins (the Golden Rule).',
    ],
  },
  {
    id: 'building-a-deck',
    title: 'Building a deck',
    body: [
      'Your deck is 2 different Avatars and exactly 20 Equipment and Ability cards, one copy of each. Every one of the 20 must share at least one discipline with at least one of your Avatars.',
      'There are eight disciplines in four schools: Magic (Chronomancy, Pyromancy), Martial (Brutality, Chivalry), Mischief (Marksmanship, Shadow) and Mythos (Divinity, Demonology). Two Avatars sharing a discipline make an easier first deck.',
      'Both players commit to their whole deck (Avatars and the 20 in order) before seeing anything of the other’s; then both pairs of Avatars are revealed together. The 20 stay secret until the end of the match.',
    ],
  },
  {
    id: 'deck-order',
    title: 'Sorting your deck and the opening hand',
    body: [
      'Your deck is never shuffled. Before the match you choose the order of its 20 cards in secret, and it cannot change during the match except by card effects (scout, confuse).',
      'Your opening hand is the top 5 cards, with no mulligan; round 1 then draws a sixth, and each later round one more. There is no maximum hand size.',
      'Put cheap cards near the top so you can play them early, when you have little energy, and make your first five cards answer the start of your opponent’s game as well as yours.',
      'You may look through your own deck, in order, at any time: your opponent sees nothing but how many cards are left.',
    ],
  },
  {
    id: 'round-sequence',
    title: 'The round sequence',
    body: [
      [
        'Start Phase, for both players at once: start-of-round effects happen; every card in play is readied; each energy pool is set to the round number; each player draws a card (a player who cannot loses).',
        'Main Phase: the players take turns, one action each, the initiative holder first, until both pass one after the other.',
        'End Phase: initiative goes to the player who passed first in that final pair of passes; end-of-round effects happen; the next round begins.',
      ],
      'Rounds count up to 10; every later round still counts as 10, so energy never starts a round above 10. Energy does not carry over from one round to the next.',
    ],
  },
  {
    id: 'turns-and-actions',
    title: 'Turns and actions',
    body: [
      'On your turn you take exactly one action, then your turn ends (after any “end of turn” effects):',
      [
        'Play a card: pay its energy cost and attach it to one of your Avatars that shares a discipline with it. It comes into play exhausted.',
        'Use an activated effect: pay its cost (energy, exhausting the card, …) and carry it out.',
        'Declare an attack with a ready card of yours.',
        'Channel energy: exhaust a ready Avatar of yours to add 1 energy to your pool.',
        'Ignite: pay 1 energy, exile every ignite card in your discard pile and deal that much damage to a target.',
        'Pass: do nothing. Passing is often a way to wait for your opponent to commit first.',
      ],
      'Instants are not actions: you may use them in your opponent’s turn, and in your own before your action. Costs (energy, exhausting a card, discarding a card from your hand) are paid when you declare and are never refunded.',
    ],
  },
  {
    id: 'attacking',
    title: 'Attacking and damage',
    body: [
      'To attack, a card must be ready, have Attack above 0 and no Power. Avatars attack with their Attack plus their attachments’ Power; Equipment and Abilities with Attack attack on their own. Exhaust it and name an enemy card with HP as its target: not a stealthy card, and a guardian first if the targeted Avatar has one.',
      'Both players may then respond, as many times as they like. When both stop, the damage phase comes: if the target is no longer valid the attack is cancelled. Otherwise a parrying defender hits first; then the attacker deals its Attack to the target, and at the same time an Equipment or Ability defender with Attack deals that much back (reciprocal damage). Avatars never deal reciprocal damage.',
      'Damage stays on a card from round to round until HP is restored. Equipment or Abilities at 0 HP go to their owner’s discard pile; an Avatar at 0 HP falls. A card may attack again in the same round if something readies it.',
      'Split damage is shared out point by point among several targets, and each card hit may strike back. Piercing, draining and corrosive change the damage of attacks only, unless a card says otherwise. A Shield Counter stops one hit of damage (a card holds at most one of these counters); losing HP is not damage and cannot be stopped.',
    ],
  },
  {
    id: 'responding',
    title: 'Instants, the stack and priority',
    body: [
      'Every action except Pass, every Instant and every triggered effect goes on the stack, and then the other player has priority: the chance to respond with an Instant card or Instant effect. Priority alternates; each player may respond or decline.',
      'When both players decline one after the other, the stack resolves from the top: the last thing added happens first, and the rest follow with no more responses in between. An attack stops the stack on its way down, so that both players can respond again before its damage.',
      'Effects that trigger at the same moment are put on the stack in the order the initiative holder chooses.',
    ],
  },
  {
    id: 'initiative',
    title: 'Initiative',
    body: [
      'The player with initiative takes the first turn of each round and breaks every tie, such as the order of simultaneous effects, or who wins when both decks run out together.',
      'For round 1, each player commits in secret to wanting initiative or not. If you want different things, you both get them; if you want the same, Rock, Paper, Scissors decides who gets it.',
      'At the end of each round, initiative goes to the player who passed first in the two passes that ended it, not to the first player who passed at all during the round. Passing first is sometimes worth more than acting.',
    ],
  },
  {
    id: 'fallen-avatars',
    title: 'Fallen Avatars',
    body: [
      'An Avatar at 0 HP falls: every card attached to it goes to the discard pile, it flips to its Fallen side and is readied. The Fallen side has its own Attack and effects; it has no HP, so it cannot be attacked or damaged, and it can still attack and use its effects.',
      'Nothing can be attached to a Fallen Avatar and it cannot channel. While it is Fallen, you may play cards of any discipline onto your other Avatar.',
      'Only a card effect revives a Fallen Avatar: it returns to its front side with full HP. Your other Avatar keeps the off-discipline cards it got meanwhile, but gets no new ones.',
    ],
  },
  {
    id: 'attachments',
    title: 'Attachments and slots',
    body: [
      'The slot limits: each Avatar may carry at most two One-Handed cards or one Two-Handed card, one Armor and one Accessory, and any number of Ongoing Abilities.',
      'A card that would go over a limit first detaches what is in its way: a Two-Handed card detaches all One-Handed and Two-Handed cards; a One-Handed card detaches a Two-Handed card, or one of two One-Handed cards of your choice; a new Armor or Accessory detaches the old one. Detached cards go to their owner’s discard pile.',
      'Cards come into play exhausted: a new Weapon cannot attack until it is readied, normally at the next Start Phase.',
    ],
  },
  {
    id: 'targeting',
    title: 'Targeting',
    body: [
      'Targets are cards in play, chosen when a card is played, an effect activated or an attack declared. Effects that deal damage or restore HP always need a target, unless their text says “all”.',
      'Your opponent cannot target your stealthy cards, and every card on a stealthy Avatar is stealthy. Cards without HP cannot be attacked, damaged or healed.',
      'If a target is invalid when its effect resolves, that part of the effect is cancelled and the rest still happens; an attack on an invalid target is cancelled, and the attacker stays exhausted.',
    ],
  },
  {
    id: 'commonly-missed',
    title: 'Commonly missed rules',
    body: [
      [
        'Avatars never deal reciprocal damage (they do take it).',
        'While one of your Avatars is Fallen, your other Avatar can take cards of any discipline.',
        'Energy does not carry over between rounds; it is set to the round number each Start Phase.',
        'There is no maximum hand size, and round 1 starts with a draw: 6 cards in hand.',
        'Instants work in your opponent’s turn too, and do not use your action.',
        'Rounds after 10 count as round 10.',
        'A player who cannot draw at the Start Phase loses; if both cannot, the initiative holder wins.',
        'Every card comes into play exhausted unless its text says otherwise.',
      ],
    ],
  },
];

/**
 * The module's action types (src/games/trials/types.ts, match/types.ts; docs/rules/trials.md,
 * "Windows and actions") → their glossary entry.
 */
const ACTIONS: Readonly<Record<string, string>> = {
  play: 'play-a-card',
  activate: 'activated-effect',
  attack: 'declare-an-attack',
  channel: 'channel',
  ignite: 'ignite',
  pass: 'pass',
  decline: 'priority',
  trigger: 'trigger',
  scout: 'scout',
  discard: 'discard',
  split: 'split',
  'order-deck': 'deck-order',
  'avatars-open': 'avatar',
  'initiative-commit': 'initiative',
  'initiative-open': 'initiative',
  'rps-commit': 'rock-paper-scissors',
  'rps-open': 'rock-paper-scissors',
  concede: 'concede',
};

/** The windows the module waits in (its status words, module/status.ts) → their glossary entry. */
const WINDOWS: Readonly<Record<string, string>> = {
  main: 'action',
  priority: 'response',
  trigger: 'trigger',
  scout: 'scout',
  discard: 'discard',
  split: 'split',
  'deck-order': 'deck-order',
  'avatar-reveal': 'avatar',
  'initiative-commit': 'initiative',
  'initiative-open': 'initiative',
  'rps-commit': 'rock-paper-scissors',
  'rps-open': 'rock-paper-scissors',
};

/** The words Trials' prompts, buttons and status line print (one per action and window at least). */
const PROMPT_WORDS: readonly string[] = [
  'Play a card',
  'Activate',
  'Declare an attack',
  'Channel energy',
  'Ignite',
  'Pass',
  'Respond',
  'Decline',
  'Order your deck',
  'Reveal your Avatars',
  'Initiative',
  'Rock, Paper, Scissors',
  'Choose a target',
  'Detach',
  'Order the triggers',
  'Energy',
  'Round',
  'HP',
  'Hand',
  'Deck',
  'Discard pile',
  'Exile',
  'Stack',
  'Priority',
  'Fallen',
  'Concede',
];

/** The Paragon: Trials of the Chosen rules reference: sections, glossary, and every prompt's entry. */
export const TRIALS_REFERENCE: GameReference = {
  game: 'trials',
  title: 'Paragon: Trials of the Chosen',
  summary:
    'Two Paragons fight through two Avatars each, arming them with Equipment and Abilities from a deck whose order they chose in advance; defeat both enemy Avatars to win.',
  sections: SECTIONS,
  glossary: [...TABLE_TERMS, ...PLAY_TERMS],
  actions: ACTIONS,
  windows: WINDOWS,
  promptWords: PROMPT_WORDS,
};
