/**
 * The game log as a page holds it (docs/app.md, "The game log"): the events the match screen gives
 * the game's table (`log`, components/game-table.ts), whatever the game, read through the table
 * element (`data-testid="table"`). Two checks use it: a reload keeps the log exactly, and two seats'
 * logs agree on public events (test/e2e/public-log.ts says which lines are public; on events: a
 * seat's event may carry, on top of the public event, fields only that seat knows — Authority's
 * `cards` of its own draw — so a pair of events agrees when the fields both carry are equal).
 */
import type { Page } from 'playwright-core';
import { canonicalJson } from '../../protocol/canonical.ts';

/** The log events the table of `page` shows now (JSON values). */
export async function tableLog(page: Page): Promise<unknown[]> {
  return page
    .getByTestId('table')
    .first()
    .evaluate(
      (el) => JSON.parse(JSON.stringify((el as unknown as { log: unknown[] }).log)) as unknown[],
    );
}

function publicPair(a: unknown, b: unknown): [unknown, unknown] {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return [a, b];
  if (Array.isArray(a) || Array.isArray(b)) return [a, b];
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const both = Object.keys(ra).filter((k) => k in rb);
  const pick = (r: Record<string, unknown>) => Object.fromEntries(both.map((k) => [k, r[k]]));
  return [pick(ra), pick(rb)];
}

/**
 * Where two seats' logs disagree on a public event (null: they agree). Each log is built from a
 * prefix of one transcript, so the shorter must be the start of the longer, event by event.
 */
export function publicDisagreement(
  a: readonly unknown[],
  b: readonly unknown[],
): { index: number; a: unknown; b: unknown } | null {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const [pa, pb] = publicPair(a[i], b[i]);
    // Key order is no difference: a seat's own action is kept as it built it, the other seat's as
    // it was decoded from the message.
    if (canonicalJson(pa) !== canonicalJson(pb)) return { index: i, a: a[i], b: b[i] };
  }
  return null;
}

/**
 * Samples two seats' logs during a friend match (each read as it stands; {@link publicDisagreement}
 * allows one to be further on) and keeps what disagreed.
 */
export class LogAgreement {
  samples = 0;
  /** The longest log compared (so a test can tell the samples were not all empty). */
  longest = 0;
  readonly problems: string[] = [];

  constructor(
    private readonly a: Page,
    private readonly b: Page,
  ) {}

  /** Reads both logs now and compares their public events. */
  async sample(): Promise<void> {
    let logs: [unknown[], unknown[]];
    try {
      logs = [await tableLog(this.a), await tableLog(this.b)];
    } catch {
      return; // a page between screens (a reload, the end screen): the next sample reads it
    }
    this.samples++;
    this.longest = Math.max(this.longest, ...logs.map((l) => l.length));
    const d = publicDisagreement(...logs);
    if (d && this.problems.length < 5) this.problems.push(JSON.stringify(d));
  }
}
