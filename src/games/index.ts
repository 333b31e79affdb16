/**
 * The rules registry (docs/adding-a-game.md): every game this build plays, by id. Everything above
 * a game's own folder — the command-line tools, the verifier, the bench, the app's match code, the
 * protocol test suites — finds a game here, by the id a match header names (`header.game.id` is
 * `<id>[/<options>]`), and never imports the game's folder. Adding a game is one line in
 * {@link GAMES} (and one in the UI registry, src/app/games.ts).
 */
import type { GameError, GameModule } from '../engine/module.ts';
import { moduleIdOf } from '../engine/module.ts';
import { AUTHORITY } from './authority/module/index.ts';
import { PARAGONS } from './paragons/module/index.ts';
import { TRIALS } from './trials/module/index.ts';

/** Every registered game, in the order the home screen offers them. */
export const GAMES: readonly GameModule[] = [PARAGONS, AUTHORITY, TRIALS];

/** The game a tool plays when it is not told which. */
export const DEFAULT_GAME_ID = 'paragons';

/** The ids this build knows, in registry order. */
export function gameIds(): string[] {
  return GAMES.map((g) => g.id);
}

/** The error for an id no game has: names the id and the ids this build knows. */
export function unknownGame(id: string): GameError {
  const shown = JSON.stringify(id.length > 64 ? `${id.slice(0, 64)}…` : id);
  return {
    code: 'unknown-game',
    message: `unknown game ${shown}: this build knows ${gameIds().join(', ')}`,
  };
}

/** The game with module id `id`, or an error naming the ids this build knows. */
export function findGame(id: string): GameModule | GameError {
  return GAMES.find((g) => g.id === id) ?? unknownGame(id);
}

/** The game a header (or just its `game.id`, untrusted) names, or an error. */
export function gameOfId(gameId: unknown): GameModule | GameError {
  if (typeof gameId !== 'string') return unknownGame(String(gameId));
  return findGame(moduleIdOf(gameId));
}

/** True when `v` is a game error rather than a module. */
export function isGameLookupError(v: GameModule | GameError): v is GameError {
  return !('lockstep' in v);
}

/** {@link findGame}, throwing the error's message (for tools whose input is the programmer's). */
export function requireGame(id: string): GameModule {
  const g = findGame(id);
  if (isGameLookupError(g)) throw new Error(g.message);
  return g;
}

/**
 * The game that judges a match file (untrusted JSON): the one its header's `game.id` names, or an
 * error naming the ids this build knows. A file whose header names no game id at all goes to the
 * default game, whose verifier then reports the malformed header in its own words.
 */
export function gameOfFile(file: unknown): GameModule | GameError {
  const gameId = (file as { header?: { game?: { id?: unknown } } } | null)?.header?.game?.id;
  return typeof gameId === 'string' ? gameOfId(gameId) : requireGame(DEFAULT_GAME_ID);
}
