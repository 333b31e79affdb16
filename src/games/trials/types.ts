/**
 * The state and actions of *Paragon: Trials of the Chosen* for two players (rulebook: "Round
 * Sequence", "Turns and Actions", "Responding"; design digest A1–A5).
 *
 * Knowledge-dependent data lives only in the `id` of the slots of `players[s].hand` and
 * `players[s].deck`: the owner knows its whole deck order and its hand, the opponent only the
 * handles and the counts (view.ts). A hand slot with `pub: true` holds a card every view knows (one
 * recovered from the discard pile). Everything else is public and identical in every view.
 *
 * A card keeps its slot handle (`A:d7`) from the deck through hand, stack and play to the discard
 * pile: the handle is its instance id. Avatars are `A:av0` and `A:av1`. States are plain JSON; the
 * rules clone a state before changing it and never touch their input.
 */
import type { Seat, View } from '../../engine/index.ts';
import type { Effect, Subtype } from './cards/schema.ts';
import type { Spec } from './targets.ts';

/** The two seats. */
export type TSeat = 'A' | 'B';

/** Both seats, in letter order. */
export const SEATS: readonly TSeat[] = ['A', 'B'];

/** The other seat. */
export function other(seat: TSeat): TSeat {
  return seat === 'A' ? 'B' : 'A';
}

/** True when `s` is a seat of this game. */
export function isSeat(s: Seat | unknown): s is TSeat {
  return s === 'A' || s === 'B';
}

/** The last round number: every later round "will still be considered round 10" (rulebook). */
export const MAX_ROUND = 10;

/** The opening hand: "the top 5 cards" of the ordered deck (rulebook: "Sorting Your Deck"). */
export const OPENING_HAND = 5;

/** A card in a hidden zone (hand, deck): its public handle and the card id where the view knows it. */
export interface TSlot {
  readonly h: string;
  readonly id?: string;
  /** Every view knows the card (it came back to hand face up). */
  readonly pub?: boolean;
}

/** A public card out of play (discard pile, exile): its handle and card id. */
export interface PublicCard {
  readonly h: string;
  readonly id: string;
}

/** Counters on a card (rulebook: "Counter"; schema.ts `counters`). */
export interface Counters {
  attack: number;
  hp: number;
}

/** A card attached to an Avatar: Equipment or an Ongoing Ability (rulebook: "Equipment"). */
export interface Attachment {
  /** Its slot handle, kept as its instance id. */
  readonly id: string;
  readonly card: string;
  exhausted: boolean;
  damage: number;
  /** A Shield Counter (at most one; rulebook: "Shielded / Shield Counters"). */
  shield: boolean;
  counters: Counters;
  /** Attack added until the end of the round (schema.ts `boost`). */
  boost: number;
}

/** An Avatar in play (rulebook: "Avatars", "Fallen"). */
export interface Avatar {
  /** `A:av0` or `A:av1`. */
  readonly id: string;
  readonly card: string;
  side: 'front' | 'fallen';
  exhausted: boolean;
  damage: number;
  shield: boolean;
  counters: Counters;
  boost: number;
  /** Attached cards in the order they were attached. */
  attachments: Attachment[];
  /** Subtypes whose `first-ready` attachment this round was used (Sir Aren's static). */
  firstReadyUsed: Subtype[];
}

/** One player's zones. */
export interface Player {
  avatars: [Avatar, Avatar];
  hand: TSlot[];
  /** Ordered, top first. */
  deck: TSlot[];
  /** Ordered, the most recent last (rulebook: "may not change the order of … discard piles"). */
  discard: PublicCard[];
  exile: PublicCard[];
  energy: number;
  /** `source#index` of once-per-round activated effects used this round. */
  usedThisRound: string[];
}

/** The game's phase (rulebook: "Round Sequence"). */
export type Phase = 'start' | 'main' | 'end' | 'over';

/**
 * An item on the stack (rulebook: "The Stack"; digest A5-7/8): an action or a response.
 * `targets` are instance ids chosen when it went on the stack, consumed in order by the chosen
 * targets of its effects (a split effect takes one per point).
 */
