/**
 * "Friend matches that a stranger cannot break", end to end: the app served by `npm start` on
 * 127.0.0.1, a host and a guest in two separate browser contexts.
 *
 * - The host's lobby, opened at `localhost` on a server bound to 127.0.0.1 (no network address to
 *   offer), warns that the friend cannot open the link.
 * - The guest first opens the share link with a wrong fingerprint (an altered link): it refuses
 *   the host's key and says so; the host binds nothing and its lobby says the guest did not join.
 * - The guest then opens the right link: both sides connect and the match starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { createFriendMatch, hook } from './driver.ts';

const STEP_MS = 60_000;

describe('joining a friend match (npm start server, two contexts)', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('a wrong-fingerprint open of the link, then the right one: the right one connects', async () => {
    const host = await harness!.player();
    const guest = await harness!.player();
    await host.page.goto(harness!.server.url);
    const link = await createFriendMatch(host.page);

    // Opened at localhost: the lobby says the friend cannot open this link.
    const reach = host.page.getByTestId('lobby-reach');
    await reach.waitFor({ state: 'visible', timeout: STEP_MS });
    expect(await reach.getAttribute('role')).toBe('alert');
    expect(await reach.textContent()).toMatch(/cannot open it/);

    // An altered link: the same host, another fingerprint.
    const fingerprint = link.split('/').at(-1)!;
    const flipped = `${fingerprint[0] === '0' ? '1' : '0'}${fingerprint.slice(1)}`;
    const wrong = `${link.slice(0, -fingerprint.length)}${flipped}`;
    await guest.page.goto(wrong);
    const error = hook(guest.page, 'join-error');
    await error.waitFor({ state: 'visible', timeout: STEP_MS });
    expect(await error.getAttribute('data-code')).toBe('wrong-fingerprint');
    expect(await error.textContent()).toMatch(/fingerprint/);

    // The host bound nothing: its lobby says the guest did not join, the seat is free.
    const problem = host.page.getByTestId('lobby-problem');
    await problem
      .filter({ hasText: /did not join/ })
      .waitFor({ state: 'visible', timeout: STEP_MS });
    expect(await problem.textContent()).toMatch(/seat is still free/);
    expect(await host.page.getByTestId('match-screen').getAttribute('data-phase')).toBe('lobby');

    // The right link (a fresh page load: only the fragment differs): both sides connect and the
    // match begins.
    await guest.page.goto('about:blank');
    await guest.page.goto(link);
    await Promise.all(
      [host.page, guest.page].map((p) =>
        p
          .locator('[data-testid="match-screen"][data-link="open"]:not([data-phase="lobby"])')
          .waitFor({ state: 'attached', timeout: STEP_MS }),
      ),
    );
    expect(await guest.page.getByTestId('match-screen').getAttribute('data-seat')).toBe('B');
    for (const p of [host, guest]) {
      expect(await p.cspViolations()).toEqual([]);
      expect(p.outside).toEqual([]);
    }
    expect(guest.errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});
