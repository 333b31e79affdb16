import { css } from 'lit';

/**
 * The shared look of every `parley-*` element: theme custom properties, base controls, focus ring
 * and motion. Override any `--parley-*` property on an ancestor to retheme (custom properties cross
 * shadow roots). Motion: every animation and transition uses `var(--p-dur)`, which is `0s` when the
 * user prefers reduced motion or when the element (or an ancestor element that sets
 * `--parley-duration: 0s`) has the `reduced-motion` attribute.
 *
 * Contrast (WCAG 2.2, 1.4.3 and 1.4.11; docs/ui.md, "Accessibility"): every text colour is at least
 * 4.5:1 against every surface it is drawn on (including a hovered button), and the borders of
 * controls (`--p-control-line`) at least 3:1 against the page and the surfaces;
 * test/theme-contrast.test.ts checks the defaults.
 */
export const theme = css`
  :host {
    --p-bg: var(--parley-bg, #10151f);
    --p-surface: var(--parley-surface, #192131);
    --p-surface-2: var(--parley-surface-2, #232e44);
    --p-line: var(--parley-line, #34405a);
    --p-control-line: var(--parley-control-line, #7481a0);
    --p-fg: var(--parley-fg, #e9edf5);
    --p-muted: var(--parley-muted, #a6b1c8);
    --p-accent: var(--parley-accent, #f2b84b);
    --p-accent-fg: var(--parley-accent-fg, #1b1406);
    --p-good: var(--parley-good, #4cc38a);
    --p-bad: var(--parley-bad, #ff8a80);
    --p-target: var(--parley-target, #58c4f5);
    --p-warrior: var(--parley-warrior, #d9534f);
    --p-mage: var(--parley-mage, #4a8fe7);
    --p-ranger: var(--parley-ranger, #3fae5a);
    --p-lesser: var(--parley-lesser, #5b6270);
    --p-greater: var(--parley-greater, #c9a23f);
    --p-card-bg: var(--parley-card-bg, #f6f1e4);
    --p-card-fg: var(--parley-card-fg, #1d1a14);
    --p-radius: var(--parley-radius, 10px);
    --p-gap: var(--parley-gap, 0.5rem);
    --p-font: var(--parley-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --p-dur: var(--parley-duration, 180ms);
    box-sizing: border-box;
    font-family: var(--p-font);
    color: var(--p-fg);
    -webkit-tap-highlight-color: transparent;
  }
  :host([hidden]) {
    display: none !important;
  }
  :host([reduced-motion]) {
    --parley-duration: 0s;
  }
  @media (prefers-reduced-motion: reduce) {
    :host {
      --parley-duration: 0s;
      --p-dur: 0s;
    }
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  h2,
  h3 {
    margin: 0 0 var(--p-gap);
    font-weight: 650;
    line-height: 1.2;
  }
  h2 {
    font-size: 1.25rem;
  }
  h3 {
    font-size: 1rem;
  }
  button,
  input,
  select {
    font: inherit;
    color: inherit;
  }
  button {
    cursor: pointer;
    min-height: 2.5rem;
    padding: 0.45rem 0.9rem;
    border: 1px solid var(--p-control-line);
    border-radius: var(--p-radius);
    background: var(--p-surface-2);
    transition:
      background var(--p-dur),
      transform var(--p-dur),
      box-shadow var(--p-dur);
  }
  button:hover:not(:disabled) {
    background: var(--p-line);
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  button.primary {
    background: var(--p-accent);
    border-color: var(--p-accent);
    color: var(--p-accent-fg);
    font-weight: 650;
  }
  button.primary:hover:not(:disabled) {
    background: var(--p-accent);
    filter: brightness(1.08);
  }
  button.danger {
    border-color: var(--p-bad);
    color: var(--p-bad);
  }
  input[type='text'],
  input[type='number'],
  input[type='url'],
  input[type='password'],
  input:not([type]),
  select {
    min-height: 2.5rem;
    padding: 0.4rem 0.6rem;
    border: 1px solid var(--p-control-line);
    border-radius: calc(var(--p-radius) * 0.6);
    background: var(--p-bg);
  }
  :focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: 2px;
  }
  .muted {
    color: var(--p-muted);
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  .panel {
    background: var(--p-surface);
    border: 1px solid var(--p-line);
    border-radius: var(--p-radius);
    padding: calc(var(--p-gap) * 2);
  }
  @keyframes p-pop {
    from {
      transform: scale(0.92);
      opacity: 0;
    }
    to {
      transform: none;
      opacity: 1;
    }
  }
  @keyframes p-pulse {
    50% {
      box-shadow: 0 0 0 4px var(--p-target);
    }
  }
`;
