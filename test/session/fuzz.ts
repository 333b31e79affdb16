/**
 * The seeded virtual-network fuzz ("200 seeded bot-vs-bot matches over the virtual
 * network … all finish and verify as fair; a fuzz test reports {seed, violations: []} and prints
 * failing seeds"). Most matches are pre-constructed best of 1; every fifth is drafted, every
 * tenth a best of 3.
 *
 * `npm test` plays seeds 1–200, split over four files (fuzz-a … fuzz-d.test.ts, 50 seeds each) so
 * vitest's workers share them. `PARLEY_FUZZ=N` plays seeds 1–N instead; `PARLEY_LONG=1` (soak
 * runs) plays ten times as many, 1–2000, unless PARLEY_FUZZ says otherwise.
 */
import { expect, it } from 'vitest';
import { verifyMatch } from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import type { MatchOptions } from '../../src/games/paragons/match/types.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

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

/** How many seeds the fuzz plays in all (see the module comment). */
export function fuzzTotal(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.PARLEY_FUZZ ?? (env.PARLEY_LONG === '1' ? 2000 : 200));
  if (!Number.isInteger(n) || n < 0) throw new Error(`PARLEY_FUZZ must be a count, not ${n}`);
  return n;
}

/** The files the fuzz is split over. */
export const FUZZ_PARTS = 4;

/** The seeds part `part` (0-based, of {@link FUZZ_PARTS}) plays: its share of 1…total, in order. */
export function fuzzSeeds(part: number, total = fuzzTotal()): number[] {
  const per = Math.ceil(total / FUZZ_PARTS);
  const first = 1 + part * per;
  const last = Math.min(total, first + per - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/**
 * The test of part `part`: every seed finishes over a hostile network and verifies fair. Failing
 * seeds are printed as `{seed, violations}` reports before the assertion fails.
 */
export function fuzzPart(part: number): void {
  const seeds = fuzzSeeds(part);
  // A small PARLEY_FUZZ can leave a part without seeds: skipped, not passed.
  if (seeds.length === 0) return void it.skip('no seeds in this part (PARLEY_FUZZ)');
  const name = `seeds ${seeds[0]}–${seeds[seeds.length - 1]} finish over a hostile network and verify fair`;
  it(
    name,
    async () => {
      const reports: FuzzReport[] = [];
      for (const seed of seeds) reports.push(await fuzzOne(seed));
      const failing = reports.filter((r) => r.violations.length > 0);
      if (failing.length > 0) console.error('failing seeds:', JSON.stringify(failing, null, 1));
      expect(failing).toEqual([]);
    },
    Math.max(900_000, seeds.length * 20_000),
  );
}
