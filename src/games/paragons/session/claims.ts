/**
 * What a Paragons move asserts about a card the opponent cannot see (docs/protocol.md, "Claims
 * about hidden cards"; docs/match-file.md, "Paragons moves"), declared to the session as
 * `HiddenClaim`s and checked by {@link checkHiddenClaim} when the card is shown.
 *
 * Every move that travels without its card, and what it asserts:
 *
 * - `hide {slot, cost}` (Keyword Glossary: Hidden: "On your turn, you may pay this card's mana cost
 *   to put it into your 'Hidden Pile'"): the card in the hand slot has the Hidden keyword and costs
 *   `cost`. The opponent's engine charges `cost` on trust, and a card in the Hidden pile is later
 *   revealed under its own reveal condition, so both are claims: `{hidden: true, cost}`.
 * - `mulligan {slots}` ("Starting Play": set aside any number of cards): no claim. Any set of hand
 *   slots may be set aside, whatever the cards; they go back into the deck unseen, and the draws
 *   that follow are checked against the randomness when the seeds are revealed.
 * - Every other move names its card (`play`, `spell`, `reveal`: the card is opened in the same
 *   message), so the rules check it as they apply the move: a `reveal`'s condition is the shown
 *   card's own (its Hidden keyword being the hide's claim above).
 */
import type { GameError, HiddenClaim } from '../../../../protocol/session/index.ts';
import type { JsonValue } from '../../../../protocol/index.ts';
import { cardById } from '../cards/index.ts';
import type { MatchAction } from '../match/types.ts';

const err = (code: string, message: string): GameError => ({ code, message });

/**
 * The claims of `move` as it travels (the view every seat gets: `matchViewAction`), with the slot
 * ids of its game (`slotOf`): a face-down `hide` claims its card is Hidden and costs what was paid.
 */
export function claimsOf(move: MatchAction, slotOf: (handle: string) => string): HiddenClaim[] {
  if (move.type !== 'hide' || move.slot === undefined || move.cost === undefined) return [];
  return [{ slot: slotOf(move.slot), claim: { hidden: true, cost: move.cost } }];
}

/**
 * Whether card `value` satisfies `claim` (a claim {@link claimsOf} made): null when it does;
 * `not-hidden` for a card without the Hidden keyword, `wrong-cost` for another cost,
 * `unknown-card` for a value that is no card of the set, `malformed-claim` for anything else.
 */
export function checkHiddenClaim(claim: JsonValue, value: JsonValue): GameError | null {
  const c = claim as { hidden?: unknown; cost?: unknown } | null;
  if (typeof c !== 'object' || c === null || Array.isArray(c)) {
    return err('malformed-claim', 'a claim is an object');
  }
  const def = typeof value === 'string' ? cardById(value) : undefined;
  if (def === undefined)
    return err('unknown-card', `${JSON.stringify(value)} is no card of the set`);
  if (c.hidden === true && def.hidden === undefined) {
    return err('not-hidden', `${def.id} has no Hidden keyword, so it cannot be hidden`);
  }
  if (c.cost !== undefined && c.cost !== def.cost) {
    return err(
      'wrong-cost',
      `${def.id} costs ${def.cost}, but ${String(c.cost)} was paid to hide it`,
    );
  }
  return null;
}
