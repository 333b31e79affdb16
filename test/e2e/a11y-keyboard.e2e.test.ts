/**
 * Keyboard end-to-end (docs/ui.md, "Accessibility"): a bot match at 1280x800 and at 390x844,
 * played with the keyboard (Enter on focused controls). On the board, Tab walks through every
 * control; each focused element must lie inside the viewport and not be covered (its bounding box,
 * and `elementFromPoint` through the shadow roots at its centre and near its bottom edge must hit
 * it or something inside it: the sticky action bar must never hide it). After every action
 * ("Keep this hand", selecting a hand card, "Play X to F1", End turn, passes) focus must be on an
 * element, never `<body>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, pollUntil, startHarness, type Harness } from './harness.ts';
import { hook, screenState, startBotGame } from './driver.ts';
import { e2eSeed, seedRandomness } from './seeded-random.ts';

/** What the page says about the focused element (through open shadow roots). */
interface FocusReport {
  readonly what: string;
  readonly body: boolean;
  readonly inViewport: boolean;
  readonly covered: string | null;
}

/** Reads the focused element after two animation frames (the app settles focus on a frame). */
function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const describe = (e: Element | null): string => {
      if (!e) return 'null';
      const id = e.getAttribute('data-testid') ?? e.getAttribute('data-handle') ?? '';
      const label = (e.getAttribute('aria-label') ?? e.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 50);
      return `<${e.localName}${e.className ? `.${String(e.className).split(' ')[0]}` : ''}${id ? ` ${id}` : ''}> ${label}`;
    };
    if (!el || el === document.body || el === document.documentElement) {
      return { what: describe(el), body: true, inViewport: false, covered: null };
    }
    const parentOf = (n: Node): Node | null =>
      n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentNode;
    const inside = (outer: Node, inner: Node | null): boolean => {
      for (let n: Node | null = inner; n; n = parentOf(n)) if (n === outer) return true;
      return false;
    };
    const hitAt = (x: number, y: number): Element | null => {
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const deeper = hit.shadowRoot.elementFromPoint(x, y);
        if (!deeper || deeper === hit) break;
        hit = deeper;
      }
      return hit;
    };
    const r = el.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const inViewport = r.top >= -1 && r.left >= -1 && r.bottom <= vh + 1 && r.right <= vw + 1;
    let covered: string | null = null;
    const cx = r.left + r.width / 2;
    for (const y of [r.top + r.height / 2, r.bottom - 3]) {
      const hit = hitAt(cx, y);
      if (!inside(el, hit)) {
        const box = [r.left, r.top, r.right, r.bottom].map(Math.round).join(', ');
        covered = `at (${Math.round(cx)}, ${Math.round(y)}) by ${describe(hit)} (its box ${box}, viewport ${vw}x${vh})`;
      }
    }
    return { what: describe(el), body: false, inViewport, covered };
  });
}

/**
 * The screen's state attributes, the log length, the selected hand card and the number of choices
 * offered: changes when an action took effect.
 */
async function fingerprint(page: Page): Promise<string> {
  const state = await screenState(page).catch(() => ({}));
  const log = await page
    .getByTestId('game-log')
    .evaluateAll((els) => (els[0] as unknown as { events?: unknown[] })?.events?.length ?? -1);
  const selected = await page
    .locator('[data-testid="hand-card"][aria-pressed="true"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-handle')));
  const menu = await page.getByTestId('action-option').count();
  return JSON.stringify({ state, log, selected, menu });
}

/** Upper bound for one action to take effect, the bot's reply included, on a loaded machine. */
const STEP_MS = 60_000;

/** Waits (polling) until the screen's fingerprint differs from `before`; throws after STEP_MS. */
function waitForChange(page: Page, before: string, what: string): Promise<void> {
  return pollUntil(
    async () => (await fingerprint(page)) !== before,
    STEP_MS,
    `${what}: the screen did not change`,
  );
}

const READY =
  '[data-testid="match-screen"]:is([data-phase="over"], [data-my-turn="true"]:not([data-busy="true"]))';

