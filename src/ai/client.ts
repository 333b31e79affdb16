/**
 * The main-thread side of the bot worker (src/ai/worker.ts): asks for decisions without blocking
 * the board. Only a {@link SeatView} can be sent, so the worker never receives more than the seat
 * sees. Requests are answered in order; each carries its own seed and budget (hard defaults to
 * {@link HARD_DEFAULT_BUDGET}: at most 200 ms).
 */
import type { Budget, Decision, Level } from './bot.ts';
import type { SeatView } from './seat-view.ts';
import { answer, type WorkerRequest, type WorkerResponse } from './worker.ts';

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
