/**
 * The hard bot: information-set Monte Carlo search with determinization and voting, for any game
 * with bot hooks (src/engine/bot-hooks.ts; docs/ai.md "Levels").
 *
 * 1. Candidates: normal's one-step ranking of the legal actions on the seat's own view
 *    (src/ai/levels.ts); a winning action is taken at once; the best action of each of the best
 *    few groups (the game's `actionGroup`), and always the idle action (ending the turn or
 *    passing), go on to be searched.
 * 2. Determinize: sample D omniscient states consistent with the view (the game's `determinize`).
 * 3. Search each sample: UCB1 over the candidates; one iteration plays the candidate, then both
 *    seats with a fast greedy policy (random draws from the sample by the game's `chance`; with
 *    `rolloutThorough`, actions are judged after the game's careful `settle`) through the rest of
 *    this turn and the opponent's next turn, and scores the position reached with the game's static
 *    evaluation. Iterations go round-robin over the samples.
 * 4. Vote: each sample votes for its best candidate; most votes wins, ties go to the best mean.
 *
 * Around the searched play it answers with the game's hard policy (Paragons: normal's, except that
 * it takes the class that fares best in bot play).
 *
 * Deterministic given (view, seed, iteration budget). A budget in milliseconds also stops the
 * search on the clock (interactive play); {@link HARD_DEFAULT_BUDGET} is what the app uses.
 */
import type { BotLevel, BotTypes, SearchHooks } from '../engine/bot-hooks.ts';
import type { Seat } from '../engine/types.ts';
import type { Bot, Budget, DecideOptions, Decision, Rng } from './bot.ts';
import { below, budgetMeter, mixSeed, rngOf, shuffle } from './bot.ts';
import { decideWith, isWin, normalAction, rankActions, type Ranked } from './levels.ts';
import { hooksOf, type SeatView } from './seat-view.ts';

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
  /**
   * Rollout actions are judged after the game's thorough `settle` (Paragons: the defender answers
   * an attack as it would, rather than the attack being judged undefended); slower.
   */
  readonly rolloutThorough: boolean;
  /**
   * Whose policy answers the windows that are not searched: `hard` (the game's own choice for
   * hard; Paragons: the class that fares best in bot play), or `normal` to measure the search
   * apart from those choices.
   */
  readonly policyLevel: BotLevel;
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
  rolloutThorough: true,
  policyLevel: 'hard',
};

/** Squashes an evaluation into [-1, 1] on the game's scale. */
function squash(v: number, scale: number): number {
  return Math.tanh(v / scale);
}

/** A rollout step: the action chosen, and the state it leads to when the policy already made it. */
interface Step<T extends BotTypes> {
  readonly action: T['action'];
  readonly next?: T['state'] | null;
}

/**
 * The rollout policy: compare the idle action and a few random legal actions one step ahead (with
 * `thorough`, each judged after the game's thorough `settle`). `window` is the one `seat` acts in.
 * The state after the chosen action comes back with it when the comparison made it (`apply` is a
 * pure function, so the rollout need not make it again).
 */
function rolloutAction<T extends BotTypes>(
  g: SearchHooks<T>,
  s: T['state'],
  seat: Seat,
  window: string,
  rng: Rng,
  width: number,
  thorough = false,
): Step<T> {
  const legal = g.legalActions(s, seat);
  if (legal.length <= 1) return { action: legal[0]! };
  const fixed = g.rolloutAnswer(window, legal);
  if (fixed !== null) return { action: fixed };
  let idle: T['action'] | undefined;
  let idleKind: ReturnType<SearchHooks<T>['idleKind']> = null;
  for (const a of legal) {
    idleKind = g.idleKind(a);
    if (idleKind !== null) {
      idle = a;
      break;
    }
  }
  // One random variant (placement, target) per group (card, attacker, …), then at most `width`.
  const byGroup = new Map<string, T['action'][]>();
  for (const a of legal) {
    if (a === idle) continue;
    const key = g.actionGroup(a);
    const list = byGroup.get(key);
    if (list) list.push(a);
    else byGroup.set(key, [a]);
  }
  const variants = [...byGroup.values()].map((list) => list[below(rng, list.length)]!);
  const pool = variants.length <= width ? variants : shuffle(rng, variants).slice(0, width);
  let best = idle ?? pool[0]!;
  let bestNext: T['state'] | null | undefined;
  let bestV = idleKind === 'end' ? g.evaluate(s, seat) : -Infinity;
  if (idleKind === 'pass') {
    const n = g.apply(s, idle!);
    bestNext = n;
    bestV = n ? g.evaluate(g.settle(n, rng, { thorough, maxSteps: 16 }), seat) : -Infinity;
  }
  const activity = g.values.activity;
  for (const a of pool) {
    const n = g.apply(s, a);
    if (!n) continue;
    const v = g.evaluate(g.settle(n, rng, { thorough, maxSteps: 16 }), seat) + activity;
    if (v > bestV) {
      bestV = v;
      best = a;
      bestNext = n;
    }
  }
  return bestNext === undefined ? { action: best } : { action: best, next: bestNext };
}

