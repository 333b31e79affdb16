/**
 * The end-to-end script of a friend rematch over the same connection (docs/app.md, "Rematch over the
 * same connection"): two separate browser contexts against the app served by `npm start`. The host
 * creates a pre-constructed match, the guest opens its link, the host concedes through the UI; on
 * the end screen the guest presses Rematch, the host's end screen says it offers a rematch and the
 * host presses Accept. Both pages move to one new match (the same new match id in both addresses),
 * linked on the same data channel with no new link, and its first decision comes up; a reload of
 * the guest resumes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { createFriendMatch, hook, STEP_MS } from './driver.ts';

/** Waits until both pages show a match screen whose data channel is open. */
async function linked(pages: readonly Page[], timeout = 60_000): Promise<void> {
  await Promise.all(
    pages.map((p) =>
      p
        .locator('[data-testid="match-screen"][data-link="open"]')
        .waitFor({ state: 'attached', timeout }),
    ),
  );
}

function matchIdOf(page: Page): string {
  return /#\/match\/([A-Za-z0-9_-]+)/.exec(page.url())?.[1] ?? '';
}

describe('a friend rematch over the same connection', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('after a conceded match the guest offers, the host accepts, and both play the new match', async () => {
    const host = await harness!.player();
    const guest = await harness!.player();
    await host.page.goto(harness!.server.url);
    const link = await createFriendMatch(host.page, { mode: 'preconstructed' });
    await guest.page.goto(link);
    await linked([host.page, guest.page]);
    await host.page
      .locator('[data-testid="match-screen"][data-my-turn="true"]')
      .waitFor({ state: 'attached', timeout: STEP_MS });
    const first = matchIdOf(host.page);
    expect(first).not.toBe('');
    await guest.page.waitForURL(`**/#/match/${first}`, { timeout: STEP_MS });

    // The host concedes: both end screens.
    await hook(host.page, 'concede').click();
    await hook(host.page, 'concede-confirm').click();
    for (const p of [host.page, guest.page]) {
      await hook(p, 'match-end').waitFor({ state: 'visible', timeout: STEP_MS });
    }

    // The guest offers; the host reads the offer and accepts it.
    await hook(guest.page, 'rematch').click();
    const offer = host.page.locator('[data-testid="rematch-offer"][data-status="incoming"]');
    await offer.waitFor({ state: 'visible', timeout: STEP_MS });
    expect(await offer.textContent()).toContain('offers a rematch');
    await hook(host.page, 'rematch-accept').click();

    // Both move to one new match, linked, with no new link shared.
    await host.page.waitForURL((u) => !u.hash.includes(first) && u.hash.startsWith('#/match/'), {
      timeout: STEP_MS,
    });
    const next = matchIdOf(host.page);
    await guest.page.waitForURL(`**/#/match/${next}`, { timeout: STEP_MS });
    expect(next).not.toBe(first);
    await linked([host.page, guest.page]);
    await host.page
      .locator('[data-testid="match-screen"][data-link="open"][data-my-turn="true"]')
      .waitFor({ state: 'attached', timeout: STEP_MS });
    for (const p of [host.page, guest.page]) {
      expect(await p.locator('[data-testid="match-screen"]').getAttribute('data-phase')).not.toBe(
        'lobby',
      );
    }

    // A reload of the guest resumes the new match.
    await guest.page.reload();
    await linked([guest.page, host.page]);
    expect(matchIdOf(guest.page)).toBe(next);
    expect(host.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
    await host.context.close();
    await guest.context.close();
  });
});
