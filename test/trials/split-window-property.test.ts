/**
 * Trials' `split` window (docs/rules/trials.md D36; src/games/trials/split.ts): over seeded random
 * games from the pool (pool.ts), at every split window the legal actions and `apply` agree — every
 * listed `split` action applies, and every `split` action `apply` accepts (any card in play, or a
 * bogus id) is listed — both on the omniscient state and on the acting seat's view; a `split`
 * action of the wrong seat, or outside the window, changes nothing and is refused; and the
 * opponent's view during the window holds no hidden card of the declaring seat.
 */
import { describe, expect, it } from 'vitest';
import type { CardDb } from '../../src/games/trials/carddb.ts';
import { TRIALS_DB } from '../../src/games/trials/carddb.ts';
import { PRECON_DECKS } from '../../src/games/trials/cards/index.ts';
import { legalActions } from '../../src/games/trials/legal.ts';
import { newGame } from '../../src/games/trials/setup.ts';
import { apply } from '../../src/games/trials/rules.ts';
import { allInPlay, idOf } from '../../src/games/trials/stats.ts';
import type { Action, TrialsState, TSeat } from '../../src/games/trials/types.ts';
import { view } from '../../src/games/trials/view.ts';
import { waiting } from '../../src/games/trials/waiting.ts';
import { mulberry, POOL_DB, poolGame, shuffled } from './pool.ts';
import { leaks } from './random-run.ts';

const SEEDS = 60;

/** The sorted split targets apply accepts for `seat` in `s` (ids in play plus bogus ones). */
function accepted(db: CardDb, s: TrialsState, seat: TSeat): string[] {
  const ids = [...allInPlay(s).map(idOf), 'nope', '', 'A:h0'];
  return ids
    .filter((target) => !apply(db, s, { type: 'split', player: seat, target }).error)
    .sort();
}

function listed(db: CardDb, s: TrialsState, seat: TSeat): string[] {
  return legalActions(db, s, seat)
    .map((a) => (a.type === 'split' ? a.target : `!${a.type}`))
    .sort();
}

/** Plays seed `seed`, checking each split window; returns what broke and how many windows. */
function check(
  db: CardDb,
  make: (rand: () => number) => TrialsState,
  seed: number,
): { problems: string[]; windows: number } {
  const rand = mulberry(seed);
  let s = make(rand);
  const problems: string[] = [];
  let windows = 0;
  for (let step = 0; step < 3000; step++) {
    const w = waiting(s);
    if (w.kind === 'over') break;
    const foe: TSeat = w.seat === 'A' ? 'B' : 'A';
    const v = view(s, w.seat);
    if (w.window === 'split') {
      windows++;
      for (const [name, st] of [
        ['state', s],
        ['view', v],
      ] as const) {
        const l = listed(db, st, w.seat);
        const acc = accepted(db, st, w.seat);
        if (JSON.stringify(l) !== JSON.stringify(acc))
          problems.push(`seed ${seed} step ${step} ${name}: listed ${l} accepted ${acc}`);
      }
      const any = allInPlay(s).map(idOf)[0]!;
      if (!apply(db, s, { type: 'split', player: foe, target: any }).error)
        problems.push(`seed ${seed} step ${step}: the other seat named a point`);
      const leak = leaks(view(s, foe), foe);
      if (leak.length > 0) problems.push(`seed ${seed} step ${step}: ${foe} sees ${leak}`);
    } else {
      for (const target of allInPlay(s).map(idOf))
        if (!apply(db, s, { type: 'split', player: w.seat, target }).error) {
          problems.push(`seed ${seed} step ${step}: split accepted in window ${w.window}`);
          break;
        }
    }
    const legal = legalActions(db, v, w.seat);
    if (legal.length === 0) {
      problems.push(`seed ${seed} step ${step}: no legal action in ${w.window}`);
      break;
    }
    const attacks = legal.filter(
      (a) => a.type === 'attack' || a.type === 'play' || a.type === 'activate',
    );
    const pool = attacks.length > 0 && rand() < 0.6 ? attacks : legal;
    const a: Action = pool[Math.floor(rand() * pool.length)]!;
    const r = apply(db, s, a);
    if (r.error) {
      problems.push(`seed ${seed} step ${step}: ${JSON.stringify(a)} ${r.error.code}`);
      break;
    }
    s = r.state;
    if (problems.length > 0) break;
  }
  return { problems, windows };
}

/** A game of two pre-constructed decks (the card set's own split cards), shuffled by `rand`. */
function preconGame(rand: () => number): TrialsState {
  const i = Math.floor(rand() * PRECON_DECKS.length);
  const j = (i + 1 + Math.floor(rand() * (PRECON_DECKS.length - 1))) % PRECON_DECKS.length;
  const deck = (seat: TSeat, k: number) =>
    shuffled(PRECON_DECKS[k]!.order, rand).map((id, n) => ({ h: `${seat}:d${n}`, id }));
  return newGame(TRIALS_DB, {
    avatars: { A: [...PRECON_DECKS[i]!.avatars], B: [...PRECON_DECKS[j]!.avatars] },
    decks: { A: deck('A', i), B: deck('B', j) },
    initiative: rand() < 0.5 ? 'A' : 'B',
  });
}

describe('Trials split window: legal and apply agree over random games', () => {
  it.each([
    ['pool', POOL_DB, poolGame],
    ['precon', TRIALS_DB, preconGame],
  ] as const)(
    `agrees at every split window of ${SEEDS} seeded %s games (seeds printed on failure)`,
    (_, db, make) => {
      let windows = 0;
      const problems: string[] = [];
      for (let seed = 1; seed <= SEEDS; seed++) {
        const r = check(db, make, seed);
        windows += r.windows;
        problems.push(...r.problems);
      }
      expect(problems).toEqual([]);
      expect(windows).toBeGreaterThan(20);
    },
  );
});
