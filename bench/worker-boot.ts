/**
 * Worker threads for benches that run TypeScript: a worker started from this boot URL registers
 * tsx's loader first and then imports the module, so the module can be the worker's entry as well
 * as the main thread's (it tells them apart with `isMainThread`).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The URL of tsx's ESM loader API: `import.meta.resolve` where the runtime has it; elsewhere
 * (vitest) the `import` entry its package.json exports for `./esm/api`.
 */
function tsxApi(): string {
  if (typeof import.meta.resolve === 'function') return import.meta.resolve('tsx/esm/api');
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('tsx/package.json');
  const pkg = require(pkgPath) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(join(dirname(pkgPath), pkg.exports['./esm/api']!.import.default)).href;
}

/** The boot URL that loads `moduleUrl` (an `import.meta.url`) in a worker with tsx registered. */
export function tsWorkerUrl(moduleUrl: string): URL {
  return new URL(
    'data:text/javascript,' +
      encodeURIComponent(
        `const { register } = await import(${JSON.stringify(tsxApi())});\n` +
          `register();\nawait import(${JSON.stringify(moduleUrl)});\n`,
      ),
  );
}

/** A worker thread running the TypeScript module `moduleUrl` with `workerData`. */
export function tsWorker(moduleUrl: string, workerData: unknown): Worker {
  return new Worker(tsWorkerUrl(moduleUrl), { workerData });
}
