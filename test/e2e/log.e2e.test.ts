/**
 * "The log after a reload equals the log before it" (docs/app.md, "The game log"): for every game
 * of the UI registry (src/app/games.ts), a bot match is played through the UI to a decision of
 * this seat after some moves; the page reloads there, and once the same decision is back on screen
 * the table's log holds exactly the events it held before (the log is rebuilt from the stored
 * transcript, src/app/match/log-book.ts). The friend matches check the same across their reloads
 * and that host and guest agree on public events (friend.e2e.test.ts,
 * authority-friend.e2e.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_GAMES } from '../../src/app/games.ts';
import { startHarness, type Harness } from './harness.ts';
import { drive, screenState, startBotGame, waitForHome } from './driver.ts';
import { driveAuthority } from './authority-driver.ts';
import { driveTrials } from './trials-driver.ts';
import { e2eSeed, seededStream, seedRandomness } from './seeded-random.ts';
import { tableLog } from './game-log.ts';

/** How many of this seat's decisions are made before the reload. */
const DECISIONS = 14;

/** Plays a game's match on `page` up to a decision after {@link DECISIONS} of them. */
const PLAY_TO_DECISION: Readonly<Record<string, (page: Page, seed: number) => Promise<void>>> = {
  async paragons(page) {
    let acted = 0;
    await drive(page, {
      until: (s) =>
        acted >= DECISIONS && s.phase === 'game' && s.myTurn === 'true' && s.waiting === 'main',
      beforeAct: async (_p, _s, log) => {
        acted = log.actions;
        return false;
      },
    });
  },
  async authority(page, seed) {
    await driveAuthority(page, seededStream(seed, 3), {
      until: (s, log) => s.phase === 'game' && log.actions >= DECISIONS,
    });
  },
  async trials(page, seed) {
    await driveTrials(page, seededStream(seed, 3), {
      until: (s, log) => s.phase === 'game' && log.actions >= DECISIONS,
    });
  },
};

const DECISION = '[data-testid="match-screen"][data-my-turn="true"]:not([data-busy="true"])';

describe('the game log survives a reload', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('has a way to play every registered game', () => {
    expect(APP_GAMES.map((g) => g.id).filter((id) => !(id in PLAY_TO_DECISION))).toEqual([]);
  });

  for (const game of APP_GAMES) {
    it(`${game.id}: a bot match reloaded mid-game shows the same log`, async () => {
      const play = PLAY_TO_DECISION[game.id];
      if (!play) throw new Error(`no e2e driver for game ${game.id}`);
      const seed = e2eSeed(9);
      const player = await harness!.player({ blockSignaling: true });
      const { page, context } = player;
      await seedRandomness(context, seed);
      await page.goto(harness!.server.url);
      await waitForHome(page);
      await startBotGame(page, { game: game.id, level: 'easy' });
      await play(page, seed);
      await page.locator(DECISION).waitFor({ state: 'attached' });
      const state = await screenState(page);
      const before = await tableLog(page);
      await page.reload();
      await page.locator(DECISION).waitFor({ state: 'attached', timeout: 60_000 });
      const after = await tableLog(page);
      process.stderr.write(
        `log reload ${game.id} (seed ${seed}): ${before.length} events before, ${after.length} after, at ${state.phase}/${state.waiting}\n`,
      );
      expect(before.length).toBeGreaterThan(10);
      expect(after).toEqual(before);
      expect(await player.cspViolations()).toEqual([]);
    });
  }
});
