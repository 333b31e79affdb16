/**
 * The stable error codes of the Trials rules: every rule violation or malformed action is one of
 * these values, never an exception (docs/adding-a-game.md, "The module").
 */
import type { EngineError } from '../../engine/index.ts';
import { engineError } from '../../engine/index.ts';

/** Every error code the Trials rules produce. */
export type TrialsErrorCode =
  /** The action is not an object of a known shape. */
  | 'bad-action'
  /** The game has ended. */
  | 'game-over'
  /** The game does not wait on this player. */
  | 'not-your-turn'
  /**
   * The game waits on this player, but not for this kind of action (a turn's action while holding
   * priority in a response window; a decline while owing the turn's action; a trigger, Scout or
   * discard choice when none is asked).
   */
  | 'wrong-window'
  /** No such card in hand / in play / in the card set, or the shown id does not match. */
  | 'unknown-card'
  /**
   * The card cannot be used this way: a card or activated effect that is not an Instant as a
   * response (D19), an Avatar card played from hand.
   */
  | 'wrong-kind'
  /** Not enough energy. */
  | 'no-energy'
  /** The card shares no discipline with the Avatar (rulebook: "Play a Card"). */
  | 'discipline'
  /** The Avatar is Fallen (rulebook: "You may not attach cards to Fallen Avatars"). */
  | 'fallen'
  /** The card must be ready (attack, exhaust cost, channel). */
  | 'exhausted'
  /** A target is missing, extra or not valid (rulebook: "Targeting"; "Declare an Attack"). */
  | 'invalid-target'
  /** A Guardian card must be attacked first (rulebook: "Guardian"). */
  | 'guardian'
  /** The card cannot attack (no Attack, Power, …). */
  | 'cannot-attack'
  /** The slot overflow choice is missing or wrong (rulebook: "One-Handed"). */
  | 'detach'
  /** No such activated effect, or its once-per-round use is spent. */
  | 'no-effect'
  /** A cost cannot be paid (discard cards, destroy). */
  | 'cost'
  /** Ignite needs an ignite card in the discard pile (digest A5-15). */
  | 'no-ignite'
  /** The trigger is not optional (`use: false`), or the choice does not fit what is asked. */
  | 'bad-choice';

/** Builds a rules error. */
export function fail(code: TrialsErrorCode, message: string): EngineError {
  return engineError(code, message);
}
