/**
 * What the registries know of Trials before its rules load: its id, its name (the rulebook's title,
 * "Paragon: Trials of the Chosen") and its match options (none: a match is one game between two
 * players, docs/rules/trials.md D1), so the home screen offers it without loading the game
 * (src/app/games.ts). Imports nothing, so the app's first bundle does not carry the game.
 */
import type { OptionField } from '../../engine/module.ts';

/** Trials' id, title and option fields. */
export const TRIALS_META: {
  readonly id: 'trials';
  readonly title: string;
  readonly fields: readonly OptionField[];
} = {
  id: 'trials',
  title: 'Paragon: Trials of the Chosen',
  fields: [],
};
