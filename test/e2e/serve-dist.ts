/**
 * The game server of `npm start` (src/server/game-server.ts) on dist/ as it is, without the
 * rebuild check of src/cli/serve.ts: used by the harness when PARLEY_E2E_NO_BUILD=1.
 * Usage: node --import tsx test/e2e/serve-dist.ts <port>
 */
import { join, resolve } from 'node:path';
import { startGameServer } from '../../src/server/game-server.ts';

const root = resolve(import.meta.dirname, '../..');
const app = await startGameServer({
  root: join(root, 'dist'),
  host: '127.0.0.1',
  port: Number(process.argv[2] ?? '0'),
});
console.log(`Parley is running: http://localhost:${app.port}/`);
const stop = (): void => void app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
