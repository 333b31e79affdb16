/**
 * Per-game figures for every registered game (src/games/index.ts; docs/adding-a-game.md):
 *
 * - `engine.<id>.matchesPerSecond`: whole matches through the game module's lockstep adapter in the
 *   omniscient view, between its random legal-move drivers (each deciding on its own seat's view,
 *   `module.view`), random events resolved from a seeded source: the rules and the adapter, no
 *   signatures, no transport. About 3 s after a 1 s warm-up, on one core.
 * - `session.<id>.verifyMatchMs`: `verifyMatch` of a complete match file (the game's
 *   `testing.simulateOptions`, seed 3) played over the full protocol, median of 5.
 *
 * Paragons' older names (`engine.matchesPerSecond`, a Game Phase figure of bench/suites/engine.ts,
 * and `session.verifyMatchMs`, bench/suites/session.ts) stay as they are.
 */
import { PlayerSecrets } from '../../protocol/index.ts';
import { verifyMatch, type Turn } from '../../protocol/session/index.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import { duel, duelSetup } from '../../src/cli/duel.ts';
import { randomLegalMove } from '../../src/engine/bot-hooks.ts';
import type { GameModule } from '../../src/engine/module.ts';
import { GAMES } from '../../src/games/index.ts';
import type { Metric } from '../metric.ts';
import { percentile } from '../metric.ts';

/** Plays one omniscient match of `game` from `seed`; returns the number of steps. */
export function playOmniscient(game: GameModule, seed: number): number {
  const rng = seededRng(seed);
  const bytes = () => Uint8Array.from({ length: 32 }, () => Math.floor(rng() * 256));
  const options = game.options.parse(game.testing.simulateOptions);
  const { header, seats } = duelSetup(seed, options, 1024, game);
  const secrets = new Map(
    seats.map((seat) => [
      seat,
      PlayerSecrets.create(header.matchId, seat, { chainSeed: bytes(), privSeed: bytes() }),
    ]),
  );
  const g = game.lockstep;
  let s = g.initial(header, seats);
  for (let step = 0; step < 100_000; step++) {
    const t: Turn = g.turn(s);
    if (t.kind === 'over') return step;
    if (t.kind === 'random') {
      const { count, size } = t.event;
      const indices = Array.from({ length: count }, (_, i) => Math.floor(rng() * (size - i)));
      const r = g.resolve(s, indices);
      if ('code' in r) throw new Error(`${game.id}: ${r.code} ${r.message}`);
      s = r.state;
      continue;
    }
    const own = secrets.get(t.seat)!;
    const move = randomLegalMove(game.bots, game.view(s, t.seat), own, rng);
    const r = g.local(s, t.seat, move, own);
    if ('code' in r) throw new Error(`${game.id}: ${r.code} ${r.message}`);
    s = r.state;
  }
  throw new Error(`${game.id}: a match of seed ${seed} did not end`);
}

function matchesPerSecond(game: GameModule): number {
  const until = (ms: number, first: number): { n: number; elapsed: number } => {
    const start = performance.now();
    let n = 0;
    while (performance.now() - start < ms) playOmniscient(game, first + n++);
    return { n, elapsed: performance.now() - start };
  };
  until(1000, 1_000_000);
  const r = until(3000, 1);
  return Math.round((r.n * 1000) / r.elapsed);
}

async function verifyMs(game: GameModule): Promise<number> {
  const options = game.options.parse(game.testing.simulateOptions);
  const { file } = await duel({ seed: 3, game, options, verify: false });
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const v = await verifyMatch(file, game.lockstep);
    times.push(performance.now() - t);
    if (v.verdict !== 'fair') throw new Error(`${game.id} bench match not fair: ${v.reason}`);
  }
  return percentile(times, 50);
}

/** Runs the per-game bench. */
export async function run(): Promise<Metric[]> {
  const out: Metric[] = [];
  for (const game of GAMES) {
    out.push({
      name: `engine.${game.id}.matchesPerSecond`,
      value: matchesPerSecond(game),
      unit: 'matches/s',
    });
    out.push({ name: `session.${game.id}.verifyMatchMs`, value: await verifyMs(game), unit: 'ms' });
  }
  return out;
}
