/**
 * The view models the Trials of the Chosen elements take as properties (docs/ui.md: elements are
 * thin, "properties in, CustomEvents out"). The board fills them from the rules engine's state:
 * every figure here is already computed (current Attack with its modifiers, HP after damage,
 * keywords granted by other cards); the elements only draw them. Cards are named by id and looked
 * up in the elements' `cards` property (the card set by default).
 */
import type { Keyword } from '../../src/games/trials/cards/schema.ts';
import type { SlotGroup } from './display.ts';

/** A seat label (`A`, `B`). */
export type TrialsSeat = string;

/** A card in play: an Avatar or a card attached to one (rulebook: "Avatars", "Equipment"). */
export interface InPlayView {
  /** The card's instance id in the match (what `select-card` and `targets` name). */
  readonly instance: string;
  /** Its card id in the set. */
  readonly cardId: string;
  /** Exhausted (drawn tilted 45°; rulebook: "Exhaust") or ready. */
  readonly exhausted: boolean;
  /** Its HP now; absent for a card with no HP (it is no target: rulebook, "Implied Stats"). */
  readonly hp?: number;
  /** Its maximum HP now (printed plus modifiers); the printed HP when absent. */
  readonly maxHp?: number;
  /** Its Attack now; the printed Attack when absent. */
  readonly attack?: number;
  /** Its Power now; the printed Power when absent. */
  readonly power?: number;
  /** It has a Shield Counter (rulebook: "Shielded / Shield Counters"; at most one). */
  readonly shield: boolean;
  /** Its counters by kind ("attack": +1 Attack each, "hp": +1 maximum HP each; rulebook: "Counter"). */
  readonly counters?: Readonly<Record<string, number>>;
  /** Its keywords now (printed and granted); the printed keywords when absent. */
  readonly keywords?: readonly Keyword[];
}

/** A card attached to an Avatar. */
export interface AttachmentView extends InPlayView {
  /** The slot it is shown in; from its subtypes when absent (display.ts `slotOf`). */
  readonly slot?: SlotGroup;
}

/** One Avatar and what is attached to it (rulebook: "Avatars", "Fallen", "Card Subtypes"). */
export interface AvatarView extends InPlayView {
  /** Its controller's seat. */
  readonly seat: TrialsSeat;
  /** Fallen: its Fallen side is up (rulebook: "Fallen"). */
  readonly fallen: boolean;
  /** Its attached cards, in the order they were attached. */
  readonly attachments: readonly AttachmentView[];
}

/** Where a stack item came from (rulebook: "The Stack"). */
export type StackKind = 'card' | 'activated' | 'triggered' | 'attack' | 'channel' | 'ignite';

/** A target of a stack item: a card in play, or a player. */
export interface StackTargetView {
  /** The target's instance id, when it is a card in play. */
  readonly instance?: string;
  /** Its card id (to name it), when it is a card. */
  readonly cardId?: string;
  /** The seat that controls it (or the player targeted). */
  readonly seat: TrialsSeat;
}

/** One item of the stack (rulebook: "The Stack", "Priority"). */
export interface StackItemView {
  /** Stable id of the item. */
  readonly id: string;
  readonly kind: StackKind;
  /** The card it comes from (the card played, the card whose effect it is, the attacker). */
  readonly sourceCardId: string;
  /** Who controls it. */
  readonly controller: TrialsSeat;
  /** Its chosen targets (none for an untargeted effect). */
  readonly targets: readonly StackTargetView[];
  /** For a card played: the Avatar it will be attached to. */
  readonly ontoCardId?: string;
  /** It is resolving now. */
  readonly resolving?: boolean;
}

/** The round's public figures (rulebook: "Round Sequence", "Initiative", "Pass"). */
export interface RoundView {
  /** The round number as counted (1, 2, … 11, …): shown as "10+" after 10. */
  readonly round: number;
  /** Each seat's energy pool now. */
  readonly energy: Readonly<Record<TrialsSeat, number>>;
  /** The seat holding initiative. */
  readonly initiative: TrialsSeat;
  /** The seat whose turn it is (null between rounds). */
  readonly turn: TrialsSeat | null;
  /**
   * The passes in sequence so far this round: 0, or 1 (the last action was a Pass: one more
   * Pass ends the round), or 2 (both passed: the round ends).
   */
  readonly passes: 0 | 1 | 2;
  /** The seat that passed first in this sequence (it takes initiative if the round ends). */
  readonly firstPasser?: TrialsSeat | null;
}
