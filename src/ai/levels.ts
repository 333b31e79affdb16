/**
 * The easy and normal bots.
 *
 * easy: random legal actions with simple preferences (issue 6). On its turn it prefers doing
 * something (playing, attacking, recruiting) over ending the turn; in reaction windows it mostly
 * passes; it defends and retargets at random. Around the game it picks, builds and throws at random
 * (src/ai/flow.ts).
 *
 * normal: a one-step lookahead over every legal action, judged by the static evaluation
 * (src/ai/evaluate.ts: board value, life, cards in hand and Hidden). Each action is applied to the
 * seat's own view and played forward through the windows it opens (the opponent is assumed to
 * pass, defenders are chosen as the defender would, random draws come from what the view knows),
 * so lethal attacks score as wins, bad trades and wasted spells score low, and ending the turn is
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

const MAIN_WEIGHT: Readonly<Record<Action['type'], number>> = {
  play: 4,
  attack: 3,
  recruit: 2,
  spell: 2,
  ability: 1.5,
  cast: 2,
  hide: 1.5,
  reveal: 1.5,
  garrison: 0.5,
  endTurn: 1,
  pass: 4,
  defend: 1,
  retarget: 1,
  mulligan: 1,
  random: 0,
};

function weighted(rng: Rng, legal: readonly Action[]): Action {
  // Weights are per action type, shared among the actions of that type, so a card with eight
  // placements is not eight times as likely as ending the turn.
  const perType = new Map<string, number>();
  for (const a of legal) perType.set(a.type, (perType.get(a.type) ?? 0) + 1);
  let total = 0;
  const w = legal.map((a) => {
    const x = MAIN_WEIGHT[a.type] / perType.get(a.type)!;
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

/** Easy's Game Phase action in any window of `me` (the state may be a view or a sample). */
export function easyAction(g: GameState, me: PSeat, rng: Rng): Action {
  const legal = GAME.legalActions(g, me);
  if (legal.length === 0) throw new Error(`no legal action for ${me}`);
  if (legal.length === 1) return legal[0]!;
  return weighted(rng, legal);
}

/** The easy bot. */
export const EASY: Bot = {
  level: 'easy',
  decide(v: SeatView, options: DecideOptions): Decision | null {
    assertSeatView(v);
    const rng = rngOf(options.seed);
    const w = windowOf(v);
    if (w === 'none') return null;
    const flow = flowDecision(v, w, 'easy', rng);
    if (flow) return flow;
    return act(easyAction(gameOf(v), v.seat, rng));
  },
};

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
