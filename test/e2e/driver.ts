/**
 * Drives the app through its UI only (the hooks of docs/app.md, "E2E hooks"): starting matches
 * from the home screen, and a simple playing policy per page — answer prompts (keep the opening
 * hand, no defender, pass reactions), on your turn play a card to a space, attack with ready
 * mercenaries, end the turn. Every wait is a locator or condition with a timeout; nothing sleeps.
 */
import type { Locator, Page } from 'playwright-core';

/** Default time to wait for one step of the UI. */
export const STEP_MS = 30_000;

/** The match screen's `data-*` attributes (docs/app.md, "The match screen state"). */
export interface ScreenState {
  readonly kind?: string;
  readonly seat?: string;
  readonly phase?: string;
  readonly myTurn?: string;
  readonly waiting?: string;
  readonly link?: string;
  readonly game?: string;
  readonly winner?: string;
  readonly verdict?: string;
  readonly busy?: string;
  readonly step?: string;
}

/**
 * CSS fallbacks (inside the elements' open shadow roots) for test ids of docs/app.md that live in
 * components/ and are not rendered yet; `hook()` matches either, so the scripts keep working when
 * the ids land.
 */
const FALLBACK: Readonly<Record<string, string>> = {
  'home-play-friend': '[data-testid="home"] button.friend',
  'home-play-bot': '[data-testid="home"] button.bot',
  'home-pass-and-play': '[data-testid="home"] button.pass',
  'home-verify': '[data-testid="home"] button.nav[data-to="verify"]',
  'home-history': '[data-testid="home"] button.nav[data-to="history"]',
  'home-settings': '[data-testid="home"] button.nav[data-to="settings"]',
  'home-bot-level': '[data-testid="home"] select#level',
  'share-link': 'parley-lobby input#link',
  'class-option': 'parley-class-choice button.cls',
  'rps-option': 'parley-class-choice button.hand',
  'draft-card': 'parley-draft button.slot',
  'deck-submit': 'parley-deck-builder button.submit',
  'prompt-option': 'parley-prompt button.option',
  'prompt-pass': 'parley-prompt button.pass',
  'match-end-verdict': 'parley-match-end .verdict',
};

/** The element(s) with a docs/app.md test id (or its CSS fallback). */
export function hook(page: Page, id: string): Locator {
  const byId = page.getByTestId(id);
  const css = FALLBACK[id];
  return css ? byId.or(page.locator(css)) : byId;
}

/** The match screen element. */
export function matchScreen(page: Page): Locator {
  return page.getByTestId('match-screen');
}

/** Reads the match screen's state attributes. */
export async function screenState(page: Page): Promise<ScreenState> {
  return matchScreen(page).evaluate((el) => ({ ...(el as HTMLElement).dataset }));
}

/** Waits until the app's home screen is ready to use. */
export async function waitForHome(page: Page, timeout = STEP_MS): Promise<void> {
  await hook(page, 'home-play-bot').waitFor({ state: 'visible', timeout });
}

/** Clicks a format radio on the home screen (by its label). */
export async function chooseFormat(
  page: Page,
  options: { readonly bestOf?: 1 | 3; readonly mode?: 'draft' | 'preconstructed' },
): Promise<void> {
  if (options.bestOf) {
    await page.getByRole('radio', { name: `Best of ${options.bestOf}` }).click();
  }
  if (options.mode) {
    const name = options.mode === 'draft' ? 'Draft' : 'Pre-constructed';
    await page.getByRole('radio', { name, exact: true }).click();
  }
}

/** The game a match is started as: a registered game's id (src/app/games.ts); Paragons by default. */
export interface GameChoice {
  readonly game?: string;
}

/**
 * On the home screen: choose game `id` in the game picker (the first game, Paragons, is chosen
 * when the picker is left alone). Waits until the picker shows it chosen.
 */
export async function chooseGame(page: Page, id: string): Promise<void> {
  await waitForHome(page);
  const radio = page.locator(`[data-group="game"] [data-value="${id}"]`);
  if ((await radio.count()) === 0 && id === 'paragons') return; // a build with one game
  await radio.click();
  await page
    .locator(`[data-group="game"] [data-value="${id}"][aria-checked="true"]`)
    .waitFor({ state: 'attached', timeout: STEP_MS });
}

