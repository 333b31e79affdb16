/**
 * Browser app bench, on the built app served by `npm start`'s server over loopback and
 * Debian's headless Chromium (test/e2e/harness.ts). Starts and stops its own server and browser.
 *
 * - `app.initialJsGzipBytes`: gzip size (level 9) of the JS the first screen needs: the module
 *   script of dist/index.html and its modulepreload links (target ≤ 100 KB).
 * - `app.loadToInteractiveMs`: navigation start → the home screen is interactive (the app's
 *   `parley:interactive` performance mark when it sets one, else the first animation frame where
 *   the "Play the bot" button is laid out and enabled), fresh context each run (cold cache, no
 *   service worker yet), median of 5.
 * - `app.linkToConnectedMs`: the guest opens the share link → both seats show the data channel
 *   open (`data-link="open"`), two contexts, median of 3.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { Metric } from '../metric.ts';
import { percentile } from '../metric.ts';
import {
  DIST,
  ensureBuilt,
  launchChromium,
  startAppServer,
  type AppServer,
} from '../../test/e2e/harness.ts';
import { createFriendMatch, hook, waitForHome } from '../../test/e2e/driver.ts';

/**
 * Before any page script: records (at the first animation frame where it is rendered) when the
 * home screen's "Play the bot" button exists and is laid out, searching through shadow roots, so
 * the figure has no polling latency from the test driver. Also forces `iceServers: []`.
 */
const INIT = `(() => {
  const SELECTORS = ['[data-testid="home-play-bot"]', 'parley-home button.bot'];
  const deep = (root) => {
    for (const sel of SELECTORS) {
      const hit = root.querySelector(sel);
      if (hit) return hit;
    }
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        const hit = deep(el.shadowRoot);
        if (hit) return hit;
      }
    }
    return null;
  };
  const tick = () => {
    const el = document.documentElement ? deep(document) : null;
    if (el && !el.disabled && el.getClientRects().length > 0) {
      window.__homeInteractiveAt = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();
(() => {
  const Native = window.RTCPeerConnection;
  if (!Native) return;
  const Local = function (config, ...rest) {
    return new Native({ ...(config || {}), iceServers: [] }, ...rest);
  };
  Local.prototype = Native.prototype;
  Object.setPrototypeOf(Local, Native);
  window.RTCPeerConnection = Local;
})();`;

/** The JS files the first screen loads: module scripts and modulepreload links of index.html. */
export function initialScripts(html: string): string[] {
  const out: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string): string | undefined =>
      new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr('type') === 'module' && attr('src')) out.push(attr('src')!);
    if (/^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href')) {
      out.push(attr('href')!);
    }
  }
  return [...new Set(out)];
}

function initialJsGzipBytes(): number {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  let total = 0;
  for (const src of initialScripts(html)) {
    const file = join(DIST, src.replace(/^\//, ''));
    total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

async function loadToInteractive(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(INIT);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await hook(page, 'home-play-bot').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => '__homeInteractiveAt' in window, undefined, {
      timeout: 10_000,
    });
    return await page.evaluate(() => {
      const mark = performance.getEntriesByName('parley:interactive', 'mark')[0];
      const seen = (window as unknown as { __homeInteractiveAt: number }).__homeInteractiveAt;
      return mark ? mark.startTime : seen;
    });
  } finally {
    await context.close();
  }
}

async function linkToConnected(browser: Browser, url: string): Promise<number> {
  const host = await browser.newContext();
  const guest = await browser.newContext();
  try {
    await host.addInitScript(INIT);
    await guest.addInitScript(INIT);
    const hostPage = await host.newPage();
    const guestPage = await guest.newPage();
    await hostPage.goto(url);
    const link = await createFriendMatch(hostPage);
    // Warm the guest's cache of the app so the figure is about signaling and WebRTC.
    await guestPage.goto(url);
    await waitForHome(guestPage);
    const open = '[data-testid="match-screen"][data-link="open"]';
    const start = performance.now();
    await guestPage.goto(link, { waitUntil: 'commit' });
    await Promise.all([
      guestPage.locator(open).waitFor({ state: 'attached', timeout: 60_000 }),
      hostPage.locator(open).waitFor({ state: 'attached', timeout: 60_000 }),
    ]);
    return performance.now() - start;
  } finally {
    await host.close();
    await guest.close();
  }
}

async function measure(name: string, fn: () => Promise<number>): Promise<Metric[]> {
  try {
    return [{ name, value: await fn(), unit: 'ms' }];
  } catch (error) {
    // The table still prints the other metrics; the missing one is explained on stderr.
    process.stderr.write(`${name} not measured: ${String(error).split('\n')[0]}\n`);
    return [];
  }
}

/** Runs the app measurements. */
export async function run(): Promise<Metric[]> {
  ensureBuilt((line) => process.stderr.write(`${line}\n`));
  const metrics: Metric[] = [
    { name: 'app.initialJsGzipBytes', value: initialJsGzipBytes(), unit: 'bytes' },
  ];
  let server: AppServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await startAppServer();
    browser = await launchChromium();
    const b = browser;
    const url = server.url;
    metrics.push(
      ...(await measure('app.loadToInteractiveMs', async () => {
        await loadToInteractive(b, url); // warm-up (server file cache, browser)
        const loads: number[] = [];
        for (let i = 0; i < 5; i++) loads.push(await loadToInteractive(b, url));
        return percentile(loads, 50);
      })),
      ...(await measure('app.linkToConnectedMs', async () => {
        const links: number[] = [];
        for (let i = 0; i < 3; i++) links.push(await linkToConnected(b, url));
        return percentile(links, 50);
      })),
    );
  } finally {
    await browser?.close();
    await server?.close();
  }
  return metrics;
}
