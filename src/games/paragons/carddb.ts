/**
 * Card lookup for the rules: a card set indexed by id, with the derived facts the rules need
 * (tier, recruit price). Rulebook: "Glossary of Card Types", "Recruit".
 */
import { hashCanonical } from '../../engine/index.ts';
import type {
  Ability,
  Effect,
  CardDef,
  MercenaryCard,
  MercenaryKeyword,
  SpellCard,
  Tier,
} from './cards/schema.ts';

/** Keyword bits, for fast checks. */
export const KW: Readonly<Record<MercenaryKeyword, number>> = {
  'first-blood': 1,
  reach: 2,
  garrison: 4,
  'critical-strike': 8,
  concealed: 16,
};

/** The bits of a keyword list. */
export function keywordBits(kws: readonly MercenaryKeyword[] | undefined): number {
  let b = 0;
  if (kws) for (const k of kws) b |= KW[k];
  return b;
}

/** What the rules read of a mercenary card on every look, derived once per card set. */
export interface MercInfo {
  readonly card: MercenaryCard;
  /** Bits of its printed keywords. */
  readonly kw: number;
  /** Whether it has a printed aura. */
  readonly aura: boolean;
  /** Whether it has a printed Voluntary Ability. */
  readonly voluntary: boolean;
}

/** A card set indexed by id, with its identifying hash. */
export interface CardDb {
  readonly byId: ReadonlyMap<string, CardDef>;
  readonly hash: string;
  /** Ids of mercenaries with a printed aura (a fast path for stats). */
  readonly auras: ReadonlySet<string>;
  /** The mercenary cards by id, with derived facts (stats.ts). */
  readonly mercs: ReadonlyMap<string, MercInfo>;
  /**
   * True when a mercenary with no damage, buffs, Imbuements or Enchantment is always alive: every
   * mercenary's printed health is positive and no aura (printed or granted) lowers health.
   */
  readonly plainAlive: boolean;
  /**
   * Bits of the keywords something can give a mercenary (a `grant` effect, a spell's grants, an
   * aura): for any other keyword, a mercenary has it exactly when its card prints it.
   */
  readonly grantable: number;
  /**
   * Bits of the keywords an aura (printed, or an ability a spell grants) can give: a mercenary with
   * no buffs, Imbuements or Enchantment has any other keyword exactly when its card prints it.
   */
  readonly auraKw: number;
  /** The lowest cost of a card in the set (Infinity for an empty set). */
  readonly minCost: number;
}

/** Bits of the keywords `effects` grant, `if` branches included. */
function effectGrants(effects: readonly Effect[] | undefined): number {
  let b = 0;
  for (const e of effects ?? []) {
    if (e.do === 'grant') b |= KW[e.keyword];
    else if (e.do === 'if') b |= effectGrants(e.then);
  }
  return b;
}

/** Bits of the keywords the auras among `abilities` give. */
function auraKeywords(abilities: readonly Ability[] | undefined): number {
  let b = 0;
  for (const a of abilities ?? []) if (a.type === 'aura' && a.keyword) b |= KW[a.keyword];
  return b;
}

/** Bits of the keywords `abilities` grant: auras' keywords and their effects' grants. */
function abilityGrants(abilities: readonly Ability[] | undefined): number {
  let b = 0;
  for (const a of abilities ?? []) {
    if (a.type === 'aura') b |= a.keyword ? KW[a.keyword] : 0;
    else b |= effectGrants(a.effects);
  }
  return b;
}

function lowersHealth(abilities: readonly Ability[] | undefined): boolean {
  return abilities?.some((a) => a.type === 'aura' && a.health < 0) ?? false;
}

/** Indexes a card set. The hash covers the canonical JSON of every definition, sorted by id. */
export function makeCardDb(cards: readonly CardDef[], hash?: string): CardDb {
  const byId = new Map<string, CardDef>();
  for (const c of cards) byId.set(c.id, c);
  const sorted = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const auras = new Set<string>();
  const mercs = new Map<string, MercInfo>();
  let plainAlive = true;
  let grantable = 0;
  let auraKw = 0;
  let minCost = Infinity;
  for (const c of byId.values()) {
    minCost = Math.min(minCost, c.cost);
    if (c.kind === 'spell') {
      if (lowersHealth(c.grants?.abilities)) plainAlive = false;
      grantable |= effectGrants(c.effects) | keywordBits(c.grants?.keywords);
      grantable |= abilityGrants(c.grants?.abilities);
      auraKw |= auraKeywords(c.grants?.abilities);
      continue;
    }
    grantable |= abilityGrants(c.abilities);
    auraKw |= auraKeywords(c.abilities);
    const aura = c.abilities?.some((a) => a.type === 'aura') ?? false;
    if (aura) auras.add(c.id);
    if (!(c.health > 0) || lowersHealth(c.abilities)) plainAlive = false;
    const voluntary = c.abilities?.some((a) => a.type === 'voluntary') ?? false;
    mercs.set(c.id, { card: c, kw: keywordBits(c.keywords), aura, voluntary });
  }
  return {
    byId,
    hash: hash ?? hashCanonical(sorted),
    auras,
    mercs,
    plainAlive,
    grantable,
    auraKw,
    minCost,
  };
}

/** The definition of `id`, or undefined. */
export function cardOf(db: CardDb, id: string): CardDef | undefined {
  return db.byId.get(id);
}

/** The definition of a mercenary card (throws on a broken invariant: the id must be a mercenary). */
export function mercOf(db: CardDb, id: string): MercenaryCard {
  return mercInfo(db, id).card;
}

/** A mercenary card with its derived facts (throws on a broken invariant, as mercOf). */
export function mercInfo(db: CardDb, id: string): MercInfo {
  const c = db.mercs.get(id);
  if (!c) throw new Error(`not a mercenary: ${id}`);
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
