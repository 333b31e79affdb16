/**
 * What every friend-match e2e (friend, authority-friend, trials-friend; docs/e2e.md, the table of
 * scripts) does and checks of its two seats: a seeded pair connected with no ICE server, a reload
 * that brings the log back as it was, and at the end that
 * both seats agree — the same winner on both end screens, the verdict `fair` on both, the same
 * stored transcript with every index once, equal exports of exactly it — and that Node's
 * `verifyMatch` (protocol/session/verify-match.ts) calls the exported file fair; then that neither
 * page broke the CSP or reached outside this machine.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { verifyMatch, type MatchFile } from '../../protocol/session/index.ts';
import { requireGame } from '../../src/games/index.ts';
import { PHONE, type Harness, type Player } from './harness.ts';
import {
  exportMatchFile,
  requestedIceServers,
  screenState,
  storedMessages,
  useNoIceServers,
  waitForVerdict,
  type StoredMessage,
} from './driver.ts';
import { tableLog } from './game-log.ts';
import { seedRandomness } from './seeded-random.ts';

/** Waits until both seats see the data channel open. */
export async function waitConnected(host: Page, guest: Page, timeout = 60_000): Promise<void> {
  await Promise.all(
    [host, guest].map((p) =>
      p
        .locator('[data-testid="match-screen"][data-link="open"]')
        .waitFor({ state: 'attached', timeout }),
    ),
  );
}

/** Each page started ICE gathering, always with an empty list of ICE servers. */
export async function expectNoIceServers(pages: readonly Page[]): Promise<void> {
  for (const p of pages) {
    const asked = await requestedIceServers(p);
    expect(asked.length).toBeGreaterThan(0);
    for (const list of asked) expect(list).toEqual([]);
  }
}

/** The two players of a friend match and the share link the guest opened. */
export interface FriendPair {
  readonly host: Player;
  readonly guest: Player;
  readonly link: string;
}

/**
 * A host at the desktop size and a guest at a phone's, each context with its own random stream
 * from `seed` (`seed * 2 + 1`, `seed * 2 + 2`: keys, salts, the pages' choices), both set to no ICE
 * server through the settings screen; the host creates the match with `create` (a same-origin share
 * link), the guest opens it, both see the data channel open and asked for no ICE server.
 */
export async function seededFriendPair(
  harness: Harness,
  seed: number,
  create: (host: Page) => Promise<string>,
): Promise<FriendPair> {
  const host = await harness.player();
  const guest = await harness.player({ viewport: PHONE });
  await seedRandomness(host.context, seed * 2 + 1);
  await seedRandomness(guest.context, seed * 2 + 2);
  for (const p of [host.page, guest.page]) {
    await p.goto(harness.server.url);
    await useNoIceServers(p);
  }
  const link = await create(host.page);
  expect(new URL(link).origin).toBe(new URL(harness.server.url).origin);
  await guest.page.goto(link);
  await waitConnected(host.page, guest.page);
  await expectNoIceServers([host.page, guest.page]);
  return { host, guest, link };
}

/**
 * Reloads `page` before it acts and waits until it is connected to `other` again and its decision
 * is back on screen; returns its table's log before and after.
 */
export async function reloadBeforeActing(
  page: Page,
  other: Page,
): Promise<{ before: unknown[]; after: unknown[] }> {
  const before = await tableLog(page);
  await page.reload();
  await waitConnected(other, page);
  await page
    .locator('[data-testid="match-screen"][data-my-turn="true"]:not([data-busy="true"])')
    .waitFor({ state: 'attached', timeout: 60_000 });
  return { before, after: await tableLog(page) };
}

/** Options of {@link expectSeatsAgree}. */
export interface AgreeOptions {
  /** The registered game id (src/games/index.ts): Node verifies the file with its rules. */
  readonly game: string;
  /** The winners the end screen may name (`winner` of the match screen). */
  readonly winners: readonly string[];
  /** The game id the exported file's header must carry, where checked (`authority/2p`). */
  readonly headerId?: string;
}

/** What both seats agreed on. */
export interface Agreed {
  readonly winner: string | undefined;
  /** Each seat's stored transcript entries. */
  readonly stored: { readonly host: StoredMessage[]; readonly guest: StoredMessage[] };
  /** The transcript's messages, index order. */
  readonly messages: StoredMessage['message'][];
  readonly file: MatchFile;
}

/**
 * At the end of a friend match: both match screens say `over` with the same winner (one of
 * `winners`), both end screens the verdict `fair`; both seats stored the same transcript, every
 * index once; both exports are equal and hold exactly it (with the header's game id
 * `headerId`, where given); Node's verifier calls the file fair.
 */
export async function expectSeatsAgree(
  host: Page,
  guest: Page,
  options: AgreeOptions,
): Promise<Agreed> {
  const [hostState, guestState] = await Promise.all([screenState(host), screenState(guest)]);
  expect(hostState.phase).toBe('over');
  expect(guestState.phase).toBe('over');
  expect(options.winners).toContain(hostState.winner);
  expect(guestState.winner).toBe(hostState.winner);
  const verdicts = await Promise.all([waitForVerdict(host), waitForVerdict(guest)]);
  for (const v of verdicts) {
    expect(v.verdict).toBe('fair');
    expect(v.text).toMatch(/fair/i);
  }

  const stored = { host: await storedMessages(host), guest: await storedMessages(guest) };
  const messages = stored.host.map((e) => e.message);
  expect(stored.guest.map((e) => e.message)).toEqual(messages);
  expect(messages.map((m) => m.i)).toEqual(messages.map((_, k) => k));
  const files = [await exportMatchFile(host), await exportMatchFile(guest)];
  expect(files[1]).toEqual(files[0]);
  const file = files[0] as MatchFile;
  if (options.headerId !== undefined) expect(file.header.game.id).toBe(options.headerId);
  expect(file.messages).toEqual(messages);
  expect((await verifyMatch(file, requireGame(options.game).lockstep)).verdict).toBe('fair');
  return { winner: hostState.winner, stored, messages, file };
}

/** Neither player's page broke the CSP or asked anything outside this machine. */
export async function expectStayedHome(players: readonly Player[]): Promise<void> {
  for (const p of players) {
    expect(await p.cspViolations()).toEqual([]);
    expect(p.outside).toEqual([]);
  }
}
