/**
 * Drives two lockstep sessions with seat-view random bots until both have finished the match (or one
 * stops), for tests that join the sessions over a real transport (PeerJS in Node or in Chromium).
 * Each bot sees only its own seat's state and uses its own seat's secrets.
 */
import type { PlayerSecrets } from '../../protocol/index.ts';
import type { Session } from '../../protocol/session/index.ts';
import { randomBot, seededRng } from '../../src/ai/random-bot.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';

type Seat = 'A' | 'B';

/** Resolves when both sessions have finished; rejects when one stops or refuses a bot's move. */
export function playToTheEnd(
  sessions: Record<Seat, Session<MatchState, MatchAction>>,
  secrets: Record<Seat, PlayerSecrets>,
  seed: number,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    for (const seat of ['A', 'B'] as const) {
      const s = sessions[seat];
      const bot = randomBot(secrets[seat]);
      const rng = seededRng(seed * 2 + (seat === 'A' ? 1 : 2));
      let busy = false;
      const step = (): void => {
        if (s.stopped) return reject(new Error(`${seat} stopped: ${JSON.stringify(s.stopped)}`));
        if (sessions.A.finished && sessions.B.finished) return resolve();
        if (busy || !s.canAct()) return;
        busy = true;
        s.act(bot.decide(s.state, rng)).then(
          () => {
            busy = false;
            step();
          },
          (e: unknown) => reject(e instanceof Error ? e : new Error(String(e))),
        );
      };
      s.subscribe(step);
      step();
    }
  });
}
