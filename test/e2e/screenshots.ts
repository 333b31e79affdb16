/**
 * Screenshots of the app's screens at phone and desktop sizes, written to docs/screenshots/
 * (committed; the README's "Screenshots" section links every one: screens.e2e.test.ts checks it).
 * A normal run writes only the files that are missing, so CI does not dirty the tree;
 * `UPDATE_SCREENSHOTS=1 npm run test:e2e` rewrites them all.
 *
 * What is shot is a list ({@link SHOTS}): a screen reached by its route is one line there, and
 * screens.e2e.test.ts shoots each; screens only a match reaches (a game's board, the draft, the end
 * screen) are listed with the test that plays there and calls {@link shoot} with their name.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, ROOT } from './harness.ts';

/** Where the screenshots go. */
export const SCREENSHOT_DIR = join(ROOT, 'docs/screenshots');

/** One screen that is shot at both sizes, as `<name>-phone.png` and `<name>-desktop.png`. */
export interface Shot {
  /** The files' name (and the README row). */
  readonly name: string;
  /** In words, for the README. */
  readonly title: string;
  /** A hash route that shows the screen by itself (screens.e2e.test.ts opens it and shoots). */
  readonly route?: string;
  /** A selector (piercing shadow roots) that is visible once the screen is ready. */
  readonly ready?: string;
  /** Otherwise: the test that reaches the screen in a match and shoots it. */
  readonly by?: string;
}

/** The board of game `id` (shot by the test that plays that game's offline bot match). */
export function boardShot(id: string): string {
  return `board-${id}`;
}

/** Every screenshot. A screen with a route is one line (as the rules references are). */
export const SHOTS: readonly Shot[] = [
  { name: 'home', title: 'home', route: '#/', ready: '[data-testid="home-play-bot"]' },
  { name: 'draft', title: 'draft (Paragons)', by: 'screens.e2e.test.ts' },
  { name: boardShot('paragons'), title: 'board (Paragons)', by: 'offline.e2e.test.ts' },
  { name: boardShot('authority'), title: 'board (Authority)', by: 'authority-offline.e2e.test.ts' },
  { name: boardShot('trials'), title: 'board (Trials)', by: 'trials-friend.e2e.test.ts' },
  { name: 'end', title: 'end screen', by: 'offline.e2e.test.ts' },
  { name: 'tutorial', title: 'tutorial (Paragons)', by: 'tutorial.e2e.test.ts' },
  {
    name: 'tutorial-authority',
    title: 'guided first turn (Authority)',
    by: 'tutorial.e2e.test.ts',
  },
  {
    name: 'rules-paragons',
    title: 'rules reference (Paragons)',
    route: '#/rules/paragons',
    ready: '[data-testid="rules"]',
  },
  {
    name: 'rules-authority',
    title: 'rules reference (Authority)',
    route: '#/rules/authority',
    ready: '[data-testid="rules"]',
  },
];

/** The two sizes every screen is shot at. */
export const SHOT_SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** The file of a screen at a size. */
export function screenshotPath(screen: string, size: 'phone' | 'desktop'): string {
  return join(SCREENSHOT_DIR, `${screen}-${size}.png`);
}

/** True when the screen's screenshots should be (re)written in this run. */
export function wantScreenshot(screen: string): boolean {
  if (process.env.UPDATE_SCREENSHOTS === '1') return true;
  return SHOT_SIZES.some(([size]) => !existsSync(screenshotPath(screen, size)));
}

/**
 * Shoots `page` at both sizes (when {@link wantScreenshot}), then restores its viewport. Animations
 * are stopped and the caret hidden so images are stable. `screen` must be one of {@link SHOTS}.
 */
export async function shoot(page: Page, screen: string): Promise<void> {
  if (!SHOTS.some((s) => s.name === screen)) throw new Error(`${screen} is not in SHOTS`);
  if (!wantScreenshot(screen)) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  try {
    for (const [size, viewport] of SHOT_SIZES) {
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
