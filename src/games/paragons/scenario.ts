/**
 * Paragons' part of the scenario runner (docs/scenarios.md; the format is relied on by other
 * tools, keep it stable: additions only; the step loop is the shared one of
 * src/engine/scenario.ts): its setup schemas — a Game Phase position, or with `setup.phase` =
 * `classes`, `draft`, `deckbuild`, `swap` or `game` a position of the match flow
 * (./match/scenario.ts) — its actions, its `random` step (the cards a pending draw or layout gives)
 * and its `expect` paths. The runner passes the reaction, defend and retarget windows the steps do
 * not use, and resolves random draws in the order the setup lists the cards. A step with
 * `"flush": false` is taken as the state stands (nothing passed or drawn first); an action step
 * with `"window": "priority"` is submitted in a reaction window of its player (only the other
 * seat's windows are passed first); an `expect` step may read one seat's `view`.
 */
import type { EngineError } from '../../engine/index.ts';
import { inQueueOrder, multisetSize } from '../../engine/index.ts';
import {
  runScenarioSteps,
  type ScenarioFile,
  type ScenarioHooks,
  type ScenarioNext,
  type ScenarioResult,
  type ScenarioStep,
} from '../../engine/scenario.ts';
import type { CardDb } from './carddb.ts';
import { waiting } from './gate.ts';
import { applyAction } from './rules.ts';
import { checkExpect } from './scenario-expect.ts';
import type { InlineCard, Setup } from './scenario-setup.ts';
import { scenarioDb, stateFromSetup } from './scenario-setup.ts';
import type { Action, GameState, PSeat } from './types.ts';
import { isSeat } from './types.ts';
import { seatState } from './view.ts';
import type { RunnerFacts } from './scenario-expect.ts';
import { applyMatch } from './match/match.ts';
import type { MatchAction, MatchState } from './match/types.ts';
import {
  completeChoiceAction,
  completeDeckAction,
  matchExpect,
  matchFromSetup,
  settleMatch,
  type MatchSetup,
} from './match/scenario.ts';

/** One step of a Paragons scenario (the shared step language, with Paragons actions). */
export interface Step extends ScenarioStep {
  readonly do?: Action;
  readonly act?: Action;
  /** `false`: take the step as the state stands (no window passed, no draw resolved before it). */
  readonly flush?: boolean;
  /** An action submitted in a reaction window of its player (the other seat's windows are passed). */
  readonly window?: 'priority';
  /** Read the `expect` paths in this seat's view of the state. */
  readonly view?: PSeat;
}

/** A Paragons scenario file. */
export interface Scenario extends ScenarioFile {
  readonly cards?: Record<string, InlineCard>;
  readonly setup: Setup;
  readonly steps: readonly Step[];
}

export type { ScenarioResult };

/** The order draws come in: the setup's listed order of each deck (multisets in the engine). */
interface DrawOrder {
  A: string[];
  B: string[];
  pool: string[];
}

/** The runner's world: a Game Phase position, or a position of the match flow. */
type World =
  | {
      readonly kind: 'game';
      readonly db: CardDb;
      readonly s: GameState;
      readonly order: DrawOrder;
      readonly facts: RunnerFacts;
    }
  | { readonly kind: 'match'; readonly s: MatchState; readonly layouts: string[][] };