describe('keyboard', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  for (const [size, viewport, fallbackSeed] of [
    ['desktop', DESKTOP, 1],
    ['phone', PHONE, 2],
  ] as const) {
    it(`at ${size} size, focus is visible, uncovered and never lost in a bot match`, async () => {
      const seed = e2eSeed(fallbackSeed);
      process.stderr.write(
        `keyboard at ${size}: seed ${seed} (PARLEY_E2E_SEED=${seed} replays it)\n`,
      );
      const { page, context } = await harness!.player({ viewport, blockSignaling: true });
      await seedRandomness(context, seed);
      await page.goto(harness!.server.url);
      await startBotGame(page, { level: 'easy' });
      const problems: string[] = [];
      const actions: string[] = [];
      let walks = 0;

      /** Tabs through the whole page from the top, checking every focused element. */
      const walk = async (where: string): Promise<void> => {
        walks++;
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
        });
        const seen = new Set<string>();
        for (let i = 0; i < 150; i++) {
          await page.keyboard.press('Tab');
          const f = await focusReport(page);
          if (f.body || seen.has(f.what)) return;
          seen.add(f.what);
          if (!f.inViewport) problems.push(`${where}: ${f.what} is outside the viewport`);
          if (f.covered) problems.push(`${where}: ${f.what} is covered ${f.covered}`);
        }
      };

      /**
       * Puts focus on a control as a keyboard user would: a card of the hand is reached from the
       * hand's tab stop with the arrow keys; any other control is focused directly (Tab reaches
       * it: the walks check every Tab stop).
       */
      const reach = async (target: ReturnType<typeof hook>): Promise<void> => {
        const handle = await target.getAttribute('data-handle', { timeout: 15_000 });
        const cards = page.getByTestId('hand-card');
        const handles = await cards.evaluateAll((els) =>
          els.map((e) => [e.getAttribute('data-handle'), e.getAttribute('tabindex')] as const),
        );
        const from = handles.findIndex(([, t]) => t === '0');
        const to = handles.findIndex(([h]) => h === handle);
        if (handle === null || from < 0 || to < 0) {
          await target.focus({ timeout: 15_000 });
          return;
        }
        await cards.nth(from).focus();
        for (let i = from; i !== to; i += to > from ? 1 : -1) {
          await page.keyboard.press(to > from ? 'ArrowRight' : 'ArrowLeft');
        }
      };

      /**
       * Focuses a control, presses Enter, waits for the effect, checks where focus went. A control
       * that goes away before it has focus (an automatic pass after its short delay, the bot's
       * move) is not pressed: the caller reads the screen again.
       */
      const act = async (what: string, target: ReturnType<typeof hook>): Promise<void> => {
        const before = await fingerprint(page);
        try {
          await reach(target);
        } catch (error) {
          if ((await target.count()) === 0 || (await fingerprint(page)) !== before) {
            actions.push(`${what}: gone before it had focus`);
            return;
          }
          throw error;
        }
        const f = await focusReport(page);
        if (f.covered) problems.push(`before ${what}: ${f.what} is covered ${f.covered}`);
        await page.keyboard.press('Enter');
        await waitForChange(page, before, what);
        await page.locator(READY).waitFor({ state: 'attached', timeout: STEP_MS });
        const after = await focusReport(page);
        actions.push(`${what} -> ${after.what}`);
        if (process.env.E2E_DEBUG) process.stderr.write(`[${size}] ${actions.at(-1)}\n`);
        if (after.body) problems.push(`after ${what}: focus fell to <body>`);
      };

      let turns = 0;
      let playedThisTurn = false;
      let walkedThisWindow = '';
      for (let step = 0; step < 80 && turns < 3; step++) {
        await page.locator(READY).waitFor({ state: 'attached', timeout: STEP_MS });
        const s = await screenState(page);
        if (s.phase === 'over') break;
        if (s.phase !== 'game') {
          const rps = (s.phase ?? '').startsWith('rps') || s.waiting === 'rps-commit';
          const option = hook(page, rps ? 'rps-option' : 'class-option');
          const usable = option.and(page.locator(':not([disabled]):not([aria-disabled="true"])'));
          await act(rps ? 'rock-paper-scissors' : 'class', usable.first());
          continue;
        }
        const windowKey = `${s.waiting}:${turns}`;
        if ((s.waiting === 'mulligan' || s.waiting === 'main') && walkedThisWindow !== windowKey) {
          walkedThisWindow = windowKey;
          await walk(`${s.waiting} window, turn ${turns}`);
        }
        if (s.waiting === 'mulligan') {
          await act('keep the hand', page.locator('parley-prompt button.option[data-id="keep"]'));
        } else if (s.waiting === 'main') {
          const card = page.locator('[data-testid="hand-card"][draggable="true"]').first();
          if (!playedThisTurn && (await card.count()) > 0) {
            playedThisTurn = true;
            await act('select a hand card', card);
            const option = page.getByTestId('action-option').first();
            if ((await option.count()) > 0) {
              const name = ((await option.textContent()) ?? '').trim();
              await act(name, option);
            }
          } else {
            await act('End turn', page.getByTestId('end-turn'));
            turns++;
            playedThisTurn = false;
          }
        } else {
          const candidates = [
            page.getByTestId('pass'),
            hook(page, 'prompt-pass'),
            hook(page, 'prompt-option').filter({ hasText: /do not defend|no defender/i }),
            hook(page, 'prompt-option'),
          ];
          const before = await fingerprint(page);
          let answered = false;
          for (const c of candidates) {
            if ((await c.count()) > 0 && (await c.first().isVisible())) {
              await act(`answer ${s.waiting}`, c.first());
              answered = true;
              break;
            }
          }
          // Nothing to answer yet (the controls are still rendering): wait until one shows or the
          // screen moves on.
          if (!answered) {
            await pollUntil(
              async () =>
                (await fingerprint(page)) !== before ||
                (
                  await Promise.all(
                    candidates.map(async (c) => (await c.count()) > 0 && c.first().isVisible()),
                  )
                ).some(Boolean),
              STEP_MS,
              `no control to answer ${s.waiting ?? ''} appeared`,
            );
          }
        }
      }
      process.stderr.write(`keyboard at ${size}: ${walks} walks; ${actions.join('; ')}\n`);
      expect(turns + walks).toBeGreaterThan(2);
      expect(problems, `seed ${seed}:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});