/**
 * Plays `s` (omniscient) on with the rollout policy until `me` starts its next turn after the
 * opponent's (or the game ends), and returns the squashed evaluation for `me`.
 */
export function rollout<T extends BotTypes>(
  g: SearchHooks<T>,
  s: T['state'],
  me: Seat,
  rng: Rng,
  width: number,
  opponentWidth = width,
  opponentPolicy: HardSettings['opponentPolicy'] = 'greedy',
  thorough = false,
  maxSteps = 160,
): number {
  let cur = s;
  let oppTurnSeen = g.turn(cur) !== me;
  for (let i = 0; i < maxSteps; i++) {
    const w = g.waiting(cur);
    if (w.kind === 'over') break;
    let step: Step<T>;
    if (w.kind === 'random') step = { action: g.chance(cur, rng) };
    else {
      if (g.isMain(w.window)) {
        if (w.seat !== me) oppTurnSeen = true;
        else if (oppTurnSeen) break;
      }
      step =
        w.seat !== me && opponentPolicy === 'normal'
          ? { action: normalAction(g, cur, w.seat, rng) }
          : rolloutAction(
              g,
              cur,
              w.seat,
              w.window,
              rng,
              w.seat === me ? width : opponentWidth,
              thorough,
            );
    }
    const n = step.next !== undefined ? step.next : g.apply(cur, step.action);
    if (!n) break;
    cur = n;
  }
  const v = g.evaluate(cur, me);
  const win = g.values.win;
  return v >= win ? 1 : v <= -win ? -1 : squash(v, g.values.scale);
}

interface Arm<A> {
  readonly action: A;
  n: number;
  sum: number;
}

/** The hard bot's searched-window action for the view's seat. */
export function hardAction<T extends BotTypes>(
  v: SeatView<T>,
  seed: number,
  budget: Budget = HARD_DEFAULT_BUDGET,
  settings: HardSettings = HARD_SETTINGS,
): T['action'] {
  const g = hooksOf(v).search;
  const s = g.stateOf(v.match);
  const me = v.seat;
  const scale = g.values.scale;
  const legal = g.legalActions(s, me);
  if (legal.length <= 1) return legal[0]!;
  const ranked = rankActions(g, s, me, mixSeed(seed, 1), legal);
  if (ranked.length === 0) return legal[0]!;
  if (isWin(g, ranked[0]!.value)) return ranked[0]!.action;
  const picked = candidatesOf(g, ranked, settings.candidates);
  const chosen = picked.map((r) => r.action);
  if (chosen.length === 1) return chosen[0]!;

  const rng = rngOf(mixSeed(seed, 2));
  const total = budget.iterations ?? 10_000;
  const d = Math.max(1, Math.min(settings.samples, Math.floor(total / (2 * chosen.length))));
  const samples = Array.from({ length: d }, () => g.determinize(v.match, me, rng));
  // Normal's judgement enters every sample as one pseudo-visit (a prior against rollout noise).
  const arms: Arm<T['action']>[][] = samples.map(() =>
    picked.map((r) => ({
      action: r.action,
      n: settings.prior,
      sum: settings.prior * squash(r.value, scale),
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
    const next = g.apply(samples[k]!, arm.action);
    const value = next
      ? rollout(
          g,
          next,
          me,
          r,
          settings.rolloutWidth,
          settings.opponentWidth,
          settings.opponentPolicy,
          settings.rolloutThorough,
        )
      : -1;
    arm.n++;
    arm.sum += value;
  }
  return vote(chosen, arms);
}

/**
 * The candidates to search: the best-ranked action of each of the best few groups (one card, one
 * attacker, …), and always the idle action (ending the turn or passing).
 */
function candidatesOf<T extends BotTypes>(
  g: SearchHooks<T>,
  ranked: readonly Ranked<T['action']>[],
  n: number,
): Ranked<T['action']>[] {
  const out: Ranked<T['action']>[] = [];
  const groups = new Set<string>();
  for (const r of ranked) {
    const key = g.actionGroup(r.action);
    if (groups.has(key)) continue;
    groups.add(key);
    if (out.length < n) out.push(r);
  }
  const idle = ranked.find((r) => g.idleKind(r.action) !== null);
  if (idle && !out.includes(idle)) out.push(idle);
  return out;
}

function pickArm<A>(arms: Arm<A>[], visits: number, c: number): Arm<A> {
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
function vote<A>(chosen: readonly A[], arms: readonly Arm<A>[][]): A {
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
    decide<T extends BotTypes>(v: SeatView<T>, options: DecideOptions): Decision<T> | null {
      const budget = options.budget ?? HARD_DEFAULT_BUDGET;
      return decideWith(v, settings.policyLevel, rngOf(options.seed), () =>
        hardAction(v, options.seed, budget, settings),
      );
    },
  };
}

/** The hard bot. */
export const HARD: Bot = hardBot();
