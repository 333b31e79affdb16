/**
 * The home and draft screens render, and their screenshots at phone (390x844) and desktop
 * (1280x800) sizes are written to docs/screenshots/ when missing or when UPDATE_SCREENSHOTS=1
 * (board and end screen are shot by offline.e2e.test.ts, which plays a game to the end).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { drive, hook, screenState, startBotGame, waitForHome } from './driver.ts';
import { shoot } from './screenshots.ts';

describe('screens', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('home and draft render (and are shot)', async () => {
    const player = await harness!.player({ blockSignaling: true });
    const { page } = player;
    await page.goto(harness!.server.url);
    await waitForHome(page);
    await shoot(page, 'home');

    await startBotGame(page, { mode: 'draft', level: 'easy' });
    await drive(page, { until: (s) => s.phase === 'draft' && s.myTurn === 'true' });
    expect((await screenState(page)).phase).toBe('draft');
    await hook(page, 'draft-card').first().waitFor({ state: 'visible', timeout: 30_000 });
    await shoot(page, 'draft');
    expect(await player.cspViolations()).toEqual([]);
    expect(player.outside).toEqual([]);
  });
});
