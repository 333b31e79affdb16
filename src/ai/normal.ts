/**
 * The normal bot: a one-step lookahead over every legal action, judged by the static evaluation
 * (src/ai/evaluate.ts: board value, life, cards in hand and Hidden). Each action is applied to the
 * seat's own view and played forward through the windows it opens (the opponent is assumed to pass,
 * defenders are chosen as the defender would, random draws come from what the view knows), so
 * lethal attacks score as wins, bad trades and wasted spells score low, and ending the turn is
 * chosen when nothing improves the position (which spends mana before the turn ends: tempo).
 * Defending, reacting and retargeting are judged the same way. Drafting by card rating and
 * building by curve come from src/ai/flow.ts.
 */
import { GAME } from '../games/paragons/match/games.ts';
import type { Action, GameState, PSeat } from '../games/paragons/types.ts';
import type { Bot, DecideOptions, Decision, Rng } from './bot.ts';
import { mixSeed, rngOf, windowOf } from './bot.ts';
import { applyGame, evaluate, settle, WIN } from './evaluate.ts';
import { act, flowDecision } from './flow.ts';
import { assertSeatView, gameOf, type SeatView } from './seat-view.ts';

/** An action and how the lookahead judged it. */
export interface Ranked {
  readonly action: Action;
  readonly value: number;
}

/** A small bonus for doing something over waiting, so equal positions spend mana. */
const ACTIVITY = 0.05;

/**
 * Every legal action of `me` in `g`, judged by one step of lookahead, best first (ties keep the
 * engine's order). `seed` fixes the random draws made while looking ahead (the same for every
 * action, so they are compared on equal terms).
 */
export function rankActions(g: GameState, me: PSeat, seed: number, legal?: Action[]): Ranked[] {
  const actions = legal ?? GAME.legalActions(g, me);
  const base = evaluate(g, me);
  const out: Ranked[] = [];
  for (const a of actions) {
    let value: number;
    if (a.type === 'endTurn') value = base;
    else {
      const n = applyGame(g, a);
      if (!n) continue;
      const after = settle(n, rngOf(seed));
      value = evaluate(after, me) + (a.type === 'pass' ? 0 : ACTIVITY);
    }
    out.push({ action: a, value });
  }
  return out
    .map((r, i) => ({ r, i }))
    .sort((x, y) => y.r.value - x.r.value || x.i - y.i)
    .map((x) => x.r);
}

/** Normal's Game Phase action for `me` in any window (the state may be a view or a sample). */
export function normalAction(g: GameState, me: PSeat, rng: Rng): Action {
  const legal = GAME.legalActions(g, me);
  if (legal.length === 0) throw new Error(`no legal action for ${me}`);
  if (legal.length === 1) return legal[0]!;
  const ranked = rankActions(g, me, mixSeed(Math.floor(rng() * 2 ** 32), 1), legal);
  return ranked[0]?.action ?? legal[0]!;
}

/** True when `value` is a won game. */
export function isWin(value: number): boolean {
  return value >= WIN / 2;
}

/** The normal bot. */
export const NORMAL: Bot = {
  level: 'normal',
  decide(v: SeatView, options: DecideOptions): Decision | null {
    assertSeatView(v);
    const rng = rngOf(options.seed);
    const w = windowOf(v);
    if (w === 'none') return null;
    const flow = flowDecision(v, w, 'normal', rng);
    if (flow) return flow;
    return act(normalAction(gameOf(v), v.seat, rng));
  },
};
