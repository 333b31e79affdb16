/**
 * Authority's match options (the module's `options`, src/engine/module.ts): a match is two players
 * (docs/rules/authority.md, decision 27: games of 3–4 players are not shipped), so there is nothing
 * to choose. The header names the match `authority/2p`, with this build's rules version and card-set
 * hash (session/adapter.ts `gameRef`); a match has seats A and B.
 */
import type { GameError, GameOptions, OptionField } from '../../../engine/module.ts';
import { gameRef, parseOptions } from '../session/adapter.ts';
import type { MatchOptions } from '../match/types.ts';

/** No option fields: the home screen and the command line offer nothing to choose. */
export const OPTION_FIELDS: readonly OptionField[] = [];

/** The only options there are. */
export const TWO_PLAYERS: MatchOptions = { players: 2 };

/**
 * The options of plain fields: there are none to read, so every record gives the two-player match
 * (fields of other games are ignored, as Paragons ignores fields it does not have; the command line
 * refuses an unknown `--option` itself).
 */
export function parseFields(_fields: Readonly<Record<string, unknown>>): MatchOptions | GameError {
  return TWO_PLAYERS;
}

/** Authority's options (see the module comment). */
export const AUTHORITY_OPTIONS: GameOptions<MatchOptions> = {
  fields: OPTION_FIELDS,
  parse: parseFields,
  record: () => ({}),
  gameRef,
  fromHeader: parseOptions,
};
