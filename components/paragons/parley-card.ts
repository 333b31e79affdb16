import { css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { CardDef, RevealCondition } from '../../src/games/paragons/cards/schema.ts';
import { ParleyElement } from '../base.ts';
import {
  COMBAT,
  KEYWORD_NAMES,
  cardById,
  cardColor,
  cardGroup,
  cardKind,
  cardLabel,
  capitalize,
  type MercStats,
} from './display.ts';
import { theme } from '../theme.ts';

const REVEAL_WORDS: Readonly<Record<RevealCondition, string>> = {
  any: 'any time',
  'enemy-attack': 'when an enemy attacks',
  'enemy-spell': 'when an enemy casts a spell',
  'enemy-mercenary': 'when an enemy plays a mercenary',
  'enemy-recruit': 'when an enemy recruits',
  'own-turn': 'on your turn',
};

/** The label of every card back. */
export const FACE_DOWN_LABEL = 'Face-down card';

/**
 * A card face (name, cost, current vs base attack and health, combat type icon, keywords, rules
 * text) or, with `faceDown`, a card back that carries no card id or name anywhere.
 *
 * Properties: `cardId` (attribute `card-id`; never set it for a face-down card), `faceDown`
 * (`face-down`), `stats` ({@link MercStats}: current stats of a mercenary on the board), `compact`
 * (board/hand size: name, cost, icon, stats), `playable`, `selected`, `reducedMotion`.
 * Events: none (containers make cards interactive). The card is `role="img"` with a full ARIA label.
 */
@customElement('parley-card')
export class ParleyCard extends ParleyElement {
  static override styles = [
    theme,
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
        position: relative;
        display: flex;
        flex-direction: column;
        gap: 0.2rem;
        width: 100%;
        aspect-ratio: 5 / 7;
        padding: 0.35rem 0.4rem;
        border-radius: var(--p-radius);
        border: 3px solid var(--c, var(--p-lesser));
        background: var(--p-card-bg);
        color: var(--p-card-fg);
        overflow: hidden;
        font-size: 0.72rem;
        line-height: 1.2;
        text-align: left;
        box-shadow: 0 2px 6px rgb(0 0 0 / 35%);
        animation: p-pop var(--p-dur) ease-out;
        transition:
          transform var(--p-dur),
          box-shadow var(--p-dur);
      }
      :host([compact]) .card {
        aspect-ratio: auto;
        min-height: 4.2rem;
        font-size: 0.68rem;
        padding: 0.25rem 0.3rem;
        border-width: 2px;
      }
      .warrior {
        --c: var(--p-warrior);
        --c-fg: #10151f;
      }
      .mage {
        --c: var(--p-mage);
        --c-fg: #10151f;
      }
      .ranger {
        --c: var(--p-ranger);
        --c-fg: #10151f;
      }
      .lesser {
        --c: var(--p-lesser);
      }
      .greater {
        --c: var(--p-greater);
        --c-fg: #10151f;
      }
      :host([playable]) .card {
        box-shadow:
          0 0 0 3px var(--p-good),
          0 2px 6px rgb(0 0 0 / 35%);
      }
      :host([selected]) .card {
        box-shadow:
          0 0 0 3px var(--p-accent),
          0 4px 12px rgb(0 0 0 / 50%);
        transform: translateY(-4px);
      }
      header {
        display: flex;
        align-items: flex-start;
        gap: 0.25rem;
      }
      .cost {
        flex: none;
        display: grid;
        place-items: center;
        width: 1.5em;
        height: 1.5em;
        border-radius: 50%;
        background: var(--c, var(--p-lesser));
        color: var(--c-fg, #fff);
        font-weight: 700;
      }
      .name {
        font-weight: 700;
        overflow-wrap: anywhere;
      }
      :host([compact]) header {
        display: block;
        position: relative;
      }
      :host([compact]) .cost {
        position: absolute;
        top: 0;
        left: 0;
        width: 1.35em;
        height: 1.35em;
      }
      :host([compact]) .name {
        text-indent: 1.5em;
        overflow-wrap: normal;
        word-break: normal;
        display: -webkit-box;
        -webkit-line-clamp: 2;
        -webkit-box-orient: vertical;
        overflow: hidden;
      }
      .type {
        color: color-mix(in srgb, var(--p-card-fg) 65%, transparent);
        font-size: 0.9em;
      }
      .chips {
        display: flex;
        flex-wrap: wrap;
        gap: 0.15rem;
      }
      .chip {
        padding: 0 0.3em;
        border-radius: 0.6em;
        background: color-mix(in srgb, var(--c, var(--p-lesser)) 22%, transparent);
        font-size: 0.9em;
        font-weight: 600;
      }
      .text {
        flex: 1;
        overflow: auto;
      }
      footer {
        display: flex;
        justify-content: space-between;
        align-items: center;
        margin-top: auto;
        font-weight: 700;
        font-size: 1.05em;
      }
      .stat small {
        font-weight: 400;
        margin-left: 0.1em;
      }
      .up {
        color: #1d7a45;
      }
      .down {
        color: #b3261e;
      }
      .back {
        border-color: #2d3650;
        background: repeating-linear-gradient(45deg, #27304a 0 6px, #1e2539 6px 12px), #1e2539;
        display: grid;
        place-items: center;
        color: var(--p-accent);
      }
      .back span {
        font-weight: 800;
        letter-spacing: 0.08em;
        font-size: 0.9rem;
        padding: 0.2rem 0.4rem;
        border: 2px solid currentColor;
        border-radius: 0.4rem;
        background: #1e2539;
      }
      @media (max-width: 480px) {
        :host([compact]) .card {
          font-size: 0.6rem;
          padding: 0.2rem;
        }
      }
      :host([compact]) .back {
        min-height: 4.2rem;
      }
    `,
  ];

  /** The card's id (never set it on a face-down card). */
  @property({ attribute: 'card-id' }) cardId = '';
  /** Show the back only. */
  @property({ type: Boolean, reflect: true, attribute: 'face-down' }) faceDown = false;
  /** Current stats of a mercenary on the board; the face shows base stats when null. */
  @property({ attribute: false }) stats: MercStats | null = null;
  /** Small size for the board and hand. */
  @property({ type: Boolean, reflect: true }) compact = false;
  /** Highlight as playable now. */
  @property({ type: Boolean, reflect: true }) playable = false;
  /** Highlight as selected. */
  @property({ type: Boolean, reflect: true }) selected = false;

  override render() {
    if (this.faceDown) {
      return html`<div class="card back" role="img" aria-label=${FACE_DOWN_LABEL}>
        <span aria-hidden="true">P</span>
      </div>`;
    }
    const card = cardById(this.cardId);
    if (!card) {
      return html`<div class="card" role="img" aria-label="Unknown card">?</div>`;
    }
    const label = cardLabel(card, this.stats);
    return html`<div
      class="card ${cardColor(card)}"
      role="img"
      aria-label=${label}
      title=${this.compact ? label : nothing}
    >
      <header>
        <span class="cost" aria-hidden="true">${card.cost}</span>
        <span class="name" aria-hidden="true">${card.name}</span>
      </header>
      ${this.compact ? nothing : this.renderBody(card)} ${this.renderFooter(card)}
    </div>`;
  }

  private renderBody(card: CardDef) {
    const chips: string[] = [];
    if (card.kind === 'mercenary') {
      for (const k of this.stats?.keywords ?? card.keywords) chips.push(KEYWORD_NAMES[k]);
    } else if (card.fated) chips.push('Fated');
    if (card.hidden) chips.push(`Hidden: reveal ${REVEAL_WORDS[card.hidden.reveal]}`);
    return html`<div class="type" aria-hidden="true">
        ${cardGroup(card)} ${capitalize(cardKind(card))}
      </div>
      ${
        chips.length > 0
          ? html`<div class="chips" aria-hidden="true">
              ${chips.map((c) => html`<span class="chip">${c}</span>`)}
            </div>`
          : nothing
      }
      <div class="text" aria-hidden="true">${card.text}</div>`;
  }

  private renderFooter(card: CardDef) {
    if (card.kind !== 'mercenary') return nothing;
    const attack = this.stats?.attack ?? card.attack;
    const health = this.stats?.health ?? card.health;
    const maxHealth = this.stats?.maxHealth ?? card.health;
    const atkClass = attack > card.attack ? 'up' : attack < card.attack ? 'down' : '';
    const hpClass = health < maxHealth ? 'down' : maxHealth > card.health ? 'up' : '';
    return html`<footer aria-hidden="true">
      <span class="stat atk ${atkClass}" title="${COMBAT[card.combat].word}, attack"
        ><span class="icon">${COMBAT[card.combat].icon}</span> ${attack}${
          attack !== card.attack ? html`<small>(${card.attack})</small>` : nothing
        }</span
      >
      <span class="stat hp ${hpClass}" title="Health"
        >♥
        ${health}${
          maxHealth !== card.health || health !== maxHealth
            ? html`<small>/${maxHealth}</small>`
            : nothing
        }</span
      >
    </footer>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-card': ParleyCard;
  }
}
