/**
 * Hostile messages at a live session (requirement "Hostile messages"), for every registered game
 * (src/games/index.ts `GAMES`): a seeded fast-check fuzzer pushes malformed, wrongly-typed,
 * out-of-order, replayed, wrongly-signed and oversized frames (test/hostile/frames.ts) at seat A of
 * a live match of the game's `testing.quickOptions`, in batches of 1,000 between which every
 * invariant is checked in bulk: no exception escapes (thrown, or as an unhandled rejection), the
 * transcript length, the public state hash and the store are unchanged, the session did not stop.
 * Then the honest peer carries on and the match ends fair; or the peer goes silent and A claims
 * the timeout, recorded and verified as such.
 *
 * How many frames ({@link HOSTILE_FRAMES}): Paragons 100,000. Authority 30,000: after the storm
 * its match plays on for several hundred messages more, and its part stays under a minute of one
 * core; a game not listed takes {@link DEFAULT_FRAMES}. `PARLEY_LONG=1` (`npm run test:long`) runs
 * 10× more of each. The fuzz seed is {@link SEED} (printed, with the game, for a failing batch).
 *
 * The games are shared over {@link HOSTILE_PARTS} files (fuzz-messages-a/-b.test.ts, by position in
 * the registry) so vitest's workers split them.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyMatch } from '../../protocol/session/index.ts';
import { MAX_FRAME_BYTES } from '../../protocol/transport/types.ts';
import type { GameModule } from '../../src/engine/module.ts';
import { GAMES } from '../../src/games/index.ts';
import { contextOf, hostileFrame, wrongControl, wrongSigned } from './frames.ts';
import { hashOf, lengthOf, liveMatch, type Live } from './harness.ts';

/** Soak mode: ten times more of everything. */
export const LONG = process.env.PARLEY_LONG === '1';
/** Hostile frames per game in `npm test` (see the module comment). */
export const HOSTILE_FRAMES: Readonly<Record<string, number>> = {
  paragons: 100_000,
  authority: 30_000,
};
/** Frames of a game {@link HOSTILE_FRAMES} does not list. */
export const DEFAULT_FRAMES = 30_000;
/** The files the games are shared over. */
export const HOSTILE_PARTS = 2;
const BATCH = 1_000;
const SEED = 0x9a7e;

const escaped: unknown[] = [];
const onEscape = (e: unknown): void => void escaped.push(e);
beforeEach(() => {
  escaped.length = 0;
  process.on('unhandledRejection', onEscape);
  process.on('uncaughtException', onEscape);
});
afterEach(() => {
  process.off('unhandledRejection', onEscape);
  process.off('uncaughtException', onEscape);
});

/** A live match of `game` played until B owes a move (both bots then paused). */
async function quiet(game: GameModule, seed: number, atLeast: number): Promise<Live> {
  const live = await liveMatch(seed, undefined, undefined, undefined, { game });
  await live.run(() => lengthOf(live.sessions.A) >= atLeast && live.sessions.B.canAct());
  live.playing.clear();
  await live.settle();
  expect(live.sessions.B.canAct()).toBe(true);
  expect(live.sessions.A.expected()).toBe('B');
  return live;
}

/** Runs `cases` hostile frames at A in batches, checking the invariants after each batch. */
async function storm(live: Live, cases: number, seed: number): Promise<{ batches: number }> {
  const a = live.sessions.A;
  const file = a.matchFile();
  const forged = await wrongSigned(file.header, file.messages, live.secretKeys, seed);
  const control = await wrongControl(file.header, file.messages, live.secretKeys, seed);
  const arb = hostileFrame(contextOf(file.header, file.messages, forged, control));
  const before = { n: lengthOf(a), hash: hashOf(a), stored: live.stores.A.entries.length };
  let batches = 0;
  const property = fc.asyncProperty(
    fc.array(arb, { minLength: BATCH, maxLength: BATCH }),
    async (frames) => {
      for (const f of frames) {
        try {
          live.tap.inject(f);
        } catch (e) {
          escaped.push(e);
        }
      }
      await live.settle();
      batches++;
      expect(escaped).toEqual([]);
      expect(a.stopped).toBeNull();
      expect(lengthOf(a)).toBe(before.n);
      expect(hashOf(a)).toBe(before.hash);
      expect(live.stores.A.entries.length).toBe(before.stored);
    },
  );
  const r = await fc.check(property, {
    seed,
    numRuns: Math.ceil(cases / BATCH),
    endOnFailure: true,
  });
  if (r.failed) {
    // The counterexample is a thousand frames: name the batch (reproducible from the seed) and the
    // broken invariant instead of printing it.
    const why =
      r.errorInstance instanceof Error ? r.errorInstance.message : String(r.errorInstance);
    throw new Error(
      `${live.game.id}: batch ${r.numRuns} of fuzz seed ${r.seed} broke an invariant: ${why.slice(0, 2000)}`,
    );
  }
  return { batches };
}

