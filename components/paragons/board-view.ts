/**
 * The Game Phase screen of one seat: both 4x2 boards (the opponent's mirrored), both hands (the
 * opponent's as backs), Hidden piles, the Mercenary Pool with deck counts, player panels, the
 * chain, prompts (mulligan, defend, react, retarget) with a countdown, the End turn / Pass bar, the
 * full list of legal moves, and the game log. The seat's hand sits right under its own board, above
 * its panel, with the prompt and the action bar (End turn / Pass, the seat's mana) between the hand
 * and the panel, in the page's flow: nothing sticky covers a player panel, and a prompt is kept in
 * view as it appears (docs/ui.md, "Prompts"). It is given the seat's view and the engine's legal
 * actions and emits `board-action` {action}: it never decides what is legal.
 *
 * Targeting, both ways (./targeting.ts): select a hand card, Hidden card or own
 * mercenary → its target spaces / player panels light up → click (or drop on) one. Everything a
 * selection can do is also listed as buttons (`action-option`), so every move is keyboard-reachable.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { theme } from '../theme.ts';
import type { MercStats, SeatNames } from './display.ts';
import './parley-board.ts';
import './parley-hand.ts';
import './parley-hidden-pile.ts';
import './parley-pool.ts';
import './parley-chain.ts';
import '../parley-prompt.ts';
import '../parley-game-log.ts';
import './parley-player-panel.ts';
import './parley-card.ts';
import { multisetSize } from '../../src/engine/index.ts';
import { recruitPrice } from '../../src/games/paragons/carddb.ts';
import { cardSetByHash } from '../../src/games/paragons/cards/index.ts';
import { rulesOf } from '../../src/games/paragons/match/games.ts';
import type { MatchAction, MatchEvent, MatchState } from '../../src/games/paragons/match/types.ts';
import { threshold } from '../../src/games/paragons/runtime.ts';
import { healthOf, keywordNames, statsOf } from '../../src/games/paragons/stats.ts';
import { other, type GameState, type PSeat, type Space } from '../../src/games/paragons/types.ts';
import { isDecline } from '../../src/games/paragons/module/automation.ts';
import { describeAction, logLine } from '../../src/games/paragons/module/words.ts';
import { awaitingWords } from '../../src/games/paragons/module/status.ts';
import { windowOf } from './moves.ts';
import { renderMoves, renderPrompt } from './board-controls.ts';
import { actionable, aimedAt, candidates, targetsOf, type Selection } from './targeting.ts';
import type { parseDragSource } from './events.ts';
import { gameActionEvent } from '../game-table.ts';

function mercStats(s: MatchState, seat: PSeat): (MercStats | null)[] {
  const g = s.game!;
  const db = rulesOf(g.cardSet).db;
  return g.players[seat].board.map((m, idx) => {
    if (!m) return null;
    const st = statsOf(db, g, seat, idx);
    return {
      attack: st.attack,
      health: healthOf(db, g, seat, idx),
      maxHealth: st.maxHealth,
      keywords: keywordNames(st.kw),
    };
  });
}

/** See the module comment. */
@customElement('parley-board-view')
export class ParleyBoardView extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .layout {
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(14rem, 20rem);
        gap: var(--p-gap);
      }
      .main,
      .side {
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
        min-width: 0;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
        align-items: flex-start;
      }
      .row > * {
        flex: 1 1 12rem;
        min-width: 0;
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
        align-items: center;
        padding: var(--p-gap);
        background: var(--p-surface);
        border: 1px solid var(--p-line);
        border-radius: var(--p-radius);
        z-index: 2;
      }
      .bar .mana {
        font-weight: 600;
        color: var(--p-fg);
        white-space: nowrap;
      }
      .bar .hint {
        flex: 1;
        color: var(--p-muted);
        min-width: 10rem;
      }
      .menu {
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
      }
      details ul {
        list-style: none;
        margin: var(--p-gap) 0 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
        max-height: 16rem;
        overflow: auto;
      }
      details button {
        width: 100%;
        text-align: left;
      }
      @media (max-width: 820px) {
        .layout {
          grid-template-columns: minmax(0, 1fr);
        }
      }
    `,
  ];

  /** The seat's view of the match (phase `game`). */
  @property({ attribute: false }) state: MatchState | null = null;
  /** The seat this screen plays. */
  @property() seat: PSeat = 'A';
  @property({ attribute: false }) names: SeatNames = {};
  /** The engine's legal actions of the seat now (empty when it is not its move). */
  @property({ attribute: false }) legal: readonly MatchAction[] = [];
  @property({ attribute: false }) log: readonly MatchEvent[] = [];
  /** True while the seat's last move is being sent (controls are disabled). */
  @property({ type: Boolean }) busy = false;
  /** Deadline of the current prompt (epoch ms), or null. */
  @property({ attribute: false }) deadline: number | null = null;
  @property({ type: Boolean, attribute: 'reduced-motion' }) reducedMotion = false;

  @state() private sel: Selection | null = null;
  @state() private redraw: string[] = [];
  /** Several actions aim at the clicked target: the menu shows only those. */
  @state() private only: { player: PSeat; space: Space | null } | null = null;

  /**
   * A prompt is kept in view as it appears and changes (a new window, other options), with the
   * bar under it, so the answer it needs is seen without scrolling (docs/ui.md, "Prompts"). The
   * page scrolls only when the prompt is not wholly on screen.
   */
  protected override updated(changed: Map<string, unknown>): void {
    if (changed.has('legal') || changed.has('state')) void this.keepPromptInView();
  }

  private async keepPromptInView(): Promise<void> {
    const prompt = this.renderRoot.querySelector<HTMLElement>('[data-prompt]');
    if (!prompt) return;
    // Measured once the prompt element itself has rendered its options.
    await (prompt as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
    if (!prompt.isConnected) return;
    const bar = this.renderRoot.querySelector<HTMLElement>('.bar');
    const top = prompt.getBoundingClientRect().top;
    const bottom = (bar ?? prompt).getBoundingClientRect().bottom;
    if (top >= 0 && bottom <= window.innerHeight) return;
    // The prompt and the bar under it at the bottom of the screen; the prompt's top first when
    // both do not fit.
    (bar ?? prompt).scrollIntoView({ block: 'end' });
    if (prompt.getBoundingClientRect().top < 0) prompt.scrollIntoView({ block: 'start' });
    // Focus never stays on something the scroll took out of view: it moves to the prompt.
    const focused = (this.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    if (focused && !prompt.contains(focused)) {
      const box = focused.getBoundingClientRect();
      const target =
        prompt.querySelector<HTMLElement>('parley-prompt, button:not([disabled])') ?? prompt;
      if (box.bottom <= 0 || box.top >= window.innerHeight) target.focus();
    }
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('legal') || changed.has('state')) {
      const still = candidates(this.legal, this.sel).length > 0;
      if (!still) {
        this.sel = null;
        this.only = null;
      }
      if (this.state && windowOf(this.state, this.seat) !== 'mulligan') this.redraw = [];
    }
  }

  private emitAction(action: MatchAction): void {
    this.sel = null;
    this.only = null;
    this.redraw = [];
    this.dispatchEvent(gameActionEvent(action));
  }

  private select(sel: Selection | null): void {
    const same = sel && this.sel && JSON.stringify(sel) === JSON.stringify(this.sel) ? null : sel;
    this.sel = same && candidates(this.legal, same).length > 0 ? same : null;
    this.only = null;
  }

  private aim(player: PSeat, space: Space | null): void {
    const acts = candidates(this.legal, this.sel);
    const hits = aimedAt(acts, this.seat, player, space);
    if (hits.length === 1) this.emitAction(hits[0]!);
    else if (hits.length > 1) this.only = { player, space };
    else if (space && player === this.seat) this.select({ from: 'board', space });
  }

  private onSpace(e: CustomEvent<{ seat: PSeat; space: Space }>): void {
    const { seat, space } = e.detail;
    if (this.sel) this.aim(seat, space);
    else if (seat === this.seat) this.select({ from: 'board', space });
  }

  private onDrop(e: CustomEvent<{ seat: PSeat; space: Space; source: unknown }>): void {
    const src = e.detail.source as ReturnType<typeof parseDragSource>;
    if (!src) return;
    this.sel = src.from === 'board' ? { from: 'board', space: src.space } : src;
    this.aim(e.detail.seat, e.detail.space);
  }

  private onHand(e: CustomEvent<{ handle: string }>): void {
    if (this.state && windowOf(this.state, this.seat) === 'mulligan') {
      const h = e.detail.handle;
      this.redraw = this.redraw.includes(h)
        ? this.redraw.filter((x) => x !== h)
        : [...this.redraw, h];
      return;
    }
    this.select({ from: 'hand', handle: e.detail.handle });
  }

  private selectionActions(): MatchAction[] {
    const acts = candidates(this.legal, this.sel);
    const only = this.only;
    return only ? aimedAt(acts, this.seat, only.player, only.space) : acts;
  }

  override render() {
    const s = this.state;
    if (!s?.game) return html`<p>Waiting for the game…</p>`;
    const g = s.game;
    const me = this.seat;
    const opp = other(me);
    const sel = candidates(this.legal, this.sel);
    const t = targetsOf(sel, me);
    const able = actionable(this.legal);
    const hidden = g.players[me].hidden;
    const panel = (seat: PSeat) => {
      const p = g.players[seat];
      return html`<parley-player-panel
        data-testid=${seat === me ? 'panel-mine' : 'panel-opponent'}
        data-player-panel
        data-life=${p.life}
        data-mana=${p.mana}
        .seat=${seat}
        .name=${this.names[seat] ?? seat}
        .cls=${p.class}
        .mine=${seat === me}
        .life=${p.life}
        .mana=${p.mana}
        .threshold=${threshold(g)}
        .round=${g.round}
        .active=${g.turn === seat}
        .priority=${g.chain.length > 0 && g.priority === seat}
        .deckCount=${p.deck.size}
        .handCount=${p.hand.length}
        .hiddenCount=${p.hidden.length}
        .discardCount=${p.discard.length}
        .targetable=${t.players.includes(seat)}
        ?reduced-motion=${this.reducedMotion}
        @player-select=${() => this.aim(seat, null)}
      ></parley-player-panel>`;
    };
    const board = (seat: PSeat) =>
      html`<parley-board
        data-testid=${seat === me ? 'board-mine' : 'board-opponent'}
        .seat=${seat}
        .opponent=${seat !== me}
        .name=${this.names[seat] ?? seat}
        .board=${g.players[seat].board}
        .enchantments=${g.players[seat].enchantments}
        .stats=${mercStats(s, seat)}
        .targets=${t.spaces[seat]}
        .selected=${seat === me && this.sel?.from === 'board' ? this.sel.space : null}
        .dragSpaces=${seat === me ? able.board : []}
        ?reduced-motion=${this.reducedMotion}
        @space-select=${this.onSpace}
        @card-drop=${this.onDrop}
      ></parley-board>`;
    const prices: Record<string, number> = {};
    const set = cardSetByHash(g.cardSet);
    for (const id of g.pool) {
      const c = set.cardById(id);
      if (c) prices[id] = recruitPrice(c);
    }
    const recruitable = this.legal.flatMap((a) => (a.type === 'recruit' ? [a.card] : []));
    return html`<div class="layout">
        <div class="main">
          <div class="row">
            ${panel(opp)}
            <parley-hand
              data-testid="hand-opponent"
              opponent
              .count=${g.players[opp].hand.length}
              .name=${this.names[opp] ?? opp}
            ></parley-hand>
            <parley-hidden-pile
              opponent
              .count=${g.players[opp].hidden.length}
              .name=${this.names[opp] ?? opp}
            ></parley-hidden-pile>
          </div>
          ${board(opp)} ${board(me)}
          <parley-hand
            data-testid="hand-mine"
            .cards=${g.players[me].hand}
            .count=${g.players[me].hand.length}
            .playable=${windowOf(s, me) === 'mulligan' ? g.players[me].hand.map((x) => x.h) : able.hand}
            .selected=${this.sel?.from === 'hand' ? this.sel.handle : (this.redraw[0] ?? null)}
            .name=${this.names[me] ?? me}
            ?reduced-motion=${this.reducedMotion}
            @card-select=${this.onHand}
          ></parley-hand>
          ${renderPrompt({
            state: s,
            seat: this.seat,
            legal: this.legal,
            redraw: this.redraw,
            deadline: this.deadline,
            reducedMotion: this.reducedMotion,
            emit: (a) => this.emitAction(a),
          })}
          ${this.renderBar(s, g)}
          <div class="row">
            ${panel(me)}
            <parley-hidden-pile
              data-testid="hidden-mine"
              .cards=${hidden}
              .count=${hidden.length}
              .revealable=${able.hidden}
              .selected=${this.sel?.from === 'hidden' ? this.sel.handle : null}
              .name=${this.names[me] ?? me}
              @hidden-select=${(e: CustomEvent<{ handle: string }>) =>
                this.select({ from: 'hidden', handle: e.detail.handle })}
            ></parley-hidden-pile>
          </div>
        </div>
        <div class="side">
          <parley-chain
            .chain=${g.chain}
            .viewer=${me}
            .names=${this.names}
            .boards=${{ A: g.players.A.board, B: g.players.B.board }}
          ></parley-chain>
          <parley-pool
            .pool=${g.pool}
            .prices=${prices}
            .recruitable=${recruitable}
            .neutralCount=${multisetSize(g.poolDeck)}
            .deckCounts=${{ A: g.players.A.deck.size, B: g.players.B.deck.size }}
            .viewer=${me}
            .names=${this.names}
            @recruit=${(e: CustomEvent<{ cardId: string }>) => {
              const a = this.legal.find((x) => x.type === 'recruit' && x.card === e.detail.cardId);
              if (a) this.emitAction(a);
            }}
          ></parley-pool>
          <parley-game-log
            data-testid="game-log"
            .lines=${this.log.map((e) => logLine(e, me, this.names))}
          ></parley-game-log>
        </div>
      </div>
    </div>`;
  }

  /** The sticky action bar: the seat's mana, a hint, the selection's choices, pass / end turn. */
  private renderBar(s: MatchState, g: GameState) {
    const end = this.legal.find((a) => a.type === 'endTurn');
    const pass = this.legal.find((a) => a.type === 'pass');
    const menu = this.selectionActions();
    const mine = this.legal.length > 0;
    // What is awaited, named as the decision it is (the module's words: a mulligan, a defence…).
    const hint = this.busy
      ? 'Sending…'
      : mine && this.sel
        ? 'Choose a highlighted target, or one of these:'
        : mine && this.legal.every(isDecline)
          ? 'Nothing to respond with.'
          : awaitingWords(s, this.seat, this.names);
    return html`<div class="bar" role="toolbar" aria-label="Your actions" data-sticky-bar>
      <span class="mana" data-testid="bar-mana" title="Your mana: total / Mana Threshold"
        >Mana ${g.players[this.seat].mana}/${threshold(g)}</span
      >
      <span class="hint" aria-live="polite" tabindex="-1" data-focus-rest>${hint}</span>
      ${
        menu.length > 0
          ? html`<div class="menu" data-testid="action-menu" role="group" aria-label="Choices">
              ${menu.map(
                (a) =>
                  html`<button
                    type="button"
                    data-testid="action-option"
                    ?disabled=${this.busy}
                    @click=${() => this.emitAction(a)}
                  >
                    ${describeAction(s, a, this.seat)}
                  </button>`,
              )}
              <button type="button" @click=${() => this.select(null)}>Cancel</button>
            </div>`
          : nothing
      }
      ${
        pass
          ? html`<button
              type="button"
              data-testid="pass"
              ?disabled=${this.busy}
              @click=${() => this.emitAction(pass)}
            >
              Pass
            </button>`
          : nothing
      }
      ${
        end
          ? html`<button
              type="button"
              class="primary"
              data-testid="end-turn"
              ?disabled=${this.busy}
              @click=${() => this.emitAction(end)}
            >
              End turn
            </button>`
          : nothing
      }
      ${mine ? renderMoves(s, this.legal, this.seat, this.busy, (a) => this.emitAction(a)) : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-board-view': ParleyBoardView;
  }
}
