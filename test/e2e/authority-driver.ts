/**
 * Drives an Authority match through its table only (components/authority/; docs/e2e.md, "The
 * Authority driver"): the faction choice and rock-paper-scissors of the pre-game, then every
 * command, recruit, strike, ability choice and market removal, as a player would, by clicking the
 * table's enabled controls. Which control is a seeded random choice (weighted towards attacking,
 * so matches end well before the turn limit); the same seed and the same screens make the same
 * clicks. It acts as soon as the screen offers a decision and waits on conditions only: the match
 * screen's state attributes, and the table's state object changing after each click.
 */
import type { Locator, Page } from 'playwright-core';
import {
  createFriendMatch,
  READY,
  screenState,
  startBotGame,
  throwIfStopped,
  type ScreenState,
} from './driver.ts';
import { tableToken, waitForEffect, weighted } from './table-probe.ts';

/**
 * The table's controls, by test id, with the weight a driven player gives each: attacks and
 * Monarch strikes first, recruits and buys often, the other commands sometimes, the end of the
 * command phase rarely while anything else is left.
 */
export const AUTHORITY_CONTROLS: Readonly<Record<string, number>> = {
  'faction-choose': 1,
  'faction-pick': 1,
  'rps-choose': 1,
  'cmd-attack': 12,
  'cmd-recruit': 2,
  'cmd-defend': 0.7,
  'cmd-post': 1,
  'cmd-ability': 1.5,
  'cmd-unmask': 1,
  buy: 3,
  'end-phase': 0.5,
  'strike-monarch': 50,
  strike: 1,
  choose: 2,
  decline: 1,
  'cull-option': 1,
  cull: 1,
  keep: 2,
  'other-action': 1,
};

const CONTROL_SELECTOR = Object.keys(AUTHORITY_CONTROLS)
  .map((id) => `button[data-testid="${id}"]`)
  .join(', ');

/** Every Authority control on the page, in document order (through the open shadow roots). */
export function authorityControls(page: Page): Locator {
  return page.locator('authority-table').locator(CONTROL_SELECTOR);
}

/** What one page did while it played. */
export interface AuthorityLog {
  actions: number;
  /** Milliseconds spent waiting for a decision (the opponent, the protocol) and acting on one. */
  readonly ms: { waiting: number; acting: number };
  readonly counts: Record<string, number>;
  readonly trace: string[];
  /** Every log line the board showed when this page ended a command phase (each once). */
  readonly lines: Set<string>;
}

/** Options of {@link driveAuthority}. */
export interface AuthorityDriveOptions {
  /** Give up (throw) after this many clicks. */
  readonly maxActions?: number;
  /** The longest the opponent (or the protocol) may take before this page can act again. */
  readonly stepTimeout?: number;
  /** Give up (throw, with where the match is) after this many milliseconds. */
  readonly maxMs?: number;
  /** Called whenever this page has a decision to make, before it reads the controls. */
  readonly beforeAct?: (page: Page, state: ScreenState) => Promise<void>;
  /** Stop (and return) at a decision where this is true of the screen state and the log. */
  readonly until?: (state: ScreenState, log: AuthorityLog) => boolean;
}

/** Where the game is, in a few words (turn, both Monarchs' HP), for progress and failures. */
export async function authorityProgress(page: Page): Promise<string> {
  const turn = await page
    .locator('authority-board [data-testid="turn"]')
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);
  const hp = await page
    .locator('authority-board [data-testid="hp"] span')
    .allTextContents()
    .catch(() => []);
  return `${(turn ?? 'no board').replace(/\s+/g, ' ').trim()}; ${hp.join(', ')}`;
}

/** The table's tag (test/e2e/table-probe.ts reads it). */
const TABLE = 'authority-table';

/**
 * Plays the match on `page` with the table's controls until the match screen says `over`
 * (`stopped`/`error` throw). Each decision: read the enabled controls, pick one with `rng`, click
 * it, wait until the move took effect.
 */
