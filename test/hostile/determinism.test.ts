/**
 * Determinism: the committed match file test/fixtures/match-seed1.json (written by
 * `npm run simulate -- --seed 1 --out test/fixtures/match-seed1.json`) replayed in Node gives,
 * after every message, exactly the public and whole-state hashes stored in
 * test/fixtures/match-seed1.hashes.json; test/browser/hostile-determinism.test.ts checks the same
 * list in Chromium. `PARLEY_UPDATE_FIXTURES=1` rewrites the list (only after a deliberate rules
 * change).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { replayHashes, type HashStep } from './replay-hashes.ts';

const FILE = 'test/fixtures/match-seed1.json';
const HASHES = 'test/fixtures/match-seed1.hashes.json';

describe('determinism', () => {
  it('the fixture replays in Node to the stored hash after every message', async () => {
    const file = JSON.parse(await readFile(FILE, 'utf8')) as {
      messages: { i: number; stateHash: string }[];
    };
    const got = replayHashes(file);
    if (process.env.PARLEY_UPDATE_FIXTURES === '1') {
      await writeFile(HASHES, JSON.stringify(got) + '\n');
    }
    const want = JSON.parse(await readFile(HASHES, 'utf8')) as HashStep[];
    expect(got.length).toBe(file.messages.length + 1);
    expect(got).toEqual(want);
    // The public hashes are the ones each sender signed.
    for (const m of file.messages) expect(got[m.i + 1]![1]).toBe(m.stateHash);
  });
});
