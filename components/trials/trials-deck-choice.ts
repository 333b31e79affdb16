/**
 * `<trials-deck-choice>`: a seat's deck before a Trials match (rulebook: "Building your deck":
 * "2 different Avatar cards, plus exactly 20 Equipment and/or Ability cards (a single copy of
 * each)"; "Sorting Your Deck": "secretly choose the order"; docs/rules/trials.md D2–D4; docs/ui.md,
 * "Trials of the Chosen"). Three screens:
 *
 * - **the decks**: the pre-constructed decks and the player's saved decks (./saved-decks.ts: the
 *   two Avatars first, then the 20 cards), each with its Avatars and, when it is not legal, why in
 *   words (the legality module's problems); or "Build a new deck";
 * - **the review** of the deck taken: its Avatars, its 20 cards top first with the opening hand
 *   (the top 5) marked, whether it is legal, Commit, Save under a name (`deck-save`), Delete (a
 *   saved deck, `deck-delete`), Change the order;
 * - **the editor** (`<trials-deck-order>`): choose 2 different Avatars, pick and order 20 cards;
 *   its Ready brings the deck back to the review.
 *
 * Commit emits `game-action` with the intent `{intent: 'deck', avatars, order}` (the module's
 * `automation.prepare` seals it with the seat's secrets), only when the legality module finds no
 * problem and `canCommit` (the match waits on this seat's `deck-order` window) and not `busy`.
 * The element decides nothing of the rules: the legality module does, and the engine checks again.
 *
 * Properties: `decks` (the saved decks, name → card ids), `canCommit`, `busy`, `waiting` (why
 * Commit is not open yet, in words), `reducedMotion`.
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { cardById } from '../../src/games/trials/cards/index.ts';
import {
  deckProblems,
  type DeckList,
  type DeckProblem,
} from '../../src/games/trials/cards/legality.ts';
import type { TrialsIntent } from '../../src/games/trials/module/automation.ts';
import { ParleyElement } from '../base.ts';
import { gameActionEvent } from '../game-table.ts';
import { theme } from '../theme.ts';
import { OPENING_HAND } from './deck-check.ts';
import { costOf, disciplineWords } from './display.ts';
import { pregameStyles } from './pregame-styles.ts';
import { deckOffers, problemWords, savedDeckCards, type DeckOffer } from './saved-decks.ts';
import './card-face.ts';
import './trials-deck-order.ts';

/** The deck being looked at: where it came from (a saved deck keeps its name) and its list. */
interface Draft {
  readonly name: string;
  readonly saved: boolean;
  readonly deck: DeckList;
}

/** See the module comment. */
@customElement('trials-deck-choice')
export class TrialsDeckChoice extends ParleyElement {
  static override styles = [theme, pregameStyles];

  /** The player's saved Trials decks (./saved-decks.ts format). */
  @property({ attribute: false }) decks: Readonly<Record<string, readonly string[]>> = {};
  /** True when the match waits on this seat's deck (its `deck-order` window). */
  @property({ type: Boolean }) canCommit = false;
  @property({ type: Boolean }) busy = false;
  /** Why Commit is not open yet (the other seat commits first), in words. */
  @property() waiting = '';

  @state() private screen: 'decks' | 'review' | 'edit' = 'decks';
  @state() private draft: Draft | null = null;
  @state() private saveName = '';

  /** Wider than a phone: the pre-constructed decks' advice is shown unfolded. */
  @state() private wide = true;
  private readonly media = matchMedia('(min-width: 561px)');
  private readonly onMedia = (): void => {
    this.wide = this.media.matches;
  };

  override connectedCallback(): void {
    super.connectedCallback();
    this.wide = this.media.matches;
    this.media.addEventListener('change', this.onMedia);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.media.removeEventListener('change', this.onMedia);
  }

  /** The screen shown now (tests and the table read it). */
  get shown(): 'decks' | 'review' | 'edit' {
    return this.screen;
  }

  /** A new screen takes the focus on its heading, so a keyboard user goes on from there. */
  protected override updated(changed: PropertyValues<this>): void {
    const was = changed as Map<PropertyKey, unknown>;
    if (!was.has('screen') || was.get('screen') === undefined) return;
    this.renderRoot.querySelector<HTMLElement>('[data-screen-heading]')?.focus();
  }

