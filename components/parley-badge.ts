import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/**
 * The app's title badge: shows the product name and a status line.
 * Thin by design: `status` in, a `parley-badge-activate` CustomEvent out when clicked or
 * activated from the keyboard. Holds no game logic.
 */
@customElement('parley-badge')
export class ParleyBadge extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
      font-family: system-ui, sans-serif;
    }
    button {
      font: inherit;
      border: 2px solid currentColor;
      border-radius: 0.5rem;
      padding: 0.5rem 1rem;
      background: transparent;
      color: inherit;
      cursor: pointer;
    }
    strong {
      display: block;
      font-size: 1.5rem;
    }
  `;

  /** The status line under the name. */
  @property() status = 'Fair card duels, no server to trust';

  override render() {
    return html`<button type="button" aria-label="Parley: ${this.status}" @click=${this.activate}>
      <strong>Parley</strong><span>${this.status}</span>
    </button>`;
  }

  private activate(): void {
    this.dispatchEvent(new CustomEvent('parley-badge-activate', { bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-badge': ParleyBadge;
  }
}
