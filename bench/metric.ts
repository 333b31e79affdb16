/**
 * One measured figure. Names are stable (other tools read them): `<area>.<what><Unit>`.
 * A suite is a module in bench/suites/ exporting `run(): Promise<Metric[]>`.
 */
export interface Metric {
  name: string;
  value: number;
  unit: string;
}

/** A bench suite: measures and returns its metrics. Must stop everything it starts. */
export type Suite = () => Promise<Metric[]>;

/**
 * Times `fn` over enough iterations to last at least `minMs` (after `warmup` calls) and returns
 * the mean microseconds per call.
 */
export function microsPerCall(fn: () => void, minMs = 200, warmup = 20): number {
  for (let i = 0; i < warmup; i++) fn();
  let iterations = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    fn();
    iterations++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return (elapsed * 1000) / iterations;
}

/** Async variant of {@link microsPerCall}. */
export async function microsPerCallAsync(
  fn: () => Promise<unknown>,
  minMs = 200,
  warmup = 5,
): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  let iterations = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    await fn();
    iterations++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return (elapsed * 1000) / iterations;
}

/** The p-th percentile (0..100) of a list of numbers, by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
