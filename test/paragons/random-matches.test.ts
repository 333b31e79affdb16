import { describe, it, expect } from 'vitest';
import { MATCHES_PER_FILE, playSeeds } from './helpers/seeds.ts';

describe('random legal-action matches (seeds 1–1000)', () => {
  it('end with a winner, never get stuck and keep the invariants', () => {
    expect(playSeeds(1, MATCHES_PER_FILE)).toEqual([]);
  });
});
