/**
 * Authority's own cheats and the generic cheats' hook (the module's `testing`,
 * src/engine/module.ts; played by test/cheats): a card leaving a hand slot is named by the move's
 * `card` field; and Authority's one committed-then-opened secret besides hand slots, the faction
 * (docs/rules/authority.md, decisions 1–4), opened as another than the one committed to, with the
 * same salt: `illegal-move` at the opening, at once.
 */
import type { GameCheat, ShownCard } from '../../../engine/module.ts';
import { cardField, moveTypeOf, rewriteOnce } from '../../../engine/tamper.ts';
import { CARD_SET } from '../cards/index.ts';
import type { MatchAction, MatchOptions, MatchState } from '../match/types.ts';
import { TWO_PLAYERS } from './options.ts';

/** How an Authority move shows a card: its `card` field; another card is any other of the set. */
export const AUTHORITY_SHOWN_CARD: ShownCard = cardField(
  'card',
  (id) => CARD_SET.find((c) => c.id !== id)!.id,
);

/** A faction opening naming another faction than the one committed to (the salt unchanged). */
export const opensOtherFaction = () =>
  rewriteOnce<MatchState, MatchAction>(
    (b) => moveTypeOf(b) === 'faction-open',
    (b) => {
      const m = b.move as Record<string, string>;
      b.move = { ...m, choice: m.choice === 'iron-wall' ? 'golden-ox' : 'iron-wall' };
      return b;
    },
  );

/** Authority's cheats (see the module comment). */
export const AUTHORITY_CHEATS: readonly GameCheat<MatchState, MatchAction, MatchOptions>[] = [
  {
    name: 'opens another faction than it committed to',
    options: TWO_PLAYERS,
    cheater: 'A',
    caught: 'at-once',
    code: /^illegal-move$/,
    tamper: opensOtherFaction,
  },
];
