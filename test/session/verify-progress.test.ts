/**
 * Verification reports its progress (requirement: "the verification running with progress"): the
 * `onProgress` hook of verifyMatch hears every replayed message, in order, ending at the total.
 */
import { describe, expect, it } from 'vitest';
import { verifyMatch } from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

describe('verification progress', () => {
  it('counts every message up to the total, and the verdict is unchanged', async () => {
    const { file } = await duel({
      seed: 3,
      options: { bestOf: 1, mode: 'preconstructed' },
      verify: false,
    });
    const seen: [number, number][] = [];
    const verdict = await verifyMatch(file, PARAGONS_LOCKSTEP, {
      onProgress: (done, total) => seen.push([done, total]),
    });
    expect(verdict.verdict).toBe('fair');
    const total = file.messages.length;
    expect(seen.length).toBe(total);
    expect(seen.map(([d]) => d)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(seen.every(([, t]) => t === total)).toBe(true);
  });
});
