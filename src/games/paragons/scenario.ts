/**
 * Paragons' part of the scenario runner (docs/scenarios.md; the step loop is the shared one of
 * src/engine/scenario.ts): its setup schemas — a Game Phase position, or with `setup.phase` =
 * `draft`, `deckbuild`, `swap` or `game` a position of the match flow (./match/scenario.ts) — its
 * actions, its `random` step (the cards a pending draw or layout gives) and its `expect` paths. The
 * runner passes the reaction, defend and retarget windows the steps do not use, and resolves
 * random draws in the order the setup lists the cards.
 */
import type { EngineError, Multiset } from '../../engine/index.ts';
import { multisetSize } from '../../engine/index.ts';
import {
  runScenarioSteps,
  type ScenarioFile,
  type ScenarioHooks,
  type ScenarioNext,
  type ScenarioResult,
  type ScenarioStep,
} from '../../engine/scenario.ts';
import type { CardDb } from './carddb.ts';
import { accepts, waiting } from './gate.ts';
import { applyAction } from './rules.ts';
import { checkExpect } from './scenario-expect.ts';
import type { InlineCard, Setup } from './scenario-setup.ts';
import { scenarioDb, stateFromSetup } from './scenario-setup.ts';
import type { Action, GameState, PSeat } from './types.ts';
import { applyMatch } from './match/match.ts';
import type { MatchAction, MatchState } from './match/types.ts';
import {
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
  | { readonly kind: 'game'; readonly db: CardDb; readonly s: GameState; readonly order: DrawOrder }
  | { readonly kind: 'match'; readonly s: MatchState; readonly layouts: string[][] };

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
 * Passes unused windows and (unless `draws` is false) resolves random events before `next` (see
 * the module comment).
 */
function settle(
  db: CardDb,
  s: GameState,
  order: DrawOrder,
  next: Action | undefined,
  draws = true,
): GameState {
  for (let guard = 0; guard < 10_000; guard++) {
    const w = waiting(s);
    let a: Action;
    if (w.kind === 'random' && draws) a = resolveRandom(s, order);
    else if (
      w.kind === 'act' &&
      (w.window === 'priority' || w.window === 'defend' || w.window === 'retarget')
    ) {
      if (next && next.type !== 'random' && next.player === w.seat && accepts(w.window, next.type))
        return s;
      a = passFor(w.seat as PSeat);
    } else return s;
    const r = applyAction(db, s, a);
    if (r.error) throw new Error(`runner could not ${a.type}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  throw new Error('the runner kept passing windows without end');
}

const MATCH_PHASES: ReadonlySet<string> = new Set(['draft', 'deckbuild', 'swap', 'game']);

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
    return { kind: 'game', db, s: stateFromSetup(db, sc.setup), order };
  },
  settle(w, next: ScenarioNext) {
    if (w.kind === 'match') {
      return next.kind === 'random' ? w : { ...w, s: settleMatch(w.s, w.layouts) };
    }
    if (next.kind === 'expect' && next.afterAction) return w;
    const action = next.kind === 'act' ? (next.action as Action) : undefined;
    return { ...w, s: settle(w.db, w.s, w.order, action, next.kind !== 'random') };
  },
  act(w, action) {
    if (w.kind === 'match') {
      const r = applyMatch(w.s, completeDeckAction(w.s, action as MatchAction));
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
  expect(w, expect) {
    return w.kind === 'match' ? matchExpect(w.s, expect) : checkExpect(w.db, w.s, { ...expect });
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
