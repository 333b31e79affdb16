/**
 * The bot's Web Worker (issue 6: "Decisions run off the main thread in the browser … so the board
 * never freezes; a time budget per decision"). Load it as a module worker:
 *
 *   new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })
 *
 * and talk to it through src/ai/client.ts. A request carries a seat's view of the match (never an
 * omniscient state: the client only sends a {@link SeatView}); the worker projects it to the seat
 * once more, since the type brand does not survive structured cloning, so even a hand-made message
 * cannot show it more than the seat may see.
 */
import { decide } from './index.ts';
import type { Budget, Decision, Level } from './bot.ts';
import { now } from './bot.ts';
import type { MatchState } from '../games/paragons/match/types.ts';
import type { PSeat } from '../games/paragons/types.ts';
import { seatViewOf } from './seat-view.ts';

/** A decision request to the worker. */
export interface WorkerRequest {
  readonly id: number;
  readonly level: Level;
  /** The seat's view of the match (`SeatView.match`). */
  readonly match: MatchState;
  readonly seat: PSeat;
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
    const view = seatViewOf(req.match, req.seat);
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
