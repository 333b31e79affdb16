/**
 * Worker threads for benches that run TypeScript: a worker started from this boot URL registers
 * tsx's loader first and then imports the module, so the module can be the worker's entry as well
 * as the main thread's (it tells them apart with `isMainThread`).
 */
import { Worker } from 'node:worker_threads';

/** The boot URL that loads `moduleUrl` (an `import.meta.url`) in a worker with tsx registered. */
export function tsWorkerUrl(moduleUrl: string): URL {
  return new URL(
    'data:text/javascript,' +
      encodeURIComponent(
        `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};\n` +
          `register();\nawait import(${JSON.stringify(moduleUrl)});\n`,
      ),
  );
}

/** A worker thread running the TypeScript module `moduleUrl` with `workerData`. */
export function tsWorker(moduleUrl: string, workerData: unknown): Worker {
  return new Worker(tsWorkerUrl(moduleUrl), { workerData });
}
