/**
 * `#/match/<id>`: one stored match on screen. It takes the match's tab lock (src/app/guard.ts; a
 * second tab refuses politely), loads the record, starts its wiring (src/app/match/start.ts; this is
 * also how a reload resumes) and renders what the seat in front of the screen sees: the lobby (a
 * friend match before the guest joined), the game's own table element (its pre-game steps and the
 * game; the UI registry, src/app/games.ts, pairs it with the game's module) and the match end with
 * verification and export. It knows no game. In pass-and-play a hand-off screen stands between the
 * seats' turns.
 *
 * The host element carries the match state as `data-*` attributes for end-to-end scripts
 * (docs/app.md, "The match screen state").
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { theme } from '../../../components/theme.ts';
import type { Settings } from '../../../components/events.ts';
import type { SignalingPlan } from '../signaling.ts';
import type { SeatNames } from '../../../components/display.ts';
import '../../../components/parley-lobby.ts';
import '../../../components/parley-match-end.ts';
import type { Verdict } from '../../../protocol/verify.ts';
import { DEFAULT_TIMEOUT_MS } from '../../../protocol/session/session.ts';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import type { GameActionDetail } from '../../../components/game-table.ts';
import { othersOf } from '../../engine/module.ts';
import { loadGame, type LoadedGame } from '../games.ts';
import { rebaseLink } from '../../../protocol/transport/share-link.ts';
import { lockMatch, type MatchLock } from '../guard.ts';
import { lanOrigins } from '../lan.ts';
import { matchEnded, setLiveCheck } from '../live.ts';
import { gameIdOf, loadDecks, loadRecord, saveDecks, saveRecord, type SeatId } from '../records.ts';
import { joinLink, navigate } from '../router.ts';
import type { MatchController } from '../match/controller.ts';
import type { MatchSession } from '../match/setup.ts';
import { startMatch } from '../match/start.ts';
import { HOST_SEAT } from '../match/roles.ts';
import { downloadMatchFile, rematchRecord } from '../match/files.ts';
import { endWords } from '../match/outcome.ts';
import { rematchOf } from '../match/rematch.ts';
import { FocusKeeper } from './focus-keeper.ts';

type Trouble = { readonly kind: 'tab' | 'missing' | 'error'; readonly message: string };

/** Converts a session verdict (string code) into the protocol Verdict the elements show. */
export function asVerdict(v: {
  verdict: Verdict['verdict'];
  index: number | null;
  player: string | null;
  reason: string;
}): Verdict {
  return { verdict: v.verdict, index: v.index, player: v.player, reason: v.reason };
}

/**
 * True when the match shows its end: the game is over, the session stopped, or a timeout claim
 * ended it (a claim the accused seat then answers reopens it: docs/match-file.md, "Timeout claims").
 */
function showsEnd(c: MatchController, sess: MatchSession, s: unknown): boolean {
  return c.game.waiting(s).kind === 'over' || sess.stopped !== null || sess.lockstep.claim !== null;
}

/** `data-verdict`: the verdict, `pending` while it is computed, `none` when none can be given. */
function verdictAttr(c: MatchController): string {
  return c.verdict?.verdict ?? (c.explanation && !c.verifyingNow ? 'none' : 'pending');
}

