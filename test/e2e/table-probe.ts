/**
 * What the game drivers (test/e2e/authority-driver.ts, test/e2e/trials-driver.ts; docs/e2e.md,
 * "The Authority driver" and "The Trials driver") read of a game's table element to know that a
 * click took effect, and the seeded weighted pick they choose a control with. The table is found
 * by its tag (`authority-table`, `trials-table`) through the open shadow roots; its state object,
 * busy flag and legal actions are the table's own properties. Every state object the page has
 * seen gets an id, counted per table tag, so that a new state object (one comes with every
 * applied move) shows as a new id. Waits are conditions only (animation-frame polling), no sleep.
 */
import type { Page } from 'playwright-core';

/** The properties of a game table the probe reads. */
interface TableLike {
  readonly state: object | null;
  readonly busy: boolean;
  readonly legal: readonly unknown[];
}

/** Per table tag, on the page's window: the ids given to its state objects, the table found. */
interface ProbeWindow {
  __e2eTables?: Record<string, { ids: WeakMap<object, number>; next: number; el?: Element }>;
}

/** What {@link settleTable} waits for and looks at, besides the table itself. */
export interface SettleSpec {
  /**
   * Selectors of the elements inside the table (through the shadow roots) whose render to await,
   * in this order, after the table's own: each a Lit element (`updateComplete`).
   */
  readonly rendered: readonly string[];
  /** A selector that, where any element matches inside the table, sets `marked`. */
  readonly mark?: string;
}

/** The table's state id after {@link settleTable}, and whether its `mark` was there. */
export interface Settled {
  /** The id of the table's state object (`0`: none yet; `none`: no table). */
  readonly id: string;
  readonly marked: boolean;
}

/**
 * Reads the table `tag` once (after awaiting its render and the renders `arg` names, when `settle`): the id of
 * its state object, its busy flag and the length of its legal actions, and whether `spec.mark`
 * matches inside it. Serialised into the page: self-contained.
 */
async function probe(
  el: Element,
  arg: { tag: string; settle: boolean; rendered: readonly string[]; mark: string | null },
): Promise<{ id: number; busy: boolean; legal: number; marked: boolean }> {
  const deep = (root: ParentNode, selector: string): Element[] => {
    const out = [...root.querySelectorAll(selector)];
    for (const inner of root.querySelectorAll('*'))
      if (inner.shadowRoot) out.push(...deep(inner.shadowRoot, selector));
    return out;
  };
  const inside = (selector: string) => (el.shadowRoot ? deep(el.shadowRoot, selector) : []);
  type Lit = Element & { updateComplete?: Promise<unknown> };
  if (arg.settle) await (el as Lit).updateComplete;
  for (const selector of arg.rendered)
    for (const x of inside(selector)) await (x as Lit).updateComplete;
  const w = window as unknown as ProbeWindow;
  w.__e2eTables ??= {};
  const seen = (w.__e2eTables[arg.tag] ??= { ids: new WeakMap(), next: 1 });
  const t = el as unknown as TableLike;
  let id = 0;
  if (t.state) {
    id = seen.ids.get(t.state) ?? 0;
    if (id === 0) {
      id = seen.next++;
      seen.ids.set(t.state, id);
    }
  }
  const marked = arg.mark !== null && inside(arg.mark).length > 0;
  return { id, busy: t.busy, legal: t.legal.length, marked };
}

/**
 * A token of the table `tag`'s current state object, busy flag and legal actions
 * (`<id>|<busy>|<legal>`; `none` with no table): it changes exactly when a move took effect.
 */
export async function tableToken(page: Page, tag: string): Promise<string> {
  return page
    .locator(tag)
    .evaluate(probe, { tag, settle: false, rendered: [], mark: null })
    .then((r) => `${r.id}|${r.busy}|${r.legal.toString()}`)
    .catch(() => 'none');
}

/**
 * Waits until the table `tag` and the elements `spec.rendered` names have rendered; returns the
 * table's state id (as {@link tableToken} counts them) and whether `spec.mark` is shown.
 */
export async function settleTable(page: Page, tag: string, spec: SettleSpec): Promise<Settled> {
  return page
    .locator(tag)
    .evaluate(probe, { tag, settle: true, rendered: spec.rendered, mark: spec.mark ?? null })
    .then((r) => ({ id: String(r.id), marked: r.marked }))
    .catch(() => ({ id: 'none', marked: false }));
}

/**
 * Waits until the table `tag` holds another state object than in `before` (a token of
 * {@link tableToken}), or has gone from the page; throws after `timeout` milliseconds.
 */
export async function waitForEffect(
  page: Page,
  tag: string,
  before: string,
  timeout: number,
): Promise<void> {
  const [id] = before.split('|');
  await page.waitForFunction(
    ({ tag, was }) => {
      const find = (root: ParentNode): Element | null => {
        const hit = root.querySelector(tag);
        if (hit) return hit;
        for (const el of root.querySelectorAll('*')) {
          const inner = el.shadowRoot ? find(el.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      const w = window as unknown as ProbeWindow;
      const seen = w.__e2eTables?.[tag];
      const table = seen?.el?.isConnected ? seen.el : find(document);
      if (!table) return true;
      if (seen) seen.el = table;
      const state = (table as unknown as TableLike).state;
      const now = state ? (seen?.ids.get(state) ?? -1) : 0;
      return String(now) !== was;
    },
    { tag, was: id },
    { timeout, polling: 'raf' },
  );
}

/** Picks one of `items`, each with its `weight`'s share of the total, with `rng` (in [0, 1)). */
export function weighted<T>(items: readonly T[], weight: (x: T) => number, rng: () => number): T {
  const total = items.reduce((n, x) => n + weight(x), 0);
  let r = rng() * total;
  for (const x of items) {
    r -= weight(x);
    if (r < 0) return x;
  }
  return items[items.length - 1]!;
}
