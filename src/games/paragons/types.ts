/**
 * The state, actions and events of Paragons' Game Phase (rulebook: "Game Phase").
 *
 * Knowledge-dependent data lives only in: `players[s].hand[i].id`, `players[s].hidden[i].id`,
 * `players[s].deck.cards` and the `card` slot of `hide` chain items. Everything else is public and
 * identical in every view (see view.ts).
 */
import type { Multiset, RandomRequest, Seat, Slot, View } from '../../engine/index.ts';
import type { Ability, ClassId, Effect, MercenaryKeyword } from './cards/schema.ts';

/** A Voluntary Ability (schema.ts: Ability). */
export type VoluntaryAbility = Extract<Ability, { type: 'voluntary' }>;

/** The two seats of a 1v1 game. */
export type PSeat = 'A' | 'B';

/** Both seats, in letter order. */
export const SEATS: readonly PSeat[] = ['A', 'B'];

/** The other seat. */
export function other(seat: PSeat): PSeat {
  return seat === 'A' ? 'B' : 'A';
}

/**
 * Seat `seat`'s player in `s`. The rules read players through this, not `s.players[seat]`: V8 makes
 * a keyed read that sees both seat names megamorphic (a global cache look-up on every read), while
 * two named reads stay monomorphic.
 */
export function player(s: GameState, seat: PSeat): Player {
  return seat === 'A' ? s.players.A : s.players.B;
}

/** True when `s` is a seat of this game. */
export function isSeat(s: Seat): s is PSeat {
  return s === 'A' || s === 'B';
}

/** A space name: front line F1–F4, back line B1–B4 (rulebook: "Setting up the Playing Field"). */
export type Space = 'F1' | 'F2' | 'F3' | 'F4' | 'B1' | 'B2' | 'B3' | 'B4';

/** A stat change or granted keyword on a mercenary. */
export interface Buff {
  readonly attack: number;
  readonly health: number;
  readonly keyword?: MercenaryKeyword;
  readonly until: 'turn' | 'permanent';
}

/** A spell attached to a mercenary (Imbuement) or a space (Enchantment), and who played it. */
export interface Attachment {
  readonly card: string;
  readonly owner: PSeat;
}

/** A mercenary on a Combat Board. Mutable only inside a state draft (runtime.ts: `own`). */
export interface Merc {
  uid: number;
  card: string;
  /** The player who played it: Destroyed cards go to this player's discard pile. */
  owner: PSeat;
  damage: number;
  exhausted: boolean;
  /** Played this turn: summoning sick. */
  summoned: boolean;
  attacked: boolean;
  cast: boolean;
  garrison: number;
  garrisoned: boolean;
  /** Indices of its once-per-turn Voluntary Abilities used this turn (schema.ts: `oncePerTurn`). */
  used: number[];
  buffs: Buff[];
  imbuements: Attachment[];
}

/** Per-turn counters a player's combos read (schema.ts: Amount, Condition). */
export interface TurnStats {
  revealed: number;
  spells: number;
  recruited: number;
}

/** A player's deck: its size is public, its contents (a multiset) only in views that know them. */
export interface Deck {
  size: number;
  cards?: Multiset;
}

/** One player's zones and counters. */
export interface Player {
  class: ClassId;
  life: number;
  mana: number;
  deck: Deck;
  hand: Slot[];
  hidden: Slot[];
  discard: string[];
  /** Banished cards (the Reserve Pile, rulebook: "Assemble Your Deck"). */
  reserve: string[];
  board: (Merc | null)[];
  enchantments: (Attachment | null)[];
  stats: TurnStats;
  /** Counter for slot handles. */
  slots: number;
  /** Cards set aside by a mulligan until they are shuffled back (rulebook: "Starting Play"). */
  aside: Slot[];
}

/** A target named in an action: a player, a space of a player's board, or a pool card. */
export interface Target {
  readonly player: PSeat;
  readonly space?: Space;
  readonly card?: string;
}

/** A chosen target as stored on the chain: for mercenaries, the instance aimed at. */
export interface Aim {
  readonly player: PSeat;
  readonly idx?: number;
  readonly uid?: number;
  readonly card?: string;
  /** For `chain` targets: the chain item id. */
  readonly item?: number;
}

/** What a chain item does when it resolves. */
export type ChainBody =
  | {
      readonly kind: 'mercenary';
      readonly card: string;
      readonly to: number;
      readonly bump?: number;
    }
  | { readonly kind: 'spell'; readonly card: string; readonly copy: boolean }
  | {
      readonly kind: 'attack';
      readonly attacker: number;
      readonly target: Aim;
      /** Set when its defence was rescinded: it resolves with no defender and no new defend window. */
      readonly undefended?: true;
    }
  | {
      /** A defence (docs/rules/paragons.md, 8): `defender` (a uid) takes the combat of `attack`. */
      readonly kind: 'defend';
      readonly attack: number;
      readonly defender: number;
    }
  | {
      readonly kind: 'ability';
      readonly source: number;
      readonly index: number;
      readonly ability: VoluntaryAbility;
    }
  | { readonly kind: 'cast'; readonly caster: number; readonly amount: number }
  | { readonly kind: 'garrison'; readonly merc: number }
  | { readonly kind: 'recruit'; readonly card: string; readonly price: number }
  | { readonly kind: 'hide'; readonly card: Slot; readonly cost: number };

