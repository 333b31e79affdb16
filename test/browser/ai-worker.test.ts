/**
 * The bot runs in a real Web Worker in Chromium: the worker answers a decision for a
 * seat's view, and the page keeps running while it thinks.
 */
import { expect } from '@open-wc/testing';
import { OMNISCIENT } from '../../src/engine/index.ts';
import { applyMatch, createMatch, matchWaiting } from '../../src/games/paragons/match/match.ts';
import type { MatchState } from '../../src/games/paragons/match/types.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';
import { EASY } from '../../src/ai/levels.ts';
import { mixSeed, rngOf } from '../../src/ai/bot.ts';
import { BotClient, type WorkerLike } from '../../src/ai/worker.ts';
import { BotPlayer, seedBytes } from '../../src/ai/player.ts';
import { seatViewOf } from '../../src/ai/seat-view.ts';
import { GAME } from '../../src/games/paragons/match/games.ts';
import { PARAGONS_BOTS } from '../../src/games/paragons/bots/index.ts';
import { refereeRandom } from '../../src/games/paragons/bots/moves.ts';

/** A pre-constructed match played by easy bots until A must act in its main window of round 2. */
function midGame(seed: number): MatchState {
  const rng = rngOf(seed);
  const players = {
    A: new BotPlayer(PARAGONS_BOTS, EASY, 'A', { privSeed: seedBytes(rng) }),
    B: new BotPlayer(PARAGONS_BOTS, EASY, 'B', { privSeed: seedBytes(rng) }),
  };
  let s = createMatch(OMNISCIENT, `browser-${seed}`, { bestOf: 1, mode: 'preconstructed' });
  for (let step = 0; step < 3000; step++) {
    const w = matchWaiting(s);
    if (s.phase === 'game' && (s.game?.round ?? 0) >= 2 && w.kind === 'act' && w.seat === 'A') {
      if (w.window === 'main') return s;
    }
    if (w.kind === 'over') break;
    const a =
      w.kind === 'random'
        ? refereeRandom(s, rng)
        : players[w.seat as PSeat].act(s, mixSeed(seed, step))!;
    const r = applyMatch(s, a);
    if (r.error) throw new Error(r.error.message);
    s = r.state;
  }
  throw new Error('no mid-game state');
}

function startWorker(): BotClient {
  const w = new Worker(new URL('../../src/ai/worker.ts', import.meta.url), { type: 'module' });
  return new BotClient(w as unknown as WorkerLike);
}

describe('bot worker', () => {
  it('answers a decision for a seat view with a legal action', async () => {
    const s = midGame(3);
    const view = seatViewOf(PARAGONS_BOTS, s, 'A');
    const client = startWorker();
    try {
      for (const level of ['easy', 'normal', 'hard'] as const) {
        const { decision, ms } = await client.decide(level, view, 7, { iterations: 16 });
        expect(decision, level).to.not.equal(null);
        expect(decision!.kind).to.equal('action');
        expect(ms).to.be.a('number');
        if (decision!.kind !== 'action') continue;
        const legal = GAME.legalActions(s.game!, 'A').map((a) => JSON.stringify(a));
        expect(legal).to.include(JSON.stringify((decision as { action: unknown }).action));
      }
    } finally {
      client.stop();
    }
  });

  it('gives the same decision as the main thread for the same seed and iterations', async () => {
    const s = midGame(4);
    const view = seatViewOf(PARAGONS_BOTS, s, 'A');
    const client = startWorker();
    const local = new BotClient(null);
    try {
      const remote = await client.decide('hard', view, 11, { iterations: 24 });
      const here = await local.decide('hard', view, 11, { iterations: 24 });
      expect(JSON.stringify(remote.decision)).to.equal(JSON.stringify(here.decision));
    } finally {
      client.stop();
    }
  });

  it('keeps the page responsive while the bot thinks', async () => {
    const view = seatViewOf(PARAGONS_BOTS, midGame(5), 'A');
    const client = startWorker();
    try {
      let ticks = 0;
      let thinking = true;
      const tick = (): void => {
        ticks++;
        if (thinking) setTimeout(tick, 0);
      };
      setTimeout(tick, 0);
      const { ms } = await client.decide('hard', view, 1, { iterations: 400, ms: 300 });
      thinking = false;
      // The page ran timers all along; at least a few per elapsed 10 ms.
      expect(ticks).to.be.greaterThan(Math.min(5, Math.floor(ms / 10)));
    } finally {
      client.stop();
    }
  });
});
