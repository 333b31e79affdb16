/**
 * The rules reference of Authority for a first-time player: the rules in reading order, and the
 * glossary of every term its cards and prompts use (reference-glossary.ts, reference-play.ts).
 * Faithful to the rulebook (../shared/rules/authority.md) and to docs/rules/authority.md. Pure
 * data; the app loads it when the reference is first opened.
 */
import type { GameReference, ReferenceSection } from '../../engine/reference.ts';
import type { WindowKind } from './gate.ts';
import type { MatchAction } from './match/types.ts';
import { TABLE_TERMS } from './reference-glossary.ts';
import { PLAY_TERMS } from './reference-play.ts';

const SECTIONS: readonly ReferenceSection[] = [
  {
    id: 'goal',
    title: 'The goal',
    body: [
      'Kill the enemy Monarch: bring it from 40 HP to 0. Your units attack, defend your own Monarch, or recruit stronger units into your deck.',
      'If each player has had 100 turns, the Monarch with more HP wins (with equal HP, nobody does). A player may concede at any time.',
    ],
  },
  {
    id: 'setup',
    title: 'Before the first turn',
    body: [
      'Each player chooses a faction in secret: the Bloodrunners, the Iron Wall, the House of the Golden Ox or the Hooded Brothers. If both want the same one, Rock, Paper, Scissors decides and the loser chooses again.',
      'Each chosen faction’s four unique cards are set aside face up as the generals. Its other 22 units are shuffled together with the other faction’s into the market deck, and 6 of them are turned face up: the market.',
      'Each player’s starting deck is 3 Squires, 3 Men-at-arms and 2 Knights, all Royal Soldiers. Each Monarch has 40 HP, and a Kingsguard stands on defence row 0.',
      'A fair coin decides the first player, who draws 3 units; the other player draws 4.',
    ],
  },
  {
    id: 'turn',
    title: 'How a turn goes',
    body: [
      [
        'Start of your turn: your “at the start of your turn” abilities happen (defenders from row 0 up, then your general zone). If your opponent recruited nothing in their turn, you may then remove one unit of the market from the game; a new one replaces it.',
        'Command phase: give commands to the units in your hand and recruit (see “Commands”).',
        'Draw a new hand: the units you did not command go to your discard pile, and you draw 4 units. When your deck runs out, your discard pile becomes your deck.',
        'Update the market: it is filled up to 6 units from the market deck.',
      ],
      'Damage on defenders is cleared when the attacking player’s turn ends.',
    ],
  },
  {
    id: 'commands',
    title: 'Commands',
    body: [
      'Each unit in your hand gets at most one command, one at a time and in any order. A command takes effect at once:',
      [
        'Attack: the unit deals its power in damage to the enemy’s defence, or to the enemy Monarch if no defender blocks it, then retreats to your discard pile.',
        'Defend: the unit takes the next free place of your defence pyramid and stays there until it is defeated.',
        'Recruit: the unit adds its power to your authority for this turn and goes to your discard pile.',
      ],
      'Some units have a “Discard:” ability, used as their command instead of their power. Spies can only recruit, be posted to your general zone, or be discarded to unmask an enemy spy.',
      'Abilities that say “When attacking”, “When defending” or “When recruiting” work when the unit gets that command (“When defending” for as long as it defends).',
    ],
  },
  {
    id: 'defence',
    title: 'Your defence',
    body: [
      'Defenders stand in a pyramid of rows numbered from your Monarch outwards: row 1 has 3 places, row 2 has 2, row 3 has 1. A new defender takes the first free place of the lowest row that has one, and defenders never move. Row 0 holds only your first Kingsguard; once it is defeated, row 0 is gone.',
      '“X” on a card is the number of the row it stands in, so such cards are worth more further out: a Sentinel of the Golden Ox gaining “2X authority” gives 2 on row 1, 4 on row 2 and 6 on row 3.',
      'A defender retreats to its owner’s discard pile when the damage it took this turn reaches its power.',
    ],
  },
  {
    id: 'attacking',
    title: 'Attacking',
    body: [
      'Attackers come from outside, so they meet row 3 first. The front row is the outermost row with a defender that blocks. An attacking unit deals its damage to the front row, or to a row further out, or — when no defender blocks — to the enemy Monarch.',
      'Dealing damage to a row, you name its defenders in order: each takes what makes it retreat while damage is left. Leftover damage is lost: it never passes to another row. Several attackers can wear down the same defenders, as damage stays until the end of your turn.',
      'Ignored and disabled defenders do not block (they can still be attacked where they stand). Some attackers, like the Pathfinder, are never blocked.',
    ],
  },
  {
    id: 'recruiting',
    title: 'Recruiting',
    body: [
      'Authority comes from your recruiting units’ power and from abilities, and lasts only for your command phase.',
      'Between commands you may buy any number of units from the market or the generals, each for its cost (discounts apply, but never below 1). Bought units go to your discard pile and reach your hand in a later turn; a leader goes straight to your general zone.',
      'The market is refilled at the end of your turn. If you recruit nothing, your opponent may remove a unit from the market at the start of their turn.',
    ],
  },
  {
    id: 'special',
    title: 'Spies, leaders and superpowers',
    body: [
      [
        'Spies recruit with their power or are posted to your general zone, where their ability works until an enemy spy unmasks them. A spy in your hand can be discarded to remove an enemy spy from their general zone.',
        'Leaders (generals) have no power. Bought, they go to your general zone, work at once and stay for the whole game.',
        'Superpowers (generals) have no power: their only command is their Discard ability. Bought, they go to your discard pile and come back like any unit.',
      ],
      'Retire removes one of your own units from the game for good; annihilate does the same to an enemy defender. Ignore and disable last for the rest of the turn.',
    ],
  },
  {
    id: 'tips',
    title: 'Tips from the rulebook',
    body: [
      [
        'Early on, put your Squires and Men-at-arms in defence: they stop showing up in your hand, and your hands get stronger.',
        'Defeating enemy Squires and Men-at-arms early matters for the same reason.',
        'Losing your Kingsguard can be good: it then shows up in your hands.',
        'Recruit units stronger than your deck’s average, unless their ability wins games late (a Woodsman ignoring a defender).',
        'Do not leave yourself without defence late in the game: damage adds up fast, and a Monarch at full HP can fall in one turn.',
      ],
    ],
  },
];

