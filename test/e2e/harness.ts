/**
 * End-to-end harness: the built app served by `npm start`'s server (src/cli/serve.ts in a child
 * process, on 127.0.0.1 and a free port), Debian's Chromium driven by playwright-core (never a
 * downloaded browser), one browser context per player, and a guard that records every request that
 * would leave the machine. Everything started here is stopped by {@link Harness.close}, also when a
 * test fails; a process exit kills a server child that is still running.
 *
 * The server runs in a child process rather than in-process because PeerServer 1.0.2 starts timers
 * it cannot stop (src/cli/peer-server.ts), which would keep a test worker or the bench alive.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');
/** The built app. */
export const DIST = join(ROOT, 'dist');

/** Chromium flags (docs: /work/shared/design/toolchain.md, pitfall 4). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/** Phone and desktop viewports of the screenshots. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

// ---------------------------------------------------------------------------------------------
// Build

function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const name of readdirSync(path)) t = Math.max(t, newest(join(path, name)));
  return t;
}

/** True when dist/ is missing or older than the app's sources (the rule of src/cli/serve.ts). */
export function distIsStale(): boolean {
  const built = join(DIST, 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['index.html', 'src', 'components', 'protocol', 'public', 'vite.config.ts'];
  const latest = Math.max(
    ...sources
      .map((s) => join(ROOT, s))
      .filter(existsSync)
      .map(newest),
  );
  return latest > statSync(built).mtimeMs;
}

/**
 * Runs `vite build` when dist/ is stale. `PARLEY_E2E_NO_BUILD=1` uses dist/ as it is (handy while
 * sources are mid-edit; the server itself still rebuilds a missing dist/).
 */
export function ensureBuilt(log: (line: string) => void = () => undefined): void {
  if (process.env.PARLEY_E2E_NO_BUILD === '1' && existsSync(join(DIST, 'index.html'))) return;
  if (!distIsStale()) return;
  log('building the app (vite build)…');
  // NODE_ENV=production: under vitest it is `test`, with which Vite bundles Lit's development
  // build and Workbox writes its development service worker; what is tested (and what `npm start`
  // and the bench later reuse from dist/) must be the production build.
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

// ---------------------------------------------------------------------------------------------
// Server

/** A free TCP port on 127.0.0.1 (the OS picks one; it is released before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** A running `npm start` server. */
export interface AppServer {
  /** `http://localhost:<port>/` (localhost counts as a secure context for service workers). */
  readonly url: string;
  readonly port: number;
  /** What the server printed (stdout and stderr). */
  readonly output: () => string;
  /** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
  close(): Promise<void>;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;
function killLiveOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(new URL('/health', url));
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer /health within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      live.delete(child);
      done();
      return;
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      live.delete(child);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `npm start` (`node --import tsx src/cli/serve.ts --host 127.0.0.1 --port <free>`) and
 * waits for `/health`. The server builds dist/ itself when it is stale; call {@link ensureBuilt}
 * first to keep that out of the timing.
 */
export async function startAppServer(
  options: { readonly timeoutMs?: number } = {},
): Promise<AppServer> {
  killLiveOnExit();
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const args =
      process.env.PARLEY_E2E_NO_BUILD === '1'
        ? ['--import', 'tsx', 'test/e2e/serve-dist.ts', String(port)]
        : ['--import', 'tsx', 'src/cli/serve.ts', '--host', '127.0.0.1', '--port', String(port)];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, PORT: '', HOST: '', PARLEY_CONNECT: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    live.add(child);
    let output = '';
    child.stdout?.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr?.on('data', (b: Buffer) => (output += b.toString()));
    const url = `http://localhost:${port}/`;
    try {
      await waitForHealth(url, child, options.timeoutMs ?? 90_000);
      return { url, port, output: () => output, close: () => stopChild(child) };
    } catch (error) {
      lastError = new Error(`${String(error)}\n${output}`);
      await stopChild(child);
    }
  }
  throw lastError;
}

// ---------------------------------------------------------------------------------------------
// Browser

/** Launches Debian's Chromium (`CHROME_PATH` or /usr/bin/chromium), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}

/**
 * A persistent (non-incognito) Chromium context in a fresh profile folder: Chromium never calls an
 * incognito page installable, so the installability check needs one. `close` removes the profile.
 */
export async function launchPersistent(): Promise<{
  readonly context: BrowserContext;
  close(): Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'parley-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS],
    viewport: DESKTOP,
    serviceWorkers: 'allow',
  });
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** True for a URL that stays on this machine (or is not a network URL at all). */
export function isLocalUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return true;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return true;
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** One player's browser context and what was observed in it. */
export interface Player {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Requests (HTTP or WebSocket) to anything but this machine: must stay empty. */
  readonly outside: string[];
  /** Console errors and page errors. */
  readonly errors: string[];
  /** CSP violations (console reports and `securitypolicyviolation` events). */
  readonly cspViolations: () => Promise<string[]>;
}

/** Options of {@link Harness.player}. */
export interface PlayerOptions {
  readonly viewport?: { readonly width: number; readonly height: number };
  /** Block the same-origin PeerServer (HTTP and WebSocket): signaling unreachable. */
  readonly blockSignaling?: boolean;
}

/**
 * Installed before any page script: records CSP violations, and makes every RTCPeerConnection use
 * no ICE servers (host candidates only), so no STUN request can leave the machine whatever the app's
 * defaults are. `window.__e2eIce` lists, per connection that started ICE gathering, the ICE servers
 * the app asked for (PeerJS's import-time support probe builds one with its public defaults but
 * never gathers). Playwright runs init scripts through the DevTools protocol, outside the page's CSP.
 */
const INIT_SCRIPT = `(() => {
  const list = [];
  Object.defineProperty(window, '__e2eCsp', { value: list });
  document.addEventListener('securitypolicyviolation', (e) => {
    list.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sourceFile || ''));
  });
  const Native = window.RTCPeerConnection;
  if (Native) {
    const gathered = [];
    Object.defineProperty(window, '__e2eIce', { value: gathered });
    const Local = function (config, ...rest) {
      const asked = config && config.iceServers ? config.iceServers : null;
      const pc = new Native({ ...(config || {}), iceServers: [] }, ...rest);
      const set = pc.setLocalDescription.bind(pc);
      // ICE gathering starts with the local description: record what the app asked for then.
      pc.setLocalDescription = (...args) => {
        gathered.push(asked);
        return set(...args);
      };
      const configure = pc.setConfiguration.bind(pc);
      pc.setConfiguration = (next) => configure({ ...(next || {}), iceServers: [] });
      return pc;
    };
    Local.prototype = Native.prototype;
    Object.setPrototypeOf(Local, Native);
    window.RTCPeerConnection = Local;
  }
})();`;

function describeConsole(msg: ConsoleMessage): string {
  const loc = msg.location();
  return `${msg.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`;
}

/** A browser and a server, and the contexts made from them. */
export interface Harness {
  readonly server: AppServer;
  readonly browser: Browser;
  /** A new, separate browser context with one page (not yet navigated). */
  player(options?: PlayerOptions): Promise<Player>;
  /** Closes every context, the browser and the server. Safe to call twice. */
  close(): Promise<void>;
}

/** Starts the server and the browser. Close it in `afterAll` (or `finally`). */
export async function startHarness(): Promise<Harness> {
  ensureBuilt();
  const server = await startAppServer();
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await server.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  let closed = false;
  return {
    server,
    browser,
    async player(options: PlayerOptions = {}): Promise<Player> {
      const context = await browser.newContext({
        viewport: options.viewport ?? DESKTOP,
        serviceWorkers: 'allow',
      });
      contexts.push(context);
      const outside: string[] = [];
      const errors: string[] = [];
      const consoleCsp: string[] = [];
      context.on('request', (req) => {
        if (!isLocalUrl(req.url())) outside.push(req.url());
      });
      await context.addInitScript(INIT_SCRIPT);
      if (options.blockSignaling) await blockSignaling(context);
      const page = await context.newPage();
      page.on('websocket', (ws) => {
        if (!isLocalUrl(ws.url())) outside.push(ws.url());
      });
      page.on('console', (msg) => {
        const text = describeConsole(msg);
        if (/Content Security Policy/i.test(text)) consoleCsp.push(text);
        if (msg.type() === 'error') errors.push(text);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      return {
        context,
        page,
        outside,
        errors,
        async cspViolations() {
          const fromEvents = await page
            .evaluate(() => [...((window as unknown as { __e2eCsp?: string[] }).__e2eCsp ?? [])])
            .catch(() => [] as string[]);
          return [...consoleCsp, ...fromEvents];
        },
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await server.close();
    },
  };
}

/** Makes the same-origin PeerServer unreachable for a context (HTTP requests and WebSockets). */
export async function blockSignaling(context: BrowserContext): Promise<void> {
  await context.route(/\/peerjs(\/|\?|$)/, (route) => route.abort('connectionrefused'));
  await context.routeWebSocket(/\/peerjs(\/|\?|$)/, (ws) => ws.close({ code: 1011 }));
}

/**
 * Waits until a service worker is active for the page and controls it. The app's worker does not
 * claim open pages (registerType 'prompt'), so the page is reloaded once after the first install.
 */
export async function waitForServiceWorker(page: Page, timeoutMs = 30_000): Promise<void> {
  await pollUntil(
    () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.active?.state === 'activated';
      }),
    timeoutMs,
    'no activated service worker',
  );
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: timeoutMs,
    polling: 100,
  });
}

/** Polls `condition` (every 100 ms) until it is true; throws `message` after `timeoutMs`. */
export async function pollUntil(
  condition: () => Promise<boolean>,
  timeoutMs: number,
  message: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${message} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
