/**
 * The look of `<trials-board>` (./trials-board.ts; docs/ui.md, "Trials"): a main column (round
 * status, the prompt, the opponent's side, the stack, the seat's side, its hand) beside a side
 * column (the log) that drops below it under 900px; the two Avatar columns of a side sit side by
 * side down to a 390px phone (each at most half the width), so nothing is wider than the screen.
 */
import { css, type CSSResultArray } from 'lit';
import { cardButtonReset } from '../card-button-styles.ts';
import { boardLayoutStyles } from '../board-layout-styles.ts';

/** Styles of `<trials-board>`: the shared board layout, then its own. */
export const boardStyles: CSSResultArray = [
  boardLayoutStyles({
    side: '.aside',
    sideMin: '14rem',
    sideMax: '20rem',
    panels: 'section, trials-stack',
  }),
  css`
    h3 {
      margin: 0 0 0.3rem;
      font-size: 1rem;
    }
    .muted {
      color: var(--p-muted);
    }
    .counts {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 0.75rem;
      margin: 0 0 0.3rem;
      padding: 0;
      list-style: none;
      font-size: 0.85rem;
    }
    .counts strong {
      font-variant-numeric: tabular-nums;
    }
    .avatars {
      display: flex;
      flex-wrap: wrap;
      gap: var(--p-gap);
      --trials-column-width: 13rem;
    }
    .avatars trials-avatar {
      flex: 0 1 var(--trials-column-width);
      min-width: 0;
    }
    .piles {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 1rem;
      margin-top: 0.4rem;
      font-size: 0.85rem;
    }
    .piles ol {
      margin: 0.2rem 0;
      padding-left: 1.2rem;
    }
    .piles summary {
      cursor: pointer;
    }
    .deck-view button {
      font-size: 0.85rem;
    }
    .prompt {
      border-color: var(--p-accent);
      background: var(--p-surface-2);
    }
    .prompt .ask {
      font-size: 1rem;
      margin: 0 0 0.3rem;
    }
    .prompt .ask:focus-visible {
      outline: 2px solid var(--p-accent);
      outline-offset: 2px;
    }
    .prompt .question {
      margin: 0.2rem 0;
    }
    .prompt .clock {
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .chosen-card {
      max-width: 14rem;
      --parley-card-font: 0.8rem;
    }
    .options {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      margin: 0.3rem 0 0;
      max-height: 40vh;
      overflow-y: auto;
    }
    .options button {
      text-align: left;
      max-width: 100%;
      white-space: normal;
    }
    ul.hand {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
      gap: 0.4rem;
    }
    button.hand-card {
      display: block;
      width: 100%;
      ${cardButtonReset}
    }
    button.hand-card:hover:not(:disabled) {
      background: none;
    }
    parley-game-log {
      --parley-log-height: 18rem;
    }
    .banner {
      font-size: 1.05rem;
      font-weight: 650;
    }
    @media (max-width: 560px) {
      .avatars {
        --trials-column-width: calc(50% - var(--p-gap) / 2);
      }
      ul.hand {
        grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
      }
    }
  `,
];
