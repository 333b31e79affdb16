/**
 * Match-flow bench: `engine.draftAndBuildMs`, a full draft (class choice, 14 Greater and two rounds
 * of 18 Lesser picks, layouts from seeded randomness) and both seats' deck building, in the engine
 * only (no crypto beyond the class commitments and deck commitments).
 */
import type { Metric } from '../metric.ts';
import { createMatch, applyMatch } from '../../src/games/paragons/match/match.ts';
import { OMNISCIENT } from '../../src/engine/index.ts';
import { seeded } from '../../test/paragons/helpers/prng.ts';
import { bytes32, scriptedAction, type Script } from '../../test/match/helpers.ts';

function draftAndBuild(seed: number): void {
  const rng = seeded(seed);
  const script: Script = {
    wish: { A: 'warrior', B: 'ranger' },
    privSeed: { A: bytes32(rng), B: bytes32(rng) },
    swap: false,
  };
  let s = createMatch(OMNISCIENT, `bench-${seed}`, { bestOf: 1, mode: 'draft' });
  while (s.phase !== 'game') {
    const r = applyMatch(s, scriptedAction(s, script, rng));
    if (r.error) throw new Error(r.error.message);
    s = r.state;
  }
}

/** Runs the match-flow measurements. */
export async function run(): Promise<Metric[]> {
  for (let i = 0; i < 5; i++) draftAndBuild(i);
  const n = 50;
  const start = performance.now();
  for (let i = 0; i < n; i++) draftAndBuild(1000 + i);
  const ms = (performance.now() - start) / n;
  return [{ name: 'engine.draftAndBuildMs', value: ms, unit: 'ms' }];
}
