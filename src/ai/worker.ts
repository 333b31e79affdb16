/**
 * The bot's Web Worker (docs/ai.md "API": decisions run off the main thread in the browser, so the
 * board never freezes, with a time budget per decision). Load it as a module worker:
 *
 *   new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })
 *
 * and talk to it through {@link BotClient} (below; it also runs on the calling thread without a
 * worker). Requests are answered in order, each with its own seed and budget (hard defaults to
 * `HARD_DEFAULT_BUDGET`: at most 200 ms). A request names the game (its id) and carries a seat's
 * view of the match (never an omniscient state: the client only sends a {@link SeatView}); the
 * worker projects it to the seat once more with that game's projection, since the type brand does
 * not survive structured cloning, so even a hand-made message cannot show it more than the seat may
 * see. An unknown game id is answered with an error naming the games this build knows.
 */
import { decide } from './index.ts';
import type { Budget, Decision, Level } from './bot.ts';
import type { SeatView } from './seat-view.ts';
import { now } from './bot.ts';
import type { Seat } from '../engine/types.ts';
import { botHooksFor } from './games.ts';
import { seatViewOf } from './seat-view.ts';

/** A decision request to the worker. */
export interface WorkerRequest {
  readonly id: number;
  readonly level: Level;
  /** The game's id (`SeatView.game`). */
  readonly game: string;
  /** The seat's view of the match (`SeatView.match`). */
  readonly match: unknown;
  readonly seat: Seat;
  readonly seed: number;
  readonly budget?: Budget;
}

/** The worker's answer to request `id`: the decision and how long it took, or an error message. */
export type WorkerResponse =
  | { readonly id: number; readonly decision: Decision | null; readonly ms: number }
  | { readonly id: number; readonly error: string };

/** Answers one request (also usable on the main thread as a fallback without workers). */
export function answer(req: WorkerRequest): WorkerResponse {
  const start = now();
  try {
    const view = seatViewOf(botHooksFor(req.game), req.match, req.seat);
    const decision = decide(req.level, view, { seed: req.seed, budget: req.budget });
    return { id: req.id, decision, ms: now() - start };
  } catch (e) {
    return { id: req.id, error: e instanceof Error ? e.message : String(e) };
  }
}

interface WorkerScope {
  onmessage: ((ev: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
}

function inWorker(): boolean {
  const g = globalThis as { WorkerGlobalScope?: unknown; document?: unknown };
  return typeof g.WorkerGlobalScope !== 'undefined' && typeof g.document === 'undefined';
}

if (inWorker()) {
  const scope = globalThis as unknown as WorkerScope;
  scope.onmessage = (ev) => scope.postMessage(answer(ev.data));
}

/** What a worker-like object must offer (a DOM `Worker`, or a stand-in in tests). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (ev: MessageEvent<WorkerResponse>) => void): void;
  terminate(): void;
}

/** A decision and the time the worker spent on it. */
export interface TimedDecision {
  readonly decision: Decision | null;
  readonly ms: number;
}

/** Asks a bot worker for decisions. */
export class BotClient {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (d: TimedDecision) => void; reject: (e: Error) => void }
  >();

  /** Wraps a started worker, or runs on the calling thread when `worker` is null. */
  constructor(private readonly worker: WorkerLike | null) {
    worker?.addEventListener('message', (ev) => this.receive(ev.data));
  }

  /** Starts the module worker next to this file (browsers; the bundler rewrites the URL). */
  static start(): BotClient {
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    return new BotClient(w as unknown as WorkerLike);
  }

  private receive(r: WorkerResponse): void {
    const p = this.waiting.get(r.id);
    if (!p) return;
    this.waiting.delete(r.id);
    if ('error' in r) p.reject(new Error(r.error));
    else p.resolve({ decision: r.decision, ms: r.ms });
  }

  /** The decision of `level` for the view's seat, computed off the main thread. */
  decide(level: Level, view: SeatView, seed: number, budget?: Budget): Promise<TimedDecision> {
    const req: WorkerRequest = {
      id: this.nextId++,
      level,
      game: view.game,
      match: view.match,
      seat: view.seat,
      seed,
      ...(budget ? { budget } : {}),
    };
    if (!this.worker) {
      const r = answer(req);
      return 'error' in r
        ? Promise.reject(new Error(r.error))
        : Promise.resolve({ decision: r.decision, ms: r.ms });
    }
    return new Promise((resolve, reject) => {
      this.waiting.set(req.id, { resolve, reject });
      this.worker!.postMessage(req);
    });
  }

  /** Stops the worker; pending requests are rejected. */
  stop(): void {
    this.worker?.terminate();
    for (const p of this.waiting.values()) p.reject(new Error('bot worker stopped'));
    this.waiting.clear();
  }
}
