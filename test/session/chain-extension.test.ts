/**
 * Chain extension (docs/protocol.md, "Extension"): a match with more random events than a seat's
 * chain length goes on, because each seat's session publishes the next generation of its chain
 * while the current one still has elements left. Every registered game plays seeded duels with
 * chains of a few elements (so every match needs many generations; a body reveals an element per
 * event it resolves, and one extension per body keeps up when that is under half a chain) and must finish and verify
 * fair from both seats; the transcript carries the extensions.
 */
import { describe, expect, it } from 'vitest';
import { duel } from '../../src/cli/duel.ts';
import { GAMES } from '../../src/games/index.ts';

describe('a seat extends its chain before it runs out', () => {
  for (const game of GAMES) {
    for (const chainLength of [3, 32]) {
      it(`${game.id}: chains of ${chainLength} element(s), seed 1, finishes and verifies fair`, async () => {
        for (const seed of [1]) {
          const r = await duel({ seed, game, chainLength, transport: 'virtual' });
          const tag = `${game.id}, seed ${seed}, chain length ${chainLength}`;
          expect(r.errors, tag).toEqual([]);
          expect(
            r.seats.map((s) => r.verdicts[s]?.verdict),
            tag,
          ).toEqual(['fair', 'fair']);
          const extensions = r.file.messages.filter((m) => m.body.extend !== undefined).length;
          expect(extensions, tag).toBeGreaterThan(0);
        }
      }, 120_000);
    }
    // The protocol allows chains of 1 element (protocol/chain.ts `checkLength`: 1..65536), and a
    // body reveals up to two elements (the one that completes an event, the first of the next):
    // one extension per body then cannot keep up, and the match stops at chain-exhausted.
    it(`${game.id}: chains of 1 element, seed 1, finishes and verifies fair`, async () => {
      const r = await duel({ seed: 1, game, chainLength: 1, transport: 'virtual' });
      expect(r.errors).toEqual([]);
      expect(
        r.seats.map((s) => r.verdicts[s]?.verdict),
        JSON.stringify(r.verdicts),
      ).toEqual(['fair', 'fair']);
    }, 120_000);
  }
});
