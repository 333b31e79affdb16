/**
 * Applying an action: the pure transition of the Trials rules (docs/adding-a-game.md, "The
 * module"). The input state is never changed: the action runs on a clone, then the machine
 * (flow.ts) runs until the game waits on a player again. A malformed action or a rule violation
 * is an error value and no state.
 */
import type { ApplyResult, EngineError } from '../../engine/index.ts';
import { takeAction } from './actions.ts';
import type { CardDb } from './carddb.ts';
import { fail } from './errors.ts';
import { run } from './flow.ts';
import { cloneState } from './runtime.ts';
import type { Action, TrialsState } from './types.ts';
import { isSeat } from './types.ts';

/** What an applied action reports: the action itself (the log words read states, not events). */
export interface TrialsEvent {
  readonly kind: 'action';
  readonly action: Action;
}

const TYPES = new Set([
  'play',
  'activate',
  'attack',
  'channel',
  'ignite',
  'pass',
  'decline',
  'trigger',
  'scout',
  'discard',
  'split',
]);

/** True when `a` has the outer shape of an action (type and player); the rules check the rest. */
export function isActionShape(a: unknown): a is Action {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return false;
  const r = a as Record<string, unknown>;
  return typeof r.type === 'string' && TYPES.has(r.type) && isSeat(r.player);
}

/**
 * Applies `action` to `s` with the card set `db`: the next state (in the same view), or a typed
 * error with nothing changed. The same action gives the same result in the owner's view, the
 * opponent's view and the omniscient state (hidden values arrive in the action).
 */
export function apply(
  db: CardDb,
  s: TrialsState,
  action: unknown,
): ApplyResult<TrialsState, TrialsEvent> {
  if (!isActionShape(action))
    return { error: fail('bad-action', 'an action is {type, player, …}') };
  if (s.phase === 'over') return { error: fail('game-over', 'the game is over') };
  const rt = { db, s: cloneState(s) };
  const err = takeAction(rt, action);
  if (err) return { error: err };
  run(rt);
  return { state: rt.s, events: [{ kind: 'action', action }] };
}

/**
 * The error {@link apply} gives for `action` on `s`, or null when the rules accept it: the same
 * checks on a throwaway copy, without running the machine on after the
 * action, which refuses nothing (legal.ts asks this of every candidate it lists).
 */
export function check(db: CardDb, s: TrialsState, action: unknown): EngineError | null {
  if (!isActionShape(action)) return fail('bad-action', 'an action is {type, player, …}');
  if (s.phase === 'over') return fail('game-over', 'the game is over');
  return takeAction({ db, s: cloneState(s) }, action) ?? null;
}
