/**
 * The scenario hooks of the Trials module (src/engine/scenario.ts; docs/scenarios.md, "Trials"):
 * the position is built by the rules engine's own scenario setup (../scenario-setup.ts, with the
 * file's inline cards), actions are applied by the rules (../rules.ts), and an `expect` step
 * compares dotted paths of the state (`players.A.energy`, `round`, `winner`) with their values.
 * Nothing is settled by itself: a scenario spells out every decline.
 */
import type { EngineError } from '../../../engine/index.ts';
import type { ScenarioHooks } from '../../../engine/scenario.ts';
import type { CardDb } from '../carddb.ts';
import { apply } from '../rules.ts';
import { scenarioDb, stateFromSetup, type InlineCard, type Setup } from '../scenario-setup.ts';
import type { TrialsState } from '../types.ts';

/** The runner's world: the card set of the file and the position. */
export interface TrialsWorld {
  readonly db: CardDb;
  readonly s: TrialsState;
}

/** The value at a dotted path of `root` (array indices as numbers), or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  let v: unknown = root;
  for (const key of path.split('.')) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** The problems of `expect` on `s`: each path whose value is not the expected one. */
export function expectProblems(
  s: TrialsState,
  expect: Readonly<Record<string, unknown>>,
): string[] {
  const out: string[] = [];
  for (const [path, want] of Object.entries(expect)) {
    const got = valueAt(s, path);
    if (JSON.stringify(got) !== JSON.stringify(want))
      out.push(`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  }
  return out;
}

/** Trials' scenario hooks (see the module comment). */
export const TRIALS_SCENARIO: ScenarioHooks<TrialsWorld> = {
  start(file) {
    if (file.game !== undefined && file.game !== 'trials') throw new Error(`game ${file.game}`);
    const db = scenarioDb(file.cards as Record<string, InlineCard> | undefined);
    return { db, s: stateFromSetup(db, file.setup as Setup) };
  },
  settle: (w) => w,
  act(w, action): TrialsWorld | EngineError {
    const r = apply(w.db, w.s, action);
    return r.error ? r.error : { ...w, s: r.state };
  },
  expect: (w, expect) => expectProblems(w.s, expect),
  fingerprint: (w) => JSON.stringify(w.s),
};
