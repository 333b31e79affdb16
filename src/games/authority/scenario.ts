/**
 * The Authority scenario runner: rules tests as data (docs/scenarios.md, "Authority"; the step
 * language is the one Paragons' scenarios use: `do`, `expectError`, `expect`). A scenario sets up
 * a state, submits actions, checks errors and expected values. The runner resolves random draws
 * in the order the setup lists the cards, and answers a market removal window with `keep` unless
 * the next step is that player's `cull` or `keep`.
 */
import type { Multiset, Seat } from '../../engine/index.ts';
import { multisetSize } from '../../engine/index.ts';
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

/** The queue in listed order, keeping only what `m` still holds, then the rest in canonical order. */
function reconcile(queue: readonly string[], m: Multiset): string[] {
  const left: Record<string, number> = { ...m };
  const out: string[] = [];
  for (const id of queue)
    if ((left[id] ?? 0) > 0) {
      out.push(id);
      left[id]!--;
    }
  for (const id of Object.keys(left).sort()) for (let i = 0; i < left[id]!; i++) out.push(id);
  return out;
}

function resolveRandom(s: GameState, order: DrawOrder): Action {
  const pend = s.pending;
  if (pend?.p !== 'random') throw new Error('no random request');
  const req = pend.request;
  const key = req.kind === 'public-draw' ? 'market' : req.seat;
  const m = key === 'market' ? s.marketDeck : s.players[key]!.deck.cards!;
  if (multisetSize(m) < req.count) throw new Error('deck too small');
  const queue = reconcile(order[key] ?? [], m);
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
    if (sc.game !== 'authority') return { name, ok: false, message: `game ${String(sc.game)}` };
    const db = scenarioDb(sc.cards);
    const order: DrawOrder = { market: [...(sc.setup.marketDeck ?? [])] };
    for (const [seat, p] of Object.entries(sc.setup.players ?? {}))
      order[seat] = [...(p?.deck ?? [])];
    let s = stateFromSetup(db, sc.setup);
    for (let i = 0; i < sc.steps.length; i++) {
      const step = sc.steps[i]!;
      s = settle(db, s, order, step.do);
      const where = `step ${i + 1}`;
      if (step.do) {
        observe?.(db, s);
        const a = parseAction(s, step.do);
        const before = JSON.stringify(s);
        const r = applyAction(db, s, a);
        if (step.expectError !== undefined) {
          if (!r.error)
            return {
              name,
              ok: false,
              message: `${where}: expected error ${String(step.expectError)}, ${JSON.stringify(step.do)} succeeded`,
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
            message: `${where}: ${JSON.stringify(step.do)} failed: ${r.error.code} (${r.error.message})`,
          };
        else s = r.state;
      }
      if (step.expect) {
        s = settle(db, s, order, undefined);
        const bad = checkExpect(db, s, step.expect);
        if (bad.length) return { name, ok: false, message: `${where}: ${bad.join('; ')}` };
      }
    }
    return { name, ok: true };
  } catch (e) {
    return { name, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}
