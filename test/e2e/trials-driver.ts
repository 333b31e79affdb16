/**
 * Drives a match of *Paragon: Trials of the Chosen* through its table only (components/trials/;
 * docs/ui.md, "Trials", and its selector contract; docs/e2e.md, "The Trials driver"), as a player
 * would, by clicking the table's enabled controls:
 *
 * - the pre-game (`<trials-pregame>`): the deck choice — either a pre-constructed deck taken and
 *   committed, or a new deck built in the **deck-order editor** (`<trials-deck-order>`: 2 Avatars,
 *   20 cards picked from the list, one card moved with Alt+arrow keys and one with the move
 *   buttons, Ready, the review, Commit) — then the initiative preference and rock-paper-scissors;
 * - the board (`<trials-board>`): each decision narrowed click by click (a card in hand, one of the
 *   seat's own cards in play, or a plain button; then the Avatar, the effect, the discards, the
 *   targets — on the board's `data-target` cards or the prompt's `data-choice` answers — then
 *   Confirm; Cancel now and then). A pick that sends at once (a plain button; in the `split`
 *   window, the target of a point) ends the decision by itself.
 *
 * Which control is a seeded random choice, weighted so that matches end (attacks, their targets
 * and Confirm high, Cancel very low, Pass moderate); the same seed and the same screens make the
 * same clicks. It acts as soon as the match screen offers a decision and waits on conditions only:
 * the match screen's state attributes, the table's state object changing after an action is sent,
 * and the board's own render (`updateComplete`) after a click that only narrows the choice.
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
import { settleTable, tableToken, waitForEffect, weighted } from './table-probe.ts';

/** How a seat chooses its deck in the pre-game. */
export type DeckPlan = 'build' | 'precon';

/** What one page did while it played. */
export interface TrialsLog {
  /** Clicks that sent a move (a decision taken). */
  actions: number;
  /** Every click (narrowing steps too). */
  clicks: number;
  /** Milliseconds spent waiting for a decision (the opponent, the protocol) and acting on one. */
  readonly ms: { waiting: number; acting: number };
  readonly counts: Record<string, number>;
  readonly trace: string[];
  /** The deck this seat committed (Avatars, then the 20 cards top first), as the review showed it. */
  deck: { readonly avatars: string[]; readonly order: string[] } | null;
  /**
   * The names of the committed deck, top first, as the pre-game showed it to this seat after its
   * Commit (`pregame-notes`, from the seat's own notes); empty when the match moved on unseen.
   */
  committed: string[];
  /** What the deck-order editor did (`build` only): the moves made, in words. */
  readonly editor: string[];
}

/** Options of {@link driveTrials}. */
export interface TrialsDriveOptions {
  /** `build`: a new deck in the deck-order editor; `precon` (default): a pre-constructed deck. */
  readonly deck?: DeckPlan;
  /** Give up (throw) after this many decisions. */
  readonly maxActions?: number;
  /** The longest the opponent (or the protocol) may take before this page can act again. */
  readonly stepTimeout?: number;
  /** Give up (throw, with where the match is) after this many milliseconds. */
  readonly maxMs?: number;
  /** Called whenever this page has a decision to make, before it reads the controls. */
  readonly beforeAct?: (page: Page, state: ScreenState) => Promise<void>;
  /** Stop (and return) at a decision where this is true of the screen state and the log. */
  readonly until?: (state: ScreenState, log: TrialsLog) => boolean;
}

/**
 * The weight of each kind of board control: Confirm, Attack and targets first, then playing and
 * using cards, Pass moderate (it ends the seat's part of the round sooner), Cancel very rarely.
 */
export const TRIALS_WEIGHTS: Readonly<Record<string, number>> = {
  confirm: 40,
  attack: 30,
  target: 8,
  choice: 8,
  effect: 3,
  'hand-card': 4,
  'own-card': 4,
  discard: 4,
  channel: 1.5,
  ignite: 1.5,
  pass: 3,
  decline: 4,
  'scout-top': 1,
  'scout-bottom': 1,
  'trigger-use': 2,
  'trigger-skip': 1,
  cancel: 0.05,
};

/** The table's tag (test/e2e/table-probe.ts reads it). */
const TABLE = 'trials-table';

/**
 * Waits until the table and the element it shows (pre-game or board) have rendered, with the deck
 * choice, the deck-order editor and the Avatars in it; returns the table's state object's id (as
 * {@link tableToken} counts them) and whether the board is in the middle of a choice (its prompt
 * shows Cancel): `<id>|choosing` or `<id>|`.
 */
