/**
 * The Trials scenario runner: rules tests as data (docs/scenarios.md, "Trials"; the shared step
 * language of src/engine/scenario.ts). Actions may name cards by card id where the handle or
 * instance id is meant (the runner looks the card up: in hand for `play` and `discard`, in play
 * for attackers, sources, Avatars and targets). Before each step the runner declines the open
 * response windows the step does not answer (see {@link TRIALS_SCENARIO}); trigger, Scout and
 * discard choices are never made for the scenario.
 */
import type { EngineError } from '../../engine/index.ts';
import type { ScenarioFile, ScenarioHooks, ScenarioStep } from '../../engine/scenario.ts';
import { runScenarioSteps } from '../../engine/scenario.ts';
import type { CardDb } from './carddb.ts';
import { effectsOf } from './carddb.ts';
import { apply } from './rules.ts';
import { checkExpect, findInPlay } from './scenario-expect.ts';
import type { InlineCard, Setup } from './scenario-setup.ts';
import { scenarioDb, stateFromSetup } from './scenario-setup.ts';
import { defAt, idOf } from './stats.ts';
import type { TrialsState, TSeat } from './types.ts';
import { isSeat, playerOf } from './types.ts';
import { view } from './view.ts';
import { waiting } from './waiting.ts';

/** One step, with the Trials fields: `window`, `flush`, `view`. */
export interface TrialsStep extends ScenarioStep {
  /**
   * On an action step: `main` declines every open window first (the action comes after the stack
   * resolved); `priority` (default for `play`, `activate`, `decline`) answers the open window of
   * its player.
   */
  readonly window?: 'main' | 'priority';
  /** `false`: take the step as the state stands (no window is declined before it). */
  readonly flush?: boolean;
  /** On an `expect` step: read the paths in that seat's view. */
  readonly view?: TSeat;
}

/** A scenario file. */
export interface Scenario {
  name: string;
  rule?: string;
  game?: string;
  cards?: Record<string, InlineCard>;
  setup: Setup;
  steps: TrialsStep[];
}

/** The outcome of one scenario. */
export interface ScenarioResult {
  readonly name: string;
  readonly ok: boolean;
  readonly message?: string;
}

/** The runner's world: the card set and the omniscient position. */
interface World {
  readonly db: CardDb;
  readonly s: TrialsState;
}

function inPlayId(s: TrialsState, ref: unknown): unknown {
  if (typeof ref !== 'string') return ref;
  const l = findInPlay(s, ref);
  return l ? idOf(l) : ref;
}

function handSlot(s: TrialsState, seat: TSeat, card: unknown) {
  return playerOf(s, seat).hand.find((x) => x.id === card || x.h === card);
}

/**
 * The engine action of a scenario step's action (docs/scenarios.md, "Trials actions"): `card`
 * of a `play` becomes its hand handle and id, `discard` lists of card ids become shown cards, card
 * ids in play become instance ids, an `activate` without `index` takes the card's first activated
 * effect, a `play` without `avatar` goes to the player's first Avatar.
 */
export function parseAction(db: CardDb, s: TrialsState, raw: Record<string, unknown>): unknown {
  const a = { ...raw };
  if (!isSeat(a.player)) return a;
  const seat = a.player;
  const shown = (xs: unknown) =>
    Array.isArray(xs)
      ? xs.map((x) => {
          if (typeof x !== 'string') return x;
          const slot = handSlot(s, seat, x);
          return slot ? { h: slot.h, id: slot.id } : { h: x, id: x };
        })
      : xs;
  if (a.type === 'play' && a.card !== undefined && a.h === undefined) {
    const slot = handSlot(s, seat, a.card);
    a.h = slot?.h ?? a.card;
    a.id ??= slot?.id ?? a.card;
    delete a.card;
  }
  if (a.type === 'play') a.avatar ??= `${seat}:av0`;
  if (a.type === 'discard') a.cards = shown(a.cards);
  if (a.type === 'activate' && a.discard !== undefined) a.discard = shown(a.discard);
  for (const k of ['attacker', 'source', 'avatar', 'target', 'detach'])
    if (k in a) a[k] = inPlayId(s, a[k]);
  if (Array.isArray(a.targets)) a.targets = a.targets.map((t) => inPlayId(s, t));
  if (a.type === 'activate' && a.index === undefined && typeof a.source === 'string') {
    const l = findInPlay(s, a.source);
    if (l)
      a.index = effectsOf(defAt(db, l), l.att ? 'front' : l.avatar.side).findIndex(
        (e) => 'activate' in e,
      );
  }
  return a;
}

const RESPONSES = new Set(['play', 'activate', 'decline']);

/** Declines open windows until `stop` says the step answers the window (or none is open). */
function declineUntil(w: World, stop: (seat: TSeat) => boolean): World {
  let s = w.s;
  for (let guard = 0; guard < 200; guard++) {
    const wt = waiting(s);
    if (wt.kind !== 'act' || wt.window !== 'priority' || stop(wt.seat)) break;
    const r = apply(w.db, s, { type: 'decline', player: wt.seat });
    if (r.error) throw new Error(`runner could not decline: ${r.error.code}`);
    s = r.state;
  }
  return s === w.s ? w : { ...w, s };
}

/**
 * Trials' scenario hooks. Before an action step, open windows are declined unless the step is a
 * `play`, `activate` or `decline` by the seat holding priority (and not marked `"window":
 * "main"`); before an `expect` step every open window is declined. `"flush": false` skips both.
 */
export const TRIALS_SCENARIO: ScenarioHooks<World> = {
  start(file) {
    const sc = file as unknown as Scenario;
    if (sc.game !== 'trials') throw new Error(`game ${String(sc.game)}`);
    const db = scenarioDb(sc.cards);
    return { db, s: stateFromSetup(db, sc.setup ?? {}) };
  },
  settle(w, next) {
    const step = next.step as TrialsStep;
    if (step.flush === false) return w;
    if (next.kind === 'expect') return declineUntil(w, () => false);
    if (next.kind !== 'act') return w;
    const a = next.action as Record<string, unknown> | null;
    if (step.window === 'main') return declineUntil(w, () => false);
    return declineUntil(
      w,
      (seat) => a !== null && a.player === seat && RESPONSES.has(String(a.type)),
    );
  },
  act(w, action): World | EngineError {
    if (typeof action !== 'object' || action === null || Array.isArray(action))
      return { code: 'bad-action', message: 'an action is an object' };
    const r = apply(w.db, w.s, parseAction(w.db, w.s, action as Record<string, unknown>));
    return r.error ? r.error : { ...w, s: r.state };
  },
  expect(w, expect, step) {
    const seat = (step as TrialsStep).view;
    return checkExpect(w.db, seat !== undefined ? view(w.s, seat) : w.s, expect);
  },
  checkStep(step) {
    const t = step as TrialsStep;
    if (t.view !== undefined && !isSeat(t.view)) return 'view is "A" or "B"';
    if (t.window !== undefined && t.window !== 'main' && t.window !== 'priority')
      return 'window is "main" or "priority"';
    return null;
  },
  fingerprint: (w) => JSON.stringify(w.s),
};

/** Runs one scenario through the shared step loop. Never throws. */
export function runScenario(sc: Scenario): ScenarioResult {
  return runScenarioSteps(TRIALS_SCENARIO, sc as unknown as ScenarioFile);
}
