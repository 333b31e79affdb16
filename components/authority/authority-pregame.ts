/**
 * `<authority-pregame>`: the steps of an Authority match before its first turn
 * (docs/rules/authority.md, decisions 1–3; rulebook: "Game setup > Market": "Each player chooses 1
 * faction"): every seat commits to a faction in secret, then the factions are opened; when both
 * chose the same one, rock-paper-scissors (committed and opened the same way, a tie repeats)
 * decides and the loser picks again from the factions nobody holds; then a fair coin names the
 * first player. Each faction is shown with its line, its generals and its market units, so a
 * first-time player knows what the choice means.
 *
 * Properties in: the seat's view of the match, the seat, the names, the legal actions (the faction
 * picks after a lost throw), the log (its lines shown, the newest spoken), busy, and `notes` (`{faction, rps}`: what this seat committed to and
 * has not opened yet). Out: `game-action` with an intent to commit to (`{intent: 'faction' |
 * 'rps', choice}`, made into the commitment with the seat's secrets by the module's
 * `automation.prepare`) or one of the legal actions as given.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { theme } from '../theme.ts';
import { gameActionEvent } from '../game-table.ts';
import type { JsonValue } from '../../protocol/canonical.ts';
import type { SeatNames } from '../../src/engine/module.ts';
import { FACTIONS, FACTION_CARDS } from '../../src/games/authority/cards/index.ts';
import type { FactionId } from '../../src/games/authority/cards/schema.ts';
import { matchWaiting } from '../../src/games/authority/match/match.ts';
import type { MatchEvent, MatchState } from '../../src/games/authority/match/types.ts';
import { controlsOf } from './controls.ts';
import type { AuthorityIntent } from '../../src/games/authority/module/automation.ts';
import {
  FACTION_LINES,
  RPS_WORDS,
  eventLine,
  factionName,
  seatName,
} from '../../src/games/authority/module/words.ts';

/** What the table asks for that needs the seat's secrets (the module's `automation.prepare`). */
export type { AuthorityIntent };

/** The three throws, in the order offered. */
const THROWS = ['rock', 'paper', 'scissors'] as const;

/** What this seat committed to and has not opened yet (`automation.notes`). */
interface Notes {
  readonly faction?: string | null;
  readonly rps?: string | null;
}

function notesOf(notes: JsonValue): Notes {
  return typeof notes === 'object' && notes !== null && !Array.isArray(notes)
    ? (notes as Notes)
    : {};
}

