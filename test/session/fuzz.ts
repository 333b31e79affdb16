/**
 * The seeded virtual-network fuzz of issue 5 ("200 seeded bot-vs-bot matches over the virtual
 * network … all finish and verify as fair; a fuzz test reports {seed, violations: []} and prints
 * failing seeds"). Most matches are pre-constructed best of 1; every fifth is drafted, every
 * tenth a best of 3.
 */
import { verifyMatch } from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import type { MatchOptions } from '../../src/games/paragons/match/types.ts';
import { PARAGONS_LOCKSTEP } from '../../src/games/paragons/session/adapter.ts';

/** One seed's report. */
export interface FuzzReport {
  readonly seed: number;
  readonly violations: readonly string[];
}

/** The options seed `seed` plays. */
export function fuzzOptions(seed: number): MatchOptions {
  return { mode: seed % 5 === 0 ? 'draft' : 'preconstructed', bestOf: seed % 10 === 0 ? 3 : 1 };
}

/** Plays seed `seed` over a hostile virtual network and verifies the file once. */
export async function fuzzOne(seed: number): Promise<FuzzReport> {
  const violations: string[] = [];
  const net = { drop: 0.08, duplicate: 0.08, minDelay: 1, maxDelay: 120 };
  const r = await duel({
    seed,
    options: fuzzOptions(seed),
    transport: 'virtual',
    net,
    verify: false,
  });
  for (const s of ['A', 'B'] as const) {
    const session = r.sessions[s];
    if (session.stopped) violations.push(`${s} stopped: ${session.stopped.reason}`);
    else if (!session.finished) violations.push(`${s} did not finish`);
  }
  violations.push(...r.errors);
  const v = await verifyMatch(r.file, PARAGONS_LOCKSTEP);
  if (v.verdict !== 'fair') violations.push(`verdict ${v.verdict} at ${v.index}: ${v.reason}`);
  return { seed, violations };
}
