/**
 * "A first-time player enters a name and completes the Paragons tutorial" (docs/tutorial.md), in a
 * fresh browser profile through the UI only: the first-visit panel asks the name and offers the
 * tutorials; the name is stored (the table and, after a reload, the home screen show it; the panel
 * never comes back); every step of the Paragons tutorial is taken with the table's own controls
 * (a wrong but legal move first gets the coach's hint and changes nothing); the end offers the
 * rules reference and a bot match. Then Authority's guided first turn from the home screen's
 * "Learn to play". Shoots the tutorial at both sizes (docs/screenshots/tutorial-*.png).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { hook, waitForHome } from './driver.ts';
import { shoot } from './screenshots.ts';
import { audit, describeFindings, gate } from './axe.ts';

const STEP_MS = 30_000;

/** No critical or serious axe finding on the page as it is (docs/ui.md, "Accessibility"). */
async function accessible(page: Page, screen: string): Promise<void> {
  const failed = gate(await audit(page, screen));
  expect(failed, describeFindings(failed)).toEqual([]);
}

function tutorial(page: Page) {
  return page.getByTestId('tutorial');
}

/** Waits until the tutorial shows step `id` (or `done`). */
async function waitStep(page: Page, id: string): Promise<void> {
  await page.waitForSelector(`[data-testid="tutorial"][data-step="${id}"]`, { timeout: STEP_MS });
}

async function click(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().click({ timeout: STEP_MS });
}

const mine = (space: string) => `[data-testid="board-mine"] [data-space="${space}"]`;
const theirs = (space: string) => `[data-testid="board-opponent"] [data-space="${space}"]`;

describe('tutorial', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('a first-time player enters a name and completes the Paragons tutorial', async () => {
    const player = await harness!.player({ blockSignaling: true });
    const { page } = player;
    await page.goto(harness!.server.url);
    const panel = page.getByTestId('first-visit');
    await panel.waitFor({ state: 'visible', timeout: STEP_MS });
    await accessible(page, 'first visit');

    // A name that is too long is refused with a reason; the trimmed name is kept.
    await page.getByTestId('first-visit-name').fill('x'.repeat(40));
    await click(page, '[data-testid="first-visit-learn"][data-game="paragons"]');
    await page.getByTestId('first-visit-error').waitFor({ state: 'visible', timeout: STEP_MS });
    await page.getByTestId('first-visit-name').fill('  Ana  ');
    await click(page, '[data-testid="first-visit-learn"][data-game="paragons"]');
    await page.waitForURL(/#\/tutorial\/paragons$/, { timeout: STEP_MS });

    await waitStep(page, 'play');
    await page
      .getByTestId('panel-mine')
      .getByText('Ana')
      .first()
      .waitFor({ state: 'visible', timeout: STEP_MS });
    // The coach highlights the card to play.
    await page.waitForSelector('[data-testid="hand-mine"] [data-handle="A1"][data-coach-target]', {
      timeout: STEP_MS,
    });

    await click(page, '[data-testid="hand-mine"] [data-handle="A1"]');
    await click(page, mine('F2'));
    await waitStep(page, 'attack');

    // A legal move that is not the step's: the coach says what to try, nothing is applied.
    await click(page, mine('B2'));
    await click(page, theirs('F1'));
    await page.getByTestId('coach-hint').waitFor({ state: 'visible', timeout: STEP_MS });
    expect(await page.getByTestId('coach-hint').textContent()).toContain('Try');
    expect(await tutorial(page).getAttribute('data-step')).toBe('attack');
    await page.waitForSelector(`${mine('F1')}[data-coach-target]`, { timeout: STEP_MS });
    await shoot(page, 'tutorial');
    await accessible(page, 'tutorial step with a hint');
    expect(await page.locator(theirs('F1')).first().getAttribute('aria-label')).toContain(
      'Tavern Brawler',
    );

    await click(page, mine('F1'));
    await click(page, theirs('F1'));
    await waitStep(page, 'back-line');
    await click(page, mine('B2'));
    await click(page, theirs('B1'));
    await waitStep(page, 'hide');
    await click(page, '[data-testid="hand-mine"] [data-handle="A2"]');
    await page.getByTestId('action-option').filter({ hasText: 'Hide' }).first().click();
    await waitStep(page, 'end-turn');
    await hook(page, 'end-turn').first().click();
    await waitStep(page, 'reveal');
    await hook(page, 'prompt-option').filter({ hasText: 'Hill Pikeman' }).first().click();
    await waitStep(page, 'defend');
    await hook(page, 'prompt-option').filter({ hasText: 'Tavern Brawler' }).first().click();
    await waitStep(page, 'strike-1');
    await click(page, mine('F1'));
    await click(page, '[data-testid="panel-opponent"]');
    await waitStep(page, 'strike-2');
    await click(page, mine('B2'));
    await click(page, '[data-testid="panel-opponent"]');
    await waitStep(page, 'done');

    await page
      .getByTestId('coach')
      .getByRole('heading', { name: 'You’ve learned the basics' })
      .waitFor({ state: 'visible', timeout: STEP_MS });
    expect(await page.getByTestId('tutorial-rules').getAttribute('href')).toBe('#/rules/paragons');
    await accessible(page, 'tutorial done');
    expect(await page.getByTestId('tutorial-play-bot').getAttribute('href')).toMatch(
      /^#\/bot\?game=paragons/,
    );

    // Home again in the same visit (no reload): nobody is welcomed back on a first visit.
    await page.evaluate(() => {
      location.hash = '#/';
    });
    await waitForHome(page);
    expect(await page.getByTestId('home').getByText('Welcome back').count()).toBe(0);

    // The name was stored and the panel is not offered again.
    await page.goto(harness!.server.url);
    await waitForHome(page);
    await page
      .getByTestId('home')
      .getByText('Welcome back, Ana.')
      .waitFor({ state: 'visible', timeout: STEP_MS });
    expect(await page.getByTestId('first-visit').count()).toBe(0);

    // Authority's guided first turn, from the home screen.
    await click(page, '[data-testid="home-learn"][data-game="authority"]');
    await page.waitForURL(/#\/tutorial\/authority$/, { timeout: STEP_MS });
    await waitStep(page, 'recruit');
    await click(page, '[data-testid="cmd-recruit"][data-card="rs-knight"]');
    await waitStep(page, 'buy');
    await click(page, '[data-testid="buy"][data-card="ox-merchant"]');
    await waitStep(page, 'attack');
    await click(page, '[data-testid="cmd-attack"][data-card="rs-man-at-arms"]');
    await waitStep(page, 'strike');
    await click(page, '[data-testid="strike"][data-row="1"]');
    await waitStep(page, 'defend');
    await shoot(page, 'tutorial-authority');
    await click(page, '[data-testid="cmd-defend"][data-card="rs-squire"]');
    await waitStep(page, 'end');
    await click(page, '[data-testid="end-phase"]');
    await waitStep(page, 'done');
    expect(await page.getByTestId('tutorial-rules').getAttribute('href')).toBe('#/rules/authority');

    expect(await player.cspViolations()).toEqual([]);
    expect(player.outside).toEqual([]);
  });
});
