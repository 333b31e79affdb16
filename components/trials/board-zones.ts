/**
 * The zones of `<trials-board>` (rulebook: "Avatars", "Sorting Your Deck", "Discard", "Exile";
 * docs/rules/trials.md D52, "What is hidden"): each side's panel (its name, hand, deck, discard and
 * exile counts, its two Avatar columns, its discard and exile piles face up), the seat's own hand
 * face up (each card a button that answers a step when one is offered), and the seat's own deck in
 * its order, shown on demand (the owner may look through it at any time). The opponent's hand and
 * deck are only counted: their handles are public, their card ids never reach these templates.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { CardDb } from '../../src/games/trials/carddb.ts';
import { cardDef } from '../../src/games/trials/carddb.ts';
import type { CardDef } from '../../src/games/trials/cards/schema.ts';
import type { PublicCard, TrialsState, TSeat } from '../../src/games/trials/types.ts';
import { capitalize, seatPossessive, seatWord, type SeatNames } from '../display.ts';
import { faceWords } from '../parley-card-row.ts';
import { trialsCard, trialsFace } from './card-face.ts';
import { plural } from './display.ts';
import type { AvatarView } from './view.ts';
import './trials-avatar.ts';

/** What the zones need from their board. */
export interface ZonesContext {
  readonly db: CardDb;
  readonly cards: readonly CardDef[];
  readonly g: TrialsState;
  /** The seat in front of the screen, or null for a spectator. */
  readonly viewer: TSeat | null;
  readonly names: SeatNames;
  readonly busy: boolean;
  readonly reducedMotion: boolean;
  /** The in-play instance ids the next step offers (marked as targets). */
  readonly targets: readonly string[];
  /** The card in play chosen so far, if any. */
  readonly selected: string | null;
  /** Hand handles the next step offers, and those chosen so far. */
  readonly handOffered: ReadonlySet<string>;
  readonly handChosen: ReadonlySet<string>;
  readonly deckOpen: boolean;
  avatars(seat: TSeat): readonly AvatarView[];
  onSelectCard(e: CustomEvent<{ instance: string }>): void;
  onHand(h: string): void;
  toggleDeck(): void;
}

const name = (db: CardDb, id: string) => cardDef(db, id)?.name ?? id;

/** A face-up pile (discard or exile), the most recent last, as a list of names. */
function pile(ctx: ZonesContext, seat: TSeat, title: string, cards: readonly PublicCard[]) {
  const whose = capitalize(seatPossessive(seat, ctx.viewer, ctx.names));
  return html`<details class="pile" data-pile=${title.toLowerCase()} data-seat=${seat}>
    <summary>${title} <span class="count">${cards.length}</span></summary>
    ${
      cards.length === 0
        ? html`<p class="muted">Empty.</p>`
        : html`<ol aria-label=${`${whose} ${title.toLowerCase()} pile, the most recent last`}>
            ${cards.map((c) => html`<li data-card=${c.id}>${name(ctx.db, c.id)}</li>`)}
          </ol>`
    }
  </details>`;
}

/** One side: the counts, the two Avatar columns and the face-up piles. */
export function renderSide(ctx: ZonesContext, seat: TSeat): TemplateResult {
  const p = ctx.g.players[seat];
  const mine = seat === ctx.viewer;
  const who = capitalize(seatWord(seat, ctx.viewer, ctx.names));
  const acting = ctx.g.phase === 'main' && ctx.g.turn === seat;
  return html`<section
    class="side ${mine ? 'mine' : 'theirs'}"
    data-player-panel
    data-seat=${seat}
    aria-labelledby=${`side-${seat}`}
  >
    <h3 id=${`side-${seat}`}>
      ${who}${acting ? html` <span class="to-play">to act</span>` : nothing}
    </h3>
    <ul
      class="counts"
      aria-label=${`${capitalize(seatPossessive(seat, ctx.viewer, ctx.names))} cards`}
    >
      <li data-count="hand">Hand <strong>${p.hand.length}</strong></li>
      <li data-count="deck">Deck <strong>${p.deck.length}</strong></li>
      <li data-count="discard">Discard <strong>${p.discard.length}</strong></li>
      <li data-count="exile">Exile <strong>${p.exile.length}</strong></li>
    </ul>
    <div class="avatars">
      ${ctx
        .avatars(seat)
        .map(
          (a) =>
            html`<trials-avatar
              .avatar=${a}
              .cards=${ctx.cards}
              .targets=${ctx.targets}
              .selected=${ctx.selected}
              .viewer=${ctx.viewer}
              .names=${ctx.names}
              ?reduced-motion=${ctx.reducedMotion}
              @select-card=${ctx.onSelectCard}
            ></trials-avatar>`,
        )}
    </div>
    <div class="piles">
      ${pile(ctx, seat, 'Discard', p.discard)} ${pile(ctx, seat, 'Exile', p.exile)}
      ${mine ? renderDeckView(ctx, seat) : nothing}
    </div>
  </section>`;
}