async function settle(page: Page): Promise<string> {
  const { id, marked } = await settleTable(page, TABLE, {
    rendered: [
      'trials-board, trials-pregame',
      'trials-deck-choice',
      'trials-deck-order',
      'trials-avatar',
    ],
    mark: '[data-action="cancel"]',
  });
  return `${id}|${marked ? 'choosing' : ''}`;
}

/** Where the game is, in a few words (the round line, both sides' counts), for failures. */
export async function trialsProgress(page: Page): Promise<string> {
  const status = await page
    .locator('trials-board trials-status')
    .first()
    .evaluate((el) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim())
    .catch(() => 'no board');
  return status.slice(0, 160);
}

/** The pre-game's status line or the board's prompt, in words (for failures). */
export async function whereNow(page: Page): Promise<string> {
  const hint = await page
    .locator(
      'trials-pregame [data-testid="pregame-hint"], trials-board [data-testid="trials-prompt"]',
    )
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);
  return (hint ?? 'no pre-game or board').replace(/\s+/g, ' ').trim().slice(0, 300);
}

// ---------------------------------------------------------------------------------------------
// The pre-game

/** Clicks `target` and waits until the deck choice (or the editor) has rendered the change. */
async function clickAndSettle(page: Page, target: Locator, log: TrialsLog): Promise<void> {
  await target.click({ timeout: 10_000 });
  log.clicks++;
  await settle(page);
}

/** The ids the deck-order editor holds now, top first (its rows' `data-order-card`). */
function editorOrder(page: Page): Promise<string[]> {
  return page
    .locator('trials-deck-order ol.order li[data-order-card]')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.orderCard ?? ''));
}

/**
 * In the deck-order editor: choose 2 Avatars, pick 20 cards, move one card with Alt+ArrowDown (the
 * keyboard) and one to the top with the move buttons, checking each move in the rows' order, then
 * Ready. Returns the order the editor ended with.
 */
async function buildInEditor(page: Page, rng: () => number, log: TrialsLog): Promise<void> {
  const editor = page.locator('trials-deck-order');
  await editor.waitFor({ state: 'attached', timeout: 10_000 });
  // Two Avatars (a seeded pair), then the cards their disciplines allow.
  const avatars = editor.locator('div.avatars button.face[data-avatar]');
  const ids = await avatars.evaluateAll((els) =>
    els.map((el) => (el as HTMLElement).dataset.avatar ?? ''),
  );
  if (ids.length < 2) throw new Error(`the editor offers ${ids.length} Avatars`);
  const first = Math.floor(rng() * ids.length);
  let second = Math.floor(rng() * (ids.length - 1));
  if (second >= first) second++;
  for (const id of [ids[first]!, ids[second]!]) {
    await clickAndSettle(page, editor.locator(`div.avatars button.face[data-avatar="${id}"]`), log);
  }
  const pool = editor.locator('div.pool button.face[data-card]');
  const poolIds = await pool.evaluateAll((els) =>
    els.map((el) => (el as HTMLElement).dataset.card ?? ''),
  );
  if (poolIds.length < 20) throw new Error(`only ${poolIds.length} cards for these Avatars`);
  // A seeded 20 of them, each added at the bottom of the deck.
  const left = [...poolIds];
  for (let n = 0; n < 20; n++) {
    const [id] = left.splice(Math.floor(rng() * left.length), 1);
    await clickAndSettle(page, editor.locator(`div.pool button.face[data-card="${id}"]`), log);
  }
  const count = (await editor.getByTestId('deck-count').textContent())?.replace(/\s+/g, ' ');
  if (!count?.startsWith('20 / 20')) throw new Error(`the editor counts ${count}`);

  // The keyboard: focus row 2 and press Alt+ArrowDown: its card moves to row 3.
  let order = await editorOrder(page);
  const keyed = order[1]!;
  const rows = editor.locator('ol.order button.row');
  await rows.nth(1).focus();
  await rows.nth(1).press('Alt+ArrowDown');
  log.clicks++;
  await settle(page);
  let now = await editorOrder(page);
  if (now[2] !== keyed || now[1] !== order[2])
    throw new Error(`Alt+ArrowDown did not move ${keyed} down: ${now.slice(0, 4).join(', ')}`);
  log.editor.push(`key Alt+ArrowDown: ${keyed} from 2 to 3`);

  // The buttons: select the card at a seeded row past the opening hand and send it to the top.
  order = now;
  const from = 5 + Math.floor(rng() * 15);
  const moved = order[from]!;
  await clickAndSettle(page, rows.nth(from), log);
  await clickAndSettle(page, editor.getByTestId('move-top'), log);
  now = await editorOrder(page);
  if (now[0] !== moved)
    throw new Error(`"To top" did not move ${moved} to the top: ${now.slice(0, 3).join(', ')}`);
  log.editor.push(`button To top: ${moved} from ${from + 1} to 1`);
  // And one step down again with the Down button, still selected.
  await clickAndSettle(page, editor.getByTestId('move-down'), log);
  now = await editorOrder(page);
  if (now[1] !== moved) throw new Error(`"Down" did not move ${moved} to row 2`);
  log.editor.push(`button Down: ${moved} from 1 to 2`);

  await editor.getByTestId('deck-legal').waitFor({ state: 'attached', timeout: 5000 });
  await clickAndSettle(page, editor.getByTestId('deck-ready'), log);
  log.deck = { avatars: [ids[first]!, ids[second]!], order: now };
}

