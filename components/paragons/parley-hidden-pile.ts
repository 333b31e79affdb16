import { css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Slot } from '../../src/engine/zones.ts';
import { ParleyElement, ROW_KEYS_HINT, roveFocus } from '../base.ts';
import { cardById, cardControlText, UNKNOWN_CARD_TEXT } from './display.ts';
import { DRAG_TYPE, type DragSource } from './events.ts';
import './parley-card.ts';
import { CardInspector } from '../parley-card-detail.ts';
import { theme } from '../theme.ts';

/**
 * A Hidden pile (rulebook: "Hidden"): face down on the table; the owner can read its own cards, the
 * opponent sees only backs (no card ids are rendered for it).
 *
 * Properties: `cards` (Player.hidden: slots `{h, id?}`), `opponent` (backs only), `count` (backs
 * when `cards` is empty), `revealable` (slot handles that can be revealed now), `selected`, `name`,
 * `reducedMotion`.
 * Events: `hidden-select` {handle, cardId} on click/Enter/Space of one of the owner's cards (and on
 * drag start of a revealable one, which carries a `{from: 'hidden', handle}` DragSource);
 * `card-inspect` {cardId} on a tap (card with no action), long press, right-click or `i`. Arrow keys move focus.
 */
@customElement('parley-hidden-pile')
export class ParleyHiddenPile extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .pile {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: calc(var(--p-gap) * 0.6);
        padding: var(--p-gap);
        border: 1px dashed var(--p-line);
        border-radius: var(--p-radius);
        min-height: 3rem;
      }
      .title {
        width: 100%;
        font-size: 0.8rem;
        color: var(--p-muted);
      }
      .slot {
        width: 5.5rem;
        padding: 0;
        min-height: 0;
        border: none;
        background: none;
        position: relative;
      }
      .slot:hover:not(:disabled) {
        background: none;
      }
      .slot parley-card {
        opacity: 0.88;
      }
      .back {
        width: 3rem;
      }
    `,
  ];

  /** The pile's slots (own pile: with card ids). */
  @property({ attribute: false }) cards: readonly Slot[] = [];
  /** The opponent's pile: backs only. */
  @property({ type: Boolean, reflect: true }) opponent = false;
  /** Number of backs when `cards` is empty. */
  @property({ type: Number }) count = 0;
  /** Slot handles that can be revealed now. */
  @property({ attribute: false }) revealable: readonly string[] = [];
  /** The selected slot handle. */
  @property({ attribute: false }) selected: string | null = null;
  /** The owner's name for labels; empty for "Your" / "Opponent's". */
  @property() name = '';

  @state() private focusIdx = 0;

  /** Tap (a card with no action), long press, right-click or `i` on a card: `card-inspect`. */
  protected readonly inspector = new CardInspector(this, (cardId) =>
    this.emit('card-inspect', { cardId }),
  );

  private get owner(): string {
    if (this.name) return `${this.name}'s`;
    return this.opponent ? "Opponent's" : 'Your';
  }

  override render() {
    if (this.opponent) {
      const n = this.cards.length > 0 ? this.cards.length : this.count;
      return html`<div
        class="pile"
        role="group"
        aria-label="${this.owner} Hidden pile: ${n} face-down"
      >
        <span class="title" aria-hidden="true">Hidden · ${n}</span>
        ${Array.from(
          { length: n },
          () => html`<parley-card class="back" compact face-down></parley-card>`,
        )}
      </div>`;
    }
    const focus = Math.min(this.focusIdx, Math.max(0, this.cards.length - 1));
    return html`<div
      class="pile"
      role="toolbar"
      aria-label="${this.owner} Hidden pile: ${this.cards.length} cards, only you can see them"
      aria-describedby="keys"
    >
      <span id="keys" hidden>${ROW_KEYS_HINT}</span>
      <span class="title" aria-hidden="true"
        >Hidden (only you see these) · ${this.cards.length}</span
      >
      ${this.cards.map((slot, i) => {
        const id = slot.id ?? '';
        const card = cardById(id);
        const revealable = this.revealable.includes(slot.h);
        const selected = this.selected === slot.h;
        const text = card ? cardControlText(card) : UNKNOWN_CARD_TEXT;
        return html`<button
          type="button"
          class="slot"
          data-handle=${slot.h}
          tabindex=${i === focus ? 0 : -1}
          aria-label="${text.name} Hidden card.${revealable ? ' Can be revealed now.' : ''}"
          aria-describedby="rules-${i}"
          aria-pressed=${selected ? 'true' : 'false'}
          draggable=${revealable ? 'true' : 'false'}
          @click=${() => this.emit('hidden-select', { handle: slot.h, cardId: id })}
          data-inspect=${id}
          ?data-inspect-tap=${!revealable}
          @keydown=${(e: KeyboardEvent) => this.onKey(e)}
          @dragstart=${(e: DragEvent) => this.onDragStart(e, slot, revealable)}
        >
          <parley-card
            compact
            .cardId=${id}
            ?playable=${revealable}
            ?selected=${selected}
            aria-hidden="true"
          ></parley-card>
          <span id="rules-${i}" hidden>${text.description}</span>
        </button>`;
      })}
    </div>`;
  }

  private onKey(e: KeyboardEvent): void {
    const next = roveFocus(e, [...this.renderRoot.querySelectorAll<HTMLElement>('.slot')]);
    if (next !== null) this.focusIdx = next;
  }

  private onDragStart(e: DragEvent, slot: Slot, revealable: boolean): void {
    if (!revealable || !e.dataTransfer) {
      e.preventDefault();
      return;
    }
    const source: DragSource = { from: 'hidden', handle: slot.h };
    e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(source));
    e.dataTransfer.effectAllowed = 'move';
    this.emit('hidden-select', { handle: slot.h, cardId: slot.id ?? '' });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-hidden-pile': ParleyHiddenPile;
  }
}
