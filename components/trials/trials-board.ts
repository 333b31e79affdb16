/**
 * `<trials-board>`: one seat's view of a game of *Paragon: Trials of the Chosen* in its Main Phase
 * (rulebook: "Round Sequence", "Turns and Actions", "Responding"; docs/ui.md, "Trials"): the round,
 * energy, initiative and turn (trials-status); the prompt (./board-prompt.ts); the opponent's side
 * and the seat's own (their Avatars with attachments, HP, shields, counters, ready or exhausted,
 * Fallen side: trials-avatar; hand, deck, discard and exile counts; the piles face up; the seat's
 * own deck in its order on demand); the stack and who holds priority (trials-stack); the seat's
 * hand face up; and the log (parley-game-log).
 *
 * Properties in (the game-table contract, components/game-table.ts): the seat's view, the seat,
 * the names, the engine's legal actions, the log, busy and the deadline; `db` is the card set the
 * rules use (the real one by default). Out: one `game-action` per decision, whose detail is one of
 * `legal` unchanged. The player narrows the legal actions click by click (./board-choices.ts):
 * what is offered is only ever what `legal` holds, so the board decides nothing about the rules.
 * The selector contract the tutorial and the end-to-end tests use is in docs/ui.md, "Trials".
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ParleyElement } from '../base.ts';
import { CardDetailHost, CardInspector } from '../parley-card-detail.ts';
import { gameActionEvent } from '../game-table.ts';
import { PromptInView } from '../prompt-in-view.ts';
import { theme } from '../theme.ts';
import type { SeatNames } from '../../src/engine/module.ts';
import { TRIALS_DB, cardDef, type CardDb } from '../../src/games/trials/carddb.ts';
import { TRIALS_REFERENCE } from '../../src/games/trials/reference.ts';
import type { CardDef } from '../../src/games/trials/cards/schema.ts';
import { matchWaiting } from '../../src/games/trials/match/match.ts';
import type { MatchAction, MatchEvent, MatchState } from '../../src/games/trials/match/types.ts';
import { awaitingWords, endingWords } from '../../src/games/trials/module/status.ts';
import { actionLabel, eventLine, isEmphasis } from '../../src/games/trials/module/words.ts';
import { isSeat, other, type TrialsState, type TSeat } from '../../src/games/trials/types.ts';
import { trialsCardStyles, trialsFace } from './card-face.ts';
import {
  HAND_KINDS,
  IN_PLAY_KINDS,
  narrow,
  offered,
  pick,
  sentOnPick,
  type Narrowed,
  type Step,
} from './board-choices.ts';
import { renderPrompt } from './board-prompt.ts';
import { boardStyles } from './board-styles.ts';
import { avatarViews, roundView, stackViews } from './board-view.ts';
import { renderHand, renderSide, type ZonesContext } from './board-zones.ts';
import type { AvatarView } from './view.ts';
import '../parley-game-log.ts';
import './trials-stack.ts';
import './trials-status.ts';

/** See the module comment. */
@customElement('trials-board')
export class TrialsBoard extends ParleyElement {
  static override styles = [theme, trialsCardStyles, boardStyles];

  /** The seat's view of the match (phase `game` or `over`). */
  @property({ attribute: false }) state: MatchState | null = null;
  @property() seat = 'A';
  @property({ attribute: false }) names: SeatNames = {};
  @property({ attribute: false }) legal: readonly unknown[] = [];
  @property({ attribute: false }) log: readonly unknown[] = [];
  @property({ type: Boolean }) busy = false;
  @property({ attribute: false }) deadline: number | null = null;
  /** The card set the rules use (the real set; tests give a scenario's). */
  @property({ attribute: false }) db: CardDb = TRIALS_DB;

  /** The steps chosen so far toward one legal action. */
  @state() private picks: readonly Step[] = [];
  @state() private deckOpen = false;
  /** Seconds left to the deadline (null: none), ticked while connected. */
  @state() private left: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Focus the prompt after the next render (a pick was made from the keyboard or a click). */
  private focusPrompt = false;
  private cardList: readonly CardDef[] = [];
  private cardListOf: CardDb | null = null;

