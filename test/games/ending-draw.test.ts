/**
 * A drawn Paragons match's end words (src/games/paragons/module/status.ts `endingWords`): a match
 * ends drawn when its games run out (twice the best-of) with no player at the wins it needs
 * (src/games/paragons/match/games.ts `endGame`). The words say so in English for a best of 1
 * ("a game", never "1 games") and a best of 3.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchFile } from '../../protocol/session/index.ts';
import { replayMatch } from '../../src/app/match/replay.ts';
import { requireGame } from '../../src/games/index.ts';
import type { MatchState } from '../../src/games/paragons/match/types.ts';

const game = requireGame('paragons');
const NAMES = { A: 'Ana', B: 'Bea' };

describe('paragons: a drawn match', () => {
  let last: MatchState;
  beforeAll(async () => {
    const file = JSON.parse(await readFile('test/fixtures/match-seed1.json', 'utf8')) as MatchFile;
    const replay = await replayMatch(file, game);
    last = replay.steps[replay.steps.length - 1]!.state as MatchState;
  });

  it('best of 1, both games drawn: "A draw", and the reason reads right', () => {
    const drawn: MatchState = {
      ...last,
      phase: 'over',
      winner: null,
      results: [null, null],
      options: { ...last.options, bestOf: 1 },
    };
    for (const viewer of ['A', 'B', null]) {
      const w = game.words.ending(drawn, viewer, NAMES)!;
      expect(w.headline).toBe('A draw');
      expect(w.reason).toBe('No player won a game.');
    }
  });

  it('best of 3 with no player at two wins', () => {
    const drawn: MatchState = {
      ...last,
      phase: 'over',
      winner: null,
      results: ['A', 'B', null, null, null, null],
      options: { ...last.options, bestOf: 3 },
    };
    expect(game.words.ending(drawn, 'A', NAMES)).toEqual({
      headline: 'A draw',
      reason: 'No player won 2 games.',
    });
  });
});
