/**
 * The cost curve of the deck-order editor (components/trials/trials-deck-order.ts): how many
 * cards of each energy cost the deck holds (rulebook: "Sorting Your Deck": "sort your deck by
 * energy cost"), as bars with their counts, and in words as the chart's accessible name.
 */
import { css, html, type TemplateResult } from 'lit';
import { CURVE_BUCKETS } from './deck-check.ts';

/** The chart's styles. */
export const costCurveStyles = css`
  .curve {
    display: grid;
    grid-template-columns: repeat(8, 1fr);
    align-items: end;
    gap: 0.3rem;
    height: 5rem;
    padding: 0.3rem;
    margin-bottom: var(--p-gap);
    background: var(--p-bg);
    border-radius: var(--p-radius);
  }
  .bar {
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    align-items: center;
    height: 100%;
    font-size: 0.7rem;
  }
  .bar .fill {
    width: 100%;
    min-height: 2px;
    border-radius: 3px 3px 0 0;
    background: var(--p-target);
    transition: height var(--p-dur);
  }
  .bar .c {
    color: var(--p-muted);
  }
`;

/** The chart of `counts` (one per {@link CURVE_BUCKETS} bucket). */
export function costCurveChart(counts: readonly number[]): TemplateResult {
  const max = Math.max(1, ...counts);
  const words = CURVE_BUCKETS.map((b, i) => `cost ${b}: ${counts[i] ?? 0}`).join(', ');
  return html`<div class="curve" role="img" aria-label="Cost curve: ${words}" data-testid="curve">
    ${CURVE_BUCKETS.map(
      (b, i) =>
        html`<div class="bar" aria-hidden="true">
          <span>${counts[i] || ''}</span>
          <span class="fill" style="height: ${((counts[i] ?? 0) / max) * 70}%"></span>
          <span class="c">${b}</span>
        </div>`,
    )}
  </div>`;
}
