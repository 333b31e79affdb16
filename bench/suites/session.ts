/**
 * Session bench (issue 5, "Acceptance"): the full protocol between two random bots, each a
 * separate session with its own keys and secrets, over the in-memory transport.
 *
 * - `session.messagesPerPlainAction`: messages per move that needs no randomness (target 1);
 * - `session.roundTripsPerRandomEvent`: for each random event, the distance from the message with
 *   the first chain element to the answer completing `R_k`; 1 means the answer is the very next
 *   message, one round trip (target 1);
 * - `session.medianMessageBytes`, `session.maxMessageBytes`: JSON of each signed message;
 * - `session.matchesPerSecond`: throughput of the machine: whole pre-constructed best-of-1 matches
 *   (no end verification) played concurrently, one stream of matches per core
 *   (`os.availableParallelism()` worker threads, each playing matches one after another, seeds
 *   interleaved so no two workers play the same match; every match is still two separate sessions
 *   with their own keys and secrets over the in-memory transport, both in that worker). Matches
 *   that ended within a 4 s window after a common start (every worker warmed up), divided by 4 s;
 *   a match still running at the end is not counted (at ~0.1–0.2 s per match, an underestimate of
 *   a few per cent). Definition since 2026-11; before, this was the one-core figure below;
 * - `session.matchesPerSecondOneCore`: the same matches one after another on this thread;
 * - `session.cpuMsPerMatch`: CPU time (user + system, this process) per match of the one-core run;
 * - `session.verifyMatchMs`: `verifyMatch` of a complete drafted match file (target ≤ 100).
 *
 * This module is also the worker's entry: loaded in a worker thread with `workerData.sessionBench`,
 * it plays the seeds it is given when the main thread says go.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Metric } from '../metric.ts';
import { percentile } from '../metric.ts';
import { verifyMatch, type MatchFile } from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import { PARAGONS_LOCKSTEP } from '../../src/games/paragons/session/adapter.ts';

function shape(file: MatchFile) {
  let plainMoves = 0;
  let plainMessages = 0;
  const first = new Map<number, number>();
  const trips: number[] = [];
  for (const m of file.messages) {
    const chain = (m.body.chain ?? []) as { k: number }[];
    if (m.body.move !== undefined && chain.length === 0) {
      plainMoves++;
      plainMessages++;
    }
    for (const { k } of chain) {
      const at = first.get(k);
      if (at === undefined) first.set(k, m.i);
      else trips.push(m.i - at);
    }
  }
  const bytes = file.messages.map((m) => new TextEncoder().encode(JSON.stringify(m)).length);
  return { plainMoves, plainMessages, trips, bytes };
}

const PRE = { mode: 'preconstructed', bestOf: 1 } as const;

/**
 * What a bench worker receives: its first seed and the stride between its seeds (so no two workers
 * play the same match), and how long to play.
 */
interface WorkerJob {
  readonly sessionBench: true;
  readonly firstSeed: number;
  readonly stride: number;
  readonly windowMs: number;
}

/**
 * Worker side: warm up, say ready, wait for go, then play matches one after another and report how
 * many ended within `windowMs` of the go (a match still running then is not counted).
 */
async function workerMain(job: WorkerJob): Promise<void> {
  const port = parentPort!;
  await duel({ seed: 1, options: PRE, verify: false });
  const go = new Promise<void>((resolve) => port.once('message', () => resolve()));
  port.postMessage({ t: 'ready' });
  await go;
  const end = performance.now() + job.windowMs;
  let matches = 0;
  for (let seed = job.firstSeed; ; seed += job.stride) {
    await duel({ seed, options: PRE, verify: false });
    if (performance.now() > end) break;
    matches++;
  }
  port.postMessage({ t: 'done', matches });
}

if (!isMainThread && (workerData as Partial<WorkerJob> | null)?.sessionBench === true) {
  await workerMain(workerData as WorkerJob);
}

