/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then serves it and
 * a PeerServer (signaling, mounted at /peerjs) on one port, prints the local and LAN addresses, and
 * shuts down cleanly on SIGINT/SIGTERM. Health check: GET /health.
 *
 * Options: `--port N` or PORT (default 8080), `--host H` or HOST (default 0.0.0.0),
 * `--connect ORIGIN` (repeatable) or PARLEY_CONNECT (comma-separated): extra origins the CSP lets
 * the app connect to, for an external signaling server.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { startGameServer } from '../server/game-server.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');

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

if (needsBuild()) {
  console.log('Building the app (vite build)…');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const port = Number(option('--port', 'PORT', '8080'));
const host = option('--host', 'HOST', '0.0.0.0');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${port}`);
  process.exit(2);
}

const app = await startGameServer({
  root: dist,
  host,
  port,
  connect: repeated('--connect', 'PARLEY_CONNECT'),
});
console.log(`Parley is running: http://localhost:${app.port}/`);
for (const list of Object.values(networkInterfaces())) {
  for (const a of list ?? []) {
    if (a.family === 'IPv4' && !a.internal)
      console.log(`  on your network: http://${a.address}:${app.port}/`);
  }
}
console.log(`Signaling (PeerServer) at /peerjs; health at /health. Ctrl+C stops.`);

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  void app.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
