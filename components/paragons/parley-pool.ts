import { css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { PSeat } from '../../src/games/paragons/types.ts';
import { ParleyElement, ROW_KEYS_HINT, roveFocus } from '../base.ts';
import {
  cardById,
  cardControlText,
  UNKNOWN_CARD_TEXT,
  seatPossessive,
  capitalize,
  type SeatNames,
} from './display.ts';
import './parley-card.ts';
import { CardInspector } from '../parley-card-detail.ts';
import { theme } from '../theme.ts';

/**
 * The Mercenary Pool (five face-up cards to Recruit) with the Neutral Mercenary Deck count and the
 * players' deck counts.
 *
 * Properties: `pool` (card ids, GameState.pool), `prices` (card id → recruit price, from the shell),
 * `recruitable` (card ids that can be recruited or chosen now), `neutralCount` (cards left in the
 * Neutral Mercenary Deck), `deckCounts` (seat → cards in deck), `viewer`, `names`, `reducedMotion`.
 * Events: `recruit` {cardId, index} on click/Enter/Space of a pool card; `card-inspect` {cardId}
 * on a tap (card with no action), long press, right-click or `i`. Arrow keys move focus.
 */
@customElement('parley-pool')
export class ParleyPool extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .wrap {
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
      }
      .cards {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
        align-items: start;
        --parley-card-width: 100%;
        --parley-card-font: 0.75rem;
        gap: var(--p-gap);
      }
      .slot {
        position: relative;
        padding: 0;
        border: none;
        background: none;
        min-height: 0;
      }
      .slot:hover:not(:disabled) {
        background: none;
        transform: translateY(-2px);
      }
      .price {
        position: absolute;
        bottom: -0.4rem;
        left: 50%;
        transform: translateX(-50%);
        padding: 0 0.45em;
        border-radius: 0.8em;
        font-size: 0.7rem;
        font-weight: 700;
        background: var(--p-accent);
        color: var(--p-accent-fg);
        white-space: nowrap;
      }
      .slot:not(.ok) .price {
        background: var(--p-surface-2);
        color: var(--p-muted);
      }
      .counts {
        display: flex;
        flex-wrap: wrap;
        gap: calc(var(--p-gap) * 2);
        font-size: 0.85rem;
        color: var(--p-muted);
      }
      .counts b {
        color: var(--p-fg);
      }
    `,
  ];

  /** Card ids in the Mercenary Pool. */
  @property({ attribute: false }) pool: readonly string[] = [];
  /** Recruit price by card id (the shell knows the rules). */
  @property({ attribute: false }) prices: Readonly<Record<string, number>> = {};
  /** Card ids that can be recruited (or chosen as a pool target) now. */
  @property({ attribute: false }) recruitable: readonly string[] = [];
  /** Cards left in the Neutral Mercenary Deck. */
  @property({ type: Number, attribute: 'neutral-count' }) neutralCount = 0;
  /** Cards left in each player's deck. */
  @property({ attribute: false }) deckCounts: Partial<Record<PSeat, number>> = {};
  /** The viewer's seat, for "your deck". */
  @property() viewer: PSeat | null = null;
  /** Seat names. */
  @property({ attribute: false }) names: SeatNames = {};

  @state() private focusIdx = 0;

  /** Tap (a card with no action), long press, right-click or `i` on a card: `card-inspect`. */
  protected readonly inspector = new CardInspector(this, (cardId) =>
    this.emit('card-inspect', { cardId }),
  );

  override render() {
    const focus = Math.min(this.focusIdx, Math.max(0, this.pool.length - 1));
    const seats = (['A', 'B'] as const).filter((s) => this.deckCounts[s] !== undefined);
    return html`<section class="wrap" aria-label="Mercenary Pool">
      <div
        class="cards"
        role="toolbar"
        aria-label="Mercenary Pool: ${this.pool.length} cards"
        aria-describedby="keys"
      >
        <span id="keys" hidden>${ROW_KEYS_HINT}</span>
        ${this.pool.map((id, i) => {
          const card = cardById(id);
          const ok = this.recruitable.includes(id);
          const price = this.prices[id];
          const text = card ? cardControlText(card) : UNKNOWN_CARD_TEXT;
          return html`<button
            type="button"
            class="slot ${ok ? 'ok' : ''}"
            data-card=${id}
            tabindex=${i === focus ? 0 : -1}
            aria-describedby="rules-${i}"
            aria-label="${
              price !== undefined
                ? `${text.face} Recruit ${price}. ${text.details}. Recruit for ${price} mana.`
                : text.name
            }${ok ? ' Can recruit now.' : ''}"
            @click=${() => this.emit('recruit', { cardId: id, index: i })}
            data-inspect=${id}
            ?data-inspect-tap=${!ok}
            @keydown=${(e: KeyboardEvent) => this.onKey(e)}
          >
            <parley-card in-control .cardId=${id} ?playable=${ok} aria-hidden="true"></parley-card>
            <span id="rules-${i}" hidden>${text.description}</span>
            ${
              price !== undefined
                ? html`<span class="price" aria-hidden="true">Recruit ${price}</span>`
                : nothing
            }
          </button>`;
        })}
      </div>
      <div class="counts">
        <span>Neutral deck: <b>${this.neutralCount}</b></span>
        ${seats.map(
          (s) =>
            html`<span
              >${capitalize(seatPossessive(s, this.viewer, this.names))} deck:
              <b>${this.deckCounts[s]}</b></span
            >`,
        )}
      </div>
    </section>`;
  }

  private onKey(e: KeyboardEvent): void {
    const next = roveFocus(e, [...this.renderRoot.querySelectorAll<HTMLElement>('.slot')]);
    if (next !== null) this.focusIdx = next;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-pool': ParleyPool;
  }
}
