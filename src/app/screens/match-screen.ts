/**
 * `#/match/<id>`: one stored match on screen. It takes the match's tab lock (src/app/guard.ts; a
 * second tab refuses politely), loads the record, starts its wiring (src/app/match/start.ts; this is
 * also how a reload resumes) and renders the phase of the seat in front of the screen: the lobby
 * (a friend match before the guest joined), class choice and rock-paper-scissors, the draft, deck
 * building, the board (./board-view.ts), the match end with verification and export. In
 * pass-and-play a hand-off screen stands between the two seats' turns.
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
import { matchWaiting } from '../../games/paragons/match/match.ts';
import type { MatchState } from '../../games/paragons/match/types.ts';
import { other, type PSeat } from '../../games/paragons/types.ts';
import { rebaseLink } from '../../../protocol/transport/share-link.ts';
import { lockMatch, type MatchLock } from '../guard.ts';
import { lanOrigins } from '../lan.ts';
import { matchEnded, setLiveCheck } from '../live.ts';
import { loadDecks, loadRecord, saveDecks, type SeatId } from '../records.ts';
import { navigate } from '../router.ts';
import type { MatchController } from '../match/controller.ts';
import type { ParagonsSession } from '../match/setup.ts';
import { legalFor, windowOf } from '../match/moves.ts';
import { startMatch } from '../match/start.ts';
import { downloadMatchFile, rematchRecord } from '../match/files.ts';
import type { BoardActionDetail } from './board-view.ts';
import './board-view.ts';
import { renderClassChoice, renderDeck, renderDraft, type PregameContext } from './pregame.ts';

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
function showsEnd(sess: ParagonsSession, s: MatchState): boolean {
  return s.phase === 'over' || sess.stopped !== null || sess.lockstep.claim !== null;
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
      .deck-tools {
        display: flex;
        gap: var(--p-gap);
        margin-bottom: var(--p-gap);
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
  @state() private trouble: Trouble | null = null;
  @state() private shown: SeatId = 'A';
  @state() private handoff = false;
  @state() private deck: readonly string[] = [];
  @state() private decks: Record<string, string[]> = {};
  @state() private confirmConcede = false;
  /** This computer's network origins, offered in the lobby for a `localhost` link (../lan.ts). */
  @state() private lan: readonly string[] = [];
  private lock: MatchLock | null = null;
  private unsub: (() => void) | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private turnKey = '';
  private turnSince = 0;
  private wasLive = false;

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('data-testid', 'match-screen');
    void this.start();
    this.ticker = setInterval(() => this.requestUpdate(), 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
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
      this.decks = await loadDecks().catch(() => ({}));
      if (!this.isConnected || this.matchId !== id) return;
      const c = await startMatch(record, this.settings!, this.plan ?? undefined);
      if (!this.isConnected) {
        c.close();
        return;
      }
      this.c = c;
      if (record.net?.role === 'host' && !record.header) {
        void lanOrigins().then((origins) => (this.lan = origins));
      }
      this.shown = c.humans[0]!;
      setLiveCheck(() => c.live);
      this.unsub = c.subscribe(() => this.requestUpdate());
    } catch (e) {
      this.trouble = { kind: 'error', message: e instanceof Error ? e.message : String(e) };
    }
  }

  private get names(): SeatNames {
    const r = this.c?.record;
    if (!r) return {};
    const n: SeatNames = { ...r.names };
    if (r.header) for (const p of r.header.players) n[p.seat as PSeat] = p.name;
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
    set('data-phase', stopped ? 'stopped' : this.handoff ? 'handoff' : s.phase);
    const mine = !this.handoff && !stopped && sess.canAct();
    set('data-my-turn', String(mine));
    const w = matchWaiting(s);
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
    set('data-game', String(s.game ? s.results.length + (s.phase === 'game' ? 1 : 0) : 0));
    if (showsEnd(sess, s)) set('data-winner', c.winner(seat) ?? 'none');
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
    if (!s) return this.renderLobby(c);
    return html`${this.renderStatus(c, seat, s)} ${this.renderBody(c, seat, s)}`;
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
      @leave=${() => navigate({ name: 'home' })}
    ></parley-lobby>`;
  }

  private shareLink(c: MatchController): string {
    const n = c.record.net;
    if (!n) return '';
    const base = `${location.origin}${location.pathname}`;
    return `${base}#/join/${n.hostPeerId}/${n.fingerprint}`;
  }

  private renderStatus(c: MatchController, seat: SeatId, s: MatchState): TemplateResult {
    const names = this.names;
    const sess = c.sessions[seat]!;
    const opp = other(seat);
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
    const over = showsEnd(sess, s);
    const claim = over ? null : sess.claimAgainst;
    return html`<div class="status">
      <span class="who">${names[seat] ?? seat} vs ${names[opp] ?? opp}</span>
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
              ${
                left > 0
                  ? `${names[opp] ?? 'Your opponent'} has ${fmtClock(left)} to answer`
                  : `${names[opp] ?? 'Your opponent'} ran out of time`
              }
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
        ${!over && sess.canAct() ? this.renderConcede(c, seat) : nothing}
      </span>
      ${c.error ? html`<p class="warn" role="alert" data-testid="move-error">${c.error}</p>` : nothing}
    </div>`;
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

  private renderBody(c: MatchController, seat: SeatId, s: MatchState): TemplateResult {
    if (this.handoff) return this.renderHandoff(c);
    const sess = c.sessions[seat]!;
    if (showsEnd(sess, s)) return this.renderEnd(c, seat, s);
    const ctx: PregameContext = {
      c,
      seat,
      state: s,
      names: this.names,
      reducedMotion: this.settings?.reducedMotion ?? false,
      deck: this.deck,
      savedDecks: Object.keys(this.decks),
      setDeck: (cards) => (this.deck = [...cards]),
      saveDeck: (name, cards) => {
        this.decks = { ...this.decks, [name]: [...cards] };
        void saveDecks(this.decks).catch((e: unknown) => (c.error = String(e)));
      },
      loadDeck: (name) => (this.deck = [...(this.decks[name] ?? [])]),
      deleteDeck: (name) => {
        const rest = { ...this.decks };
        delete rest[name];
        this.decks = rest;
        void saveDecks(rest);
      },
    };
    switch (s.phase) {
      case 'class-commit':
      case 'class-open':
      case 'rps-commit':
      case 'rps-open':
      case 'class-repick':
        return renderClassChoice(ctx);
      case 'draft':
        return renderDraft(ctx);
      case 'deckbuild':
      case 'swap':
        return renderDeck(ctx);
      default:
        return this.renderBoard(c, seat, s);
    }
  }

  private renderHandoff(c: MatchController): TemplateResult {
    const next = c.actingHuman() ?? other(this.shown);
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
          this.deck = [];
        }}
      >
        I am ${name}: show my cards
      </button>
    </div>`;
  }

  private renderBoard(c: MatchController, seat: SeatId, s: MatchState): TemplateResult {
    const sess = c.sessions[seat]!;
    const legal = sess.canAct() ? legalFor(s, seat) : [];
    const key = `${sess.matchFile().messages.length}:${windowOf(s, seat)}`;
    if (key !== this.turnKey) {
      this.turnKey = key;
      this.turnSince = Date.now();
    }
    const deadline =
      c.record.kind === 'friend' && legal.length > 0 ? this.turnSince + DEFAULT_TIMEOUT_MS : null;
    return html`<parley-board-view
      .state=${s}
      .seat=${seat}
      .names=${this.names}
      .legal=${legal}
      .log=${c.log(seat)}
      .busy=${c.isBusy(seat)}
      .deadline=${deadline}
      .reducedMotion=${this.settings?.reducedMotion ?? false}
      @board-action=${(e: CustomEvent<BoardActionDetail>) => void c.act(seat, e.detail.action)}
    ></parley-board-view>`;
  }

  private renderEnd(c: MatchController, seat: SeatId, s: MatchState): TemplateResult {
    const v = c.verdict;
    return html`<parley-match-end
      data-testid="match-end"
      data-verdict=${verdictAttr(c)}
      .winner=${c.winner(seat)}
      .viewer=${c.record.kind === 'local' ? null : seat}
      .names=${this.names}
      .results=${s.results}
      .progress=${v ? { done: 1, total: 1 } : (c.progress ?? { done: 0, total: 1 })}
      .verdict=${v ? asVerdict(v) : null}
      .explanation=${c.explanation}
      @match-export=${() => {
        const f = c.matchFile();
        if (f) downloadMatchFile(f);
      }}
      @rematch=${() => void this.rematch(c)}
      @home=${() => navigate({ name: 'home' })}
    ></parley-match-end>`;
  }

  private async rematch(c: MatchController): Promise<void> {
    try {
      const r = await rematchRecord(c.record, this.settings?.name ?? 'Player');
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
