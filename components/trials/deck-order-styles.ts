/**
 * The styles of `<trials-deck-order>` (components/trials/trials-deck-order.ts): two columns at
 * desktop width (choices left, the ordered deck right), one column on a phone, never wider than
 * the page; the opening hand's rows tinted and labelled; motion only through `var(--p-dur)`.
 */
import { css } from 'lit';
import { cardButtonReset } from '../card-button-styles.ts';

export const deckOrderStyles = css`
  :host {
    display: block;
    min-width: 0;
  }
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--p-gap);
    margin-bottom: var(--p-gap);
  }
  .count {
    font-size: 1.2rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .count.ok {
    color: var(--p-good);
  }
  .count.over {
    color: var(--p-bad);
  }
  .cols {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: calc(var(--p-gap) * 2);
    align-items: start;
  }
  section {
    min-width: 0;
  }
  .precon {
    display: flex;
    flex-wrap: wrap;
    gap: var(--p-gap);
    align-items: center;
    margin-bottom: var(--p-gap);
  }
  .precon select {
    flex: 1 1 10rem;
    min-width: 0;
  }
  .grid {
    margin: 0 0 var(--p-gap);
    padding: 0.3rem;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
    gap: var(--p-gap);
  }
  .grid .item {
    min-width: 0;
  }
  .grid button.face {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
    ${cardButtonReset}
  }
  .grid button.face:hover:not(:disabled) {
    background: none;
  }
  .grid button.face .card {
    height: 100%;
  }
  .grid button[aria-disabled='true'] .card {
    opacity: 0.55;
  }
  .grid .in-deck {
    position: absolute;
    top: -0.4rem;
    right: -0.3rem;
    padding: 0 0.45em;
    border-radius: 0.8em;
    background: var(--p-good);
    color: #10151f;
    font-size: 0.75rem;
    font-weight: 700;
  }
  .filters {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    margin-bottom: var(--p-gap);
  }
  .filters button[aria-pressed='true'] {
    background: var(--p-accent);
    color: var(--p-accent-fg);
  }
  .hint {
    color: var(--p-muted);
    margin: 0 0 var(--p-gap);
  }
  ol.order {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
  }
  ol.order li {
    display: flex;
    align-items: stretch;
    border-radius: var(--p-radius);
    border-left: 6px solid var(--c, var(--p-lesser));
    background: var(--p-surface-2);
    transition: background var(--p-dur);
  }
  ol.order li.hand {
    background: color-mix(in srgb, var(--p-accent) 22%, var(--p-surface-2));
  }
  ol.order li.drop-over {
    box-shadow: 0 -3px 0 var(--p-target);
  }
  ol.order li.dragging {
    opacity: 0.5;
  }
  ol.order li.off {
    outline: 2px dashed var(--p-bad);
    outline-offset: -2px;
  }
  ol.order button.row {
    flex: 1;
    display: grid;
    grid-template-columns: 1.8rem 1.7rem minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.4rem;
    padding: 0.2rem 0.5rem;
    text-align: left;
    border: none;
    background: none;
    cursor: grab;
  }
  ol.order button.row[aria-pressed='true'] {
    box-shadow: inset 0 0 0 2px var(--p-accent);
  }
  ol.order .pos {
    font-variant-numeric: tabular-nums;
    color: var(--p-muted);
  }
  ol.order .cost {
    display: grid;
    place-items: center;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: 50%;
    background: var(--c, var(--p-lesser));
    color: var(--c-fg, #fff);
    font-weight: 700;
    font-size: 0.85rem;
  }
  ol.order .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ol.order .marks {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0.2rem;
  }
  ol.order .mark {
    font-size: 0.75rem;
    font-weight: 700;
    padding: 0 0.4em;
    border-radius: 0.6em;
    background: var(--p-accent);
    color: var(--p-accent-fg);
  }
  ol.order .mark.off {
    background: var(--p-bad);
    color: #10151f;
  }
  .divider {
    font-size: 0.8rem;
    color: var(--p-muted);
    text-align: center;
    border-top: 1px dashed var(--p-control-line);
    padding-top: 0.15rem;
  }
  .moves {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    margin: var(--p-gap) 0;
  }
  .moves button {
    flex: 1 1 5rem;
    padding: 0.3rem 0.5rem;
  }
  .problems {
    margin: var(--p-gap) 0;
    padding-left: 1.2rem;
    color: var(--p-bad);
  }
  .legal {
    color: var(--p-good);
    margin: var(--p-gap) 0;
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  @media (min-width: 761px) {
    section.deck {
      position: sticky;
      top: 0.5rem;
      max-height: calc(100vh - 1rem);
      overflow-y: auto;
    }
  }
  @media (max-width: 760px) {
    .cols {
      grid-template-columns: minmax(0, 1fr);
    }
    .grid.pool {
      max-height: 70vh;
      overflow-y: auto;
    }
    .grid {
      grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
    }
  }
`;
