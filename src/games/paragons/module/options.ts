/**
 * Paragons' match options (the module's `options`, src/engine/module.ts): best of 1 or 3, the draft
 * or the pre-constructed starter decks (docs/rules/paragons-match.md). The header names them in its
 * game id, `paragons/<mode>/bo<n>`, with this build's rules version ({@link RULES_VERSION}) and
 * the hash of the card set it is played with (any published version: docs/cards.md, "Versions");
 * a match has seats A and B.
 */
import type { GameRef, Header } from '../../../../protocol/index.ts';
import type { GameError, GameOptions, OptionField } from '../../../engine/module.ts';
import { findCardSet, knownCardSets, newestCardSet, type CardSet } from '../cards/index.ts';
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

/**
 * The version of the rules this build plays (the header's `game.rulesVersion`; docs/match-file.md,
 * "Header"). It moves with every change to what a rule does (docs/rules/paragons.md); the cards
 * are versioned apart, by hash (docs/cards.md, "Versions"). A file made under other rules cannot be
 * replayed faithfully by these, so it is refused by name instead of judged by the wrong rules.
 */
export const RULES_VERSION = '1.2.0';

/**
 * The header's `game` for a match with `options`, played with `set` (default: the newest card set,
 * as every new match is): these rules' {@link RULES_VERSION}, the set's hash as `cardSetHash`.
 */
export function gameRef(options: MatchOptions, set: CardSet = newestCardSet()): GameRef {
  return {
    id: `${GAME_ID}/${options.mode}/bo${options.bestOf}`,
    rulesVersion: RULES_VERSION,
    cardSetHash: set.hash,
  };
}

/**
 * The card set a header names by its `game.cardSetHash` (docs/match-file.md): any registered
 * version, so a file made with an earlier set is verified with that set; an error naming the known
 * sets for an unknown hash.
 */
export function headerCardSet(header: Header): CardSet | GameError {
  const set = findCardSet(header.game.cardSetHash);
  if (set) return set;
  const known = knownCardSets()
    .map((s) => `${s.version} ${s.hash}`)
    .join(', ');
  return err(
    'unknown-card-set',
    `unknown card set ${header.game.cardSetHash} (known: ${known || 'none'})`,
  );
}

/** The options a header names, or why this build cannot play it. */
export function optionsFromHeader(header: Header): MatchOptions | GameError {
  const m = /^paragons\/(draft|preconstructed)\/bo(1|3)$/.exec(header.game.id);
  if (!m) return err('unknown-game', `unknown game ${header.game.id}`);
  if (header.game.rulesVersion !== RULES_VERSION) {
    return err(
      'unknown-rules',
      `Paragons rules ${header.game.rulesVersion} are not this build's (it plays rules ${RULES_VERSION})`,
    );
  }
  const set = headerCardSet(header);
  if ('code' in set) return set;
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
