/**
 * Paragons' table element (components/game-table.ts): one seat's whole match — class choice and
 * rock-paper-scissors (commit and reveal shown as they happen), the draft with rating hints, deck
 * building with the player's saved decks and a suggested deck, the best-of-3 swap, and the board
 * (./board-view.ts). It is given the seat's view, the engine's legal actions and the log, and asks
 * for every move with `game-action`: a legal action, or an intent (a class or throw to commit to, a
 * deck list to commit to) that the module's `automation.prepare` makes into a move with the seat's
 * secrets. Saving or deleting a named deck is a `deck-save` / `deck-delete` event for the match
 * screen, which stores the decks per game.
 */
import { css, html, nothing, type CSSResultGroup, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import './parley-class-choice.ts';
import './parley-draft.ts';
import './parley-deck-builder.ts';
import { theme } from '../theme.ts';
import type { RpsChoice } from './events.ts';
import { gameActionEvent, type GameUi } from '../game-table.ts';
import { GameTableElement } from '../game-table-element.ts';
import { cardRating, buildDeck } from '../../src/games/paragons/bots/ratings.ts';
import type { ClassId } from '../../src/games/paragons/cards/schema.ts';
import { matchWaiting } from '../../src/games/paragons/match/match.ts';
import { CLASSES } from '../../src/games/paragons/match/pregame.ts';
import type { MatchAction, MatchEvent, MatchState } from '../../src/games/paragons/match/types.ts';
import type { ParagonsIntent } from '../../src/games/paragons/module/automation.ts';
import { other, type PSeat } from '../../src/games/paragons/types.ts';
import './board-view.ts';
import { CardDetailHost } from '../parley-card-detail.ts';
import { paragonsFace } from './card-face.ts';

/** Ratings of the draft layout scaled to 0..1 (the hint bars). */
export function layoutRatings(layout: readonly string[]): Record<string, number> {
  const raw = layout.map((id) => [id, cardRating(id)] as const);
  const values = raw.map(([, r]) => r);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const out: Record<string, number> = {};
  for (const [id, r] of raw) out[id] = hi > lo ? (r - lo) / (hi - lo) : 0.5;
  return out;
}

function windowOf(s: MatchState, seat: string): string | null {
  const w = matchWaiting(s);
  return w.kind === 'act' && w.seat === seat ? w.window : null;
}

/** See the module comment. */
@customElement('paragons-table')
export class ParagonsTable extends GameTableElement {
  static override styles: CSSResultGroup = [
    theme,
    css`
      :host {
        display: block;
      }
      .deck-tools {
        display: flex;
        gap: var(--p-gap);
        margin-bottom: var(--p-gap);
      }
    `,
  ];

  /** The deck being built (from "Suggest a deck" or a loaded saved deck). */
  @state() private deck: readonly string[] = [];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('seat') && changed.get('seat') !== undefined) this.deck = [];
  }

  private ask(action: MatchAction | ParagonsIntent): void {
    this.dispatchEvent(gameActionEvent(action));
  }

  /** The card detail view every card of the table opens (tap, long press, right-click, `i`). */
  private readonly details = new CardDetailHost(this, (id) => paragonsFace(id));

  override render(): TemplateResult {
    return html`${this.renderPhase()}${this.details.render()}`;
  }

  private renderPhase(): TemplateResult | typeof nothing {
    const s = this.state as MatchState | null;
    if (!s) return nothing;
    switch (s.phase) {
      case 'class-commit':
      case 'class-open':
      case 'rps-commit':
      case 'rps-open':
      case 'class-repick':
        return this.renderClassChoice(s);
      case 'draft':
        return this.renderDraft(s);
      case 'deckbuild':
      case 'swap':
        return this.renderDeck(s);
      default:
        return html`<parley-board-view
          .state=${s}
          .seat=${this.seat}
          .names=${this.names}
          .legal=${this.legal}
          .log=${this.log as readonly MatchEvent[]}
          .busy=${this.busy}
          .deadline=${this.deadline}
          .reducedMotion=${this.reducedMotion}
        ></parley-board-view>`;
    }
  }

  private renderClassChoice(s: MatchState): TemplateResult {
    const seat = this.seat as PSeat;
    const w = windowOf(s, seat);
    const taken = s.phase === 'class-repick' ? s.classes[other(seat)] : undefined;
    const available = CLASSES.filter((k) => k !== taken);
    const notes = (this.notes ?? {}) as { class?: string | null; rps?: string | null };
    return html`<parley-class-choice
      data-testid="class-choice"
      .phase=${s.phase}
      .viewer=${seat}
      .names=${this.names}
      .classCommits=${s.classCommits}
      .classes=${s.classes}
      .rps=${s.rps}
      .repick=${s.repick}
      .chosen=${(notes.class as ClassId | null | undefined) ?? null}
      .rpsChoice=${s.rps ? ((notes.rps as RpsChoice | null | undefined) ?? null) : null}
      .available=${w === 'class-commit' || w === 'class-pick' ? available : []}
      ?reduced-motion=${this.reducedMotion}
      @class-choose=${(e: CustomEvent<{ cls: ClassId }>) => {
        if (w === 'class-commit' || w === 'class-pick')
          this.ask({ intent: 'class', choice: e.detail.cls });
      }}
      @rps-choose=${(e: CustomEvent<{ choice: RpsChoice }>) => {
        if (w === 'rps-commit') this.ask({ intent: 'rps', choice: e.detail.choice });
      }}
    ></parley-class-choice>`;
  }

  private renderDraft(s: MatchState): TemplateResult {
    const seat = this.seat as PSeat;
    const mine = windowOf(s, seat) === 'pick';
    return html`<parley-draft
      data-testid="draft"
      .draft=${s.draft}
      .viewer=${seat}
      .names=${this.names}
      .ratings=${layoutRatings(s.draft?.layout ?? [])}
      .disabled=${!mine || this.busy}
      ?reduced-motion=${this.reducedMotion}
      @pick=${(e: CustomEvent<{ cardId: string }>) => {
        if (mine) this.ask({ type: 'pick', player: seat, card: e.detail.cardId });
      }}
    ></parley-draft>`;
  }

  /** Deck building (phase `deckbuild`) or the loser's swap (phase `swap`). */
  private renderDeck(s: MatchState): TemplateResult {
    const seat = this.seat as PSeat;
    const w = windowOf(s, seat);
    const swap = s.phase === 'swap';
    const pool = s.pools[seat] ?? [];
    if ((swap && w !== 'swap') || (!swap && s.decks[seat])) {
      return html`<p class="panel" role="status" data-testid="deck-waiting">
        ${swap ? 'Your opponent may change their deck…' : 'Deck locked in. Waiting for your opponent…'}
      </p>`;
    }
    const current = swap ? (s.decks[seat]?.cards ?? []) : this.deck;
    const keep = swap ? s.decks[seat]?.cards : undefined;
    return html`<div class="deck">
      <div class="deck-tools">
        <button
          type="button"
          data-testid="deck-suggest"
          @click=${() => (this.deck = buildDeck(pool))}
        >
          Suggest a deck
        </button>
        ${
          keep
            ? html`<button
                type="button"
                class="primary"
                data-testid="deck-keep"
                ?disabled=${this.busy}
                @click=${() => this.ask({ type: 'keep', player: seat })}
              >
                Keep the same deck
              </button>`
            : nothing
        }
      </div>
      <parley-deck-builder
        data-testid="deck-builder"
        .pool=${pool}
        .deck=${current.length > 0 && this.deck.length === 0 ? current : this.deck}
        .mode=${swap ? 'swap' : 'build'}
        .cls=${s.classes[seat] ?? null}
        .savedDecks=${Object.keys(this.decks)}
        ?reduced-motion=${this.reducedMotion}
        @deck-submit=${(e: CustomEvent<{ cards: readonly string[] }>) =>
          this.ask({ intent: 'deck', cards: e.detail.cards })}
        @deck-load=${(e: CustomEvent<{ name: string }>) =>
          (this.deck = [...(this.decks[e.detail.name] ?? [])])}
      ></parley-deck-builder>
    </div>`;
  }
}

/** Paragons' UI for the registry (src/app/games.ts). */
export const PARAGONS_UI: GameUi = { table: 'paragons-table' };

declare global {
  interface HTMLElementTagNameMap {
    'paragons-table': ParagonsTable;
  }
}
