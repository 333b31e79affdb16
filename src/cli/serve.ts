/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then serves it and
 * a PeerServer (signaling, mounted at /peerjs) on one port, prints the addresses it listens on
 * (src/server/addresses.ts: bound to 127.0.0.1, no network address), and shuts down cleanly on
 * SIGINT, SIGTERM and SIGHUP: the HTTP server and every socket, PeerServer WebSockets included, are
 * closed before the process exits. Health check: GET /health.
 *
 * npm runs a script through a shell (`sh -c "…"`) and forwards SIGINT and SIGTERM only to that
 * shell, which does not pass them on (dash dies of SIGTERM and waits out SIGINT): the `start`
 * script therefore `exec`s node, so npm's child is the server itself. And whatever runs it, the
 * server also stops, the same way, when its parent process goes away (it is re-parented: its
 * `process.ppid` changes), e.g. npm killed outright.
 *
 * Options: `--port N` or PORT (default 8080), `--host H` or HOST (default 0.0.0.0),
 * `--connect ORIGIN` (repeatable) or PARLEY_CONNECT (comma-separated): extra origins the CSP lets
 * the app connect to, for an external signaling server; `--dist DIR` serves an already built folder
 * as it is (no build).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { listenUrls } from '../server/addresses.ts';
import { startGameServer } from '../server/game-server.ts';

const root = resolve(import.meta.dirname, '../..');
const givenDist = process.argv.indexOf('--dist');
const dist =
  givenDist >= 0 && process.argv[givenDist + 1]
    ? resolve(process.argv[givenDist + 1]!)
    : join(root, 'dist');

function option(flag: string, env: string, fallback: string): string {
  const i = process.argv.indexOf(flag);
  return (i >= 0 ? process.argv[i + 1] : undefined) ?? process.env[env] ?? fallback;
}

function repeated(flag: string, env: string): string[] {
  const out: string[] = [];
  process.argv.forEach((a, i) => {
    if (a === flag && process.argv[i + 1]) out.push(process.argv[i + 1]!);
  });
  for (const o of (process.env[env] ?? '').split(',')) if (o.trim()) out.push(o.trim());
  return out;
}

function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const name of readdirSync(path)) t = Math.max(t, newest(join(path, name)));
  return t;
}

function needsBuild(): boolean {
  const built = join(dist, 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['index.html', 'src', 'components', 'protocol', 'public', 'vite.config.ts'];
  const latest = Math.max(
    ...sources
      .map((s) => join(root, s))
      .filter(existsSync)
      .map(newest),
  );
  return latest > statSync(built).mtimeMs;
}

let app: Awaited<ReturnType<typeof startGameServer>> | null = null;
let stopping = false;
function shutdown(why: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`\n${why}: stopping…`);
  if (app === null) process.exit(0);
  void app.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => shutdown(signal));
}
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) shutdown('the parent process (npm) exited');
}, 500).unref();

if (givenDist < 0 && needsBuild()) {
  console.log('Building the app (vite build)…');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    // Whatever NODE_ENV the caller has (a test runner sets `test`), the production build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const port = Number(option('--port', 'PORT', '8080'));
const host = option('--host', 'HOST', '0.0.0.0');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${port}`);
  process.exit(2);
}

app = await startGameServer({
  root: dist,
  host,
  port,
  connect: repeated('--connect', 'PARLEY_CONNECT'),
});
const urls = listenUrls(app.address, app.port, networkInterfaces());
console.log(`Parley is running on port ${app.port}:`);
for (const url of urls.local) console.log(`  on this computer: ${url}`);
for (const url of urls.network) console.log(`  on your network:  ${url}`);
if (urls.network.length === 0) {
  console.log('  (not reachable from other machines: start with --host 0.0.0.0 for that)');
}
console.log(`Signaling (PeerServer) at /peerjs; health at /health. Ctrl+C stops.`);
