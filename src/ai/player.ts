/**
 * A bot in a seat: turns the bot's decisions into match actions with the seat's own secrets, and a
 * referee that plays whole bot-vs-bot matches (offline play, tests, benches).
 *
 * Commitment windows: a class or RPS choice is committed with `protocol/choice.ts` under a salt
 * derived from the seat's private seed (`deriveSalt(privSeed, 'choice', round)`), and opened in the
 * following open window; a deck list is committed with `decks.ts` `commitDeck` (salt from the
 * private seed, index = game number). The bot itself only ever sees a {@link SeatView}.
 */
import { commitChoice, deriveSalt, toHex } from '../../protocol/index.ts';
import { OMNISCIENT } from '../engine/index.ts';
import { commitDeck } from '../games/paragons/match/decks.ts';
import { CLASSES } from '../games/paragons/match/pregame.ts';
import { applyMatch, createMatch, matchWaiting } from '../games/paragons/match/match.ts';
import type {
  MatchAction,
  MatchEvent,
  MatchOptions,
  MatchState,
} from '../games/paragons/match/types.ts';
import type { PSeat } from '../games/paragons/types.ts';
import type { Bot, Budget, Decision } from './bot.ts';
import { below, mixSeed, now, rngOf, type Rng } from './bot.ts';
import { randomFor } from './evaluate.ts';
import { seatViewOf } from './seat-view.ts';

/** The secrets a seat's bot may use: its own private seed (salts, deck commitments). */
export interface SeatSecrets {
  readonly privSeed: Uint8Array;
}

/**
 * The shape the lockstep session drives a seat's bot through (src/ai/random-bot.ts `Bot`): the next
 * move of its seat in the seat's view, commitments included.
 */
export interface SessionBot {
  decide(view: MatchState, rng: Rng): MatchAction;
}

const THROWS = ['rock', 'paper', 'scissors'] as const;

/**
 * A bot in a seat: turns the bot's decisions into match actions with the seat's own secrets. It
 * keeps no memory: to open a choice it finds which choice its own commitment in the state hides
 * (as src/ai/random-bot.ts does), so it can be rebuilt at any point of a match.
 */
export class BotPlayer {
  constructor(
    readonly bot: Bot,
    readonly seat: PSeat,
    private readonly secrets: SeatSecrets,
  ) {}

  private salt(round: number): Uint8Array {
    return deriveSalt(this.secrets.privSeed, 'choice', round);
  }

  private commitTo(state: MatchState, round: number, choice: string): string {
    return commitChoice(
      { matchId: state.matchId, seat: this.seat, round },
      choice,
      this.salt(round),
    );
  }

  /** The opening of this seat's class (round 0) or RPS commitment in `state`. */
  private open(state: MatchState, round: number): MatchAction {
    const mine = round === 0 ? state.classCommits[this.seat] : state.rps!.commits[this.seat];
    const options: readonly string[] = round === 0 ? CLASSES : THROWS;
    const choice = options.find((c) => this.commitTo(state, round, c) === mine);
    if (choice === undefined) throw new Error('this seat’s commitment hides no known choice');
    const salt = toHex(this.salt(round));
    return round === 0
      ? { type: 'class-open', player: this.seat, choice, salt }
      : { type: 'rps-open', player: this.seat, choice, salt };
  }

  /** The action for a decision of the bot in `state` (commitments made with this seat's secrets). */
  toAction(state: MatchState, d: Decision): MatchAction {
    const player = this.seat;
    switch (d.kind) {
      case 'action':
        return d.action;
      case 'class':
        if (state.phase === 'class-repick') return { type: 'class-pick', player, choice: d.choice };
        return { type: 'class-commit', player, commitment: this.commitTo(state, 0, d.choice) };
      case 'rps': {
        const round = state.rps!.round;
        return { type: 'rps-commit', player, commitment: this.commitTo(state, round, d.choice) };
      }
      case 'deck': {
        const game = state.results.length + 1;
        const c = commitDeck(state.matchId, player, game, d.cards, this.secrets.privSeed);
        return { type: 'deck', player, commitment: c.commitment, cards: [...d.cards].sort() };
      }
    }
  }

