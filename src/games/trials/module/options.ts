/**
 * Trials' match options (the module's `options`, src/engine/module.ts): a match is one game
 * between two players (docs/rules/trials.md D1), so there is nothing to choose. Decks are not
 * options: each seat chooses and orders its deck in the pre-game, in secret (D3, D4). The header
 * names the match `trials/2p`, with this build's rules version and card-set hash
 * (../session/adapter.ts `gameRef`); a match has seats A and B.
 */
import type { GameError, GameOptions, OptionField } from '../../../engine/module.ts';
import { gameRef, parseOptions } from '../session/adapter.ts';
import type { MatchOptions } from '../match/types.ts';
import { TRIALS_META } from '../meta.ts';

/** No option fields: the home screen and the command line offer nothing to choose. */
export const OPTION_FIELDS: readonly OptionField[] = TRIALS_META.fields;

/** The only options there are. */
export const TWO_PLAYERS: MatchOptions = { players: 2 };

/** The options of plain fields: none to read, so every record gives the two-player match. */
export function parseFields(_fields: Readonly<Record<string, unknown>>): MatchOptions | GameError {
  return TWO_PLAYERS;
}

/** Trials' options (see the module comment). */
export const TRIALS_OPTIONS: GameOptions<MatchOptions> = {
  fields: OPTION_FIELDS,
  parse: parseFields,
  record: () => ({}),
  gameRef,
  fromHeader: parseOptions,
};