/** The deck choice of this seat (its `deck-order` window): build or take a deck, review, Commit. */
async function chooseDeck(
  page: Page,
  rng: () => number,
  plan: DeckPlan,
  log: TrialsLog,
): Promise<void> {
  const choice = page.locator('trials-deck-choice');
  await choice.waitFor({ state: 'attached', timeout: 10_000 });
  const review = choice.getByTestId('deck-review');
  if (!(await review.isVisible())) {
    if (plan === 'build') {
      await clickAndSettle(page, choice.getByTestId('deck-build'), log);
      await buildInEditor(page, rng, log);
    } else {
      const takes = choice.locator('li[data-deck^="precon:"] [data-testid="deck-take"]');
      const n = await takes.count();
      if (n === 0) throw new Error('no pre-constructed deck offered');
      await clickAndSettle(page, takes.nth(Math.floor(rng() * n)), log);
    }
  }
  await review.waitFor({ state: 'visible', timeout: 10_000 });
  await choice.getByTestId('deck-legal').waitFor({ state: 'attached', timeout: 5000 });
  const shown = await choice
    .locator('[data-testid="review-order"] li[data-card]')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.card ?? ''));
  const avatars = await review
    .locator('trials-card[data-avatar]')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.avatar ?? ''));
  if (log.deck && JSON.stringify(log.deck.order) !== JSON.stringify(shown))
    throw new Error(`the review shows another order than the editor's: ${shown.join(', ')}`);
  log.deck = { avatars, order: shown };
  const commit = choice.locator('[data-testid="deck-commit"][aria-disabled="false"]');
  await commit.waitFor({ state: 'visible', timeout: 30_000 });
  await commit.click({ timeout: 10_000 });
  log.clicks++;
  // The pre-game then shows the committed deck as only this seat knows it (while the match waits
  // for the other deck, or shows the Avatars); the other seat's commit may move on past it.
  await page
    .locator('trials-pregame [data-testid="pregame-notes"]')
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(async () => (log.committed = await pregameNotesDeck(page)))
    .catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------
// The board

/** One control of the board the driver may click, as read from the page. */
interface Control {
  readonly index: number;
  readonly kind: string;
  readonly id: string;
  readonly label: string;
}

/**
 * The board's controls now: the prompt's buttons (by `data-action`, `data-choice`, `data-effect`),
 * the hand cards offered, the cards in play marked `data-target`, and (before anything is chosen)
 * the seat's own cards in play. One locator, so `nth(index)` clicks what was read.
 */
function boardControls(page: Page, seat: string): Locator {
  return page
    .locator('trials-board')
    .locator(
      [
        '[data-testid="trials-prompt"] .question',
        '[data-testid="trials-prompt"] .options button',
        '[data-testid="trials-hand"] button.hand-card',
        `[data-player-panel] trials-avatar [data-target]`,
        `[data-player-panel][data-seat="${seat}"] trials-avatar [data-instance]`,
      ].join(', '),
    );
}