/**
 * On the home screen: choose the game and its format. Paragons is played best of 1, pre-constructed
 * unless told; other games with their default options.
 */
async function chooseMatch(
  page: Page,
  options: GameChoice & { readonly mode?: 'draft' | 'preconstructed' },
): Promise<void> {
  await waitForHome(page);
  const game = options.game ?? 'paragons';
  await chooseGame(page, game);
  if (game === 'paragons')
    await chooseFormat(page, { bestOf: 1, mode: options.mode ?? 'preconstructed' });
}

/** From the home screen: play the bot (Paragons pre-constructed unless told), `easy` by default. */
export async function startBotGame(
  page: Page,
  options: GameChoice & {
    readonly mode?: 'draft' | 'preconstructed';
    readonly level?: string;
  } = {},
): Promise<void> {
  await chooseMatch(page, options);
  await hook(page, 'home-bot-level').selectOption(options.level ?? 'easy');
  await hook(page, 'home-play-bot').click();
  await matchScreen(page).waitFor({ state: 'attached', timeout: STEP_MS });
}

/**
 * From the home screen: create a match with a friend; returns the share link. With `copy`, it
 * presses the lobby's Copy button and reads the link back from the clipboard (the context needs
 * clipboard permissions: {@link allowClipboard}), checking it equals the link shown.
 */
export async function createFriendMatch(
  page: Page,
  options: GameChoice & {
    readonly mode?: 'draft' | 'preconstructed';
    readonly copy?: boolean;
  } = {},
): Promise<string> {
  await chooseMatch(page, options);
  await hook(page, 'home-play-friend').click();
  const link = hook(page, 'share-link').first();
  await link.waitFor({ state: 'visible', timeout: STEP_MS });
  const value = await link.inputValue({ timeout: STEP_MS });
  if (!value.includes('#/join/')) throw new Error(`share link not ready: ${JSON.stringify(value)}`);
  if (!options.copy) return value;
  await page.getByTestId('share-copy').or(page.locator('parley-lobby button.copy')).first().click();
  await page
    .locator('parley-lobby .copied')
    .filter({ hasText: /copied/i })
    .waitFor({ state: 'visible', timeout: STEP_MS });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  if (copied !== value) throw new Error(`copied ${JSON.stringify(copied)}, shown ${value}`);
  return copied;
}

/** Lets a context's pages write and read the clipboard (for the lobby's Copy button). */
export async function allowClipboard(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(page.url()).origin,
  });
}

/** What one page saw while it played. */
export interface DriveLog {
  actions: number;
  readonly counts: Record<string, number>;
  readonly trace: string[];
}

/** Options of {@link drive}. */
export interface DriveOptions {
  /** Give up (throw) after this many actions. */
  readonly maxActions?: number;
  /** Called when it is this page's main window; return true when it acted itself (e.g. reloaded). */
  readonly beforeMain?: (page: Page, log: DriveLog) => Promise<boolean>;
  /**
   * Called whenever this page has a decision to make (any phase, before {@link beforeMain}), with
   * the screen state; return true when it acted itself (e.g. reloaded the page): the driver then
   * reads the screen again.
   */
  readonly beforeAct?: (page: Page, state: ScreenState, log: DriveLog) => Promise<boolean>;
  /** Per-wait timeout; the opponent's whole turn must fit in it. */
  readonly stepTimeout?: number;
  /** Stop (and return) as soon as this is true of the screen state. */
  readonly until?: (state: ScreenState) => boolean;
}

/**
 * The match screen offers this page a decision (or the match has ended, or stopped): what every
 * game's driver waits for before it reads the screen state.
 */
export const READY =
  '[data-testid="match-screen"]:is([data-phase="over"], [data-phase="stopped"], [data-phase="error"], [data-my-turn="true"]:not([data-busy="true"]))';

/**
 * Throws, with the app's error message and the driver's `recent` actions, when the screen state
 * says the match `stopped` or ended in an `error`; returns otherwise.
 */
export async function throwIfStopped(
  page: Page,
  state: ScreenState,
  recent: readonly string[],
): Promise<void> {
  if (state.phase !== 'stopped' && state.phase !== 'error') return;
  const message = await page
    .getByTestId('error-message')
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => '');
  throw new Error(`match ${state.phase}: ${message ?? ''} (${recent.join(', ')})`);
}

