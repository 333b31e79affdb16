/**
 * The hard bot: information-set Monte Carlo search with determinization and voting (issue 6).
 *
 * 1. Candidates: normal's one-step ranking of the legal actions on the seat's own view
 *    (src/ai/levels.ts); a winning action is taken at once; the best few, and always ending the
 *    turn or passing, go on to be searched.
 * 2. Determinize: sample D omniscient states consistent with the view (src/ai/determinize.ts: the
 *    opponent's hand, Hidden pile and deck from its known pool minus the cards seen).
 * 3. Search each sample: UCB1 over the candidates; one iteration plays the candidate, then both
 *    seats with a fast greedy policy (random draws from the sample; an attack is judged with the
 *    defender answering it as it would) through the rest of this turn and the opponent's next
 *    turn, and scores the position reached with the static evaluation.
 *    Iterations go round-robin over the samples.
 * 4. Vote: each sample votes for its best candidate; most votes wins, ties go to the best mean.
 *
 * Around the Game Phase it plays as normal does (src/ai/flow.ts), except that it takes the class
 * that fares best in bot play.
 *
 * Deterministic given (view, seed, iteration budget). A budget in milliseconds also stops the
 * search on the clock (interactive play); {@link HARD_DEFAULT_BUDGET} is what the app uses.
 */
import { GAME } from '../games/paragons/match/games.ts';
import type { Action, GameState, PSeat } from '../games/paragons/types.ts';
import type { Bot, Budget, DecideOptions, Decision, Rng } from './bot.ts';
import { below, budgetMeter, mixSeed, rngOf, shuffle, windowOf } from './bot.ts';
import { determinize } from './determinize.ts';
import { applyGame, evaluate, randomFor, settle, WIN } from './evaluate.ts';
import { act, flowDecision } from './flow.ts';
import { isWin, normalAction, rankActions, type Ranked } from './levels.ts';
import { assertSeatView, gameOf, type SeatView } from './seat-view.ts';
import { actionKey } from './seat-view.ts';

/** The default budget per decision: 96 iterations, and never more than 200 ms. */
export const HARD_DEFAULT_BUDGET: Budget = { iterations: 96, ms: 200 };

/** Search settings (exposed for tuning and benches). */
export interface HardSettings {
  /** Candidates searched besides ending the turn / passing. */
  readonly candidates: number;
  /** Most determinizations per decision. */
  readonly samples: number;
  /** Actions the rollout policy compares per decision (besides ending the turn / passing). */
  readonly rolloutWidth: number;
  /** UCB1 exploration constant (values are in [-1, 1]). */
  readonly exploration: number;
  /** Pseudo-visits of normal's judgement every candidate starts with in every sample. */
  readonly prior: number;
  /** Actions the rollout policy compares for the opponent (besides ending / passing). */
  readonly opponentWidth: number;
  /** The opponent's policy in rollouts: the fast greedy one, or normal's full one-step lookahead. */
  readonly opponentPolicy: 'greedy' | 'normal';
  /** Rollout actions are judged with the defender answering attacks as it would (slower). */
  readonly rolloutDefend: boolean;
  /** How much likelier a sample draws a card of the opponent's curve-built deck (determinize.ts). */
  readonly likelyWeight: number;
  /** Choose the class that fares best in bot play (src/ai/flow.ts); false: at random, as normal. */
  readonly strongClass: boolean;
}

/** The settings the hard bot plays with. */
export const HARD_SETTINGS: HardSettings = {
  candidates: 4,
  samples: 6,
  rolloutWidth: 8,
  exploration: 0.2,
  prior: 1,
  opponentWidth: 8,
  opponentPolicy: 'greedy',
  rolloutDefend: true,
  likelyWeight: 4,
  strongClass: true,
};

/** Squashes an evaluation into [-1, 1]. */
function squash(v: number): number {
  return Math.tanh(v / 15);
}

/**
 * The rollout policy: compare passing/ending and a few random legal actions one step ahead (with
 * `smartDefend`, attacks are judged after the defender's best answer, not as if undefended).
 */
