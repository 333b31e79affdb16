/**
 * The state, actions and events of an Authority game (rulebook: "Game setup", "Gameplay").
 *
 * Seats are a list (`seats`, in play order from the first player); only a few rules are written
 * for two players and say so ({@link foeOf}). Knowledge-dependent data lives only in
 * `players[s].hand[i].id` and `players[s].deck.cards`; everything else is public and identical in
 * every view (view.ts). Each player's `unseen` (deck and hand together, as a multiset) is public:
 * the starting deck, every recruit, every reshuffle and every card that leaves a hand face up are.
 *
 * States are treated as immutable: `apply` clones the containers it may change (rules.ts: `draft`)
 * and never touches its input.
 */
import type { Multiset, RandomRequest, Seat, Slot, View } from '../../engine/index.ts';
import type { Action as CardAction, FactionId } from './cards/schema.ts';

/** The size of each defence row: row 0 (the Kingsguard's), then 1 (closest) to 3 (furthest). */
export const ROW_SIZES: readonly number[] = [1, 3, 2, 1];

/** The rows a `defend` command fills, in fill order (rulebook: "3 at the bottom first …"). */
export const PYRAMID_ROWS: readonly number[] = [1, 2, 3];

/** A unit on a defence row; `damage` is what it took this turn (cleared at the end of the turn). */
export interface Defender {
  readonly uid: number;
  readonly card: string;
  readonly damage: number;
}

/** A leader or spy in a general zone. */
export interface GeneralCard {
  readonly uid: number;
  readonly card: string;
}

/** A player's draw pile: its size is public, its contents only where this view knows them. */
export interface Deck {
  readonly size: number;
  readonly cards?: Multiset;
}

/** One player's zones. */
export interface Player {
  faction: FactionId;
  /** The Monarch's hit points (rulebook: "Each Monarch starts with 40 HP"). */
  hp: number;
  deck: Deck;
  /** Deck and hand together: public knowledge. */
  unseen: Multiset;
  hand: Slot[];
  discard: string[];
  /** Defence rows 0–3 ({@link ROW_SIZES}); null is an empty place. */
  rows: (Defender | null)[][];
  general: GeneralCard[];
  /** Cards out of the game: retired or annihilated (rulebook: "Retire", "Annihilate"). */
  retired: string[];
  /** Counter for hand slot handles (engine: zones.ts `slotHandle`). */
  slots: number;
}

/** A turn-long bonus to attacking units; `except` is the uid it does not apply to (0: none). */
export interface AttackBonus {
  readonly n: number;
  readonly except: number;
}

/** The active player's turn: what its command phase has produced so far. */
export interface Turn {
  seat: Seat;
  /** Turns started so far in the game (the first player's first turn is 1). */
  number: number;
  authority: number;
  /** Units recruited from the market or the generals this turn. */
  recruited: number;
  /** Units that have dealt their attack damage this turn. */
  attacks: number;
  attackBonus: AttackBonus[];
  /** Enemy defenders get this much less power this turn. */
  weaken: number;
  /** Recruits cost this much less this turn. */
  discount: number;
  /** Extra units drawn in this turn's "Draw new hand" step. */
  drawExtra: number;
  /** Uids of defenders ignored this turn (rulebook: "Ignore"). */
  ignored: number[];
  /** Uids of defenders disabled this turn (rulebook: "Disable"). */
  disabled: number[];
}

/** What a choice window asks for (effects.ts). */
export type ChoiceEffect = 'ignore' | 'disable' | 'annihilate' | 'retire';

/** What the state waits for besides the active player's command window. */
export type Pending =
  | { readonly p: 'random'; readonly request: RandomRequest }
  /** A unit declared for attacking must deal its damage. */
  | { readonly p: 'strike'; readonly seat: Seat; readonly uid: number; readonly card: string }
  /** An ability asks its player to choose (up to `left` more times). */
  | {
      readonly p: 'choose';
      readonly seat: Seat;
      readonly effect: ChoiceEffect;
      readonly source: string;
      readonly left: number;
      readonly authorityEach: number;
    }
  /** The market removal a player may make when the previous player recruited nothing. */
  | { readonly p: 'cull'; readonly seat: Seat };

/** Queued work of the turn machine (machine.ts). */
export type Work =
  | {
      readonly w: 'fx';
      readonly seat: Seat;
      readonly card: string;
      readonly uid: number;
      /** "X": the row of the card whose ability this is (0 elsewhere). */
      readonly x: number;
      readonly act: CardAction;
    }
  | { readonly w: 'strike'; readonly seat: Seat; readonly uid: number; readonly card: string }
  | { readonly w: 'draw'; readonly seat: Seat; readonly n: number }
  | { readonly w: 'refill' }
  | { readonly w: 'start-turn'; readonly seat: Seat }
  | { readonly w: 'cull'; readonly seat: Seat };

