/**
 * Session bench (acceptance criteria): the full protocol between two random bots, each a
 * separate session with its own keys and secrets, over the in-memory transport.
 *
 * - `session.messagesPerPlainAction` (target 1): over the transcripts of the bench's matches, the
 *   messages the plain game actions needed, per plain action. A plain action is a message carrying
 *   a move (or a concede) and no chain element (no random event in it); the messages it needed are
 *   its own plus every message since the previous move, chain element or final reveal that carries
 *   none of those (a message the session sent only to get the move across, e.g. commitments or
 *   openings on their own). Today the session never sends such a message, so the figure is 1; a
 *   plain action that cost two messages would count 2;
 * - `session.roundTripsPerRandomEvent` (target 1): for each random event `k`, found by replaying
 *   the transcript through the lockstep core, the distance in messages from the message after which
 *   the event is pending (its trigger, or the first message for an event pending at the start) to
 *   the one after which `R_k` is known; 1 means the trigger itself carries its chain element and the
 *   answer is the very next message, one round trip. An element sent apart from its trigger, or an
 *   answer that is not the next message, counts more;
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
import {
  learnFromReveals,
  Lockstep,
  verifyMatch,
  type MatchFile,
} from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

/** What one match's transcript says about the cost of plain actions and random events. */
interface Shape {
  readonly plainActions: number;
  /** Messages the plain actions needed (each one's own message and the extra ones before it). */
  readonly plainMessages: number;
  /** For each random event, messages from the one that made it pending to the one resolving it. */
  readonly trips: readonly number[];
  readonly bytes: readonly number[];
}

/**
 * Measures a complete, fair match file (see the module comment). The random events are replayed
 * through the lockstep core in the omniscient view the final reveals give, as verifyMatch does.
 */
export function shape(file: MatchFile): Shape {
  let plainActions = 0;
  let plainMessages = 0;
  let extra = 0;
  for (const m of file.messages) {
    const b = m.body;
    const chain = Array.isArray(b.chain) && b.chain.length > 0;
    const action = b.move !== undefined || b.concede !== undefined;
    if (action && !chain) {
      plainActions++;
      plainMessages += 1 + extra;
    }
    extra = action || chain || b.reveal !== undefined || b.claim !== undefined ? 0 : extra + 1;
  }
  const { seeds, know } = learnFromReveals(
    file.header,
    file.messages,
    PARAGONS_LOCKSTEP.finalKinds,
  );
  let core = Lockstep.start(PARAGONS_LOCKSTEP, file.header, seeds, know);
  const pendingAt = new Map<number, number>();
  const trips: number[] = [];
  for (const m of file.messages) {
    core = core.receive(m.from, m.body);
    const upTo = Math.max(core.pending?.k ?? 0, core.resolved);
    for (let k = pendingAt.size + 1; k <= upTo; k++) pendingAt.set(k, m.i);
    for (let k = trips.length + 1; k <= core.resolved; k++) trips.push(m.i - pendingAt.get(k)!);
  }
  if (core.pending !== null) throw new Error(`bench match ends with event ${core.pending.k} open`);
  const bytes = file.messages.map((m) => new TextEncoder().encode(JSON.stringify(m)).length);
  return { plainActions, plainMessages, trips, bytes };
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
    all.reduce((a, s) => a + s.plainMessages, 0) / all.reduce((a, s) => a + s.plainActions, 0);
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
