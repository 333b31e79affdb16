/**
 * The offline end-to-end script, and "a bot game with no network at all": `npm start` on a
 * free port; load the app; wait for the service worker to control it; go offline; reload; the app
 * renders; "play a friend" says it needs a connection; a bot game is played to the end through
 * the UI. Also writes the board and end-screen screenshots when they are missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitForServiceWorker, type Harness } from './harness.ts';
import {
  drive,
  mercCounts,
  screenState,
  startBotGame,
  waitForHome,
  waitForVerdict,
} from './driver.ts';
import { boardShot, shoot } from './screenshots.ts';

describe('offline PWA', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('loads offline, says friends need a connection, and plays a bot game to the end', async () => {
    const player = await harness!.player();
    const { page, context } = player;
    await page.goto(harness!.server.url);
    await waitForHome(page);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await waitForHome(page);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    const notice = page.getByTestId('offline-notice');
    await notice.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await notice.textContent()).toMatch(/connection/i);

    await startBotGame(page, { level: 'easy' });
    let shotBoard = false;
    const log = await drive(page, {
      async beforeMain(p, l) {
        if (shotBoard) return false;
        const [mine, theirs] = await mercCounts(p);
        if ((mine >= 2 && theirs >= 1) || l.actions >= 40) {
          shotBoard = true;
          await shoot(p, boardShot('paragons'));
        }
        return false;
      },
    });
    const state = await screenState(page);
    expect(state.phase).toBe('over');
    expect(['A', 'B']).toContain(state.winner);
    const verdict = await waitForVerdict(page);
    expect(verdict.verdict).toBe('fair');
    await shoot(page, 'end');
    process.stderr.write(
      `offline bot game: ${log.actions} actions ${JSON.stringify(log.counts)}\n`,
    );

    expect(await player.cspViolations()).toEqual([]);
    expect(player.outside).toEqual([]);
  });
});
