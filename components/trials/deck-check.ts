/**
 * What the deck-order editor tells the player about the deck it holds (rulebook: "Building Your
 * Deck": "2 different Avatar cards, plus exactly 20 Equipment and/or Ability cards (a single copy
 * of each)"; "Disciplines": "You may only add Equipment and Abilities to your deck if they share
 * at least one discipline with at least one of your Avatars"). A small pure helper of the editor,
 * for its messages and its Ready button; the rules engine checks a deck again on its own when the
 * match starts (the editor's check decides nothing in a match).
 */
import type { CardDef, Discipline } from '../../src/games/trials/cards/schema.ts';
import { DISCIPLINE_NAMES, costOf } from './display.ts';

/** The number of cards in a deck besides the Avatars. */
export const DECK_SIZE = 20;

/** The number of cards of the opening hand: the top of the deck (rulebook: "Sorting Your Deck"). */
export const OPENING_HAND = 5;

/** Why a deck is not legal: a stable code and the words shown. */
export interface DeckProblem {
  readonly code:
    | 'avatars-count'
    | 'avatars-same'
    | 'not-avatar'
    | 'unknown-card'
    | 'not-deck-card'
    | 'duplicate'
    | 'off-discipline'
    | 'deck-size';
  readonly message: string;
}

/** True when `card` shares a discipline with one of the `avatars`. */
export function sharesDiscipline(card: CardDef, avatars: readonly CardDef[]): boolean {
  return card.disciplines.some((d) => avatars.some((a) => a.disciplines.includes(d)));
}

/** The disciplines of the Avatars, each once, in the Avatars' order. */
export function avatarDisciplines(avatars: readonly CardDef[]): Discipline[] {
  const out: Discipline[] = [];
  for (const a of avatars) for (const d of a.disciplines) if (!out.includes(d)) out.push(d);
  return out;
}

/**
 * Every reason the deck (`avatars` and `order`, card ids) is not legal, in the order a player
 * fixes them; empty when it is legal.
 */
export function deckProblems(
  cards: ReadonlyMap<string, CardDef>,
  avatars: readonly string[],
  order: readonly string[],
): DeckProblem[] {
  const out: DeckProblem[] = [];
  const avatarDefs: CardDef[] = [];
  if (avatars.length !== 2) {
    out.push({
      code: 'avatars-count',
      message: `Choose 2 Avatars (${avatars.length} chosen).`,
    });
  }
  if (avatars.length === 2 && avatars[0] === avatars[1]) {
    out.push({ code: 'avatars-same', message: 'The 2 Avatars must be different.' });
  }
  for (const id of avatars) {
    const def = cards.get(id);
    if (!def) out.push({ code: 'unknown-card', message: `Unknown card ${id}.` });
    else if (def.kind !== 'avatar') {
      out.push({ code: 'not-avatar', message: `${def.name} is not an Avatar.` });
    } else avatarDefs.push(def);
  }
  const seen = new Set<string>();
  for (const id of order) {
    const def = cards.get(id);
    if (!def) {
      out.push({ code: 'unknown-card', message: `Unknown card ${id}.` });
      continue;
    }
    if (def.kind === 'avatar') {
      out.push({ code: 'not-deck-card', message: `${def.name} is an Avatar, not a deck card.` });
      continue;
    }
    if (seen.has(id)) {
      out.push({ code: 'duplicate', message: `${def.name} is in the deck twice (one copy each).` });
    }
    seen.add(id);
    if (avatarDefs.length > 0 && !sharesDiscipline(def, avatarDefs)) {
      const ds = avatarDisciplines(avatarDefs).map((d) => DISCIPLINE_NAMES[d]);
      out.push({
        code: 'off-discipline',
        message: `${def.name} shares no discipline with your Avatars (${ds.join(', ')}).`,
      });
    }
  }
  if (order.length !== DECK_SIZE) {
    const n = order.length;
    const more = n < DECK_SIZE ? `add ${DECK_SIZE - n}` : `remove ${n - DECK_SIZE}`;
    out.push({
      code: 'deck-size',
      message: `The deck needs exactly ${DECK_SIZE} cards: ${n} chosen, ${more}.`,
    });
  }
  return out;
}

/** Cost buckets of the curve: 0 to 6, then 7 or more. */
export const CURVE_BUCKETS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7+'];

/** How many cards of each cost bucket ({@link CURVE_BUCKETS}). */
export function costCurve(defs: readonly CardDef[]): number[] {
  const counts = CURVE_BUCKETS.map(() => 0);
  for (const d of defs) counts[Math.min(7, Math.max(0, costOf(d)))]! += 1;
  return counts;
}

/** `order` with the card at `from` moved to `to` (both clamped into the list). */
export function moveCard(order: readonly string[], from: number, to: number): string[] {
  const out = [...order];
  if (from < 0 || from >= out.length) return out;
  const [card] = out.splice(from, 1);
  const at = Math.max(0, Math.min(out.length, to));
  out.splice(at, 0, card!);
  return out;
}
