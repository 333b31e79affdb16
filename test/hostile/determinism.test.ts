/**
 * Determinism, for every registered game (src/games/index.ts `GAMES`): the game's committed match
 * file (test/hostile/replay-hashes.ts `determinismFixture`, written by `npm run simulate`) replayed
 * in Node gives, after every message, exactly the public and whole-state hashes stored in its
 * committed hash list; test/browser/hostile-determinism.test.ts checks the same lists in Chromium.
 * `PARLEY_UPDATE_FIXTURES=1` rewrites the lists (only after a deliberate rules change, or to write
 * a newly registered game's list once its match file is committed).
 */
import { access, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { determinismFixture, replayHashes, type HashStep } from './replay-hashes.ts';

describe('determinism', () => {
  for (const game of GAMES) {
    const fixture = determinismFixture(game.id);
    it(`${game.id}: the fixture ${fixture.match} replays in Node to the stored hash after every message`, async () => {
      const written = await access(fixture.match).then(
        () => true,
        () => false,
      );
      const how = `npm run simulate -- --game ${game.id} --seed ${fixture.seed} --out ${fixture.match}`;
      expect(written, `${game.id} has no determinism fixture: write it with ${how}`).toBe(true);
      const file = JSON.parse(await readFile(fixture.match, 'utf8')) as {
        header: { game: { id: string } };
        messages: { i: number; stateHash: string }[];
      };
      expect(file.header.game.id.split('/')[0]).toBe(game.id);
      const got = replayHashes(file);
      if (process.env.PARLEY_UPDATE_FIXTURES === '1') {
        await writeFile(fixture.hashes, JSON.stringify(got) + '\n');
      }
      const want = JSON.parse(await readFile(fixture.hashes, 'utf8')) as HashStep[];
      expect(got.length).toBe(file.messages.length + 1);
      expect(got).toEqual(want);
      // The public hashes are the ones each sender signed.
      for (const m of file.messages) expect(got[m.i + 1]![1]).toBe(m.stateHash);
    });
  }
});
