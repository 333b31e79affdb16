/**
 * A whole Trials match between two browser contexts through the UI (docs/e2e.md): the host
 * chooses *Paragon: Trials of the Chosen* on the home screen and creates a friend match; the guest
 * opens the share link in a second context at a phone's size; they connect through the `npm start`
 * PeerServer (no ICE server: set through the settings screen). The host builds its deck in the
 * deck-order editor (2 Avatars, 20 cards, one moved with the keys and one with the buttons, the
 * review, Commit), the guest takes a pre-constructed deck; both choose who takes the first turn
 * (rock-paper-scissors on a tie) and play every decision on the Trials board by clicking its
 * enabled controls (a seeded random choice: test/e2e/trials-driver.ts) until the end screen. The
 * guest reloads once mid-game, before acting, and its log comes back exactly as it was. Both end
 * screens show the same winner and the verdict `fair`; both seats stored the same transcript, both
 * exports equal it, and Node's verifier calls the file fair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cardById } from '../../src/games/trials/cards/index.ts';
import { startHarness, type Harness } from './harness.ts';
import { screenState } from './driver.ts';
import {
  expectSeatsAgree,
  expectStayedHome,
  reloadBeforeActing,
  seededFriendPair,
} from './friend-match.ts';
import { createTrialsFriendMatch, driveTrials, whereNow } from './trials-driver.ts';
import { LogAgreement } from './game-log.ts';
import { e2eSeed, seededStream } from './seeded-random.ts';
import { boardShot, shoot } from './screenshots.ts';

/**
 * A Trials match through the UI is longer than the other games' (a few hundred decisions, each
 * narrowed in several clicks: the card, its Avatar or targets, Confirm), so this test has its own
 * timeout above the e2e default of 240 s; the drivers give up at `MATCH_MS` with where they stood.
 */
const MATCH_MS = 480_000;
const TEST_TIMEOUT = 600_000;

/** Where `page` stands, in a line: its screen state and its prompt (for a failure's message). */
async function where(page: Page): Promise<string> {
  const state = await screenState(page).catch(() => null);
  return `${JSON.stringify(state)} ${await whereNow(page)}`;
}

/** `run`, with both pages' standing added to its failure. */
async function telling<T>(run: Promise<T>, pages: Record<string, Page>): Promise<T> {
  try {
    return await run;
  } catch (error) {
    const lines = await Promise.all(
      Object.entries(pages).map(async ([name, p]) => `${name}: ${await where(p)}`),
    );
    throw new Error(`${String(error)}\n${lines.join('\n')}`, { cause: error });
  }
}

describe('Trials with a friend over WebRTC', () => {
  let harness: Harness | null = null;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it(
    'plays a whole Trials match through both tables, the deck-order editor included, to a fair verdict',
    async () => {
      const seed = e2eSeed(7);
      const started = Date.now();
      const { host, guest, link } = await seededFriendPair(harness!, seed, createTrialsFriendMatch);
      expect(link).toMatch(/[?&]game=trials(&|$)/);

      // Host and guest tell the same public events (sampled on the guest's decisions), and the
      // guest reloads once mid-game, before acting: its log comes back exactly as it was.
      const agreement = new LogAgreement(host.page, guest.page);
      let guestDecisions = 0;
      let reloaded: { before: unknown[]; after: unknown[] } | null = null;
      const pages = { host: host.page, guest: guest.page };
      // The board, shot once from the host's side a few dozen decisions into the game.
      let hostDecisions = 0;
      let shot = false;
      const [hostLog, guestLog] = await Promise.all([
        telling(
          driveTrials(host.page, seededStream(seed, 3), {
            deck: 'build',
            maxMs: MATCH_MS,
            async beforeAct(page, state) {
              if (shot || state.phase !== 'game' || ++hostDecisions < 40) return;
              shot = true;
              await shoot(page, boardShot('trials'));
            },
          }),
          pages,
        ),
        telling(
          driveTrials(guest.page, seededStream(seed, 4), {
            deck: 'precon',
            maxMs: MATCH_MS,
            async beforeAct(page, state) {
              guestDecisions++;
              if (guestDecisions % 5 === 0) await agreement.sample();
              // Only in its main window: a response window it can only decline is declined for it
              // by the app (after a short delay), which could land across the reload.
              if (reloaded || guestDecisions < 30 || state.phase !== 'game') return;
              if (state.waiting !== 'main') return;
              reloaded = await reloadBeforeActing(page, host.page);
            },
          }),
          pages,
        ),
      ]);
      process.stderr.write(
        `trials friend (seed ${seed}): ${Math.round((Date.now() - started) / 1000)} s; host ${hostLog.actions} decisions ${hostLog.clicks} clicks ${JSON.stringify(hostLog.ms)} ${JSON.stringify(hostLog.counts)}; guest ${guestLog.actions} decisions ${guestLog.clicks} clicks ${JSON.stringify(guestLog.ms)} ${JSON.stringify(guestLog.counts)}; editor: ${hostLog.editor.join('; ')}\n`,
      );

      // The host built its deck in the editor, moved cards with the keys and the buttons, and
      // committed exactly that deck; the guest committed a pre-constructed one.
      expect(hostLog.counts['deck-build']).toBe(1);
      expect(guestLog.counts['deck-precon']).toBe(1);
      expect(hostLog.editor.some((m) => m.startsWith('key '))).toBe(true);
      expect(hostLog.editor.some((m) => m.startsWith('button '))).toBe(true);
      expect(hostLog.deck?.order).toHaveLength(20);
      expect(hostLog.committed).toEqual(hostLog.deck!.order.map((id) => cardById(id)?.name ?? id));

      expect(reloaded).not.toBeNull();
      expect(reloaded!.before.length).toBeGreaterThan(10);
      expect(reloaded!.after).toEqual(reloaded!.before);
      expect(agreement.problems).toEqual([]);
      expect(agreement.samples).toBeGreaterThan(3);

      // Same winner and fair verdict on both end screens; both seats stored the same transcript,
      // every index once; both export it; Node agrees.
      const { winner, messages } = await expectSeatsAgree(host.page, guest.page, {
        game: 'trials',
        winners: ['A', 'B', 'none'],
        headerId: 'trials/2p',
      });
      expect(messages.length).toBeGreaterThan(20);
      process.stderr.write(
        `trials friend (seed ${seed}): ${messages.length} messages; winner ${winner}\n`,
      );
      await expectStayedHome([host, guest]);
    },
    TEST_TIMEOUT,
  );
});
