/**
 * The game interface of the lockstep session (requirement "The session"; reference design, "The
 * transcript": "at every point the engine says who must speak next"). A game plugs into the
 * session through {@link LockstepGame}: who must speak next, applying a move (local, with full
 * knowledge, or received, stripped of what the receiver may not know), the public state hash, the
 * pending random event, the hidden slots a move creates or opens and the claims it makes about
 * hidden cards (checked by the game's {@link LockstepGame.checkClaim} when the card is shown). It
 * names no game and no card: states, moves, slot values and claims are opaque to the session.
 */
import type { JsonValue } from '../canonical.ts';
import type { Committed, Opening } from '../commit.ts';
import type { PlayerSecrets } from '../secrets.ts';
import type { Header } from '../transcript.ts';

/**
 * A pending random event. `size` is the size of the source multiset, known to every view; the
 * session derives `count` indices, each into what remains after the earlier ones (docs/protocol.md,
 * "Random events"). A `private` event draws for `owner` only: only the owner (and a verifier that
 * knows the owner's revealed seeds) learns the cards.
 */
export type RandomEvent =
  | { readonly kind: 'public'; readonly count: number; readonly size: number }
  | {
      readonly kind: 'private';
      readonly owner: string;
      readonly count: number;
      readonly size: number;
    };

/** Whom or what the game waits for. */
export type Turn =
  | { readonly kind: 'act'; readonly seat: string }
  | { readonly kind: 'random'; readonly event: RandomEvent }
  | { readonly kind: 'over'; readonly winner: string | null };

/** A game-level refusal: a stable code and a human message. */
export interface GameError {
  readonly code: string;
  readonly message: string;
}

/**
 * A hidden slot a private draw or a move created: its public id (unique within the match) and,
 * where the view knows it, its value (the card). The owner commits to `value` under kind `card`
 * (docs/protocol.md, "Random events" and "Slots a move creates").
 */
export interface DrawnSlot {
  readonly slot: string;
  readonly value?: JsonValue;
}

/** A hidden slot whose content a move makes public (a card played or revealed). */
export interface OpenedSlot {
  readonly owner: string;
  readonly slot: string;
  readonly value: JsonValue;
}

/**
 * A hidden slot that now holds the card of an earlier one (e.g. a card moved face down from a hand
 * slot into a Hidden pile under a new handle): it is opened with the earlier slot's commitment.
 */
export interface SlotAlias {
  readonly slot: string;
  readonly of: string;
}

/**
 * A claim a move makes about a hidden card (docs/protocol.md, "Claims about hidden cards"): the
 * card in `slot` satisfies `claim`, game data the session never reads (Paragons: `{hidden: true,
 * cost: 3}`, what a face-down play declares). The session records it against the slot's commitment
 * (following {@link SlotAlias}es: the same card under a later slot) and checks it with
 * {@link LockstepGame.checkClaim} the moment the card is known to the view: at once when the view
 * knows it, else when any opening shows the card. A false claim is a violation of the message
 * that made it, with the opening as its evidence.
 */
export interface HiddenClaim {
  readonly slot: string;
  readonly claim: JsonValue;
}

/** What applying a move produced. */
export interface MoveResult<S> {
  readonly state: S;
  /** Hidden slots the move shows; each one the session has a commitment for must be opened. */
  readonly opened: readonly OpenedSlot[];
  /** Hidden slots that took over an earlier slot's card. */
  readonly aliases?: readonly SlotAlias[];
  /**
   * What the move asserts about hidden cards it does not show (identical in every view: derived
   * from the move as it travels). Every assertion the rules let a mover make about a card the
   * other seats cannot see must be declared here; nothing else checks it.
   */
  readonly claims?: readonly HiddenClaim[];
  /**
   * Hidden slots the move creates, owned by its author, with values the author picks (a deck it
   * orders itself: docs/protocol.md, "Slots a move creates"). The ids, their order and their number
   * are identical in every view; `value` is present where the view knows it (the author's; a
   * verifier that knows the author's seeds and the game's final openings) and absent elsewhere.
   * Each id must be new in the match (`duplicate-slot`). Each slot takes the author's next `card#j`,
   * like a drawn slot, and the same message must commit it (`missing-commitment`; a view that knows
   * the value and the author's seeds checks it: `bad-created`).
   */
  readonly created?: readonly DrawnSlot[];
  /** Ledger commitments the move stands on (e.g. a secret deck list): the body must carry them. */
  readonly commits: readonly {
    readonly kind: string;
    readonly index: number;
    readonly commitment: string;
  }[];
}

/** A local move's result: the move as it travels and the openings kept for the final reveal. */
export interface LocalResult<S> extends MoveResult<S> {
  readonly move: JsonValue;
  /** Commitments made by this move whose openings wait for the final reveal. */
  readonly deferred: readonly Committed[];
}

/** What a verifier learned from the final reveals: openings of commitments of {@link LockstepGame.finalKinds}. */
export interface Knowledge {
  opening(seat: string, kind: string, index: number): Opening | undefined;
}

/** Nothing known beyond the transcript. */
export const NO_KNOWLEDGE: Knowledge = { opening: () => undefined };

/**
 * A game as the lockstep session drives it. `S` is the state as one view holds it (immutable), `L`
 * a local move with everything its author knows. Every function is pure and returns a
 * {@link GameError} rather than throwing for an illegal or malformed move.
 */
export interface LockstepGame<S, L> {
  /** Commitment kinds whose openings every seat must include in its final reveal. */
  readonly finalKinds: readonly string[];
  /** The initial state of the match of `header` in a view that knows the seats in `knows`. */
  initial(header: Header, knows: readonly string[]): S;
  /** Whom or what the state waits for. */
  turn(s: S): Turn;
  /** Hex hash of the canonical public state (identical in every view). */
  publicHash(s: S): string;
  /** Applies a local move of `seat` (the author's view) and says how it travels. */
  local(s: S, seat: string, move: L, secrets: PlayerSecrets): LocalResult<S> | GameError;
  /** Applies a received move of `seat` (untrusted JSON); `know` holds revealed openings. */
  remote(s: S, seat: string, move: JsonValue, know: Knowledge): MoveResult<S> | GameError;
  /**
   * Resolves the pending random event with `indices` (one per card), or with null for a private
   * event whose owner this view does not know. A private event returns its new slots.
   */
  resolve(
    s: S,
    indices: readonly number[] | null,
  ): { state: S; drawn: readonly DrawnSlot[]; aliases?: readonly SlotAlias[] } | GameError;
  /** `seat` concedes the match. */
  concede(s: S, seat: string): S | GameError;
  /**
   * Whether the card `value` (a slot's committed value) satisfies `claim` (a {@link HiddenClaim}'s
   * data this game produced): null when it does, else why not. Pure; never throws.
   */
  checkClaim(claim: JsonValue, value: JsonValue): GameError | null;
}

/** True when `r` is a {@link GameError}. */
export function isGameError(r: unknown): r is GameError {
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof (r as { code?: unknown }).code === 'string' &&
    typeof (r as { message?: unknown }).message === 'string' &&
    !('state' in r)
  );
}
