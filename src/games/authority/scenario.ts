/**
 * The Authority scenario runner: rules tests as data (docs/scenarios.md, "Authority"; the step
 * language is the one Paragons' scenarios use: `do`, `expectError`, `expect`). A scenario sets up
 * a state, submits actions, checks errors and expected values. The runner resolves random draws
 * in the order the setup lists the cards, and answers a market removal window with `keep` unless
 * the next step is that player's `cull` or `keep`.
 */
import type { Seat } from '../../engine/index.ts';
import {
  runScenarioSteps,
  type ScenarioFile,
  type ScenarioHooks,
  type ScenarioNext,
} from '../../engine/scenario.ts';
import { inQueueOrder, multisetSize } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import { waiting } from './gate.ts';
import { applyAction } from './rules.ts';
import { checkExpect } from './scenario-expect.ts';
import type { InlineCard, Setup } from './scenario-setup.ts';
import { scenarioDb, stateFromSetup } from './scenario-setup.ts';
import type { Action, GameState, Pick } from './types.ts';
import { foeOf } from './types.ts';

/** One step: an action (optionally expected to fail) or expected values. */
export interface Step {
  do?: Record<string, unknown>;
  expectError?: string | true;
  expect?: Record<string, unknown>;
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

/** The outcome of one scenario. */
export interface ScenarioResult {
  readonly name: string;
  readonly ok: boolean;
  readonly message?: string;
}

/** The order draws come in: per seat, and for the market deck (multisets in the engine). */
type DrawOrder = Record<string, string[]>;

function resolveRandom(s: GameState, order: DrawOrder): Action {
  const pend = s.pending;
  if (pend?.p !== 'random') throw new Error('no random request');
  const req = pend.request;
  const key = req.kind === 'public-draw' ? 'market' : req.seat;
  const m = key === 'market' ? s.marketDeck : s.players[key]!.deck.cards!;
  if (multisetSize(m) < req.count) throw new Error('deck too small');
  const queue = inQueueOrder(order[key] ?? [], m);
  const cards = queue.splice(0, req.count);
  order[key] = queue;
  return { type: 'random', k: req.k, cards };
}

/** Resolves random events, and passes a market removal window the next step does not answer. */
function settle(db: CardDb, s: GameState, order: DrawOrder, next: Step['do']): GameState {
  for (let guard = 0; guard < 1_000; guard++) {
    const w = waiting(s);
    let a: Action;
    if (w.kind === 'random') a = resolveRandom(s, order);
    else if (w.kind === 'act' && w.window === 'cull' && next !== undefined) {
      if (next.player === w.seat && (next.type === 'cull' || next.type === 'keep')) return s;
      a = { type: 'keep', player: w.seat };
    } else return s;
    const r = applyAction(db, s, a);
    if (r.error) throw new Error(`runner could not ${a.type}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  throw new Error('the runner kept settling without end');
}

function handSlot(s: GameState, seat: string, card: unknown): string | undefined {
  return s.players[seat]?.hand.find((x) => x.id === card)?.h;
}

/**
 * The engine action of a scenario step's `do` (docs/scenarios.md, "Authority actions"): hand cards
 * named by id get their slot, `end` its hand, `strike` its foe, a retire from hand its slot, an
 * `unmask` target named by card its index. Anything else passes as written (the engine judges it).
 */
export function parseAction(s: GameState, raw: Record<string, unknown>): Action {
  const a = { ...raw } as Record<string, unknown>;
  const seat = a.player as Seat;
  switch (a.type) {
    case 'attack':
    case 'defend':
    case 'recruit':
    case 'post':
    case 'ability':
    case 'unmask':
      a.slot ??= handSlot(s, seat, a.card) ?? `${seat}?`;
      if (a.type === 'unmask' && a.target && typeof a.target === 'object') {
        const t = a.target as { seat: Seat; index?: number; card?: string };
        if (t.index === undefined && t.card !== undefined)
          a.target = {
            seat: t.seat,
            index: s.players[t.seat]?.general.findIndex((g) => g.card === t.card) ?? -1,
          };
      }
      break;
    case 'end':
      a.hand ??= s.players[seat]?.hand.map((x) => x.id ?? '?') ?? [];
      break;
    case 'strike':
      a.foe ??= s.seats.includes(seat) ? foeOf(s, seat) : 'B';
      break;
    case 'choose': {
      const t = a.target as Record<string, unknown> | undefined;
      if (t && t.from === 'hand' && t.slot === undefined)
        a.target = { ...t, slot: handSlot(s, seat, t.card) ?? `${seat}?` } as Pick;
      break;
    }
  }
  return a as unknown as Action;
}

/** The runner's world: the position, its card set and the order draws come in. */
interface World {
  readonly db: CardDb;
  readonly s: GameState;
  readonly order: DrawOrder;
}

function nextAction(next: ScenarioNext): Step['do'] {
  if (next.kind !== 'act') return undefined;
  const a = next.action;
  return typeof a === 'object' && a !== null ? (a as Record<string, unknown>) : undefined;
}

/**
 * Authority's scenario hooks (src/engine/scenario.ts; docs/scenarios.md, "Authority"): the setup
 * schema of ./scenario-setup.ts, actions as {@link parseAction} reads them, the probe of
 * ./scenario-expect.ts. Before each step the runner resolves random draws in the listed order and
 * keeps the market when a removal window comes that the next step does not answer.
 */
export const AUTHORITY_SCENARIO: ScenarioHooks<World> = {
  start(file) {
    const sc = file as unknown as Scenario;
    if (sc.game !== 'authority') throw new Error(`game ${String(sc.game)}`);
    const db = scenarioDb(sc.cards);
    const order: DrawOrder = { market: [...(sc.setup.marketDeck ?? [])] };
    for (const [seat, p] of Object.entries(sc.setup.players ?? {}))
      order[seat] = [...(p?.deck ?? [])];
    return { db, s: stateFromSetup(db, sc.setup), order };
  },
  settle(w, next) {
    const order = { ...w.order };
    for (const k of Object.keys(order)) order[k] = [...order[k]!];
    const s = settle(w.db, w.s, order, nextAction(next));
    return s === w.s ? w : { ...w, s, order };
  },
  act(w, action) {
    if (typeof action !== 'object' || action === null || Array.isArray(action))
      return { code: 'malformed', message: 'an action is an object' };
    const r = applyAction(w.db, w.s, parseAction(w.s, action as Record<string, unknown>));
    return r.error ? r.error : { ...w, s: r.state };
  },
  expect: (w, expect) => checkExpect(w.db, w.s, expect),
  fingerprint: (w) => JSON.stringify(w.s),
};

/**
 * Runs one scenario through the shared step loop with {@link AUTHORITY_SCENARIO}. Never throws:
 * malformed scenarios fail with a message. `observe`, for tests, sees every state a step's action
 * is applied to.
 */
export function runScenario(
  sc: Scenario,
  observe?: (db: CardDb, s: GameState) => void,
): ScenarioResult {
  const file = sc as unknown as ScenarioFile;
  if (!observe) return runScenarioSteps(AUTHORITY_SCENARIO, file);
  return runScenarioSteps(
    {
      ...AUTHORITY_SCENARIO,
      act(w, action) {
        observe(w.db, w.s);
        return AUTHORITY_SCENARIO.act(w, action);
      },
    },
    file,
  );
}
