/**
 * The easy and normal bots, for any game with bot hooks (src/engine/bot-hooks.ts).
 *
 * easy: random legal actions with simple preferences (docs/ai.md "Levels"): the game weighs each
 * kind of action (`easyKind`, `easyWeight`), and a kind's weight is shared among its variants.
 * Around the game's searched play it answers with the game's easy policy (`policy`).
 *
 * normal: a one-step lookahead over every legal action, judged by the game's static evaluation
 * (`evaluate`). Each action is applied to the seat's own view and played forward through the
 * windows it opens (`settle`), so winning moves score as wins, bad trades score low, and an idle
 * action (`idleKind`: ending the turn, passing) is chosen when nothing improves the position.
 * Around the searched play it answers with the game's normal policy.
 */
import type { BotTypes, SearchHooks } from '../engine/bot-hooks.ts';
import type { Seat } from '../engine/types.ts';
import type { Bot, DecideOptions, Decision, Level, Rng } from './bot.ts';
import { mixSeed, rngOf } from './bot.ts';
import { hooksOf, type SeatView } from './seat-view.ts';

function weighted<T extends BotTypes>(
  g: SearchHooks<T>,
  rng: Rng,
  legal: readonly T['action'][],
): T['action'] {
  // Weights are per kind of action, shared among the actions of that kind, so a card with eight
  // placements is not eight times as likely as ending the turn.
  const perKind = new Map<string, number>();
  for (const a of legal) {
    const k = g.easyKind(a);
    perKind.set(k, (perKind.get(k) ?? 0) + 1);
  }
  let total = 0;
  const w = legal.map((a) => {
    const k = g.easyKind(a);
    const x = g.easyWeight(k) / perKind.get(k)!;
    total += x;
    return x;
  });
  let r = rng() * total;
  for (let i = 0; i < legal.length; i++) {
    r -= w[i]!;
    if (r < 0) return legal[i]!;
  }
  return legal[legal.length - 1]!;
}

/** Easy's searched-window action of `me` (the state may be a view or a sample). */
export function easyAction<T extends BotTypes>(
  g: SearchHooks<T>,
  s: T['state'],
  me: Seat,
  rng: Rng,
): T['action'] {
  const legal = g.legalActions(s, me);
  if (legal.length === 0) throw new Error(`no legal action for ${me}`);
  if (legal.length === 1) return legal[0]!;
  return weighted(g, rng, legal);
}

/**
 * A bot of `level` outside its searched play: null when the view's seat has nothing to decide,
 * the game's policy where the window is not searched, else `searched` (the level's own play).
 */
export function decideWith<T extends BotTypes>(
  v: SeatView<T>,
  policyLevel: Level,
  rng: Rng,
  searched: (g: SearchHooks<T>, s: T['state']) => T['action'],
): Decision<T> | null {
  const hooks = hooksOf(v);
  const w = hooks.window(v.match, v.seat);
  if (w === null) return null;
  const flow = hooks.policy(v.match, v.seat, w, policyLevel, rng);
  if (flow) return flow;
  const g = hooks.search;
  return { kind: 'action', action: g.toMove(searched(g, g.stateOf(v.match))) };
}

/** The easy bot. */
export const EASY: Bot = {
  level: 'easy',
  decide<T extends BotTypes>(v: SeatView<T>, options: DecideOptions): Decision<T> | null {
    const rng = rngOf(options.seed);
    return decideWith(v, 'easy', rng, (g, s) => easyAction(g, s, v.seat, rng));
  },
};

/** An action and how the lookahead judged it. */
export interface Ranked<A> {
  readonly action: A;
  readonly value: number;
}

/**
 * Every legal action of `me` in `s`, judged by one step of lookahead, best first (ties keep the
 * engine's order). `seed` fixes the random draws made while looking ahead (the same for every
 * action, so they are compared on equal terms).
 */
export function rankActions<T extends BotTypes>(
  g: SearchHooks<T>,
  s: T['state'],
  me: Seat,
  seed: number,
  legal?: T['action'][],
): Ranked<T['action']>[] {
  const actions = legal ?? g.legalActions(s, me);
  const base = g.evaluate(s, me);
  const activity = g.values.activity;
  const out: Ranked<T['action']>[] = [];
  for (const a of actions) {
    const idle = g.idleKind(a);
    let value: number;
    if (idle === 'end') value = base;
    else {
      const n = g.apply(s, a);
      if (!n) continue;
      const after = g.settle(n, rngOf(seed));
      value = g.evaluate(after, me) + (idle === 'pass' ? 0 : activity);
    }
    out.push({ action: a, value });
  }
  return out
    .map((r, i) => ({ r, i }))
    .sort((x, y) => y.r.value - x.r.value || x.i - y.i)
    .map((x) => x.r);
}

/** Normal's searched-window action for `me` (the state may be a view or a sample). */
export function normalAction<T extends BotTypes>(
  g: SearchHooks<T>,
  s: T['state'],
  me: Seat,
  rng: Rng,
): T['action'] {
  const legal = g.legalActions(s, me);
  if (legal.length === 0) throw new Error(`no legal action for ${me}`);
  if (legal.length === 1) return legal[0]!;
  const ranked = rankActions(g, s, me, mixSeed(Math.floor(rng() * 2 ** 32), 1), legal);
  return ranked[0]?.action ?? legal[0]!;
}

/** True when `value` is a won game on the scale of `g`'s evaluation. */
export function isWin<T extends BotTypes>(g: SearchHooks<T>, value: number): boolean {
  return value >= g.values.win / 2;
}

/** The normal bot. */
export const NORMAL: Bot = {
  level: 'normal',
  decide<T extends BotTypes>(v: SeatView<T>, options: DecideOptions): Decision<T> | null {
    const rng = rngOf(options.seed);
    return decideWith(v, 'normal', rng, (g, s) => normalAction(g, s, v.seat, rng));
  },
};