  override render(): TemplateResult {
    if (this.screen === 'edit') return this.renderEdit();
    if (this.screen === 'review' && this.draft) return this.renderReview(this.draft);
    return this.renderDecks();
  }

  private renderDecks(): TemplateResult {
    const offers = deckOffers(this.decks);
    const precons = offers.filter((o) => o.source === 'precon');
    const saved = offers.filter((o) => o.source === 'saved');
    return html`<section class="panel" data-testid="deck-choice" aria-labelledby="choice-h">
      <h3 id="choice-h" tabindex="-1" data-screen-heading>Choose your deck</h3>
      <p>
        Take a pre-constructed deck or one you saved, or build your own: 2 different Avatars, then
        20 cards in the order you will draw them. Your opponent sees your Avatars once both decks
        are committed; your cards stay secret.
      </p>
      <div class="row">
        <button
          type="button"
          data-testid="deck-build"
          @click=${() => this.open({ name: '', saved: false, deck: { avatars: [], cards: [] } }, 'edit')}
        >
          Build a new deck
        </button>
      </div>
      <h4 id="precons-h">Pre-constructed decks</h4>
      ${this.renderOffers(precons, 'precons-h')}
      <h4 id="saved-h">Your saved decks</h4>
      ${
        saved.length > 0
          ? this.renderOffers(saved, 'saved-h')
          : html`<p class="muted" data-testid="no-saved">
              None yet: a deck you review can be saved under a name.
            </p>`
      }
    </section>`;
  }

  private renderOffers(offers: readonly DeckOffer[], labelledBy: string): TemplateResult {
    return html`<ul class="plain offers" aria-labelledby=${labelledBy}>
      ${offers.map((o, i) => {
        // An id from the offer's place, not its name: a name holds spaces, which would split the
        // `aria-describedby` reference into several.
        const problemsId = `problems-${o.source}-${i}`;
        const avatars = o.deck.avatars.map((id) => cardById(id)?.name ?? id);
        const discs = o.deck.avatars.flatMap((id) => cardById(id)?.disciplines ?? []);
        return html`<li class="offer" data-deck=${o.key}>
          <h5>${o.name}</h5>
          <p>
            <strong>Avatars:</strong> ${avatars.length > 0 ? avatars.join(' and ') : 'none'}${
              discs.length > 0 ? html` (${disciplineWords([...new Set(discs)])})` : nothing
            }
          </p>
          ${
            o.note
              ? html`<details class="note" ?open=${this.wide}>
                  <summary>How it plays</summary>
                  <p class="muted">${o.note}</p>
                </details>`
              : nothing
          }
          ${this.renderProblems(o.problems, problemsId)}
          <div class="row">
            <button
              type="button"
              class=${o.problems.length === 0 ? 'primary' : ''}
              data-testid="deck-take"
              aria-describedby=${o.problems.length > 0 ? problemsId : nothing}
              @click=${() => this.open({ name: o.name, saved: o.source === 'saved', deck: o.deck }, 'review')}
            >
              Take ${o.name}
            </button>
            ${
              o.source === 'saved'
                ? html`<button
                    type="button"
                    class="danger"
                    data-testid="deck-delete"
                    @click=${() => this.emit('deck-delete', { name: o.name })}
                  >
                    Delete ${o.name}
                  </button>`
                : nothing
            }
          </div>
        </li>`;
      })}
    </ul>`;
  }

  private renderProblems(problems: readonly DeckProblem[], id: string): TemplateResult {
    if (problems.length === 0) return html``;
    return html`<ul class="problems" id=${id} data-testid="deck-problems">
      ${problemWords(problems).map((w, i) => html`<li data-code=${problems[i]!.code}>${w}</li>`)}
    </ul>`;
  }

