/**
 * Plays a run's matches on worker threads, one per core by default: each worker takes the next
 * unplayed match when it finishes one, so slow matches do not hold up a fixed share. A match's
 * outcome depends only on its job (seeded), so the results are the same with any number of
 * workers; only their order of arrival differs, and they are returned sorted by index.
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

/** A run in progress: its outcomes when done, and a way to stop it early. */
export interface Run {
  /** Every outcome, sorted by index (only the finished ones after {@link Run.stop}). */
  readonly done: Promise<MatchOutcome[]>;
  /** Stops the workers; `done` then resolves with the matches finished so far. */
  stop(): void;
}

/** Starts playing `jobs` of game `gameId` on `workers` threads. */
export function playAll(
  gameId: string,
  jobs: readonly BalanceJob[],
  workers: number,
  progress?: Progress,
): Run {
  const outcomes: MatchOutcome[] = [];
  let next = 0;
  let stopped = false;
  const threads: Worker[] = [];
  let stop = () => {};
  const stoppedEarly = new Promise<void>((resolve) => {
    stop = () => {
      stopped = true;
      resolve();
    };
  });
  const one = (w: Worker) =>
    new Promise<void>((resolve, reject) => {
      const feed = () => {
        if (next >= jobs.length || stopped) return resolve();
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
  const done = (async () => {
    try {
      const n = Math.max(1, Math.min(workers, jobs.length));
      for (let i = 0; i < n; i++)
        threads.push(tsWorker(import.meta.url, { balanceGame: gameId } satisfies WorkerData));
      await Promise.race([Promise.all(threads.map(one)), stoppedEarly]);
    } finally {
      await Promise.all(threads.map((w) => w.terminate()));
    }
    return [...outcomes].sort((a, b) => a.index - b.index);
  })();
  return { done, stop };
}

if (!isMainThread && (workerData as Partial<WorkerData>)?.balanceGame !== undefined) {
  const game = await balanceGame((workerData as WorkerData).balanceGame);
  parentPort!.on('message', (job: BalanceJob) => parentPort!.postMessage(game.play(job)));
}
