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
 * A hand of cards: the viewer's own face up (playable ones highlighted, draggable onto the board),
 * or the opponent's as card backs that carry no card ids (only the count is rendered).
 *
 * Properties: `cards` (Player.hand: slots `{h, id?}`), `opponent` (render backs only), `count`
 * (number of backs when `cards` is not given), `playable` (slot handles playable now), `selected`
 * (a slot handle), `name` (owner for labels), `reducedMotion`.
 * Events: `card-select` {handle, cardId, playable} on click/Enter/Space and on drag start;
 * `card-inspect` {cardId} on a tap (card with no action), long press, right-click or `i`. Arrow keys, Home and End
 * move focus between cards (one tab stop).
 */
@customElement('parley-hand')
export class ParleyHand extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .hand {
        display: flex;
        gap: var(--p-gap);
        padding: var(--p-gap);
        /* No scroll snapping: it pulls the row back to a card's start after focus scrolled a
           card into view, leaving the focused card clipped (WCAG 2.2, 2.4.11). */
        overflow-x: auto;
        min-height: 3rem;
      }
      .slot {
        flex: none;
        width: var(--parley-hand-card, 9rem);
        align-self: flex-start;
        --parley-card-width: 100%;
        --parley-card-font: 0.75rem;
        padding: 0;
        border: none;
        background: none;
        min-height: 0;
        border-radius: var(--p-radius);
      }
      .slot:hover:not(:disabled) {
        background: none;
        transform: translateY(-3px);
      }
      .backs {
        display: flex;
        padding: var(--p-gap);
        min-height: 3rem;
        align-items: center;
      }
      .backs parley-card {
        width: 3.2rem;
        margin-right: -1.2rem;
      }
      .count {
        margin-left: 1.8rem;
        color: var(--p-muted);
      }
      .empty {
        color: var(--p-muted);
        padding: var(--p-gap);
      }
      @media (max-width: 600px) {
        .slot {
          width: var(--parley-hand-card, 8rem);
        }
      }
    `,
  ];

  /** The slots of the hand (own hand: with card ids). */
  @property({ attribute: false }) cards: readonly Slot[] = [];
  /** The opponent's hand: backs only. */
  @property({ type: Boolean, reflect: true }) opponent = false;
  /** Number of backs when `cards` is empty (the opponent's hand size). */
  @property({ type: Number }) count = 0;
  /** Slot handles that can be played now. */
  @property({ attribute: false }) playable: readonly string[] = [];
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
      const backs = Array.from(
        { length: n },
        () => html`<parley-card compact face-down></parley-card>`,
      );
      return html`<div
        class="backs"
        role="group"
        aria-label="${this.owner} hand: ${n} ${n === 1 ? 'card' : 'cards'}"
      >
        ${backs}<span class="count" aria-hidden="true">${n}</span>
      </div>`;
    }
    if (this.cards.length === 0) {
      return html`<div class="empty" role="group" aria-label="${this.owner} hand">
        No cards in hand
      </div>`;
    }
    const focus = Math.min(this.focusIdx, this.cards.length - 1);
    return html`<div
      class="hand"
      role="toolbar"
      aria-label="${this.owner} hand: ${this.cards.length} cards"
      aria-describedby="keys"
      @focusin=${(e: FocusEvent) =>
        (e.target as HTMLElement).scrollIntoView({ block: 'nearest', inline: 'nearest' })}
    >
      <span id="keys" hidden>${ROW_KEYS_HINT}</span>
      ${this.cards.map((slot, i) => {
        const id = slot.id ?? '';
        const card = cardById(id);
        const playable = this.playable.includes(slot.h);
        const selected = this.selected === slot.h;
        const text = card ? cardControlText(card) : UNKNOWN_CARD_TEXT;
        const label = `${text.name}${playable ? ' Playable.' : ''}`;
        return html`<button
          type="button"
          class="slot"
          data-testid="hand-card"
          data-handle=${slot.h}
          tabindex=${i === focus ? 0 : -1}
          aria-label=${label}
          aria-describedby="rules-${i}"
          aria-pressed=${selected ? 'true' : 'false'}
          draggable=${playable ? 'true' : 'false'}
          @click=${() => this.choose(slot)}
          data-inspect=${id}
          ?data-inspect-tap=${!playable}
          @keydown=${(e: KeyboardEvent) => this.onKey(e)}
          @dragstart=${(e: DragEvent) => this.onDragStart(e, slot, playable)}
        >
          <parley-card
            in-control
            .cardId=${id}
            ?playable=${playable}
            ?selected=${selected}
            aria-hidden="true"
          ></parley-card>
          <span id="rules-${i}" hidden>${text.description}</span>
        </button>`;
      })}
    </div>`;
  }

  private choose(slot: Slot): void {
    this.emit('card-select', {
      handle: slot.h,
      cardId: slot.id ?? '',
      playable: this.playable.includes(slot.h),
    });
  }

  private onKey(e: KeyboardEvent): void {
    const items = [...this.renderRoot.querySelectorAll<HTMLElement>('.slot')];
    const next = roveFocus(e, items);
    if (next !== null) this.focusIdx = next;
  }

  private onDragStart(e: DragEvent, slot: Slot, playable: boolean): void {
    if (!playable || !e.dataTransfer) {
      e.preventDefault();
      return;
    }
    const source: DragSource = { from: 'hand', handle: slot.h };
    e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(source));
    e.dataTransfer.effectAllowed = 'move';
    this.choose(slot);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-hand': ParleyHand;
  }
}
