/**
 * A tiny seeded PRNG for tests and benches (sfc32 seeded through splitmix32). The engine never
 * generates randomness; tests use this to resolve its random requests reproducibly.
 */

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** A seeded generator: same seed, same sequence (protocol/seeded-rng.ts). */
export { seededRng as seeded } from '../../../protocol/seeded-rng.ts';

/** A uniform integer in [0, n). */
export function below(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** A shuffled copy of `xs`. */
export function shuffled<T>(rng: Rng, xs: readonly T[]): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
