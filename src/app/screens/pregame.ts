/**
 * The match-flow screens before and between games, as render functions over the controller: class
 * choice and rock-paper-scissors (commit and reveal shown as they happen), the draft with rating
 * hints, deck building (named decks in IndexedDB, a suggested deck) and the best-of-3 swap.
 */
import { html, nothing, type TemplateResult } from 'lit';
import '../../../components/parley-class-choice.ts';
import '../../../components/parley-draft.ts';
import '../../../components/parley-deck-builder.ts';
import type { SeatNames } from '../../../components/display.ts';
import type { RpsChoice } from '../../../components/events.ts';
import { cardRating, buildDeck } from '../../games/paragons/bots/ratings.ts';
import type { ClassId } from '../../games/paragons/cards/schema.ts';
import { CLASSES } from '../../games/paragons/match/pregame.ts';
import type { MatchState } from '../../games/paragons/match/types.ts';
import { other, type PSeat } from '../../games/paragons/types.ts';
import type { MatchController } from '../match/controller.ts';
import { windowOf } from '../match/moves.ts';

/** What the pre-game renderers need besides the controller. */
export interface PregameContext {
  readonly c: MatchController;
  readonly seat: PSeat;
  readonly state: MatchState;
  readonly names: SeatNames;
  readonly reducedMotion: boolean;
  /** The deck being built (shown in the builder). */
  readonly deck: readonly string[];
  readonly savedDecks: readonly string[];
  setDeck(cards: readonly string[]): void;
  saveDeck(name: string, cards: readonly string[]): void;
  loadDeck(name: string): void;
  deleteDeck(name: string): void;
}

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

/** Class choice / rock-paper-scissors / repick. */
export function renderClassChoice(x: PregameContext): TemplateResult {
  const { c, seat, state: s } = x;
  const w = windowOf(s, seat);
  const taken = s.phase === 'class-repick' ? s.classes[other(seat)] : undefined;
  const available = CLASSES.filter((k) => k !== taken);
  return html`<parley-class-choice
    data-testid="class-choice"
    .phase=${s.phase}
    .viewer=${seat}
    .names=${x.names}
    .classCommits=${s.classCommits}
    .classes=${s.classes}
    .rps=${s.rps}
    .repick=${s.repick}
    .chosen=${(c.committed(seat, 0) as ClassId | null) ?? null}
    .rpsChoice=${s.rps ? ((c.committed(seat, s.rps.round) as RpsChoice | null) ?? null) : null}
    .available=${w === 'class-commit' || w === 'class-pick' ? available : []}
    ?reduced-motion=${x.reducedMotion}
    @class-choose=${(e: CustomEvent<{ cls: ClassId }>) => {
      if (w === 'class-commit' || w === 'class-pick') void c.chooseClass(seat, e.detail.cls);
    }}
    @rps-choose=${(e: CustomEvent<{ choice: RpsChoice }>) => {
      if (w === 'rps-commit') void c.chooseRps(seat, e.detail.choice);
    }}
  ></parley-class-choice>`;
}

/** The draft. */
export function renderDraft(x: PregameContext): TemplateResult {
  const { c, seat, state: s } = x;
  const mine = windowOf(s, seat) === 'pick';
  return html`<parley-draft
    data-testid="draft"
    .draft=${s.draft}
    .viewer=${seat}
    .names=${x.names}
    .ratings=${layoutRatings(s.draft?.layout ?? [])}
    .disabled=${!mine || c.isBusy(seat)}
    ?reduced-motion=${x.reducedMotion}
    @pick=${(e: CustomEvent<{ cardId: string }>) => {
      if (mine) void c.act(seat, { type: 'pick', player: seat, card: e.detail.cardId });
    }}
  ></parley-draft>`;
}

/** Deck building (phase `deckbuild`) or the loser's swap (phase `swap`). */
export function renderDeck(x: PregameContext): TemplateResult {
  const { c, seat, state: s } = x;
  const w = windowOf(s, seat);
  const swap = s.phase === 'swap';
  const pool = s.pools[seat] ?? [];
  if ((swap && w !== 'swap') || (!swap && s.decks[seat])) {
    return html`<p class="panel" role="status" data-testid="deck-waiting">
      ${swap ? 'Your opponent may change their deck…' : 'Deck locked in. Waiting for your opponent…'}
    </p>`;
  }
  const current = swap ? (s.decks[seat]?.cards ?? []) : x.deck;
  const keep = swap ? s.decks[seat]?.cards : undefined;
  return html`<div class="deck">
    <div class="deck-tools">
      <button type="button" data-testid="deck-suggest" @click=${() => x.setDeck(buildDeck(pool))}>
        Suggest a deck
      </button>
      ${
        keep
          ? html`<button
              type="button"
              class="primary"
              data-testid="deck-keep"
              ?disabled=${c.isBusy(seat)}
              @click=${() => void c.act(seat, { type: 'keep', player: seat })}
            >
              Keep the same deck
            </button>`
          : nothing
      }
    </div>
    <parley-deck-builder
      data-testid="deck-builder"
      .pool=${pool}
      .deck=${current.length > 0 && x.deck.length === 0 ? current : x.deck}
      .mode=${swap ? 'swap' : 'build'}
      .cls=${s.classes[seat] ?? null}
      .savedDecks=${x.savedDecks}
      ?reduced-motion=${x.reducedMotion}
      @deck-submit=${(e: CustomEvent<{ cards: readonly string[] }>) =>
        void c.submitDeck(seat, e.detail.cards)}
      @deck-save=${(e: CustomEvent<{ name: string; cards: readonly string[] }>) =>
        x.saveDeck(e.detail.name, e.detail.cards)}
      @deck-load=${(e: CustomEvent<{ name: string }>) => x.loadDeck(e.detail.name)}
      @deck-delete=${(e: CustomEvent<{ name: string }>) => x.deleteDeck(e.detail.name)}
    ></parley-deck-builder>
  </div>`;
}
