import { css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { DraftState, DraftStep } from '../../src/games/paragons/match/types.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';
import { ParleyElement, gridColumns, gridKeysHint, roveFocus } from '../base.ts';
import {
  capitalize,
  cardById,
  cardControlText,
  UNKNOWN_CARD_TEXT,
  cardName,
  seatPossessive,
  type SeatNames,
} from './display.ts';
import './parley-card.ts';
import { UI_ICONS } from '../../src/art/ui.ts';
import '../parley-card-art.ts';
import { theme } from '../theme.ts';
import { CardInspector } from '../parley-card-detail.ts';

const STEP_TITLES: Readonly<Record<DraftStep, string>> = {
  greater: 'Greater Mercenary Draft',
  'lesser-1': 'Lesser Mercenary Draft, round 1',
  'lesser-2': 'Lesser Mercenary Draft, round 2',
};

/** A draft rating in [0, 1] as a whole number of stars out of five. */
function starCount(rating: number): number {
  return Math.max(0, Math.min(5, Math.round(rating * 5)));
}

/**
 * The draft: the layout, whose pick it is, both players' picks so far (public) and a rating hint.
 *
 * Properties: `draft` (DraftState | null; null or an empty layout shows "laying out"), `viewer`,
 * `names`, `ratings` (card id → hint 0–1, from the shell or bot; the best one gets a badge),
 * `disabled` (e.g. while a pick is being sent), `reducedMotion`.
 * Events: `pick` {cardId, index} on click/Enter/Space of a layout card when it is the viewer's
 * turn; `card-inspect` {cardId} on a tap (card with no action), long press, right-click or `i`. Arrow keys move in the grid.
 */
@customElement('parley-draft')
export class ParleyDraft extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .top {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        align-items: baseline;
        gap: var(--p-gap);
        margin-bottom: var(--p-gap);
      }
      .turn {
        padding: 0.2rem 0.7rem;
        border-radius: 1rem;
        background: var(--p-surface-2);
      }
      .turn.mine {
        background: var(--p-accent);
        color: var(--p-accent-fg);
        font-weight: 700;
      }
      .layout {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
        align-items: start;
        gap: var(--p-gap);
        --parley-card-width: 100%;
        --parley-card-font: 0.75rem;
      }
      .slot {
        position: relative;
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
      .slot:disabled {
        opacity: 1;
        cursor: default;
      }
      .hint {
        position: absolute;
        bottom: -0.45rem;
        left: 50%;
        transform: translateX(-50%);
        padding: 0 0.4em;
        border-radius: 0.8em;
        font-size: 0.7rem;
        background: var(--p-surface-2);
        color: var(--p-accent);
        white-space: nowrap;
      }
      .hint .star {
        --parley-art-size: 0.75rem;
        vertical-align: -0.1em;
      }
      .hint .star.empty {
        opacity: 0.35;
      }
      .hint.best {
        background: var(--p-accent);
        color: var(--p-accent-fg);
        font-weight: 700;
      }
      .picks {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: var(--p-gap);
        margin-top: calc(var(--p-gap) * 2);
      }
      .picks ol {
        margin: 0;
        padding-left: 1.4rem;
        font-size: 0.85rem;
        max-height: 12rem;
        overflow-y: auto;
      }
      @media (max-width: 600px) {
        .layout {
          grid-template-columns: repeat(2, minmax(0, 1fr));
        }
        .picks {
          grid-template-columns: 1fr;
        }
      }
    `,
  ];

  /** The draft in progress. */
  @property({ attribute: false }) draft: DraftState | null = null;
  /** The viewer's seat. */
  @property() viewer: PSeat = 'A';
  /** Seat names. */
  @property({ attribute: false }) names: SeatNames = {};
  /** Rating hints by card id, 0 (weak) to 1 (strong). */
  @property({ attribute: false }) ratings: Readonly<Record<string, number>> = {};
  /** Block picking (e.g. while a pick is in flight). */
  @property({ type: Boolean, reflect: true }) disabled = false;

  @state() private focusIdx = 0;

  /** Tap (a card with no action), long press, right-click or `i` on a card: `card-inspect`. */
  protected readonly inspector = new CardInspector(this, (cardId) =>
    this.emit('card-inspect', { cardId }),
  );

  private get myTurn(): boolean {
    return this.draft !== null && this.draft.turn === this.viewer && !this.disabled;
  }

  override render() {
    const d = this.draft;
    if (!d || d.layout.length === 0) {
      return html`<p class="muted" role="status">Laying out the cards…</p>`;
    }
    const mine = d.turn === this.viewer;
    const best = this.bestRated(d.layout);
    const focus = Math.min(this.focusIdx, d.layout.length - 1);
    return html`<div class="top">
        <h2>${STEP_TITLES[d.step]}</h2>
        <span class="turn ${mine ? 'mine' : ''}" role="status" aria-live="polite"
          >${mine ? 'Your pick' : `${capitalize(seatPossessive(d.turn, this.viewer, this.names))} pick`}
          · ${d.layout.length} left</span
        >
      </div>
      <div class="layout" role="toolbar" aria-label="Draft layout" aria-describedby="keys">
        <span id="keys" hidden>${gridKeysHint('cards')}</span>
        ${d.layout.map((id, i) => {
          const card = cardById(id);
          const rating = this.ratings[id];
          const text = card ? cardControlText(card) : UNKNOWN_CARD_TEXT;
          return html`<button
            type="button"
            class="slot"
            data-testid="draft-card"
            data-card=${id}
            tabindex=${i === focus ? 0 : -1}
            aria-disabled=${this.myTurn ? 'false' : 'true'}
            aria-describedby="rules-${i}"
            aria-label="${text.name}${
              rating === undefined
                ? ''
                : ` Rating ${Math.round(rating * 5)} of 5${id === best ? ', suggested pick' : ''}.`
            }"
            @click=${() => this.pick(id, i)}
            data-inspect=${id}
            ?data-inspect-tap=${!this.myTurn}
            @keydown=${(e: KeyboardEvent) => this.onKey(e)}
          >
            <parley-card
              in-control
              .cardId=${id}
              ?playable=${this.myTurn}
              aria-hidden="true"
            ></parley-card>
            <span id="rules-${i}" hidden>${text.description}</span>
            ${
              rating === undefined
                ? nothing
                : html`<span
                    class="hint ${id === best ? 'best' : ''}"
                    aria-hidden="true"
                    data-stars=${starCount(rating)}
                    >${this.stars(starCount(rating))}</span
                  >`
            }
          </button>`;
        })}
      </div>
      <div class="picks">${(['A', 'B'] as const).map((s) => this.renderPicks(s, d))}</div>`;
  }

  private renderPicks(seat: PSeat, d: DraftState) {
    const picks = d.picks[seat];
    const whose = capitalize(seatPossessive(seat, this.viewer, this.names));
    return html`<section class="panel" aria-label="${whose} picks">
      <h3>${whose} picks (${picks.length})</h3>
      <ol>
        ${picks.map((id) => html`<li>${cardName(id)}</li>`)}
      </ol>
    </section>`;
  }

  /** Five star icons, the first `n` full and the rest dimmed (drawn, never as text glyphs). */
  private stars(n: number) {
    return Array.from(
      { length: 5 },
      (_, i) =>
        html`<parley-card-art
          class=${i < n ? 'star full' : 'star empty'}
          pack="ui"
          icon=${UI_ICONS.rating}
        ></parley-card-art>`,
    );
  }

  private bestRated(layout: readonly string[]): string | null {
    let best: string | null = null;
    for (const id of layout) {
      const r = this.ratings[id];
      if (r !== undefined && (best === null || r > (this.ratings[best] ?? -1))) best = id;
    }
    return best;
  }

  private pick(cardId: string, index: number): void {
    if (!this.myTurn) return;
    this.emit('pick', { cardId, index });
  }

  private onKey(e: KeyboardEvent): void {
    const grid = this.renderRoot.querySelector('.layout');
    const items = [...this.renderRoot.querySelectorAll<HTMLElement>('.slot')];
    const next = roveFocus(e, items, gridColumns(grid));
    if (next !== null) this.focusIdx = next;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-draft': ParleyDraft;
  }
}
