/**
 * `<authority-board>`: one seat's view of an Authority game (rulebook: "Game board", "Gameplay"):
 * each player's Monarch (HP of 40), deck, discard and hand counts, general zone and defence pyramid
 * with numbered rows; the market of 6 with costs, the market deck count and the generals; the
 * viewer's hand, each unit with its power, cost and ability text and the commands it may get;
 * the prompt of the window the game is in (strike, ability choice, market removal); the commands
 * given this turn; and the log, its last line spoken (aria-live).
 *
 * Properties in (the game-table contract, components/game-table.ts): the seat's view, the seat,
 * the names, the engine's legal actions, the log, busy and the deadline. Out: one `game-action`
 * event per choice, whose detail is one of the legal actions as given. It never decides what is
 * legal; the numbers it shows beside them (defender power, the row a defender would take, prices)
 * come from the engine's own functions.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { theme } from '../theme.ts';
import { PromptInView } from '../prompt-in-view.ts';
import { gameActionEvent } from '../game-table.ts';
import type { SeatNames } from '../../src/engine/module.ts';
import { multisetSize } from '../../src/engine/index.ts';
import { freePlace } from '../../src/games/authority/board.ts';
import { CARD_DB } from '../../src/games/authority/carddb.ts';
import { START_HP } from '../../src/games/authority/setup.ts';
import { defencePower, priceOf } from '../../src/games/authority/power.ts';
import type { MatchAction, MatchEvent, MatchState } from '../../src/games/authority/match/types.ts';
import type { GameState, Player } from '../../src/games/authority/types.ts';
import { authorityFace, cardBack, cardFace, cardStyles } from './card-face.ts';
import { CardDetailHost, CardInspector } from '../parley-card-detail.ts';
import { boardStyles } from './board-styles.ts';
import { renderPrompt } from './board-prompt.ts';
import { awaitingWords, endingWords } from '../../src/games/authority/module/status.ts';
import {
  commandsThisTurn,
  controlsOf,
  defendRows,
  givenWords,
  labelInName,
  type Controls,
} from './controls.ts';
import { placeKey, type PlaceSelect } from './authority-pyramid.ts';
import './authority-pyramid.ts';
import '../parley-game-log.ts';
import {
  actionLabel,
  cardDef,
  cardName,
  eventLine,
  factionName,
  isEmphasis,
  seatName,
  whose,
} from '../../src/games/authority/module/words.ts';

/** What a click on a pyramid place asks for: one legal action, and its words. */
interface PlaceTarget {
  readonly action: unknown;
  readonly words: string;
}

/** See the module comment. */
@customElement('authority-board')
export class AuthorityBoard extends LitElement {
  static override styles = [theme, cardStyles, boardStyles];

  /** The seat's view of the match (phase `game` or `over`). */
  @property({ attribute: false }) state: MatchState | null = null;
  @property() seat = 'A';
  @property({ attribute: false }) names: SeatNames = {};
  @property({ attribute: false }) legal: readonly unknown[] = [];
  @property({ attribute: false }) log: readonly unknown[] = [];
  @property({ type: Boolean }) busy = false;
  @property({ attribute: false }) deadline: number | null = null;
  @property({ type: Boolean, attribute: 'reduced-motion' }) reducedMotion = false;