function resolveRandom(s: GameState, order: DrawOrder): Action {
  const req = s.pending?.p === 'random' ? s.pending.request : undefined;
  if (!req) throw new Error('no random request');
  const key = req.kind === 'public-draw' ? 'pool' : (req.seat as PSeat);
  const m = key === 'pool' ? s.poolDeck : s.players[key].deck.cards!;
  const queue = inQueueOrder(order[key], m);
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

function describeWait(s: GameState): string {
  const w = waiting(s);
  return w.kind === 'act' ? `${w.seat} in a ${w.window} window` : w.kind;
}

/**
 * Passes unused windows and (unless `draws` is false) resolves random events before `next` (see
 * the module comment). With `inWindow`, it stops only at a reaction window of `next`'s player, and
 * fails if the engine waits on anything else that it would not pass.
 */
function settle(
  db: CardDb,
  s: GameState,
  order: DrawOrder,
  next: Action | undefined,
  draws = true,
  inWindow = false,
): GameState {
  for (let guard = 0; guard < 10_000; guard++) {
    const w = waiting(s);
    let a: Action;
    const actor = next && next.type !== 'random' ? next.player : undefined;
    if (w.kind === 'random' && draws) a = resolveRandom(s, order);
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

/** Setup phases that run against the whole-match engine (match/scenario.ts). */
const MATCH_PHASES: ReadonlySet<string> = new Set([
  'classes',
  'draft',
  'deckbuild',
  'swap',
  'game',
]);

function cardList(outcome: unknown): string[] {
  if (!Array.isArray(outcome) || !outcome.every((c) => typeof c === 'string'))
    throw new Error('a random step lists the cards drawn (card ids)');
  return outcome as string[];
}

const badRandom = (message: string): EngineError => ({ code: 'wrong-random', message });

/** Paragons' scenario hooks (see the module comment). */
export const PARAGONS_SCENARIO: ScenarioHooks<World> = {
  start(file) {
    const sc = file as Scenario;
    const phase = (sc.setup as { phase?: string } | undefined)?.phase;
    if (phase !== undefined && MATCH_PHASES.has(phase)) {
      const setup = sc.setup as unknown as MatchSetup;
      const layouts = (setup.layouts ?? []).map((l) => [...l]);
      return { kind: 'match', s: matchFromSetup(setup), layouts };
    }
    const db = scenarioDb(sc.cards);
    const sp = sc.setup.players ?? {};
    const order: DrawOrder = {
      A: [...(sp.A?.deck ?? [])],
      B: [...(sp.B?.deck ?? [])],
      pool: [...(sc.setup.poolDeck ?? [])],
    };
    const facts: RunnerFacts = { order: sc.setup.ordered === true ? order : null };
    return { kind: 'game', db, s: stateFromSetup(db, sc.setup), order, facts };
  },
  checkStep(step) {
    const st = step as Step;
    const action = st.act ?? st.do;
    if (st.window !== undefined && (st.window !== 'priority' || action === undefined))
      return '"window" is "priority", on an action step';
    if (st.view !== undefined && (!isSeat(st.view) || st.expect === undefined))
      return '"view" is "A" or "B", on an expect step';
    return null;
  },
  settle(w, next: ScenarioNext) {
    if (w.kind === 'match') {
      return next.kind === 'random' ? w : { ...w, s: settleMatch(w.s, w.layouts) };
    }
    if (next.kind === 'expect' && next.afterAction) return w;
    const step = next.step as Step;
    if (step.flush === false) return w;
    const action = next.kind === 'act' ? (next.action as Action) : undefined;
    const inWindow = next.kind === 'act' && step.window === 'priority';
    return { ...w, s: settle(w.db, w.s, w.order, action, next.kind !== 'random', inWindow) };
  },
  act(w, action) {
    if (w.kind === 'match') {
      const a = completeChoiceAction(w.s, completeDeckAction(w.s, action as MatchAction));
      const r = applyMatch(w.s, a);
      return r.error ? r.error : { ...w, s: r.state };
    }
    const r = applyAction(w.db, w.s, action as Action);
    return r.error ? r.error : { ...w, s: r.state };
  },
  random(w, outcome) {
    const cards = cardList(outcome);
    if (w.kind === 'match') {
      if (!w.s.random) return badRandom('no layout is pending');
      const r = applyMatch(w.s, { type: 'random', k: w.s.random.k, cards });
      return r.error ? r.error : { ...w, s: r.state };
    }
    const req = w.s.pending?.p === 'random' ? w.s.pending.request : undefined;
    if (!req) return badRandom('no random event is pending');
    const r = applyAction(w.db, w.s, { type: 'random', k: req.k, cards });
    return r.error ? r.error : { ...w, s: r.state };
  },
  expect(w, expect, step) {
    if (w.kind === 'match') return matchExpect(w.s, expect);
    const view = (step as Step).view;
    const seen = view === undefined ? w.s : seatState(w.s, view);
    return checkExpect(w.db, seen, { ...expect }, w.facts);
  },
  fingerprint: (w) => JSON.stringify(w.s),
};

/**
 * Runs one Paragons scenario. Never throws: malformed scenarios fail with a message. `observe`, for
 * tests, sees every Game Phase state a step's action is applied to.
 */
export function runScenario(
  sc: Scenario,
  observe?: (db: CardDb, s: GameState) => void,
): ScenarioResult {
  const name = sc.name ?? '(unnamed)';
  if (sc.game !== undefined && sc.game !== 'paragons')
    return { name, ok: false, message: `game ${sc.game}` };
  if (!observe) return runScenarioSteps(PARAGONS_SCENARIO, sc);
  return runScenarioSteps(
    {
      ...PARAGONS_SCENARIO,
      act(w, action) {
        if (w.kind === 'game') observe(w.db, w.s);
        return PARAGONS_SCENARIO.act(w, action);
      },
    },
    sc,
  );
}
