/**
 * A whole Authority match between two browser contexts through the UI (docs/e2e.md): the host
 * chooses Authority on the home screen and creates a friend match; the guest opens the share link
 * in a second context; they connect through the `npm start` PeerServer (no ICE server: set through
 * the settings screen); both play every decision on Authority's table — faction choice, commands,
 * recruits, strikes, ability choices, market removals — by clicking its enabled controls (a seeded
 * random choice: test/e2e/authority-driver.ts) until the end screen. Both end screens show the
 * same winner and the verdict `fair`; both seats stored the same transcript, both exports equal it,
 * and Node's verifier calls the file fair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import {
  expectSeatsAgree,
  expectStayedHome,
  reloadBeforeActing,
  seededFriendPair,
} from './friend-match.ts';
import { createAuthorityFriendMatch, driveAuthority, logProblems } from './authority-driver.ts';
import { LogAgreement } from './game-log.ts';
import { e2eSeed, seededStream } from './seeded-random.ts';

describe('Authority with a friend over WebRTC', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('plays a whole Authority match through both tables to a fair verdict', async () => {
    const seed = e2eSeed(7);
    const started = Date.now();
    const { host, guest } = await seededFriendPair(harness!, seed, createAuthorityFriendMatch);

    // Host and guest tell the same public events (sampled on the guest's decisions), and the
    // guest reloads once mid-game, before acting: its log comes back exactly as it was.
    const agreement = new LogAgreement(host.page, guest.page);
    let guestDecisions = 0;
    let reloaded: { before: unknown[]; after: unknown[] } | null = null;
    const [hostLog, guestLog] = await Promise.all([
      driveAuthority(host.page, seededStream(seed, 3), { maxMs: 200_000 }),
      driveAuthority(guest.page, seededStream(seed, 4), {
        maxMs: 200_000,
        async beforeAct(page, state) {
          guestDecisions++;
          if (guestDecisions % 5 === 0) await agreement.sample();
          if (reloaded || guestDecisions < 30 || state.phase !== 'game') return;
          reloaded = await reloadBeforeActing(page, host.page);
        },
      }),
    ]);
    expect(reloaded).not.toBeNull();
    expect(reloaded!.before.length).toBeGreaterThan(10);
    expect(reloaded!.after).toEqual(reloaded!.before);
    expect(agreement.problems).toEqual([]);
    expect(agreement.samples).toBeGreaterThan(3);

    // Same winner and fair verdict on both end screens; both seats stored the same transcript,
    // every index once; both export it; Node agrees.
    const { winner, messages } = await expectSeatsAgree(host.page, guest.page, {
      game: 'authority',
      winners: ['A', 'B', 'none'],
      headerId: 'authority/2p',
    });
    process.stderr.write(
      `authority friend (seed ${seed}): ${messages.length} messages in ${Math.round((Date.now() - started) / 1000)} s; winner ${winner}; host ${hostLog.actions} clicks ${JSON.stringify(hostLog.ms)} ${JSON.stringify(hostLog.counts)}; guest ${guestLog.actions} clicks ${JSON.stringify(guestLog.ms)} ${JSON.stringify(guestLog.counts)}\n`,
    );
    // Each log told what each unit did, and never the opponent's drawn cards.
    expect(logProblems(hostLog.lines)).toEqual([]);
    expect(logProblems(guestLog.lines)).toEqual([]);
    await expectStayedHome([host, guest]);
  });
});