/** See the module comment. */
@customElement('authority-pregame')
export class AuthorityPregame extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        min-width: 0;
      }
      .panel {
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
      }
      ul.seats {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 1rem;
      }
      ul.factions {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
        gap: var(--p-gap);
      }
      .faction {
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
        padding: 0.6rem;
        border: 1px solid var(--p-line);
        border-radius: var(--p-radius);
        background: var(--p-surface-2);
        min-width: 0;
        overflow-wrap: anywhere;
      }
      .faction h3 {
        margin: 0;
      }
      .faction p {
        margin: 0;
        font-size: 0.85rem;
      }
      .faction.chosen {
        border-color: var(--p-accent);
      }
      ol.events {
        margin: 0;
        padding-left: 1.2rem;
      }
      .throws {
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
      }
      details.cards summary {
        cursor: pointer;
        font-size: 0.85rem;
      }
      /* A phone: the four factions two by two, their card lists folded, so the choice fits one
         screen (docs/ui.md, "Prompts"). */
      @media (max-width: 560px) {
        ul.factions {
          grid-template-columns: 1fr 1fr;
          gap: 0.4rem;
        }
        .faction {
          padding: 0.4rem;
          gap: 0.2rem;
        }
        .faction h3 {
          font-size: 0.95rem;
        }
        .faction p {
          font-size: 0.8rem;
        }
        .faction button {
          margin-top: auto;
          font-size: 0.85rem;
          padding: 0.3rem 0.4rem;
        }
      }
    `,
  ];

  /** Wider than a phone: the factions' card lists are shown unfolded. */
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

  @property({ attribute: false }) state: MatchState | null = null;
  @property() seat = 'A';
  @property({ attribute: false }) names: SeatNames = {};
  @property({ attribute: false }) legal: readonly unknown[] = [];
  @property({ type: Boolean }) busy = false;
  @property({ attribute: false }) notes: JsonValue = null;
  /** The match's events so far (factions opened, throws, the coin). */
  @property({ attribute: false }) log: readonly unknown[] = [];

  private ask(action: unknown): void {
    if (!this.busy) this.dispatchEvent(gameActionEvent(action));
  }

  /** The window this seat must act in now, or null. */
  private windowNow(s: MatchState): string | null {
    const w = matchWaiting(s);
    return w.kind === 'act' && w.seat === this.seat ? w.window : null;
  }

  override render(): TemplateResult | typeof nothing {
    const s = this.state;
    if (!s) return nothing;
    const w = this.windowNow(s);
    const n = notesOf(this.notes);
    return html`<div class="panel" data-testid="pregame" data-phase=${s.phase}>
      <h2>Before the first turn</h2>
      ${this.renderSeats(s)}
      <p role="status" aria-live="polite" data-testid="pregame-hint">${this.hint(s, w, n)}</p>
      ${
        this.log.length > 0
          ? html`<ol
              class="events"
              data-testid="pregame-log"
              aria-live="polite"
              aria-label="What happened"
            >
              ${this.log.map((e) => html`<li>${eventLine(e as MatchEvent, this.seat, this.names)}</li>`)}
            </ol>`
          : nothing
      }
      ${s.phase === 'rps-commit' || s.phase === 'rps-open' ? this.renderRps(s, w, n) : nothing}
      ${s.phase === 'faction-pick' ? this.renderPick(s) : nothing}
      ${s.phase === 'faction-commit' || s.phase === 'faction-open' ? this.renderFactions(w === 'faction-commit', n.faction ?? null, []) : nothing}
    </div>`;
  }

  /** Each seat's progress: choosing, chosen in secret, or its faction. */
  private renderSeats(s: MatchState): TemplateResult {
    return html`<ul class="seats" aria-label="Players">
      ${s.seats.map((seat) => {
        const name = seatName(seat, this.seat, this.names);
        const f = s.factions[seat];
        const text = f ? factionName(f) : s.commits[seat] ? 'has chosen (sealed)' : 'choosing…';
        return html`<li data-testid="seat-progress" data-seat=${seat}>
          <strong>${name}</strong>: ${text}
        </li>`;
      })}
    </ul>`;
  }

  private hint(s: MatchState, w: string | null, n: Notes): string {
    const waitingOn = (() => {
      const x = matchWaiting(s);
      return x.kind === 'act' ? seatName(x.seat, this.seat, this.names) : '';
    })();
    if (this.busy) return 'Sending your choice…';
    switch (s.phase) {
      case 'faction-commit':
        if (w) return 'Choose your faction. Your choice stays sealed until both have chosen.';
        return s.commits[this.seat]
          ? `Your choice (${factionName(n.faction ?? undefined)}) is sealed. Waiting for ${waitingOn}…`
          : `Waiting for ${waitingOn} to choose; then you choose, in secret.`;
      case 'faction-open':
        return 'Both have chosen: opening the choices…';
      case 'rps-commit':
        if (w)
          return 'You both chose the same faction: throw rock, paper or scissors. The loser picks another faction.';
        return s.rps?.commits[this.seat]
          ? `Your throw (${RPS_WORDS[n.rps ?? ''] ?? 'sealed'}) is sealed. Waiting for ${waitingOn}…`
          : `Both chose the same faction. Waiting for ${waitingOn} to throw; then you throw.`;
      case 'rps-open':
        return 'Opening the throws…';
      case 'faction-pick':
        return s.repick === this.seat
          ? 'You lost rock, paper, scissors: pick another faction.'
          : `${waitingOn} lost rock, paper, scissors and picks another faction.`;
      default:
        return '';
    }
  }

  private renderFactions(
    active: boolean,
    chosen: string | null,
    picks: readonly { action: unknown; faction: string }[],
  ): TemplateResult {
    const list = picks.length > 0 ? picks.map((p) => p.faction) : FACTIONS;
    const asking = active || picks.length > 0;
    return html`<ul
      class="factions"
      aria-label="Factions"
      data-prompt=${asking ? (picks.length > 0 ? 'faction-pick' : 'faction') : nothing}
    >
      ${list.map((f) => {
        const cards = FACTION_CARDS[f as FactionId] ?? [];
        const generals = cards.filter((c) => c.copies === 1).map((c) => c.name);
        const units = cards.filter((c) => c.copies > 1).map((c) => `${c.name} ×${c.copies}`);
        const pick = picks.find((p) => p.faction === f);
        const button =
          pick !== undefined
            ? html`<button
                type="button"
                class="primary"
                data-testid="faction-pick"
                data-faction=${f}
                ?disabled=${this.busy}
                @click=${() => this.ask(pick.action)}
              >
                Take ${factionName(f)}
              </button>`
            : active
              ? html`<button
                  type="button"
                  class="primary"
                  data-testid="faction-choose"
                  data-faction=${f}
                  ?disabled=${this.busy}
                  @click=${() => this.ask({ intent: 'faction', choice: f as FactionId } satisfies AuthorityIntent)}
                >
                  Choose ${factionName(f)}
                </button>`
              : nothing;
        return html`<li class="faction ${chosen === f ? 'chosen' : ''}" data-faction=${f}>
          <h3>${factionName(f)}</h3>
          <p>${FACTION_LINES[f as FactionId] ?? ''}</p>
          <details class="cards" ?open=${this.wide}>
            <summary>Cards</summary>
            <p><strong>Generals:</strong> ${generals.join(', ')}</p>
            <p><strong>Market units:</strong> ${units.join(', ')}</p>
          </details>
          ${button}
        </li>`;
      })}
    </ul>`;
  }

  private renderRps(s: MatchState, w: string | null, n: Notes): TemplateResult {
    const round = s.rps?.round ?? 1;
    return html`<section aria-labelledby="rps-h">
      <h3 id="rps-h">Rock, paper, scissors · round ${round}</h3>
      ${
        w === 'rps-commit'
          ? html`<div class="throws" role="group" aria-label="Your throw" data-prompt="rps">
              ${THROWS.map(
                (t) =>
                  html`<button
                    type="button"
                    class="primary"
                    data-testid="rps-choose"
                    data-throw=${t}
                    ?disabled=${this.busy}
                    @click=${() => this.ask({ intent: 'rps', choice: t } satisfies AuthorityIntent)}
                  >
                    ${RPS_WORDS[t]}
                  </button>`,
              )}
            </div>`
          : n.rps
            ? html`<p>Your throw: ${RPS_WORDS[n.rps] ?? n.rps}</p>`
            : nothing
      }
    </section>`;
  }

  private renderPick(s: MatchState): TemplateResult {
    const picks = controlsOf(this.legal).picks.map((a) => ({ action: a, faction: a.choice }));
    if (picks.length === 0) {
      const taken = s.seats.flatMap((x) => (s.factions[x] ? [factionName(s.factions[x])] : []));
      return html`<p class="muted">Taken: ${taken.join(', ')}.</p>`;
    }
    return this.renderFactions(false, null, picks);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'authority-pregame': AuthorityPregame;
  }
}
