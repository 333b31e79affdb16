/**
 * "Every prompt of a bot match of each game lies fully inside the viewport when it appears, at both
 * sizes, with its countdown, and no fixed element overlaps a player panel" (docs/e2e.md, "Prompt
 * layout"): for every game of the UI registry (src/app/games.ts, so a new game is held to it as
 * soon as it is registered) a whole match against the easy bot is played through the UI at
 * 1280×800 and at 390×844 at once (two contexts), and at every decision the page reads its layout
 * from bounding boxes (test/e2e/layout.ts): each `data-prompt` element inside the viewport as the
 * app left it (the test never scrolls), each countdown too, no fixed or sticky element over a
 * `data-player-panel`. At the phone size the prompt and the hand of a game decision fit one screen
 * together. A game without a driver here fails, naming itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_GAMES } from '../../src/app/games.ts';
import { DESKTOP, PHONE, startHarness, type Harness } from './harness.ts';
import { drive, screenState, startBotGame, waitForHome, waitForVerdict } from './driver.ts';
import { driveAuthority } from './authority-driver.ts';
import { driveTrials } from './trials-driver.ts';
import { e2eSeed, seededStream, seedRandomness } from './seeded-random.ts';
import { LayoutWatch } from './layout.ts';

/** How each registered game is played through its UI, checking the layout at each decision. */
const PLAYERS: Readonly<
  Record<string, (page: Page, seed: number, watch: LayoutWatch) => Promise<void>>
> = {
  async paragons(page, _seed, watch) {
    await drive(page, {
      async beforeAct(p, state) {
        await watch.check(p, `${state.phase}/${state.waiting}`);
        return false;
      },
    });
  },
  async authority(page, seed, watch) {
    await driveAuthority(page, seededStream(seed, 3), {
      maxMs: 200_000,
      beforeAct: (p, state) => watch.check(p, `${state.phase}/${state.waiting}`),
    });
  },
  async trials(page, seed, watch) {
    await driveTrials(page, seededStream(seed, 3), {
      maxMs: 480_000,
      beforeAct: (p, state) => watch.check(p, `${state.phase}/${state.waiting}`),
    });
  },
};

/**
 * A game's own timeout where its whole match through the UI takes longer than the default:
 * a Trials match is about 200 decisions a seat, most of them to round 10 (docs/e2e.md, "Budget").
 */
const TIMEOUTS: Readonly<Record<string, number>> = { trials: 600_000 };

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

describe('prompt layout in bot matches of every game', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('has a driver for every registered game', () => {
    expect(APP_GAMES.map((g) => g.id).filter((id) => !(id in PLAYERS))).toEqual([]);
  });

  for (const game of APP_GAMES) {
    it(
      `${game.id}: every prompt inside the viewport at both sizes`,
      { timeout: TIMEOUTS[game.id] ?? 300_000 },
      async () => {
        const play = PLAYERS[game.id];
        if (!play) throw new Error(`no e2e driver for game ${game.id}`);
        const seed = e2eSeed(5);
        const started = Date.now();
        const results = await Promise.all(
          SIZES.map(async ([size, viewport], k) => {
            const player = await harness!.player({ viewport, blockSignaling: true });
            const { page, context } = player;
            await seedRandomness(context, seed + k);
            await page.goto(harness!.server.url);
            await waitForHome(page);
            await startBotGame(page, { game: game.id, level: 'easy' });
            const watch = new LayoutWatch(`${game.id} @${size}`);
            await play(page, seed + k, watch);
            expect((await screenState(page)).phase).toBe('over');
            expect((await waitForVerdict(page)).verdict).toBe('fair');
            expect(await player.cspViolations()).toEqual([]);
            return { size, watch };
          }),
        );
        for (const { size, watch } of results)
          process.stderr.write(
            `prompts ${game.id} @${size} (seed ${seed}): ${JSON.stringify(watch.seen)} in ${Math.round((Date.now() - started) / 1000)} s\n`,
          );
        // The check bites: every match showed prompts to check.
        for (const { watch } of results) expect(Object.keys(watch.seen).length).toBeGreaterThan(0);
        expect(results.flatMap((r) => r.watch.problems)).toEqual([]);
      },
    );
  }
});
