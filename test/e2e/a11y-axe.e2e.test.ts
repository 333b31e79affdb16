/**
 * axe-core on every screen of the app (docs/ui.md, "Accessibility"), at 1280x800 and 390x844:
 * home, settings, history, verify, the lobby of a friend match, and a bot match through class
 * choice, draft, deck builder, the board with the mulligan prompt open, the board in the main
 * window, and the end screen. No critical or serious violation; a moderate one only when docs/ui.md
 * lists it with the reason it remains. A page with a button that has no name must fail the same
 * gate, so the check is known to bite. Authority, the second registered game, gets the same at
 * both sizes: the home picker with Authority chosen, the faction choice, rock-paper-scissors and
 * the repick when the factions clash, the board with its command controls (and the market-removal
 * prompt when it is offered), and the end screen after a concession. The bot matches draw their
 * randomness from a printed seed (`PARLEY_E2E_SEED` replays another), so the screens they audit
 * are the same on every run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, startHarness, type Harness } from './harness.ts';
import { audit, describeFindings, gate, type Finding } from './axe.ts';
import {
  createFriendMatch,
  drive,
  hook,
  matchScreen,
  startBotGame,
  waitForHome,
} from './driver.ts';
import { e2eSeed, seedRandomness } from './seeded-random.ts';

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** Audits the page at both sizes (the layout, and so contrast and overlap, differ). */
async function auditBothSizes(page: Page, screen: string): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const [name, size] of SIZES) {
    await page.setViewportSize(size);
    out.push(...(await audit(page, `${screen} @${name}`)));
  }
  await page.setViewportSize(DESKTOP);
  return out;
}

/** The draft as the screen shows it (changes with every pick, by either seat). */
function draftNow(page: Page): Promise<string> {
  return page
    .locator('parley-draft')
    .evaluateAll((els) =>
      JSON.stringify((els[0] as unknown as { draft?: unknown })?.draft ?? null),
    );
}

/**
 * Picks the first card offered on each of this seat's turns until the draft is over (the shared
 * driver's change detection does not see draft picks).
 */
async function draftThrough(page: Page): Promise<void> {
  for (let picks = 0; picks < 200; picks++) {
    await page
      .locator(
        '[data-testid="match-screen"]:not([data-phase="draft"]), parley-draft:not([disabled])',
      )
      .first()
      .waitFor({ state: 'attached', timeout: 60_000 });
    if ((await matchScreen(page).getAttribute('data-phase')) !== 'draft') return;
    const before = await draftNow(page);
    const card = page.locator('parley-draft button.slot[aria-disabled="false"]').first();
    if ((await card.count()) > 0) await card.click({ timeout: 5000 }).catch(() => undefined);
    await page.waitForFunction(
      (prev) => {
        const screen = document
          .querySelector('parley-app')
          ?.shadowRoot?.querySelector('parley-match-screen');
        if (screen?.getAttribute('data-phase') !== 'draft') return true;
        const draft = screen.shadowRoot?.querySelector('parley-draft') as unknown as {
          draft?: unknown;
        } | null;
        return JSON.stringify(draft?.draft ?? null) !== prev;
      },
      before,
      { timeout: 60_000, polling: 100 },
    );
  }
  throw new Error('the draft did not end after 200 picks');
}

/** The match screen's state attributes for Authority's steps (the table's own windows). */
function authorityNow(page: Page): Promise<{ phase?: string; waiting?: string; myTurn?: string }> {
  return matchScreen(page).evaluate((el) => ({ ...(el as HTMLElement).dataset }));
}

/**
 * An Authority bot match from the home screen to its end screen, audited at both sizes on every
 * screen reached: the picker with Authority chosen, the faction choice, rock-paper-scissors and
 * the repick when they come up, the market-removal prompt when it is offered, the board in this
 * seat's command phase, and the end screen after a concession.
 */
async function auditAuthority(page: Page, all: Finding[]): Promise<string[]> {
  const seen: string[] = [];
  const take = async (screen: string) => {
    if (seen.includes(screen)) return;
    seen.push(screen);
    all.push(...(await auditBothSizes(page, screen)));
  };
  await waitForHome(page);
  const choice = page.locator('[data-group="game"] [data-value="authority"]');
  await choice.click();
  await page
    .locator('[data-group="game"] [data-value="authority"][aria-checked="true"]')
    .waitFor({ state: 'attached' });
  await take('authority: home picker');
  await hook(page, 'home-play-bot').click();
  await page.locator('authority-table').waitFor({ state: 'attached', timeout: 30_000 });

  const testidFor: Record<string, [string, string]> = {
    'faction-commit': ['faction-choose', 'authority: faction choice'],
    'rps-commit': ['rps-choose', 'authority: rock-paper-scissors'],
    'faction-pick': ['faction-pick', 'authority: faction repick'],
  };
  for (let step = 0; ; step++) {
    if (step > 400) throw new Error('the Authority match did not reach a command phase');
    const s = await authorityNow(page);
    if (s.phase === 'game' && (await page.getByTestId('end-phase').count()) > 0) {
      const endPhase = page.locator('[data-testid="end-phase"]:not([disabled])');
      if ((await endPhase.count()) > 0) break;
    }
    const step$ = s.myTurn === 'true' ? testidFor[s.waiting ?? ''] : undefined;
    if (step$) {
      const button = page.locator(`[data-testid="${step$[0]}"]:not([disabled])`).first();
      if ((await button.count()) > 0) {
        await take(step$[1]);
        await button.click({ timeout: 5000 }).catch(() => undefined);
      }
    } else if (s.phase === 'game' && s.waiting === 'cull' && s.myTurn === 'true') {
      const keep = page.locator('[data-testid="keep"]:not([disabled])').first();
      if ((await keep.count()) > 0) {
        await take('authority: board, market-removal prompt');
        await keep.click({ timeout: 5000 }).catch(() => undefined);
      }
    }
    await page.waitForTimeout(250);
  }
  await take('authority: board, command controls');

  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await hook(page, 'match-end-verdict').first().waitFor({ state: 'visible', timeout: 30_000 });
  await take('authority: end');
  return seen;
}