/** The seat's own deck, top first, behind a toggle (rulebook: the owner may look through it). */
function renderDeckView(ctx: ZonesContext, seat: TSeat): TemplateResult {
  const deck = ctx.g.players[seat].deck;
  return html`<div class="deck-view">
    <button
      type="button"
      data-testid="trials-deck-view"
      aria-expanded=${ctx.deckOpen ? 'true' : 'false'}
      aria-controls="deck-list"
      @click=${() => ctx.toggleDeck()}
    >
      ${ctx.deckOpen ? 'Hide your deck' : `Look through your deck (${deck.length})`}
    </button>
    ${
      ctx.deckOpen
        ? html`<ol id="deck-list" data-testid="trials-deck-list" aria-label="Your deck, top first">
            ${deck.map(
              (slot) =>
                html`<li data-handle=${slot.h} data-card=${slot.id ?? nothing}>
                  ${slot.id !== undefined ? name(ctx.db, slot.id) : 'Unknown card'}
                </li>`,
            )}
          </ol>`
        : nothing
    }
  </div>`;
}

/** The seat's hand, face up: each card a button (offered now, chosen, or not usable now). */
export function renderHand(ctx: ZonesContext, seat: TSeat): TemplateResult {
  const hand = ctx.g.players[seat].hand;
  return html`<section class="hand-zone" aria-labelledby="hand-h">
    <h3 id="hand-h">Your hand (${plural(hand.length, 'card')})</h3>
    ${
      hand.length === 0
        ? html`<p class="muted" data-testid="trials-hand">Empty.</p>`
        : html`<ul class="hand" data-testid="trials-hand">
            ${hand.map((slot) => {
              const def = slot.id !== undefined ? cardDef(ctx.db, slot.id) : undefined;
              const offered = ctx.handOffered.has(slot.h);
              const chosen = ctx.handChosen.has(slot.h);
              const shown = def ? faceWords(trialsFace(def)) : 'Unknown card';
              const state = chosen ? 'Chosen' : offered ? 'Can be chosen now' : 'Not usable now';
              return html`<li>
                <button
                  type="button"
                  class="hand-card ${offered ? 'offered' : ''}"
                  data-hand=${slot.h}
                  data-card=${slot.id ?? nothing}
                  data-inspect=${slot.id ?? nothing}
                  aria-pressed=${chosen ? 'true' : 'false'}
                  aria-disabled=${offered || chosen ? 'false' : 'true'}
                  aria-label=${`${shown}. ${state}`}
                  aria-describedby=${def ? `hand-text-${slot.h}` : nothing}
                  ?disabled=${ctx.busy}
                  @click=${() => ctx.onHand(slot.h)}
                >
                  ${
                    def
                      ? trialsCard(def, {
                          painted: true,
                          size: 'compact',
                          playable: offered,
                          selected: chosen,
                          dataCard: false,
                        })
                      : nothing
                  }
                  ${def ? html`<span id=${`hand-text-${slot.h}`} hidden>${def.text}</span>` : nothing}
                </button>
              </li>`;
            })}
          </ul>`
    }
  </section>`;
}