export async function driveAuthority(
  page: Page,
  rng: () => number,
  options: AuthorityDriveOptions = {},
): Promise<AuthorityLog> {
  const log: AuthorityLog = {
    actions: 0,
    ms: { waiting: 0, acting: 0 },
    counts: {},
    trace: [],
    lines: new Set(),
  };
  const maxActions = options.maxActions ?? 3000;
  const stepTimeout = options.stepTimeout ?? 60_000;
  const giveUp = Date.now() + (options.maxMs ?? Infinity);
  const controls = authorityControls(page);
  let misses = 0;
  for (;;) {
    const waitStart = Date.now();
    await page.locator(READY).waitFor({ state: 'attached', timeout: stepTimeout });
    const actStart = Date.now();
    log.ms.waiting += actStart - waitStart;
    const state: ScreenState = await screenState(page);
    if (state.phase === 'over') return log;
    await throwIfStopped(page, state, log.trace.slice(-8));
    await options.beforeAct?.(page, state);
    if (options.until?.(state, log)) return log;
    const before = await tableToken(page, TABLE);
    const found = await controls.evaluateAll((els) =>
      els.map((el, index) => ({
        index,
        id: (el as HTMLElement).dataset.testid ?? '',
        enabled: !(el as HTMLButtonElement).disabled,
        label: (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      })),
    );
    const enabled = found.filter((c) => c.enabled);
    if (enabled.length === 0) {
      // A decision with its controls not rendered yet: wait for the table to move on.
      if (++misses > 50) throw new Error(`no control to use in ${JSON.stringify(state)}`);
      await waitForEffect(page, TABLE, before, 2000).catch(() => undefined);
      continue;
    }
    const pick = weighted(enabled, (x) => AUTHORITY_CONTROLS[x.id] ?? 1, rng);
    if (pick.id === 'end-phase') for (const l of await authorityLogLines(page)) log.lines.add(l);
    try {
      await controls.nth(pick.index).click({ timeout: 5000 });
    } catch (error) {
      if ((await tableToken(page, TABLE)) !== before) continue;
      if (++misses > 50) throw error;
      continue;
    }
    misses = 0;
    log.actions++;
    log.counts[pick.id] = (log.counts[pick.id] ?? 0) + 1;
    log.trace.push(`${state.phase}/${state.waiting}: ${pick.label}`);
    if (process.env.E2E_DEBUG) process.stderr.write(`[${state.seat}] ${log.trace.at(-1)}\n`);
    if (log.trace.length > 60) log.trace.shift();
    if (log.actions > maxActions || Date.now() > giveUp) {
      throw new Error(
        `no end after ${log.actions} actions (${await authorityProgress(page)}; ${JSON.stringify(log.ms)} ${JSON.stringify(log.counts)})`,
      );
    }
    if (process.env.E2E_PROGRESS && log.actions % 25 === 0)
      process.stderr.write(
        `[${state.seat}] ${log.actions} actions: ${await authorityProgress(page)} ${JSON.stringify(log.ms)}\n`,
      );
    await waitForEffect(page, TABLE, before, stepTimeout);
    log.ms.acting += Date.now() - actStart;
  }
}

/** From the home screen: an Authority match against the bot (`level`, default easy). */
export function startAuthorityBot(page: Page, level = 'easy'): Promise<void> {
  return startBotGame(page, { game: 'authority', level });
}

/** From the home screen: host an Authority match with a friend; returns the share link. */
export function createAuthorityFriendMatch(page: Page): Promise<string> {
  return createFriendMatch(page, { game: 'authority' });
}

/** The Authority log lines the board shows now (its "Log" list). */
export async function authorityLogLines(page: Page): Promise<string[]> {
  return page
    .locator('authority-board [data-testid="log"] li')
    .evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/**
 * What a page's log must have told while it played (docs/rules/authority.md; the log of
 * src/games/authority/module/log.ts): its own units' commands, strikes with where they hit, its
 * own draws with their cards, the opponent's draws as counts only. Returns the problems (none: ok).
 */
export function logProblems(lines: ReadonlySet<string>): string[] {
  const all = [...lines];
  const problems: string[] = [];
  const need = (what: string, re: RegExp) => {
    if (!all.some((l) => re.test(l))) problems.push(`no line of ${what} (${re})`);
  };
  need('this seat attacking', /^You: .+ attacks\.$/);
  need('a strike', /strikes .+ (Monarch for \d+|row \d with power \d+)/);
  need('this seat drawing, with its cards', /^You draw \d+: .+\.$/);
  need('the opponent drawing', /^(?!You ).+ draws \d+\.$/);
  const peeks = all.filter((l) => /^(?!You ).+ draws \d+:/.test(l));
  if (peeks.length > 0) problems.push(`the opponent's drawn cards are named: ${peeks.join(' | ')}`);
  return problems;
}
