import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import type { ParleyEventDetails } from './events.ts';

/**
 * The base of every `parley-*` element: the `reduced-motion` attribute and a typed `emit` for the
 * element's CustomEvents (bubbling and composed).
 */
export class ParleyElement extends LitElement {
  /** Turn off animations and transitions in this element and the elements inside it. */
  @property({ type: Boolean, reflect: true, attribute: 'reduced-motion' }) reducedMotion = false;

  /** Dispatches a bubbling, composed CustomEvent; returns false when a listener cancelled it. */
  protected emit<K extends keyof ParleyEventDetails>(
    name: K,
    detail: ParleyEventDetails[K],
  ): boolean {
    return this.dispatchEvent(
      new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }),
    );
  }
}

/** Arrow-key navigation over `count` items laid out in rows of `columns`. */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  columns = count,
): number | null {
  if (count === 0) return null;
  const cols = Math.max(1, columns);
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return index + cols < count ? index + cols : index;
    case 'ArrowUp':
      return index - cols >= 0 ? index - cols : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Roving focus for a list of buttons in a shadow root: handles the arrow keys, Home and End on a
 * keydown, moves focus and returns the new index (or null when the key is not a navigation key).
 * Items carry `tabindex="0"` (the current one) or `-1`; callers store the index and re-render.
 */
export function roveFocus(
  event: KeyboardEvent,
  items: readonly HTMLElement[],
  columns?: number,
): number | null {
  const current = items.findIndex(
    (item) => item === event.currentTarget || item.contains(event.target as Node),
  );
  const next = rovingIndex(event.key, Math.max(0, current), items.length, columns);
  if (next === null) return null;
  event.preventDefault();
  for (const [i, item] of items.entries()) item.tabIndex = i === next ? 0 : -1;
  items[next]?.focus();
  // Focus alone may leave the item clipped by a scrolling row (the hand on a phone).
  items[next]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return next;
}

/** The number of columns of a CSS grid element as laid out now (1 when it is not a grid). */
export function gridColumns(grid: Element | null): number {
  if (!grid) return 1;
  const cols = getComputedStyle(grid).gridTemplateColumns;
  if (!cols || cols === 'none') return 1;
  return cols.split(' ').filter((s) => s.length > 0).length;
}

/**
 * The instructions of a 2-D group with roving focus (a board), read as its description
 * (`aria-describedby`) so a screen-reader user learns how to move (docs/ui.md, "Keyboard").
 */
export function gridKeysHint(items: string): string {
  return `Arrow keys move between ${items}, up and down change rows; Home and End jump to the first and last; Enter selects; i shows the full card.`;
}

/** The instructions of a row of cards with roving focus (hand, pool, draft, Hidden pile). */
export const ROW_KEYS_HINT =
  'Left and right arrow keys move between cards; Home and End jump to the first and last; Enter selects; i shows the full card.';
