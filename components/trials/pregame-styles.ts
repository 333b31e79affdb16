/**
 * The styles of Trials' pre-game screens (`<trials-pregame>`, `<trials-deck-choice>`; docs/ui.md,
 * "Trials of the Chosen"): one column that wraps, never wider than the page (390 px phones
 * included); deck offers as cards of text in a grid that becomes one column on a phone; the
 * opening hand's rows marked; motion only through `var(--p-dur)` (the theme).
 */
import { css } from 'lit';

export const pregameStyles = css`
  :host {
    display: block;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .panel {
    display: flex;
    flex-direction: column;
    gap: var(--p-gap);
    min-width: 0;
  }
  h2,
  h3,
  h4,
  h5 {
    margin: 0;
    line-height: 1.2;
  }
  h2 {
    font-size: 1.25rem;
  }
  h3 {
    font-size: 1.05rem;
  }
  h4,
  h5 {
    font-size: 0.95rem;
  }
  p {
    margin: 0;
  }
  ul.plain,
  ol.plain {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul.seats {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 1rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: var(--p-gap);
    align-items: center;
  }
  ul.offers {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
    gap: var(--p-gap);
  }
  .offer,
  .box {
    display: flex;
    flex-direction: column;
    gap: 0.35rem;
    padding: 0.6rem;
    border: 1px solid var(--p-line);
    border-radius: var(--p-radius);
    background: var(--p-surface-2);
    min-width: 0;
  }
  .offer p,
  .box p {
    font-size: 0.9rem;
  }
  .offer .row {
    margin-top: auto;
  }
  details.note summary {
    cursor: pointer;
    font-size: 0.9rem;
  }
  .problems {
    margin: 0;
    padding-left: 1.2rem;
    color: var(--p-bad);
    font-size: 0.9rem;
  }
  .legal {
    color: var(--p-good);
  }
  .avatars {
    display: flex;
    flex-wrap: wrap;
    gap: var(--p-gap);
  }
  .avatars trials-card {
    width: 9.5rem;
    max-width: calc(50% - var(--p-gap) / 2);
  }
  ol.deck {
    margin: 0;
    padding-left: 2.2rem;
    columns: 2 14rem;
    column-gap: 1.5rem;
    font-size: 0.9rem;
  }
  ol.deck li.hand::marker {
    color: var(--p-accent);
    font-weight: 700;
  }
  .mark {
    font-size: 0.75rem;
    font-weight: 650;
    color: var(--p-accent);
  }
  .save input {
    flex: 1 1 10rem;
    min-width: 0;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: var(--p-gap);
  }
  .choices button {
    flex: 1 1 12rem;
  }
  .sealed {
    border-color: var(--p-accent);
  }
  .outcome {
    font-weight: 650;
  }
  ol.events {
    margin: 0;
    padding-left: 1.2rem;
    font-size: 0.9rem;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (max-width: 560px) {
    ul.offers {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;