/**
 * A worker's first script: tsx's loader (registered by `--import tsx` on the main thread only),
 * then this module, which sees `workerData` and plays.
 */
const WORKER_BOOT = new URL(
  'data:text/javascript,' +
    encodeURIComponent(
      `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};\n` +
        `register();\nawait import(${JSON.stringify(import.meta.url)});\n`,
    ),
);

/**
 * Matches per second with one worker thread per core, each playing matches one after another for
 * `windowMs` (see the module comment).
 */
async function concurrentMatchesPerSecond(windowMs: number): Promise<number> {
  const threads = availableParallelism();
  const workers: Worker[] = [];
  const ready: Promise<void>[] = [];
  const done: Promise<number>[] = [];
  for (let w = 0; w < threads; w++) {
    const job: WorkerJob = { sessionBench: true, firstSeed: 2 + w, stride: threads, windowMs };
    const worker = new Worker(WORKER_BOOT, { workerData: job });
    workers.push(worker);
    const failed = new Promise<never>((_, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`bench worker exited with ${code}`)));
    });
    failed.catch(() => undefined);
    const message = (t: string) =>
      new Promise<{ matches?: number }>((resolve) => {
        const on = (m: { t: string; matches?: number }) => {
          if (m.t !== t) return;
          worker.off('message', on);
          resolve(m);
        };
        worker.on('message', on);
      });
    ready.push(Promise.race([message('ready').then(() => undefined), failed]));
    done.push(Promise.race([message('done').then((m) => m.matches ?? 0), failed]));
  }
  try {
    await Promise.all(ready);
    for (const worker of workers) worker.postMessage('go');
    const matches = (await Promise.all(done)).reduce((a, b) => a + b, 0);
    return matches / (windowMs / 1000);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** Runs the session measurements. */
export async function run(): Promise<Metric[]> {
  await duel({ seed: 1, options: PRE, verify: false }); // warm-up
  const files: MatchFile[] = [];
  const n = 6;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  for (let seed = 2; seed < 2 + n; seed++) {
    files.push((await duel({ seed, options: PRE, verify: false })).file);
  }
  const matchesPerSecondOneCore = n / ((performance.now() - start) / 1000);
  const cpu = process.cpuUsage(cpu0);
  const cpuMsPerMatch = (cpu.user + cpu.system) / 1000 / n;
  const matchesPerSecond = await concurrentMatchesPerSecond(4000);
  const draft = (await duel({ seed: 3, options: { mode: 'draft', bestOf: 1 }, verify: false }))
    .file;
  files.push(draft);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const v = await verifyMatch(draft, PARAGONS_LOCKSTEP);
    times.push(performance.now() - t);
    if (v.verdict !== 'fair') throw new Error(`bench match not fair: ${v.reason}`);
  }
  const all = files.map(shape);
  const trips = all.flatMap((s) => s.trips);
  const bytes = all.flatMap((s) => s.bytes);
  const plain =
    all.reduce((a, s) => a + s.plainMessages, 0) / all.reduce((a, s) => a + s.plainMoves, 0);
  return [
    { name: 'session.messagesPerPlainAction', value: plain, unit: 'messages' },
    {
      name: 'session.roundTripsPerRandomEvent',
      value: trips.reduce((a, b) => a + b, 0) / trips.length,
      unit: 'round trips',
    },
    { name: 'session.medianMessageBytes', value: percentile(bytes, 50), unit: 'bytes' },
    { name: 'session.maxMessageBytes', value: Math.max(...bytes), unit: 'bytes' },
    { name: 'session.matchesPerSecond', value: matchesPerSecond, unit: 'matches/s' },
    {
      name: 'session.matchesPerSecondOneCore',
      value: matchesPerSecondOneCore,
      unit: 'matches/s',
    },
    { name: 'session.cpuMsPerMatch', value: cpuMsPerMatch, unit: 'ms' },
    { name: 'session.verifyMatchMs', value: percentile(times, 50), unit: 'ms' },
  ];
}
