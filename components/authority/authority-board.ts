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
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { theme } from '../theme.ts';
import { gameActionEvent } from '../game-table.ts';
import type { SeatNames } from '../../src/engine/module.ts';
import { multisetSize } from '../../src/engine/index.ts';
import { freePlace } from '../../src/games/authority/board.ts';
import { CARD_DB } from '../../src/games/authority/carddb.ts';
import { START_HP } from '../../src/games/authority/setup.ts';
import {
  attackPower,
  defencePower,
  monarchDamage,
  priceOf,
} from '../../src/games/authority/power.ts';
import type { MatchAction, MatchEvent, MatchState } from '../../src/games/authority/match/types.ts';
import type { GameState, Player } from '../../src/games/authority/types.ts';
import { cardBack, cardFace, cardStyles } from './card-face.ts';
import { commandsThisTurn, controlsOf, type Controls, type GivenCommand } from './controls.ts';
import { placeKey, type PlaceSelect } from './authority-pyramid.ts';
import './authority-pyramid.ts';
import {
  actionLabel,
  cardDef,
  cardName,
  eventLine,
  factionName,
  isEmphasis,
  seatName,
  whose,
} from './words.ts';

/** What a click on a pyramid place asks for: one legal action, and its words. */
interface PlaceTarget {
  readonly action: unknown;
  readonly words: string;
}

/** The words of a given command (rulebook: attack, defend, recruit; spies; Discard abilities). */
function givenWords(c: GivenCommand, row: number | null): string {
  switch (c.command) {
    case 'attack':
      return c.amount === null
        ? 'attack (choosing where to strike)'
        : `attack: ${c.amount} damage to ${c.row === null ? 'the Monarch' : `row ${c.row}`}`;
    case 'defend':
      return row === null ? 'defend' : `defend on row ${row}`;
    case 'recruit':
      return `recruit: +${c.amount ?? cardDef(c.card)?.power ?? 0} authority`;
    case 'post':
      return 'to the general zone';
    case 'ability':
      return 'special: Discard ability';
    case 'unmask':
      return 'special: unmask a spy';
  }
}

/**
 * The rows the defend commands of `seat` this turn took: each one matched, newest first, to the
 * newest defender of its card not matched yet (defenders get increasing uids as they are placed).
 */
function defendRows(g: GameState, seat: string, given: readonly GivenCommand[]): (number | null)[] {
  const placed = (g.players[seat]?.rows ?? [])
    .flatMap((r, row) => r.flatMap((d) => (d ? [{ row, d }] : [])))
    .sort((a, b) => b.d.uid - a.d.uid);
  const used = new Set<number>();
  const out: (number | null)[] = given.map(() => null);
  for (let i = given.length - 1; i >= 0; i--) {
    const c = given[i]!;
    if (c.command !== 'defend') continue;
    const hit = placed.find((x) => x.d.card === c.card && !used.has(x.d.uid));
    if (hit) {
      used.add(hit.d.uid);
      out[i] = hit.row;
    }
  }
  return out;
}

/** See the module comment. */
@customElement('authority-board')
export class AuthorityBoard extends LitElement {
  static override styles = [
    theme,
    cardStyles,
    css`
      :host {
        display: block;
        min-width: 0;
      }
      .layout {
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(15rem, 21rem);
        gap: var(--p-gap);
        align-items: start;
      }
      .main,
      .side {
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
        min-width: 0;
      }
      section {
        background: var(--p-surface);
        border: 1px solid var(--p-line);
        border-radius: var(--p-radius);
        padding: 0.5rem;
        min-width: 0;
      }
      section.player {
        display: grid;
        grid-template-columns: minmax(11rem, 15rem) minmax(0, 1fr);
        gap: var(--p-gap);
      }
      .counts {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 0.75rem;
        margin: 0.25rem 0;
        padding: 0;
        list-style: none;
        font-size: 0.85rem;
      }
      .counts li strong {
        font-variant-numeric: tabular-nums;
      }
      h3 .faction {
        font-weight: 400;
        font-size: 0.85rem;
      }
      h3 .to-play {
        font-size: 0.75rem;
        padding: 0.05rem 0.4rem;
        border-radius: 999px;
        background: var(--p-accent);
        color: var(--p-accent-fg);
        white-space: nowrap;
      }
      ul.backs .back {
        width: 2rem;
        height: 2.7rem;
      }
      .hp {
        display: flex;
        align-items: center;
        gap: 0.4rem;
        font-weight: 650;
      }
      meter {
        flex: 1;
        min-width: 3rem;
      }
      .zone {
        margin-top: 0.35rem;
        font-size: 0.85rem;
      }
      .zone ul,
      ul.cards,
      ul.backs {
        list-style: none;
        margin: 0.25rem 0 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
      }
      ul.cards {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
      }
      ul.hand {
        grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
      }
      .muted {
        color: var(--p-muted);
      }
      .commands {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem;
        margin-top: 0.25rem;
      }
      .commands button,
      .card button {
        font-size: 0.8rem;
        padding: 0.2rem 0.45rem;
      }
      .status {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.3rem 0.8rem;
        background: var(--p-surface-2);
      }
      .status .hint {
        flex: 1 1 14rem;
        min-width: 0;
      }
      .status .clock {
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      .prompt {
        border-color: var(--p-accent);
      }
      .options {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        margin: 0.3rem 0;
      }
      .options button {
        text-align: left;
        max-width: 100%;
        white-space: normal;
      }
      .row-group {
        margin: 0.3rem 0;
      }
      .row-group h4 {
        margin: 0;
        font-size: 0.85rem;
      }
      ol.turn,
      ol.log {
        margin: 0.25rem 0 0;
        padding-left: 1.2rem;
        font-size: 0.85rem;
      }
      ol.log {
        max-height: 18rem;
        overflow-y: auto;
      }
      ol.log li.em {
        font-weight: 650;
      }
      details.help {
        font-size: 0.85rem;
        margin-bottom: 0.3rem;
      }
      details.help ul {
        margin: 0.25rem 0;
        padding-left: 1.1rem;
      }
      .banner {
        font-size: 1.1rem;
        font-weight: 650;
      }
      @media (max-width: 900px) {
        .layout {
          grid-template-columns: minmax(0, 1fr);
        }
      }
      @media (max-width: 560px) {
        section.player {
          grid-template-columns: minmax(0, 1fr);
          gap: 0.3rem;
        }
        .info {
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 0.2rem 0.6rem;
        }
        .info h3 {
          flex: 1 1 100%;
          margin: 0;
        }
        .info .hp {
          flex: 1 1 12rem;
        }
        .info .counts,
        .info .zone,
        .info ul.backs {
          margin: 0;
        }
        ul.cards,
        ul.hand {
          grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
        }
      }
    `,
  ];

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

