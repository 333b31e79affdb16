import { defineConfig } from 'vitest/config';

/**
 * Node tests: everything under test/ named *.test.ts except the browser suite. Tests named
 * *.node.test.ts use WebRTC in Node (@roamhq/wrtc), which crashes a worker thread as it exits, so
 * they run in child processes; everything else stays in (faster) worker threads.
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
          exclude: ['test/browser/**', 'node_modules/**', 'test/**/*.node.test.ts'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'webrtc',
          include: ['test/**/*.node.test.ts'],
          exclude: ['test/browser/**', 'node_modules/**'],
          pool: 'forks',
        },
      },
    ],
  },
});
