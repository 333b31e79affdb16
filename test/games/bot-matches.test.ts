/**
 * Every registered game end to end without a browser, through the registry only (docs/adding-a-game.md):
 * for fixed seeds, two bots, each a session with its own keys and secrets (src/cli/duel.ts, what
 * `npm run simulate` plays), play a whole match of the game's `testing.simulateOptions`; the match
 * file, read back as JSON, is judged by the game its header names (src/games/index.ts
 * `gameOfFile`, what `npm run verify` does) and is `fair`. Random legal moves for most seeds (the
 * simulate default), the easy bot against the normal one for the last.
 */
import { describe, expect, it } from 'vitest';
import { verifyMatch } from '../../protocol/session/index.ts';
import { botFor, sessionBot } from '../../src/ai/index.ts';
import { duel, type SeatDriver } from '../../src/cli/duel.ts';
import { GAMES, gameOfFile, isGameLookupError } from '../../src/games/index.ts';

const RANDOM_SEEDS = [1, 2, 3];
const LEVEL_SEED = 4;

for (const game of GAMES) {
  describe(`${game.id}: bot matches verify fair through the registry`, () => {
    const options = game.options.parse(game.testing.simulateOptions);
    const cases = [
      ...RANDOM_SEEDS.map((seed) => ({ seed, levels: null })),
      { seed: LEVEL_SEED, levels: ['easy', 'normal'] as const },
    ];
    for (const { seed, levels } of cases) {
      const who = levels ? `${levels[0]} vs ${levels[1]}` : 'random bots';
      it(`seed ${seed}, ${who}`, async () => {
        expect(options).not.toHaveProperty('code');
        const r = await duel({
          seed,
          game,
          options,
          ...(levels
            ? {
                bots: {
                  A: (secrets) =>
                    sessionBot(botFor(levels[0]), secrets, undefined, game.bots) as SeatDriver,
                  B: (secrets) =>
                    sessionBot(botFor(levels[1]), secrets, undefined, game.bots) as SeatDriver,
                },
              }
            : {}),
        });
        expect(r.errors).toEqual([]);
        for (const seat of r.seats) expect(r.verdicts[seat]?.verdict).toBe('fair');
        expect(game.waiting(r.sessions.A!.state).kind).toBe('over');
        const file = JSON.parse(JSON.stringify(r.file)) as unknown;
        const judge = gameOfFile(file);
        if (isGameLookupError(judge)) throw new Error(judge.message);
        expect(judge).toBe(game);
        const v = await verifyMatch(file, judge.lockstep);
        expect(v.verdict, JSON.stringify(v)).toBe('fair');
      }, 120_000);
    }
  });
}
