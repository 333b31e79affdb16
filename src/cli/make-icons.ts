/**
 * Renders the app icons (PNG) from their SVG sources with headless Chromium, for the web manifest
 * (installability needs 192 and 512 pixel PNGs; the maskable one keeps its art in the safe zone).
 * Run once after changing the SVGs: `node --import tsx src/cli/make-icons.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const dir = resolve(import.meta.dirname, '../app/public/icons');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const [source, sizes] of [
    ['icon.svg', [192, 512]],
    ['maskable.svg', [512]],
  ] as const) {
    const svg = await readFile(join(dir, source), 'utf8');
    for (const size of sizes) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      );
      const png = await page.screenshot({ omitBackground: true });
      const name = `${source.replace('.svg', '')}-${size}.png`;
      await writeFile(join(dir, name), png);
      console.log(`wrote ${name}`);
    }
  }
} finally {
  await browser.close();
}
