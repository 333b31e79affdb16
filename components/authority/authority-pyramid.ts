/**
 * `<authority-pyramid>`: one player's defence (rulebook: "Defend": "3 at the bottom first, the 2
 * in the middle and the last at the top"; "Game setup > Player": the Kingsguard on defence row 0;
 * docs/rules/authority.md, decisions 6, 7 and 10). Rows are numbered from the Monarch outwards:
 * row 0 (the Kingsguard's single place), row 1 (3 places), row 2 (2), row 3 (1). The viewer's own
 * pyramid has row 3 at the top (towards the enemy) and row 0 at the bottom; the opponent's is
 * mirrored, so the two front rows face each other.
 *
 * Properties in: `rows` (the player's defenders), `powers` (each defender's power now, as the
 * engine computes it), `ignored` / `disabled` (uids), `targets` (places, `row:pos`, that one legal
 * action aims at) and the words. Out: `place-select` {row, pos} when a target place is clicked.
 * It decides nothing: which places are targets is the table's reading of its legal actions.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { theme } from '../theme.ts';
import { cardFrame, cardFrameStyles } from '../parley-card-frame.ts';
import { unitFace } from './card-face.ts';
import type { Defender } from '../../src/games/authority/types.ts';
import { cardDef, cardName } from '../../src/games/authority/module/words.ts';

/** The `place-select` event's detail. */
export interface PlaceSelect {
  readonly row: number;
  readonly pos: number;
}

/** The key of a place in `targets`. */
export function placeKey(row: number, pos: number): string {
  return `${row}:${pos}`;
}

/** See the module comment. */
@customElement('authority-pyramid')
export class AuthorityPyramid extends LitElement {
  static override styles = [
    theme,
    cardFrameStyles,
    css`
      :host {
        display: block;
        min-width: 0;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
      }
      li.row {
        display: grid;
        grid-template-columns: 3.4rem minmax(0, 1fr);
        align-items: center;
        gap: 0.3rem;
      }
      .label {
        font-size: 0.85rem;
        font-weight: 650;
        line-height: 1.1;
        white-space: nowrap;
      }
      .places {
        display: flex;
        justify-content: center;
        gap: 0.3rem;
        min-width: 0;
      }
      .place {
        flex: 0 1 8rem;
        min-width: 0;
        min-height: 2.3rem;
        border: 1px dashed var(--p-line);
        border-radius: 8px;
        padding: 0.2rem 0.35rem;
        font-size: 0.8rem;
        line-height: 1.15;
        text-align: left;
        background: transparent;
        overflow-wrap: anywhere;
      }
      .place.filled {
        border-style: solid;
        background: var(--p-card-bg);
        color: var(--p-card-fg);
      }
      .place .top {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        align-items: baseline;
        gap: 0.25rem;
      }
      .place .name {
        font-weight: 650;
        min-width: 0;
      }
      .place.filled {
        padding: 0;
        border: none;
      }
      .place .card.compact {
        min-height: 0;
        box-shadow: none;
        --parley-card-art-size: 1.3rem;
      }
      .place .pw {
        font-size: 0.75rem;
        font-weight: 600;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      .place .empty {
        color: var(--p-muted);
      }
      .place .dmg {
        color: #a3221f;
        font-weight: 650;
      }
      .place .flag {
        display: inline-block;
        font-size: 0.7rem;
        padding: 0 0.3rem;
        border-radius: 4px;
        background: var(--p-surface-2);
        color: var(--p-fg);
      }
      button.place {
        min-height: 2.3rem;
        cursor: pointer;
        outline: 2px solid var(--p-target);
        outline-offset: 1px;
      }
      button.place:disabled {
        cursor: default;
        outline-color: var(--p-line);
      }
      .closed {
        color: var(--p-muted);
        font-size: 0.8rem;
        font-style: italic;
      }
    `,
  ];

