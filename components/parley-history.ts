import { css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Verdict } from '../protocol/verify.ts';
import { ParleyElement } from './base.ts';
import { verdictTitle, verdictWords } from './display.ts';
import { theme } from './theme.ts';

/** One past match as the shell stores it. */
export interface HistoryEntry {
  readonly id: string;
  /** When it was played (epoch ms). */
  readonly date: number;
  readonly opponent: string;
  readonly result: 'won' | 'lost' | 'none' | 'unfinished';
  /** e.g. "Best of 3 · Draft". */
  readonly format?: string;
  readonly verdict: Verdict | null;
  /**
   * Words about how the match ended that the result alone does not say (e.g. a seat withheld the
   * proof of its hidden cards, so the match is not counted as its win).
   */
  readonly note?: string;
}

const RESULT_WORDS: Readonly<Record<HistoryEntry['result'], string>> = {
  won: 'Won',
  lost: 'Lost',
  none: 'No winner',
  unfinished: 'Unfinished',
};

/**
 * The list of past matches with their verdicts.
 *
 * Properties: `entries` ({@link HistoryEntry}[], newest first as given), `reducedMotion`.
 * Events: `history-open` {id} (verify and replay a finished match; continue an unfinished one: its
 * button reads "Continue"), `history-export` {id}, `history-delete` {id}
 * (after a confirm step inside the element). All actions are buttons.
 */
@customElement('parley-history')
export class ParleyHistory extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
      }
      li {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 0.4rem var(--p-gap);
        align-items: center;
      }
      .meta {
        display: flex;
        flex-direction: column;
        gap: 0.15rem;
      }
      .meta small {
        color: var(--p-muted);
      }
      .badge {
        display: inline-block;
        padding: 0 0.5em;
        border-radius: 0.8em;
        font-size: 0.8rem;
        font-weight: 650;
        background: var(--p-surface-2);
      }
      .badge.fair {
        background: var(--p-good);
        color: #05210f;
      }
      .badge.bad {
        background: var(--p-bad);
        color: #1b0706;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        justify-content: flex-end;
      }
      .empty {
        color: var(--p-muted);
      }
      @media (max-width: 600px) {
        li {
          grid-template-columns: 1fr;
        }
        .actions {
          justify-content: flex-start;
        }
      }
    `,
  ];

  @property({ attribute: false }) entries: readonly HistoryEntry[] = [];

  @state() private confirming: string | null = null;

  override render() {
    if (this.entries.length === 0) {
      return html`<h2>Match history</h2>
        <p class="empty">No matches yet.</p>`;
    }
    return html`<h2>Match history</h2>
      <ul aria-label="Past matches">
        ${this.entries.map((m) => this.renderEntry(m))}
      </ul>`;
  }

  private renderEntry(m: HistoryEntry) {
    const when = new Date(m.date).toLocaleString();
    const v = m.verdict;
    const badge = v ? (v.verdict === 'fair' ? 'fair' : 'bad') : '';
    const title = `${RESULT_WORDS[m.result]} against ${m.opponent}`;
    return html`<li class="panel" data-id=${m.id}>
      <div class="meta">
        <strong>${title}</strong>
        <small>${when}${m.format ? ` · ${m.format}` : ''}</small>
        <span>
          <span class="badge ${badge}">${v ? verdictTitle(v) : 'Not verified'}</span>
          ${v && v.verdict !== 'fair' ? html`<small>${verdictWords(v, {})}</small>` : nothing}
        </span>
        ${m.note ? html`<small class="note" data-testid="history-note">${m.note}</small>` : nothing}
      </div>
      <div class="actions">
        ${
          this.confirming === m.id
            ? html`<button
                  type="button"
                  class="danger confirm"
                  aria-label="Really delete: ${title}, ${when}"
                  @click=${() => this.confirmDelete(m.id)}
                >
                  Delete for good
                </button>
                <button type="button" class="cancel" @click=${() => (this.confirming = null)}>
                  Keep
                </button>`
            : html`<button
                  type="button"
                  class="open ${m.result === 'unfinished' ? 'primary' : ''}"
                  data-testid=${m.result === 'unfinished' ? 'history-continue' : 'history-replay'}
                  aria-label="${
                    m.result === 'unfinished' ? 'Continue' : 'Verify and replay'
                  }: ${title}, ${when}"
                  @click=${() => this.emit('history-open', { id: m.id })}
                >
                  ${m.result === 'unfinished' ? 'Continue' : 'Replay'}
                </button>
                <button
                  type="button"
                  class="export"
                  aria-label="Export: ${title}, ${when}"
                  @click=${() => this.emit('history-export', { id: m.id })}
                >
                  Export
                </button>
                <button
                  type="button"
                  class="delete"
                  aria-label="Delete: ${title}, ${when}"
                  @click=${() => this.askDelete(m.id)}
                >
                  Delete
                </button>`
        }
      </div>
    </li>`;
  }

  private async askDelete(id: string): Promise<void> {
    this.confirming = id;
    await this.updateComplete;
    this.renderRoot
      .querySelector<HTMLButtonElement>(`li[data-id="${CSS.escape(id)}"] .confirm`)
      ?.focus();
  }

  private confirmDelete(id: string): void {
    this.confirming = null;
    this.emit('history-delete', { id });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-history': ParleyHistory;
  }
}
