/**
 * Chain extension (docs/protocol.md, "Extension"): a match with more random events than a seat's
 * chain length goes on, because each seat's session publishes the next generation of its chain
 * while the current one still has elements left. Every registered game plays seeded duels with
 * chains of a few elements (so every match needs many generations; a body reveals an element per
 * event it resolves, and one extension per body keeps up when that is under half a chain) and must finish and verify
 * fair from both seats; the transcript carries the extensions whenever a seat revealed a whole
 * chain's worth of elements (a game without random events reveals none, and extends nothing).
 */
import { describe, expect, it } from 'vitest';
import { PlayerSecrets } from '../../protocol/index.ts';
import { MIN_SESSION_CHAIN_LENGTH } from '../../protocol/chain.ts';
import { decodeCryptoBody } from '../../protocol/body.ts';
import { duel } from '../../src/cli/duel.ts';
import { GAMES } from '../../src/games/index.ts';

describe('a seat extends its chain before it runs out', () => {
  for (const game of GAMES) {
    for (const chainLength of [2, 3, 32]) {
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
          // The most elements one seat revealed: a seat that revealed a whole chain had to extend
          // it; a game without random events (Trials: no shuffle, no die) reveals none and has
          // nothing to extend.
          const revealed = Math.max(
            ...r.seats.map((seat) =>
              r.file.messages
                .filter((m) => m.from === seat)
                .reduce((n, m) => n + ((m.body.chain as unknown[] | undefined)?.length ?? 0), 0),
            ),
          );
          if (revealed >= chainLength) expect(extensions, tag).toBeGreaterThan(0);
          if (revealed === 0) expect(extensions, tag).toBe(0);
        }
      }, 120_000);
    }
  }

  // A body reveals up to two elements (the one that completes an event, the first of the next)
  // and carries one extension: a chain of 1 element could not keep up, so sessions refuse it.
  it('a session chain is at least 2 elements: secrets and a setup of 1 are refused', () => {
    expect(MIN_SESSION_CHAIN_LENGTH).toBe(2);
    expect(() => PlayerSecrets.create('m', 'A', { chainLength: 1 })).toThrow(/chain length/);
    const setup = PlayerSecrets.create('m', 'A', { chainLength: 2 }).setup();
    expect(() => decodeCryptoBody({ setup: { ...setup, chainLength: 1 } })).toThrow(/chainLength/);
    expect(decodeCryptoBody({ setup }).setup?.chainLength).toBe(2);
  });
});
