/**
 * Small game-agnostic helpers for drivers (lockstep session, verifier, tests): hashing a game's
 * public state and replaying a list of actions.
 */
import type { EngineError, Game } from './types.ts';
import { hashCanonical } from './hash.ts';

/** The public state hash of `state` under `game`: equal in every view of the same match. */
export function publicHash<S, A, E, R>(game: Game<S, A, E, R>, state: S): string {
  return hashCanonical(game.publicState(state));
}

/** The outcome of a replay: the final state and the hash after every action, or the first error. */
export type ReplayResult<S> =
  | { readonly state: S; readonly hashes: readonly string[] }
  | { readonly error: EngineError; readonly at: number; readonly state: S };

/** Applies `actions` in order from `state`, hashing the public state after each one. */
export function replay<S, A, E, R>(
  game: Game<S, A, E, R>,
  state: S,
  actions: readonly A[],
): ReplayResult<S> {
  const hashes: string[] = [];
  let s = state;
  for (let i = 0; i < actions.length; i++) {
    const r = game.apply(s, actions[i]!);
    if (r.error) return { error: r.error, at: i, state: s };
    s = r.state;
    hashes.push(publicHash(game, s));
  }
  return { state: s, hashes };
}
