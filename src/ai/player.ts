/**
 * A bot in a seat: turns the bot's decisions into moves with the seat's own secrets, and a referee
 * that plays whole bot-vs-bot matches (offline play, tests, benches), for any game with bot hooks
 * (src/engine/bot-hooks.ts).
 *
 * Commitments are the game's: a choice decision becomes a move through `commit` with the seat's
 * secrets, and an opening window is answered through `opening` (the seat finds what its own
 * commitment hides; no memory). The bot itself only ever sees a {@link SeatView}.
 */
import type { BotHooks, BotSecrets, BotTypes } from '../engine/bot-hooks.ts';
import type { Seat } from '../engine/types.ts';
import type { Bot, Budget, Decision } from './bot.ts';
import { below, mixSeed, now, rngOf, type Rng } from './bot.ts';
import { DEFAULT_GAME, type DefaultGameTypes } from './games.ts';
import { seatViewOf } from './seat-view.ts';

/** The secrets a seat's bot may use: its own private seed (salts, deck commitments). */
export type SeatSecrets = BotSecrets;

/**
 * The shape the lockstep session drives a seat's bot through (src/ai/random-bot.ts `Bot`): the next
 * move of its seat in the seat's view, commitments included.
 */
export interface SessionBot<T extends BotTypes = DefaultGameTypes> {
  decide(view: T['match'], rng: Rng): T['move'];
}

/**
 * A bot in a seat: turns the bot's decisions into moves with the seat's own secrets. It keeps no
 * memory: to open a choice it finds which choice its own commitment in the state hides, so it can
 * be rebuilt at any point of a match.
 */
export class BotPlayer<T extends BotTypes> {
  constructor(
    readonly hooks: BotHooks<T>,
    readonly bot: Bot,
    readonly seat: Seat,
    private readonly secrets: SeatSecrets,
  ) {}

  /** The move opening this seat's own commitment when `state` waits on it, else null. */
  opening(state: T['match']): T['move'] | null {
    return this.hooks.opening(state, this.seat, this.secrets);
  }

  /**
   * The move for a decision of the bot in `state` (commitments made with this seat's secrets). The
   * decision may come back from the worker, where its type is the game's by construction.
   */
  toAction(state: T['match'], d: Decision<T> | Decision): T['move'] {
    if (d.kind === 'action') return (d as { readonly action: T['move'] }).action;
    return this.hooks.commit(state, this.seat, d as T['choice'], this.secrets);
  }

  /**
   * This seat's next move in `state` (held in any view: the bot sees only its seat's projection),
   * or null when the match does not wait on this seat.
   */
  act(state: T['match'], seed: number, budget?: Budget): T['move'] | null {
    const w = this.hooks.waiting(state);
    if (w.kind !== 'act' || w.seat !== this.seat) return null;
    const open = this.opening(state);
    if (open !== null) return open;
    const d = this.bot.decide(seatViewOf(this.hooks, state, this.seat), { seed, budget });
    if (!d) throw new Error(`${this.bot.level} bot had no decision in ${w.window}`);
    return this.toAction(state, d);
  }
}

/**
 * A level's bot in the session's shape ({@link SessionBot}) for the game of `hooks` (the default
 * game when absent): `decide(view, rng)` gives the seat's next move, the seed drawn from `rng`. The
 * session hands it its seat's view; the bot projects it once more, so it could not see more even
 * if handed more.
 */
export function sessionBot(bot: Bot, secrets: SeatSecrets, budget?: Budget): SessionBot;
export function sessionBot<T extends BotTypes>(
  bot: Bot,
  secrets: SeatSecrets,
  budget: Budget | undefined,
  hooks: BotHooks<T>,
): SessionBot<T>;
export function sessionBot(
  bot: Bot,
  secrets: SeatSecrets,
  budget?: Budget,
  hooks: BotHooks<BotTypes> = DEFAULT_GAME,
): SessionBot<BotTypes> {
  return {
    decide(view: unknown, rng: Rng): unknown {
      const w = hooks.waiting(view);
      if (w.kind !== 'act') throw new Error('the match does not wait on a seat');
      const player = new BotPlayer(hooks, bot, w.seat, secrets);
      return player.act(view, Math.floor(rng() * 2 ** 32), budget)!;
    },
  };
}

/** 32 bytes from a seeded generator (a bench or test seat's private seed). */
export function seedBytes(rng: Rng): Uint8Array {
  return Uint8Array.from({ length: 32 }, () => below(rng, 256));
}

/** One timed decision of a match. */
export interface DecisionTiming {
  readonly seat: Seat;
  readonly level: string;
  readonly window: string;
  readonly ms: number;
}

/** The result of a refereed match. */
export interface MatchResult<T extends BotTypes> {
  readonly winner: Seat | null;
  readonly steps: number;
  readonly timings: readonly DecisionTiming[];
  readonly final: T['match'];
}

/** How a refereed match is played. */
export interface RefereeOptions<T extends BotTypes> {
  /** The match options (the game's `referee.defaultOptions` when absent). */
  readonly match?: T['options'];
  /** Per-decision budget of each seat. */
  readonly budget?: Readonly<Partial<Record<Seat, Budget>>>;
  /** Step limit; a match that reaches it is a draw. */
  readonly maxSteps?: number;
  /** Sees every omniscient state before it is acted on (benches collect decision points). */
  readonly observe?: (s: T['match']) => void;
  /** Sees every applied move with the omniscient state before it and the events it made (play-by-play logs). */
  readonly onAction?: (before: T['match'], move: T['move'], events: readonly unknown[]) => void;
}

/**
 * Plays a whole match of the game of `hooks` between bots from `seed`: the referee holds the
 * omniscient state and draws every random event; each seat acts through a {@link BotPlayer} that
 * sees only its view.
 */
export function playMatch<T extends BotTypes>(
  hooks: BotHooks<T>,
  bots: Readonly<Record<Seat, Bot>>,
  seed: number,
  options: RefereeOptions<T> = {},
): MatchResult<T> {
  const rng = rngOf(seed);
  const players = new Map<Seat, BotPlayer<T>>();
  for (const seat of hooks.referee.seats) {
    const bot = bots[seat];
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    players.set(seat, new BotPlayer(hooks, bot, seat, { privSeed: seedBytes(rng) }));
  }
  const ref = hooks.referee;
  let s = ref.create(`bots-${seed}`, options.match ?? ref.defaultOptions);
  const timings: DecisionTiming[] = [];
  const max = options.maxSteps ?? 20_000;
  for (let step = 0; step < max; step++) {
    const w = hooks.waiting(s);
    if (w.kind === 'over') return { winner: w.winner, steps: step, timings, final: s };
    options.observe?.(s);
    let a: T['move'];
    if (w.kind === 'random') a = ref.chance(s, rng);
    else {
      const seat = w.seat;
      const start = now();
      a = players.get(seat)!.act(s, mixSeed(seed, step), options.budget?.[seat])!;
      timings.push({ seat, level: String(bots[seat]!.level), window: w.window, ms: now() - start });
    }
    const r = ref.apply(s, a);
    if (r.error)
      throw new Error(`${JSON.stringify(a)} rejected: ${r.error.code} ${r.error.message}`);
    options.onAction?.(s, a, r.events);
    s = r.state;
  }
  return { winner: null, steps: max, timings, final: s };
}
