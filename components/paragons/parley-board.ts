import { css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Attachment, Merc, PSeat, Space } from '../../src/games/paragons/types.ts';
import { gridKeysHint, ParleyElement, roveFocus } from '../base.ts';
import {
  cardById,
  cardControlText,
  cardName,
  SPACE_NAMES,
  spaceWords,
  type MercStats,
} from './display.ts';
import { DRAG_TYPE, parseDragSource, type DragSource } from './events.ts';
import './parley-card.ts';
import { UI_ICONS } from '../../src/art/ui.ts';
import '../parley-card-art.ts';
import { CardInspector } from '../parley-card-detail.ts';
import { theme } from '../theme.ts';

/** Visual order of space indices: own board front line on top; the opponent's mirrored. */
const OWN_ORDER = [0, 1, 2, 3, 4, 5, 6, 7];
const MIRRORED_ORDER = [7, 6, 5, 4, 3, 2, 1, 0];

/**
 * One player's 4x2 Combat Board: F1–F4 (front line) and B1–B4 (back line). The viewer's own board
 * shows the front line on top (towards the opponent); an `opponent` board is mirrored (back line on
 * top, columns right to left), as if sitting across the table.
 *
 * Properties: `seat`, `opponent` (mirrored), `name` (owner's name for labels; default "Your" /
 * "Opponent's"), `board` (Player.board: 8 × Merc | null), `enchantments` (Player.enchantments),
 * `stats` (8 × {@link MercStats} | null, current stats computed by the shell), `targets` (legal
 * spaces to highlight), `selected` (the selected space), `dragSpaces` (spaces whose mercenary may be
 * dragged), `reducedMotion`.
 * Events: `space-select` {seat, space} on click/Enter/Space or when a drag starts from a space;
 * `card-drop` {seat, space, source} when a {@link DragSource} is dropped on a target space;
 * `card-inspect` {cardId} on a tap (card with no action), long press, right-click or `i`. Arrow keys move focus.
 */
