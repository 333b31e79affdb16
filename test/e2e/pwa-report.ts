/**
 * Prints the PWA report (test/e2e/pwa-audit.ts): starts `npm start`'s server on a free port and
 * Debian's Chromium (a persistent profile: incognito pages are never installable), loads the app, waits for the service worker to control it, runs the checks.
 *
 *   node --import tsx test/e2e/pwa-report.ts [--url http://localhost:8080/] [--json]
 *
 * With `--url` it audits a server that is already running (localhost only) instead. Exit code 0
 * when every check passes, 1 otherwise.
 */
import { auditPwa, formatReport, type Check } from './pwa-audit.ts';
import {
  ensureBuilt,
  isLocalUrl,
  launchPersistent,
  startAppServer,
  waitForServiceWorker,
  type AppServer,
} from './harness.ts';

const args = process.argv.slice(2);
const urlIndex = args.indexOf('--url');
const given = urlIndex >= 0 ? args[urlIndex + 1] : undefined;
const json = args.includes('--json');
if (given !== undefined && !isLocalUrl(given)) {
  console.error('--url must be on this machine (localhost or 127.0.0.1)');
  process.exit(2);
}

let server: AppServer | null = null;
let checks: Check[] = [];
let url = given ?? '';
const browser = await launchPersistent();
try {
  if (!given) {
    ensureBuilt((line) => console.error(line));
    server = await startAppServer();
    url = server.url;
  }
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.goto(url);
  // No worker in time: the report still runs, and its service-worker checks fail.
  await waitForServiceWorker(page, 20_000).catch((error: unknown) => console.error(String(error)));
  checks = await auditPwa(page, url);
} finally {
  await browser.close();
  await server?.close();
}
process.stdout.write(
  json ? `${JSON.stringify({ url, checks }, null, 2)}\n` : `${formatReport(checks, url)}\n`,
);
process.exitCode = checks.every((c) => c.ok) ? 0 : 1;