  /**
   * This seat's next action in `state` (held in any view: the bot sees only its seat's
   * projection), or null when the match does not wait on this seat.
   */
  act(state: MatchState, seed: number, budget?: Budget): MatchAction | null {
    const w = matchWaiting(state);
    if (w.kind !== 'act' || w.seat !== this.seat) return null;
    if (w.window === 'class-open') return this.open(state, 0);
    if (w.window === 'rps-open') return this.open(state, state.rps!.round);
    const d = this.bot.decide(seatViewOf(state, this.seat), { seed, budget });
    if (!d) throw new Error(`${this.bot.level} bot had no decision in ${w.window}`);
    return this.toAction(state, d);
  }
}

/**
 * A level's bot in the session's shape ({@link SessionBot}): `decide(view, rng)` gives the seat's
 * next move, the seed drawn from `rng`. The session hands it its seat's view; the bot projects it
 * once more, so it could not see more even if handed more.
 */
export function sessionBot(bot: Bot, secrets: SeatSecrets, budget?: Budget): SessionBot {
  return {
    decide(view: MatchState, rng: Rng): MatchAction {
      const w = matchWaiting(view);
      if (w.kind !== 'act') throw new Error('the match does not wait on a seat');
      const player = new BotPlayer(bot, w.seat as PSeat, secrets);
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
  readonly seat: PSeat;
  readonly level: string;
  readonly window: string;
  readonly ms: number;
}

/** The result of a refereed match. */
export interface MatchResult {
  readonly winner: PSeat | null;
  readonly steps: number;
  readonly timings: readonly DecisionTiming[];
  readonly final: MatchState;
}

/** How a refereed match is played. */
export interface RefereeOptions {
  readonly match?: MatchOptions;
  /** Per-decision budget of each seat. */
  readonly budget?: Partial<Record<PSeat, Budget>>;
  /** Step limit; a match that reaches it is a draw. */
  readonly maxSteps?: number;
  /** Sees every omniscient state before it is acted on (benches collect decision points). */
  readonly observe?: (s: MatchState) => void;
  /** Sees every applied action with the omniscient state before it (play-by-play logs). */
  readonly onAction?: (before: MatchState, a: MatchAction, events: readonly MatchEvent[]) => void;
}

/** The referee's resolution of a pending random event of the omniscient match state. */
export function refereeRandom(s: MatchState, rng: Rng): MatchAction {
  const w = matchWaiting(s);
  if (w.kind !== 'random') throw new Error('no random event pending');
  if (s.phase === 'game') return randomFor(s.game!, rng);
  const left = s.draft!.step === 'greater' ? s.draft!.greaterLeft : s.draft!.lesserLeft;
  const indices = Array.from({ length: w.request.count }, (_, i) => below(rng, left.length - i));
  return { type: 'random', k: w.request.k, indices };
}

/**
 * Plays a whole match between two bots from `seed`: the referee holds the omniscient state and
 * draws every random event; each seat acts through a {@link BotPlayer} that sees only its view.
 */
export function playMatch(
  bots: Readonly<Record<PSeat, Bot>>,
  seed: number,
  options: RefereeOptions = {},
): MatchResult {
  const rng = rngOf(seed);
  const players = {
    A: new BotPlayer(bots.A, 'A', { privSeed: seedBytes(rng) }),
    B: new BotPlayer(bots.B, 'B', { privSeed: seedBytes(rng) }),
  };
  const matchOptions = options.match ?? { bestOf: 1, mode: 'draft' };
  let s = createMatch(OMNISCIENT, `bots-${seed}`, matchOptions);
  const timings: DecisionTiming[] = [];
  const max = options.maxSteps ?? 20_000;
  for (let step = 0; step < max; step++) {
    const w = matchWaiting(s);
    if (w.kind === 'over')
      return { winner: w.winner as PSeat | null, steps: step, timings, final: s };
    options.observe?.(s);
    let a: MatchAction;
    if (w.kind === 'random') a = refereeRandom(s, rng);
    else {
      const seat = w.seat as PSeat;
      const start = now();
      a = players[seat].act(s, mixSeed(seed, step), options.budget?.[seat])!;
      timings.push({ seat, level: String(bots[seat].level), window: w.window, ms: now() - start });
    }
    const r = applyMatch(s, a);
    if (r.error)
      throw new Error(`${JSON.stringify(a)} rejected: ${r.error.code} ${r.error.message}`);
    options.onAction?.(s, a, r.events);
    s = r.state;
  }
  return { winner: null, steps: max, timings, final: s };
}