  /**
   * A long press, right-click or `i` on a hand card sends `card-inspect`, and the board shows the
   * card's detail view with its glossary terms linked (components/parley-card-detail.ts).
   */
  protected readonly inspector = new CardInspector(this, (cardId) =>
    this.emit('card-inspect', { cardId }),
  );
  private readonly details = new CardDetailHost(this, (id) => {
    const def = cardDef(this.db, id);
    return def ? trialsFace(def, { reference: TRIALS_REFERENCE }) : null;
  });

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('data-testid')) this.setAttribute('data-testid', 'trials-board');
    this.timer = setInterval(() => this.tick(), 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('deadline')) this.tick();
    // A new position or new choices: what was being narrowed no longer applies.
    if (changed.has('legal') || changed.has('state')) this.picks = [];
  }

  /** Brings the prompt into view when a decision opens (a new window, or a new position). */
  private readonly inView = new PromptInView();

  override updated(): void {
    const prompt = this.renderRoot.querySelector<HTMLElement>('[data-testid="trials-prompt"]');
    this.inView.update(prompt, prompt?.dataset['prompt'] ?? null, this.state);
    if (!this.focusPrompt) return;
    this.focusPrompt = false;
    const root = this.renderRoot;
    const target =
      root.querySelector<HTMLElement>('.options button:not([data-action="cancel"])') ??
      root.querySelector<HTMLElement>('#prompt-h');
    target?.focus();
  }

  private tick(): void {
    this.left =
      this.deadline === null ? null : Math.max(0, Math.ceil((this.deadline - Date.now()) / 1000));
  }

  private get cards(): readonly CardDef[] {
    if (this.cardListOf !== this.db) {
      this.cardList = [...this.db.cards.values()];
      this.cardListOf = this.db;
    }
    return this.cardList;
  }

  private words(a: unknown): string {
    return actionLabel(this.state?.game ?? null, a as MatchAction, this.seat);
  }

  private ask(action: unknown): void {
    if (this.busy || !this.legal.includes(action)) return;
    this.picks = [];
    this.dispatchEvent(gameActionEvent(action));
  }

  /** The legal action taking `s` now sends at once (./board-choices.ts `sentOnPick`), if any. */
  private sends(s: Step): unknown {
    return sentOnPick(this.legal, this.picks, s);
  }

  /**
   * Takes step `s`: asks at once for the action a one-pick decision completes (a plain button, a
   * point of split damage; ./board-choices.ts), else narrows further. Nothing while busy: a
   * second click while a move is being sent sends nothing.
   */
  private choose(s: Step): void {
    if (this.busy) return;
    const a = this.sends(s);
    if (a !== undefined) {
      this.ask(a);
      return;
    }
    this.picks = pick(this.picks, s);
    // Cards to discard are picked one after another in the hand: the focus stays there.
    this.focusPrompt = s.kind !== 'discard';
  }

  private readonly onSelectCard = (e: CustomEvent<{ instance: string }>): void => {
    const n = narrow(this.legal, this.picks);
    const s = offered(n.next, e.detail.instance, IN_PLAY_KINDS);
    if (s) this.choose(s);
  };

  private readonly onHand = (h: string): void => {
    const n = narrow(this.legal, this.picks);
    const s =
      offered(n.next, h, HAND_KINDS) ??
      // a discard already chosen is chosen off again
      this.picks.find((p) => p.kind === 'discard' && p.id === h);
    if (s) this.choose(s);
  };

  override render(): TemplateResult {
    const s = this.state;
    const g = s?.game;
    if (!s || !g) return html`<p role="status">Waiting for the game to start…</p>`;
    const viewer: TSeat | null = isSeat(this.seat) ? this.seat : null;
    const over = s.phase === 'over' || g.phase === 'over';
    const w = matchWaiting(s);
    const mine = !over && w.kind === 'act' && w.seat === this.seat && this.legal.length > 0;
    const n = narrow(mine ? this.legal : [], this.picks);
    const top = viewer ? other(viewer) : 'B';
    const bottom = viewer ?? 'A';
    const zones = this.zones(g, viewer, n);
    return html`<div class="layout">
        <div class="main">
          <h2 class="sr-only">Trials of the Chosen</h2>
          <trials-status
            .status=${roundView(g)}
            .seats=${s.seats}
            .viewer=${viewer}
            .names=${this.names}
            ?reduced-motion=${this.reducedMotion}
          ></trials-status>
          ${renderPrompt({
            db: this.db,
            g,
            viewer: this.seat,
            awaiting: over ? this.outcome(s) : awaitingWords(s, this.seat, this.names),
            over,
            window: mine && w.kind === 'act' ? w.window : null,
            picks: this.picks,
            narrowed: n,
            busy: this.busy,
            left: this.left,
            words: (a) => this.words(a),
            sends: (x) => this.sends(x),
            choose: (x) => this.choose(x),
            confirm: (a) => this.ask(a),
            cancel: () => {
              this.picks = [];
              this.focusPrompt = true;
            },
          })}
          ${renderSide(zones, top)}
          <trials-stack
            data-testid="trials-stack"
            .items=${stackViews(this.db, g)}
            .priority=${g.priority}
            .viewer=${viewer}
            .names=${this.names}
            .cards=${this.cards}
            ?reduced-motion=${this.reducedMotion}
          ></trials-stack>
          ${renderSide(zones, bottom)} ${viewer ? renderHand(zones, viewer) : nothing}
        </div>
        <div class="aside">${this.renderLog()}</div>
      </div>
      ${this.details.render()}`;
  }

  private zones(g: TrialsState, viewer: TSeat | null, n: Narrowed): ZonesContext {
    // Cards in play are highlighted once a choice has started, or when a target is the first
    // step (a point of split damage in the split window).
    const inPlay = n.next.filter(
      (x) => IN_PLAY_KINDS.includes(x.kind) && (this.picks.length > 0 || x.kind === 'target'),
    );
    const views = new Map<TSeat, AvatarView[]>();
    const lastSource = [...this.picks].reverse().find((p) => p.kind === 'source');
    return {
      db: this.db,
      cards: this.cards,
      g,
      viewer,
      names: this.names,
      busy: this.busy,
      reducedMotion: this.reducedMotion,
      targets: inPlay.map((x) => x.id),
      selected: lastSource?.id ?? null,
      handOffered: new Set(n.next.filter((x) => HAND_KINDS.includes(x.kind)).map((x) => x.id)),
      handChosen: new Set(this.picks.filter((x) => HAND_KINDS.includes(x.kind)).map((x) => x.id)),
      deckOpen: this.deckOpen,
      avatars: (seat) => {
        let v = views.get(seat);
        if (!v) views.set(seat, (v = avatarViews(this.db, g, seat)));
        return v;
      },
      onSelectCard: this.onSelectCard,
      onHand: this.onHand,
      toggleDeck: () => {
        this.deckOpen = !this.deckOpen;
      },
    };
  }

  /** How the match ended, with why (the module's end words). */
  private outcome(s: MatchState): string {
    const e = endingWords(s, this.seat, this.names);
    return e ? `${e.headline}: ${e.reason}` : 'The game is over.';
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
    'trials-board': TrialsBoard;
  }
}