async function readControls(page: Page, seat: string): Promise<Control[]> {
  return boardControls(page, seat).evaluateAll((els) =>
    els.flatMap((el, index) => {
      const e = el as HTMLElement;
      const label = (e.getAttribute('aria-label') ?? e.textContent ?? '').replace(/\s+/g, ' ');
      const d = e.dataset;
      if (e.classList.contains('question')) return [{ index, kind: 'question', id: '', label }];
      if (e.tagName === 'BUTTON' && (e as HTMLButtonElement).disabled) return [];
      if (d.action) return [{ index, kind: d.action, id: d.action, label }];
      if (d.choice) return [{ index, kind: 'choice', id: d.choice, label }];
      if (d.effect) return [{ index, kind: 'effect', id: d.effect, label }];
      if (d.hand) {
        if (!e.classList.contains('offered')) return [];
        return [{ index, kind: 'hand-card', id: d.hand, label }];
      }
      if (d.target) return [{ index, kind: 'target', id: d.target, label }];
      if (d.instance) return [{ index, kind: 'own-card', id: d.instance, label }];
      return [];
    }),
  );
}

/**
 * One decision on the board: clicks until a move is sent (Confirm, or a control that completes an
 * action by itself: a plain button, a point of split damage). Returns the words of the click that sent it, or null when the board offered
 * nothing to click (not rendered yet, or the window moved on).
 */
async function decideOnBoard(
  page: Page,
  seat: string,
  rng: () => number,
  log: TrialsLog,
): Promise<string | null> {
  // Own cards in play that were clicked at the start of this decision and offered nothing.
  const inert = new Set<string>();
  for (let clicks = 0; clicks < 60; clicks++) {
    const before = await settle(page);
    const all = await readControls(page, seat);
    const choosing = all.some((c) => c.kind === 'cancel');
    // The prompt says when cards in play start an action ("… one of your cards in play to attack,
    // channel or use it"); only then is one of the seat's own cards worth a click.
    const question = all.find((c) => c.kind === 'question')?.label ?? '';
    const sources = !choosing && /cards in play/.test(question);
    const usable = all.filter(
      (c) =>
        c.kind !== 'question' &&
        !(c.kind === 'own-card' && (!sources || inert.has(c.id))) &&
        // a discard already chosen would only be chosen off again
        !(c.kind === 'hand-card' && choosing && /Chosen$/.test(c.label)),
    );
    if (usable.length === 0) return null;
    const pick = weighted(
      usable,
      (c) => TRIALS_WEIGHTS[c.kind === 'hand-card' && choosing ? 'discard' : c.kind] ?? 1,
      rng,
    );
    try {
      await boardControls(page, seat).nth(pick.index).click({ timeout: 5000 });
    } catch {
      if ((await settle(page)).split('|')[0] !== before.split('|')[0]) return 'moved on';
      continue; // the control went away under the click: read the board again
    }
    log.clicks++;
    log.counts[pick.kind] = (log.counts[pick.kind] ?? 0) + 1;
    const what = `${pick.kind} ${pick.label.slice(0, 60)}`;
    if (process.env.E2E_DEBUG) process.stderr.write(`[${seat}]   ${what}\n`);
    if (pick.kind === 'confirm') return what;
    const after = await settle(page);
    const nowChoosing = after.endsWith('|choosing');
    if (after.split('|')[0] !== before.split('|')[0]) return what;
    if (pick.kind === 'own-card' && !nowChoosing) {
      inert.add(pick.id);
      continue;
    }
    // A control that completed its action by itself (a plain button, a split point): sent.
    if (!choosing && !nowChoosing && pick.kind !== 'own-card' && pick.kind !== 'hand-card')
      return what;
  }
  throw new Error(`no decision after 60 clicks (${log.trace.slice(-6).join(', ')})`);
}

// ---------------------------------------------------------------------------------------------
// The match

/**
 * Plays the match on `page` through the Trials table until the match screen says `over`
 * (`stopped`/`error` throw): the pre-game as {@link TrialsDriveOptions.deck} says, then every
 * decision on the board with `rng`.
 */
