/**
 * Match speed and reproducibility (docs/ai.md "Trials", "Speed"): seeded hard-vs-normal matches of
 * one registered game played in this process exactly as `npm run bench:strength` plays them (same
 * seeds, seats alternating, hard at a fixed iteration budget with no clock), one JSON line a match:
 * the winner, the steps, a digest of every move in order, and the CPU seconds it took. Two versions
 * of an engine that give the same lines (but `cpu`) made the same decisions.
 *
 *   node --import tsx bench/match-speed.ts [--game trials] [--seed 1] [--matches 10]
 *                                           [--iterations 96]
 */
import { createHash } from 'node:crypto';
import { botFor } from '../src/ai/index.ts';
import { botHooksFor } from '../src/ai/games.ts';
import { playMatch } from '../src/ai/player.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const game = arg('game', 'trials');
const first = Number(arg('seed', '1'));
const matches = Number(arg('matches', '10'));
const iterations = Number(arg('iterations', '96'));
const hooks = botHooksFor(game);
let total = 0;
for (let seed = first; seed < first + matches; seed++) {
  const hardSeat = seed % 2 === 0 ? 'A' : 'B';
  const bots =
    hardSeat === 'A'
      ? { A: botFor('hard'), B: botFor('normal') }
      : { A: botFor('normal'), B: botFor('hard') };
  const budget = { iterations };
  const moves = createHash('sha256');
  const start = process.cpuUsage();
  const r = playMatch(hooks, bots, seed, {
    match: hooks.referee.defaultOptions as object,
    budget: { A: budget, B: budget },
    onAction: (_before, move) => moves.update(JSON.stringify(move)),
  });
  const used = process.cpuUsage(start);
  const cpu = (used.user + used.system) / 1e6;
  total += cpu;
  const line = {
    seed,
    hardSeat,
    winner: r.winner,
    steps: r.steps,
    moves: moves.digest('hex').slice(0, 16),
    cpu: Number(cpu.toFixed(2)),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
process.stdout.write(
  `${JSON.stringify({ matches, cpuPerMatch: Number((total / matches).toFixed(2)) })}\n`,
);