/** Visible and enabled now; false (not a wait) when the element went away meanwhile. */
async function usable(one: Locator): Promise<boolean> {
  try {
    return (await one.isVisible()) && (await one.isEnabled({ timeout: 500 }));
  } catch {
    return false;
  }
}

async function firstVisible(candidates: readonly Locator[]): Promise<Locator | null> {
  for (const candidate of candidates) {
    const n = await candidate.count();
    for (let i = 0; i < n; i++) {
      const one = candidate.nth(i);
      if (await usable(one)) return one;
    }
  }
  return null;
}

/** A cheap fingerprint of what the screen shows: it changes when an action took effect. */
async function fingerprint(page: Page): Promise<string> {
  const state = await screenState(page).catch(() => ({}));
  // evaluateAll never waits for the element (evaluate would, for the default timeout).
  const count = (id: string, prop: string) =>
    page
      .getByTestId(id)
      .evaluateAll(
        (els, p) =>
          els.map((el) => {
            const v = (el as unknown as Record<string, unknown>)[p];
            return Array.isArray(v) ? v.length : -1;
          }),
        prop,
      )
      .catch(() => [-2]);
  const log = await count('game-log', 'events');
  const hand = await count('hand-mine', 'cards');
  const moves = await page.getByTestId('move').count();
  return JSON.stringify({ state, log, moves, hand });
}

/** Waits until the screen differs from `before` (an action took effect) or the match ended. */
async function waitForChange(page: Page, before: string, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const now = await fingerprint(page);
    if (now !== before) return;
    if (Date.now() > deadline) throw new Error(`the screen did not change: ${now}`);
    await page.waitForTimeout(50);
  }
}

/** Opens the legal-moves list (a `<details>`) when it is closed. */
async function openMoves(page: Page): Promise<void> {
  const details = page.getByTestId('moves').first();
  if ((await details.count()) === 0) return;
  try {
    const open = await details.evaluate(
      (el) => (el as HTMLDetailsElement).open === true,
      undefined,
      {
        timeout: 1000,
      },
    );
    if (!open) await details.locator('summary').first().click({ timeout: 2000 });
  } catch {
    // The list went away (the window closed): the caller finds no move and re-reads the screen.
  }
}

/** The move to make in the main window: play a card, else attack, else end the turn. */
async function mainMove(page: Page): Promise<{ what: string; target: Locator } | null> {
  await openMoves(page);
  for (const type of ['play', 'attack']) {
    const target = await firstVisible([page.locator(`[data-testid="move"][data-move="${type}"]`)]);
    if (target) return { what: type, target };
  }
  const end = await firstVisible([
    page.getByTestId('end-turn'),
    page.locator('[data-testid="move"][data-move="endTurn"]'),
  ]);
  return end ? { what: 'endTurn', target: end } : null;
}

/** The control to use for a decision other than the main window. */
async function answer(
  page: Page,
  state: ScreenState,
): Promise<{ what: string; target: Locator } | null> {
  const phase = state.phase ?? '';
  const waiting = state.waiting ?? '';
  const pick = async (what: string, candidates: Locator[]) => {
    const target = await firstVisible(candidates);
    return target ? { what, target } : null;
  };
  if (phase === 'handoff') return pick('handoff', [page.getByTestId('handoff-continue')]);
  // Seats choose differently (A the first class and hand, B the second), so two driven pages
  // never tie at rock-paper-scissors forever.
  const bySeat = async (what: string, all: Locator) => {
    const found: Locator[] = [];
    const n = await all.count();
    for (let i = 0; i < n; i++) {
      const one = all.nth(i);
      if (await usable(one)) found.push(one);
    }
    if (found.length === 0) return null;
    return { what, target: found[(state.seat === 'B' ? 1 : 0) % found.length]! };
  };
  if (phase === 'class-commit' || phase === 'class-repick' || waiting === 'class-commit') {
    return bySeat('class', hook(page, 'class-option'));
  }
  if (phase === 'rps-commit' || waiting === 'rps-commit') {
    return bySeat('rps', hook(page, 'rps-option'));
  }
  if (phase === 'draft' || waiting === 'pick') return pick('pick', [hook(page, 'draft-card')]);
  if (phase === 'deckbuild' || phase === 'swap' || waiting === 'deck' || waiting === 'swap') {
    const suggest = await firstVisible([page.getByTestId('deck-suggest')]);
    if (suggest && phase === 'deckbuild') await suggest.click();
    return pick('deck', [hook(page, 'deck-submit')]);
  }
  if (waiting === 'mulligan') {
    return pick('keep', [
      page.locator('parley-prompt button.option[data-id="keep"]'),
      hook(page, 'prompt-option'),
    ]);
  }
  if (waiting === 'defend') {
    return pick('no-defender', [
      hook(page, 'prompt-option').filter({ hasText: /do not defend|no defender/i }),
      page.locator('[data-testid="move"][data-move="defend"]').filter({ hasText: /do not/i }),
      hook(page, 'prompt-pass'),
      page.getByTestId('pass'),
    ]);
  }
  if (waiting === 'retarget') {
    return pick('retarget', [hook(page, 'prompt-option'), hook(page, 'prompt-pass')]);
  }
  if (waiting === 'main') return mainMove(page);
  // priority and any other reaction window: pass.
  return pick('pass', [
    page.getByTestId('pass'),
    hook(page, 'prompt-pass'),
    page.locator('[data-testid="move"][data-move="pass"]'),
  ]);
}