function rolloutAction(
  s: GameState,
  seat: PSeat,
  rng: Rng,
  width: number,
  smartDefend = false,
): Action {
  const legal = GAME.legalActions(s, seat);
  if (legal.length <= 1) return legal[0]!;
  const w = GAME.waiting(s);
  if (w.kind === 'act' && w.window === 'retarget') {
    return legal.find((a) => a.type === 'retarget') ?? legal[0]!;
  }
  const idle = legal.find((a) => a.type === 'endTurn' || a.type === 'pass');
  // One random variant (placement, target) per group (card, attacker, …), then at most `width`.
  const byGroup = new Map<string, Action[]>();
  for (const a of legal) {
    if (a === idle) continue;
    const g = groupOf(a);
    const list = byGroup.get(g);
    if (list) list.push(a);
    else byGroup.set(g, [a]);
  }
  const variants = [...byGroup.values()].map((list) => list[below(rng, list.length)]!);
  const pool = variants.length <= width ? variants : shuffle(rng, variants).slice(0, width);
  let best = idle ?? pool[0]!;
  let bestV = idle?.type === 'endTurn' ? evaluate(s, seat) : -Infinity;
  if (idle?.type === 'pass') {
    const n = applyGame(s, idle);
    bestV = n ? evaluate(settle(n, rng, { smartDefend, maxSteps: 16 }), seat) : -Infinity;
  }
  for (const a of pool) {
    const n = applyGame(s, a);
    if (!n) continue;
    const v = evaluate(settle(n, rng, { smartDefend, maxSteps: 16 }), seat) + 0.05;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/**
 * Plays `s` (omniscient) on with the rollout policy until `me` starts its next turn after the
 * opponent's (or the game ends), and returns the squashed evaluation for `me`.
 */
export function rollout(
  s: GameState,
  me: PSeat,
  rng: Rng,
  width: number,
  opponentWidth = width,
  opponentPolicy: HardSettings['opponentPolicy'] = 'greedy',
  smartDefend = false,
  maxSteps = 160,
): number {
  let cur = s;
  let oppTurnSeen = cur.turn !== me;
  for (let i = 0; i < maxSteps; i++) {
    const w = GAME.waiting(cur);
    if (w.kind === 'over') break;
    if (w.kind === 'act' && w.window === 'main') {
      if (w.seat !== me) oppTurnSeen = true;
      else if (oppTurnSeen) break;
    }
    const a =
      w.kind === 'random'
        ? randomFor(cur, rng)
        : w.seat !== me && opponentPolicy === 'normal'
          ? normalAction(cur, w.seat as PSeat, rng)
          : rolloutAction(
              cur,
              w.seat as PSeat,
              rng,
              w.seat === me ? width : opponentWidth,
              smartDefend,
            );
    const n = applyGame(cur, a);
    if (!n) break;
    cur = n;
  }
  const v = evaluate(cur, me);
  return v >= WIN ? 1 : v <= -WIN ? -1 : squash(v);
}

interface Arm {
  readonly action: Action;
  n: number;
  sum: number;
}

/** The hard bot's Game Phase action for the view's seat. */
export function hardAction(
  v: SeatView,
  seed: number,
  budget: Budget = HARD_DEFAULT_BUDGET,
  settings: HardSettings = HARD_SETTINGS,
): Action {
  const g = gameOf(v);
  const me = v.seat;
  const legal = GAME.legalActions(g, me);
  if (legal.length <= 1) return legal[0]!;
  const ranked = rankActions(g, me, mixSeed(seed, 1), legal);
  if (ranked.length === 0) return legal[0]!;
  if (isWin(ranked[0]!.value)) return ranked[0]!.action;
  const picked = candidatesOf(ranked, settings.candidates);
  const chosen = picked.map((r) => r.action);
  if (chosen.length === 1) return chosen[0]!;

  const rng = rngOf(mixSeed(seed, 2));
  const total = budget.iterations ?? 10_000;
  const d = Math.max(1, Math.min(settings.samples, Math.floor(total / (2 * chosen.length))));
  const samples = Array.from({ length: d }, () => determinize(v, rng, settings.likelyWeight));
  // Normal's judgement enters every sample as one pseudo-visit (a prior against rollout noise).
  const arms: Arm[][] = samples.map(() =>
    picked.map((r) => ({
      action: r.action,
      n: settings.prior,
      sum: settings.prior * squash(r.value),
    })),
  );
  const meter = budgetMeter(budget, HARD_DEFAULT_BUDGET.iterations!);
  for (let it = 0; meter.more(); it++) {
    const k = it % d;
    const mine = arms[k]!;
    const visits = mine.reduce((t, a) => t + a.n, 0);
    const arm = pickArm(mine, visits, settings.exploration);
    // Common random numbers: the j-th visit of every candidate in a sample draws alike.
    const r = rngOf(mixSeed(mixSeed(seed, 1000 + k), arm.n));
    const next = applyGame(samples[k]!, arm.action);
    const value = next
      ? rollout(
          next,
          me,
          r,
          settings.rolloutWidth,
          settings.opponentWidth,
          settings.opponentPolicy,
          settings.rolloutDefend,
        )
      : -1;
    arm.n++;
    arm.sum += value;
  }
  return vote(chosen, arms);
}

/** The key of the choice an action makes, ignoring where a card goes or what it aims at. */
function groupOf(a: Action): string {
  switch (a.type) {
    case 'play':
    case 'spell':
    case 'reveal':
    case 'hide':
    case 'recruit':
      return `${a.type}:${'card' in a ? (a.card ?? '') : ''}`;
    case 'attack':
      return `attack:${a.attacker}:${a.target.space === undefined ? 'face' : 'unit'}`;
    case 'cast':
      return `cast:${a.caster}`;
    case 'ability':
      return `ability:${a.source}:${a.index}`;
    default:
      return actionKey(a);
  }
}

/**
 * The candidates to search: the best-ranked action of each of the best few groups (one card, one
 * attacker, …), and always ending the turn or passing.
 */
function candidatesOf(ranked: readonly Ranked[], n: number): Ranked[] {
  const out: Ranked[] = [];
  const groups = new Set<string>();
  for (const r of ranked) {
    const g = groupOf(r.action);
    if (groups.has(g)) continue;
    groups.add(g);
    if (out.length < n) out.push(r);
  }
  const idle = ranked.find((r) => r.action.type === 'endTurn' || r.action.type === 'pass');
  if (idle && !out.includes(idle)) out.push(idle);
  return out;
}

function pickArm(arms: Arm[], visits: number, c: number): Arm {
  let best = arms[0]!;
  let bestU = -Infinity;
  for (const a of arms) {
    const u = a.n === 0 ? Infinity : a.sum / a.n + c * Math.sqrt(Math.log(visits + 1) / a.n);
    if (u > bestU) {
      bestU = u;
      best = a;
    }
  }
  return best;
}

/**
 * The vote: each sample's search votes for every candidate with the visits UCB1 gave it (visits
 * concentrate on what did well in that sample); most votes wins, ties go to the best mean.
 */
function vote(chosen: readonly Action[], arms: readonly Arm[][]): Action {
  let pick = chosen[0]!;
  let best = -Infinity;
  for (let i = 0; i < chosen.length; i++) {
    let votes = 0;
    let sum = 0;
    for (const sample of arms) {
      votes += sample[i]!.n;
      sum += sample[i]!.sum;
    }
    const score = votes + sum / Math.max(1, votes);
    if (score > best) {
      best = score;
      pick = chosen[i]!;
    }
  }
  return pick;
}

/** A hard bot playing with `settings` (tuning and benches; the app uses {@link HARD}). */
export function hardBot(settings: HardSettings = HARD_SETTINGS): Bot {
  return {
    level: 'hard',
    decide(v: SeatView, options: DecideOptions): Decision | null {
      assertSeatView(v);
      const w = windowOf(v);
      if (w === 'none') return null;
      const flowLevel = w === 'class' && !settings.strongClass ? 'normal' : 'hard';
      const flow = flowDecision(v, w, flowLevel, rngOf(options.seed));
      if (flow) return flow;
      return act(hardAction(v, options.seed, options.budget ?? HARD_DEFAULT_BUDGET, settings));
    },
  };
}

/** The hard bot. */
export const HARD: Bot = hardBot();
