/**
 * Card lookup for the rules: a card set indexed by id, with the derived facts the rules need
 * (tier, recruit price). Rulebook: "Glossary of Card Types", "Recruit".
 */
import { hashCanonical } from '../../engine/index.ts';
import type { CardDef, MercenaryCard, SpellCard, Tier } from './cards/schema.ts';

/** A card set indexed by id, with its identifying hash. */
export interface CardDb {
  readonly byId: ReadonlyMap<string, CardDef>;
  readonly hash: string;
  /** Ids of mercenaries with a printed aura (a fast path for stats). */
  readonly auras: ReadonlySet<string>;
}

/** Indexes a card set. The hash covers the canonical JSON of every definition, sorted by id. */
export function makeCardDb(cards: readonly CardDef[], hash?: string): CardDb {
  const byId = new Map<string, CardDef>();
  for (const c of cards) byId.set(c.id, c);
  const sorted = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const auras = new Set<string>();
  for (const c of byId.values())
    if (c.kind === 'mercenary' && c.abilities?.some((a) => a.type === 'aura')) auras.add(c.id);
  return { byId, hash: hash ?? hashCanonical(sorted), auras };
}

/** The definition of `id`, or undefined. */
export function cardOf(db: CardDb, id: string): CardDef | undefined {
  return db.byId.get(id);
}

/** The definition of a mercenary card (throws on a broken invariant: the id must be a mercenary). */
export function mercOf(db: CardDb, id: string): MercenaryCard {
  const c = db.byId.get(id);
  if (!c || c.kind !== 'mercenary') throw new Error(`not a mercenary: ${id}`);
  return c;
}

/** The definition of a spell card (throws on a broken invariant). */
export function spellOf(db: CardDb, id: string): SpellCard {
  const c = db.byId.get(id);
  if (!c || c.kind !== 'spell') throw new Error(`not a spell: ${id}`);
  return c;
}

/** A card's tier; Lesser when it costs 4 or less, Greater otherwise (Glossary of Card Types). */
export function tierOf(card: CardDef): Tier {
  if (card.tier) return card.tier;
  return card.cost <= 4 ? 'lesser' : 'greater';
}

/** The Recruit price: 2 for Lesser, 3 for Greater (Keyword Glossary: Recruit). */
export function recruitPrice(card: CardDef): number {
  const t = tierOf(card);
  if (t === 'class') return card.cost <= 4 ? 2 : 3;
  return t === 'greater' ? 3 : 2;
}
