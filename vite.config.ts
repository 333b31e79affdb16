import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

/** The text files `npm start` serves precompressed (src/server/static.ts); never source maps. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/;

/**
 * vite-plugin-pwa writes the service worker (`sw.js`) and the Workbox runtime (`workbox-*.js`)
 * after the bundle, when vite-plugin-compression2 has already compressed it, so this step, the
 * last of the build, compresses those two with the same settings (brotli quality 11, gzip level 9),
 * keeping a coding only when it is smaller. The precache manifest inside `sw.js` lists only what
 * its glob patterns match, so it never names a `.br` or `.gz` file.
 */
function compressServiceWorker(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const deflate = promisify(gzip);
  return {
    name: 'parley:compress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for (const name of await readdir(outDir)) {
          if (!/^(sw|workbox-[\w-]+)\.js$/.test(name)) continue;
          const file = join(outDir, name);
          const body = await readFile(file);
          const br = await brotli(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          });
          const gz = await deflate(body, { level: constants.Z_BEST_COMPRESSION });
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        }
      },
    },
  };
}

/**
 * Vite builds the browser app from index.html into dist/. vite-plugin-pwa (Workbox) precaches the
 * whole app and writes the web manifest, so the app installs and loads with no network. The service
 * worker waits for the app to accept an update (src/app/pwa.ts), which the app defers while a match
 * is live. vite-plugin-compression2 writes a brotli (`.br`) and a gzip (`.gz`) file next to each
 * text asset, which `npm start` sends to browsers that accept them (src/server/static.ts).
 *
 * PARLEY_SIGNALING (build time, optional): a default signaling server for static hosting, e.g.
 * `https://peer.example.org:443/peerjs`; without it the app uses the same-origin /peerjs.
 */
export default defineConfig({
  publicDir: 'src/app/public',
  define: {
    __PARLEY_SIGNALING__: JSON.stringify(process.env.PARLEY_SIGNALING ?? ''),
  },
  build: { target: 'es2022', outDir: 'dist', sourcemap: true },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  plugins: [
    compression({ algorithms: ['brotliCompress', 'gzip'], include: COMPRESSIBLE }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/icon.svg'],
      manifest: {
        id: '/',
        name: 'Parley — fair card duels',
        short_name: 'Parley',
        description: 'Card duels in the browser that are fair with no server to trust.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#1d2b3a',
        theme_color: '#1d2b3a',
        categories: ['games'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/peerjs/, /^\/health/],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    compressServiceWorker(),
  ],
});
