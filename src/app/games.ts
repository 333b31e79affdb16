/**
 * The UI registry (docs/adding-a-game.md): each registered game's module paired with its UI, both
 * loaded on demand, so the home screen lists the games without loading any of them. The app finds a
 * game here by the id a match header or record names; nothing in src/app imports a game's folder
 * but this file. It must list the same games as the rules registry (src/games/index.ts;
 * test/app/games.test.ts holds them to it). Adding a game is one line in {@link APP_GAMES}.
 */
import type { GameModule, OptionField } from '../engine/module.ts';
import type { GameReference } from '../engine/reference.ts';
import type { TutorialScript } from '../engine/tutorial.ts';
import { moduleIdOf } from '../engine/module.ts';
import type { GameUi } from '../../components/game-table.ts';
import { AUTHORITY_META } from '../games/authority/meta.ts';
import { PARAGONS_META } from '../games/paragons/meta.ts';
import { TRIALS_META } from '../games/trials/meta.ts';

/** A game's module and UI, loaded. */
export interface LoadedGame {
  readonly module: GameModule;
  readonly ui: GameUi;
}

/** A registered game before it loads: its id, name and match options, and how to load it. */
export interface GameEntry {
  readonly id: string;
  readonly title: string;
  readonly fields: readonly OptionField[];
  load(): Promise<LoadedGame>;
  /**
   * The game's rules reference (src/games/<id>/reference.ts: sections and glossary), loaded on
   * demand without the rest of the game (the rules screen and the match's rules dialog).
   */
  reference(): Promise<GameReference>;
  /** The game's guided first match (src/engine/tutorial.ts), loaded on demand. */
  tutorial(): Promise<TutorialScript>;
}

interface Meta {
  readonly id: string;
  readonly title: string;
  readonly fields: readonly OptionField[];
}

/**
 * An entry from a game's meta and its loaders (each one dynamic import; module and UI cached): its
 * module and table, and its tutorial script.
 */
function entry(
  meta: Meta,
  module: () => Promise<GameModule>,
  ui: () => Promise<GameUi>,
  reference: () => Promise<GameReference>,
  tutorial: () => Promise<TutorialScript>,
): GameEntry {
  let loading: Promise<LoadedGame> | null = null;
  let referring: Promise<GameReference> | null = null;
  return {
    ...meta,
    load() {
      loading ??= Promise.all([module(), ui()]).then(([m, u]) => ({ module: m, ui: u }));
      return loading;
    },
    reference() {
      referring ??= reference();
      return referring;
    },
    tutorial,
  };
}

/** Every game of this build, in the order the home screen offers them. */
export const APP_GAMES: readonly GameEntry[] = [
  entry(
    PARAGONS_META,
    () => import('../games/paragons/module/index.ts').then((m) => m.PARAGONS),
    () => import('../../components/paragons/paragons-table.ts').then((m) => m.PARAGONS_UI),
    () => import('../games/paragons/reference.ts').then((m) => m.PARAGONS_REFERENCE),
    () =>
      import('../games/paragons/tutorial.ts').then((m) => m.PARAGONS_TUTORIAL as TutorialScript),
  ),
  entry(
    AUTHORITY_META,
    () => import('../games/authority/module/index.ts').then((m) => m.AUTHORITY),
    () => import('../../components/authority/authority-table.ts').then((m) => m.AUTHORITY_UI),
    () => import('../games/authority/reference.ts').then((m) => m.AUTHORITY_REFERENCE),
    () =>
      import('../games/authority/tutorial.ts').then((m) => m.AUTHORITY_TUTORIAL as TutorialScript),
  ),
  entry(
    TRIALS_META,
    () => import('../games/trials/module/index.ts').then((m) => m.TRIALS),
    () => import('../../components/trials/trials-table.ts').then((m) => m.TRIALS_UI),
    () => import('../games/trials/reference.ts').then((m) => m.TRIALS_REFERENCE),
    () => import('../games/trials/tutorial.ts').then((m) => m.TRIALS_TUTORIAL as TutorialScript),
  ),
];

/** The game the app offers first and assumes for records that name none. */
export const DEFAULT_GAME = APP_GAMES[0]!;

/** The entry of module id `id`, or null. */
export function gameEntry(id: string): GameEntry | null {
  return APP_GAMES.find((g) => g.id === id) ?? null;
}

/** The words for an id this build does not know: names it and the ids it knows. */
export function unknownGameWords(id: string): string {
  const shown = JSON.stringify(id.length > 64 ? `${id.slice(0, 64)}…` : id);
  return `unknown game ${shown}: this build knows ${APP_GAMES.map((g) => g.id).join(', ')}`;
}

/** Loads the game a header's `game.id` (untrusted) names; rejects, in words, for an unknown one. */
export async function loadGame(gameId: unknown): Promise<LoadedGame> {
  const id = typeof gameId === 'string' ? moduleIdOf(gameId) : String(gameId);
  const e = gameEntry(id);
  if (!e) throw new Error(unknownGameWords(id));
  return e.load();
}
