/**
 * Finding elements through open shadow roots, for browser tests of whole screens (the app's
 * components each render into their own shadow root, so `querySelector` on the page sees none of
 * them).
 */

/**
 * The first element matching `selector` below `start` (inside its shadow root when it has one),
 * searching each open shadow root in document order after the light DOM of its level; null if none.
 */
export function deep(start: Element | ShadowRoot, selector: string): Element | null {
  const root: ParentNode = start instanceof Element && start.shadowRoot ? start.shadowRoot : start;
  const hit = root.querySelector(selector);
  if (hit) return hit;
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) {
      const found = deep(el.shadowRoot, selector);
      if (found) return found;
    }
  }
  return null;
}
