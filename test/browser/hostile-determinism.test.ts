/**
 * Determinism in Chromium: the committed match file test/fixtures/match-seed1.json
 * replays to exactly the public and whole-state hashes Node stored in
 * test/fixtures/match-seed1.hashes.json (test/hostile/determinism.test.ts checks them in Node).
 */
import { expect } from '@open-wc/testing';
import { replayHashes, type HashStep } from '../hostile/replay-hashes.ts';

describe('determinism in Chromium', () => {
  it('the fixture replays to the hashes Node computed, after every message', async () => {
    const file: unknown = await (await fetch('/test/fixtures/match-seed1.json')).json();
    const want = (await (
      await fetch('/test/fixtures/match-seed1.hashes.json')
    ).json()) as HashStep[];
    const got = replayHashes(file);
    expect(got.length).to.equal(want.length);
    const first = got.findIndex((s, i) => JSON.stringify(s) !== JSON.stringify(want[i]));
    expect(first, `first difference after message ${first - 1}`).to.equal(-1);
  });
});