/** An item on the reaction chain (rulebook: "Notes on Order of Operations"). */
export interface ChainItem {
  readonly id: number;
  readonly controller: PSeat;
  readonly body: ChainBody;
  readonly aims: readonly Aim[];
  /** Set while it resolves (its card stays on the chain until it is done). */
  readonly resolving?: boolean;
  /** Whether it was revealed from the Hidden pile. */
  readonly revealed?: boolean;
}

/** Who an effect list belongs to while it resolves. */
export interface EffectCtx {
  readonly controller: PSeat;
  /** The mercenary whose ability this is, or the host / occupant for attached spells. */
  readonly self?: { readonly seat: PSeat; readonly idx: number; readonly uid: number };
  readonly aims: readonly Aim[];
  /** The chain item this belongs to (for counter/copy). */
  readonly item?: number;
  /** For the caster ability: the caster, which ranged targets hit back. */
  readonly caster?: number;
}

/** Queued work of the resolution machine (see machine.ts). */
export type Work =
  | { readonly w: 'resolve' }
  | { readonly w: 'finish'; readonly item: number }
  | { readonly w: 'fx'; readonly ctx: EffectCtx; readonly effects: readonly Effect[] }
  | { readonly w: 'start-turn'; readonly seat: PSeat }
  | { readonly w: 'turn-start-abilities'; readonly seat: PSeat }
  | { readonly w: 'begin-play' }
  | { readonly w: 'refill' }
  | { readonly w: 'draw'; readonly seat: PSeat; readonly count: number }
  | { readonly w: 'mulligan'; readonly seat: PSeat }
  | { readonly w: 'return-aside'; readonly seat: PSeat };

/**
 * The work item that resolves the top of the chain: one frozen object shared by every state that
 * queues it (work items are replaced, never mutated; runtime.ts).
 */
export const RESOLVE: Work = Object.freeze({ w: 'resolve' });

/** What the state waits for besides ordinary priority. */
export type Pending =
  | { readonly p: 'random'; readonly request: RandomRequest }
  | {
      readonly p: 'defend';
      readonly seat: PSeat;
      readonly item: number;
      readonly options: number[];
    }
  | { readonly p: 'retarget'; readonly seat: PSeat; readonly item: number }
  | { readonly p: 'mulligan'; readonly seat: PSeat };

/**
 * The phase of a game. The Draft Phase and deck building before it are the match layer's
 * (src/games/paragons/match/): a game starts from finished decks.
 */
export type Phase = 'mulligan' | 'play' | 'over';

/** The whole state of a match as one view holds it. */
export interface GameState {
  readonly view: View;
  /** The card-set hash the match is played with. */
  cardSet: string;
  phase: Phase;
  round: number;
  turn: PSeat;
  /** Play order (rulebook: "Play order is always Warrior → Mage → Ranger"). */
  order: readonly PSeat[];
  players: Record<PSeat, Player>;
  pool: string[];
  poolDeck: Multiset;
  chain: ChainItem[];
  priority: PSeat;
  passes: number;
  pending: Pending | null;
  work: Work[];
  winner: PSeat | null;
  nextUid: number;
  nextRandom: number;
}

/** An action: what a player (or, for `random`, the protocol) submits. */
export type Action =
  | { type: 'play'; player: PSeat; card: string; slot?: string; to: Space; bump?: Space }
  | { type: 'attack'; player: PSeat; attacker: Space; target: Target }
  | { type: 'defend'; player: PSeat; defender: Space | null }
  | { type: 'cast'; player: PSeat; caster: Space; target: Target }
  | { type: 'ability'; player: PSeat; source: Space; index: number; targets?: Target[] }
  | { type: 'spell'; player: PSeat; card: string; slot?: string; targets?: Target[] }
  | { type: 'recruit'; player: PSeat; card: string }
  | { type: 'hide'; player: PSeat; card?: string; slot?: string; cost?: number }
  | { type: 'reveal'; player: PSeat; card: string; slot?: string; targets?: Target[] }
  | { type: 'garrison'; player: PSeat; space: Space }
  | { type: 'mulligan'; player: PSeat; cards?: string[]; slots?: string[] }
  | { type: 'retarget'; player: PSeat; targets: Target[]; bump?: Space }
  | { type: 'pass'; player: PSeat }
  | { type: 'endTurn'; player: PSeat }
  | {
      type: 'random';
      k: number;
      cards?: (string | null)[];
      indices?: number[];
    };

/** Something that happened, for logs and the UI. */
export type GameEvent =
  | { type: 'chain'; item: number; controller: PSeat; kind: ChainBody['kind']; card?: string }
  | { type: 'resolved'; item: number }
  | { type: 'rescinded'; item: number }
  | { type: 'entered'; seat: PSeat; space: Space; card: string }
  | { type: 'damage'; seat: PSeat; space?: Space; amount: number }
  | { type: 'destroyed'; seat: PSeat; space: Space; card: string }
  | { type: 'drew'; seat: PSeat; count: number }
  | { type: 'turn'; seat: PSeat; round: number }
  | { type: 'won'; seat: PSeat };
