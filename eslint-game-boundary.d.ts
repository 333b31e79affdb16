// Types of eslint-game-boundary.js (plain JavaScript, because eslint.config.js loads it with Node).
import type { ESLint, Rule } from 'eslint';

/** The repository root. */
export const ROOT: string;
/** Every game id: the folders of `<root>/src/games/`, sorted. */
export function gameIds(root?: string): string[];
/** The files outside a game's folders that may import them. */
export const REGISTRIES: readonly string[];
/** The `parley/game-boundary` rule. */
export const gameBoundary: Rule.RuleModule;
/** The plugin eslint.config.js registers as `parley`. */
export const parleyPlugin: ESLint.Plugin;
