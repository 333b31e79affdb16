/**
 * Faults (requirement "Faults"): the link drops after every round of messages, every message is lost
 * once, a page reloads after every round that took a message (the session rebuilt from its store),
 * the store is full, a peer goes silent while it owes a message. Each match still ends the same way
 * on both seats and verifies (fair, or incomplete with the timeout claim recorded). Two tabs of one
 * match: test/browser/app-guard.test.ts and test/browser/app-shell.test.ts ("a second screen
 * refuses").
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredEntry } from '../../protocol/session/index.ts';
import { verifyMatch } from '../../protocol/session/index.ts';
import { guarded, isStorageError } from '../../src/app/store-idb.ts';
import { requireGame } from '../../src/games/index.ts';
import { hashOf, lengthOf, liveMatch, type Live } from './harness.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

const LONG = process.env.PARLEY_LONG === '1';
const SEEDS = LONG ? [31, 32, 33, 34, 35, 36, 37, 38, 39, 40] : [31];

const escaped: unknown[] = [];
const onEscape = (e: unknown): void => void escaped.push(e);
beforeEach(() => {
  escaped.length = 0;
  process.on('unhandledRejection', onEscape);
});
afterEach(() => {
  process.off('unhandledRejection', onEscape);
});

/** Both seats finished, agree on every message, and the match verifies fair. */
async function endsFair(live: Live): Promise<void> {
  expect(live.errors).toEqual([]);
  expect(live.sessions.A.finished && live.sessions.B.finished).toBe(true);
  expect(live.sessions.A.matchFile()).toEqual(live.sessions.B.matchFile());
  expect((await live.sessions.A.verify()).verdict).toBe('fair');
}

/** The total number of messages both seats hold (grows with every message either side takes). */
const progress = (live: Live): number => lengthOf(live.sessions.A) + lengthOf(live.sessions.B);

