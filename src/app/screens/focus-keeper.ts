/**
 * Keyboard focus on the match screen (docs/ui.md, "Accessibility"; WCAG 2.2, 2.4.3 Focus Order
 * and 2.4.11 Focus Not Obscured):
 *
 * - never lost: when the control that had focus goes away (removed, disabled or hidden after an
 *   action: "Keep this hand", a move, End turn), focus moves to the next thing to do, the first of
 *   {@link NEXT} that is there and usable, and a resting point (`data-focus-rest`, the action bar's
 *   live hint) gives way to a real control as soon as one appears;
 * - never hidden: the page's scroll padding is as tall as the sticky element (`data-sticky-bar`,
 *   the action bar), so focus scrolling keeps the focused element above it, and a focused element
 *   that still lies under it is scrolled out from under it.
 *
 * It only acts on focus that was inside its host: a user who moves focus elsewhere (or clicks the
 * page) keeps it there. Everything runs on the next animation frame, after the nested elements
 * have rendered.
 */

/**
 * Where focus goes, in order, when the control that had it is gone: the open prompt, the choices
 * of a selection, End turn / Pass, the hand, the pre-game and end-screen controls, the resting
 * point, any enabled button.
 */
export const NEXT: readonly string[] = [
  'parley-prompt button.option',
  'parley-prompt button.pass',
  '[data-testid="action-option"]',
  '[data-testid="end-turn"]',
  '[data-testid="pass"]',
  'parley-hand button.slot[tabindex="0"]',
  '[data-testid="handoff-continue"]',
  'parley-class-choice button',
  'parley-draft button.slot[tabindex="0"]',
  'parley-deck-builder button.submit',
  'parley-match-end button',
  '[data-focus-rest]',
  'button',
];

/** The focused element, through open shadow roots (null or `<body>` when focus is nowhere). */
export function deepActiveElement(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** The parent in the composed tree (a shadow root's host for its top elements). */
function composedParent(node: Node): Node | null {
  if (node.parentNode instanceof ShadowRoot) return node.parentNode.host;
  return node.parentNode;
}

/** True when `inner` is `outer` or inside it in the composed tree. */
export function composedContains(outer: Node, inner: Node | null): boolean {
  for (let n: Node | null = inner; n; n = composedParent(n)) if (n === outer) return true;
  return false;
}

/**
 * Elements under `root` (through open shadow roots, in document order) matching a selector whose
 * last compound may sit in a shadow root: `'parley-prompt button.option'` matches `button.option`
 * inside the shadow root of a `parley-prompt`.
 */
export function deepQueryAll(root: Element | ShadowRoot, selector: string): HTMLElement[] {
  const parts = selector.trim().split(/\s+/);
  const host = parts.length > 1 && /^[a-z]+-[a-z-]+$/.test(parts[0]!) ? parts[0]! : null;
  const inner = host ? parts.slice(1).join(' ') : selector;
  const out: HTMLElement[] = [];
  const walk = (scope: Element | ShadowRoot, inHost: boolean): void => {
    for (const el of scope.querySelectorAll('*')) {
      if ((host === null || inHost) && el instanceof HTMLElement && el.matches(inner)) out.push(el);
      if (el.shadowRoot) walk(el.shadowRoot, host !== null && el.localName === host);
    }
  };
  walk(root, host === null);
  return out;
}

function usable(el: HTMLElement): boolean {
  return (
    !(el as HTMLButtonElement).disabled &&
    el.getAttribute('aria-disabled') !== 'true' &&
    el.getClientRects().length > 0
  );
}

/** See the module comment. */
export class FocusKeeper {
  private last: HTMLElement | null = null;
  private frame = 0;

  constructor(private readonly host: HTMLElement) {
    // Focus moving between two elements inside the host fires no focusin on the host itself (the
    // retargeted target and relatedTarget are equal), so the focused element is read on every
    // key press and click as well; `keyup` follows a Tab that moved focus.
    host.addEventListener('focusin', () => this.settle());
    host.addEventListener('keyup', () => this.settle());
    host.addEventListener('click', () => this.check());
    host.addEventListener('keydown', () => this.check());
  }

  /** Call after every render of the host: restores lost focus on the next frame. */
  check(): void {
    this.remember();
    this.pad();
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => this.restore());
  }

  /** Undoes the scroll padding (call when the host leaves the page). */
  dispose(): void {
    cancelAnimationFrame(this.frame);
    document.documentElement.style.scrollPaddingBottom = '';
  }

  /**
   * Scroll padding of the page as tall as the sticky bar, so the browser's own focus scrolling
   * (Tab, `focus()`) keeps the focused element above it.
   */
  private pad(): void {
    const root = this.host.shadowRoot ?? this.host;
    const bar = deepQueryAll(root, '[data-sticky-bar]').find((b) => b.getClientRects().length > 0);
    const height = bar ? Math.ceil(bar.getBoundingClientRect().height) + 8 : 0;
    const value = height > 0 ? `${height}px` : '';
    const style = document.documentElement.style;
    if (style.scrollPaddingBottom !== value) style.scrollPaddingBottom = value;
  }

  private settle(): void {
    this.remember();
    this.pad();
    requestAnimationFrame(() => this.unobscure());
  }

  /** Records the focused element when it is inside the host. */
  private remember(): void {
    const active = deepActiveElement();
    if (active instanceof HTMLElement && composedContains(this.host, active)) this.last = active;
  }

  /** The first usable element of {@link NEXT} under the host. */
  next(): HTMLElement | null {
    const root = this.host.shadowRoot ?? this.host;
    for (const selector of NEXT) {
      const found = deepQueryAll(root, selector).find(usable);
      if (found) return found;
    }
    return null;
  }

  private restore(): void {
    const last = this.last;
    if (!last || !this.host.isConnected) return;
    const active = deepActiveElement();
    const resting = active instanceof HTMLElement && active.hasAttribute('data-focus-rest');
    if (!resting) {
      if (active && active !== document.body) return;
      // Focus left on purpose (a click on the page): leave it there.
      if (last.isConnected && usable(last)) return;
    }
    const target = this.next();
    if (!target || target === active) return;
    if (resting && target.hasAttribute('data-focus-rest')) return;
    target.focus();
    this.last = target;
    this.unobscure();
  }

  /** Scrolls the focused element out from under a sticky bar that covers it. */
  private unobscure(): void {
    const el = deepActiveElement();
    if (!(el instanceof HTMLElement) || !composedContains(this.host, el)) return;
    // Into view within its scrolling containers (the page's scroll padding keeps the bar clear).
    el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    const root = this.host.shadowRoot ?? this.host;
    for (const bar of deepQueryAll(root, '[data-sticky-bar]')) {
      if (composedContains(bar, el)) continue;
      const b = bar.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      const margin = 8;
      if (r.bottom > b.top - margin && r.top < b.bottom) {
        window.scrollBy({ top: r.bottom - b.top + margin, behavior: 'instant' });
      }
    }
  }
}
