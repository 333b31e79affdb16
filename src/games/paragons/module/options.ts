/**
 * Paragons' match options (the module's `options`, src/engine/module.ts): best of 1 or 3, the draft
 * or the pre-constructed starter decks (docs/rules/paragons-match.md). The header names them in its
 * game id, `paragons/<mode>/bo<n>`, with this build's rules version and card-set hash; a match
 * has seats A and B.
 */
import type { GameRef, Header } from '../../../../protocol/index.ts';
import type { GameError, GameOptions, OptionField } from '../../../engine/module.ts';
import { CARD_SET_HASH, CARD_SET_VERSION } from '../cards/index.ts';
import type { MatchOptions } from '../match/types.ts';

/** The module id, the first segment of the header's game id. */
export const GAME_ID = 'paragons';

const err = (code: string, message: string): GameError => ({ code, message });

/** The options as the home screen and the command line offer them (defaults first). */
export const OPTION_FIELDS: readonly OptionField[] = [
  {
    key: 'bo',
    label: 'Match length',
    choices: [
      { value: '1', label: 'Best of 1' },
      { value: '3', label: 'Best of 3' },
    ],
    default: '1',
  },
  {
    key: 'mode',
    label: 'Decks',
    choices: [
      { value: 'draft', label: 'Draft' },
      { value: 'preconstructed', label: 'Pre-constructed' },
    ],
    default: 'preconstructed',
  },
];

/** The header's `game` for a match with `options`. */
export function gameRef(options: MatchOptions): GameRef {
  return {
    id: `${GAME_ID}/${options.mode}/bo${options.bestOf}`,
    rulesVersion: CARD_SET_VERSION,
    cardSetHash: CARD_SET_HASH,
  };
}

/** The options a header names, or why this build cannot play it. */
export function optionsFromHeader(header: Header): MatchOptions | GameError {
  const m = /^paragons\/(draft|preconstructed)\/bo(1|3)$/.exec(header.game.id);
  if (!m) return err('unknown-game', `unknown game ${header.game.id}`);
  if (header.game.cardSetHash !== CARD_SET_HASH) return err('unknown-card-set', 'unknown card set');
  const seats = header.players.map((p) => p.seat).join(',');
  if (seats !== 'A,B') return err('unknown-seats', 'Paragons seats are A and B');
  return { mode: m[1] as MatchOptions['mode'], bestOf: Number(m[2]) as 1 | 3 };
}

/** The options of plain fields (`bo`, `mode`); a missing field takes its default. */
export function parseOptions(fields: Readonly<Record<string, unknown>>): MatchOptions | GameError {
  const mode = fields.mode ?? 'preconstructed';
  const bestOf = String(fields.bo ?? '1');
  if (mode !== 'draft' && mode !== 'preconstructed')
    return err('bad-option', `mode is draft or preconstructed, not ${String(mode)}`);
  if (bestOf !== '1' && bestOf !== '3') return err('bad-option', `bo is 1 or 3, not ${bestOf}`);
  return { mode, bestOf: bestOf === '3' ? 3 : 1 };
}

/** Paragons' options (see the module comment). */
export const PARAGONS_OPTIONS: GameOptions<MatchOptions> = {
  fields: OPTION_FIELDS,
  parse: parseOptions,
  record: (o) => ({ bo: String(o.bestOf), mode: o.mode }),
  gameRef,
  fromHeader: optionsFromHeader,
};