describe('faults', () => {
  it.each(SEEDS)(
    'every message is lost the first time it is sent, both ways (seed %i)',
    async (seed) => {
      const live = await liveMatch(seed + 200);
      live.tap.dropFirst = true;
      await live.run(undefined, () => live.clock.advance(1000)); // resend timers
      await endsFair(live);
      expect(live.tap.lost.size).toBe(lengthOf(live.sessions.A));
      console.info(`message loss: ${live.tap.lost.size} messages each lost once`);
      live.close();
    },
  );

  it.each(SEEDS)(
    'the link drops after every round of messages and comes back (seed %i)',
    async (seed) => {
      const live = await liveMatch(seed);
      let seen = -1;
      let cuts = 0;
      let down = false;
      await live.run(undefined, () => {
        if (down) {
          live.link.restore(); // hellos exchange the last index; what was lost is resent
          down = false;
        } else if (progress(live) !== seen) {
          seen = progress(live);
          live.link.cut(); // whatever is sent now is lost
          down = true;
          cuts++;
        }
      });
      await endsFair(live);
      expect(cuts).toBeGreaterThanOrEqual(lengthOf(live.sessions.A) / 3);
      console.info(`connection loss: ${cuts} cuts over ${lengthOf(live.sessions.A)} messages`);
      live.close();
    },
  );

  it.each(SEEDS)(
    'a page reloads after every round that took a message, either seat in turn (seed %i)',
    async (seed) => {
      const live = await liveMatch(seed + 100);
      let seen = -1;
      let reloads = 0;
      await live.run(undefined, async () => {
        if (progress(live) === seen) return;
        seen = progress(live);
        const seat = reloads % 2 === 0 ? 'A' : 'B';
        const before = { n: lengthOf(live.sessions[seat]), hash: hashOf(live.sessions[seat]) };
        await live.reload(seat);
        // The rebuilt session is the one that was there: same transcript, same view.
        expect(lengthOf(live.sessions[seat])).toBe(before.n);
        expect(hashOf(live.sessions[seat])).toBe(before.hash);
        reloads++;
      });
      await endsFair(live);
      console.info(`reload: ${reloads} reloads over ${lengthOf(live.sessions.A)} messages`);
      live.close();
    },
  );

  it('a full store: the move fails with a clear error, nothing is sent or applied; it works once space is back', async () => {
    const live = await liveMatch(41);
    await live.run(() => lengthOf(live.sessions.A) >= 20 && live.sessions.A.canAct());
    live.playing.clear();
    await live.settle();
    const a = live.sessions.A;
    const b = live.sessions.B;
    let full = true;
    const store = live.stores.A;
    const append = store.append.bind(store);
    store.append = (e: StoredEntry) =>
      full
        ? guarded(() => Promise.reject(new DOMException('quota', 'QuotaExceededError')))
        : append(e);
    const before = {
      a: lengthOf(a),
      b: lengthOf(b),
      hash: hashOf(a),
      stored: store.entries.length,
    };
    const { seededRng } = await import('../../protocol/seeded-rng.ts');
    const { randomDriver, duelGame } = await import('../../src/cli/duel.ts');
    const move = randomDriver(duelGame())(live.secrets.A).decide(a.state, seededRng(1));
    let err: unknown = null;
    await a.act(move).catch((e: unknown) => (err = e));
    await live.settle();
    expect(isStorageError(err, 'quota')).toBe(true);
    expect((err as Error).message).toMatch(/storage .* is full/);
    expect({
      a: lengthOf(a),
      b: lengthOf(b),
      hash: hashOf(a),
      stored: store.entries.length,
    }).toEqual(before);
    expect(a.stopped).toBeNull();
    full = false;
    await a.act(move);
    await live.settle();
    expect(lengthOf(b)).toBe(before.b + 1);
    live.playing.add('A').add('B');
    await live.run();
    await endsFair(live);
    live.close();
  });

  it('a full store while a peer message arrives: not acted on, the quota error reported, taken on the resend', async () => {
    const live = await liveMatch(42);
    await live.run(() => lengthOf(live.sessions.A) >= 20 && live.sessions.B.canAct());
    live.playing.clear();
    await live.settle();
    const a = live.sessions.A;
    let full = true;
    const store = live.stores.A;
    const append = store.append.bind(store);
    store.append = (e: StoredEntry) =>
      full
        ? guarded(() => Promise.reject(new DOMException('quota', 'QuotaExceededError')))
        : append(e);
    const before = { n: lengthOf(a), hash: hashOf(a), stored: store.entries.length };
    const reported: unknown[] = [];
    const unsubscribe = a.onError((e) => reported.push(e));
    live.playing.add('B');
    await live.run(() => lengthOf(live.sessions.B) > before.n);
    live.playing.clear();
    await live.settle();
    // A did not take the message it could not store; the StorageError it raised reaches
    // Session.onError (the app shows it), never an unhandled rejection.
    expect({ n: lengthOf(a), hash: hashOf(a), stored: store.entries.length }).toEqual(before);
    expect(reported.some((e) => isStorageError(e, 'quota'))).toBe(true);
    expect(escaped).toEqual([]);
    unsubscribe();
    full = false;
    live.clock.advance(1000); // B's resend timer
    await live.settle();
    expect(lengthOf(a)).toBe(before.n + 1);
    live.playing.add('A').add('B');
    await live.run();
    await endsFair(live);
    live.close();
  });

  it('a peer silent while it owes a message: the claim is recorded, verifies as incomplete, npm run verify exits 2', async () => {
    const live = await liveMatch(43, { mode: 'preconstructed', bestOf: 1 }, 30_000);
    await live.run(() => lengthOf(live.sessions.A) >= 25 && live.sessions.B.canAct());
    live.playing.clear();
    await live.settle();
    live.sessions.B.close();
    const a = live.sessions.A;
    live.clock.advance(30_000);
    await a.claimTimeout();
    const file = JSON.parse(JSON.stringify(a.matchFile())) as ReturnType<typeof a.matchFile>;
    expect(file.messages.at(-1)).toMatchObject({ from: 'A', body: { claim: { seat: 'B' } } });
    const v = await verifyMatch(file, PARAGONS_LOCKSTEP);
    expect(v).toMatchObject({ verdict: 'incomplete', player: 'B', code: 'timeout' });
    const dir = await mkdtemp(join(tmpdir(), 'parley-claim-'));
    const path = join(dir, 'claim.json');
    await writeFile(path, JSON.stringify(file));
    const code = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'src/cli/verify.ts',
      path,
    ]).then(
      () => 0,
      (e: { code?: number; stdout?: string }) => {
        expect(e.stdout).toMatch(/^incomplete at message \d+ \(B\): A claimed a timeout win/);
        return e.code;
      },
    );
    expect(code).toBe(2);
    await rm(dir, { recursive: true, force: true });
    live.close();
  });
});
