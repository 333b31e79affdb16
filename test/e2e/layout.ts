/**
 * Layout checks from bounding boxes (docs/e2e.md, "Prompt layout"; docs/ui.md, "Prompts"): when a
 * seat has a decision to make, every prompt on screen — any element marked `data-prompt` (the
 * Paragons `parley-prompt`, class choice and rock-paper-scissors; Authority's faction choice,
 * throws, strike, ability-choice, market-removal and other prompts) — lies fully inside the
 * viewport at the scroll position the app left it, without the player scrolling; every countdown
 * on screen (`[data-countdown]`, or `role="timer"` inside a prompt) lies inside it too; and no
 * fixed or sticky element overlaps a player panel (`data-player-panel`). Read in the page, through
 * open shadow roots, after two animation frames (a prompt rendered by the last state change is
 * laid out and any scroll the app makes to it is done).
 */
import type { Page } from 'playwright-core';

/** A box in viewport coordinates. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** What the page showed at one decision. */
export interface LayoutReading {
  readonly viewport: { readonly w: number; readonly h: number };
  /** Each prompt: its `data-prompt` kind and box. */
  readonly prompts: readonly { readonly kind: string; readonly box: Box }[];
  /** Each countdown on screen. */
  readonly countdowns: readonly Box[];
  /** Each fixed or sticky element that overlaps a player panel: what it is and both boxes. */
  readonly overlaps: readonly { readonly what: string; readonly box: Box; readonly panel: Box }[];
  /** Boxes of named parts (for the phone check: board, hand). */
  readonly parts: Readonly<Record<string, Box | null>>;
}

/**
 * The in-page reader, as source text: Playwright sends a function as its source, and the
 * TypeScript loader may wrap named functions in a helper the page does not have.
 */
const READ_LAYOUT = `(() => {
  const all = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      all.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  const boxOf = (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, h: r.height };
  };
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== 'hidden' && cs.display !== 'none';
  };
  const describe = (el) => {
    const cls = (el.getAttribute('class') || '').trim();
    const id = el.getAttribute('data-testid');
    return el.tagName.toLowerCase() + (cls ? '.' + cls.split(/\\s+/).join('.') : '') +
      (id ? '[data-testid=' + id + ']' : '');
  };
  const promptEls = all.filter((el) => el.hasAttribute('data-prompt'));
  const prompts = promptEls
    .filter(shown)
    .map((el) => ({ kind: el.getAttribute('data-prompt') || '', box: boxOf(el) }));
  const inPrompt = (el) => promptEls.some((p) => p.contains(el) || (p.shadowRoot && p.shadowRoot.contains(el)));
  const countdowns = all
    .filter((el) => shown(el) &&
      (el.hasAttribute('data-countdown') || (el.getAttribute('role') === 'timer' && inPrompt(el))))
    .map(boxOf);
  const panels = all.filter((el) => el.hasAttribute('data-player-panel') && shown(el));
  const fixed = all.filter((el) => {
    const p = getComputedStyle(el).position;
    return (p === 'fixed' || p === 'sticky') && shown(el);
  });
  const overlaps = [];
  for (const f of fixed) {
    const a = boxOf(f);
    for (const p of panels) {
      // A fixed element inside a panel (or a panel inside it) is part of it, not over it.
      if (f.contains(p) || p.contains(f) || (p.shadowRoot && p.shadowRoot.contains(f))) continue;
      const b = boxOf(p);
      const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (w > 1 && h > 1) overlaps.push({ what: describe(f), box: a, panel: b });
    }
  }
  const part = (selector) => {
    const el = all.find((e) => e.matches(selector) && shown(e));
    return el ? boxOf(el) : null;
  };
  return {
    viewport: { w: window.innerWidth, h: window.innerHeight },
    prompts,
    countdowns,
    overlaps,
    parts: {
      board: part('[data-testid="board-mine"], [data-testid="player-mine"]'),
      hand: part('[data-testid="hand-mine"], [data-testid="hand"]'),
    },
  };
})()`;

/** Reads the layout of the page now (see the module comment). */
export async function readLayout(page: Page): Promise<LayoutReading> {
  await page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))',
  );
  return (await page.evaluate(READ_LAYOUT)) as LayoutReading;
}

const SLACK = 1;

/** True when `box` lies inside the viewport (with a pixel of rounding). */
export function inside(box: Box, viewport: { readonly w: number; readonly h: number }): boolean {
  return (
    box.x >= -SLACK &&
    box.y >= -SLACK &&
    box.x + box.w <= viewport.w + SLACK &&
    box.y + box.h <= viewport.h + SLACK
  );
}

const fmt = (b: Box) =>
  `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}×${Math.round(b.h)}`;

/**
 * What is wrong with `reading` (empty: nothing): a prompt or countdown outside the viewport, a
 * fixed or sticky element over a player panel. `where` names the decision in each problem.
 */
export function layoutProblems(reading: LayoutReading, where: string): string[] {
  const v = reading.viewport;
  const out: string[] = [];
  for (const p of reading.prompts)
    if (!inside(p.box, v))
      out.push(`${where}: prompt ${p.kind} at ${fmt(p.box)} is not inside ${v.w}×${v.h}`);
  if (reading.prompts.length > 0)
    for (const c of reading.countdowns)
      if (!inside(c, v)) out.push(`${where}: countdown at ${fmt(c)} is not inside ${v.w}×${v.h}`);
  for (const o of reading.overlaps)
    out.push(`${where}: ${o.what} (${fmt(o.box)}) overlaps a player panel (${fmt(o.panel)})`);
  return out;
}

/** Collects the layout problems of every decision a page makes (see {@link layoutProblems}). */
export class LayoutWatch {
  readonly problems: string[] = [];
  /** Prompt kinds seen, with how often. */
  readonly seen: Record<string, number> = {};

  constructor(private readonly label: string) {}

  /** Reads the page and records what is wrong; `where` says which decision it is. */
  async check(page: Page, where: string): Promise<void> {
    let reading: LayoutReading;
    try {
      reading = await readLayout(page);
    } catch (error) {
      // The page moved on (a navigation): the next decision is read. Anything else is a failure.
      if (/context was destroyed|navigat/i.test(String(error))) return;
      throw error;
    }
    for (const p of reading.prompts) this.seen[p.kind] = (this.seen[p.kind] ?? 0) + 1;
    for (const problem of layoutProblems(reading, `${this.label} ${where}`))
      if (!this.problems.includes(problem)) this.problems.push(problem);
  }
}
