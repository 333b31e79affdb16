/**
 * The look of `<authority-board>` (./authority-board.ts): a main column (status, prompt, the
 * players, the hand) beside a side column (market, this turn, log) that drops below it under
 * 900px; compact player panels under 560px, so nothing is wider than a 390px phone.
 */
import { css, type CSSResultArray } from 'lit';
import { boardLayoutStyles } from '../board-layout-styles.ts';

/** Styles of `<authority-board>`: the shared board layout, then its own. */
export const boardStyles: CSSResultArray = [
  boardLayoutStyles({ side: '.side', sideMin: '15rem', sideMax: '21rem', panels: 'section' }),
  css`
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
    ol.turn {
      margin: 0.25rem 0 0;
      padding-left: 1.2rem;
      font-size: 0.85rem;
    }
    parley-game-log {
      --parley-log-height: 18rem;
      margin-top: 0.25rem;
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