/** The whole state of a game as one view holds it. */
export interface GameState {
  readonly view: View;
  /** The card-set hash the game is played with. */
  cardSet: string;
  /** The seats in play order, the first player first. */
  seats: readonly Seat[];
  players: Record<Seat, Player>;
  /** The marketplace: face-up cards, at most 6. */
  market: string[];
  /** The market deck: face down, its contents public as a multiset. */
  marketDeck: Multiset;
  /** The generals: face up, recruitable at any time. */
  generals: string[];
  /** Cards removed from the marketplace (out of the game). */
  removed: string[];
  turn: Turn;
  pending: Pending | null;
  work: Work[];
  /** Whether the game has ended (a Monarch killed, or the turn limit). */
  over: boolean;
  /** The winner once `over`; null for a draw (docs/rules/authority.md, decision 26). */
  winner: Seat | null;
  nextUid: number;
  nextRandom: number;
}

/** A defender named by an action: its owner, row and place in the row. */
export interface DefenderRef {
  readonly seat: Seat;
  readonly row: number;
  readonly pos: number;
}

/** What a `choose` action picks: an enemy defender, or one of your cards to retire. */
export type Pick =
  | DefenderRef
  | { readonly from: 'hand'; readonly slot: string; readonly card: string }
  | { readonly from: 'discard'; readonly card: string };

/** The commands a unit in hand can get (rulebook: "Command phase"). */
export type CommandType = 'attack' | 'defend' | 'recruit' | 'post' | 'ability';

/** An action: what a player (or, for `random`, the protocol) submits. */
export type Action =
  | { type: CommandType; player: Seat; slot: string; card: string }
  | {
      type: 'unmask';
      player: Seat;
      slot: string;
      card: string;
      target: { seat: Seat; index: number };
    }
  | { type: 'buy'; player: Seat; card: string }
  /** Ends the command phase; `hand` names the cards left in hand, slot by slot. */
  | { type: 'end'; player: Seat; hand: string[] }
  | { type: 'strike'; player: Seat; foe: Seat; row?: number; at?: number[]; monarch?: boolean }
  | { type: 'choose'; player: Seat; target: Pick }
  | { type: 'decline'; player: Seat }
  | { type: 'cull'; player: Seat; card: string }
  | { type: 'keep'; player: Seat }
  | { type: 'random'; k: number; cards?: (string | null)[]; indices?: number[] };

/** An action other than a random resolution. */
export type PlayerAction = Exclude<Action, { type: 'random' }>;

/** One defender a strike hit: its card, its place in the row, and the damage it took. */
export interface StrikeHit {
  readonly card: string;
  readonly pos: number;
  readonly damage: number;
}

/**
 * Something that happened, for logs and the UI. Events name only what the view they were made in
 * knows: `drew` carries the drawn `cards` only in a view that knows them (the drawer's own).
 */
export type GameEvent =
  | { type: 'turn'; seat: Seat; number: number }
  /** A command to a unit from hand; `row` is the defence row a defending unit took. */
  | { type: 'command'; seat: Seat; card: string; command: CommandType | 'unmask'; row?: number }
  | { type: 'unmasked'; seat: Seat; card: string }
  /** A strike at the Monarch (`row` null) or at `row`, with the defenders it hit in order. */
  | {
      type: 'strike';
      seat: Seat;
      card: string;
      foe: Seat;
      row: number | null;
      power: number;
      hits?: readonly StrikeHit[];
    }
  | { type: 'defeated'; seat: Seat; card: string; row: number; annihilated: boolean }
  | { type: 'monarch'; seat: Seat; damage: number; hp: number }
  | { type: 'authority'; seat: Seat; n: number }
  | { type: 'bought'; seat: Seat; card: string; price: number }
  | { type: 'ignored' | 'disabled'; seat: Seat; card: string }
  | { type: 'retired'; seat: Seat; card: string }
  | { type: 'culled'; seat: Seat; card: string }
  | { type: 'discarded'; seat: Seat; cards: string[] }
  | { type: 'reshuffled'; seat: Seat; count: number }
  | { type: 'drew'; seat: Seat; count: number; cards?: readonly string[] }
  /** The market refilled from the market deck (public cards). */
  | { type: 'refilled'; cards: readonly string[] }
  | { type: 'won'; seat: Seat }
  | { type: 'drawn' };

/** The two seats of a two-player game. */
export const TWO_SEATS: readonly Seat[] = ['A', 'B'];

/** Whether `seat` sits at this game. */
export function seatsInclude(s: GameState, seat: unknown): seat is Seat {
  return typeof seat === 'string' && s.seats.includes(seat);
}

/** The seat after `seat` in play order. */
export function nextSeat(s: GameState, seat: Seat): Seat {
  const i = s.seats.indexOf(seat);
  return s.seats[(i + 1) % s.seats.length]!;
}

/**
 * The enemy of `seat` in a two-player game: the one Monarch "the enemy Monarch" and "an enemy
 * defender" refer to in card text. Games of 3–4 players are not shipped (docs/rules/authority.md,
 * decision 27); they would make these effects name a foe.
 */
export function foeOf(s: GameState, seat: Seat): Seat {
  for (const other of s.seats) if (other !== seat) return other;
  return seat;
}
