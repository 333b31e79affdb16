import { defineConfig } from 'vitest/config';

/**
 * End-to-end scripts (test/e2e/*.e2e.test.ts): the built app served by `npm start`'s server and
 * Debian's Chromium driven by playwright-core. One file at a time, in child processes, with long
 * timeouts; the global setup builds dist/ once when it is stale. See docs/e2e.md.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['test/e2e/**/*.e2e.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 240_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    globalSetup: ['test/e2e/global-setup.ts'],
    reporters: ['default'],
  },
});
