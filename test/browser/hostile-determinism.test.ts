/**
 * Determinism in Chromium, for every registered game (src/games/index.ts `GAMES`): the game's
 * committed match file (test/hostile/replay-hashes.ts `determinismFixture`) replays to exactly the
 * public and whole-state hashes Node stored in its hash list (test/hostile/determinism.test.ts
 * checks them in Node).
 */
import { expect } from '@open-wc/testing';
import { GAMES } from '../../src/games/index.ts';
import { determinismFixture, replayHashes, type HashStep } from '../hostile/replay-hashes.ts';

describe('determinism in Chromium', () => {
  for (const game of GAMES) {
    const fixture = determinismFixture(game.id);
    it(`${game.id}: ${fixture.match} replays to the hashes Node computed, after every message`, async () => {
      const file: unknown = await (await fetch(`/${fixture.match}`)).json();
      const want = (await (await fetch(`/${fixture.hashes}`)).json()) as HashStep[];
      const got = replayHashes(file);
      expect(got.length, game.id).to.equal(want.length);
      const first = got.findIndex((s, i) => JSON.stringify(s) !== JSON.stringify(want[i]));
      expect(first, `${game.id}: first difference after message ${first - 1}`).to.equal(-1);
    });
  }
});
