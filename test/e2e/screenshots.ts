/**
 * Screenshots of the app's screens at phone and desktop sizes, written to docs/screenshots/
 * (committed; README links them). A normal run writes only the files that are missing, so CI does
 * not dirty the tree; `UPDATE_SCREENSHOTS=1 npm run test:e2e` rewrites them all.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, ROOT } from './harness.ts';

/** Where the screenshots go. */
export const SCREENSHOT_DIR = join(ROOT, 'docs/screenshots');

/** The screens that are shot. */
export type ScreenName = 'home' | 'draft' | 'board' | 'end' | 'tutorial' | 'tutorial-authority';

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** The file of a screen at a size. */
export function screenshotPath(screen: ScreenName, size: 'phone' | 'desktop'): string {
  return join(SCREENSHOT_DIR, `${screen}-${size}.png`);
}

/** True when the screen's screenshots should be (re)written in this run. */
export function wantScreenshot(screen: ScreenName): boolean {
  if (process.env.UPDATE_SCREENSHOTS === '1') return true;
  return SIZES.some(([size]) => !existsSync(screenshotPath(screen, size)));
}

/**
 * Shoots `page` at both sizes (when {@link wantScreenshot}), then restores its viewport. Animations
 * are stopped and the caret hidden so images are stable.
 */
export async function shoot(page: Page, screen: ScreenName): Promise<void> {
  if (!wantScreenshot(screen)) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  try {
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: screenshotPath(screen, size),
        animations: 'disabled',
        caret: 'hide',
        fullPage: false,
      });
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
