/**
 * Authority in words (the module's `words`, src/engine/module.ts, and its table's): faction and
 * card names, who a seat is from the viewer's side, each legal action as a button label, and each
 * match event as a log sentence. Names and texts come from the card set (../cards/); the sentences
 * follow the rulebook's words (../shared/rules/authority.md: "attack", "defend", "recruit",
 * "retreat", "Monarch") and docs/rules/authority.md (decisions 8–24: commands, strikes, choices,
 * the market removal).
 */
import { CARD_DB, cardInfo } from '../carddb.ts';
import type { CardDef, CardFaction, FactionId } from '../cards/schema.ts';
import type { MatchAction, MatchEvent } from '../match/types.ts';
import type { GameState, Pick } from '../types.ts';
import type { SeatNames } from '../../../engine/module.ts';

/** The rulebook's name of each faction and of the Royal Soldiers ("Game content"). */
export const FACTION_NAMES: Readonly<Record<CardFaction, string>> = {
  royal: 'Royal Soldiers',
  bloodrunners: 'Bloodrunners',
  'iron-wall': 'The Iron Wall',
  'golden-ox': 'House of the Golden Ox',
  'hooded-brothers': 'The Hooded Brothers',
};

/** Each faction's line from the rulebook ("Game content"). */
export const FACTION_LINES: Readonly<Record<FactionId, string>> = {
  bloodrunners: 'Focus on attack. Makes a quick game.',
  'iron-wall': 'Focus on defense. Makes a long game.',
  'golden-ox': 'Focus on recruitments. Can quickly get strong cards and retire weak cards.',
  'hooded-brothers': 'Focus on evasion and confusion. Adds spice to the game.',
};

/** What each kind of card is, in a few words (rulebook: "Rule clarification"). */
export const KIND_WORDS: Readonly<Record<CardDef['kind'], string>> = {
  unit: 'Unit',
  spy: 'Spy: recruits, or goes to the general zone',
  leader: 'Leader: goes to the general zone when recruited',
  superpower: 'Superpower: only its Discard ability',
};

/** The three rock-paper-scissors throws, in words (never emoji, which a missing font draws as boxes). */
export const RPS_WORDS: Readonly<Record<string, string>> = {
  rock: 'Rock',
  paper: 'Paper',
  scissors: 'Scissors',
};

/** A faction's name (the id itself for an unknown one). */
export function factionName(f: string | undefined): string {
  return f ? (FACTION_NAMES[f as CardFaction] ?? f) : 'no faction yet';
}

/** The definition of card `id`, or undefined for an id outside the card set. */
export function cardDef(id: string): CardDef | undefined {
  return cardInfo(CARD_DB, id)?.def;
}

/** A card's name (the id for an unknown card). */
export function cardName(id: string): string {
  return cardDef(id)?.name ?? id;
}

/** A seat from the viewer's side: "You", else its display name, else "Player A". */
export function seatName(seat: string, viewer: string | null, names: SeatNames): string {
  if (seat === viewer) return 'You';
  return names[seat] ?? `Player ${seat}`;
}

/** Possessive: "your" / "<name>’s". */
export function whose(seat: string, viewer: string | null, names: SeatNames): string {
  return seat === viewer ? 'your' : `${seatName(seat, viewer, names)}’s`;
}

/** A defender named by its place: "Knight (row 2, place 1)". */
export function defenderWords(s: GameState, seat: string, row: number, pos: number): string {
  const d = s.players[seat]?.rows[row]?.[pos];
  const name = d ? cardName(d.card) : 'empty place';
  return `${name} (row ${row}, place ${pos + 1})`;
}

/** What a choice picks, in words. */
export function pickWords(s: GameState, p: Pick, viewer: string, names: SeatNames): string {
  if ('seat' in p)
    return `${whose(p.seat, viewer, names)} ${defenderWords(s, p.seat, p.row, p.pos)}`;
  if (p.from === 'hand') return `${cardName(p.card)} from your hand`;
  return `${cardName(p.card)} from your discard pile`;
}

