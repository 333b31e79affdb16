/**
 * The board layout the game boards share (docs/ui.md, "Shared pieces"): a block host that may shrink in
 * its column; a main column beside a side column (the log, the market) of a bounded width, both
 * flex columns that may shrink, the side column dropping below the main one under 900px; and the
 * panel look (surface, line, radius) of the boards' sections, with the "to play" pill of a side's
 * heading (`h3 .to-play`). Each board's own styles come after
 * it (./authority/board-styles.ts, ./trials/board-styles.ts).
 */
import { css, unsafeCSS, type CSSResult } from 'lit';

/** What differs between the boards: their side column's class and width, their panels. */
export interface BoardLayout {
  /** The selector of the side column (`.side`). */
  readonly side: string;
  /** The side column's least and greatest width (CSS lengths). */
  readonly sideMin: string;
  readonly sideMax: string;
  /** The selector list of the elements drawn as panels (`section`). */
  readonly panels: string;
}

/** The layout styles of a board (see the module comment); the values are the board's own constants. */
export function boardLayoutStyles(layout: BoardLayout): CSSResult {
  const side = unsafeCSS(layout.side);
  const panels = unsafeCSS(layout.panels);
  return css`
    :host {
      display: block;
      min-width: 0;
    }
    .layout {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(
          ${unsafeCSS(layout.sideMin)},
          ${unsafeCSS(layout.sideMax)}
        );
      gap: var(--p-gap);
      align-items: start;
    }
    .main,
    ${side} {
      display: flex;
      flex-direction: column;
      gap: var(--p-gap);
      min-width: 0;
    }
    ${panels} {
      background: var(--p-surface);
      border: 1px solid var(--p-line);
      border-radius: var(--p-radius);
      padding: 0.5rem;
      min-width: 0;
    }
    h3 .to-play {
      font-size: 0.75rem;
      padding: 0.05rem 0.4rem;
      border-radius: 999px;
      background: var(--p-accent);
      color: var(--p-accent-fg);
      white-space: nowrap;
    }
    @media (max-width: 900px) {
      .layout {
        grid-template-columns: minmax(0, 1fr);
      }
    }
  `;
}
