import { css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { CardDef, ClassId } from '../../src/games/paragons/cards/schema.ts';
import { ParleyElement, roveFocus } from '../base.ts';
import './parley-card.ts';
import { CLASS_NAMES, cardById, cardColor, cardFaceText, cardGroup, cardKind } from './display.ts';
import { theme } from '../theme.ts';
import { CardInspector } from '../parley-card-detail.ts';

/** Which cards the pool list shows. */
export type DeckFilter = 'all' | 'class' | 'neutral';

/** Cost buckets of the mana curve: 0–6 and 7+. */
const CURVE = [0, 1, 2, 3, 4, 5, 6, 7];

function countIds(ids: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

function byCostThenName(a: CardDef, b: CardDef): number {
  return a.cost - b.cost || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/**
 * The deck builder: choose `size` (30) cards of the pool (55: drafted mercenaries and class
 * cards) with a live count, a mana curve, class/neutral filters, and named decks saved and loaded
 * through events (storage is the shell's). In `swap` mode (best of 3, after a lost game) the pool
 * list is the Reserve Pile and the changes against the previous deck are shown.
 *
 * Properties: `pool` (card ids, copies repeated), `deck` (the current deck; setting it replaces the
 * selection, e.g. after a load), `size`, `mode` ('build' | 'swap'), `cls` (the player's class, for
 * the filter label), `savedDecks` (names), `reducedMotion`.
 * Events: `deck-change` {cards} on every add/remove; `deck-submit` {cards} when the count is right;
 * `deck-save` {name, cards}; `deck-load` {name}; `deck-delete` {name}; `card-inspect` {cardId} on
 * a tap (card with no action), long press, right-click or `i`. Each list is one tab stop with arrow-key navigation.
 */
@customElement('parley-deck-builder')
export class ParleyDeckBuilder extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .top {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: var(--p-gap);
        margin-bottom: var(--p-gap);
      }
      .count {
        font-size: 1.3rem;
        font-weight: 800;
        font-variant-numeric: tabular-nums;
      }
      .count.ok {
        color: var(--p-good);
      }
      .count.over {
        color: var(--p-bad);
      }
      .cols {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: calc(var(--p-gap) * 2);
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.25rem;
        max-height: 26rem;
        overflow-y: auto;
      }
      li button {
        display: grid;
        grid-template-columns: 1.8rem 1fr auto;
        align-items: center;
        gap: 0.4rem;
        width: 100%;
        text-align: left;
        min-height: 2.3rem;
        padding: 0.25rem 0.5rem;
        border-left: 5px solid var(--c, var(--p-lesser));
      }
      ul.pool {
        gap: var(--p-gap);
        max-height: 34rem;
        padding: 0.3rem;
      }
      ul.pool li button {
        display: block;
        position: relative;
        padding: 0;
        border: none;
        background: none;
        min-height: 0;
        border-radius: var(--p-radius);
        --parley-card-width: 100%;
        --parley-card-font: 0.75rem;
      }
      ul.pool li button .n {
        position: absolute;
        top: -0.3rem;
        right: -0.2rem;
        padding: 0 0.4em;
        border-radius: 0.8em;
        background: var(--p-surface-2);
        color: var(--p-fg);
        font-size: 0.75rem;
        font-weight: 700;
      }
      ul.pool li button.in .n {
        background: var(--p-good);
        color: #10151f;
      }
      li button[aria-disabled='true'] {
        opacity: 0.5;
      }
      li button.in {
        background: color-mix(in srgb, var(--p-good) 25%, var(--p-surface-2));
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
      .greater {
        --c: var(--p-greater);
        --c-fg: #10151f;
      }
      .cost {
        display: grid;
        place-items: center;
        width: 1.6rem;
        height: 1.6rem;
        border-radius: 50%;
        background: var(--c, var(--p-lesser));
        color: var(--c-fg, #fff);
        font-weight: 700;
        font-size: 0.85rem;
      }
      .n {
        color: var(--p-muted);
        font-variant-numeric: tabular-nums;
      }
      .filters {
        display: flex;
        gap: 0.3rem;
        margin-bottom: var(--p-gap);
      }
      .filters button[aria-pressed='true'] {
        background: var(--p-accent);
        color: var(--p-accent-fg);
      }
      .curve {
        display: grid;
        grid-template-columns: repeat(8, 1fr);
        align-items: end;
        gap: 0.3rem;
        height: 6rem;
        padding: 0.3rem;
        background: var(--p-bg);
        border-radius: var(--p-radius);
      }
      .bar {
        display: flex;
        flex-direction: column;
        justify-content: flex-end;
        align-items: center;
        height: 100%;
        font-size: 0.7rem;
      }
      .bar span.fill {
        width: 100%;
        min-height: 2px;
        border-radius: 3px 3px 0 0;
        background: var(--p-mage);
        transition: height var(--p-dur);
      }
      .bar .c {
        color: var(--p-muted);
      }
      .actions,
      .saves {
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
        align-items: center;
        margin-top: var(--p-gap);
      }
      .saves input,
      .saves select {
        flex: 1 1 8rem;
        min-width: 0;
      }
      .diff {
        color: var(--p-muted);
      }
      @media (max-width: 640px) {
        .cols {
          grid-template-columns: 1fr;
        }
        ul {
          max-height: 16rem;
        }
        ul.pool {
          max-height: 28rem;
        }
      }
    `,
  ];

  /** All cards the player may build from (ids, copies repeated). */
  @property({ attribute: false }) pool: readonly string[] = [];
  /** The deck; setting it replaces the current selection. */
  @property({ attribute: false }) deck: readonly string[] = [];
  /** Required deck size. */
  @property({ type: Number }) size = 30;
  /** Build a deck, or swap with the Reserve Pile between games of a best of 3. */
  @property() mode: 'build' | 'swap' = 'build';
  /** The player's class (for the filter label). */
  @property() cls: ClassId | null = null;
  /** Names of saved decks. */
  @property({ attribute: false }) savedDecks: readonly string[] = [];

  @state() private selection: string[] = [];
  @state() private baseline: readonly string[] = [];
  @state() private filter: DeckFilter = 'all';
  @state() private saveName = '';
  @state() private loadName = '';
  @state() private focusAt: Record<'pool' | 'deck', number> = { pool: 0, deck: 0 };

  /** Tap (a card with no action), long press, right-click or `i` on a card: `card-inspect`. */
  protected readonly inspector = new CardInspector(this, (cardId) =>
    this.emit('card-inspect', { cardId }),
  );

  /** The current selection (sorted ids). */
  get cards(): string[] {
    return [...this.selection].sort();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('deck')) {
      this.selection = this.deck.filter((id) => cardById(id) !== undefined);
      this.baseline = [...this.deck];
    }
    if (changed.has('savedDecks') && !this.savedDecks.includes(this.loadName)) {
      this.loadName = this.savedDecks[0] ?? '';
    }
  }

  override render() {
    const poolCounts = countIds(this.pool);
    const deckCounts = countIds(this.selection);
    const n = this.selection.length;
    const swap = this.mode === 'swap';
    const defs = [...poolCounts.keys()]
      .map((id) => cardById(id))
      .filter((c): c is CardDef => c !== undefined)
      .sort(byCostThenName);
    const shown = defs.filter((c) => this.passes(c));
    const left = swap
      ? shown.filter((c) => (poolCounts.get(c.id) ?? 0) > (deckCounts.get(c.id) ?? 0))
      : shown;
    const inDeck = defs.filter((c) => (deckCounts.get(c.id) ?? 0) > 0);
    const countClass = n === this.size ? 'ok' : n > this.size ? 'over' : '';
    return html`<div class="top">
        <h2>${swap ? 'Swap with your Reserve Pile' : 'Build your deck'}</h2>
        <span class="count ${countClass}" role="status" aria-live="polite"
          >${n} / ${this.size}<span class="sr-only"> cards in deck</span></span
        >
      </div>
      <div class="cols">
        <section aria-label=${swap ? 'Reserve Pile' : 'Your cards'}>
          <h3>${swap ? 'Reserve Pile' : `Your cards (${this.pool.length})`}</h3>
          <div class="filters" role="group" aria-label="Filter">
            ${(['all', 'class', 'neutral'] as const).map(
              (f) =>
                html`<button
                  type="button"
                  data-filter=${f}
                  aria-pressed=${this.filter === f ? 'true' : 'false'}
                  @click=${() => (this.filter = f)}
                >
                  ${f === 'all' ? 'All' : f === 'class' ? (this.cls ? CLASS_NAMES[this.cls] : 'Class') : 'Neutral'}
                </button>`,
            )}
          </div>
          <ul class="pool" aria-label="Add a card">
            ${left.map((c, i) => {
              const total = poolCounts.get(c.id) ?? 0;
              const avail = total - (deckCounts.get(c.id) ?? 0);
              return html`<li>
                <button
                  type="button"
                  class="${cardColor(c)} ${avail < total ? 'in' : ''}"
                  data-card=${c.id}
                  tabindex=${i === Math.min(this.focusAt.pool, left.length - 1) ? 0 : -1}
                  aria-disabled=${avail <= 0 ? 'true' : 'false'}
                  aria-label="${cardFaceText(c)} ${avail}/${total}. Add to the deck: cost ${c.cost}, ${cardGroup(c)} ${cardKind(c)}, ${avail} of ${total} left"
                  aria-describedby="pool-rules-${i}"
                  @click=${() => this.add(c.id)}
                  data-inspect=${c.id}
                  ?data-inspect-tap=${avail <= 0}
                  @keydown=${(e: KeyboardEvent) => this.onKey(e, 'pool')}
                >
                  <parley-card in-control .cardId=${c.id} aria-hidden="true"></parley-card>
                  <span class="n" aria-hidden="true">${avail}/${total}</span>
                  <span id="pool-rules-${i}" hidden>${c.text}</span>
                </button>
              </li>`;
            })}
          </ul>
        </section>
        <section aria-label="Deck">
          <h3>Deck</h3>
          ${this.renderCurve()} ${swap ? this.renderDiff() : nothing}
          <ul class="deck" aria-label="Remove a card">
            ${inDeck.map((c, i) => {
              const k = deckCounts.get(c.id) ?? 0;
              return html`<li>
                <button
                  type="button"
                  class=${cardColor(c)}
                  data-card=${c.id}
                  tabindex=${i === Math.min(this.focusAt.deck, inDeck.length - 1) ? 0 : -1}
                  aria-label="${c.cost} ${c.name} ×${k}. Remove from the deck: ${k} in the deck"
                  @click=${() => this.removeCard(c.id)}
                  data-inspect=${c.id}
                  @keydown=${(e: KeyboardEvent) => this.onKey(e, 'deck')}
                >
                  <span class="cost" aria-hidden="true">${c.cost}</span>
                  <span>${c.name}</span>
                  <span class="n" aria-hidden="true">×${k}</span>
                </button>
              </li>`;
            })}
          </ul>
        </section>
      </div>
      <div class="actions">
        <button
          type="button"
          class="primary submit"
          data-testid="deck-submit"
          ?disabled=${n !== this.size}
          @click=${this.submit}
        >
          ${swap ? 'Confirm deck' : 'Use this deck'}
        </button>
        <button type="button" class="reset" @click=${this.reset}>
          ${swap ? 'Undo swaps' : 'Clear'}
        </button>
      </div>
      ${swap ? nothing : this.renderSaves()}`;
  }

  private renderCurve() {
    const counts = CURVE.map(() => 0);
    for (const id of this.selection) {
      const c = cardById(id);
      if (c) counts[Math.min(7, c.cost)]! += 1;
    }
    const max = Math.max(1, ...counts);
    const label = CURVE.map((c, i) => `cost ${c === 7 ? '7+' : c}: ${counts[i]}`).join(', ');
    return html`<div class="curve" role="img" aria-label="Mana curve: ${label}">
      ${CURVE.map(
        (c, i) =>
          html`<div class="bar" aria-hidden="true">
            <span>${counts[i] || ''}</span>
            <span class="fill" style="height: ${(counts[i]! / max) * 70}%"></span>
            <span class="c">${c === 7 ? '7+' : c}</span>
          </div>`,
      )}
    </div>`;
  }

  private renderDiff() {
    const before = countIds(this.baseline);
    const after = countIds(this.selection);
    let added = 0;
    let removed = 0;
    for (const [id, k] of after) added += Math.max(0, k - (before.get(id) ?? 0));
    for (const [id, k] of before) removed += Math.max(0, k - (after.get(id) ?? 0));
    return html`<p class="diff" role="status">Swapped in ${added}, out ${removed}</p>`;
  }

  private renderSaves() {
    return html`<div class="saves">
      <label class="sr-only" for="save-name">Deck name</label>
      <input
        id="save-name"
        type="text"
        placeholder="Deck name"
        maxlength="40"
        .value=${this.saveName}
        @input=${(e: Event) => (this.saveName = (e.target as HTMLInputElement).value)}
        @keydown=${(e: KeyboardEvent) => {
          if (e.key === 'Enter') this.save();
        }}
      />
      <button
        type="button"
        class="save"
        ?disabled=${this.saveName.trim() === ''}
        @click=${this.save}
      >
        Save
      </button>
      ${
        this.savedDecks.length > 0
          ? html`<label class="sr-only" for="load-name">Saved decks</label>
              <select
                id="load-name"
                .value=${this.loadName}
                @change=${(e: Event) => (this.loadName = (e.target as HTMLSelectElement).value)}
              >
                ${this.savedDecks.map(
                  (name) =>
                    html`<option value=${name} ?selected=${name === this.loadName}>
                      ${name}
                    </option>`,
                )}
              </select>
              <button
                type="button"
                class="load"
                @click=${() => this.emit('deck-load', { name: this.loadName })}
              >
                Load
              </button>
              <button
                type="button"
                class="delete danger"
                @click=${() => this.emit('deck-delete', { name: this.loadName })}
              >
                Delete
              </button>`
          : nothing
      }
    </div>`;
  }

  private passes(c: CardDef): boolean {
    if (this.filter === 'class') return c.class !== undefined;
    if (this.filter === 'neutral') return c.class === undefined;
    return true;
  }

  private add(id: string): void {
    const total = this.pool.filter((x) => x === id).length;
    const used = this.selection.filter((x) => x === id).length;
    if (used >= total) return;
    this.selection = [...this.selection, id];
    this.emit('deck-change', { cards: this.cards });
  }

  private removeCard(id: string): void {
    const i = this.selection.indexOf(id);
    if (i < 0) return;
    this.selection = [...this.selection.slice(0, i), ...this.selection.slice(i + 1)];
    this.emit('deck-change', { cards: this.cards });
  }

  private readonly reset = (): void => {
    this.selection = this.mode === 'swap' ? [...this.baseline] : [];
    this.emit('deck-change', { cards: this.cards });
  };

  private readonly submit = (): void => {
    if (this.selection.length !== this.size) return;
    this.emit('deck-submit', { cards: this.cards });
  };

  private readonly save = (): void => {
    const name = this.saveName.trim();
    if (!name) return;
    this.emit('deck-save', { name, cards: this.cards });
  };

  private onKey(e: KeyboardEvent, list: 'pool' | 'deck'): void {
    const items = [...this.renderRoot.querySelectorAll<HTMLElement>(`ul.${list} button`)];
    const next = roveFocus(e, items, 1);
    if (next !== null) this.focusAt = { ...this.focusAt, [list]: next };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-deck-builder': ParleyDeckBuilder;
  }
}
