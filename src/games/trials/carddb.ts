/**
 * A Trials card set as the rules read it: each card by id, and the set's hash. The real set is
 * {@link TRIALS_DB} (./cards/index.ts); scenarios and tests build their own from inline cards
 * (scenario-setup.ts).
 */
import { hashCanonical } from '../../engine/index.ts';
import { TRIALS_CARDS } from './cards/index.ts';
import type { AvatarSide, CardDef, CardEffect, Static } from './cards/schema.ts';

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

/** The statics of each side of a card, by definition (definitions never change). */
const STATICS = new WeakMap<CardDef, { readonly front: Static[]; readonly fallen: Static[] }>();

/**
 * The statics among the printed effects of `def` as it is now ({@link effectsOf}), in their
 * order; worked out once per definition, as the rules ask for them at every stat they read.
 */
export function staticsOf(def: CardDef, side: 'front' | 'fallen' = 'front'): readonly Static[] {
  let sides = STATICS.get(def);
  if (!sides) {
    const of = (up: 'front' | 'fallen') =>
      effectsOf(def, up).flatMap((e) => ('static' in e ? [e.static] : []));
    const front = of('front');
    sides = { front, fallen: def.kind === 'avatar' ? of('fallen') : front };
    STATICS.set(def, sides);
  }
  return side === 'front' ? sides.front : sides.fallen;
}
