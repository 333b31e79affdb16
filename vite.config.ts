import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Vite builds the browser app from index.html into dist/. vite-plugin-pwa (Workbox) precaches the
 * whole app and writes the web manifest, so the app installs and loads with no network. The service
 * worker waits for the app to accept an update (src/app/pwa.ts), which the app defers while a match
 * is live.
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
  ],
});