export type StackItem =
  | {
      readonly kind: 'card';
      readonly seat: TSeat;
      /** The card's handle. */
      readonly h: string;
      readonly card: string;
      /** The Avatar it attaches to (an Ability: the Avatar it was played onto). */
      readonly avatar: string;
      readonly targets: readonly string[];
      /** The One-Handed card the player chose to detach on a slot overflow. */
      readonly detach?: string;
      /** True when it is its turn's action (not an Instant). */
      readonly action: boolean;
    }
  | {
      readonly kind: 'effect';
      readonly seat: TSeat;
      /** The instance whose activated effect this is. */
      readonly source: string;
      readonly card: string;
      /** Index in the card side's `effects`. */
      readonly index: number;
      /** The up side of an Avatar source when it was used (its effects are that side's). */
      readonly side?: 'front' | 'fallen';
      readonly targets: readonly string[];
      /** The Avatar the source was on when the effect was activated. */
      readonly bearer: string;
      readonly action: boolean;
    }
  | {
      readonly kind: 'trigger';
      readonly seat: TSeat;
      readonly source: string;
      readonly card: string;
      readonly index: number;
      /** The up side of an Avatar source when it was used (its effects are that side's). */
      readonly side?: 'front' | 'fallen';
      readonly targets: readonly string[];
      /** The Avatar the source was attached to when it triggered (a destroyed card's bearer). */
      readonly bearer?: string;
      readonly attacker?: string;
      readonly defender?: string;
      readonly detach?: string;
      /** The chosen target specs left without a target (no valid candidate then; D54). */
      readonly skipped?: readonly number[];
      readonly action: false;
    }
  | {
      readonly kind: 'attack';
      readonly seat: TSeat;
      readonly attacker: string;
      /** One target, or one per point of split damage (in the order named; D36). */
      readonly targets: readonly string[];
      /** An attacking Avatar's side at the declaration (a flip before the damage cancels it). */
      readonly side?: 'front' | 'fallen';
      readonly action: true;
    }
  | {
      readonly kind: 'channel';
      readonly seat: TSeat;
      readonly avatar: string;
      readonly action: true;
    }
  | {
      readonly kind: 'ignite';
      readonly seat: TSeat;
      readonly targets: readonly string[];
      readonly action: true;
    };

/** A stack item with chosen targets (every kind but `channel`). */
export type TargetedItem = Exclude<StackItem, { readonly kind: 'channel' }>;

/**
 * A triggered effect waiting to go on the stack (digest A5-8: triggers made while resolving go on
 * the stack afterwards, with a fresh window). One that needs a choice (targets, "you may")
 * waits for its controller's `trigger` action.
 */
export interface PendingTrigger {
  readonly seat: TSeat;
  readonly source: string;
  readonly card: string;
  readonly index: number;
  /** The up side of an Avatar source when it was used (its effects are that side's). */
  readonly side?: 'front' | 'fallen';
  readonly bearer?: string;
  readonly attacker?: string;
  readonly defender?: string;
}

/**
 * A choice the rules wait for in the middle of resolving an effect (schema.ts `scout`, `discard`),
 * with where the resolution goes on.
 */
export type PendingChoice =
  | { readonly kind: 'scout'; readonly seat: TSeat }
  | { readonly kind: 'discard'; readonly seat: TSeat; readonly n: number }
  | {
      readonly kind: 'split';
      readonly seat: TSeat;
      /**
       * The declared item, its costs paid, that goes on the stack once every point is named
       * (its `targets` are filled in then, from {@link targets}).
       */
      readonly item: TargetedItem;
      /**
       * The item's targets in the order its effects consume them: the ones the declaring action
       * named, the points named so far, and a {@link SplitPoint} for each point still to name.
       */
      readonly targets: readonly (string | SplitPoint)[];
    };

/**
 * A point of split damage still to name in the `split` window (docs/rules/trials.md D36): what it
 * may target and which point of its split it is.
 */
export interface SplitPoint {
  /** The target spec of the split effect, or `attack` for a split attack (D31, D33, D45). */
  readonly spec: Spec | 'attack';
  /** 1-based: point `point` of `of`. */
  readonly point: number;
  readonly of: number;
}

/**
 * Where an interrupted resolution goes on: the item, the next effect step and the next target.
 */
export interface Resuming {
  readonly item: StackItem;
  readonly effects: readonly Effect[];
  readonly step: number;
  /** The next chosen target spec (its index in specsOf of the item's effects). */
  readonly cursor: number;
}

