/**
 * Lighthouse-style PWA checks with our own script, test/e2e/pwa-audit.ts: manifest valid,
 * installable (Chromium agrees), service worker controls the page, strict CSP; Lighthouse's
 * text-compression rule on every asset the app loads (src/server/static.ts), with the service
 * worker still precaching the original files; and no CSP violation while the app's screens are
 * used.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
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

/** One same-origin resource as `npm start` sends it to a browser that accepts br and gzip. */
interface Sent {
  readonly url: string;
  readonly type: string;
  readonly encoding: string | null;
  readonly bytes: number;
  /** Its gzip size when it went out uncompressed (what compression would have saved). */
  readonly gzip: number | null;
}

function fetchRaw(
  url: string,
  method = 'GET',
  accept = 'gzip, deflate, br',
): Promise<{
  headers: IncomingHttpHeaders;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { 'accept-encoding': accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function sent(url: string): Promise<Sent> {
  const { headers, body } = await fetchRaw(url);
  const encoding = headers['content-encoding'] ?? null;
  return {
    url,
    type: String(headers['content-type'] ?? ''),
    encoding,
    bytes: body.length,
    gzip: encoding === null ? gzipSync(body).length : null,
  };
}

describe('text compression (npm start server)', () => {
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

  it('every text asset the app loads comes compressed, as Lighthouse’s text-compression audit asks', async () => {
    const page = browser!.context.pages()[0] ?? (await browser!.context.newPage());
    await page.goto(server!.url);
    await waitForHome(page);
    await waitForServiceWorker(page);
    // The lobby loads the match screen and the network code on demand.
    await hook(page, 'home-play-friend').click();
    await hook(page, 'share-link').first().waitFor({ state: 'visible', timeout: 30_000 });
    const origin = new URL(server!.url).origin;
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    const sw = (await fetchRaw(new URL('/sw.js', origin).href, 'GET', 'identity')).body.toString();
    const runtime = /define\(\s*\[\s*["']\.\/(workbox-[\w-]+)["']/.exec(sw)?.[1];
    expect(runtime).toBeTruthy();
    const urls = new Set(
      [server!.url, '/sw.js', `/${runtime}.js`, '/manifest.webmanifest', ...loaded]
        .map((u) => new URL(u, origin))
        .filter((u) => u.origin === origin && !u.pathname.startsWith('/peerjs'))
        .map((u) => `${u.origin}${u.pathname}`),
    );
    const all = await Promise.all([...urls].map(sent));
    const text = all.filter((r) => /javascript|css|html|json|svg|manifest/.test(r.type));
    expect(text.length).toBeGreaterThan(5);
    // Lighthouse flags a text response sent uncompressed when compressing it would save at least
    // 1,400 bytes (and 10 %).
    const wasteful = text.filter(
      (r) => r.gzip !== null && r.bytes - r.gzip >= 1400 && r.gzip < r.bytes * 0.9,
    );
    expect(wasteful.map((r) => `${r.url} ${r.bytes} B, gzip ${r.gzip} B`)).toEqual([]);
    process.stderr.write(
      `compressed: ${text
        .filter((r) => r.encoding)
        .map((r) => `${new URL(r.url).pathname} ${r.encoding} ${r.bytes} B`)
        .join(', ')}\n`,
    );

    // `curl -I -H 'Accept-Encoding: br'` on the main script: Content-Encoding br.
    const html = (await fetchRaw(server!.url, 'GET', 'identity')).body.toString();
    const main = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    const head = await fetchRaw(new URL(main!, origin).href, 'HEAD', 'br');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.vary).toBe('Accept-Encoding');
    expect(head.body.length).toBe(0);

    // The service worker precaches the original files, never a .br or .gz.
    const precached = [...sw.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((m) => m[1]!);
    expect(precached).toContain(main!.replace(/^\//, ''));
    expect(precached.filter((u) => /\.(br|gz)$/.test(u))).toEqual([]);
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
