/**
 * Helpers of the shared card elements' browser tests (parley-card-frame, parley-card-row,
 * parley-card-detail): axe-core (./axe.ts), a touch press made of real PointerEvents, the focused element
 * through shadow roots, and a host element that shows the detail view of the cards inside it.
 */
import { LitElement, html } from 'lit';
import { waitUntil } from '@open-wc/testing';
import { CardDetailHost } from '../../components/parley-card-detail.ts';
import type { ParleyCardDetail } from '../../components/parley-card-detail.ts';
import type { CardFace } from '../../components/parley-card-frame.ts';

export { violations } from './axe.ts';

/** A pointer event of a finger at the middle of `el`. */
export function touch(type: string, el: Element, dx = 0, id = 7): PointerEvent {
  const r = el.getBoundingClientRect();
  return new PointerEvent(type, {
    pointerId: id,
    pointerType: 'touch',
    isPrimary: true,
    clientX: r.left + r.width / 2 + dx,
    clientY: r.top + r.height / 2,
    bubbles: true,
    composed: true,
    cancelable: true,
  });
}

/** A tap: finger down, up, and the click the browser sends after it. */
export function tap(el: HTMLElement): void {
  el.dispatchEvent(touch('pointerdown', el));
  el.dispatchEvent(touch('pointerup', el));
  el.click();
}

/** The focused element, through open shadow roots. */
export function focused(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** A page element that shows the detail view of any card inside it (as a game's table does). */
export class TestCardHost extends LitElement {
  faceOf: (id: string) => CardFace | null = () => null;
  readonly details = new CardDetailHost(this, (id) => this.faceOf(id));

  get dialog(): ParleyCardDetail {
    return this.shadowRoot!.querySelector('parley-card-detail')!;
  }

  /** Resolves once the detail view is open, with the dialog element. */
  async opened(): Promise<HTMLDialogElement> {
    await waitUntil(() => this.dialog.open, 'the detail view did not open');
    return this.dialog.shadowRoot!.querySelector('dialog')!;
  }

  override render() {
    return html`<slot></slot>${this.details.render()}`;
  }
}
if (!customElements.get('test-card-host')) customElements.define('test-card-host', TestCardHost);

declare global {
  interface HTMLElementTagNameMap {
    'test-card-host': TestCardHost;
  }
}