export async function driveTrials(
  page: Page,
  rng: () => number,
  options: TrialsDriveOptions = {},
): Promise<TrialsLog> {
  const log: TrialsLog = {
    actions: 0,
    clicks: 0,
    ms: { waiting: 0, acting: 0 },
    counts: {},
    trace: [],
    deck: null,
    committed: [],
    editor: [],
  };
  const maxActions = options.maxActions ?? 1500;
  const stepTimeout = options.stepTimeout ?? 60_000;
  const giveUp = Date.now() + (options.maxMs ?? Infinity);
  let misses = 0;
  for (;;) {
    const waitStart = Date.now();
    try {
      await page.locator(READY).waitFor({ state: 'attached', timeout: stepTimeout });
    } catch (error) {
      throw new Error(
        `no decision within ${stepTimeout} ms: ${JSON.stringify(await screenState(page).catch(() => null))}; ${await whereNow(page)} (${log.trace.slice(-6).join(', ')})`,
        { cause: error },
      );
    }
    const actStart = Date.now();
    log.ms.waiting += actStart - waitStart;
    const state: ScreenState = await screenState(page);
    if (state.phase === 'over') return log;
    await throwIfStopped(page, state, log.trace.slice(-8));
    await options.beforeAct?.(page, state);
    if (options.until?.(state, log)) return log;
    await settle(page);
    const before = await tableToken(page, TABLE);
    const seat = state.seat ?? 'A';
    const window = state.waiting ?? '';
    let what: string | null = null;
    if ((await page.locator('trials-table trials-pregame').count()) > 0) {
      what = await pregameStep(page, window, rng, options.deck ?? 'precon', log);
    } else {
      what = await decideOnBoard(page, seat, rng, log);
    }
    if (what === null) {
      // A decision with its controls not rendered yet, or one the app makes by itself (an
      // opening, a forced decline): wait for the table to move on.
      if (++misses > 50) throw new Error(`nothing to click in ${JSON.stringify(state)}`);
      await waitForEffect(page, TABLE, before, 2000).catch(() => undefined);
      continue;
    }
    misses = 0;
    log.actions++;
    log.trace.push(`${state.phase}/${window}: ${what}`);
    if (process.env.E2E_DEBUG) process.stderr.write(`[${seat}] ${log.trace.at(-1)}\n`);
    if (log.trace.length > 60) log.trace.shift();
    if (log.actions > maxActions || Date.now() > giveUp) {
      throw new Error(
        `no end after ${log.actions} decisions (${await trialsProgress(page)}; ${JSON.stringify(log.ms)} ${JSON.stringify(log.counts)})`,
      );
    }
    if (process.env.E2E_PROGRESS && log.actions % 25 === 0)
      process.stderr.write(
        `[${seat}] ${log.actions} decisions, ${log.clicks} clicks: ${await trialsProgress(page)} ${JSON.stringify(log.ms)}\n`,
      );
    if (what !== 'moved on') await waitForEffect(page, TABLE, before, stepTimeout);
    log.ms.acting += Date.now() - actStart;
  }
}

/** One pre-game decision in window `window`; null when it has no control of this seat's. */
async function pregameStep(
  page: Page,
  window: string,
  rng: () => number,
  plan: DeckPlan,
  log: TrialsLog,
): Promise<string | null> {
  if (window === 'deck-order') {
    await chooseDeck(page, rng, plan, log);
    log.counts[`deck-${plan}`] = 1;
    return `deck (${plan})`;
  }
  const id =
    window === 'initiative-commit'
      ? 'initiative-choose'
      : window === 'rps-commit'
        ? 'rps-choose'
        : null;
  if (id === null) return null;
  const buttons = page.locator(`trials-pregame [data-testid="${id}"]:not([disabled])`);
  const n = await buttons.count();
  if (n === 0) return null;
  const k = Math.floor(rng() * n);
  const label = (await buttons.nth(k).textContent())?.trim() ?? id;
  await buttons.nth(k).click({ timeout: 5000 });
  log.clicks++;
  log.counts[id] = (log.counts[id] ?? 0) + 1;
  return `${id} ${label}`;
}

/** From the home screen: a Trials match against the bot (`level`, default easy). */
export function startTrialsBot(page: Page, level = 'easy'): Promise<void> {
  return startBotGame(page, { game: 'trials', level });
}

/** From the home screen: host a Trials match with a friend; returns the share link. */
export function createTrialsFriendMatch(page: Page): Promise<string> {
  return createFriendMatch(page, { game: 'trials' });
}

/** The names the pre-game lists as this seat's own committed deck (`pregame-notes`), top first. */
export async function pregameNotesDeck(page: Page): Promise<string[]> {
  return page
    .locator('trials-pregame [data-testid="pregame-notes"] ol.deck li')
    .evaluateAll((els) =>
      els.map((el) =>
        (el.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .replace(/ · opening hand$/, ''),
      ),
    );
}
