/**
 * axe-core for the element tests (docs/ui.md, "Accessibility"): the pinned build loaded once (served
 * from node_modules by the test runner), the violations of an element as lines, and
 * {@link finishAnimations} for elements whose cards pop in (opacity 0 → 1) inside shadow roots,
 * which `document.getAnimations()` leaves out, while axe judges text as drawn (a face caught
 * mid-animation reads as low contrast, or its words as not visible at all).
 */
import type { AxeResults } from 'axe-core';

type Axe = { run(ctx: Element, options: object): Promise<AxeResults> };

/** Loads the pinned axe-core build once. */
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

/**
 * Every axe violation under `el` as it is now, one line each: `rule (impact): ` and its first
 * five nodes (target and failure summary).
 */
export async function violations(el: Element): Promise<string[]> {
  const results = await (await axe()).run(el, { resultTypes: ['violations'] });
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 5)
        .map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
}

/** {@link violations} once `el`'s finite animations are finished (its cards as drawn at rest). */
export async function violationsAtRest(el: Element): Promise<string[]> {
  finishAnimations(el);
  return violations(el);
}
