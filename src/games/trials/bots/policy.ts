/**
 * Trials' pre-game decisions for the generic bots (src/engine/bot-hooks.ts `BotHooks.policy`;
 * docs/ai.md "Trials"; docs/rules/trials.md D3–D6): the deck, the initiative preference and the
 * rock-paper-scissors throw. The game itself is searched (null here).
 *
 * - deck: a pre-constructed deck (rulebook: "Building your deck"; `PRECON_DECKS`), chosen at random
 *   at every level, so no deck is favoured by the bots' own choice, in its suggested order
 *   shuffled a little ({@link orderedPrecon}: "secretly choose the order"), so the opponent cannot
 *   know it and two games of the same decks differ;
 * - initiative: easy prefers either at random; normal and hard prefer to hold it (rulebook:
 *   "Initiative": "Normally it is in your best interest to have initiative");
 * - the throw: at random (rock-paper-scissors has no better answer).
 */
import type { BotLevel, Rng } from '../../../engine/bot-hooks.ts';
import { pickOne } from '../../../engine/bot-hooks.ts';
import type { Seat } from '../../../engine/index.ts';
import { THROWS } from '../../../engine/match/index.ts';
import { PRECON_DECKS } from '../cards/index.ts';
import type { PreconDeck } from '../cards/schema.ts';
import { PREFERENCES, type MatchState, type Preference } from '../match/types.ts';

/** The choices a Trials bot commits to with its seat's secrets before they become moves. */
export type TrialsChoice =
  /**
   * `deck-order`: a pre-constructed deck (by id), its cards in `order` (top first; absent: the
   * deck's suggested order).
   */
  | { readonly kind: 'deck'; readonly deck: string; readonly order?: readonly string[] }
  /** `initiative-commit`: hold initiative in round 1 or not. */
  | { readonly kind: 'initiative'; readonly choice: string }
  /** `rps-commit`: the throw. */
  | { readonly kind: 'rps'; readonly choice: string };

/** How far (in places) a card may move from the suggested order of its pre-constructed deck. */
export const ORDER_SPREAD = 3;

/**
 * The pre-constructed deck `deck`'s cards in a bot's secret order: each card's place in the
 * suggested order plus a uniform offset of at most {@link ORDER_SPREAD} places, sorted (cheap cards
 * stay near the top, rulebook: "Sorting Your Deck").
 */
export function orderedPrecon(deck: PreconDeck, rng: Rng): string[] {
  return deck.order
    .map((id, i) => ({ id, key: i + ORDER_SPREAD * (2 * rng() - 1) }))
    .sort((x, y) => x.key - y.key)
    .map((x) => x.id);
}

/** The decision to play pre-constructed deck `deck` in a bot's secret order. */
export function deckChoice(deck: PreconDeck, rng: Rng): TrialsChoice {
  return { kind: 'deck', deck: deck.id, order: orderedPrecon(deck, rng) };
}

/** The preference a bot of `level` commits to (see the module comment). */
export function preferenceOf(level: BotLevel, rng: Rng): Preference {
  return level === 'easy' ? pickOne(rng, PREFERENCES) : 'first';
}

/**
 * The decision of a bot of `level` in the pre-game window `window` (the bots' words: `deck`,
 * `initiative`, `rps`), or null for a window of the game (searched).
 */
export function policy(
  _m: MatchState,
  _seat: Seat,
  window: string,
  level: BotLevel,
  rng: Rng,
): TrialsChoice | null {
  if (window === 'deck') return deckChoice(pickOne(rng, PRECON_DECKS), rng);
  if (window === 'initiative') return { kind: 'initiative', choice: preferenceOf(level, rng) };
  if (window === 'rps') return { kind: 'rps', choice: pickOne(rng, THROWS) };
  return null;
}
