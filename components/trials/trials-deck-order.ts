import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { PRECON_DECKS } from '../../src/games/trials/cards/index.ts';
import type { CardDef, Discipline, PreconDeck } from '../../src/games/trials/cards/schema.ts';
import { ParleyElement, gridKeysHint, roveFocus } from '../base.ts';
import { CardDetailHost, CardInspector } from '../parley-card-detail.ts';
import { faceWords } from '../parley-card-row.ts';
import { theme } from '../theme.ts';
import { trialsCard, trialsCardStyles, trialsFace } from './card-face.ts';
import {
  DECK_SIZE,
  OPENING_HAND,
  avatarDisciplines,
  costCurve,
  deckProblems,
  moveCard,
  sharesDiscipline,
} from './deck-check.ts';
import { costCurveChart, costCurveStyles } from './cost-curve.ts';
import { deckOrderStyles } from './deck-order-styles.ts';
import {
  DEFAULT_CARDS,
  DISCIPLINE_COLORS,
  DISCIPLINE_NAMES,
  cardIndex,
  costOf,
  disciplineWords,
} from './display.ts';
import { DeckDrag } from './deck-drag.ts';
import './events.ts';

/** The keys of the ordered deck, read as its description. */
export const ORDER_KEYS_HINT =
  'Up and down arrow keys move between cards; Alt with up or down moves the card one place; Alt with Home or End moves it to the top or the bottom; Delete removes it; i shows the full card.';

/**
 * The deck-order editor of Trials of the Chosen, before a match (rulebook: "Building Your Deck",
 * "Sorting Your Deck": the deck is never shuffled, its owner chooses the order, the top 5 cards
 * are the opening hand; rulebooks digest A6, "a deck-order editor"). Choose 2 different Avatars;
 * the card list then shows only the cards sharing a discipline with one of them (and a filter by
 * each of their disciplines); pick 20 singletons; order them by drag and drop or by keys (Alt with
 * the arrows, Home, End), each move announced in a live region; the top 5 are marked as the
 * opening hand. A running count, a cost curve, and why the deck is not legal yet.
 *
 * Properties: `cards` (CardDef[]: Avatars and deck cards; the card set by default), `precons`
 * (PreconDeck[]; the set's pre-constructed decks by default), `avatars` and `order` (a starting
 * deck: setting either replaces the editor's), `reducedMotion`.
 * Events: `deck-ready` {avatars, order} (Ready, only when the deck is legal); `card-inspect`
 * {cardId} (tap on a card with no action, long press, right-click, `i`), whose detail view the
 * editor hosts.
 */
@customElement('trials-deck-order')
export class TrialsDeckOrder extends ParleyElement {
  static override styles = [theme, trialsCardStyles, deckOrderStyles, costCurveStyles];

  /** Every card the player may build from: Avatars and deck cards. */
  @property({ attribute: false }) cards: readonly CardDef[] = DEFAULT_CARDS;
  /** The pre-constructed decks offered as a start. */
  @property({ attribute: false }) precons: readonly PreconDeck[] = PRECON_DECKS;
  /** The starting Avatars (setting it replaces the editor's choice). */
  @property({ attribute: false }) avatars: readonly string[] = [];
  /** The starting order, top first (setting it replaces the editor's deck). */
  @property({ attribute: false }) order: readonly string[] = [];

  @state() private chosen: string[] = [];
  @state() private deck: string[] = [];
  @state() private selectedId: string | null = null;
  @state() private filter: Discipline | 'all' = 'all';
  @state() private preconId = '';
  @state() private announcement = '';
  @state() private focusAt = { avatars: 0, pool: 0, order: 0 };

  private readonly drag = new DeckDrag(
    this,
    (id, at) => this.dropAt(id, at),
    (id) => this.nameOf(id),
  );
  protected readonly inspector = new CardInspector(this, (cardId) =>
    this.emit('card-inspect', { cardId }),
  );
  private readonly details = new CardDetailHost(this, (id) => {
    const def = cardIndex(this.cards).get(id);
    return def ? trialsFace(def) : null;
  });

  /** The Avatars chosen now. */
  get chosenAvatars(): readonly string[] {
    return this.chosen;
  }

