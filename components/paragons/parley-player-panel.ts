import { css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ClassId } from '../../src/games/paragons/cards/schema.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';
import { ParleyElement } from '../base.ts';
import { CLASS_NAMES } from './display.ts';
import { UI_ICONS } from '../../src/art/ui.ts';
import '../parley-card-art.ts';
import { theme } from '../theme.ts';

/** The Life Total cap (rulebook: "a player's Life Total can never exceed 20 points"). */
const MAX_LIFE = 20;
/** The mana cap, for drawing the mana track. */
const MAX_MANA = 10;

/**
 * A player's status: name, class, life, mana total and threshold, round, whose turn, who has
 * priority, and card counts. When `targetable` (e.g. an attack may target the player directly)
 * the panel is a button.
 *
 * Properties: `seat`, `name`, `cls` (ClassId | null), `mine`, `life`, `mana` (Mana Total),
 * `threshold` (Mana Threshold), `round`, `active` (it is this player's turn), `priority` (this
 * player has priority), `deckCount`, `handCount`, `hiddenCount`, `discardCount`, `targetable`,
 * `reducedMotion`.
 * Events: `player-select` {seat} on click/Enter/Space when `targetable`.
 */
@customElement('parley-player-panel')
export class ParleyPlayerPanel extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .panel {
        display: grid;
        grid-template-columns: auto 1fr auto;
        align-items: center;
        gap: 0.3rem 0.8rem;
        width: 100%;
        text-align: left;
        padding: 0.6rem 0.8rem;
        border-left: 6px solid var(--c, var(--p-line));
        min-height: 0;
      }
      .warrior {
        --c: var(--p-warrior);
      }
      .mage {
        --c: var(--p-mage);
      }
      .ranger {
        --c: var(--p-ranger);
      }
      button.panel {
        background: var(--p-surface);
      }
      button.panel.targetable {
        border-color: var(--p-target);
        box-shadow: 0 0 0 2px var(--p-target);
        animation: p-pulse calc(var(--p-dur) * 8) ease-in-out infinite;
      }
      .who {
        display: flex;
        flex-direction: column;
      }
      .who b {
        font-size: 1rem;
      }
      .who small {
        color: var(--p-muted);
      }
      .life {
        font-size: 1.6rem;
        font-weight: 800;
        font-variant-numeric: tabular-nums;
        color: var(--p-bad);
      }
      .life small {
        font-size: 0.8rem;
        color: var(--p-muted);
        font-weight: 400;
      }
      .mana {
        grid-column: 1 / -1;
        display: flex;
        align-items: center;
        gap: 0.2rem;
        flex-wrap: wrap;
      }
      .pip {
        width: 0.8rem;
        height: 0.8rem;
        border-radius: 50%;
        border: 2px solid var(--p-line);
      }
      .pip.open {
        border-color: var(--p-mage);
      }
      .pip.full {
        background: var(--p-mage);
        border-color: var(--p-mage);
      }
      .mana .num {
        margin-left: 0.4rem;
        font-variant-numeric: tabular-nums;
      }
      .flags {
        grid-column: 1 / -1;
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        font-size: 0.78rem;
        color: var(--p-muted);
      }
      .flag {
        padding: 0 0.45em;
        border-radius: 0.8em;
        background: var(--p-surface-2);
      }
      .flag.on {
        background: var(--p-accent);
        color: var(--p-accent-fg);
        font-weight: 650;
      }
    `,
  ];

  /** The seat. */
  @property() seat: PSeat = 'A';
  /** The player's name. */
  @property() name = '';
  /** The player's class. */
  @property() cls: ClassId | null = null;
  /** The viewer's own panel. */
  @property({ type: Boolean, reflect: true }) mine = false;
  /** Life Total. */
  @property({ type: Number }) life = MAX_LIFE;
  /** Mana Total. */
  @property({ type: Number }) mana = 0;
  /** Mana Threshold. */
  @property({ type: Number }) threshold = 0;
  /** The round. */
  @property({ type: Number }) round = 1;
  /** It is this player's turn. */
  @property({ type: Boolean, reflect: true }) active = false;
  /** This player has priority. */
  @property({ type: Boolean, reflect: true }) priority = false;
  /** Cards in deck, hand, Hidden pile and discard pile (null hides the count). */
  @property({ type: Number, attribute: 'deck-count' }) deckCount: number | null = null;
  @property({ type: Number, attribute: 'hand-count' }) handCount: number | null = null;
  @property({ type: Number, attribute: 'hidden-count' }) hiddenCount: number | null = null;
  @property({ type: Number, attribute: 'discard-count' }) discardCount: number | null = null;
  /** The player can be chosen as a target now. */
  @property({ type: Boolean, reflect: true }) targetable = false;

  private label(): string {
    const who = this.name || (this.mine ? 'You' : 'Opponent');
    const parts = [
      `${who}${this.cls ? `, ${CLASS_NAMES[this.cls]}` : ''}`,
      `life ${this.life} of ${MAX_LIFE}`,
      `mana ${this.mana} of ${this.threshold}`,
      `round ${this.round}`,
    ];
    if (this.active) parts.push(this.mine ? 'your turn' : 'their turn');
    if (this.priority) parts.push('has priority');
    const counts: [string, number | null][] = [
      ['deck', this.deckCount],
      ['hand', this.handCount],
      ['Hidden', this.hiddenCount],
      ['discard', this.discardCount],
    ];
    for (const [what, n] of counts) if (n !== null) parts.push(`${n} in ${what}`);
    if (this.targetable) parts.push('can be targeted');
    return parts.join(', ');
  }

  override render() {
    const pips = Array.from({ length: Math.min(MAX_MANA, Math.max(this.threshold, 0)) }, (_, i) =>
      i < this.mana ? 'full' : 'open',
    );
    const body = html`<span class="who">
        <b
          >${this.cls ? html`<parley-card-art pack="ui" icon=${UI_ICONS[`class-${this.cls}`]}></parley-card-art> ` : nothing}${
            this.name || (this.mine ? 'You' : 'Opponent')
          }</b
        >
        <small>${this.cls ? CLASS_NAMES[this.cls] : ''} · Round ${this.round}</small>
      </span>
      <span></span>
      <span class="life">${this.life}<small>/${MAX_LIFE}</small></span>
      <span class="mana">
        ${pips.map((p) => html`<span class="pip ${p}"></span>`)}
        <span class="num">Mana ${this.mana}/${this.threshold}</span>
      </span>
      <span class="flags">
        ${this.active ? html`<span class="flag on">Turn</span>` : nothing}
        ${this.priority ? html`<span class="flag on">Priority</span>` : nothing}
        ${this.deckCount !== null ? html`<span class="flag">Deck ${this.deckCount}</span>` : nothing}
        ${this.handCount !== null ? html`<span class="flag">Hand ${this.handCount}</span>` : nothing}
        ${
          this.hiddenCount !== null
            ? html`<span class="flag">Hidden ${this.hiddenCount}</span>`
            : nothing
        }
        ${
          this.discardCount !== null
            ? html`<span class="flag">Discard ${this.discardCount}</span>`
            : nothing
        }
      </span>`;
    const cls = `panel ${this.cls ?? ''} ${this.targetable ? 'targetable' : ''}`;
    if (this.targetable) {
      return html`<button
        type="button"
        class=${cls}
        aria-label=${this.label()}
        @click=${() => this.emit('player-select', { seat: this.seat })}
      >
        ${body}
      </button>`;
    }
    return html`<div class=${cls} role="group" aria-label=${this.label()}>${body}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-player-panel': ParleyPlayerPanel;
  }
}
