// Browser tests run in Debian's Chromium (never a downloaded browser). See README.
import { createRequire } from 'node:module';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { tsImport } from 'tsx/esm/api';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const require = createRequire(import.meta.url);

/**
 * `sdp` (used by peerjs through webrtc-adapter) is CommonJS only: serve it as an ES module with a
 * default export and every named export (docs: /work/shared/design/toolchain.md, pitfall 3).
 */
function sdpAsEsModule() {
  const names = Object.keys(require('sdp'));
  return {
    name: 'sdp-as-es-module',
    transform(context) {
      if (!context.path.endsWith('/node_modules/sdp/sdp.js')) return undefined;
      const body = [
        'const __sdp = { exports: {} };',
        '(function (module, exports) {',
        String(context.body),
        '})(__sdp, __sdp.exports);',
        'export default __sdp.exports;',
        `export const { ${names.join(', ')} } = __sdp.exports;`,
      ].join('\n');
      return { body, type: 'js' };
    },
  };
}

/**
 * A PeerServer on 127.0.0.1 (port chosen by the OS) for the transport tests; the page learns where
 * from `GET /peer-config`. Tests never use the PeerJS cloud server or any STUN server.
 */
function localPeerServer() {
  let server;
  return {
    name: 'local-peer-server',
    async serverStart() {
      const { startPeerServer } = await tsImport('./src/cli/peer-server.ts', import.meta.url);
      server = await startPeerServer({ host: '127.0.0.1', port: 0, path: '/peerjs' });
    },
    async serverStop() {
      await server?.close();
    },
    serve(context) {
      if (context.path !== '/peer-config' || !server) return undefined;
      const config = { host: server.host, port: server.port, path: server.path, secure: false };
      return { body: JSON.stringify(config), type: 'json' };
    },
  };
}

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  rootDir: '.',
  plugins: [
    sdpAsEsModule(),
    localPeerServer(),
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
  ],
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
