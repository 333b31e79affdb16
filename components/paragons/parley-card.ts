import { css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ParleyElement } from '../base.ts';
import { cardBackFrame, cardFrame, cardFrameStyles } from '../parley-card-frame.ts';
import { type MercStats } from './display.ts';
import { paragonsFace } from './card-face.ts';
import { theme } from '../theme.ts';

/** The label of every card back. */
export const FACE_DOWN_LABEL = 'Face-down card';

/**
 * A Paragons card drawn with the shared frame (components/parley-card-frame.ts; the mapping is
 * ./card-face.ts): art, cost, name, type, keywords with their icons, the full rules text and the
 * current vs base attack and health; or, with `faceDown`, a card back that carries no card id or
 * name anywhere.
 *
 * Properties: `cardId` (attribute `card-id`; never set it for a face-down card), `faceDown`
 * (`face-down`), `stats` ({@link MercStats}: current stats of a mercenary on the board), `compact`
 * (a board unit: name, cost, art and stats; the full text is in the detail view), `playable`,
 * `selected`, `reducedMotion`. Events: none (containers make cards interactive). The card is
 * `role="img"` with a full ARIA label.
 */
@customElement('parley-card')
export class ParleyCard extends ParleyElement {
  static override styles = [
    theme,
    cardFrameStyles,
    css`
      :host {
        display: inline-block;
        width: var(--parley-card-width, 9.5rem);
        vertical-align: top;
      }
      :host([compact]) {
        width: var(--parley-card-width, 100%);
      }
      .card {
        height: 100%;
      }
    `,
  ];

  /** The card's id (never set it on a face-down card). */
  @property({ attribute: 'card-id' }) cardId = '';
  /** Show the back only. */
  @property({ type: Boolean, reflect: true, attribute: 'face-down' }) faceDown = false;
  /** Current stats of a mercenary on the board; the face shows base stats when null. */
  @property({ attribute: false }) stats: MercStats | null = null;
  /** Small size for the board: no rules text (it is one tap away, in the detail view). */
  @property({ type: Boolean, reflect: true }) compact = false;
  /** Highlight as playable now. */
  @property({ type: Boolean, reflect: true }) playable = false;
  /** Highlight as selected. */
  @property({ type: Boolean, reflect: true }) selected = false;
  /**
   * The card is the face of a control (a hand card's button): its type line, keywords and rules
   * text are painted by CSS, the control's name and description carry them (parley-card-frame).
   */
  @property({ type: Boolean, attribute: 'in-control' }) inControl = false;

  override render() {
    if (this.faceDown) return cardBackFrame(FACE_DOWN_LABEL, 'P');
    const face = paragonsFace(this.cardId, this.stats);
    if (!face) {
      return html`<div class="card" role="img" aria-label="Unknown card">?</div>`;
    }
    return cardFrame(face, {
      size: this.compact ? 'compact' : 'full',
      playable: this.playable,
      selected: this.selected,
      tooltip: this.compact,
      painted: this.inControl,
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-card': ParleyCard;
  }
}
