/**
 * What the registries know of Authority before its rules load: its id, its name (the rulebook's
 * title, "Authority — Kingdoms at war") and its match options (none: a match is two players), so
 * the home screen offers it without loading the game (src/app/games.ts). Imports nothing, so the
 * app's first bundle does not carry the game.
 */
import type { OptionField } from '../../engine/module.ts';

/** Authority's id, title and option fields. */
export const AUTHORITY_META: {
  readonly id: 'authority';
  readonly title: string;
  readonly fields: readonly OptionField[];
} = {
  id: 'authority',
  title: 'Authority: Kingdoms at War',
  fields: [],
};