  /** Defence rows 0–3 of the player (null: an empty place). */
  @property({ attribute: false }) rows: readonly (readonly (Defender | null)[])[] = [];
  /** Each place's defender power now (null for an empty place), row by row. */
  @property({ attribute: false }) powers: readonly (readonly (number | null)[])[] = [];
  @property({ attribute: false }) ignored: readonly number[] = [];
  @property({ attribute: false }) disabled: readonly number[] = [];
  /** Places a click can aim at, as {@link placeKey}, with the words of what the click does. */
  @property({ attribute: false }) targets: ReadonlyMap<string, string> = new Map();
  /** The viewer's own pyramid (row 3 on top) or the opponent's (row 0 on top). */
  @property({ type: Boolean }) mine = false;
  /** Whose defence, in words ("Your", "Bea’s"). */
  @property() owner = '';
  @property({ type: Boolean }) busy = false;

  private pick(row: number, pos: number): void {
    this.dispatchEvent(
      new CustomEvent<PlaceSelect>('place-select', {
        detail: { row, pos },
        bubbles: true,
        composed: true,
      }),
    );
  }

  override render(): TemplateResult {
    const order = this.rows.map((_, i) => i);
    if (this.mine) order.reverse();
    return html`<ol aria-label=${`${this.owner} defence rows`}>
      ${order.map((row) => this.renderRow(row))}
    </ol>`;
  }

  private renderRow(row: number): TemplateResult {
    const places = this.rows[row] ?? [];
    const filled = places.filter((d) => d !== null).length;
    const name =
      row === 0
        ? 'the Kingsguard’s row'
        : `${places.length} ${places.length === 1 ? 'place' : 'places'}`;
    const closed = row === 0 && filled === 0;
    return html`<li
      class="row"
      data-row=${row}
      aria-label=${`Row ${row}, ${name}: ${filled} of ${places.length} taken`}
    >
      <span class="label">Row ${row}</span>
      <div class="places">
        ${
          closed
            ? html`<span class="closed" data-testid="row0-closed"
                >The Kingsguard has fallen: row 0 is closed.</span
              >`
            : places.map((d, pos) => this.renderPlace(row, pos, d))
        }
      </div>
    </li>`;
  }

  private renderPlace(row: number, pos: number, d: Defender | null): TemplateResult {
    const key = placeKey(row, pos);
    const target = this.targets.get(key);
    if (!d) {
      return html`<div
        class="place"
        data-place=${key}
        role="group"
        aria-label=${`Row ${row}, place ${pos + 1}: empty`}
      >
        <span class="empty">empty</span>
      </div>`;
    }
    const power = this.powers[row]?.[pos] ?? cardDef(d.card)?.power ?? 0;
    const flags = [
      this.ignored.includes(d.uid) ? 'ignored' : null,
      this.disabled.includes(d.uid) ? 'disabled' : null,
    ].filter((x): x is string => x !== null);
    const text = cardDef(d.card)?.text ?? '';
    // The name starts with the words the place shows (WCAG 2.5.3 Label in Name), then where it is.
    const shown =
      `${cardName(d.card)}, power ${power}` +
      (d.damage > 0 ? `, ${d.damage} damage` : '') +
      (flags.length ? `, ${flags.join(', ')} this turn` : '');
    const where = `row ${row}, place ${pos + 1}`;
    const details = text ? `. ${text}` : '';
    const face = unitFace(d.card, power);
    const body = html`${
      face
        ? html`<span aria-hidden="true"
            >${cardFrame(face, { size: 'compact', dataCard: false })}</span
          >`
        : html`<span class="top"
            ><span class="name">${cardName(d.card)}</span>
            <span class="pw">Power ${power}</span></span
          >`
    }
    ${d.damage > 0 ? html`<span class="dmg">${d.damage} damage</span>` : nothing}
    ${flags.map((f) => html` <span class="flag">${f}</span>`)}`;
    if (target !== undefined) {
      return html`<button
        type="button"
        class="place filled"
        data-place=${key}
        data-card=${d.card}
        data-inspect=${d.card}
        aria-label=${`${shown}, ${where}. ${target}${details}`}
        title=${text}
        ?disabled=${this.busy}
        @click=${() => this.pick(row, pos)}
      >
        ${body}
      </button>`;
    }
    return html`<div
      class="place filled"
      data-place=${key}
      data-card=${d.card}
      data-inspect=${d.card}
      data-inspect-tap
      role="group"
      aria-label=${`${shown}, ${where}${details}`}
      title=${text}
    >
      ${body}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'authority-pyramid': AuthorityPyramid;
  }
  interface HTMLElementEventMap {
    'place-select': CustomEvent<PlaceSelect>;
  }
}
