import { css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Verdict } from '../protocol/verify.ts';
import { ParleyElement } from './base.ts';
import { capitalize, seatWord, verdictTitle, verdictWords, type SeatNames } from './display.ts';
import { theme } from './theme.ts';
import type { EndWords } from '../src/engine/module.ts';

/**
 * Words the app adds about how the match ended (a desync, a seat that withheld the proof of its
 * hidden cards: its final reveal), or, with no verdict, why there is none (a version skew).
 * Computed by the app, shown as given.
 */
export interface EndExplanation {
  readonly title: string;
  readonly words: string;
}

/**
 * Where a friend rematch over the same connection stands (the app's, src/app/match/rematch.ts):
 * `status` (`incoming`: the other player's offer waits for an answer, shown with Accept and
 * Decline; `offered`, `agreeing`, `started`: the Rematch button waits), its words, and the words
 * about a refused rematch message (or empty).
 */
export interface RematchOffer {
  readonly status: string;
  readonly words: string;
  readonly problem: string;
}

/** How far the verification of the match file is. */
export interface VerifyProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * The end of a match: the winner and game results, then the verification running with progress,
 * then the verdict in plain words (fair, or who cheated at which step). An `explanation` from the
 * app replaces the verdict's title and words (the verdict's own words stay below as the detail);
 * with no verdict it is shown as an alert instead of the verification (no verdict can be given).
 *
 * The headline says "You won" / "You lost" (or "Bea won" with no viewer) and, with `ending`, why
 * ("Bea's life reached 0.").
 *
 * Properties: `ending` ({headline, reason} | null), `winner` (a seat label, or null for no winner), `viewer`, `names`, `results` (winner of each
 * game), `progress` ({@link VerifyProgress} | null while not started), `verdict` (protocol Verdict |
 * null while running), `explanation` ({@link EndExplanation} | null), `rematchOffer`
 * ({@link RematchOffer} | null), `reducedMotion`.
 * Events: `match-export` {} (download the match file), `rematch` {}, `rematch-accept` {},
 * `rematch-decline` {} (answers to the other player's offer), `home` {}.
 */
@customElement('parley-match-end')
export class ParleyMatchEnd extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .end {
        display: flex;
        flex-direction: column;
        gap: calc(var(--p-gap) * 1.5);
        text-align: center;
        align-items: center;
      }
      .winner {
        font-size: 2rem;
        margin: 0;
        animation: p-pop calc(var(--p-dur) * 2) ease-out;
      }
      .reason {
        margin: 0;
        font-size: 1.1rem;
      }
      .results {
        display: flex;
        gap: 0.4rem;
        list-style: none;
        padding: 0;
        margin: 0;
      }
      .results li {
        padding: 0.2rem 0.6rem;
        border-radius: 1rem;
        background: var(--p-surface-2);
      }
      .verify {
        width: min(32rem, 100%);
      }
      progress {
        width: 100%;
        accent-color: var(--p-accent);
      }
      .verdict {
        padding: 0.8rem 1rem;
        border-radius: var(--p-radius);
        border: 2px solid var(--p-line);
        text-align: left;
      }
      .verdict.fair {
        border-color: var(--p-good);
      }
      .verdict.violation,
      .verdict.malformed,
      .verdict.incomplete,
      .verdict.problem {
        border-color: var(--p-bad);
      }
      .verdict .detail {
        display: block;
        margin-top: 0.4rem;
        color: var(--p-muted);
        font-size: 0.9rem;
      }
      .verdict strong {
        display: block;
        font-size: 1.2rem;
      }
      .fair strong {
        color: var(--p-good);
      }
      .violation strong,
      .malformed strong,
      .incomplete strong,
      .problem strong {
        color: var(--p-bad);
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
        justify-content: center;
      }
    `,
  ];

  @property() winner: string | null = null;
  @property() viewer: string | null = null;
  @property({ attribute: false }) names: SeatNames = {};
  /** Winner of each game (null: no winner). */
  @property({ attribute: false }) results: readonly (string | null)[] = [];
  /** Verification progress, or null before it starts. */
  @property({ attribute: false }) progress: VerifyProgress | null = null;
  /** The verdict, or null while verifying. */
  @property({ attribute: false }) verdict: Verdict | null = null;
  /** The app's words about how the match ended, or null. */
  @property({ attribute: false }) explanation: EndExplanation | null = null;
  /** A friend rematch over the same connection, or null. */
  @property({ attribute: false }) rematchOffer: RematchOffer | null = null;

  /**
   * The headline and the reason (the app's `endWords`, from the game module's words and the
   * session's end); null: the headline from `winner` alone.
   */
  @property({ attribute: false }) ending: EndWords | null = null;

  private get headline(): string {
    if (this.ending) return this.ending.headline;
    if (this.winner === null) return 'No winner';
    if (this.viewer !== null && this.winner === this.viewer) return 'You won';
    if (this.viewer !== null) return 'You lost';
    return `${capitalize(seatWord(this.winner, this.viewer, this.names))} won`;
  }

  override render() {
    const reason = this.ending?.reason ?? '';
    return html`<div class="end">
      <h2 class="winner" data-testid="match-end-headline">${this.headline}</h2>
      ${reason ? html`<p class="reason" data-testid="match-end-reason">${reason}</p>` : nothing}
      ${
        this.results.length > 1
          ? html`<ol class="results" aria-label="Games">
              ${this.results.map(
                (w, i) =>
                  html`<li>
                    Game ${i + 1}:
                    ${w === null ? 'no winner' : seatWord(w, this.viewer, this.names)}
                  </li>`,
              )}
            </ol>`
          : nothing
      }
      <section class="verify" aria-label="Verification">${this.renderVerify()}</section>
      ${this.renderRematchOffer()}
      <div class="actions">
        <button
          type="button"
          class="export"
          data-testid="match-export"
          @click=${() => this.emit('match-export', {})}
        >
          Export match file
        </button>
        <button
          type="button"
          class="primary rematch"
          data-testid="rematch"
          ?disabled=${['offered', 'agreeing', 'started'].includes(this.rematchOffer?.status ?? '')}
          ?hidden=${this.rematchOffer?.status === 'incoming'}
          @click=${() => this.emit('rematch', {})}
        >
          Rematch
        </button>
        <button
          type="button"
          class="home"
          data-testid="match-home"
          @click=${() => this.emit('home', {})}
        >
          Home
        </button>
      </div>
    </div>`;
  }

  private renderRematchOffer() {
    const r = this.rematchOffer;
    if (!r || (!r.words && !r.problem)) return nothing;
    return html`<div class="rematch-offer" data-testid="rematch-offer" data-status=${r.status}>
      ${r.words ? html`<p role="status" aria-live="polite">${r.words}</p>` : nothing}
      ${
        r.status === 'incoming'
          ? html`<div class="actions">
              <button
                type="button"
                class="primary"
                data-testid="rematch-accept"
                @click=${() => this.emit('rematch-accept', {})}
              >
                Accept
              </button>
              <button
                type="button"
                data-testid="rematch-decline"
                @click=${() => this.emit('rematch-decline', {})}
              >
                Decline
              </button>
            </div>`
          : nothing
      }
      ${r.problem ? html`<p class="warn" role="alert" data-testid="rematch-problem">${r.problem}</p>` : nothing}
    </div>`;
  }

  private renderVerify() {
    const x = this.explanation;
    if (this.verdict) {
      const words = verdictWords(this.verdict, this.names, this.viewer);
      return html`<div
        class="verdict ${this.verdict.verdict}"
        data-testid="match-end-verdict"
        role="status"
        aria-live="polite"
      >
        <strong>${x ? x.title : verdictTitle(this.verdict)}</strong>
        <span class="words">${x ? x.words : words}</span>
        ${x ? html`<span class="detail">Verification: ${words}</span>` : nothing}
      </div>`;
    }
    if (x) {
      return html`<div class="verdict problem" data-testid="match-end-problem" role="alert">
        <strong>${x.title}</strong>
        <span class="words">${x.words}</span>
      </div>`;
    }
    if (!this.progress) {
      return html`<p class="muted" role="status">Verification will start in a moment…</p>`;
    }
    const { done, total } = this.progress;
    return html`<p role="status" aria-live="polite">
        Verifying the match: ${Math.min(done, total)} of ${total} messages checked
      </p>
      <progress
        max=${Math.max(1, total)}
        .value=${done}
        aria-label="Verification progress"
      ></progress>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-match-end': ParleyMatchEnd;
  }
}
