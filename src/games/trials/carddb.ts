/**
 * A Trials card set as the rules read it: each card by id, and the set's hash. The real set is
 * {@link TRIALS_DB} (./cards/index.ts); scenarios and tests build their own from inline cards
 * (scenario-setup.ts).
 */
import { hashCanonical } from '../../engine/index.ts';
import { TRIALS_CARDS } from './cards/index.ts';
import type { AvatarSide, CardDef, CardEffect } from './cards/schema.ts';

/** A card set: its cards by id and its hash. */
export interface CardDb {
  readonly hash: string;
  readonly cards: ReadonlyMap<string, CardDef>;
}

/** The card set of `cards` (hashed canonically, so two peers with the same set agree). */
export function makeCardDb(cards: readonly CardDef[]): CardDb {
  return { hash: hashCanonical(cards), cards: new Map(cards.map((c) => [c.id, c])) };
}

/** The real card set (empty until the card set is written). */
export const TRIALS_DB: CardDb = makeCardDb(TRIALS_CARDS);

/** The definition of `id`, or undefined. */
export function cardDef(db: CardDb, id: string): CardDef | undefined {
  return db.cards.get(id);
}

/** The definition of a card known to be in the set (a programming error otherwise). */
export function defOf(db: CardDb, id: string): CardDef {
  const c = db.cards.get(id);
  if (!c) throw new Error(`no card ${id} in the card set`);
  return c;
}

/** The side of an Avatar card that is up. */
export function sideOf(def: CardDef, side: 'front' | 'fallen'): AvatarSide | null {
  if (def.kind !== 'avatar') return null;
  return side === 'front' ? def.front : def.fallen;
}

/**
 * The printed effects of a card as it is now: an Avatar's up side ("Ignore all stats and effects
 * on an Avatar's front side while it is Fallen, and vice versa"), otherwise the card's own.
 */
export function effectsOf(def: CardDef, side: 'front' | 'fallen' = 'front'): readonly CardEffect[] {
  return def.kind === 'avatar' ? sideOf(def, side)!.effects : def.effects;
}
