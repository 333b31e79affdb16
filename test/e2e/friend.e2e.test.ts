/**
 * Issue 7's end-to-end script and issue 8's signaling test: two separate browser contexts against
 * the app served by `npm start`. The host creates a pre-constructed match and copies the share
 * link; the guest opens it; they connect through the server's own PeerServer (same origin, no other
 * configuration); they play a full game through the UI to a winner; the guest reloads mid-game and
 * comes back to the same state; both end screens show the verdict "fair".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, startHarness, type Harness } from './harness.ts';
import {
  allowClipboard,
  boardSnapshot,
  createFriendMatch,
  drive,
  matchScreen,
  requestedIceServers,
  screenState,
  useNoIceServers,
  waitForVerdict,
  type DriveLog,
} from './driver.ts';

/** Waits until both seats see the data channel open. */
async function waitConnected(host: Page, guest: Page, timeout = 60_000): Promise<void> {
  await Promise.all(
    [host, guest].map((p) =>
      p
        .locator('[data-testid="match-screen"][data-link="open"]')
        .waitFor({ state: 'attached', timeout }),
    ),
  );
}

describe('play a friend over WebRTC', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('two pages connect through the npm start PeerServer with no configuration', async () => {
    const host = await harness!.player();
    const guest = await harness!.player({ viewport: PHONE });
    const sockets: string[] = [];
    for (const p of [host.page, guest.page]) p.on('websocket', (ws) => sockets.push(ws.url()));
    await host.page.goto(harness!.server.url);
    const link = await createFriendMatch(host.page);
    expect(new URL(link).origin).toBe(new URL(harness!.server.url).origin);
    await guest.page.goto(link);
    await waitConnected(host.page, guest.page);
    await host.page
      .locator(
        '[data-testid="lobby"][data-status="connected"], [data-testid="match-screen"]:not([data-phase="lobby"])',
      )
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 });
    const origin = new URL(harness!.server.url);
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    for (const url of sockets) {
      const u = new URL(url);
      expect(u.host).toBe(origin.host);
      expect(u.pathname.startsWith('/peerjs')).toBe(true);
    }
    expect(host.outside).toEqual([]);
    expect(guest.outside).toEqual([]);
    await host.context.close();
    await guest.context.close();
  });

  it('plays a full pre-constructed game to a fair verdict, surviving a reload', async () => {
    const host = await harness!.player();
    const guest = await harness!.player();
    // No STUN server: set through the settings screen, then checked below.
    for (const p of [host.page, guest.page]) {
      await p.goto(harness!.server.url);
      await useNoIceServers(p);
    }
    await allowClipboard(host.page);
    const link = await createFriendMatch(host.page, { mode: 'preconstructed', copy: true });
    await guest.page.goto(link);
    await waitConnected(host.page, guest.page);
    for (const p of [host.page, guest.page]) {
      const asked = await requestedIceServers(p);
      expect(asked.length).toBeGreaterThan(0);
      for (const list of asked) expect(list).toEqual([]);
    }

    let reloaded = false;
    let before = '';
    let after = '';
    const reloadOnce = async (page: Page, log: DriveLog): Promise<boolean> => {
      if (reloaded || log.actions < 6) return false;
      const state = await screenState(page);
      if (state.phase !== 'game') return false;
      reloaded = true;
      before = await boardSnapshot(page);
      await page.reload();
      await matchScreen(page)
        .and(page.locator('[data-phase="game"][data-my-turn="true"][data-link="open"]'))
        .first()
        .waitFor({ state: 'attached', timeout: 60_000 });
      after = await boardSnapshot(page);
      return true;
    };

    const [hostLog, guestLog] = await Promise.all([
      drive(host.page),
      drive(guest.page, { beforeMain: reloadOnce }),
    ]);
    expect(reloaded).toBe(true);
    expect(after).toBe(before);

    const [hostState, guestState] = await Promise.all([
      screenState(host.page),
      screenState(guest.page),
    ]);
    expect(hostState.phase).toBe('over');
    expect(['A', 'B']).toContain(hostState.winner);
    expect(guestState.winner).toBe(hostState.winner);
    const verdicts = await Promise.all([waitForVerdict(host.page), waitForVerdict(guest.page)]);
    for (const v of verdicts) {
      expect(v.verdict).toBe('fair');
      expect(v.text).toMatch(/fair/i);
    }
    process.stderr.write(
      `friend game: host ${hostLog.actions} actions ${JSON.stringify(hostLog.counts)}, guest ${guestLog.actions} actions ${JSON.stringify(guestLog.counts)}\n`,
    );
    for (const p of [host, guest]) {
      expect(await p.cspViolations()).toEqual([]);
      expect(p.outside).toEqual([]);
    }
  });
});
