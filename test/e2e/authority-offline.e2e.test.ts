/**
 * Authority against the bot with no network at all (docs/e2e.md): `npm start` on a free port;
 * load the app; wait for the service worker to control it; go offline; reload; choose Authority on
 * the home screen and play the bot through the table (faction choice, then every command, recruit
 * and strike by clicking the table's controls, a seeded random choice: test/e2e/authority-driver.ts)
 * to the end screen, which shows the winner and the verdict `fair`. Shoots the Authority board
 * (docs/screenshots/board-authority-*.png) a few turns in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitForServiceWorker, type Harness } from './harness.ts';
import { screenState, waitForHome, waitForVerdict } from './driver.ts';
import { driveAuthority, logProblems, startAuthorityBot } from './authority-driver.ts';
import { e2eSeed, seededStream, seedRandomness } from './seeded-random.ts';
import { boardShot, shoot } from './screenshots.ts';

describe('Authority offline against the bot', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('plays a whole Authority match against the bot offline, through the table, to a fair verdict', async () => {
    const seed = e2eSeed(11);
    const started = Date.now();
    const player = await harness!.player();
    const { page, context } = player;
    await seedRandomness(context, seed);
    await page.goto(harness!.server.url);
    await waitForHome(page);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await waitForHome(page);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    await startAuthorityBot(page, 'easy');
    let shot = false;
    const log = await driveAuthority(page, seededStream(seed, 3), {
      maxMs: 200_000,
      // The board, shot once in a command phase of this seat a few turns in.
      async beforeAct(p, s) {
        if (shot || s.phase !== 'game') return;
        if ((await p.locator('authority-board [data-prompt]').count()) > 0) return;
        const turn = await p.locator('authority-board [data-testid="turn"]').first().textContent();
        if (Number(/Turn (\d+)/.exec(turn ?? '')?.[1] ?? 0) < 5) return;
        shot = true;
        await shoot(p, boardShot('authority'));
      },
    });
    const state = await screenState(page);
    expect(state.phase).toBe('over');
    expect(['A', 'B', 'none']).toContain(state.winner);
    const verdict = await waitForVerdict(page);
    expect(verdict.verdict).toBe('fair');
    expect(verdict.text).toMatch(/fair/i);
    await page.getByTestId('match-end').waitFor({ state: 'visible' });
    process.stderr.write(
      `authority offline (seed ${seed}): ${log.actions} clicks ${JSON.stringify(log.counts)} ms ${JSON.stringify(log.ms)} in ${Math.round((Date.now() - started) / 1000)} s; winner ${state.winner}\n`,
    );
    // The log told what each unit did, and never the bot's drawn cards.
    expect(logProblems(log.lines)).toEqual([]);
    expect(await player.cspViolations()).toEqual([]);
    expect(player.outside).toEqual([]);
  });
});
