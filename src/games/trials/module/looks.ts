/**
 * Looking at your own deck (docs/rules/trials.md D5: "Looking at your own deck sends nothing"): the
 * seat's own deck, in order, top first, read from its own view (and, before the game, from the list
 * it committed to). Looking is not an action: no legal action is a look, and it reads only what the
 * seat's own view already holds, so it sends nothing and shows the opponent nothing. The module's
 * `testing.looks` names it, and the cheat catalogue (test/cheats/game-cheats.test.ts) proves a
 * match where both seats look after every message is the same file as one where they do not.
 */
import type { JsonValue } from '../../../../protocol/index.ts';
import type { SeatLook } from '../../../engine/module.ts';
import type { MatchState } from '../match/types.ts';
import type { TSeat } from '../types.ts';

/**
 * `seat`'s own deck in `s` (its own view), top first: the card ids of its deck during the game,
 * the committed list's cards before it; null before it has committed one. A card the view does not
 * know (never: the owner knows its whole deck, D5) would be null.
 */
export function ownDeck(s: MatchState, seat: string): (string | null)[] | null {
  const me = seat as TSeat;
  const p = s.game?.players[me];
  if (p) return p.deck.map((x) => x.id ?? null);
  const list = s.lists[me];
  return list ? [...list.cards] : null;
}

/** The looks of the module's `testing` (see the module comment). */
export const TRIALS_LOOKS: readonly SeatLook<MatchState>[] = [
  { name: 'own deck', look: (s, seat): JsonValue => ownDeck(s, seat) },
];