/**
 * Plays the match on `page` until the match screen says `over` (or `stopped`/`error`, which
 * throw). Returns what it did.
 */
export async function drive(page: Page, options: DriveOptions = {}): Promise<DriveLog> {
  const log: DriveLog = { actions: 0, counts: {}, trace: [] };
  const maxActions = options.maxActions ?? 1500;
  const stepTimeout = options.stepTimeout ?? 60_000;
  let stuck = 0;
  let unchanged = 0;
  for (;;) {
    if (options.until?.(await screenState(page).catch(() => ({})))) return log;
    await page.locator(READY).waitFor({ state: 'attached', timeout: stepTimeout });
    const state = await screenState(page);
    if (state.phase === 'over' || options.until?.(state)) return log;
    await throwIfStopped(page, state, log.trace.slice(-5));
    if (options.beforeAct && (await options.beforeAct(page, state, log))) continue;
    if (state.waiting === 'main' && options.beforeMain && (await options.beforeMain(page, log))) {
      continue;
    }
    const before = await fingerprint(page);
    const move = await answer(page, state);
    if (!move) {
      // Nothing to click yet (controls still rendering): wait for the screen to move on.
      await waitForChange(page, before, stepTimeout);
      continue;
    }
    try {
      await move.target.click({ timeout: 5000 });
    } catch (error) {
      // The control went away under the click (an automatic pass, the opponent's move): read the
      // screen again unless nothing changed at all.
      if ((await fingerprint(page)) !== before) continue;
      if (++stuck > 5) throw error;
      continue;
    }
    stuck = 0;
    log.actions++;
    log.counts[move.what] = (log.counts[move.what] ?? 0) + 1;
    log.trace.push(`${state.phase}/${state.waiting}:${move.what}`);
    if (process.env.E2E_DEBUG) process.stderr.write(`[${page.url()}] ${log.trace.at(-1)}\n`);
    if (log.trace.length > 50) log.trace.shift();
    if (log.actions > maxActions) throw new Error(`no winner after ${maxActions} actions`);
    try {
      await waitForChange(page, before, stepTimeout);
      unchanged = 0;
    } catch (error) {
      // A click that did not take (it landed while the control was being rendered again): read
      // the screen and decide again, a few times at most.
      if (++unchanged > 3) throw error;
    }
  }
}

/** Waits for the end screen with a verdict and returns it (`data-verdict` and the verdict text). */
export async function waitForVerdict(
  page: Page,
  timeout = 120_000,
): Promise<{ verdict: string; text: string; winner: string }> {
  await page
    .locator(
      '[data-testid="match-screen"][data-phase="over"]:not([data-verdict="pending"])[data-verdict]',
    )
    .waitFor({ state: 'attached', timeout });
  const state = await screenState(page);
  const text = (await hook(page, 'match-end-verdict').first().textContent({ timeout })) ?? '';
  return { verdict: state.verdict ?? '', text: text.trim(), winner: state.winner ?? '' };
}

