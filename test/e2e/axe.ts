/**
 * axe-core in the end-to-end tests (docs/ui.md, "Accessibility"): injects the pinned
 * node_modules/axe-core/axe.min.js into a page and runs every WCAG 2.x A/AA rule and axe's best
 * practices over the whole document, open shadow roots included. The gate ({@link gate}) fails on
 * any critical or serious violation, and on a moderate one that docs/ui.md does not list with the
 * reason it remains.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
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

/** Runs axe on the page and returns its violations as {@link Finding}s labelled with `screen`. */
export async function audit(page: Page, screen: string): Promise<Finding[]> {
  return findings(screen, (await runAxe(page)).violations);
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
