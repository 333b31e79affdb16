/**
 * The tutorial script contract (docs/tutorial.md): a guided first match of one game, written as
 * data in the game's own folder and played by the app's game-neutral runner
 * (src/app/tutorial/run.ts) on the real engine. A script is a fixed, hand-built starting position,
 * the player's steps (words for the coach, the element to highlight, and a pattern the player's own
 * action must match) and the scripted opponent's moves, each one checked legal by the engine before
 * it is applied. Nothing here is random: draws are resolved by the script's fixed {@link
 * TutorialScript.random}.
 */
import type { JsonValue } from '../../protocol/canonical.ts';

/**
 * A partial action: every field it names must be equal (deeply) in the action; fields it does not
 * name may be anything (`{type: 'play', card: 'x'}` matches a play of `x` to any space).
 */
export type ActionPattern = { readonly [field: string]: JsonValue };

/** One step the player takes, with the coach's words. */
export interface TutorialStep {
  /** A stable id (tests and the coach's `data-step`). */
  readonly id: string;
  /** What the step teaches, in a few words ("Play a card"). */
  readonly topic: string;
  /** The coach's words for the step. */
  readonly say: string;
  /** The gentle correction shown when the player does something else that is legal ("Try …"). */
  readonly hint: string;
  /** The window (the module's `waiting` window) the step's action is taken in. */
  readonly window: string;
  /** The action the step waits for, as a pattern. */
  readonly expect: ActionPattern;
  /**
   * Where the element to use is, most precise first; the first one found is highlighted. Each is
   * a CSS selector searched through open shadow roots, or a chain `a >> b`: `b` searched inside
   * the first match of `a` (its light and shadow trees), e.g.
   * `[data-testid="board-mine"] >> [data-space="F1"]`.
   */
  readonly highlight: readonly string[];
}

/** A move of the scripted opponent: taken when the opponent must act in `window`. */
export interface ScriptedMove {
  readonly window: string;
  readonly action: JsonValue;
}

/** A game's guided first match (see the module comment). `S` the state, `A` an action. */
export interface TutorialScript<S = unknown, A = unknown> {
  /** The game's module id. */
  readonly game: string;
  /** The seat the player plays and the scripted opponent's seat. */
  readonly seat: string;
  readonly opponent: string;
  /** The opponent's display name. */
  readonly opponentName: string;
  /** The coach's first words, before the first step. */
  readonly intro: string;
  /** The hand-built starting position, as the omniscient state (all seats' cards known). */
  start(): S;
  /** The player's steps, in order. */
  readonly steps: readonly TutorialStep[];
  /** The opponent's moves, in order. */
  readonly opponentMoves: readonly ScriptedMove[];
  /** The fixed outcome of the random event `s` waits on (a draw from a known deck). */
  random(s: S): A;
  /** The game's own engine: `a` applied to `s`, or the rule it breaks (an error value). */
  apply(s: S, a: A): { readonly state: S } | { readonly error: { code: string; message: string } };
  /** The coach's words once the match is over. */
  readonly done: string;
}

/** Deep equality of two JSON values (objects compared by their own keys). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => jsonEqual(x, bb[i]));
  }
  const ak = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bk = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ak.length !== bk.length) return false;
  return ak.every((k) =>
    jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** True when `action` has every field of `pattern` (deep-equal). */
export function matchesPattern(pattern: ActionPattern, action: unknown): boolean {
  if (typeof action !== 'object' || action === null) return false;
  const a = action as Record<string, unknown>;
  return Object.entries(pattern).every(([k, v]) => jsonEqual(a[k], v));
}

/** True when `a` and `b` are the same action (deep-equal). */
export function sameAction(a: unknown, b: unknown): boolean {
  return jsonEqual(a, b);
}
