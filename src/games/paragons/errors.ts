/**
 * The stable error codes of Paragons' rules. Each names one rule; docs/rules/paragons.md lists where
 * each applies and the order in which an action's checks run.
 */
import type { EngineError } from '../../engine/index.ts';
import { engineError } from '../../engine/index.ts';

/** Every error code the Paragons rules produce. */
export type ErrorCode =
  | 'not-your-turn'
  | 'wrong-window'
  | 'game-over'
  | 'insufficient-mana'
  | 'summoning-sick'
  | 'exhausted'
  | 'already-attacked'
  | 'invalid-target'
  | 'melee-blocked'
  | 'not-exposed'
  | 'space-occupied'
  | 'no-space-to-bump'
  | 'not-adjacent'
  | 'concealed'
  | 'caster-used'
  | 'unknown-card'
  | 'wrong-kind'
  | 'must-hide'
  | 'not-hidden'
  | 'reveal-condition'
  | 'ability-used'
  | 'garrison-used'
  | 'bad-action'
  | 'wrong-random';

/** Builds a rules error. */
export function fail(code: ErrorCode, message: string): EngineError {
  return engineError(code, message);
}
