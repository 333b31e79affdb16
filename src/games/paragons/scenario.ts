/**
 * The scenario runner: rules tests as data (docs/scenarios.md; the format is relied on by other
 * tools, keep it stable: additions only). A scenario sets up a state, submits actions, checks
 * errors and expected values. The runner passes the reaction, defend and retarget windows the steps
 * do not use, and resolves random draws in the order the setup lists the cards. A step with
 * `"flush": false` is taken as the state stands (nothing passed or drawn first); a `do` step with
 * `"window": "priority"` is submitted in a reaction window of its player (only the other seat's
 * windows are passed first); an `expect` step may read one seat's `view`.
 */
import type { Multiset } from '../../engine/index.ts';
import { multisetSize } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import { waiting } from './gate.ts';
import { applyAction } from './rules.ts';
import { checkExpect } from './scenario-expect.ts';
import type { InlineCard, Setup } from './scenario-setup.ts';
import { scenarioDb, stateFromSetup } from './scenario-setup.ts';
import type { Action, GameState, PSeat } from './types.ts';
import { isSeat } from './types.ts';
import { seatState } from './view.ts';
import type { MatchSetup, MatchStepSpec } from './match/scenario.ts';
import { runMatchScenario } from './match/scenario.ts';

/** One step: an action (optionally expected to fail) or expected values. */
export interface Step {
  do?: Action;
  expectError?: string | true;
  expect?: Record<string, unknown>;
  /** `false`: take the step as the state stands (no window passed, no draw resolved before it). */
  flush?: boolean;
  /** A `do` submitted in a reaction window of its player (the other seat's windows are passed). */
  window?: 'priority';
  /** Read the `expect` paths in this seat's view of the state. */
  view?: PSeat;
}

/** A scenario file. */
export interface Scenario {
  name: string;
  rule?: string;
  game?: string;
  cards?: Record<string, InlineCard>;
  setup: Setup;
  steps: Step[];
}

/** Setup phases that run against the whole-match engine (match/scenario.ts). */
const MATCH_PHASES: readonly string[] = ['classes', 'draft', 'deckbuild', 'swap', 'game'];

/** The outcome of one scenario. */
export interface ScenarioResult {
  readonly name: string;
  readonly ok: boolean;
  readonly message?: string;
}

/** The order draws come in: the setup's listed order of each deck (multisets in the engine). */
interface DrawOrder {
  A: string[];
  B: string[];
  pool: string[];
}

function reconcile(queue: string[], m: Multiset): string[] {
  const left: Record<string, number> = { ...m };
  const out: string[] = [];
  for (const id of queue) {
    if ((left[id] ?? 0) > 0) {
      out.push(id);
      left[id]!--;
    }
  }
  for (const id of Object.keys(left).sort()) for (let i = 0; i < left[id]!; i++) out.push(id);
  return out;
}

function resolveRandom(s: GameState, order: DrawOrder): Action {
  const req = s.pending?.p === 'random' ? s.pending.request : undefined;
  if (!req) throw new Error('no random request');
  const key = req.kind === 'public-draw' ? 'pool' : (req.seat as PSeat);
  const m = key === 'pool' ? s.poolDeck : s.players[key].deck.cards!;
  const queue = reconcile(order[key], m);
  if (multisetSize(m) < req.count) throw new Error('deck too small');
  const cards = queue.splice(0, req.count);
  order[key] = queue;
  return { type: 'random', k: req.k, cards };
}

function passFor(seat: PSeat): Action {
  return { type: 'pass', player: seat };
}

/**
 * Whether a step's action answers the window the runner would otherwise pass (docs/scenarios.md,
 * "Windows"): `defend` or `pass` a defend window; `spell`, `ability`, `cast`, `reveal` or `pass` a
 * reaction window; `retarget` or `pass` a retarget window. The engine accepts more in a reaction
 * window on the acting seat's own turn (docs/rules/paragons.md, 38); a step submits those there
 * with `"window": "priority"`, so files written before keep their meaning.
 */
function answers(window: string, type: Action['type']): boolean {
  if (type === 'pass') return true;
  if (window === 'defend') return type === 'defend';
  if (window === 'retarget') return type === 'retarget';
  return type === 'spell' || type === 'ability' || type === 'cast' || type === 'reveal';
}