async function backHome(page: Page): Promise<void> {
  await page.getByTestId('back-home').click();
  await waitForHome(page);
}

describe('axe on every screen', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('a button without a name fails the gate', async () => {
    const { page } = await harness!.player();
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Broken</title></head>' +
        '<body><main><h1>Broken</h1><button type="button"></button></main></body></html>',
    );
    const failed = gate(await audit(page, 'broken'));
    expect(failed.map((f) => f.rule)).toContain('button-name');
    await page.close();
  });

  it('finds no critical or serious violation, and only listed moderate ones', async () => {
    const seed = e2eSeed(3);
    process.stderr.write(`axe: seed ${seed} (PARLEY_E2E_SEED=${seed} replays it)\n`);
    const player = await harness!.player();
    await seedRandomness(player.context, seed);
    const { page } = player;
    const all: Finding[] = [];
    await page.goto(harness!.server.url);
    await waitForHome(page);
    all.push(...(await auditBothSizes(page, 'home')));

    await hook(page, 'home-settings').click();
    await page.locator('parley-settings button.save').waitFor({ state: 'visible' });
    all.push(...(await auditBothSizes(page, 'settings')));
    await backHome(page);

    await hook(page, 'home-history').click();
    await page.locator('parley-history').waitFor({ state: 'visible' });
    all.push(...(await auditBothSizes(page, 'history')));
    await backHome(page);

    await hook(page, 'home-verify').click();
    await page.locator('parley-verify-page').waitFor({ state: 'visible' });
    all.push(...(await auditBothSizes(page, 'verify')));
    await backHome(page);

    await createFriendMatch(page);
    all.push(...(await auditBothSizes(page, 'lobby')));
    await backHome(page);

    await startBotGame(page, { mode: 'draft', level: 'easy' });
    await drive(page, { until: (s) => s.phase === 'class-commit' && s.myTurn === 'true' });
    await hook(page, 'class-option').first().waitFor({ state: 'visible' });
    all.push(...(await auditBothSizes(page, 'class choice')));

    await drive(page, { until: (s) => s.phase === 'draft' && s.myTurn === 'true' });
    await hook(page, 'draft-card').first().waitFor({ state: 'visible' });
    all.push(...(await auditBothSizes(page, 'draft')));

    await draftThrough(page);
    await drive(page, { until: (s) => s.phase === 'deckbuild' && s.myTurn === 'true' });
    await hook(page, 'deck-submit').first().waitFor({ state: 'visible' });
    all.push(...(await auditBothSizes(page, 'deck builder')));

    await drive(page, { until: (s) => s.phase === 'game' && s.waiting === 'mulligan' });
    await hook(page, 'prompt-option').first().waitFor({ state: 'visible' });
    all.push(...(await auditBothSizes(page, 'board, mulligan prompt')));

    await drive(page, { until: (s) => s.phase === 'game' && s.waiting === 'main' });
    await page.getByTestId('end-turn').waitFor({ state: 'visible' });
    all.push(...(await auditBothSizes(page, 'board, main window')));

    await page.getByTestId('concede').click();
    await page.getByTestId('concede-confirm').click();
    await matchScreen(page)
      .and(page.locator('[data-phase="over"]'))
      .waitFor({ state: 'attached', timeout: 30_000 });
    await hook(page, 'match-end-verdict').first().waitFor({ state: 'visible' });
    all.push(...(await auditBothSizes(page, 'end')));

    await backHome(page);
    const authority = await auditAuthority(page, all);
    process.stderr.write(`axe: Authority screens audited: ${authority.join('; ')}\n`);
    expect(authority).toEqual(
      expect.arrayContaining([
        'authority: home picker',
        'authority: faction choice',
        'authority: board, command controls',
        'authority: end',
      ]),
    );

    const minor = all.filter((f) => f.impact === 'minor' || f.impact === 'moderate');
    if (minor.length > 0) {
      process.stderr.write(`axe, moderate and minor findings:\n${describeFindings(minor)}\n`);
    }
    const failed = gate(all);
    expect(failed, `seed ${seed}:\n${describeFindings(failed)}`).toEqual([]);
  }, 480_000);
});
