/**
 * The scenario step language, shared by every game (docs/scenarios.md, "Steps"): a scenario file
 * names its game, sets up a position in that game's own `setup` schema, then runs steps in order.
 * A step is one of
 *
 * - `{ "act": <action> }` (or the older spelling `{ "do": <action> }`): the action must succeed;
 * - `{ "act": <action>, "expectError": "<code>" | true }`: it must fail with that code (any code
 *   with `true`) and leave the position unchanged;
 * - `{ "random": <outcome> }`: the pending random event resolves as the outcome says (in the game's
 *   own terms, e.g. the cards drawn);
 * - `{ "expect": { "<path>": <value>, … } }`: every path (the game's probe) has exactly that value.
 *
 * A step may carry an action and an `expect` together: the action first. The loop here is the
 * same for every game; what a position is, how an action applies, which windows a runner passes by
 * itself and what a path reads come from the game's {@link ScenarioHooks}. Pure: no I/O.
 */
import type { EngineError } from './types.ts';

/**
 * One step of a scenario file (see the module comment). A game may give its steps fields of its
 * own (Paragons: `flush`, `window`, `view`); the loop hands the whole step to the game's hooks.
 */
export interface ScenarioStep {
  readonly act?: unknown;
  /** The older spelling of `act`. */
  readonly do?: unknown;
  readonly expectError?: string | true;
  readonly random?: unknown;
  readonly expect?: Readonly<Record<string, unknown>>;
}

/** A scenario file: one scenario (a file may also hold a list of them). */
export interface ScenarioFile {
  readonly name: string;
  /** The rulebook section and paragraph it tests. */
  readonly rule?: string;
  /** The game id (the registry's); a runner may assume one when it is absent. */
  readonly game?: string;
  /** Inline test cards, in the game's own card schema. */
  readonly cards?: unknown;
  /** The position, in the game's own setup schema. */
  readonly setup: unknown;
  readonly steps: readonly ScenarioStep[];
}

/** The outcome of one scenario. */
export interface ScenarioResult {
  readonly name: string;
  readonly ok: boolean;
  readonly message?: string;
}

/**
 * What the next step is about to do, for {@link ScenarioHooks.settle}, with the step itself (for
 * the game's own step fields).
 */
export type ScenarioNext = (
  | { readonly kind: 'act'; readonly action: unknown }
  | { readonly kind: 'random' }
  /** `afterAction`: the same step's action came just before (a game may then settle nothing). */
  | { readonly kind: 'expect'; readonly afterAction: boolean }
) & { readonly step: ScenarioStep };

/**
 * A game's part of the scenario runner. `W` is the runner's world: the position and whatever the
 * game's runner keeps beside it (a card database, the order draws come in). Hooks may throw for a
 * malformed scenario: the runner turns that into a failed scenario with the message.
 */
export interface ScenarioHooks<W = unknown> {
  /** The world the file's `setup` (and inline `cards`) describes. */
  start(file: ScenarioFile): W;
  /**
   * What the runner does by itself before the next step (e.g. passing reaction windows the steps
   * do not use, resolving random events nobody spelt out); return `w` unchanged for nothing.
   */
  settle(w: W, next: ScenarioNext): W;
  /** Applies an action (untrusted JSON from the file); a rule violation is an error value. */
  act(w: W, action: unknown): W | EngineError;
  /** Resolves the pending random event as `outcome` says; absent when the game has no such step. */
  random?(w: W, outcome: unknown): W | EngineError;
  /**
   * The problems of an `expect` step in words (empty: every path has its value); `step` is the
   * whole step (a game may read its own fields, e.g. whose view the paths are read in).
   */
  expect(w: W, expect: Readonly<Record<string, unknown>>, step: ScenarioStep): string[];
  /** What is wrong with the game's own fields of `step` (null: nothing), checked before it runs. */
  checkStep?(step: ScenarioStep): string | null;
  /** A text that changes whenever the position does (a refused action must not change it). */
  fingerprint(w: W): string;
}

function isEngineError(v: unknown): v is EngineError {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { code?: unknown }).code === 'string' &&
    typeof (v as { message?: unknown }).message === 'string' &&
    Object.keys(v).length === 2
  );
}

/** The step's action: `act`, or the older `do`. */
function actionOf(step: ScenarioStep): unknown {
  return step.act !== undefined ? step.act : step.do;
}

/**
 * Runs one scenario with `hooks`. Never throws: a malformed scenario fails with a message. `step
 * N` in a message counts from 1.
 */
export function runScenarioSteps<W>(hooks: ScenarioHooks<W>, file: ScenarioFile): ScenarioResult {
  const name = typeof file?.name === 'string' ? file.name : '(unnamed)';
  const fail = (message: string): ScenarioResult => ({ name, ok: false, message });
  try {
    if (!Array.isArray(file.steps)) return fail('a scenario has a list of steps');
    let w = hooks.start(file);
    for (let i = 0; i < file.steps.length; i++) {
      const step = file.steps[i]!;
      const where = `step ${i + 1}`;
      const wrong = hooks.checkStep?.(step) ?? null;
      if (wrong !== null) return fail(`${where}: ${wrong}`);
      const action = actionOf(step);
      if (action !== undefined) {
        w = hooks.settle(w, { kind: 'act', action, step });
        const before = hooks.fingerprint(w);
        const r = hooks.act(w, action);
        const shown = JSON.stringify(action);
        if (step.expectError !== undefined) {
          if (!isEngineError(r))
            return fail(`${where}: expected error ${String(step.expectError)}, ${shown} succeeded`);
          if (step.expectError !== true && r.code !== step.expectError)
            return fail(
              `${where}: expected error ${step.expectError}, got ${r.code} (${r.message})`,
            );
          if (hooks.fingerprint(w) !== before)
            return fail(`${where}: the failed action changed the state`);
        } else if (isEngineError(r))
          return fail(`${where}: ${shown} failed: ${r.code} (${r.message})`);
        else w = r;
      } else if (step.expectError !== undefined) {
        return fail(`${where}: expectError needs an action (act)`);
      }
      if (step.random !== undefined) {
        if (!hooks.random) return fail(`${where}: this game has no random step`);
        w = hooks.settle(w, { kind: 'random', step });
        const r = hooks.random(w, step.random);
        if (isEngineError(r)) return fail(`${where}: random: ${r.code} (${r.message})`);
        w = r;
      }
      if (step.expect !== undefined) {
        const afterAction = action !== undefined || step.random !== undefined;
        w = hooks.settle(w, { kind: 'expect', afterAction, step });
        const bad = hooks.expect(w, step.expect, step);
        if (bad.length > 0) return fail(`${where}: ${bad.join('; ')}`);
      }
    }
    return { name, ok: true };
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
}