/** The suite of every registered game at position `part` modulo {@link HOSTILE_PARTS}. */
export function hostilePart(part: number): void {
  GAMES.forEach((game, i) => {
    if (i % HOSTILE_PARTS === part) hostileSuite(game);
  });
}

/** The hostile-message suite of `game` (see the module comment). */
function hostileSuite(game: GameModule): void {
  const cases = (HOSTILE_FRAMES[game.id] ?? DEFAULT_FRAMES) * (LONG ? 10 : 1);
  describe(`hostile messages at a live session (${game.id})`, () => {
    it(`${cases.toLocaleString('en')} hostile frames change nothing; then the match goes on and ends fair`, async () => {
      const live = await quiet(game, 11, 40);
      const t0 = performance.now();
      const { batches } = await storm(live, cases, SEED);
      const ms = performance.now() - t0;
      console.info(`fuzz (${game.id}): ${batches * BATCH} frames in ${(ms / 1000).toFixed(1)} s`);
      expect(batches * BATCH).toBeGreaterThanOrEqual(cases);
      // The honest peer reconnects (its signed hello resets what unsigned syncs claimed) and plays on.
      live.link.cut();
      live.link.restore();
      live.playing.add('A').add('B');
      const t1 = performance.now();
      await live.run();
      const n = lengthOf(live.sessions.A);
      console.info(
        `then played on to ${n} messages in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
      );
      expect(live.errors).toEqual([]);
      expect(live.sessions.A.finished).toBe(true);
      expect(live.sessions.A.matchFile()).toEqual(live.sessions.B.matchFile());
      expect((await live.sessions.A.verify()).verdict).toBe('fair');
      expect(escaped).toEqual([]);
      live.close();
    }, 600_000);

    it('a frame over the size limit is refused before it is parsed', async () => {
      const live = await quiet(game, 12, 20);
      const parse = vi.spyOn(JSON, 'parse');
      try {
        const big = JSON.stringify({ t: 'hello', next: 0, pad: 'x'.repeat(MAX_FRAME_BYTES) });
        live.tap.inject(big);
        live.tap.inject(JSON.stringify({ t: 'sync', next: 0 }) + ' '.repeat(MAX_FRAME_BYTES));
        const read = parse.mock.calls.map((c) => String(c[0]).length);
        expect(read.filter((n) => n > MAX_FRAME_BYTES)).toEqual([]);
      } finally {
        parse.mockRestore();
      }
      await live.settle();
      expect(live.sessions.A.stopped).toBeNull();
      live.close();
    });

    it('noise does not reset the abort clock: the honest side claims the timeout, recorded and verified', async () => {
      const live = await liveMatch(13, undefined, 60_000, undefined, { game });
      await live.run(() => lengthOf(live.sessions.A) >= 30 && live.sessions.B.canAct());
      live.playing.clear();
      await live.settle();
      live.sessions.B.close(); // B goes silent while it owes a move
      const a = live.sessions.A;
      expect(a.countdown()).toBe(60_000);
      live.clock.advance(40_000);
      await storm(live, 5 * BATCH, SEED + 1);
      expect(a.countdown()).toBe(20_000);
      await expect(a.claimTimeout()).rejects.toThrow(/no timeout/);
      live.clock.advance(20_000);
      expect(a.countdown()).toBe(0);
      await a.claimTimeout();
      const file = a.matchFile();
      const claim = file.messages.at(-1)!;
      expect(claim).toMatchObject({ from: 'A', body: { claim: { seat: 'B' } } });
      expect(a.finished).toBe(true);
      const verdict = await verifyMatch(JSON.parse(JSON.stringify(file)), game.lockstep);
      expect(verdict).toMatchObject({
        verdict: 'incomplete',
        index: claim.i,
        player: 'B',
        code: 'timeout',
      });
      expect(escaped).toEqual([]);
      live.close();
    });
  });
}
