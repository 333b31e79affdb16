import { css } from 'lit';

/**
 * The declarations that make a `<button>` holding a `<parley-card-frame>` show the card alone:
 * no padding, border, background or minimum height of the theme's base button
 * (components/theme.ts), the card's own rounded corners, and the small card font. Put it inside a
 * rule of the element's styles (Lit composes `css` results): the hand of the Trials board, an
 * Avatar's attachments, the deck-order editor's pool and a card row all use it, so a card that is
 * a control looks like the card it is (docs/ui.md, "Shared elements: the card frame, the row, the detail
 * view").
 *
 * @example
 * static styles = css`button.card { display: block; width: 100%; ${cardButtonReset} }`;
 */
export const cardButtonReset = css`
  padding: 0;
  border: none;
  background: none;
  min-height: 0;
  border-radius: var(--p-radius);
  --parley-card-font: 0.75rem;
`;
