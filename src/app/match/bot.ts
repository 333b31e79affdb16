/**
 * The bot's seat: an ordinary session (its own keys and secrets, the real protocol) driven by the
 * bot of src/ai. Decisions run in the bot Web Worker (src/ai/worker.ts), which only ever receives
 * the seat's view (`seatViewOf`); the decision becomes a move with the seat's own secrets through
 * `BotPlayer.toAction` (commitments), and openings of its commitments are made directly
 * (`BotPlayer.opening`, no search). A short random pause before each move keeps the board readable.
 */
import { answer, type WorkerRequest, type WorkerResponse } from '../../ai/worker.ts';
import type { Decision } from '../../ai/bot.ts';
import type { SeatView } from '../../ai/seat-view.ts';
import { BotPlayer } from '../../ai/player.ts';
import { seatViewOf } from '../../ai/seat-view.ts';
import { botFor } from '../../ai/index.ts';
import { matchWaiting } from '../../games/paragons/match/match.ts';
import { PARAGONS_BOTS } from '../../games/paragons/bots/index.ts';
import type { MatchAction } from '../../games/paragons/match/types.ts';
import type { PlayerSecrets } from '../../../protocol/secrets.ts';
import type { BotLevelId } from '../router.ts';
import type { SeatId } from '../records.ts';
import type { ParagonsSession } from './setup.ts';

/** Pause before a bot move (ms): long enough to see what happens, short enough not to bore. */
export const BOT_PAUSE_MS = { min: 250, max: 700 } as const;

/** A running bot seat; `stop()` ends it (and its worker). */
export interface BotSeat {
  stop(): void;
  /** The last error of the bot, if any (shown in the status line). */
  readonly error: string | null;
}

/** The bot worker seen from the page: decisions off the main thread, in order. */
interface Client {
  decide(level: BotLevelId, view: SeatView, seed: number): Promise<Decision | null>;
  stop(): void;
}

/**
 * Starts the module worker src/ai/worker.ts (the bundler rewrites the URL). Without workers the
 * decisions run on the main thread through the worker's own `answer`.
 */
function startClient(): Client {
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('../../ai/worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  let next = 1;
  const waiting = new Map<
    number,
    { req: WorkerRequest; ok: (d: Decision | null) => void; no: (e: Error) => void }
  >();
  const settle = (r: WorkerResponse): void => {
    const p = waiting.get(r.id);
    if (!p) return;
    waiting.delete(r.id);
    if ('error' in r) p.no(new Error(r.error));
    else p.ok(r.decision);
  };
  worker?.addEventListener('message', (ev: MessageEvent<WorkerResponse>) => settle(ev.data));
  worker?.addEventListener('error', () => {
    // A worker that cannot start: answer what waits (and everything later) on this thread.
    const w = worker;
    worker = null;
    w?.terminate();
    for (const { req } of [...waiting.values()]) settle(answer(req));
  });
  return {
    decide(level, view, seed) {
      const req: WorkerRequest = {
        id: next++,
        level,
        game: view.game,
        match: view.match,
        seat: view.seat,
        seed,
      };
      if (!worker) {
        const r = answer(req);
        return 'error' in r ? Promise.reject(new Error(r.error)) : Promise.resolve(r.decision);
      }
      return new Promise((ok, no) => {
        waiting.set(req.id, { req, ok, no });
        worker!.postMessage(req);
      });
    },
    stop() {
      worker?.terminate();
      for (const p of waiting.values()) p.no(new Error('bot worker stopped'));
      waiting.clear();
    },
  };
}

/** Drives `session` (seat `seat`) with the bot of `level`; see the module comment. */
export function driveBot(
  session: ParagonsSession,
  seat: SeatId,
  secrets: PlayerSecrets,
  level: BotLevelId,
  pauseMs: { readonly min: number; readonly max: number } = BOT_PAUSE_MS,
): BotSeat {
  const client = startClient();
  const player = new BotPlayer(PARAGONS_BOTS, botFor(level), seat, { privSeed: secrets.privSeed });
  let busy = false;
  let stopped = false;
  let error: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const decide = async (): Promise<MatchAction | null> => {
    const state = session.state;
    const w = matchWaiting(state);
    if (w.kind !== 'act' || w.seat !== seat) return null;
    const seed = Math.floor(Math.random() * 2 ** 32);
    const opening = player.opening(state);
    if (opening) return opening;
    const decision = await client.decide(level, seatViewOf(PARAGONS_BOTS, state, seat), seed);
    if (!decision) throw new Error(`the bot had no decision in ${w.window}`);
    return player.toAction(state, decision);
  };

  const step = (): void => {
    if (stopped || busy || timer !== null || !session.canAct()) return;
    const pause = pauseMs.min + Math.random() * (pauseMs.max - pauseMs.min);
    timer = setTimeout(() => {
      timer = null;
      if (stopped || busy || !session.canAct()) return;
      busy = true;
      decide()
        .then((a) => (a && !stopped ? session.act(a) : undefined))
        .then(
          () => {
            busy = false;
            error = null;
            step();
          },
          (e: unknown) => {
            busy = false;
            error = e instanceof Error ? e.message : String(e);
          },
        );
    }, pause);
  };

  const unsubscribe = session.subscribe(step);
  step();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      unsubscribe();
      client.stop();
    },
    get error() {
      return error;
    },
  };
}
