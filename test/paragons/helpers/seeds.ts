/**
 * Seeded random matches with invariants checked after every action.
 */
import { seeded } from './prng.ts';
import { GAME, playRandomMatch } from './random-match.ts';
import { cardCensus, violations } from '../invariants.ts';

/** Matches per test file run; the suite runs two files (seeds 1–1000 and 1001–2000) in parallel. */
export const MATCHES_PER_FILE = 1000;

/** Plays seeds [from, from + count) with invariants after every action; returns failures. */
export function playSeeds(from: number, count: number): string[] {
  const failures: string[] = [];
  for (let seed = from; seed < from + count; seed++) {
    let census: Map<string, number> | undefined;
    try {
      const r = playRandomMatch(GAME, seeded(seed), (before, action, after) => {
        census ??= cardCensus(before);
        const bad = violations(after, census);
        if (bad.length) throw new Error(`after ${JSON.stringify(action)}: ${bad.join('; ')}`);
      });
      if (r.winner !== 'A' && r.winner !== 'B') throw new Error('no winner');
    } catch (e) {
      failures.push(`seed ${seed}: ${e instanceof Error ? e.message : String(e)}`);
      if (failures.length >= 5) break;
    }
  }
  return failures;
}
