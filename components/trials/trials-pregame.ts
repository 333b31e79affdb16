/**
 * `<trials-pregame>`: a seat's screens of a Trials match before round 1 (docs/rules/trials.md
 * D2–D6; rulebook: "Building your deck", "Sorting Your Deck", "Initiative": "you and your opponent
 * decide between yourselves who starts with initiative. In the event that you both have the same
 * preference, use Rock, Paper, Scissors"; docs/ui.md, "Trials of the Chosen"). `<trials-table>`
 * renders it for the match's pre-game windows with every table property (components/game-table.ts
 * `GameTableProps`):
 *
 * - **deck-order**: the deck choice (`<trials-deck-choice>`: a pre-constructed deck, a saved deck
 *   or a new one, Commit only in this seat's window and only for a legal deck), then, once this
 *   seat committed, waiting for the opponent's deck with this seat's own deck shown as only it
 *   knows it (`notes.deck`);
 * - **avatar-reveal** and after: both players' Avatars as they are opened;
 * - **initiative-commit / -open**: "take the first turn" or "let the opponent take it", offered
 *   only in this seat's window, then the sealed choice (`notes.preference`) while the other chooses;
 * - **rps-commit / -open**: rock, paper or scissors on a tie, the sealed throw (`notes.rps`), each
 *   round's result and who holds initiative, in words (the module's event lines).
 *
 * What is offered comes from the match's window for this seat (`matchWaiting`) and `legal`; the
 * words from the module (`words.ts`, `status.ts`). Out: `game-action` with an intent of the
 * module's `automation.prepare` (`{intent: 'deck' | 'initiative' | 'rps', …}`), `deck-save`,
 * `deck-delete`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { JsonValue } from '../../protocol/canonical.ts';
import type { SeatNames } from '../../src/engine/module.ts';
import { THROWS } from '../../src/engine/match/index.ts';
import { cardById } from '../../src/games/trials/cards/index.ts';
import { matchWaiting } from '../../src/games/trials/match/match.ts';
import {
  PREFERENCES,
  type MatchEvent,
  type MatchState,
} from '../../src/games/trials/match/types.ts';
import type { TrialsIntent } from '../../src/games/trials/module/automation.ts';
import { awaitingWords } from '../../src/games/trials/module/status.ts';
import { PREFERENCE_WORDS, eventLine, seatName } from '../../src/games/trials/module/words.ts';
import { ParleyElement } from '../base.ts';
import { gameActionEvent } from '../game-table.ts';
import { theme } from '../theme.ts';
import { OPENING_HAND } from './deck-check.ts';
import { pregameStyles } from './pregame-styles.ts';
import './card-face.ts';
import './trials-deck-choice.ts';

/** A throw in words. */
const THROW_WORDS: Readonly<Record<string, string>> = {
  rock: 'Rock',
  paper: 'Paper',
  scissors: 'Scissors',
};

/** What only this seat knows of its pending commitments (`automation.notes`). */
interface Notes {
  readonly deck: { readonly avatars: readonly string[]; readonly cards: readonly string[] } | null;
  readonly preference: string | null;
  readonly rps: string | null;
}

function notesOf(notes: JsonValue): Notes {
  const n =
    typeof notes === 'object' && notes !== null && !Array.isArray(notes)
      ? (notes as Partial<Notes>)
      : {};
  return { deck: n.deck ?? null, preference: n.preference ?? null, rps: n.rps ?? null };
}

/** The events of the match before its game (the game's own actions left out). */
function pregameEvents(log: readonly unknown[]): MatchEvent[] {
  return (log as MatchEvent[]).filter(
    (e) => typeof e === 'object' && e !== null && e.type !== 'action' && e.type !== 'match-over',
  );
}

/** See the module comment. */
@customElement('trials-pregame')
export class TrialsPregame extends ParleyElement {
  static override styles = [theme, pregameStyles];

  @property({ attribute: false }) state: MatchState | null = null;
  @property() seat = 'A';
  @property({ attribute: false }) seats: readonly string[] = [];
  @property({ attribute: false }) names: SeatNames = {};
  @property({ attribute: false }) legal: readonly unknown[] = [];
  @property({ attribute: false }) log: readonly unknown[] = [];
  @property({ type: Boolean }) busy = false;
  @property({ attribute: false }) deadline: number | null = null;
  @property({ attribute: false }) notes: JsonValue = null;
  @property({ attribute: false }) decks: Readonly<Record<string, readonly string[]>> = {};

