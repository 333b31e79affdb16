/**
 * The seeded virtual-network fuzz ("200 seeded bot-vs-bot matches over the virtual network … all
 * finish and verify as fair; a fuzz test reports {seed, violations: []} and prints failing seeds"),
 * for every registered game (src/games/index.ts `GAMES`). Each seed plays the options the game's
 * `testing.fuzzOptions(seed)` gives (Paragons: most matches pre-constructed best of 1, every fifth
 * drafted, every tenth a best of 3) between the game's random bots, over a network that drops and
 * duplicates 8% of frames each and delays them 1–120 ms.
 *
 * How many matches each game plays in `npm test` ({@link FUZZ_MATCHES}): Paragons the 200.
 * An Authority match is four to eight times longer (600–1,200 messages against about 140–220), so
 * Authority plays 40, which adds under a minute of one core; a game not listed plays
 * {@link DEFAULT_MATCHES}. `PARLEY_FUZZ=N` plays seeds 1–N of every game instead; `PARLEY_LONG=1`
 * (soak runs) plays ten times as many of each, unless PARLEY_FUZZ says otherwise.
 *
 * Every game's seeds are split over four files (fuzz-a … fuzz-d.test.ts, a quarter of each game's
 * seeds each) so vitest's workers share them.
 */
import { expect, it } from 'vitest';
import { verifyMatch } from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import type { GameModule } from '../../src/engine/module.ts';
import { GAMES } from '../../src/games/index.ts';

/** One seed's report. */
export interface FuzzReport {
  readonly game: string;
  readonly seed: number;
  readonly violations: readonly string[];
}

/** Matches per game in `npm test` (see the module comment). */
export const FUZZ_MATCHES: Readonly<Record<string, number>> = { paragons: 200, authority: 40 };
/** Matches of a game {@link FUZZ_MATCHES} does not list. */
export const DEFAULT_MATCHES = 40;

/** Plays seed `seed` of `game` over a hostile virtual network and verifies the file once. */
export async function fuzzOne(game: GameModule, seed: number): Promise<FuzzReport> {
  const violations: string[] = [];
  const net = { drop: 0.08, duplicate: 0.08, minDelay: 1, maxDelay: 120 };
  const r = await duel({
    seed,
    game,
    options: game.testing.fuzzOptions(seed),
    transport: 'virtual',
    net,
    verify: false,
  });
  for (const s of r.seats) {
    const session = r.sessions[s]!;
    if (session.stopped) violations.push(`${s} stopped: ${session.stopped.reason}`);
    else if (!session.finished) violations.push(`${s} did not finish`);
  }
  violations.push(...r.errors);
  const v = await verifyMatch(r.file, game.lockstep);
  if (v.verdict !== 'fair') violations.push(`verdict ${v.verdict} at ${v.index}: ${v.reason}`);
  return { game: game.id, seed, violations };
}

/** How many seeds `game` plays in all (see the module comment). */
export function fuzzTotal(game: GameModule, env: NodeJS.ProcessEnv = process.env): number {
  const base = FUZZ_MATCHES[game.id] ?? DEFAULT_MATCHES;
  const n = Number(env.PARLEY_FUZZ ?? (env.PARLEY_LONG === '1' ? 10 * base : base));
  if (!Number.isInteger(n) || n < 0) throw new Error(`PARLEY_FUZZ must be a count, not ${n}`);
  return n;
}

/** The files the fuzz is split over. */
export const FUZZ_PARTS = 4;

/** The seeds part `part` (0-based, of {@link FUZZ_PARTS}) plays: its share of 1…total, in order. */
export function fuzzSeeds(part: number, total: number): number[] {
  const per = Math.ceil(total / FUZZ_PARTS);
  const first = 1 + part * per;
  const last = Math.min(total, first + per - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/**
 * The tests of part `part`, one per registered game: every seed of the part finishes over a
 * hostile network and verifies fair. Failing seeds are printed as `{game, seed, violations}`
 * reports before the assertion fails.
 */
export function fuzzPart(part: number): void {
  for (const game of GAMES) {
    const seeds = fuzzSeeds(part, fuzzTotal(game));
    // A small PARLEY_FUZZ can leave a part without seeds: skipped, not passed.
    if (seeds.length === 0) {
      it.skip(`${game.id}: no seeds in this part (PARLEY_FUZZ)`);
      continue;
    }
    const name = `${game.id}: seeds ${seeds[0]}–${seeds[seeds.length - 1]} finish over a hostile network and verify fair`;
    it(
      name,
      async () => {
        const reports: FuzzReport[] = [];
        for (const seed of seeds) reports.push(await fuzzOne(game, seed));
        const failing = reports.filter((r) => r.violations.length > 0);
        if (failing.length > 0) console.error('failing seeds:', JSON.stringify(failing, null, 1));
        expect(failing).toEqual([]);
      },
      Math.max(900_000, seeds.length * 20_000),
    );
  }
}