/** What a reload must preserve: the state attributes and the visible numbers of the board. */
export async function boardSnapshot(page: Page): Promise<string> {
  const state = await screenState(page);
  const panels = await page
    .locator('[data-testid="panel-mine"], [data-testid="panel-opponent"]')
    .evaluateAll((els) =>
      els.map((el) => `${(el as HTMLElement).dataset.life}/${(el as HTMLElement).dataset.mana}`),
    );
  const prop = (id: string, p: string) =>
    page
      .getByTestId(id)
      .first()
      .evaluate((el, name) => JSON.stringify((el as unknown as Record<string, unknown>)[name]), p);
  const hand = await prop('hand-mine', 'cards');
  const spaces = [await prop('board-mine', 'board'), await prop('board-opponent', 'board')];
  return JSON.stringify({
    phase: state.phase,
    seat: state.seat,
    game: state.game,
    waiting: state.waiting,
    myTurn: state.myTurn,
    panels,
    hand,
    spaces,
  });
}

/**
 * Through the settings screen: removes every STUN/TURN server (so WebRTC uses host candidates only
 * and nothing leaves the machine), saves, and returns to the home screen.
 */
export async function useNoIceServers(page: Page): Promise<void> {
  await waitForHome(page);
  await hook(page, 'home-settings').click();
  const settings = page.locator('parley-settings');
  await settings.locator('button.save').waitFor({ state: 'visible', timeout: STEP_MS });
  const remove = settings.locator('button.remove-ice');
  while ((await remove.count()) > 0) await remove.first().click();
  await settings.locator('button.save').click();
  await settings.getByRole('status').filter({ hasText: 'Saved' }).waitFor({ timeout: STEP_MS });
  await page.goBack();
  await waitForHome(page);
}

/**
 * Per RTCPeerConnection that started ICE gathering, the ICE servers the app asked for (recorded by
 * the harness's init script; null when the config had none).
 */
export async function requestedIceServers(page: Page): Promise<unknown[]> {
  return page.evaluate(() => [...((window as unknown as { __e2eIce?: unknown[] }).__e2eIce ?? [])]);
}

/** How many mercenaries stand on this page's boards: [mine, the opponent's]. */
export async function mercCounts(page: Page): Promise<[number, number]> {
  const count = (id: string) =>
    page.getByTestId(id).evaluateAll((els) => {
      const board = (els[0] as unknown as { board?: unknown[] } | undefined)?.board ?? [];
      return board.filter((m) => m !== null && m !== undefined).length;
    });
  return [await count('board-mine'), await count('board-opponent')];
}

/** One stored transcript entry of a page's IndexedDB (`parley-log`, key `[matchId, seat, i]`). */
export interface StoredMessage {
  readonly matchId: string;
  readonly seat: string;
  readonly i: number;
  /** The message (`i`, `from`, `body`, `stateHash`, `sig`) as stored. */
  readonly message: { readonly i: number; readonly from: string; readonly sig: string };
}

/**
 * Every transcript message this page's context stored (the session's {@link Store}: each message
 * is written before it is acted on or sent), in key order. Opens `parley-log` only when it exists,
 * so it never creates the database behind the app's back.
 */
export async function storedMessages(page: Page): Promise<StoredMessage[]> {
  return page.evaluate(async () => {
    const names = await indexedDB.databases();
    if (!names.some((d) => d.name === 'parley-log')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('parley-log');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error ?? new Error('indexedDB.open failed'));
    });
    try {
      if (!db.objectStoreNames.contains('messages')) return [];
      const store = db.transaction('messages', 'readonly').objectStore('messages');
      const all = <T>(r: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error ?? new Error('IndexedDB read failed'));
        });
      const keys = (await all(store.getAllKeys())) as [string, string, number | string][];
      const values = (await all(store.getAll())) as { message: StoredMessage['message'] }[];
      // Entries only: a stopped seat's evidence sits under [matchId, seat, 'evidence'].
      return keys.flatMap(([matchId, seat, i], k) =>
        typeof i === 'number' ? [{ matchId, seat, i, message: values[k]!.message }] : [],
      );
    } finally {
      db.close();
    }
  });
}

/** Presses the end screen's "Export match file" and returns the downloaded file, parsed. */
export async function exportMatchFile(page: Page): Promise<unknown> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: STEP_MS }),
    hook(page, 'match-export').first().click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}
