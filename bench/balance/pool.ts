/**
 * Plays a run's matches on worker threads, one per core by default: each worker takes the next
 * unplayed match when it finishes one, so slow matches do not hold up a fixed share. A match's
 * outcome depends only on its job (seeded), so the results are the same with any number of
 * workers; only their order of arrival differs, and the report sorts them by index.
 *
 * This module is also the workers' entry (started through bench/worker-boot.ts).
 */
import { isMainThread, parentPort, workerData, type Worker } from 'node:worker_threads';
import { tsWorker } from '../worker-boot.ts';
import { balanceGame } from './games.ts';
import type { BalanceJob, MatchOutcome } from './types.ts';

interface WorkerData {
  readonly balanceGame: string;
}

/** Called after every finished match with how many are done. */
export type Progress = (done: number, total: number) => void;

/** Plays `jobs` of game `gameId` on `workers` threads; outcomes sorted by index. */
export async function playAll(
  gameId: string,
  jobs: readonly BalanceJob[],
  workers: number,
  progress?: Progress,
): Promise<MatchOutcome[]> {
  const outcomes: MatchOutcome[] = [];
  let next = 0;
  const threads: Worker[] = [];
  const one = (w: Worker) =>
    new Promise<void>((resolve, reject) => {
      const feed = () => {
        if (next >= jobs.length) return resolve();
        w.postMessage(jobs[next++]);
      };
      w.on('message', (o: MatchOutcome) => {
        outcomes.push(o);
        progress?.(outcomes.length, jobs.length);
        feed();
      });
      w.once('error', reject);
      w.once('exit', (code) => reject(new Error(`balance worker exited with ${code}`)));
      feed();
    });
  try {
    const n = Math.max(1, Math.min(workers, jobs.length));
    for (let i = 0; i < n; i++)
      threads.push(tsWorker(import.meta.url, { balanceGame: gameId } satisfies WorkerData));
    await Promise.all(threads.map(one));
  } finally {
    await Promise.all(threads.map((w) => w.terminate()));
  }
  return outcomes.sort((a, b) => a.index - b.index);
}

if (!isMainThread && (workerData as Partial<WorkerData>)?.balanceGame !== undefined) {
  const game = await balanceGame((workerData as WorkerData).balanceGame);
  parentPort!.on('message', (job: BalanceJob) => parentPort!.postMessage(game.play(job)));
}