  private renderReview(d: Draft): TemplateResult {
    const problems = deckProblems(d.deck);
    const legal = problems.length === 0;
    const open = legal && this.canCommit && !this.busy;
    const why = !legal
      ? 'The deck is not legal yet: change it first.'
      : this.busy
        ? 'Sending your deck…'
        : !this.canCommit
          ? this.waiting || 'Not your move yet.'
          : '';
    return html`<section class="panel" data-testid="deck-review" aria-labelledby="review-h">
      <h3 id="review-h" tabindex="-1" data-screen-heading>${d.name || 'Your new deck'}</h3>
      <h4>Avatars</h4>
      <div class="avatars">
        ${d.deck.avatars.map((id) => {
          const def = cardById(id);
          return def
            ? html`<trials-card .card=${def} size="compact" data-avatar=${id}></trials-card>`
            : html`<p>${id}</p>`;
        })}
      </div>
      <h4 id="order-h">The deck, top first (you draw the first ${OPENING_HAND} as your hand)</h4>
      <ol class="deck" aria-labelledby="order-h" data-testid="review-order">
        ${d.deck.cards.map((id, i) => {
          const def = cardById(id);
          const hand = i < OPENING_HAND;
          return html`<li class=${hand ? 'hand' : ''} data-card=${id}>
            ${def?.name ?? id}${def ? html` <span class="muted">· cost ${costOf(def)}</span>` : nothing}${
              hand ? html` <span class="mark">· opening hand</span>` : nothing
            }
          </li>`;
        })}
      </ol>
      ${
        legal
          ? html`<p class="legal" data-testid="deck-legal">The deck is legal.</p>`
          : this.renderProblems(problems, 'review-problems')
      }
      <div class="row">
        <button
          type="button"
          class="primary"
          data-testid="deck-commit"
          aria-disabled=${open ? 'false' : 'true'}
          aria-describedby=${open ? nothing : 'commit-why'}
          @click=${() => this.commit(d.deck)}
        >
          Commit this deck
        </button>
        <button type="button" data-testid="deck-edit" @click=${() => (this.screen = 'edit')}>
          Change it
        </button>
        <button type="button" data-testid="deck-back" @click=${() => (this.screen = 'decks')}>
          Back to the decks
        </button>
      </div>
      ${why ? html`<p class="muted" id="commit-why" data-testid="commit-why">${why}</p>` : nothing}
      <div class="row save">
        <label for="save-name">Save it as</label>
        <input
          id="save-name"
          type="text"
          maxlength="40"
          data-testid="deck-save-name"
          .value=${this.saveName}
          @input=${(e: Event) => (this.saveName = (e.target as HTMLInputElement).value)}
          @keydown=${(e: KeyboardEvent) => {
            if (e.key === 'Enter') this.save(d);
          }}
        />
        <button type="button" data-testid="deck-save" @click=${() => this.save(d)}>Save</button>
      </div>
    </section>`;
  }

  private renderEdit(): TemplateResult {
    const d = this.draft;
    return html`<section class="panel" data-testid="deck-edit-screen" aria-label="Build your deck">
      <div class="row">
        <button
          type="button"
          data-screen-heading
          data-testid="edit-back"
          @click=${() => (this.screen = d && d.deck.avatars.length > 0 ? 'review' : 'decks')}
        >
          Back
        </button>
      </div>
      <trials-deck-order
        ?reduced-motion=${this.reducedMotion}
        .precons=${[]}
        .avatars=${d?.deck.avatars ?? []}
        .order=${d?.deck.cards ?? []}
        @deck-ready=${(
          e: CustomEvent<{ avatars: readonly string[]; order: readonly string[] }>,
        ) => {
          e.stopPropagation();
          this.draft = {
            name: d?.name ?? '',
            saved: d?.saved ?? false,
            deck: { avatars: [...e.detail.avatars], cards: [...e.detail.order] },
          };
          this.screen = 'review';
        }}
      ></trials-deck-order>
    </section>`;
  }

  private open(d: Draft, screen: 'review' | 'edit'): void {
    this.draft = d;
    this.saveName = d.saved ? d.name : '';
    this.screen = screen;
  }

  private commit(deck: DeckList): void {
    if (!this.canCommit || this.busy || deckProblems(deck).length > 0) return;
    const intent: TrialsIntent = {
      intent: 'deck',
      avatars: [...deck.avatars],
      order: [...deck.cards],
    };
    this.dispatchEvent(gameActionEvent(intent));
  }

  private save(d: Draft): void {
    const name = this.saveName.trim();
    if (!name) return;
    this.emit('deck-save', { name, cards: savedDeckCards(d.deck) });
    this.draft = { ...d, name, saved: true };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'trials-deck-choice': TrialsDeckChoice;
  }
}
