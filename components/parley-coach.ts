/**
 * `parley-coach`, the tutorial's coach (docs/tutorial.md; shared, it names no game): one step at a
 * time, its topic and words, the progress ("Step 2 of 9"), a gentle hint after the player did
 * something else ("Try …"), and a highlight of the element to use — found by selectors in another
 * element's tree (`scope`, e.g. the game's table), through open shadow roots, and outlined with an
 * inline style, so the table it points into knows nothing of the tutorial. Whatever is slotted in
 * (the finishing links) is shown under the words; the `before` slot above them (an introduction).
 * On a new step the highlighted element is scrolled into view.
 *
 * Properties: `heading`, `message`, `hint` (string or null), `step` (1-based) and `total` (0: no
 * progress shown), `highlight` (selectors, most precise first; `a >> b` searches `b` inside the
 * first match of `a`), `scope` (the element searched). Call {@link ParleyCoach.refresh} after the
 * scope re-rendered: the highlight moves to the element now matching. Event: `coach-leave` {}
 * (the "Leave the tutorial" button).
 */
import { css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ParleyElement } from './base.ts';
import { theme } from './theme.ts';

declare module './events.ts' {
  interface ParleyEventDetails {
    /** The player leaves the tutorial (parley-coach). */
    'coach-leave': Record<string, never>;
  }
}

/** The attribute the highlighted element carries (tests and styles may look for it). */
export const COACH_TARGET = 'data-coach-target';

/** Every element under `root` (its light tree and every open shadow root inside), in order. */
function* deepElements(root: Element | ShadowRoot): Generator<Element> {
  const kids = root instanceof Element && root.shadowRoot ? [root.shadowRoot, root] : [root];
  for (const tree of kids) {
    for (const child of Array.from(tree.children)) {
      yield child;
      yield* deepElements(child);
    }
  }
}

/** The first element under `root` matching `selector`, through open shadow roots. */
export function deepQuery(root: Element, selector: string): Element | null {
  for (const e of deepElements(root)) {
    try {
      if (e.matches(selector)) return e;
    } catch {
      return null;
    }
  }
  return null;
}

/** The element a highlight chain (`a >> b >> …`) names under `root`, or null. */
export function findTarget(root: Element, chain: string): Element | null {
  let at: Element | null = root;
  for (const part of chain.split('>>')) {
    if (!at) return null;
    at = deepQuery(at, part.trim());
  }
  return at;
}

/** See the module comment. */
@customElement('parley-coach')
export class ParleyCoach extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      section {
        border: 2px solid var(--p-accent);
        border-radius: var(--p-radius);
        background: var(--p-surface);
        padding: var(--p-gap) calc(var(--p-gap) * 1.5);
        display: flex;
        flex-direction: column;
        gap: calc(var(--p-gap) * 0.6);
      }
      .top {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--p-gap);
      }
      .top h2 {
        flex: 1 1 auto;
      }
      h2 {
        margin: 0;
        font-size: 1.1rem;
      }
      .progress {
        color: var(--p-muted);
        font-size: 0.9rem;
      }
      p {
        margin: 0;
      }
      .hint {
        border-left: 3px solid var(--p-accent);
        padding-left: var(--p-gap);
        font-weight: 600;
      }
      .leave {
        padding: 0.2rem 0.6rem;
        font-size: 0.85rem;
      }
      ::slotted(*) {
        margin: 0;
      }
    `,
  ];

  @property() heading = '';
  @property() message = '';
  @property({ attribute: false }) hint: string | null = null;
  @property({ type: Number }) step = 0;
  @property({ type: Number }) total = 0;
  @property({ attribute: false }) highlight: readonly string[] = [];
  @property({ attribute: false }) scope: Element | null = null;

  private marked: HTMLElement | null = null;
  private markedStyle = '';
  /** The step whose target was last scrolled into view. */
  private shown = -1;

  override updated(): void {
    this.refresh();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unmark();
  }

  /** Moves the highlight to the element the selectors name now (none when nothing matches). */
  refresh(): void {
    let found: Element | null = null;
    if (this.scope) {
      for (const chain of this.highlight) {
        found = findTarget(this.scope, chain);
        if (found) break;
      }
    }
    if (found === this.marked && found?.hasAttribute(COACH_TARGET)) return;
    this.unmark();
    if (!(found instanceof HTMLElement)) return;
    if (this.shown !== this.step) {
      // A new step: bring the element to use into view (below this panel when it is sticky).
      this.shown = this.step;
      found.scrollIntoView({ block: 'center', behavior: this.reducedMotion ? 'auto' : 'smooth' });
    }
    this.marked = found;
    this.markedStyle = found.getAttribute('style') ?? '';
    found.setAttribute(COACH_TARGET, '');
    found.style.outline = '3px solid var(--p-accent, #f2b84b)';
    found.style.outlineOffset = '3px';
    found.style.boxShadow = '0 0 0 6px rgb(242 184 75 / 0.35)';
  }

  /** The element highlighted now, or null. */
  get target(): HTMLElement | null {
    return this.marked;
  }

  private unmark(): void {
    const m = this.marked;
    if (!m) return;
    m.removeAttribute(COACH_TARGET);
    if (this.markedStyle) m.setAttribute('style', this.markedStyle);
    else m.removeAttribute('style');
    this.marked = null;
  }

  override render() {
    const progress =
      this.total > 0
        ? html`<span class="progress" data-testid="coach-progress"
            >Step ${this.step} of ${this.total}</span
          >`
        : nothing;
    const hint = this.hint
      ? html`<p class="hint" role="status" data-testid="coach-hint">${this.hint}</p>`
      : nothing;
    return html`<section aria-labelledby="coach-h" data-testid="coach" data-step=${this.step}>
      <div class="top">
        <h2 id="coach-h">${this.heading}</h2>
        ${progress}
        <button
          type="button"
          class="leave"
          data-testid="coach-leave"
          @click=${() => this.emit('coach-leave', {})}
        >
          Leave the tutorial
        </button>
      </div>
      <slot name="before"></slot>
      <p aria-live="polite" data-testid="coach-message">${this.message}</p>
      ${hint}
      <slot></slot>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-coach': ParleyCoach;
  }
}