@customElement('parley-board')
export class ParleyBoard extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .grid {
        display: grid;
        max-width: var(--parley-board-width, 46rem);
        margin: 0 auto;
        grid-template-columns: repeat(4, minmax(0, 1fr));
        gap: var(--p-gap);
        padding: var(--p-gap);
        border-radius: var(--p-radius);
        background: var(--p-surface);
        border: 1px solid var(--p-line);
      }
      .space {
        position: relative;
        display: flex;
        flex-direction: column;
        justify-content: center;
        min-height: 5.2rem;
        padding: 0.2rem;
        border: 2px dashed var(--p-line);
        border-radius: var(--p-radius);
        background: var(--p-bg);
        text-align: left;
      }
      .space.filled {
        border-style: solid;
      }
      .row-end {
        margin-bottom: calc(var(--p-gap) * 0.5);
      }
      .space.front {
        background: color-mix(in srgb, var(--p-bg) 85%, var(--p-bad));
      }
      .space.target {
        border: 2px solid var(--p-target);
        box-shadow: 0 0 0 2px var(--p-target);
        animation: p-pulse calc(var(--p-dur) * 8) ease-in-out infinite;
      }
      .space.over {
        background: color-mix(in srgb, var(--p-bg) 60%, var(--p-target));
      }
      .space.selected {
        border: 2px solid var(--p-accent);
        box-shadow: 0 0 0 2px var(--p-accent);
      }
      .space.enchanted {
        background-image: radial-gradient(
          circle at 50% 50%,
          color-mix(in srgb, var(--p-mage) 35%, transparent),
          transparent 70%
        );
      }
      .name {
        position: absolute;
        top: 0.15rem;
        left: 0.3rem;
        font-size: 0.65rem;
        color: var(--p-muted);
      }
      .merc {
        position: relative;
        width: 100%;
        max-width: 7.5rem;
        margin: 0 auto;
        transition:
          transform var(--p-dur),
          filter var(--p-dur);
      }
      .merc.exhausted {
        transform: rotate(8deg) scale(0.94);
        filter: saturate(0.35) brightness(0.8);
      }
      .badges {
        position: absolute;
        top: -0.35rem;
        right: -0.35rem;
        display: flex;
        gap: 0.1rem;
        z-index: 1;
      }
      .badge {
        padding: 0 0.3em;
        border-radius: 0.7em;
        font-size: 0.65rem;
        font-weight: 700;
        background: var(--p-surface-2);
        border: 1px solid var(--p-line);
        color: var(--p-fg);
      }
      .badge::before {
        content: attr(data-text);
      }
      .badge.dmg {
        background: var(--p-bad);
        color: #1b0706;
      }
      .badge.gar {
        background: var(--p-greater);
        color: #000;
      }
      .attach {
        display: block;
        text-align: center;
        margin-top: 0.15rem;
        font-size: 0.62rem;
        color: var(--p-muted);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .ench {
        color: var(--p-mage);
      }
    `,
  ];

  /** Whose board this is. */
  @property() seat: PSeat = 'A';
  /** The opponent's board: mirrored. */
  @property({ type: Boolean, reflect: true }) opponent = false;
  /** The owner's name for labels; empty for "Your" / "Opponent's". */
  @property() name = '';
  /** The mercenaries by space index (Player.board). */
  @property({ attribute: false }) board: readonly (Merc | null)[] = [];
  /** Enchantments by space index (Player.enchantments). */
  @property({ attribute: false }) enchantments: readonly (Attachment | null)[] = [];
  /** Current stats by space index, computed by the shell. */
  @property({ attribute: false }) stats: readonly (MercStats | null)[] = [];
  /** Legal target spaces to highlight (and accept drops). */
  @property({ attribute: false }) targets: readonly Space[] = [];
  /** The selected space (e.g. the chosen attacker). */
  @property({ attribute: false }) selected: Space | null = null;
  /** Spaces whose mercenary can be dragged (e.g. ready attackers). */
  @property({ attribute: false }) dragSpaces: readonly Space[] = [];

  @state() private focusIdx = 0;
  @state() private dragOver: Space | null = null;

  /** Tap (a card with no action), long press, right-click or `i` on a card: `card-inspect`. */
  protected readonly inspector = new CardInspector(this, (cardId) =>
    this.emit('card-inspect', { cardId }),
  );

  private get owner(): string {
    if (this.name) return `${this.name}'s`;
    return this.opponent ? "Opponent's" : 'Your';
  }

  override render() {
    const order = this.opponent ? MIRRORED_ORDER : OWN_ORDER;
    return html`<div
        class="grid"
        role="toolbar"
        aria-label="${this.owner} combat board"
        aria-describedby="keys"
      >
        ${order.map((idx, pos) => this.renderSpace(idx, pos))}
      </div>
      <span id="keys" hidden>${gridKeysHint('spaces')}</span>`;
  }

  private spaceLabel(idx: number, space: Space): string {
    const merc = this.board[idx] ?? null;
    const ench = this.enchantments[idx] ?? null;
    const parts: string[] = [];
    // What the space shows, in reading order (the badges are drawn by CSS): the name starts with
    // it (WCAG 2.5.3, Label in Name).
    const shown: string[] = [];
    if (merc) {
      const card = cardById(merc.card);
      const text = card ? cardControlText(card, this.stats[idx]) : null;
      shown.push(text?.face ?? 'Unknown card');
      for (const im of merc.imbuements) shown.push(cardName(im.card));
      parts.push(text ? `${text.details}.` : '');
      if (merc.exhausted) parts.push('Exhausted.');
      if (merc.summoned) parts.push('Played this turn.');
      if (merc.damage > 0) parts.push(`${merc.damage} damage.`);
      if (merc.garrison > 0) parts.push(`${merc.garrison} Garrison counters.`);
      for (const im of merc.imbuements) parts.push(`Imbued with ${cardName(im.card)}.`);
    } else {
      shown.push(space);
      parts.push('empty.');
    }
    if (ench) {
      shown.push(cardName(ench.card));
      parts.push(`Enchantment: ${cardName(ench.card)}.`);
    }
    if (this.targets.includes(space)) parts.push('Legal target.');
    return `${shown.join(' ')}. ${this.owner} ${space} (${spaceWords(space)}): ${parts.join(' ').trim()}`;
  }

  private renderSpace(idx: number, pos: number) {
    const space = SPACE_NAMES[idx]!;
    const merc = this.board[idx] ?? null;
    const ench = this.enchantments[idx] ?? null;
    const target = this.targets.includes(space);
    const classes = [
      'space',
      idx < 4 ? 'front' : 'back',
      merc ? 'filled' : '',
      target ? 'target' : '',
      this.selected === space ? 'selected' : '',
      this.dragOver === space ? 'over' : '',
      ench ? 'enchanted' : '',
      pos < 4 ? 'row-end' : '',
    ].join(' ');
    const canDrag = merc !== null && this.dragSpaces.includes(space);
    return html`<button
      type="button"
      class=${classes}
      data-space=${space}
      data-testid="board-space"
      tabindex=${pos === this.focusIdx ? 0 : -1}
      aria-label=${this.spaceLabel(idx, space)}
      aria-pressed=${this.selected === space ? 'true' : 'false'}
      draggable=${canDrag ? 'true' : 'false'}
      @click=${() => this.select(space)}
      data-inspect=${merc?.card ?? nothing}
      ?data-inspect-tap=${merc !== null && !target && !canDrag}
      @keydown=${(e: KeyboardEvent) => this.onKey(e)}
      @dragstart=${(e: DragEvent) => this.onDragStart(e, space, canDrag)}
      @dragover=${(e: DragEvent) => this.onDragOver(e, space)}
      @dragleave=${() => (this.dragOver = this.dragOver === space ? null : this.dragOver)}
      @drop=${(e: DragEvent) => this.onDrop(e, space)}
    >
      ${merc ? this.renderMerc(merc, idx) : html`<span class="name">${space}</span>`}
      ${
        ench
          ? html`<span class="attach ench" aria-hidden="true"
              ><parley-card-art pack="ui" icon=${UI_ICONS.enchantment}></parley-card-art>
              ${cardName(ench.card)}</span
            >`
          : nothing
      }
    </button>`;
  }

  private renderMerc(merc: Merc, idx: number) {
    return html`<div class="merc ${merc.exhausted ? 'exhausted' : ''}" aria-hidden="true">
        <span class="badges">
          ${merc.summoned ? html`<span class="badge new" title="Played this turn" data-text="zZ"></span>` : nothing}
          ${
            merc.garrison > 0
              ? html`<span
                  class="badge gar"
                  title="Garrison counters"
                  data-text="G${merc.garrison}"
                ></span>`
              : nothing
          }
          ${
            merc.damage > 0
              ? html`<span class="badge dmg" title="Damage" data-text="−${merc.damage}"></span>`
              : nothing
          }
        </span>
        <parley-card compact .cardId=${merc.card} .stats=${this.stats[idx] ?? null}></parley-card>
      </div>
      ${merc.imbuements.map(
        (im) =>
          html`<span class="attach" aria-hidden="true"
            ><parley-card-art pack="ui" icon=${UI_ICONS.imbuement}></parley-card-art>
            ${cardName(im.card)}</span
          >`,
      )}`;
  }

  private select(space: Space): void {
    this.emit('space-select', { seat: this.seat, space });
  }

  private onKey(e: KeyboardEvent): void {
    const items = [...this.renderRoot.querySelectorAll<HTMLElement>('.space')];
    const next = roveFocus(e, items, 4);
    if (next !== null) this.focusIdx = next;
  }

  private onDragStart(e: DragEvent, space: Space, canDrag: boolean): void {
    if (!canDrag || !e.dataTransfer) {
      e.preventDefault();
      return;
    }
    const source: DragSource = { from: 'board', seat: this.seat, space };
    e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(source));
    e.dataTransfer.effectAllowed = 'move';
    this.select(space);
  }

  private onDragOver(e: DragEvent, space: Space): void {
    if (!this.targets.includes(space)) return;
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
    this.dragOver = space;
  }

  private onDrop(e: DragEvent, space: Space): void {
    this.dragOver = null;
    if (!this.targets.includes(space) || !e.dataTransfer) return;
    const source = parseDragSource(e.dataTransfer.getData(DRAG_TYPE));
    if (!source) return;
    e.preventDefault();
    this.emit('card-drop', { seat: this.seat, space, source });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-board': ParleyBoard;
  }
}
