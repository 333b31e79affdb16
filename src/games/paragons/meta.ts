/**
 * What the registries know of Paragons before its rules load: its id, its name and its match
 * options (the home screen offers them without loading the game; src/app/games.ts).
 */
import { GAME_ID, OPTION_FIELDS } from './module/options.ts';

/** Paragons' id, title and option fields. */
export const PARAGONS_META = {
  id: GAME_ID,
  title: 'Paragons: Age of Champions',
  fields: OPTION_FIELDS,
} as const;