const CHOICE_VERBS: Readonly<Record<string, string>> = {
  ignore: 'Ignore',
  disable: 'Disable',
  annihilate: 'Annihilate',
  retire: 'Retire',
};

/**
 * A legal action as a button label, from `viewer`'s side, in the state it applies to (`s`, the
 * game; null before the game).
 */
export function actionLabel(
  s: GameState | null,
  a: MatchAction,
  viewer: string,
  names: SeatNames,
): string {
  switch (a.type) {
    case 'faction-pick':
      return `Take ${factionName(a.choice)}`;
    case 'attack':
      return `Attack with ${cardName(a.card)}`;
    case 'defend':
      return `Defend with ${cardName(a.card)}`;
    case 'recruit':
      return `Recruit with ${cardName(a.card)}`;
    case 'post':
      return `Post ${cardName(a.card)} to your general zone`;
    case 'ability':
      return `Use ${cardName(a.card)}’s Discard ability`;
    case 'unmask': {
      const spy = s?.players[a.target.seat]?.general[a.target.index]?.card;
      return `Discard ${cardName(a.card)} to unmask ${whose(a.target.seat, viewer, names)} ${spy ? cardName(spy) : 'spy'}`;
    }
    case 'buy':
      return `Recruit ${cardName(a.card)} from the market`;
    case 'end':
      return a.hand.length === 0
        ? 'End the command phase'
        : `End the command phase (discard ${a.hand.map(cardName).join(', ')})`;
    case 'strike':
      if (a.monarch) return `Strike ${whose(a.foe, viewer, names)} Monarch`;
      if (!s || a.row === undefined || !a.at) return 'Strike';
      return `Strike row ${a.row}: ${a.at.map((pos) => defenderWords(s, a.foe, a.row!, pos)).join(', then ')}`;
    case 'choose': {
      const verb =
        s?.pending?.p === 'choose' ? (CHOICE_VERBS[s.pending.effect] ?? 'Choose') : 'Choose';
      return s ? `${verb} ${pickWords(s, a.target, viewer, names)}` : verb;
    }
    case 'decline':
      return s?.pending?.p === 'choose' && s.pending.effect === 'retire'
        ? 'Retire nothing more'
        : 'Choose nothing';
    case 'cull':
      return `Remove ${cardName(a.card)} from the market`;
    case 'keep':
      return 'Keep the market as it is';
    case 'concede':
      return 'Concede';
    default:
      return a.type;
  }
}

/** The command words of a `command` event. */
const COMMAND_WORDS: Readonly<Record<string, string>> = {
  attack: 'attacks',
  defend: 'defends',
  recruit: 'recruits',
  post: 'goes to the general zone',
  ability: 'uses its Discard ability',
  unmask: 'unmasks a spy',
};

/**
 * A match event as a log sentence from `viewer`'s side (null: nobody's, e.g. a replay), starting
 * with a capital ("Your Monarch takes 3", not "your …"). Unknown events (another build's) read as
 * their type.
 */
export function eventLine(e: MatchEvent, viewer: string | null, names: SeatNames): string {
  const line = sentence(e, viewer, names);
  return line.charAt(0).toUpperCase() + line.slice(1);
}

