/**
 * Authority's log (src/games/authority/module/log.ts, words.ts) on played games: seeded random
 * games stepped in the omniscient view, both seats' views and a spectator's (who knows no hand),
 * as the live sessions step them. Each seat's log must tell what each unit did — every command
 * with its card (and the row a defender took), every strike with its row and the defenders it hit,
 * what retreated, recruits, market removals and refills, draws — naming the right cards and rows;
 * and it must name nothing the seat does not know: a seat's log is the spectator's, except the
 * cards of its own draws (the no-peek rule: the opponent's hand is never named until played).
 */
import { describe, expect, it } from 'vitest';
import { seatView, type View } from '../../src/engine/index.ts';
import { freePlace } from '../../src/games/authority/board.ts';
import {
  newGame,
  viewAction,
  type Action,
  type GameState,
} from '../../src/games/authority/index.ts';
import { eventsBetween } from '../../src/games/authority/match/journal.ts';
import { applyMatch, createMatch } from '../../src/games/authority/match/match.ts';
import type { MatchEvent, MatchState } from '../../src/games/authority/match/types.ts';
import { AUTHORITY } from '../../src/games/authority/module/index.ts';
import { cardName, eventLine } from '../../src/games/authority/module/words.ts';
import { duel } from './duel.ts';
import { GAME, nextAction, randomConfig, seeded } from './helpers.ts';

const VIEWERS = ['A', 'B', '-'] as const;
type Viewer = (typeof VIEWERS)[number];

/** One step of a played game: the omniscient state before, the action, the state after. */
interface Step {
  readonly before: GameState;
  readonly action: Action;
  readonly after: GameState;
}

/** A game at its first random event, as `view` holds it, wrapped in a match in its game phase. */
function startOf(seed: number, view: View): MatchState {
  const config = randomConfig(seeded(seed));
  const m = createMatch(view, `log-${seed}`, ['A', 'B']);
  return {
    ...m,
    phase: 'game',
    factions: config.factions,
    first: config.first,
    game: newGame(GAME.db, config, view),
  };
}

function step(s: MatchState, a: Action): MatchState {
  const r = applyMatch(s, a);
  if (r.error) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  return r.state;
}

/** Plays seed `seed` in every view; returns the steps and each viewer's first and last state. */
function play(seed: number) {
  const rng = seeded(seed ^ 0x10c);
  let omni = startOf(seed, { kind: 'omniscient' } as View);
  const first: Record<Viewer, MatchState> = {
    A: startOf(seed, seatView('A')),
    B: startOf(seed, seatView('B')),
    '-': startOf(seed, seatView('-')),
  };
  const views = { ...first };
  const steps: Step[] = [];
  for (let i = 0; i < 20_000 && omni.phase !== 'over'; i++) {
    const a = nextAction(GAME, omni.game!, rng);
    if (!a) break;
    const next = step(omni, a);
    for (const v of VIEWERS) views[v] = step(views[v], viewAction(omni.game!, a, v));
    steps.push({ before: omni.game!, action: a, after: next.game! });
    omni = next;
  }
  expect(omni.phase).toBe('over');
  const logs = {} as Record<Viewer, MatchEvent[]>;
  for (const v of VIEWERS) {
    const events = eventsBetween(first[v], views[v]);
    expect(events, `the ${v} view's steps are noted`).not.toBeNull();
    expect(AUTHORITY.words.log(first[v], views[v])).toEqual(events);
    logs[v] = events!;
  }
  return { steps, logs };
}

const of = <T extends MatchEvent['type']>(log: readonly MatchEvent[], type: T) =>
  log.filter((e): e is Extract<MatchEvent, { type: T }> => e.type === type);

/** The log with the cards of `seat`'s own draws left out (what a spectator could know). */
function withoutOwnDraws(log: readonly MatchEvent[]): MatchEvent[] {
  return log.map((e) => (e.type === 'drew' ? { type: 'drew', seat: e.seat, count: e.count } : e));
}

