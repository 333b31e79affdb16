/**
 * The stable error codes of Authority's rules. Each names one rule; docs/rules/authority.md
 * ("Errors") lists where each applies and the order in which an action's checks run.
 */
import type { EngineError } from '../../engine/index.ts';
import { engineError } from '../../engine/index.ts';

/** Every error code the Authority rules produce. */
export type ErrorCode =
  | 'bad-action'
  | 'game-over'
  | 'wrong-random'
  | 'not-your-turn'
  | 'wrong-window'
  | 'unknown-card'
  | 'wrong-kind'
  | 'no-ability'
  | 'defence-full'
  | 'insufficient-authority'
  | 'invalid-target'
  | 'blocked'
  | 'no-damage';

/** Builds a rules error. */
export function fail(code: ErrorCode, message: string): EngineError {
  return engineError(code, message);
}