/**
 * Passes unused windows and resolves random events before `next` (see the module comment). With
 * `inWindow`, it stops only at a reaction window of `next`'s player, and fails if the engine waits
 * on anything else that it would not pass.
 */
function settle(
  db: CardDb,
  s: GameState,
  order: DrawOrder,
  next: Action | undefined,
  inWindow = false,
): GameState {
  for (let guard = 0; guard < 10_000; guard++) {
    const w = waiting(s);
    let a: Action;
    const actor = next && next.type !== 'random' ? next.player : undefined;
    if (w.kind === 'random') a = resolveRandom(s, order);
    else if (
      w.kind === 'act' &&
      (w.window === 'priority' || w.window === 'defend' || w.window === 'retarget')
    ) {
      if (inWindow) {
        if (actor === w.seat && w.window === 'priority') return s;
      } else if (actor === w.seat && answers(w.window, next!.type)) return s;
      a = passFor(w.seat as PSeat);
    } else if (inWindow) {
      throw new Error(
        `no reaction window of ${String(actor)}: the game waits on ${describeWait(s)}`,
      );
    } else return s;
    const r = applyAction(db, s, a);
    if (r.error) throw new Error(`runner could not ${a.type}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  throw new Error('the runner kept passing windows without end');
}

function describe(a: Action): string {
  return JSON.stringify(a);
}

function describeWait(s: GameState): string {
  const w = waiting(s);
  return w.kind === 'act' ? `${w.seat} in a ${w.window} window` : w.kind;
}

/**
 * Runs one scenario. Never throws: malformed scenarios fail with a message. `observe`, for tests,
 * sees every state a step's action is applied to.
 */
export function runScenario(
  sc: Scenario,
  observe?: (db: CardDb, s: GameState) => void,
): ScenarioResult {
  const name = sc.name ?? '(unnamed)';
  try {
    if (sc.game !== undefined && sc.game !== 'paragons')
      return { name, ok: false, message: `game ${sc.game}` };
    const phase = (sc.setup as { phase?: string }).phase;
    if (MATCH_PHASES.includes(phase ?? '')) {
      const r = runMatchScenario(sc.setup as unknown as MatchSetup, sc.steps as MatchStepSpec[]);
      return { name, ...r };
    }
    const db = scenarioDb(sc.cards);
    const sp = sc.setup.players ?? {};
    const order: DrawOrder = {
      A: [...(sp.A?.deck ?? [])],
      B: [...(sp.B?.deck ?? [])],
      pool: [...(sc.setup.poolDeck ?? [])],
    };
    const facts = { order: sc.setup.ordered === true ? order : null };
    let s = stateFromSetup(db, sc.setup);
    for (let i = 0; i < sc.steps.length; i++) {
      const step = sc.steps[i]!;
      const where = `step ${i + 1}`;
      if (step.window !== undefined && (step.window !== 'priority' || !step.do))
        return { name, ok: false, message: `${where}: "window" is "priority", on a do step` };
      if (step.view !== undefined && (!isSeat(step.view) || !step.expect))
        return { name, ok: false, message: `${where}: "view" is "A" or "B", on an expect step` };
      if (step.flush !== false) s = settle(db, s, order, step.do, step.window === 'priority');
      if (step.do) {
        observe?.(db, s);
        const before = JSON.stringify(s);
        const r = applyAction(db, s, step.do);
        if (step.expectError !== undefined) {
          if (!r.error)
            return {
              name,
              ok: false,
              message: `${where}: expected error ${String(step.expectError)}, ${describe(step.do)} succeeded`,
            };
          if (step.expectError !== true && r.error.code !== step.expectError)
            return {
              name,
              ok: false,
              message: `${where}: expected error ${step.expectError}, got ${r.error.code} (${r.error.message})`,
            };
          if (JSON.stringify(s) !== before)
            return { name, ok: false, message: `${where}: the failed action changed the state` };
        } else if (r.error)
          return {
            name,
            ok: false,
            message: `${where}: ${describe(step.do)} failed: ${r.error.code} (${r.error.message})`,
          };
        else s = r.state;
      }
      if (step.expect) {
        const seen = step.view === undefined ? s : seatState(s, step.view);
        const bad = checkExpect(db, seen, step.expect, facts);
        if (bad.length) return { name, ok: false, message: `${where}: ${bad.join('; ')}` };
      }
    }
    return { name, ok: true };
  } catch (e) {
    return { name, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}