describe('Authority’s log on played games', () => {
  for (const seed of [3, 8, 21]) {
    it(`seed ${seed}: every command, strike, retreat, recruit, refill and draw is told, with its cards and rows`, () => {
      const { steps, logs } = play(seed);
      const COMMANDS = ['attack', 'defend', 'recruit', 'post', 'ability', 'unmask'];
      for (const seat of ['A', 'B'] as const) {
        const log = logs[seat];
        // Commands: one line per command move, in order, naming the card (and a defender's row).
        const moves = steps.filter((x) => COMMANDS.includes(x.action.type));
        const told = of(log, 'command');
        expect(told.map((e) => [e.seat, e.card, e.command])).toEqual(
          moves.map((x) => {
            const a = x.action as Extract<Action, { card: string; player: string }>;
            return [a.player, a.card, a.type];
          }),
        );
        moves.forEach((x, i) => {
          if (x.action.type === 'defend')
            expect(told[i]!.row).toBe(freePlace(x.before, x.action.player)!.row);
          const line = eventLine(told[i]!, seat, {});
          expect(line).toContain(cardName(told[i]!.card));
          if (x.action.type === 'defend') expect(line).toContain(`row ${told[i]!.row}`);
        });
        // Strikes: the row (or the Monarch) and the defenders hit, in the order the move named.
        const strikes = steps.filter((x) => x.action.type === 'strike');
        const struck = of(log, 'strike');
        expect(struck.length).toBe(strikes.length);
        strikes.forEach((x, i) => {
          const a = x.action as Extract<Action, { type: 'strike' }>;
          const e = struck[i]!;
          expect(e.row).toBe(a.monarch ? null : a.row);
          if (a.monarch) return;
          const rows = x.before.players[a.foe]!.rows[a.row!]!;
          expect(e.hits!.map((h) => [h.card, h.pos])).toEqual(
            a.at!.map((pos) => [rows[pos]!.card, pos]),
          );
          const line = eventLine(e, seat, {});
          expect(line).toContain(`row ${a.row}`);
          for (const h of e.hits!) expect(line).toContain(cardName(h.card));
        });
        // Retreats: every defender that left a row, by card and row (in any order within a step).
        const left = steps.flatMap((x) =>
          x.before.seats.flatMap((owner) =>
            x.before.players[owner]!.rows.flatMap((row, r) =>
              row.flatMap((d, pos) => {
                const now = x.after.players[owner]!.rows[r]![pos];
                return d && now?.uid !== d.uid ? [[owner, d.card, r]] : [];
              }),
            ),
          ),
        );
        const sorted = (xs: unknown[][]) => xs.map((x) => JSON.stringify(x)).sort();
        expect(sorted(of(log, 'defeated').map((e) => [e.seat, e.card, e.row]))).toEqual(
          sorted(left),
        );
        // Market: each recruit by card and price, each refill by the cards that came up.
        const buys = steps.filter((x) => x.action.type === 'buy');
        expect(of(log, 'bought').map((e) => e.card)).toEqual(
          buys.map((x) => (x.action as Extract<Action, { type: 'buy' }>).card),
        );
        const refills = steps.filter((x) => x.after.market.length > x.before.market.length);
        expect(of(log, 'refilled').map((e) => e.cards)).toEqual(
          refills.map((x) => x.after.market.slice(x.before.market.length)),
        );
        // Draws: counts for both; the cards only of this seat's own, as they came into its hand.
        const draws = steps.flatMap((x) =>
          x.before.seats.flatMap((owner) => {
            const n = x.after.players[owner]!.hand.length - x.before.players[owner]!.hand.length;
            return n > 0
              ? [[owner, n, x.after.players[owner]!.hand.slice(-n).map((h) => h.id)]]
              : [];
          }),
        );
        const drew = of(log, 'drew');
        expect(drew.map((e) => [e.seat, e.count])).toEqual(draws.map(([o, n]) => [o, n]));
        drew.forEach((e, i) => {
          if (e.seat === seat) expect(e.cards).toEqual(draws[i]![2]);
          else {
            expect(e.cards).toBeUndefined();
            expect(eventLine(e, seat, {})).toMatch(/^Player [AB] draws \d+\.$/);
          }
        });
        expect(of(log, 'turn').length).toBeGreaterThan(1);
        expect(log.at(-1)).toEqual({ type: 'match-over', winner: steps.at(-1)!.after.winner });
      }
    });

    it(`seed ${seed}: a seat’s log names nothing a spectator could not know but its own draws`, () => {
      const { logs } = play(seed);
      for (const seat of ['A', 'B'] as const) {
        expect(withoutOwnDraws(logs[seat])).toEqual(logs['-']);
        // Its lines for the opponent's draws, in words, carry no card name.
        for (const e of of(logs[seat], 'drew'))
          if (e.seat !== seat) expect(eventLine(e, seat, {})).not.toContain(':');
      }
      for (const e of of(logs['-'], 'drew')) expect(e.cards).toBeUndefined();
    });
  }

  it('through the protocol: both seats’ sessions read the whole log from their state, the same but for their own draws', async () => {
    const { sessions } = await duel(4);
    const logs = {
      A: AUTHORITY.words.log(null, sessions.A.state),
      B: AUTHORITY.words.log(null, sessions.B.state),
    };
    expect(of(logs.A, 'command').length).toBeGreaterThan(10);
    expect(withoutOwnDraws(logs.A)).toEqual(withoutOwnDraws(logs.B));
    for (const seat of ['A', 'B'] as const) {
      for (const e of of(logs[seat], 'drew'))
        if (e.seat === seat) expect(e.cards?.length).toBe(e.count);
        else expect(e.cards).toBeUndefined();
      const lines = logs[seat].map((e) => eventLine(e, seat, {}));
      for (const l of lines) expect(l.charAt(0)).toBe(l.charAt(0).toUpperCase());
      const first = logs[seat].find((e) => e.type === 'first')!.seat;
      expect(lines).toContain(
        first === seat ? 'Turn 1: your turn.' : `Turn 1: Player ${first}’s turn.`,
      );
    }
  });
});
