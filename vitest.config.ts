import { defineConfig } from 'vitest/config';

/**
 * Node tests: everything under test/ named *.test.ts except the browser suite. Tests named
 * *.node.test.ts use WebRTC in Node (@roamhq/wrtc), which crashes a worker thread as it exits, so
 * they run in child processes; everything else stays in (faster) worker threads. The e2e scripts
 * (test/e2e) have their own config, vitest.e2e.config.ts (`npm run test:e2e`).
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'test/e2e/**', 'node_modules/**', 'test/**/*.node.test.ts'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'webrtc',
          include: ['test/**/*.node.test.ts'],
          exclude: ['test/browser/**', 'test/e2e/**', 'node_modules/**'],
          pool: 'forks',
        },
      },
    ],
  },
});
