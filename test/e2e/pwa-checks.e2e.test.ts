/**
 * Lighthouse-style PWA checks (issue 8) with our own script, test/e2e/pwa-audit.ts: manifest valid,
 * installable (Chromium agrees), service worker controls the page, strict CSP; and no CSP violation
 * while the app's screens are used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPwa, formatReport } from './pwa-audit.ts';
import {
  ensureBuilt,
  isLocalUrl,
  launchPersistent,
  startAppServer,
  startHarness,
  waitForServiceWorker,
  type AppServer,
  type Harness,
} from './harness.ts';
import { hook, matchScreen, startBotGame, waitForHome } from './driver.ts';

describe('PWA checks (npm start server, persistent profile)', () => {
  let server: AppServer | null = null;
  let browser: Awaited<ReturnType<typeof launchPersistent>> | null = null;

  beforeAll(async () => {
    ensureBuilt();
    server = await startAppServer();
    browser = await launchPersistent();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('manifest, installability, service worker and CSP all pass', async () => {
    const context = browser!.context;
    const page = context.pages()[0] ?? (await context.newPage());
    const outside: string[] = [];
    context.on('request', (r) => {
      if (!isLocalUrl(r.url())) outside.push(r.url());
    });
    await page.goto(server!.url);
    await waitForServiceWorker(page);
    const checks = await auditPwa(page, server!.url);
    process.stderr.write(`${formatReport(checks, server!.url)}\n`);
    expect(checks.filter((c) => !c.ok).map((c) => `${c.id}: ${c.detail}`)).toEqual([]);
    expect(outside).toEqual([]);
  });
});

describe('no CSP violations while using the app', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('home, settings, history, verify, lobby and a bot game log no violation', async () => {
    const player = await harness!.player();
    const { page } = player;
    await page.goto(harness!.server.url);
    await waitForHome(page);
    for (const [testId, route] of [
      ['home-settings', '#/settings'],
      ['home-history', '#/history'],
      ['home-verify', '#/verify'],
    ] as const) {
      await hook(page, testId).click();
      await page.waitForURL((url) => url.hash.startsWith(route), { timeout: 15_000 });
      await page.goBack();
      await waitForHome(page);
    }
    await hook(page, 'home-play-friend').click();
    await hook(page, 'share-link').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.goto(harness!.server.url);
    await startBotGame(page);
    await matchScreen(page)
      .and(page.locator('[data-phase="game"], [data-phase="class-commit"]'))
      .first()
      .waitFor({ state: 'attached', timeout: 60_000 });
    expect(await player.cspViolations()).toEqual([]);
    expect(player.errors.filter((e) => /Content.Security/i.test(e))).toEqual([]);
    expect(player.outside).toEqual([]);
  });
});
