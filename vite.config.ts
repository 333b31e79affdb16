import { defineConfig } from 'vite';

/** Vite builds the browser app from index.html into dist/. */
export default defineConfig({
  build: { target: 'es2022', outDir: 'dist', sourcemap: true },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