function sentence(e: MatchEvent, viewer: string | null, names: SeatNames): string {
  const who = (seat: string) => seatName(seat, viewer, names);
  switch (e.type) {
    case 'factions': {
      const list = Object.entries(e.factions)
        .map(([seat, f]) => `${who(seat)}: ${factionName(f)}`)
        .join('; ');
      return e.clash
        ? `Both chose the same faction (${list}). Rock, paper, scissors decides.`
        : `Factions: ${list}.`;
    }
    case 'rps': {
      const list = Object.entries(e.choices)
        .map(([seat, c]) => `${who(seat)} ${RPS_WORDS[c] ?? c}`)
        .join(', ');
      return e.winner === null
        ? `Rock, paper, scissors round ${e.round}: ${list}. A tie: again.`
        : `Rock, paper, scissors round ${e.round}: ${list}. ${who(e.winner)} ${e.winner === viewer ? 'win' : 'wins'}; the other picks another faction.`;
    }
    case 'first':
      return `The coin says ${who(e.seat)} ${e.seat === viewer ? 'go' : 'goes'} first (drawing 3; the other draws 4).`;
    case 'match-over':
      return e.winner === null
        ? 'The match is over: a draw.'
        : `The match is over: ${who(e.winner)} ${e.winner === viewer ? 'win' : 'wins'}.`;
    case 'turn':
      return `Turn ${e.number}: ${whose(e.seat, viewer, names)} turn.`;
    case 'command':
      return e.command === 'defend' && e.row !== undefined
        ? `${who(e.seat)}: ${cardName(e.card)} defends on row ${e.row}.`
        : `${who(e.seat)}: ${cardName(e.card)} ${COMMAND_WORDS[e.command] ?? e.command}.`;
    case 'unmasked':
      return `${whose(e.seat, viewer, names)} spy ${cardName(e.card)} is unmasked and goes to the discard pile.`;
    case 'strike': {
      if (e.row === null)
        return `${cardName(e.card)} strikes ${whose(e.foe, viewer, names)} Monarch for ${e.power}.`;
      const hits = (e.hits ?? [])
        .map((h) => `${cardName(h.card)} (place ${h.pos + 1}) takes ${h.damage}`)
        .join(', ');
      return `${cardName(e.card)} strikes ${whose(e.foe, viewer, names)} row ${e.row} with power ${e.power}${hits ? `: ${hits}` : ''}.`;
    }
    case 'defeated':
      return `${whose(e.seat, viewer, names)} ${cardName(e.card)} on row ${e.row} ${e.annihilated ? 'is annihilated' : 'retreats to the discard pile'}.`;
    case 'monarch':
      return `${whose(e.seat, viewer, names)} Monarch takes ${e.damage} (${e.hp} HP left).`;
    case 'authority':
      return `${who(e.seat)} ${e.seat === viewer ? 'gain' : 'gains'} ${e.n} authority.`;
    case 'bought':
      return `${who(e.seat)} ${e.seat === viewer ? 'recruit' : 'recruits'} ${cardName(e.card)} for ${e.price}.`;
    case 'ignored':
    case 'disabled':
      return `${whose(e.seat, viewer, names)} ${cardName(e.card)} is ${e.type} this turn.`;
    case 'retired':
      return `${whose(e.seat, viewer, names)} ${cardName(e.card)} is retired from the game.`;
    case 'culled':
      return `${who(e.seat)} ${e.seat === viewer ? 'remove' : 'removes'} ${cardName(e.card)} from the market.`;
    case 'discarded':
      return `${whose(e.seat, viewer, names)} undeclared units go to the discard pile: ${e.cards.map(cardName).join(', ')}.`;
    case 'reshuffled':
      return `${whose(e.seat, viewer, names)} discard pile (${e.count}) becomes ${e.seat === viewer ? 'your' : 'their'} deck.`;
    case 'drew': {
      // The drawn cards only for the drawer (or a replay after the match): never the opponent's.
      const shown = e.cards && (e.seat === viewer || viewer === null) ? e.cards : null;
      const list = shown && shown.length > 0 ? `: ${shown.map(cardName).join(', ')}` : '';
      return `${who(e.seat)} ${e.seat === viewer ? 'draw' : 'draws'} ${e.count}${list}.`;
    }
    case 'refilled':
      return `The market is refilled: ${e.cards.map(cardName).join(', ')}.`;
    case 'won':
      return `${who(e.seat)} ${e.seat === viewer ? 'win' : 'wins'}: the enemy Monarch is dead.`;
    case 'drawn':
      return 'The game ends in a draw.';
    default:
      return String((e as { type?: unknown }).type ?? 'event');
  }
}

/** Whether `e` starts something (a turn, the match's end): the log shows it emphasised. */
export function isEmphasis(e: MatchEvent): boolean {
  return e.type === 'turn' || e.type === 'match-over' || e.type === 'first';
}