function fmtClock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** See the module comment. */
@customElement('parley-match-screen')
export class ParleyMatchScreen extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .status {
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
        align-items: center;
        justify-content: space-between;
        margin-bottom: var(--p-gap);
      }
      .status .who {
        font-weight: 650;
      }
      .status .link {
        color: var(--p-muted);
      }
      .status .warn {
        color: var(--p-bad);
      }
      .tools {
        display: flex;
        gap: var(--p-gap);
        flex-wrap: wrap;
      }
      .handoff {
        text-align: center;
        padding: 3rem 1rem;
      }
      .error {
        border-color: var(--p-bad);
      }
    `,
  ];

  /** The match to show. */
  @property() matchId = '';
  /** The settings in force (signaling server, name, motion). */
  @property({ attribute: false }) settings: Settings | null = null;
  /** How a friend match finds its signaling server (src/app/signaling.ts); default as configured. */
  @property({ attribute: false }) plan: SignalingPlan | null = null;

  @state() private c: MatchController | null = null;
  @state() private game: LoadedGame | null = null;
  @state() private trouble: Trouble | null = null;
  @state() private shown: SeatId = HOST_SEAT;
  @state() private handoff = false;
  @state() private decks: Record<string, string[]> = {};
  @state() private confirmConcede = false;
  /** The rules dialog: open, at which glossary term (./rules-view.ts). */
  @state() private rules: { readonly open: boolean; readonly term: string | null } = {
    open: false,
    term: null,
  };
  /** This computer's network origins, offered in the lobby for a `localhost` link (../lan.ts). */
  @state() private lan: readonly string[] = [];
  private lock: MatchLock | null = null;
  private unsub: (() => void) | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private turnKey = '';
  private turnSince = 0;
  private wasLive = false;
  /** Focus never lost after an action, never under the action bar (./focus-keeper.ts). */
  private readonly keeper = new FocusKeeper(this);

  /**
   * A glossary term activated in the match (a card, a prompt, the log) opens the rules dialog at
   * it, over the match; the event goes no further (the shell would leave the match for the rules).
   */
  private readonly onShowTerm = (e: CustomEvent<{ game: string; term: string }>): void => {
    e.stopPropagation();
    e.preventDefault();
    this.openRules(e.detail.term);
  };

  /** Opens the rules dialog (at `term`, or where it was), loading it on first use. */
  private openRules(term: string | null): void {
    void import('./rules-view.ts').then(async () => {
      this.rules = { open: true, term: term ?? this.rules.term };
      await this.updateComplete;
      if (term) await this.renderRoot.querySelector('parley-rules-dialog')?.reveal(term);
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('data-testid', 'match-screen');
    this.addEventListener('show-term', this.onShowTerm);
    void this.start();
    this.ticker = setInterval(() => this.requestUpdate(), 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('show-term', this.onShowTerm);
    this.keeper.dispose();
    if (this.ticker) clearInterval(this.ticker);
    this.stop();
  }

  private stop(): void {
    this.unsub?.();
    this.c?.close();
    this.c = null;
    this.lock?.release();
    this.lock = null;
    setLiveCheck(null);
    matchEnded();
  }

  private async start(): Promise<void> {
    const id = this.matchId;
    try {
      this.lock = await lockMatch(id);
      if (!this.lock) {
        this.trouble = {
          kind: 'tab',
          message: 'This match is already open in another tab or window. Continue it there.',
        };
        return;
      }
      const record = await loadRecord(id);
      if (!record) {
        this.trouble = { kind: 'missing', message: 'This match is not stored on this device.' };
        return;
      }
      this.decks = await loadDecks(gameIdOf(record)).catch(() => ({}));
      const game = await loadGame(gameIdOf(record));
      if (!this.isConnected || this.matchId !== id) return;
      const c = await startMatch(record, game.module, this.settings!, this.plan ?? undefined);
      if (!this.isConnected) {
        c.close();
        return;
      }
      this.c = c;
      this.game = game;
      if (record.net?.role === 'host' && !record.header) {
        void lanOrigins().then((origins) => (this.lan = origins));
      }
      this.shown = c.humans[0]!;
      setLiveCheck(() => c.live);
      this.unsub = c.subscribe(() => {
        this.requestUpdate();
        // A rematch over the same connection started: its match screen takes the transport over.
        const next = rematchOf(c)?.next;
        if (next && this.c === c) navigate({ name: 'match', id: next.id });
      });
    } catch (e) {
      this.trouble = { kind: 'error', message: e instanceof Error ? e.message : String(e) };
    }
  }

  private get names(): SeatNames {
    const r = this.c?.record;
    if (!r) return {};
    const n: Record<string, string> = { ...r.names } as Record<string, string>;
    if (r.header) for (const p of r.header.players) n[p.seat] = p.name;
    return n;
  }

  /** The seat in front of the screen, and the pass-and-play hand-off. */
  private seatNow(c: MatchController): SeatId {
    if (c.record.kind !== 'local') return c.humans[0]!;
    const acting = c.actingHuman();
    if (acting && acting !== this.shown && !this.handoff && c.needsPerson(acting)) {
      this.handoff = true;
    }
    return this.shown;
  }

  override updated(): void {
    this.reflectState();
    this.keeper.check();
    const live = this.c?.live ?? false;
    if (this.wasLive && !live) matchEnded();
    this.wasLive = live;
  }

  private reflectState(): void {
    const c = this.c;
    const set = (k: string, v: string) => {
      if (this.getAttribute(k) !== v) this.setAttribute(k, v);
    };
    if (this.trouble) {
      set('data-phase', 'error');
      set('data-my-turn', 'false');
      return;
    }
    if (!c) return set('data-phase', 'loading');
    const seat = this.shown;
    const s = c.state(seat);
    set('data-kind', c.record.kind);
    set('data-seat', seat);
    set('data-link', c.link.status);
    set('data-busy', String(c.isBusy(seat)));
    if (!s) {
      set('data-phase', 'lobby');
      set('data-my-turn', 'false');
      set('data-waiting', 'peer');
      return;
    }
    const sess = c.sessions[seat]!;
    const stopped = sess.stopped !== null;
    const progress = c.game.progress(s);
    set('data-phase', stopped ? 'stopped' : this.handoff ? 'handoff' : progress.phase);
    const mine = !this.handoff && !stopped && sess.canAct();
    set('data-my-turn', String(mine));
    const w = c.game.waiting(s);
    const waiting =
      w.kind === 'act'
        ? w.seat === seat
          ? w.window
          : 'peer'
        : w.kind === 'random'
          ? 'random'
          : sess.expected() === null
            ? 'none'
            : 'peer';
    set('data-waiting', waiting);
    set('data-game', String(progress.game));
    if (showsEnd(c, sess, s)) set('data-winner', c.winner(seat) ?? 'none');
    set('data-verdict', verdictAttr(c));
  }

  override render(): TemplateResult {
    if (this.trouble) {
      const t = this.trouble;
      return html`<div
        class="panel error"
        role="alert"
        data-testid=${t.kind === 'tab' ? 'tab-guard' : 'error-message'}
      >
        <p>${t.message}</p>
        <button type="button" @click=${() => navigate({ name: 'home' })}>Home</button>
      </div>`;
    }
    const c = this.c;
    if (!c) return html`<p role="status">Opening the match…</p>`;
    const seat = this.seatNow(c);
    const s = c.state(seat);
    if (s === null) return this.renderLobby(c);
    return html`${this.renderStatus(c, seat, s)} ${this.renderBody(c, seat, s)}
    ${this.renderRules(c)}`;
  }

  /** The rules dialog of the match's game (./rules-view.ts), once asked for. */
  private renderRules(c: MatchController): TemplateResult | typeof nothing {
    if (!customElements.get('parley-rules-dialog')) return nothing;
    return html`<parley-rules-dialog
      .game=${c.game.id}
      .term=${this.rules.term}
      .open=${this.rules.open}
      @rules-close=${() => (this.rules = { ...this.rules, open: false })}
    ></parley-rules-dialog>`;
  }

  private renderLobby(c: MatchController): TemplateResult {
    const l = c.link;
    const status =
      l.status === 'closed'
        ? 'failed'
        : l.status === 'open'
          ? 'connecting'
          : l.status === 'waiting' && c.joining.length === 0
            ? 'waiting'
            : 'connecting';
    const words =
      l.detail ||
      (status === 'waiting'
        ? 'Send the link to your friend. The match starts when they open it.'
        : c.joining.length > 0
          ? 'Your friend’s app is checking this match’s key…'
          : 'Reaching the signaling server…');
    const link = this.shareLink(c);
    return html`<parley-lobby
      data-testid="lobby"
      data-status=${status}
      .link=${link}
      .lanLinks=${link ? this.lan.map((origin) => rebaseLink(link, origin)) : []}
      .joining=${c.joining}
      .status=${status}
      .detail=${words}
      .note=${c.signalingNote ?? ''}
      .problem=${c.lobbyProblem ?? ''}
      .name=${c.record.names[HOST_SEAT] ?? this.settings?.name ?? ''}
      @name-change=${(e: CustomEvent<{ name: string }>) => void this.rename(c, e.detail.name)}
      @leave=${() => navigate({ name: 'home' })}
    ></parley-lobby>`;
  }

  /**
   * The host renames itself in the lobby: the seat's name in the record, which the header proposed
   * to the guest is made from (src/app/match/net.ts), while no guest is bound. The event goes on
   * to the shell, which stores it as the player's name (settings).
   */
  private async rename(c: MatchController, name: string): Promise<void> {
    if (c.record.header) return;
    c.record = { ...c.record, names: { ...c.record.names, [HOST_SEAT]: name } };
    this.requestUpdate();
    try {
      await saveRecord(c.record);
    } catch (e) {
      c.error = e instanceof Error ? e.message : String(e);
    }
  }

  private shareLink(c: MatchController): string {
    const n = c.record.net;
    if (!n) return '';
    const base = `${location.origin}${location.pathname}`;
    return joinLink(base, n.hostPeerId, n.fingerprint, gameIdOf(c.record));
  }

  private renderStatus(c: MatchController, seat: SeatId, s: unknown): TemplateResult {
    const names = this.names;
    const sess = c.sessions[seat]!;
    const opps = othersOf(c.seats, seat);
    const opp = opps.map((o) => names[o] ?? o).join(', ') || 'nobody yet';
    const friend = c.record.kind === 'friend';
    const left = friend ? sess.countdown() : null;
    const linkWords: Record<string, string> = {
      local: c.record.kind === 'bot' ? 'Offline match against the bot' : 'Pass-and-play',
      waiting: 'Waiting for your friend',
      connecting: 'Connecting…',
      open: 'Connected',
      reconnecting: 'Connection lost — reconnecting…',
      closed: 'Disconnected',
    };
    const over = showsEnd(c, sess, s);
    const them = opps.length === 1 ? (names[opps[0]!] ?? 'Your opponent') : 'Your opponents';
    const claim = over ? null : sess.claimAgainst;
    const awaiting = over ? '' : this.awaiting(c, seat, s);
    return html`<div class="status">
      <span class="who" data-testid="match-players"
        >${names[seat] ?? 'You'}${c.record.kind === 'local' ? '' : ' (you)'} vs ${opp}</span
      >
      ${awaiting ? html`<span class="awaiting" data-testid="awaiting">${awaiting}</span>` : nothing}
      <span
        class="link ${c.link.status === 'reconnecting' ? 'warn' : ''}"
        role="status"
        data-testid="link-status"
      >
        ${linkWords[c.link.status]}${c.link.detail ? ` — ${c.link.detail}` : ''}
      </span>
      ${
        left !== null && !over
          ? html`<span data-testid="timeout-countdown" class=${left < 30_000 ? 'warn' : ''}>
              ${left > 0 ? `${them} has ${fmtClock(left)} to answer` : `${them} ran out of time`}
            </span>`
          : nothing
      }
      ${
        claim
          ? html`<span class="warn" role="alert" data-testid="claim-against">
              ${names[opp] ?? 'Your opponent'} claims a timeout win: answer with your move before
              your time runs out, and the match goes on.
            </span>`
          : nothing
      }
      <span class="tools">
        ${
          left === 0 && !over
            ? html`<button
                type="button"
                class="primary"
                data-testid="claim-win"
                @click=${() => void c.claim(seat)}
              >
                Claim the win
              </button>`
            : nothing
        }
        <button
          type="button"
          data-testid="open-rules"
          aria-haspopup="dialog"
          @click=${() => this.openRules(null)}
        >
          Rules
        </button>
        ${!over && sess.canAct() ? this.renderConcede(c, seat) : nothing}
      </span>
      ${c.error ? html`<p class="warn" role="alert" data-testid="move-error">${c.error}</p>` : nothing}
    </div>`;
  }

  /**
   * What the match waits for, in the game module's words (`words.awaiting`: the mulligan, a
   * defence, the class choice, the opponent's turn…), and, for a friend who is not connected,
   * that the app waits for them to come back.
   */
  private awaiting(c: MatchController, seat: SeatId, s: unknown): string {
    // The seat in front of the screen (in pass-and-play, the one the hand-off showed).
    const words = c.game.words.awaiting(s, seat, this.names);
    const w = c.game.waiting(s);
    const theirs = w.kind === 'act' && w.seat !== seat;
    if (c.record.kind === 'friend' && theirs && c.link.status !== 'open') {
      const who = this.names[w.seat] ?? 'your friend';
      return `${words} Waiting for ${who} to connect again.`;
    }
    return words;
  }

  private renderConcede(c: MatchController, seat: SeatId): TemplateResult {
    if (!this.confirmConcede) {
      return html`<button
        type="button"
        class="danger"
        data-testid="concede"
        @click=${() => (this.confirmConcede = true)}
      >
        Concede
      </button>`;
    }
    return html`<button
        type="button"
        class="danger"
        data-testid="concede-confirm"
        @click=${() => {
          this.confirmConcede = false;
          void c.concede(seat);
        }}
      >
        Really concede
      </button>
      <button type="button" @click=${() => (this.confirmConcede = false)}>Keep playing</button>`;
  }

  private renderBody(c: MatchController, seat: SeatId, s: unknown): TemplateResult {
    if (this.handoff) return this.renderHandoff(c);
    const sess = c.sessions[seat]!;
    if (showsEnd(c, sess, s)) return this.renderEnd(c, seat, s);
    return this.renderTable(c, seat, s);
  }

  private renderHandoff(c: MatchController): TemplateResult {
    const humans = c.humans;
    const next = c.actingHuman() ?? humans[(humans.indexOf(this.shown) + 1) % humans.length]!;
    const name = this.names[next] ?? next;
    return html`<div class="panel handoff" role="dialog" aria-label="Hand-off">
      <h2>Pass the device to ${name}</h2>
      <p class="muted">The other player should look away: ${name}'s cards come next.</p>
      <button
        type="button"
        class="primary"
        data-testid="handoff-continue"
        autofocus
        @click=${() => {
          this.shown = next;
          this.handoff = false;
        }}
      >
        I am ${name}: show my cards
      </button>
    </div>`;
  }

  /** The game's table element (its tag from the UI registry) with the seat's view. */
  private renderTable(c: MatchController, seat: SeatId, s: unknown): TemplateResult {
    const sess = c.sessions[seat]!;
    const legal = c.legal(seat);
    const key = `${sess.matchFile().messages.length}:${c.windowOf(seat)}`;
    if (key !== this.turnKey) {
      this.turnKey = key;
      this.turnSince = Date.now();
    }
    const deadline =
      c.record.kind === 'friend' && legal.length > 0 ? this.turnSince + DEFAULT_TIMEOUT_MS : null;
    const tag = unsafeStatic(this.game!.ui.table);
    return staticHtml`<${tag}
      data-testid="table"
      .state=${s}
      .seat=${seat}
      .seats=${c.seats}
      .names=${this.names}
      .legal=${legal}
      .log=${c.log(seat)}
      .busy=${c.isBusy(seat)}
      .deadline=${deadline}
      .reducedMotion=${this.settings?.reducedMotion ?? false}
      .notes=${c.notes(seat)}
      .decks=${this.decks}
      @game-action=${(e: CustomEvent<GameActionDetail>) => void c.act(seat, e.detail.action)}
      @deck-save=${(e: CustomEvent<{ name: string; cards: readonly string[] }>) => {
        this.decks = { ...this.decks, [e.detail.name]: [...e.detail.cards] };
        void saveDecks(this.decks, c.game.id).catch((err: unknown) => (c.error = String(err)));
      }}
      @deck-delete=${(e: CustomEvent<{ name: string }>) => {
        const rest = { ...this.decks };
        delete rest[e.detail.name];
        this.decks = rest;
        void saveDecks(rest, c.game.id);
      }}
    ></${tag}>`;
  }

  private renderEnd(c: MatchController, seat: SeatId, s: unknown): TemplateResult {
    const v = c.verdict;
    const viewer = c.record.kind === 'local' ? null : seat;
    const sess = c.sessions[seat]!;
    const w = c.game.waiting(s);
    const winner = c.winner(seat);
    const ending = endWords({
      game: c.game.words.ending(s, viewer, this.names),
      claim: sess.lockstep.claim,
      stop: sess.stopped,
      winner,
      stateWinner: w.kind === 'over' ? (w.result.winners[0] ?? null) : null,
      viewer,
      names: this.names,
    });
    return html`<parley-match-end
      data-testid="match-end"
      data-verdict=${verdictAttr(c)}
      .winner=${winner}
      .ending=${ending}
      .viewer=${viewer}
      .names=${this.names}
      .results=${c.game.series(s)}
      .progress=${v ? { done: 1, total: 1 } : (c.progress ?? { done: 0, total: 1 })}
      .verdict=${v ? asVerdict(v) : null}
      .explanation=${c.explanation}
      @match-export=${() => {
        const f = c.matchFile();
        if (f) downloadMatchFile(f);
      }}
      .rematchOffer=${rematchOf(c)?.available ? rematchOf(c)!.view : null}
      @rematch=${() => void this.rematch(c)}
      @rematch-accept=${() => void rematchOf(c)?.accept()}
      @rematch-decline=${() => void rematchOf(c)?.decline()}
      @home=${() => navigate({ name: 'home' })}
    ></parley-match-end>`;
  }

  private async rematch(c: MatchController): Promise<void> {
    const desk = rematchOf(c);
    // A friend match offers the rematch on its connection; a friend who is gone gets a new link.
    if (desk?.available && desk.status !== 'gone') return desk.offer();
    try {
      const r = await rematchRecord(c.record, c.game, this.settings?.name ?? 'Player');
      navigate({ name: 'match', id: r.id });
    } catch (e) {
      c.error = e instanceof Error ? e.message : String(e);
      this.requestUpdate();
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-match-screen': ParleyMatchScreen;
  }
}
