/**
 * axe-core in the end-to-end tests (docs/ui.md, "Accessibility"): injects the pinned
 * node_modules/axe-core/axe.min.js into a page and runs every WCAG 2.x A/AA rule and axe's best
 * practices over the whole document, open shadow roots included. The gate ({@link gate}) fails on
 * any critical or serious violation, and on a moderate one that docs/ui.md does not list with the
 * reason it remains.
 *
 * axe reads colours as they are painted at the moment it runs, so a card still fading in (the
 * `p-pop` animation, opacity 0 to 1) would measure as a contrast failure that no user sees once
 * it has settled. {@link audit} therefore waits until no finite animation or transition is
 * running, and when a run that found violations overlapped an animation that started meanwhile
 * (the bot moved, a card was drawn), it settles and runs again, a bounded number of times.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeResults, Result } from 'axe-core';
import type { CDPSession, Page } from 'playwright-core';
import { ROOT } from './harness.ts';

const AXE_SOURCE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** One violation, reduced to what a failure message needs. */
export interface Finding {
  readonly screen: string;
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  /** Up to five offending elements (axe's shadow-piercing selectors) with axe's summary. */
  readonly nodes: readonly string[];
}

/**
 * Runs axe on the page as it is now. The script is evaluated through the DevTools protocol, so the
 * app's Content-Security-Policy (no inline scripts) does not block it.
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  return page.evaluate(() => {
    const w = window as unknown as {
      axe: { run(ctx: Document, opts: object): Promise<AxeResults> };
    };
    return w.axe.run(document, { resultTypes: ['violations'] });
  }) as Promise<AxeResults>;
}

function findings(screen: string, violations: readonly Result[]): Finding[] {
  return violations.map((v) => ({
    screen,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    nodes: v.nodes
      .slice(0, 5)
      .map((n) => `${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
  }));
}

/** How long to wait for the page's animations to finish (generous: a loaded machine). */
const SETTLE_MS = 30_000;
/** Runs of axe on one screen while animations keep starting before its findings stand. */
const MAX_RUNS = 5;

/**
 * Resolves when no finite animation or transition runs anywhere in the page, open shadow roots
 * included (infinite ones, such as a target's pulse, only move a shadow and never end).
 */
export async function waitForStillAnimations(page: Page, timeout = SETTLE_MS): Promise<void> {
  await page.waitForFunction(
    () => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (let i = 0; i < roots.length; i++) {
        for (const el of roots[i]!.querySelectorAll('*'))
          if (el.shadowRoot) roots.push(el.shadowRoot);
      }
      return roots.every((root) =>
        root.getAnimations().every((a) => {
          if (a.playState !== 'running' && !a.pending) return true;
          const end = a.effect?.getComputedTiming().endTime;
          return typeof end === 'number' && !Number.isFinite(end);
        }),
      );
    },
    undefined,
    { timeout, polling: 50 },
  );
}

/** Counts the animations and transitions the page starts (DevTools protocol, every tree scope). */
const started = new WeakMap<Page, { count: number; session: CDPSession }>();
async function animationCounter(page: Page): Promise<{ count: number }> {
  let counter = started.get(page);
  if (!counter) {
    const session = await page.context().newCDPSession(page);
    const fresh = { count: 0, session };
    session.on('Animation.animationStarted', () => fresh.count++);
    await session.send('Animation.enable');
    started.set(page, fresh);
    counter = fresh;
  }
  return counter;
}

/**
 * Runs axe on the page once its animations have settled and returns its violations as
 * {@link Finding}s labelled with `screen` (see the module comment for the reruns).
 */
export async function audit(page: Page, screen: string): Promise<Finding[]> {
  const counter = await animationCounter(page);
  let violations: readonly Result[] = [];
  for (let run = 1; run <= MAX_RUNS; run++) {
    await waitForStillAnimations(page);
    const before = counter.count;
    violations = (await runAxe(page)).violations;
    if (violations.length === 0 || counter.count === before) break;
    process.stderr.write(`axe: ${screen}: an animation started during the run; running again\n`);
  }
  return findings(screen, violations);
}

/**
 * The rule ids that docs/ui.md lists as remaining moderate findings: the rows of the table under
 * "Moderate axe findings that remain" (first column, in backticks).
 */
export function allowedModerate(): Set<string> {
  const doc = readFileSync(join(ROOT, 'docs/ui.md'), 'utf8');
  const start = doc.indexOf('Moderate axe findings that remain');
  if (start < 0) return new Set();
  const section = doc.slice(start).split(/\n#{2,3} /)[0]!;
  const ids = [...section.matchAll(/^\|\s*`([a-z0-9-]+)`/gm)].map((m) => m[1]!);
  return new Set(ids);
}

/**
 * What fails the check: every critical or serious finding, and every moderate one whose rule
 * docs/ui.md does not list. Minor findings are reported by the caller, not failed.
 */
export function gate(all: readonly Finding[], moderateAllowed = allowedModerate()): Finding[] {
  return all.filter(
    (f) =>
      f.impact === 'critical' ||
      f.impact === 'serious' ||
      (f.impact === 'moderate' && !moderateAllowed.has(f.rule)),
  );
}

/** A readable list of findings for an assertion message. */
export function describeFindings(list: readonly Finding[]): string {
  return list
    .map((f) => `[${f.screen}] ${f.impact} ${f.rule}: ${f.help}\n    ${f.nodes.join('\n    ')}`)
    .join('\n');
}