  /** The prompt shown at the last update (its test id), to bring a new one into view once. */
  private shownPrompt: string | null = null;

  /** A prompt that has just appeared is scrolled into view, so an answer it needs is seen. */
  override updated(): void {
    const prompt = this.renderRoot.querySelector<HTMLElement>('section.prompt');
    const id = prompt?.dataset.testid ?? null;
    if (prompt && id !== this.shownPrompt) prompt.scrollIntoView({ block: 'nearest' });
    this.shownPrompt = id;
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
        ${this.renderStatus(s, g, c)}
        ${
          s.phase === 'over' || g.over
            ? html`<section class="prompt banner" data-testid="game-over" role="status">
                ${this.outcome(s, g)}
              </section>`
            : this.renderPrompt(g, c)
        }
        ${others.map((seat) => this.renderPlayer(g, seat, false, targets.get(seat)))}
        ${me ? this.renderPlayer(g, me, true, targets.get(me)) : nothing}
        ${me ? this.renderHand(g, me, c) : nothing}
      </div>
      <div class="side">
        ${this.renderMarket(g, c)} ${me ? this.renderTurn(g, me) : nothing} ${this.renderLog()}
      </div>
    </div>`;
  }

  /** Who acts and what is awaited, the clock, and the last event (both spoken when they change). */
  private renderStatus(s: MatchState, g: GameState, c: Controls): TemplateResult {
    const last = this.log.length > 0 ? this.log[this.log.length - 1] : null;
    const lastLine = last ? eventLine(last as MatchEvent, this.seat, this.names) : 'Nothing yet.';
    const active = g.turn.seat;
    let hint: string;
    if (s.phase === 'over' || g.over) hint = this.outcome(s, g);
    else if (this.busy) hint = 'Sending your move…';
    else if (this.legal.length === 0)
      hint = `Waiting for ${seatName(active, this.seat, this.names)}…`;
    else if (g.pending?.p === 'strike')
      hint = 'Your unit attacks: choose where it deals its damage.';
    else if (g.pending?.p === 'choose') hint = 'Your ability asks you to choose.';
    else if (g.pending?.p === 'cull') hint = 'You may remove one unit from the market.';
    else if (c.picks.length > 0) hint = 'Pick a faction.';
    else hint = 'Your command phase: give your units commands, recruit, then end the phase.';
    return html`<section class="status" aria-label="Status">
      <h2 class="sr-only">Authority</h2>
      <span class="turn" data-testid="turn"
        >Turn ${g.turn.number} · ${whose(active, this.seat, this.names)} turn</span
      >
      <span class="hint" data-testid="hint" role="status" aria-live="polite">${hint}</span>
      ${
        this.left !== null
          ? html`<span class="clock" data-testid="clock"
              >${Math.floor(this.left / 60)}:${String(this.left % 60).padStart(2, '0')} left</span
            >`
          : nothing
      }
      <span class="last" data-testid="last-event" aria-live="polite">Last: ${lastLine}</span>
    </section>`;
  }

  /**
   * How the match ended, with why (docs/rules/authority.md, decisions 25 and 26): a Monarch killed,
   * the turn limit (more HP wins, equal HP is a draw), or a concession.
   */
  private outcome(s: MatchState, g: GameState): string {
    const w = s.winner ?? g.winner;
    const won =
      w === this.seat ? 'You won' : w === null ? '' : `${seatName(w, this.seat, this.names)} won`;
    const dead = g.seats.find((x) => (g.players[x]?.hp ?? 1) <= 0);
    if (!g.over) return w === null ? 'The match is over.' : `${won}: the other player conceded.`;
    if (dead !== undefined) return `${won}: ${whose(dead, this.seat, this.names)} Monarch is dead.`;
    if (w === null) return 'The turn limit is reached with equal HP: a draw.';
    return `${won}: the turn limit is reached and ${w === this.seat ? 'your' : 'their'} Monarch has more HP.`;
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
              aria-label=${`${this.words(a)} for ${price(id)} authority`}
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
              aria-label=${this.words(cull)}
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
                                aria-label=${this.words(a) + (a.type === 'defend' && free ? ` (row ${free.row})` : '')}
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
                aria-label=${this.words(c.end)}
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

  /** The prompt of a strike, an ability's choice, the market removal, or anything else offered. */
  private renderPrompt(g: GameState, c: Controls): TemplateResult | typeof nothing {
    const option = (a: unknown, testid: string, text = this.words(a)) =>
      html`<button
        type="button"
        data-testid=${testid}
        ?disabled=${this.busy}
        @click=${() => this.ask(a)}
      >
        ${text}
      </button>`;
    const pend = g.pending;
    if (pend?.p === 'strike' && (c.monarch.length > 0 || c.rows.size > 0)) {
      const power = attackPower(CARD_DB, g, pend.seat, pend.uid, pend.card, false);
      return html`<section class="prompt" data-testid="strike-prompt" aria-labelledby="prompt-h">
        <h3 id="prompt-h">${cardName(pend.card)} attacks with power ${power}</h3>
        <p class="muted">
          Choose the Monarch, or a row and the defenders to hit in order (leftover damage does not
          carry to another row). You can also click a highlighted defender.
        </p>
        <div class="options">
          ${c.monarch.map((a) =>
            option(
              a,
              'strike-monarch',
              `${this.words(a)} (${monarchDamage(CARD_DB, g, pend.seat, pend.uid, pend.card, a.foe)} damage)`,
            ),
          )}
        </div>
        ${[...c.rows.entries()]
          .sort(([x], [y]) => y - x)
          .map(
            ([row, list]) =>
              html`<div class="row-group" role="group" aria-label=${`Row ${row}`}>
                <h4>Row ${row}</h4>
                <div class="options">
                  ${list.map(
                    (a) =>
                      html`<button
                        type="button"
                        data-testid="strike"
                        data-row=${row}
                        data-at=${a.at!.join(',')}
                        aria-label=${this.words(a)}
                        ?disabled=${this.busy}
                        @click=${() => this.ask(a)}
                      >
                        ${a.at!.map((pos) => cardName(g.players[a.foe]!.rows[row]![pos]!.card) + ` (place ${pos + 1})`).join(' → ')}
                      </button>`,
                  )}
                </div>
              </div>`,
          )}
      </section>`;
    }
    if (pend?.p === 'choose' && (c.choices.length > 0 || c.decline)) {
      const verb = {
        ignore: 'ignore',
        disable: 'disable',
        annihilate: 'annihilate',
        retire: 'retire',
      }[pend.effect];
      return html`<section class="prompt" data-testid="choose-prompt" aria-labelledby="prompt-h">
        <h3 id="prompt-h">${cardName(pend.source)}: choose what to ${verb}</h3>
        <p class="muted">${pend.left} ${pend.left === 1 ? 'pick' : 'picks'} left.</p>
        <div class="options">
          ${c.choices.map((a) => option(a, 'choose'))}
          ${c.decline ? option(c.decline, 'decline') : nothing}
        </div>
      </section>`;
    }
    if (c.culls.length > 0 || c.keep) {
      return html`<section class="prompt" data-testid="cull-prompt" aria-labelledby="prompt-h">
        <h3 id="prompt-h">Market removal</h3>
        <p>
          Your opponent recruited nothing last turn: you may remove one unit of the market from the
          game (a new one replaces it).
        </p>
        <div class="options">
          ${c.culls.map((a) => option(a, 'cull-option'))}
          ${c.keep ? option(c.keep, 'keep') : nothing}
        </div>
      </section>`;
    }
    if (c.other.length > 0) {
      return html`<section class="prompt" data-testid="other-prompt" aria-labelledby="prompt-h">
        <h3 id="prompt-h">Your choices</h3>
        <div class="options">${c.other.map((a) => option(a, 'other-action'))}</div>
      </section>`;
    }
    return nothing;
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
    const lines = this.log.slice(-60);
    return html`<section data-testid="log" aria-labelledby="log-h">
      <h3 id="log-h">Log</h3>
      <ol class="log">
        ${lines.map((e) => {
          const ev = e as MatchEvent;
          return html`<li class=${isEmphasis(ev) ? 'em' : ''}>
            ${eventLine(ev, this.seat, this.names)}
          </li>`;
        })}
      </ol>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'authority-board': AuthorityBoard;
  }
}
