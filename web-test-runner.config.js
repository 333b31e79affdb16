// Browser tests run in Debian's Chromium (never a downloaded browser). See README.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  rootDir: '.',
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-features=WebRtcHideLocalIpsWithMdns',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 60000 } },
};
