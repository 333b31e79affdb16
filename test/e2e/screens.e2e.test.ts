/**
 * The home and draft screens render, and the screenshots at phone (390x844) and desktop
 * (1280x800) sizes of every screen with a route (test/e2e/screenshots.ts `SHOTS`) and of the draft
 * are written to docs/screenshots/ when missing or when UPDATE_SCREENSHOTS=1 (each game's board and
 * the end screen are shot by the offline bot matches, which play to the end). Every shot of the
 * list, and a board of every registered game, is committed at both sizes and linked from the
 * README.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startHarness, type Harness } from './harness.ts';
import { drive, hook, screenState, startBotGame } from './driver.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_GAMES } from '../../src/app/games.ts';
import { boardShot, screenshotPath, shoot, SHOT_SIZES, SHOTS } from './screenshots.ts';

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
    for (const shot of SHOTS) {
      if (shot.route === undefined) continue;
      await page.goto(new URL(shot.route, harness!.server.url).href);
      if (shot.ready) await page.locator(shot.ready).first().waitFor({ state: 'visible' });
      await shoot(page, shot.name);
    }
    await page.goto(harness!.server.url);

    await startBotGame(page, { mode: 'draft', level: 'easy' });
    await drive(page, { until: (s) => s.phase === 'draft' && s.myTurn === 'true' });
    expect((await screenState(page)).phase).toBe('draft');
    await hook(page, 'draft-card').first().waitFor({ state: 'visible', timeout: 30_000 });
    await shoot(page, 'draft');
    expect(await player.cspViolations()).toEqual([]);
    expect(player.outside).toEqual([]);
  });

  it('every screenshot, and a board of every registered game, is committed and linked from the README', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const names = new Set(SHOTS.map((s) => s.name));
    for (const game of APP_GAMES) expect([...names]).toContain(boardShot(game.id));
    for (const name of names)
      for (const [size] of SHOT_SIZES) {
        const file = screenshotPath(name, size);
        expect(existsSync(file), file).toBe(true);
        expect(readme).toContain(`(docs/screenshots/${name}-${size}.png)`);
      }
  });
});
