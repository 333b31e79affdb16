/**
 * Seeded random games run in the omniscient view and in both seats' views side by side, with the
 * invariants checked after every action (invariants.ts): used by random-games*.test.ts.
 */
import { canonicalJson, seatView } from '../../src/engine/index.ts';
import {
  newGame,
  project,
  publicState,
  viewAction,
  type GameState,
} from '../../src/games/authority/index.ts';
import { GAME, nextAction, randomConfig, seeded, uniformAction } from './helpers.ts';
import { census, leaks, violations } from './invariants.ts';

/** One game's outcome and the first problems found (empty when none). */
export interface Played {
  readonly turns: number;
  readonly winner: string | null;
  readonly problems: string[];
}

/**
 * Plays seed `seed` (uniformly random legal actions when `uniform`, else attack-leaning ones), in
 * the omniscient view and both seat views; the public states of the three views are compared after
 * every action when `everyStep` (seeds 1–200 by default), else at every turn's end and at the end.
 */
export function play(seed: number, uniform = false, everyStep = seed <= 200): Played {
  const rng = seeded(seed);
  let s = newGame(GAME.db, randomConfig(rng));
  const start = census(s);
  let views: Record<string, GameState> = {
    A: project(s, seatView('A')),
    B: project(s, seatView('B')),
  };
  const problems: string[] = [];
  for (let step = 0; step < 50_000 && problems.length === 0; step++) {
    const a = uniform ? uniformAction(GAME, s, rng) : nextAction(GAME, s, rng);
    if (!a) break;
    const r = GAME.apply(s, a);
    if (r.error) {
      problems.push(`step ${step}: ${JSON.stringify(a)} refused: ${r.error.code}`);
      break;
    }
    const next: Record<string, GameState> = {};
    for (const seat of ['A', 'B']) {
      const v = GAME.apply(views[seat]!, viewAction(s, a, seat));
      if (v.error) {
        problems.push(`step ${step}: view ${seat} refused ${a.type}: ${v.error.code}`);
        break;
      }
      next[seat] = v.state;
      problems.push(...leaks(v.state, seat).map((x) => `step ${step}: ${x}`));
    }
    if (problems.length) break;
    s = r.state;
    views = next;
    problems.push(...violations(GAME.db, s, start).map((x) => `step ${step}: ${x}`));
    if (everyStep || a.type === 'end' || s.over) {
      const text = canonicalJson(publicState(s));
      for (const seat of ['A', 'B'])
        if (canonicalJson(publicState(views[seat]!)) !== text)
          problems.push(`step ${step}: ${seat}'s public state differs`);
    }
  }
  if (!s.over && problems.length === 0) problems.push('the game did not end');
  return { turns: s.turn.number, winner: s.winner, problems };
}

/** Plays seeds `from`–`to`; every failure names its seed. */
export function run(
  from: number,
  to: number,
  uniform: boolean,
): { failures: string[]; games: Played[] } {
  const failures: string[] = [];
  const games: Played[] = [];
  for (let seed = from; seed <= to; seed++) {
    const g = play(seed, uniform);
    games.push(g);
    if (g.problems.length)
      failures.push(`seed ${seed}${uniform ? ' (uniform)' : ''}: ${g.problems[0]}`);
  }
  return { failures, games };
}
