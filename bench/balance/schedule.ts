/**
 * The balance bench's matches: every pairing of sides (mirrors too where the game allows them), in
 * every deck format, with each side in each seat, taken in turn, so any prefix of the run is as
 * even as it can be. Match `i` is fixed by the seed base and `i` alone, whoever plays it.
 */
import type { BalanceGame, BalanceJob } from './types.ts';

/** One cell of the design: a pairing, a format and who sits in seat A. */
export interface Cell {
  readonly sides: Readonly<Record<'A' | 'B', string>>;
  readonly format: string;
}

/** Every pairing of two sides (unordered; mirrors included when `mirrors`), in the sides' order. */
export function pairings(sides: readonly string[], mirrors: boolean): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < sides.length; i++)
    for (let j = mirrors ? i : i + 1; j < sides.length; j++) out.push([sides[i]!, sides[j]!]);
  return out;
}

/** The cells in the order matches go round them: pairing, then format, then seats swapped. */
export function cells(game: BalanceGame): Cell[] {
  const out: Cell[] = [];
  for (const [x, y] of pairings(game.sides, game.mirrors))
    for (const format of game.formats) {
      out.push({ sides: { A: x, B: y }, format });
      out.push({ sides: { A: y, B: x }, format });
    }
  return out;
}

/** The run's `matches` jobs: match `i` plays cell `i mod cells` with seed `seedBase + i`. */
export function schedule(
  game: BalanceGame,
  level: string,
  matches: number,
  seedBase: number,
  iterations: number,
): BalanceJob[] {
  const all = cells(game);
  return Array.from({ length: matches }, (_, index) => {
    const cell = all[index % all.length]!;
    return { index, seed: seedBase + index, level, iterations, ...cell };
  });
}
