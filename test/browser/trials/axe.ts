/**
 * axe-core for the Trials element tests (docs/ui.md, "Accessibility"): the pinned build loaded
 * once, the violations of an element as lines, the app's dark page around the content, and
 * {@link finishAnimations}, which every run needs first: cards pop in (opacity 0 → 1) inside
 * shadow roots, which `document.getAnimations()` leaves out, and axe judges text as drawn (a
 * face caught mid-animation reads as low contrast, or its words as not visible at all).
 */
import { fixture, html } from '@open-wc/testing';
import type { AxeResults } from 'axe-core';

type Axe = { run(ctx: Element, options: object): Promise<AxeResults> };

/** Loads the pinned axe-core build once (served from node_modules by the test runner). */
async function axe(): Promise<Axe> {
  const w = window as unknown as { axe?: Axe };
  if (!w.axe) {
    await new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = '/node_modules/axe-core/axe.min.js';
      s.onload = () => resolve();
      s.onerror = () => reject(new Error('axe-core did not load'));
      document.head.append(s);
    });
  }
  return w.axe!;
}

/** The animations of `root` and of every shadow root below it. */
export function animationsUnder(root: Element): Animation[] {
  const out: Animation[] = [];
  const visit = (node: Element): void => {
    if (node.shadowRoot) {
      out.push(...node.shadowRoot.getAnimations());
      for (const child of node.shadowRoot.querySelectorAll('*')) visit(child);
    }
    for (const child of node.children) visit(child);
  };
  out.push(...root.getAnimations({ subtree: true }));
  visit(root);
  return out;
}

/**
 * Finishes the finite animations of `root` and of every shadow root below it (see the module
 * comment). A pulse that never ends stays.
 */
export function finishAnimations(root: Element): void {
  for (const a of animationsUnder(root)) {
    if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
  }
}

/** The violations axe finds in `el` once its animations are finished, one line each. */
export async function violations(el: Element): Promise<string[]> {
  finishAnimations(el);
  const results = await (await axe()).run(el, { resultTypes: ['violations'] });
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 5)
        .map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`)
        .join(', ')}`,
  );
}

/** The page's dark background, as the app draws it, so contrast is checked against it. */
export async function page(content: ReturnType<typeof html>): Promise<HTMLElement> {
  return fixture<HTMLElement>(
    html`<main style="background: #10151f; color: #e9edf5; padding: 8px">${content}</main>`,
  );
}
