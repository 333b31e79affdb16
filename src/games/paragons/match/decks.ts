/**
 * Deck building (rulebook: "Step Three: Assemble Your Deck"): a deck is exactly 30 cards chosen
 * from the seat's pool of 55; the rest is its Reserve Pile. The list is secret: each seat publishes
 * a salted commitment before the game starts and opens it only when the match ends, so a best of 3
 * does not hand the opponent a deck list early.
 *
 * Commitment: `protocol/commit.ts` with kind `deck`, context `{matchId, seat, game}` and the sorted
 * list as value; its salt is derived from the seat's private seed (index = game number), so the
 * final reveal of the seed opens every deck commitment of the match.
 */
import { engineError, type EngineError } from '../../../engine/index.ts';
import {
  commit,
  isProtocolError,
  openCommitment,
  type Committed,
} from '../../../../protocol/index.ts';
import type { PSeat } from '../types.ts';

/** Cards in a deck (rulebook: "a deck of exactly 30 cards"). */
export const DECK_SIZE = 30;

/** The commitment context of a seat's deck for game `game` (1-based) of match `matchId`. */
export function deckContext(matchId: string, seat: PSeat, game: number) {
  return { matchId, seat, game };
}

/** Commits to `cards` (any order; the sorted list is committed) with a salt from `privSeed`. */
export function commitDeck(
  matchId: string,
  seat: PSeat,
  game: number,
  cards: readonly string[],
  privSeed: Uint8Array,
): Committed {
  const value = [...cards].sort();
  return commit('deck', deckContext(matchId, seat, game), value, { privSeed, index: game });
}

/**
 * Opens a deck commitment: the sorted list it binds, or a typed error when `opening` does not open
 * it or was made for another match, seat or game.
 */
export function openDeck(
  commitment: string,
  opening: unknown,
  matchId: string,
  seat: PSeat,
  game: number,
): { cards: string[] } | { error: EngineError } {
  try {
    const o = openCommitment(commitment, opening);
    const ctx = o.context as { matchId?: unknown; seat?: unknown; game?: unknown };
    if (o.kind !== 'deck' || ctx.matchId !== matchId || ctx.seat !== seat || ctx.game !== game) {
      return { error: engineError('bad-opening', 'the deck opening belongs to another deck') };
    }
    if (!Array.isArray(o.value) || !o.value.every((v) => typeof v === 'string')) {
      return { error: engineError('bad-opening', 'a deck list is a list of card ids') };
    }
    return { cards: o.value as string[] };
  } catch (e) {
    if (isProtocolError(e)) return { error: engineError('bad-opening', e.message) };
    throw e;
  }
}

/**
 * Checks that `cards` is a legal deck from `pool`: exactly 30 cards, each copy available in the
 * pool (multiset inclusion). Returns null when legal.
 */
export function checkDeck(cards: readonly string[], pool: readonly string[]): EngineError | null {
  if (cards.length !== DECK_SIZE) {
    return engineError(
      'invalid-deck',
      `a deck has exactly ${DECK_SIZE} cards, not ${cards.length}`,
    );
  }
  const left = new Map<string, number>();
  for (const id of pool) left.set(id, (left.get(id) ?? 0) + 1);
  for (const id of cards) {
    const n = left.get(id) ?? 0;
    if (n <= 0) return engineError('invalid-deck', `${id} is not in your pool (or not that often)`);
    left.set(id, n - 1);
  }
  return null;
}

/** The Reserve Pile: the pool minus the deck (multiset difference), sorted. */
export function reserveOf(pool: readonly string[], deck: readonly string[]): string[] {
  const out = [...pool].sort();
  for (const id of deck) {
    const i = out.indexOf(id);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}
