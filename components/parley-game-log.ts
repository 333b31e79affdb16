import { css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { LogLine } from '../src/engine/module.ts';
import type { GameReference } from '../src/engine/reference.ts';
import { ParleyElement } from './base.ts';
import { termLinks, termLinkStyles } from './term-links.ts';
import { theme } from './theme.ts';

/**
 * The game log in words, newest at the bottom, scrolled to the end as lines arrive. Any game's: the
 * game's module puts its events in words (`words.line`, src/engine/module.ts); a line with
 * `emphasis` (a new turn, a new game) opens a paragraph.
 *
 * Properties: `lines` ({@link LogLine} list, oldest first), `limit` (most recent entries shown,
 * default 200), `reference` (the game's rules reference: each line's glossary terms link to it,
 * the first occurrence in a line; null: plain text), `reducedMotion`.
 * Events: `show-term` {game, term} from a term link (bubbling, composed). The log is a polite ARIA live region and keyboard-scrollable (tabindex 0).
 */
@customElement('parley-game-log')
export class ParleyGameLog extends ParleyElement {
  static override styles = [
    theme,
    termLinkStyles,
    css`
      :host {
        display: block;
      }
      ol {
        margin: 0;
        padding: 0.4rem 0.6rem 0.4rem 2rem;
      }
      .log {
        max-height: var(--parley-log-height, 14rem);
        overflow-y: auto;
        font-size: 0.85rem;
        line-height: 1.4;
        background: var(--p-surface);
        border: 1px solid var(--p-line);
        border-radius: var(--p-radius);
        scroll-behavior: smooth;
      }
      :host([reduced-motion]) .log {
        scroll-behavior: auto;
      }
      @media (prefers-reduced-motion: reduce) {
        .log {
          scroll-behavior: auto;
        }
      }
      li::marker {
        color: var(--p-muted);
      }
      li.turn {
        margin-top: 0.3rem;
        font-weight: 650;
      }
    `,
  ];

  /** The lines, oldest first. */
  @property({ attribute: false }) lines: readonly LogLine[] = [];
  /** How many of the most recent entries to show. */
  @property({ type: Number }) limit = 200;
  /** The game's rules reference, for the term links; null shows plain lines. */
  @property({ attribute: false }) reference: GameReference | null = null;

  override render() {
    const first = Math.max(0, this.lines.length - this.limit);
    const shown = this.lines.slice(first);
    const ref = this.reference;
    // A polite live region (role log) around a real list: each entry stays a list item.
    return html`<div class="log" role="log" aria-live="polite" aria-label="Game log" tabindex="0">
      <ol start=${first + 1}>
        ${shown.map(
          (line) =>
            html`<li class=${line.emphasis ? 'turn' : ''}>
              ${ref ? termLinks(this, ref, line.text, true) : line.text}
            </li>`,
        )}
      </ol>
    </div>`;
  }

  protected override updated(): void {
    const list = this.renderRoot.querySelector('.log');
    list?.scrollTo({ top: list.scrollHeight, behavior: 'instant' });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-game-log': ParleyGameLog;
  }
}