/** The whole game as one view holds it. */
export interface TrialsState {
  readonly view: View;
  /** Hash of the card set it was built with (carddb.ts). */
  readonly cardSet: string;
  /** 1..10; stays 10 after (rulebook: "Round Sequence"). */
  round: number;
  phase: Phase;
  initiative: TSeat;
  /** Whose turn it is in the Main Phase (the initiative holder in the Start and End Phases). */
  turn: TSeat;
  /** `none`: the turn's action is still to come; `acted`: taken; `turn-end`: its triggers queued. */
  acted: 'none' | 'acted' | 'turn-end';
  /** The player who passed first in the current run of passes in sequence, or null. */
  passedFirst: TSeat | null;
  /** The round ends after the current turn (both players passed in sequence). */
  roundEnding: boolean;
  /** Bottom first. */
  stack: StackItem[];
  /** Who may respond now (null: no window open). */
  priority: TSeat | null;
  /** Consecutive declines in the open window (two: the stack resolves). */
  declines: number;
  /** At least one item of the stack resolved since its last window (digest A5-9). */
  resolvedSince: boolean;
  triggers: PendingTrigger[];
  choice: PendingChoice | null;
  resuming: Resuming | null;
  winner: TSeat | null;
  players: { A: Player; B: Player };
}

/** A reference to a card shown by an action: its handle and its card id. */
export interface Shown {
  readonly h: string;
  readonly id: string;
}

/**
 * A player's action (docs/scenarios.md, "Trials"). Hidden cards are named by handle and shown
 * with their card id (`id`): the adapter checks the id against the slot's commitment.
 */
export type Action =
  /** Play a card from hand onto one of your Avatars (an Instant also as a response). */
  | {
      readonly type: 'play';
      readonly player: TSeat;
      readonly h: string;
      readonly id: string;
      readonly avatar: string;
      readonly targets?: readonly string[];
      readonly detach?: string;
    }
  /** Trigger activated effect `index` of card `source` (its cost paid now). */
  | {
      readonly type: 'activate';
      readonly player: TSeat;
      readonly source: string;
      readonly index: number;
      readonly targets?: readonly string[];
      /** The cards discarded for a `discard` cost. */
      readonly discard?: readonly Shown[];
    }
  /**
   * Declare an attack: one target; none for a split attacker with Attack above 1, whose points
   * are then named one by one in the `split` window (D36).
   */
  | {
      readonly type: 'attack';
      readonly player: TSeat;
      readonly attacker: string;
      readonly targets: readonly string[];
    }
  /** Exhaust a ready front-side Avatar for 1 energy. */
  | { readonly type: 'channel'; readonly player: TSeat; readonly avatar: string }
  /** Pay 1 energy, exile the ignite cards of your discard pile, deal that much to the target. */
  | { readonly type: 'ignite'; readonly player: TSeat; readonly target: string }
  /** Pass the turn's action. */
  | { readonly type: 'pass'; readonly player: TSeat }
  /** Decline to respond in an open window. */
  | { readonly type: 'decline'; readonly player: TSeat }
  /** Put the first pending trigger on the stack (`use: false`: a "you may" not used). */
  | {
      readonly type: 'trigger';
      readonly player: TSeat;
      readonly use: boolean;
      readonly targets?: readonly string[];
      readonly detach?: string;
    }
  /** Scout: take the top or the bottom card of your deck. */
  | { readonly type: 'scout'; readonly player: TSeat; readonly from: 'top' | 'bottom' }
  /** Discard the cards a `discard` effect asks for. */
  | { readonly type: 'discard'; readonly player: TSeat; readonly cards: readonly Shown[] }
  /** Name the target of the next point of a split damage being declared (D36). */
  | { readonly type: 'split'; readonly player: TSeat; readonly target: string };

/** What the game waits for (engine Waiting without random requests). */
export type TrialsWaiting =
  | {
      readonly kind: 'act';
      readonly seat: TSeat;
      readonly window: 'main' | 'priority' | 'trigger' | 'scout' | 'discard' | 'split';
    }
  | { readonly kind: 'over'; readonly winner: TSeat | null };

/** Seat `seat`'s player. */
export function playerOf(s: TrialsState, seat: TSeat): Player {
  return seat === 'A' ? s.players.A : s.players.B;
}

/** The owner seat of an instance id or handle (`A:…`). */
export function ownerOf(id: string): TSeat | null {
  const c = id.slice(0, 2);
  return c === 'A:' ? 'A' : c === 'B:' ? 'B' : null;
}