/** Every action type of the game and its match flow (random resolutions aside). */
type ActionType = Exclude<MatchAction['type'], 'random'>;

/** The match flow's windows (src/games/authority/match/match.ts). */
type MatchWindow = 'faction-commit' | 'faction-open' | 'rps-commit' | 'rps-open' | 'faction-pick';

const ACTIONS: Readonly<Record<ActionType, string>> = {
  attack: 'attack',
  defend: 'defend',
  recruit: 'recruit',
  post: 'post',
  ability: 'discard-ability',
  unmask: 'unmask',
  buy: 'recruit',
  end: 'command-phase',
  strike: 'strike',
  choose: 'ability',
  decline: 'ability',
  cull: 'market-removal',
  keep: 'market-removal',
  'faction-commit': 'faction',
  'faction-open': 'faction',
  'rps-commit': 'rock-paper-scissors',
  'rps-open': 'rock-paper-scissors',
  'faction-pick': 'faction',
  concede: 'concede',
};

const WINDOWS: Readonly<Record<WindowKind | MatchWindow, string>> = {
  command: 'command-phase',
  strike: 'strike',
  choose: 'ability',
  cull: 'market-removal',
  'faction-commit': 'faction',
  'faction-open': 'faction',
  'rps-commit': 'rock-paper-scissors',
  'rps-open': 'rock-paper-scissors',
  'faction-pick': 'faction',
};

/** The words Authority's prompts, buttons and status line print (one per action and window). */
const PROMPT_WORDS: readonly string[] = [
  'Attack',
  'Defend',
  'Recruit',
  'Post',
  'Unmask',
  'Discard',
  'Buy',
  'End the command phase',
  'Strike',
  'Monarch',
  'Defence row',
  'Remove from the marketplace',
  'Keep the marketplace',
  'Retire',
  'Ignore',
  'Disable',
  'Annihilate',
  'Authority',
  'HP',
  'Market',
  'Generals',
  'General zone',
  'Hand',
  'Deck',
  'Discard pile',
  'Choose a faction',
];

/** The Authority rules reference: sections, glossary, and the glossary entry of every prompt. */
export const AUTHORITY_REFERENCE: GameReference = {
  game: 'authority',
  title: 'Authority',
  summary:
    'Kingdoms at war: each turn your units attack, defend your Monarch or recruit stronger units, and you win by killing the enemy Monarch.',
  sections: SECTIONS,
  glossary: [...TABLE_TERMS, ...PLAY_TERMS],
  actions: ACTIONS,
  windows: WINDOWS,
  promptWords: PROMPT_WORDS,
};