  /** Seconds left to the deadline (null: none), ticked while connected. */
  @state() private left: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  /**
   * Tap, long press, right-click or `i` on a card (a face, a unit of the pyramid) sends
   * `card-inspect`, and the board shows the card's detail view (components/parley-card-detail.ts).
   */
  protected readonly inspector = new CardInspector(this, (cardId) =>
    this.dispatchEvent(
      new CustomEvent('card-inspect', {
        detail: { cardId },
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    ),
  );
  private readonly details = new CardDetailHost(this, (id) => authorityFace(id));

  override connectedCallback(): void {
    super.connectedCallback();
    this.timer = setInterval(() => this.tick(), 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('deadline')) this.tick();
  }

  /** Brings the prompt into view when a decision opens (a new prompt, or a new position). */
  private readonly inView = new PromptInView();

  override updated(): void {
    const prompt = this.renderRoot.querySelector<HTMLElement>('section.prompt');
    this.inView.update(prompt, prompt?.dataset.testid ?? null, this.state);
  }

  private tick(): void {
    this.left =
      this.deadline === null ? null : Math.max(0, Math.ceil((this.deadline - Date.now()) / 1000));
  }

  private ask(action: unknown): void {
    if (this.busy) return;
    this.dispatchEvent(gameActionEvent(action));
  }

  private words(a: unknown): string {
    const g = this.state?.game ?? null;
    return actionLabel(g, a as MatchAction, this.seat, this.names);
  }

  override render(): TemplateResult | typeof nothing {
    const s = this.state;
    const g = s?.game;
    if (!s || !g) return html`<p role="status">Waiting for the game to start…</p>`;
    const c = controlsOf(this.legal);
    const me = g.seats.includes(this.seat) ? this.seat : null;
    const others = g.seats.filter((x) => x !== me);
    const targets = this.placeTargets(c);
    return html`<div class="layout">
        <div class="main">
          ${this.renderStatus(s, g)}
          ${
            s.phase === 'over' || g.over
              ? html`<section class="prompt banner" data-testid="game-over" role="status">
                  ${this.outcome(s)}
                </section>`
              : renderPrompt({
                  g,
                  c,
                  busy: this.busy,
                  words: (a) => this.words(a),
                  ask: (a) => this.ask(a),
                })
          }
          ${others.map((seat) => this.renderPlayer(g, seat, false, targets.get(seat)))}
          ${me ? this.renderPlayer(g, me, true, targets.get(me)) : nothing}
          ${me ? this.renderHand(g, me, c) : nothing}
        </div>
        <div class="side">
          ${this.renderMarket(g, c)} ${me ? this.renderTurn(g, me) : nothing} ${this.renderLog()}
        </div>
      </div>
      ${this.details.render()}`;
  }

  /** Who acts and what is awaited, the clock, and the last event (both spoken when they change). */
  private renderStatus(s: MatchState, g: GameState): TemplateResult {
    const last = this.log.length > 0 ? this.log[this.log.length - 1] : null;
    const lastLine = last ? eventLine(last as MatchEvent, this.seat, this.names) : 'Nothing yet.';
    const active = g.turn.seat;
    let hint: string;
    if (s.phase === 'over' || g.over) hint = this.outcome(s);
    else if (this.busy) hint = 'Sending your move…';
    else hint = awaitingWords(s, this.seat, this.names);
    return html`<section class="status" aria-label="Status">
      <h2 class="sr-only">Authority</h2>
      <span class="turn" data-testid="turn"
        >Turn ${g.turn.number} · ${whose(active, this.seat, this.names)} turn</span
      >
      <span class="hint" data-testid="hint" role="status" aria-live="polite">${hint}</span>
      ${
        this.left !== null
          ? html`<span class="clock" data-testid="clock" data-countdown
              >${Math.floor(this.left / 60)}:${String(this.left % 60).padStart(2, '0')} left</span
            >`
          : nothing
      }
      <span class="last" data-testid="last-event" aria-live="polite">Last: ${lastLine}</span>
    </section>`;
  }

  /**
   * How the match ended, with why: the module's end words (src/games/authority/module/status.ts:
   * a Monarch at 0 HP, the turn limit, a concession), "You won: …" / "You lost: …".
   */
  private outcome(s: MatchState): string {
    const e = endingWords(s, this.seat, this.names);
    return e ? `${e.headline}: ${e.reason}` : 'The match is over.';
  }

  /** Places of each seat's pyramid that one legal strike or choice aims at: key → [action, words]. */
  private placeTargets(c: Controls): Map<string, Map<string, PlaceTarget>> {
    const out = new Map<string, Map<string, PlaceTarget>>();
    const add = (seat: string, row: number, pos: number, action: unknown) => {
      const m = out.get(seat) ?? new Map<string, PlaceTarget>();
      m.set(placeKey(row, pos), { action, words: this.words(action) });
      out.set(seat, m);
    };
    for (const list of c.rows.values())
      for (const a of list) if (a.at?.length === 1) add(a.foe, a.row!, a.at[0]!, a);
    for (const a of c.choices)
      if ('seat' in a.target) add(a.target.seat, a.target.row, a.target.pos, a);
    return out;
  }

  private renderPlayer(
    g: GameState,
    seat: string,
    mine: boolean,
    targets: Map<string, PlaceTarget> | undefined,
  ): TemplateResult {
    const p: Player = g.players[seat]!;
    const name = seatName(seat, this.seat, this.names);
    const powers = p.rows.map((r, row) =>
      r.map((d, pos) => (d ? defencePower(CARD_DB, g, seat, row, pos) : null)),
    );
    const labels = new Map<string, string>();
    for (const [k, v] of targets ?? []) labels.set(k, v.words);
    const onPlace = (e: CustomEvent<PlaceSelect>) => {
      const hit = targets?.get(placeKey(e.detail.row, e.detail.pos));
      if (hit) this.ask(hit.action);
    };
    const heading = mine ? 'You' : name;
    return html`<section
      class="player"
      data-testid=${mine ? 'player-mine' : 'player-opponent'}
      data-player-panel
      data-seat=${seat}
      aria-label=${`${heading}: Monarch and defence`}
    >
      <div class="info">
        <h3>
          ${heading} <span class="muted faction">· ${factionName(p.faction)}</span>
          ${g.turn.seat === seat ? html`<span class="to-play">to play</span>` : nothing}
        </h3>
        <div class="hp" data-testid="hp">
          <span>Monarch ${p.hp}/${START_HP} HP</span>
          <meter
            min="0"
            max=${START_HP}
            low="12"
            optimum=${START_HP}
            .value=${Math.max(0, p.hp)}
            aria-label=${`${whose(seat, this.seat, this.names)} Monarch’s health`}
          ></meter>
        </div>
        <ul class="counts" aria-label=${`${whose(seat, this.seat, this.names)} cards`}>
          <li data-testid="deck-count">Deck <strong>${p.deck.size}</strong></li>
          <li data-testid="discard-count">Discard <strong>${p.discard.length}</strong></li>
          <li data-testid="hand-count">Hand <strong>${p.hand.length}</strong></li>
          ${p.retired.length > 0 ? html`<li>Out of the game <strong>${p.retired.length}</strong></li>` : nothing}
        </ul>
        ${
          mine
            ? nothing
            : html`<ul
                class="backs"
                data-testid="hand-hidden"
                aria-label=${`${name}’s hand: ${p.hand.length} face-down cards`}
              >
                ${p.hand.map((slot) => cardBack(slot.h))}
              </ul>`
        }
        ${this.renderGeneral(seat, p)}
      </div>
      <div>
        <h4 class="sr-only">${whose(seat, this.seat, this.names)} defence</h4>
        <authority-pyramid
          data-testid=${mine ? 'pyramid-mine' : 'pyramid-opponent'}
          .rows=${p.rows}
          .powers=${powers}
          .ignored=${g.turn.ignored}
          .disabled=${g.turn.disabled}
          .targets=${labels}
          .mine=${mine}
          .owner=${mine ? 'Your' : `${name}’s`}
          .busy=${this.busy}
          @place-select=${onPlace}
        ></authority-pyramid>
      </div>
    </section>`;
  }

  private renderGeneral(seat: string, p: Player): TemplateResult {
    return html`<div class="zone" data-testid="general-zone">
      <strong>General zone</strong>
      ${
        p.general.length === 0
          ? html`<span class="muted"> empty</span>`
          : html`<ul aria-label=${`${whose(seat, this.seat, this.names)} general zone`}>
              ${p.general.map((x) => html`<li>${cardFace(x.card)}</li>`)}
            </ul>`
      }
    </div>`;
  }

  /** The market of 6, the market deck count, the removed units and the generals. */
  private renderMarket(g: GameState, c: Controls): TemplateResult {
    const me = this.seat;
    const price = (id: string) =>
      g.seats.includes(me) ? priceOf(CARD_DB, g, me, id) : (cardDef(id)?.cost ?? 0);
    const buy = (id: string) => {
      const a = c.buys.get(id);
      const cull = c.culls.find((x) => x.card === id);
      return html`${
        a
          ? html`<button
              type="button"
              class="primary"
              data-testid="buy"
              data-card=${id}
              ?disabled=${this.busy}
              aria-label=${labelInName(`Recruit for ${price(id)}`, `${this.words(a)} for ${price(id)} authority`)}
              @click=${() => this.ask(a)}
            >
              Recruit for ${price(id)}
            </button>`
          : nothing
      }${
        cull
          ? html`<button
              type="button"
              data-testid="cull"
              data-card=${id}
              ?disabled=${this.busy}
              aria-label=${labelInName('Remove from the market', cardName(id))}
              @click=${() => this.ask(cull)}
            >
              Remove from the market
            </button>`
          : nothing
      }`;
    };
    return html`<section data-testid="market" aria-labelledby="market-h">
      <h3 id="market-h">Market</h3>
      <ul class="counts">
        <li data-testid="market-deck-count">
          Market deck <strong>${multisetSize(g.marketDeck)}</strong>
        </li>
        <li>Removed <strong>${g.removed.length}</strong></li>
        ${
          g.seats.includes(me) && g.turn.seat === me
            ? html`<li data-testid="authority">
                Your authority <strong>${g.turn.authority}</strong>
              </li>`
            : nothing
        }
      </ul>
      <ul class="cards" data-testid="market-cards" aria-label=${`Market: ${g.market.length} units`}>
        ${g.market.map((id) => html`<li>${cardFace(id, { price: price(id), extra: buy(id) })}</li>`)}
      </ul>
      ${g.market.length === 0 ? html`<p class="muted">The market is empty.</p>` : nothing}
      <h4>Generals</h4>
      ${
        g.generals.length === 0
          ? html`<p class="muted">None left.</p>`
          : html`<ul class="cards" data-testid="generals" aria-label="Generals">
              ${g.generals.map((id) => html`<li>${cardFace(id, { price: price(id), extra: buy(id) })}</li>`)}
            </ul>`
      }
    </section>`;
  }

  /** The viewer's hand: each unit's face and the commands it may get now. */
  private renderHand(g: GameState, me: string, c: Controls): TemplateResult {
    const p = g.players[me]!;
    const known = p.hand.every((x) => x.id !== undefined);
    const free = freePlace(g, me);
    const label = (a: { type: string; card: string }) => {
      const power = cardDef(a.card)?.power ?? 0;
      switch (a.type) {
        case 'attack':
          return `Attack (${power})`;
        case 'defend':
          return free ? `Defend → row ${free.row}` : 'Defend';
        case 'recruit':
          return `Recruit +${power}`;
        case 'post':
          return 'To general zone';
        case 'ability':
          return 'Special (discard)';
        default:
          return 'Unmask a spy';
      }
    };
    return html`<section data-testid="hand" aria-labelledby="hand-h">
      <h3 id="hand-h">Your hand (${p.hand.length})</h3>
      <details class="help">
        <summary>How commands work</summary>
        <ul>
          <li>
            <strong>Attack</strong>: the unit deals its power as damage to the enemy’s front row
            (the outermost row with a defender that blocks), or to the Monarch when nothing blocks;
            then it goes to your discard pile.
          </li>
          <li>
            <strong>Defend</strong>: the unit takes the next free place of your pyramid (row 1
            first, then 2, then 3) and stays until it takes damage equal to its power.
          </li>
          <li>
            <strong>Recruit</strong>: the unit adds its power to your authority, spent this turn on
            units of the market or the generals.
          </li>
          <li>
            <strong>Special</strong>: a Discard ability used instead of the unit’s power; spies may
            go to your general zone.
          </li>
          <li>Units left without a command go to your discard pile when you end the phase.</li>
        </ul>
      </details>
      ${
        !known
          ? html`<ul class="backs">
              ${p.hand.map((slot) => cardBack(slot.h))}
            </ul>`
          : p.hand.length === 0
            ? html`<p class="muted">Empty.</p>`
            : html`<ul class="cards hand">
                ${p.hand.map((slot) => {
                  const acts = c.commands.get(slot.id!) ?? [];
                  const extra =
                    acts.length === 0
                      ? nothing
                      : html`<div
                          class="commands"
                          role="group"
                          aria-label=${`Commands for ${cardName(slot.id!)}`}
                        >
                          ${acts.map(
                            (a) =>
                              html`<button
                                type="button"
                                data-testid=${`cmd-${a.type}`}
                                data-card=${a.card}
                                ?disabled=${this.busy}
                                aria-label=${labelInName(
                                  a.type === 'unmask' ? this.words(a) : label(a),
                                  this.words(a) +
                                    (a.type === 'defend' && free ? ` (row ${free.row})` : ''),
                                )}
                                @click=${() => this.ask(a)}
                              >
                                ${a.type === 'unmask' ? this.words(a) : label(a)}
                              </button>`,
                          )}
                        </div>`;
                  return html`<li data-handle=${slot.h}>
                    ${cardFace(slot.id!, { extra, testid: 'hand-card' })}
                  </li>`;
                })}
              </ul>`
      }
      ${
        c.end
          ? html`<div class="options">
              <button
                type="button"
                class="primary"
                data-testid="end-phase"
                ?disabled=${this.busy}
                aria-label=${labelInName('End command phase', this.words(c.end))}
                @click=${() => this.ask(c.end)}
              >
                End command phase
              </button>
              ${
                c.end.hand.length > 0
                  ? html`<span class="muted">Units without a command go to the discard pile.</span>`
                  : nothing
              }
            </div>`
          : nothing
      }
    </section>`;
  }

  /** This turn: authority, and the command given to each unit (and none yet for those in hand). */
  private renderTurn(g: GameState, me: string): TemplateResult {
    const active = g.turn.seat;
    const given = commandsThisTurn(this.log, active);
    const rows = defendRows(g, active, given);
    const hand = active === me ? g.players[me]!.hand : [];
    return html`<section data-testid="this-turn" aria-labelledby="turn-h">
      <h3 id="turn-h">This turn: ${whose(active, this.seat, this.names)} commands</h3>
      <div>Authority: <strong>${g.turn.authority}</strong></div>
      ${
        given.length === 0 && hand.length === 0
          ? html`<p class="muted">No command given yet.</p>`
          : html`<ol class="turn">
              ${given.map(
                (x, i) =>
                  html`<li data-testid="given" data-command=${x.command}>
                    ${cardName(x.card)}: ${givenWords(x, rows[i] ?? null)}
                  </li>`,
              )}
              ${hand.map(
                (slot) =>
                  html`<li data-testid="undeclared" class="muted">
                    ${slot.id ? cardName(slot.id) : slot.h}: none yet (discarded if the phase ends)
                  </li>`,
              )}
            </ol>`
      }
    </section>`;
  }

  private renderLog(): TemplateResult {
    const lines = this.log.map((e) => {
      const ev = e as MatchEvent;
      return { text: eventLine(ev, this.seat, this.names), emphasis: isEmphasis(ev) };
    });
    return html`<section aria-labelledby="log-h">
      <h3 id="log-h">Log</h3>
      <parley-game-log data-testid="log" .lines=${lines} .limit=${60}></parley-game-log>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'authority-board': AuthorityBoard;
  }
}
