/**
 * The registries (src/games/index.ts for the rules, src/app/games.ts pairing each game with its
 * UI): the same games in both, each found by the id a header's `game.id` names, and an unknown id
 * is an error that names the ids this build knows (docs/adding-a-game.md).
 */
import { describe, expect, it } from 'vitest';
import { APP_GAMES, gameEntry, unknownGameWords } from '../../src/app/games.ts';
import { moduleIdOf } from '../../src/engine/module.ts';
import {
  DEFAULT_GAME_ID,
  GAMES,
  findGame,
  gameIds,
  gameOfId,
  isGameLookupError,
  requireGame,
} from '../../src/games/index.ts';

describe('the game registries', () => {
  it('list the same games, with the same ids, titles and option fields', () => {
    expect(APP_GAMES.map((g) => [g.id, g.title, g.fields])).toEqual(
      GAMES.map((g) => [g.id, g.title, g.options.fields]),
    );
    expect(gameIds()).toContain(DEFAULT_GAME_ID);
    expect(new Set(gameIds()).size).toBe(GAMES.length);
  });

  it('find a game by the module id of a header game id', () => {
    expect(moduleIdOf('paragons/draft/bo3')).toBe('paragons');
    expect(moduleIdOf('paragons')).toBe('paragons');
    for (const g of GAMES) {
      const ref = g.options.gameRef(g.testing.quickOptions);
      expect(moduleIdOf(ref.id)).toBe(g.id);
      expect(gameOfId(ref.id)).toBe(g);
      expect(findGame(g.id)).toBe(g);
      expect(gameEntry(g.id)?.id).toBe(g.id);
    }
  });

  it('an unknown id is an error value naming the ids this build knows', () => {
    for (const id of ['chess', 'chess/bo1', '', 'x'.repeat(500)]) {
      const r = gameOfId(id);
      expect(isGameLookupError(r)).toBe(true);
      if (!isGameLookupError(r)) continue;
      expect(r.code).toBe('unknown-game');
      expect(r.message).toContain(`this build knows ${gameIds().join(', ')}`);
      expect(r.message.length).toBeLessThan(200);
    }
    expect(isGameLookupError(gameOfId(42))).toBe(true);
    expect(() => requireGame('chess')).toThrow(/this build knows paragons/);
    expect(unknownGameWords('chess')).toBe(
      `unknown game "chess": this build knows ${gameIds().join(', ')}`,
    );
  });

  it('every option field default is one of its choices and parses', () => {
    for (const g of GAMES) {
      const defaults = Object.fromEntries(g.options.fields.map((f) => [f.key, f.default]));
      for (const f of g.options.fields) expect(f.choices.map((c) => c.value)).toContain(f.default);
      const o = g.options.parse(defaults);
      expect(o).not.toHaveProperty('code');
      expect(g.options.parse(g.options.record(o))).toEqual(o);
    }
  });
});