  /** The window this seat must act in now, or null. */
  private windowNow(s: MatchState): string | null {
    const w = matchWaiting(s);
    return w.kind === 'act' && w.seat === this.seat ? w.window : null;
  }

  private ask(intent: TrialsIntent): void {
    if (!this.busy) this.dispatchEvent(gameActionEvent(intent));
  }

  private who(seat: string): string {
    return seatName(seat, this.seat, this.names);
  }

  override render(): TemplateResult | typeof nothing {
    const s = this.state;
    if (!s) return nothing;
    const w = this.windowNow(s);
    const n = notesOf(this.notes);
    const events = pregameEvents(this.log);
    return html`<div class="panel" data-testid="trials-pregame" data-phase=${s.phase}>
      <h2>Before round 1</h2>
      ${this.renderSeats(s)}
      <p role="status" aria-live="polite" data-testid="pregame-hint">${this.hint(s, w)}</p>
      ${this.renderPhase(s, w, n)}
      ${
        events.length > 0
          ? html`<h3 id="events-h">What happened</h3>
              <ol class="events" data-testid="pregame-log" aria-labelledby="events-h">
                ${events.map((e) => html`<li>${eventLine(e, this.seat, this.names)}</li>`)}
              </ol>`
          : nothing
      }
    </div>`;
  }

  private renderPhase(s: MatchState, w: string | null, n: Notes): TemplateResult {
    const me = this.seat as keyof MatchState['decks'];
    switch (s.phase) {
      case 'deck-order':
        return s.decks[me] === undefined
          ? html`<trials-deck-choice
              ?reduced-motion=${this.reducedMotion}
              .decks=${this.decks}
              .canCommit=${w === 'deck-order'}
              .busy=${this.busy}
              .waiting=${this.commitLater(s)}
            ></trials-deck-choice>`
          : this.renderOwnDeck(n);
      case 'avatar-reveal':
        return html`${this.renderReveal(s)}${this.renderOwnDeck(n)}`;
      case 'initiative-commit':
      case 'initiative-open':
        return html`${this.renderReveal(s)}${this.renderPreference(w, n)}`;
      case 'rps-commit':
      case 'rps-open':
        return html`${this.renderReveal(s)}${this.renderRps(s, w, n)}`;
      default:
        return html`${this.renderReveal(s)}${this.renderOutcome(s)}`;
    }
  }

  /** Each seat's progress: its deck, its Avatars. */
  private renderSeats(s: MatchState): TemplateResult {
    return html`<ul class="plain seats" aria-label="Players">
      ${s.seats.map((seat) => {
        const avatars = s.avatars[seat];
        const text = avatars
          ? avatars.map((id) => cardById(id)?.name ?? id).join(' and ')
          : s.decks[seat]
            ? 'deck committed (sealed)'
            : 'choosing a deck…';
        return html`<li data-testid="seat-progress" data-seat=${seat}>
          <strong>${this.who(seat)}</strong>: ${text}
        </li>`;
      })}
    </ul>`;
  }

  private hint(s: MatchState, w: string | null): string {
    if (this.busy) return 'Sending your choice…';
    const me = this.seat as keyof MatchState['decks'];
    if (s.phase === 'deck-order' && w === null && s.decks[me] === undefined)
      return `${awaitingWords(s, this.seat, this.names)} ${this.commitLater(s)}`;
    return awaitingWords(s, this.seat, this.names);
  }

  /** Why this seat cannot commit its deck yet, or ''. */
  private commitLater(s: MatchState): string {
    const x = matchWaiting(s);
    if (x.kind !== 'act' || x.seat === this.seat) return '';
    return `Choose yours meanwhile: you commit it once ${this.who(x.seat)} has.`;
  }

  /** This seat's deck as only it knows it (`notes.deck`), while it waits. */
  private renderOwnDeck(n: Notes): TemplateResult {
    if (!n.deck) return html``;
    const names = (ids: readonly string[]) => ids.map((id) => cardById(id)?.name ?? id);
    return html`<section class="box sealed" data-testid="pregame-notes" aria-labelledby="own-h">
      <h3 id="own-h">Your deck (only you see it)</h3>
      <p><strong>Avatars:</strong> ${names(n.deck.avatars).join(' and ')}</p>
      <ol class="deck" aria-label="Your deck, top first">
        ${names(n.deck.cards).map(
          (name, i) =>
            html`<li class=${i < OPENING_HAND ? 'hand' : ''}>
              ${name}${i < OPENING_HAND ? html` <span class="mark">· opening hand</span>` : nothing}
            </li>`,
        )}
      </ol>
    </section>`;
  }

