/**
 * `#/join/<hostPeerId>/<fingerprint>`: opening a share link joins directly. The link was already
 * validated by the router (a hostile link never gets here). This screen refuses when offline (a
 * friend match needs a connection) or when the link is this device's own hosted match, reopens a
 * match this device already joined, and otherwise dials the host (src/app/match/net.ts
 * `joinFriend`), showing the live status until the host welcomed it; then it replaces the route
 * with `#/match/<id>` and hands the open transport over.
 *
 * It never waits forever: a host that refuses says why (the match is full, or finished: code
 * `match-full` / `match-over`), and when nothing conclusive came from the host within
 * `answerTimeoutMs` (its page is closed, the match is over and nobody answers for it) the screen
 * stops and says so (code `no-answer`), with a button to try again.
 */
import { LitElement, css, html, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { theme } from '../../../components/theme.ts';
import type { Settings } from '../../../components/events.ts';
import { CLOUD_NOTE, type SignalingPlan } from '../signaling.ts';
import { listRecords } from '../records.ts';
import { navigate } from '../router.ts';
import type { Joining } from '../match/net.ts';

/** How long the joining screen waits for the host's answer before it says there is none. */
export const ANSWER_TIMEOUT_MS = 30_000;

/** The words of a join that got no answer within `ms`. */
export function noAnswerWords(ms: number): string {
  return (
    `No answer from your friend’s match after ${Math.round(ms / 1000)} s. The host may be ` +
    'offline (their Parley page is closed), or the match may be finished. Ask your friend to ' +
    'open the match, then try again.'
  );
}

type JoinStatus = 'connecting' | 'waiting' | 'connected' | 'failed';

const WORDS: Readonly<Record<JoinStatus, string>> = {
  connecting: 'Reaching the signaling server…',
  waiting: 'Connecting to your friend…',
  connected: 'Connected — agreeing on the match…',
  failed: 'Could not join.',
};

/** See the module comment. */
@customElement('parley-join-screen')
export class ParleyJoinScreen extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .error {
        border-color: var(--p-bad);
      }
    `,
  ];

  @property() hostPeerId = '';
  @property() fingerprint = '';
  @property({ attribute: false }) settings: Settings | null = null;
  /** How to find the signaling server (src/app/signaling.ts); default: the settings' server. */
  @property({ attribute: false }) plan: SignalingPlan | null = null;
  @property({ type: Boolean }) online = true;
  /** How long to wait for the host's answer (default {@link ANSWER_TIMEOUT_MS}). */
  @property({ type: Number }) answerTimeoutMs = ANSWER_TIMEOUT_MS;

  @state() private status: JoinStatus = 'connecting';
  @state() private detail = '';
  @state() private error: string | null = null;
  @state() private note = '';
  private code = 'error';
  private joining: Joining | null = null;
  private gone = false;
  private answerTimer: ReturnType<typeof setTimeout> | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.gone = false;
    void this.run();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.gone = true;
    this.stopTimer();
    this.joining?.cancel();
    this.joining = null;
  }

  private stopTimer(): void {
    if (this.answerTimer) clearTimeout(this.answerTimer);
    this.answerTimer = null;
  }

  /** Starts over after a failure (the "Try again" button). */
  private retry(): void {
    this.error = null;
    this.detail = '';
    this.status = 'connecting';
    void this.run();
  }

  private async run(): Promise<void> {
    try {
      if (!this.online || !navigator.onLine) {
        throw new Error('Joining a friend needs a connection, and this device is offline.');
      }
      const { records } = await listRecords();
      const mine = records.find((r) => r.net?.hostPeerId === this.hostPeerId);
      if (mine?.net?.role === 'host') {
        throw new Error('This is the share link of your own match: send it to your friend.');
      }
      if (mine && mine.net?.fingerprint === this.fingerprint) {
        navigate({ name: 'match', id: mine.id }, true);
        return;
      }
      const net = await import('../match/net.ts');
      if (this.gone) return;
      const plan = this.plan ?? undefined;
      const j = await net.joinFriend(this.hostPeerId, this.fingerprint, this.settings!, { plan });
      if (this.gone) {
        j.cancel();
        return;
      }
      this.joining = j;
      this.note = j.signaling.source === 'cloud' ? CLOUD_NOTE : '';
      const noAnswer = new Promise<never>((_, reject) => {
        const ms = this.answerTimeoutMs;
        this.answerTimer = setTimeout(() => {
          reject(Object.assign(new Error(noAnswerWords(ms)), { code: 'no-answer' }));
        }, ms);
      });
      const t = j.transport;
      const follow = (): void => {
        this.status =
          t.status === 'open'
            ? 'connected'
            : t.status === 'closed'
              ? 'failed'
              : t.registered
                ? 'waiting'
                : 'connecting';
      };
      t.onStatus(follow);
      t.onError((e) => {
        this.detail =
          e.type === 'peer-unavailable'
            ? 'Your friend’s match is not reachable yet. Is their page still open? Retrying…'
            : e.type === 'network' || e.type === 'signaling-timeout' || e.type === 'server-error'
              ? 'The signaling server cannot be reached. Retrying…'
              : e.message;
        follow();
      });
      void t.ready().then(follow, () => undefined);
      const record = await Promise.race([j.done, noAnswer]);
      this.stopTimer();
      if (this.gone) return;
      this.joining = null;
      net.handOver(record.id, t, j.signaling);
      navigate({ name: 'match', id: record.id }, true);
    } catch (e) {
      this.stopTimer();
      if (this.gone) return;
      this.joining?.cancel();
      this.joining = null;
      this.status = 'failed';
      this.error = e instanceof Error ? e.message : String(e);
      const code: unknown = e instanceof Error ? Reflect.get(e, 'code') : undefined;
      this.code = typeof code === 'string' ? code : 'error';
    }
  }

  override render(): TemplateResult {
    if (this.error) {
      return html`<div class="panel error" role="alert" data-testid="error-message">
        <h2>Could not join the match</h2>
        <p data-testid="join-error" data-code=${this.code}>${this.error}</p>
        ${
          this.code === 'no-answer'
            ? html`<button
                type="button"
                class="primary"
                data-testid="join-retry"
                @click=${() => this.retry()}
              >
                Try again
              </button>`
            : ''
        }
        <button
          type="button"
          class=${this.code === 'no-answer' ? '' : 'primary'}
          @click=${() => navigate({ name: 'home' })}
        >
          Back to the home screen
        </button>
      </div>`;
    }
    return html`<div class="panel" data-testid="join" data-status=${this.status}>
      <h2>Joining your friend’s match</h2>
      <p role="status" data-testid="lobby-status">${WORDS[this.status]}</p>
      ${this.detail ? html`<p class="muted">${this.detail}</p>` : ''}
      ${this.note ? html`<p class="muted" data-testid="lobby-note">${this.note}</p>` : ''}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-join-screen': ParleyJoinScreen;
  }
}