  /** The deck now, top first. */
  get deckOrder(): readonly string[] {
    return this.deck;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('avatars')) this.chosen = this.avatars.slice(0, 2);
    if (changed.has('order')) this.deck = [...new Set(this.order)];
    if (changed.has('precons') && !this.precons.some((p) => p.id === this.preconId)) {
      this.preconId = this.precons[0]?.id ?? '';
    }
  }

  private defs(ids: readonly string[]): CardDef[] {
    const index = cardIndex(this.cards);
    return ids.map((id) => index.get(id)).filter((d): d is CardDef => d !== undefined);
  }

  override render() {
    const index = cardIndex(this.cards);
    const problems = deckProblems(index, this.chosen, this.deck);
    const n = this.deck.length;
    const countCls = n === DECK_SIZE ? 'ok' : n > DECK_SIZE ? 'over' : '';
    return html`<div class="top">
        <h2>Choose and order your deck</h2>
        <span class="count ${countCls}" data-testid="deck-count" role="status"
          >${n} / ${DECK_SIZE}<span class="sr-only"> cards in the deck</span></span
        >
      </div>
      ${this.renderPrecons()}
      <div class="cols">
        <div>${this.renderAvatars()} ${this.renderPool()}</div>
        <section class="deck" aria-labelledby="order-h">
          <h3 id="order-h">Your deck, top first</h3>
          ${this.renderCurve()} ${this.renderOrder()} ${this.renderMoves()}
          ${
            problems.length === 0
              ? html`<p class="legal" data-testid="deck-legal">The deck is legal.</p>`
              : html`<ul class="problems" id="problems" data-testid="deck-problems">
                  ${problems.map((p) => html`<li data-code=${p.code}>${p.message}</li>`)}
                </ul>`
          }
          <button
            type="button"
            class="primary"
            data-testid="deck-ready"
            aria-disabled=${problems.length > 0 ? 'true' : 'false'}
            aria-describedby=${problems.length > 0 ? 'problems' : nothing}
            @click=${this.ready}
          >
            Ready
          </button>
        </section>
      </div>
      <p class="sr-only" role="status" aria-live="polite" data-testid="deck-announce">
        ${this.announcement}
      </p>
      ${this.details.render()}`;
  }

  private renderPrecons() {
    if (this.precons.length === 0) return nothing;
    return html`<div class="precon">
      <label for="precon">Start from a pre-constructed deck</label>
      <select
        id="precon"
        .value=${this.preconId}
        @change=${(e: Event) => (this.preconId = (e.target as HTMLSelectElement).value)}
      >
        ${this.precons.map(
          (p) => html`<option value=${p.id} ?selected=${p.id === this.preconId}>${p.name}</option>`,
        )}
      </select>
      <button type="button" data-testid="precon-load" @click=${this.loadPrecon}>Use it</button>
    </div>`;
  }

  private renderAvatars() {
    const avatars = this.cards.filter((c) => c.kind === 'avatar');
    const full = this.chosen.length >= 2;
    return html`<section aria-labelledby="avatars-h">
      <h3 id="avatars-h">Avatars (${this.chosen.length} of 2)</h3>
      <span id="grid-keys" hidden>${gridKeysHint('cards')}</span>
      <div
        class="grid avatars"
        role="toolbar"
        aria-labelledby="avatars-h"
        aria-describedby="grid-keys"
      >
        ${avatars.map((a, i) => {
          const on = this.chosen.includes(a.id);
          const blocked = !on && full;
          const fallen = a.kind === 'avatar' ? ` Fallen side: ${a.fallen.text}` : '';
          return html`<div class="item">
            <button
              type="button"
              class="face"
              data-avatar=${a.id}
              data-inspect=${a.id}
              ?data-inspect-tap=${blocked}
              tabindex=${i === Math.min(this.focusAt.avatars, avatars.length - 1) ? 0 : -1}
              aria-pressed=${on ? 'true' : 'false'}
              aria-disabled=${blocked ? 'true' : 'false'}
              aria-label="${faceWords(trialsFace(a))}. Avatar, ${disciplineWords(a.disciplines)}${
                blocked ? '. Two Avatars are chosen: remove one first' : ''
              }"
              aria-describedby="avatar-text-${i}"
              @click=${() => this.toggleAvatar(a.id)}
              @keydown=${(e: KeyboardEvent) => this.onGridKey(e, 'avatars')}
            >
              ${trialsCard(a, { painted: true, selected: on, disabled: blocked })}
              <span id="avatar-text-${i}" hidden
                >${a.kind === 'avatar' ? a.front.text : ''}${fallen}</span
              >
            </button>
          </div>`;
        })}
      </div>
    </section>`;
  }

  private renderPool() {
    const avatarDefs = this.defs(this.chosen).filter((d) => d.kind === 'avatar');
    if (avatarDefs.length === 0) {
      return html`<section aria-labelledby="pool-h">
        <h3 id="pool-h">Cards</h3>
        <p class="hint">
          Choose your Avatars first: their disciplines decide which cards you may use.
        </p>
      </section>`;
    }
    const discs = avatarDisciplines(avatarDefs);
    const filter = this.filter !== 'all' && discs.includes(this.filter) ? this.filter : 'all';
    const pool = this.cards
      .filter((c) => c.kind !== 'avatar' && sharesDiscipline(c, avatarDefs))
      .filter((c) => filter === 'all' || c.disciplines.includes(filter))
      .sort((a, b) => costOf(a) - costOf(b) || a.name.localeCompare(b.name));
    const full = this.deck.length >= DECK_SIZE;
    return html`<section aria-labelledby="pool-h">
      <h3 id="pool-h">Cards of ${disciplineWords(discs)} (${pool.length})</h3>
      <div class="filters" role="group" aria-label="Filter by discipline">
        ${(['all', ...discs] as const).map(
          (f) =>
            html`<button
              type="button"
              data-filter=${f}
              aria-pressed=${filter === f ? 'true' : 'false'}
              @click=${() => (this.filter = f)}
            >
              ${f === 'all' ? 'All of yours' : DISCIPLINE_NAMES[f]}
            </button>`,
        )}
      </div>
      <div class="grid pool" role="toolbar" aria-labelledby="pool-h" aria-describedby="grid-keys">
        ${pool.map((c, i) => {
          const at = this.deck.indexOf(c.id);
          const blocked = at < 0 && full;
          const state =
            at >= 0
              ? `In the deck at position ${at + 1}: press to remove`
              : blocked
                ? `The deck has ${DECK_SIZE} cards: remove one first`
                : 'Add to the deck';
          return html`<div class="item">
            <button
              type="button"
              class="face"
              draggable=${blocked ? 'false' : 'true'}
              data-card=${c.id}
              data-inspect=${c.id}
              ?data-inspect-tap=${blocked}
              tabindex=${i === Math.min(this.focusAt.pool, pool.length - 1) ? 0 : -1}
              aria-pressed=${at >= 0 ? 'true' : 'false'}
              aria-disabled=${blocked ? 'true' : 'false'}
              aria-label="${faceWords(trialsFace(c))}${at >= 0 ? ` #${at + 1}` : ''}. ${state}"
              aria-describedby="pool-text-${i}"
              @click=${() => this.togglePick(c.id)}
              @keydown=${(e: KeyboardEvent) => this.onGridKey(e, 'pool')}
              @dragstart=${(e: DragEvent) => this.drag.start(e, c.id)}
              @dragend=${this.drag.end}
            >
              ${trialsCard(c, { painted: true, selected: at >= 0, disabled: blocked })}
              ${
                // The badge's words are in the name too (after the face's), so the name holds
                // every word the button shows (WCAG 2.5.3, axe label-content-name-mismatch).
                at >= 0 ? html`<span class="in-deck" aria-hidden="true">#${at + 1}</span>` : nothing
              }
              <span id="pool-text-${i}" hidden>${c.text}</span>
            </button>
          </div>`;
        })}
      </div>
    </section>`;
  }

  private renderCurve() {
    return costCurveChart(costCurve(this.defs(this.deck)));
  }

  private renderOrder() {
    if (this.deck.length === 0) {
      return html`<p class="hint">
        Pick cards on the left; the first ${OPENING_HAND} are your opening hand.
      </p>`;
    }
    const index = cardIndex(this.cards);
    const avatarDefs = this.defs(this.chosen).filter((d) => d.kind === 'avatar');
    const focus = Math.min(this.focusAt.order, this.deck.length - 1);
    return html`<span id="order-keys" hidden>${ORDER_KEYS_HINT}</span>
      <ol
        class="order"
        aria-labelledby="order-h"
        aria-describedby="order-keys"
        @dragover=${this.drag.listOver}
      >
        ${this.deck.map((id, i) => {
          const def = index.get(id);
          const hand = i < OPENING_HAND;
          const off =
            def !== undefined && avatarDefs.length > 0 && !sharesDiscipline(def, avatarDefs);
          const color = def ? DISCIPLINE_COLORS[def.disciplines[0] ?? 'chronomancy'] : null;
          const name = def?.name ?? id;
          const cost = def ? costOf(def) : 0;
          const mark = [hand ? 'Opening hand' : '', off ? 'Off discipline' : ''].join(' ').trim();
          // The name starts with the words the row shows (position, cost, name, mark).
          const label = `${i + 1} ${cost} ${name}${mark ? ` ${mark}` : ''}. Position ${i + 1} of ${this.deck.length}, cost ${cost}${
            hand ? ', in the opening hand' : ''
          }${off ? ', shares no discipline with your Avatars' : ''}`;
          return html`${i === OPENING_HAND ? html`<li class="divider" aria-hidden="true">rest of the deck</li>` : nothing}
            <li
              class="${hand ? 'hand' : ''} ${off ? 'off' : ''} ${this.drag.dragging === id ? 'dragging' : ''} ${
                this.drag.over === i ? 'drop-over' : ''
              }"
              style=${color ? `--c: ${color.bg}; --c-fg: ${color.ink}` : ''}
              data-order-card=${id}
              data-pos=${i}
              draggable="true"
              @dragstart=${(e: DragEvent) => this.drag.start(e, id)}
              @dragend=${this.drag.end}
              @dragenter=${(e: DragEvent) => this.drag.overRow(e, i)}
              @dragover=${(e: DragEvent) => this.drag.overRow(e, i)}
              @drop=${(e: DragEvent) => this.drag.drop(e, i)}
            >
              <button
                type="button"
                class="row"
                data-card=${id}
                data-inspect=${id}
                tabindex=${i === focus ? 0 : -1}
                aria-pressed=${this.selectedId === id ? 'true' : 'false'}
                aria-label=${label}
                @click=${() => (this.selectedId = this.selectedId === id ? null : id)}
                @keydown=${(e: KeyboardEvent) => this.onOrderKey(e, i)}
              >
                <span class="pos" aria-hidden="true">${i + 1}</span>
                <span class="cost" aria-hidden="true">${cost}</span>
                <span class="name" aria-hidden="true">${name}</span>
                <span class="marks" aria-hidden="true"
                  >${
                    hand
                      ? html`<span class="mark" data-testid="hand-mark">Opening hand</span> `
                      : nothing
                  }${off ? html`<span class="mark off">Off discipline</span>` : nothing}</span
                >
              </button>
            </li>`;
        })}
      </ol>`;
  }

  private renderMoves() {
    const at = this.selectedId === null ? -1 : this.deck.indexOf(this.selectedId);
    const none = at < 0;
    const def = none ? undefined : cardIndex(this.cards).get(this.selectedId!);
    const what = none
      ? 'Select a card of the deck to move it'
      : `Move ${def?.name ?? this.selectedId}`;
    const last = this.deck.length - 1;
    const b = (label: string, testid: string, to: number | 'remove', off: boolean) =>
      html`<button
        type="button"
        data-testid=${testid}
        ?disabled=${none || off}
        @click=${() => (to === 'remove' ? this.removeAt(at, true) : this.move(at, to, true))}
      >
        ${label}
      </button>`;
    return html`<div class="moves" role="group" aria-label=${what}>
      ${b('To top', 'move-top', 0, at === 0)} ${b('Up', 'move-up', at - 1, at === 0)}
      ${b('Down', 'move-down', at + 1, at === last)}
      ${b('To bottom', 'move-bottom', last, at === last)}
      ${b('Remove', 'move-remove', 'remove', false)}
    </div>`;
  }

  private toggleAvatar(id: string): void {
    if (this.chosen.includes(id)) {
      this.chosen = this.chosen.filter((a) => a !== id);
      this.announce(`${this.nameOf(id)} removed from your Avatars.`);
    } else if (this.chosen.length < 2) {
      this.chosen = [...this.chosen, id];
      this.announce(`${this.nameOf(id)} chosen: ${this.chosen.length} of 2 Avatars.`);
    }
  }

  private togglePick(id: string): void {
    const at = this.deck.indexOf(id);
    if (at >= 0) this.removeAt(at, false);
    else this.insert(id, this.deck.length);
  }

  private insert(id: string, at: number): void {
    if (this.deck.includes(id) || this.deck.length >= DECK_SIZE) return;
    this.deck = [...this.deck.slice(0, at), id, ...this.deck.slice(at)];
    this.announce(
      `${this.nameOf(id)} added at position ${at + 1}: ${this.deck.length} of ${DECK_SIZE}.`,
    );
  }

  private removeAt(at: number, refocus: boolean): void {
    const id = this.deck[at];
    if (id === undefined) return;
    this.deck = this.deck.filter((_, i) => i !== at);
    if (this.selectedId === id) this.selectedId = null;
    this.announce(`${this.nameOf(id)} removed: ${this.deck.length} of ${DECK_SIZE}.`);
    if (refocus && this.deck.length > 0) {
      this.focusAt = { ...this.focusAt, order: Math.min(at, this.deck.length - 1) };
      void this.focusOrderAt(this.focusAt.order);
    }
  }

  /** Moves the card at `from` to `to`, announces it and (from a key) keeps focus on it. */
  private move(from: number, to: number, refocus: boolean): void {
    const id = this.deck[from];
    if (id === undefined) return;
    const at = Math.max(0, Math.min(this.deck.length - 1, to));
    if (at === from) return;
    this.deck = moveCard(this.deck, from, at);
    const where = at < OPENING_HAND ? ', in the opening hand' : '';
    this.announce(`${this.nameOf(id)} moved to position ${at + 1} of ${this.deck.length}${where}.`);
    if (refocus) {
      this.focusAt = { ...this.focusAt, order: at };
      void this.focusOrderAt(at);
    }
  }

  private async focusOrderAt(i: number): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelectorAll<HTMLElement>('ol.order button.row')[i]?.focus();
  }

  private announce(words: string): void {
    this.announcement = words;
  }

  private nameOf(id: string): string {
    return cardIndex(this.cards).get(id)?.name ?? id;
  }

  private onOrderKey(e: KeyboardEvent, i: number): void {
    const last = this.deck.length - 1;
    if (e.altKey) {
      const to =
        e.key === 'ArrowUp'
          ? i - 1
          : e.key === 'ArrowDown'
            ? i + 1
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? last
                : null;
      if (to === null) return;
      e.preventDefault();
      this.move(i, to, true);
      return;
    }
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      this.removeAt(i, true);
      return;
    }
    const items = [...this.renderRoot.querySelectorAll<HTMLElement>('ol.order button.row')];
    const next = roveFocus(e, items, 1);
    if (next !== null) this.focusAt = { ...this.focusAt, order: next };
  }

  private onGridKey(e: KeyboardEvent, list: 'avatars' | 'pool'): void {
    const grid = this.renderRoot.querySelector(`div.${list}`);
    const items = [...this.renderRoot.querySelectorAll<HTMLElement>(`div.${list} button.face`)];
    const cols = grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').length : 1;
    const next = roveFocus(e, items, cols);
    if (next !== null) this.focusAt = { ...this.focusAt, [list]: next };
  }

  /** A card dropped on row `at`: a card of the deck moves there, a card of the list is added there. */
  private dropAt(id: string, at: number): void {
    const from = this.deck.indexOf(id);
    if (from >= 0) this.move(from, at, false);
    else if (this.poolAllows(id)) this.insert(id, at);
  }

  private poolAllows(id: string): boolean {
    const def = cardIndex(this.cards).get(id);
    const avatars = this.defs(this.chosen).filter((d) => d.kind === 'avatar');
    return def !== undefined && def.kind !== 'avatar' && sharesDiscipline(def, avatars);
  }

  private readonly loadPrecon = (): void => {
    const p = this.precons.find((x) => x.id === this.preconId);
    if (!p) return;
    this.chosen = [...p.avatars];
    this.deck = [...new Set(p.order)];
    this.selectedId = null;
    this.announce(`${p.name} loaded: ${this.deck.length} cards. ${p.note}`);
  };

  private readonly ready = (): void => {
    if (deckProblems(cardIndex(this.cards), this.chosen, this.deck).length > 0) return;
    this.emit('deck-ready', {
      avatars: [this.chosen[0]!, this.chosen[1]!],
      order: [...this.deck],
    });
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'trials-deck-order': TrialsDeckOrder;
  }
}