  /** Both players' Avatars as they are opened. */
  private renderReveal(s: MatchState): TemplateResult {
    return html`<section data-testid="avatar-reveal" aria-labelledby="reveal-h">
      <h3 id="reveal-h">The Avatars</h3>
      ${s.seats.map((seat) => {
        const ids = s.avatars[seat];
        return html`<div class="box" data-seat=${seat}>
          <h4>${seat === this.seat ? 'Yours' : `${this.who(seat)}’s`}</h4>
          ${
            ids
              ? html`<div class="avatars">
                  ${ids.map((id) => {
                    const def = cardById(id);
                    return def
                      ? html`<trials-card
                          .card=${def}
                          size="compact"
                          data-avatar=${id}
                          ?reduced-motion=${this.reducedMotion}
                        ></trials-card>`
                      : html`<p>${id}</p>`;
                  })}
                </div>`
              : html`<p class="muted">Not shown yet.</p>`
          }
        </div>`;
      })}
    </section>`;
  }

  private renderPreference(w: string | null, n: Notes): TemplateResult {
    return html`<section aria-labelledby="pref-h" data-testid="initiative">
      <h3 id="pref-h">Who takes the first turn?</h3>
      <p>
        The player with initiative takes the first turn of each round and breaks ties. Choose in
        secret; if you both want the same, rock, paper, scissors decides.
      </p>
      ${
        w === 'initiative-commit'
          ? html`<div class="choices" role="group" aria-labelledby="pref-h">
              ${PREFERENCES.map(
                (p) =>
                  html`<button
                    type="button"
                    class="primary"
                    data-testid="initiative-choose"
                    data-choice=${p}
                    ?disabled=${this.busy}
                    @click=${() => this.ask({ intent: 'initiative', choice: p })}
                  >
                    ${capital(PREFERENCE_WORDS[p] ?? p)}
                  </button>`,
              )}
            </div>`
          : n.preference
            ? html`<p class="box sealed" data-testid="own-choice">
                Your choice (sealed until both have chosen):
                ${PREFERENCE_WORDS[n.preference] ?? n.preference}.
              </p>`
            : nothing
      }
    </section>`;
  }

  private renderRps(s: MatchState, w: string | null, n: Notes): TemplateResult {
    const round = s.rps?.round ?? 1;
    return html`<section aria-labelledby="rps-h" data-testid="rps">
      <h3 id="rps-h">Rock, paper, scissors · round ${round}</h3>
      <p>You both asked for the same; the winner gets it, the other takes the other choice.</p>
      ${this.renderOutcome(s)}
      ${
        w === 'rps-commit'
          ? html`<div class="choices" role="group" aria-label="Your throw">
              ${THROWS.map(
                (t) =>
                  html`<button
                    type="button"
                    class="primary"
                    data-testid="rps-choose"
                    data-throw=${t}
                    ?disabled=${this.busy}
                    @click=${() => this.ask({ intent: 'rps', choice: t })}
                  >
                    ${THROW_WORDS[t] ?? t}
                  </button>`,
              )}
            </div>`
          : n.rps
            ? html`<p class="box sealed" data-testid="own-choice">
                Your throw (sealed until both have thrown): ${THROW_WORDS[n.rps] ?? n.rps}.
              </p>`
            : nothing
      }
    </section>`;
  }

  /** The latest result of the initiative choice, in words (the module's event line). */
  private renderOutcome(s: MatchState): TemplateResult {
    const events = pregameEvents(this.log).filter(
      (e) => e.type === 'preferences' || e.type === 'rps' || e.type === 'initiative',
    );
    const last = events[events.length - 1];
    const words =
      s.initiative !== null
        ? `${eventLine({ type: 'initiative', seat: s.initiative }, this.seat, this.names)} ${
            s.initiative === this.seat
              ? 'You take the first turn.'
              : `${this.who(s.initiative)} takes the first turn.`
          }`
        : last
          ? eventLine(last, this.seat, this.names)
          : '';
    return words ? html`<p class="outcome" data-testid="pregame-outcome">${words}</p>` : html``;
  }
}

function capital(words: string): string {
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

declare global {
  interface HTMLElementTagNameMap {
    'trials-pregame': TrialsPregame;
  }
}
