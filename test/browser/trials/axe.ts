/**
 * axe-core for the Trials element tests (docs/ui.md, "Accessibility"): the shared axe helpers
 * (../axe.ts), the app's dark page around the content, and `violations` always after
 * `finishAnimations`, which every run needs first: cards pop in (opacity 0 → 1) inside
 * shadow roots, which `document.getAnimations()` leaves out, and axe judges text as drawn (a
 * face caught mid-animation reads as low contrast, or its words as not visible at all).
 */
import { fixture, html } from '@open-wc/testing';

export { animationsUnder, finishAnimations, violationsAtRest as violations } from '../axe.ts';

/** The page's dark background, as the app draws it, so contrast is checked against it. */
export async function page(content: ReturnType<typeof html>): Promise<HTMLElement> {
  return fixture<HTMLElement>(
    html`<main style="background: #10151f; color: #e9edf5; padding: 8px">${content}</main>`,
  );
}
