import { defineConfig } from 'vitest/config';

/** Node tests: everything under test/ named *.test.ts except the browser suite. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'node_modules/**'],
    testTimeout: 60_000,
    pool: 'threads',
  },
});
