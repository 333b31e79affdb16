import { css, html, nothing, type PropertyValues } from 'lit';
import { cardButtonReset } from './card-button-styles.ts';
import { customElement, property, state } from 'lit/decorators.js';
import { ParleyElement, ROW_KEYS_HINT, roveFocus } from './base.ts';
import { theme } from './theme.ts';
import {
  cardBackFrame,
  cardFrame,
  cardFrameStyles,
  type CardFace,
  type FrameSize,
} from './parley-card-frame.ts';
import { CardDetailHost, CardInspector } from './parley-card-detail.ts';

/** One card of a {@link ParleyCardRow}. */
export interface RowCard {
  /** What `row-select` names (a slot handle, a card id, an index). */
  readonly key: string;
  /** The face, or null for a card face down (nothing of it is rendered). */
  readonly face: CardFace | null;
  /** The button's accessible name; {@link rowCardName} of the face by default. */
  readonly name?: string;
  readonly playable?: boolean;
  readonly selected?: boolean;
  /** The card has no action now: a tap opens its detail view. */
  readonly disabled?: boolean;
}

/**
 * The words a face shows in a control, in reading order (cost, name, each figure): every card
 * button's accessible name starts with them (WCAG 2.5.3, Label in Name; docs/ui.md).
 */
export function faceWords(face: CardFace): string {
  const parts = face.cost !== undefined ? [face.cost, face.name] : [face.name];
  for (const s of face.stats) parts.push(`${s.value}${s.note ?? ''}`);
  return parts.join(' ');
}

/** A row card's default accessible name: {@link faceWords}, then the type line. */
export function rowCardName(face: CardFace): string {
  return `${faceWords(face)}. ${face.type}.`;
}

/**
 * `<parley-card-row>`: a row of cards face up or face down, drawn with the shared frame
 * (docs/ui.md, "Shared elements"). Face-up cards are buttons with one tab stop between them
 * (arrow keys, Home, End), each named by its face's words with its rules text as the description;
 * face-down cards are backs with no id or name anywhere. The row scrolls sideways when it does
 * not fit (`layout="scroll"`, a hand) or wraps onto more lines (`layout="wrap"`), so it never
 * widens the page on a phone. Tap (a card with no action), long press, right-click or `i` opens
 * the card's detail view, which the row hosts itself unless an ancestor shows it.
 *
 * Properties: `cards` ({@link RowCard}[]), `label` (the row's name), `layout` (`scroll` | `wrap`),
 * `size` (`full` | `compact`). Events: `row-select` {key, cardId} (click, Enter, Space);
 * `card-inspect` {cardId}; `show-term` from the detail view. Theming: `--parley-row-card` (a
 * card's width).
 */
@customElement('parley-card-row')
export class ParleyCardRow extends ParleyElement {
  static override styles = [
    theme,
    cardFrameStyles,
    css`
      :host {
        display: block;
        min-width: 0;
      }
      .row {
        display: flex;
        gap: var(--p-gap);
        padding: var(--p-gap);
        min-height: 3rem;
        align-items: flex-start;
      }
      :host([layout='scroll']) .row {
        overflow-x: auto;
      }
      :host([layout='wrap']) .row {
        flex-wrap: wrap;
      }
      .slot {
        flex: none;
        width: var(--parley-row-card, 9rem);
        max-width: 100%;
        ${cardButtonReset}
      }
      .slot:hover:not(:disabled) {
        background: none;
      }
      .back-slot {
        flex: none;
        width: var(--parley-row-back, 3.2rem);
      }
      .empty {
        color: var(--p-muted);
        padding: var(--p-gap);
      }
      @media (max-width: 600px) {
        .slot {
          width: var(--parley-row-card, 8rem);
        }
      }
    `,
  ];

  @property({ attribute: false }) cards: readonly RowCard[] = [];
  @property() label = 'Cards';
  @property({ reflect: true }) layout: 'scroll' | 'wrap' = 'scroll';
  @property() size: FrameSize = 'full';

  @state() private focusIdx = 0;

  /** Tap (a card with no action), long press, right-click or `i`: `card-inspect`. */
  protected readonly inspector = new CardInspector(this, (key) => {
    const card = this.cards.find((c) => c.key === key);
    if (card?.face) this.emit('card-inspect', { cardId: card.face.id });
  });

  private readonly details = new CardDetailHost(
    this,
    (id) => this.cards.find((c) => c.face?.id === id)?.face ?? null,
  );

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('cards')) {
      const n = this.cards.filter((c) => c.face).length;
      this.focusIdx = Math.min(this.focusIdx, Math.max(0, n - 1));
    }
  }

  protected override render() {
    const up = this.cards.filter((c) => c.face);
    if (this.cards.length === 0) {
      return html`<div class="empty" role="group" aria-label=${this.label}>No cards</div>`;
    }
    let i = 0;
    const items = this.cards.map((c) => {
      if (!c.face) {
        return html`<div class="back-slot" data-testid="row-back">
          ${cardBackFrame('Face-down card', '')}
        </div>`;
      }
      const face = c.face;
      const idx = i++;
      return html`<button
        type="button"
        class="slot"
        data-testid="row-card"
        data-key=${c.key}
        data-inspect=${c.key}
        ?data-inspect-tap=${c.disabled === true}
        tabindex=${idx === this.focusIdx ? 0 : -1}
        aria-label=${c.name ?? rowCardName(face)}
        aria-describedby="text-${idx}"
        aria-pressed=${c.selected ? 'true' : 'false'}
        aria-disabled=${c.disabled ? 'true' : 'false'}
        @click=${() => this.choose(c)}
        @keydown=${(e: KeyboardEvent) => this.onKey(e)}
      >
        ${cardFrame(face, {
          size: this.size,
          painted: true,
          playable: c.playable === true,
          selected: c.selected === true,
          disabled: c.disabled === true,
        })}
        <span id="text-${idx}" hidden>${face.text}</span>
      </button>`;
    });
    return html`<div
        class="row"
        role=${up.length > 0 ? 'toolbar' : 'group'}
        aria-label="${this.label}: ${this.cards.length} ${this.cards.length === 1 ? 'card' : 'cards'}"
        aria-describedby=${up.length > 0 ? 'keys' : nothing}
        @focusin=${(e: FocusEvent) =>
          (e.target as HTMLElement).scrollIntoView({ block: 'nearest', inline: 'nearest' })}
      >
        <span id="keys" hidden>${ROW_KEYS_HINT}</span>
        ${items}
      </div>
      ${this.details.render()}`;
  }

  private choose(c: RowCard): void {
    if (c.disabled) return;
    this.emit('row-select', { key: c.key, cardId: c.face?.id ?? '' });
  }

  private onKey(e: KeyboardEvent): void {
    const items = [...this.renderRoot.querySelectorAll<HTMLElement>('.slot')];
    const next = roveFocus(e, items);
    if (next !== null) this.focusIdx = next;
  }
}

declare module './events.ts' {
  interface ParleyEventDetails {
    /** A face-up card of a row was chosen (parley-card-row). */
    'row-select': { readonly key: string; readonly cardId: string };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-card-row': ParleyCardRow;
  }
}
