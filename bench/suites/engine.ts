/**
 * Engine speed: whole Game Phase matches between random legal-action players with the real card
 * set, on one core, no crypto (bench metrics `engine.matchesPerSecond`, `engine.actionsPerSecond`).
 * Every action counts, random resolutions and passes included.
 */
import type { Metric } from '../metric.ts';
import { seeded } from '../../test/paragons/helpers/prng.ts';
import { GAME, playRandomMatch } from '../../test/paragons/helpers/random-match.ts';

/** Plays random matches for about `ms` milliseconds. */
function measure(
  ms: number,
  firstSeed: number,
): { matches: number; actions: number; elapsed: number } {
  let matches = 0;
  let actions = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    actions += playRandomMatch(GAME, seeded(firstSeed + matches)).steps;
    matches++;
    elapsed = performance.now() - start;
  }
  return { matches, actions, elapsed };
}

/** Runs the engine bench. */
export async function run(): Promise<Metric[]> {
  // Warm up for 2 s on other seeds: V8 takes about that long here to settle its optimized code
  // (after a 0.5 s warm-up the first 3 s window ran ~25% below the next ones).
  measure(2000, 1_000_000);
  const r = measure(3000, 1);
  return [
    {
      name: 'engine.matchesPerSecond',
      value: Math.round((r.matches * 1000) / r.elapsed),
      unit: 'matches/s',
    },
    {
      name: 'engine.actionsPerSecond',
      value: Math.round((r.actions * 1000) / r.elapsed),
      unit: 'actions/s',
    },
  ];
}
