/**
 * Card lookup for the rules: a card set indexed by id, with the derived facts the rules need
 * (tier, recruit price). Rulebook: "Glossary of Card Types", "Recruit".
 */
import { hashCanonical } from '../../engine/index.ts';
import type {
  Ability,
  CombatType,
  Effect,
  CardDef,
  MercenaryCard,
  MercenaryKeyword,
  RevealCondition,
  SpellCard,
  TargetSpec,
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

/**
 * The bit of keyword `k` ({@link KW}), by a switch: V8 makes a keyed read of KW that sees several
 * names megamorphic, and the rules ask on every stats look.
 */
export function kwBit(k: MercenaryKeyword): number {
  switch (k) {
    case 'first-blood':
      return KW['first-blood'];
    case 'reach':
      return KW.reach;
    case 'garrison':
      return KW.garrison;
    case 'critical-strike':
      return KW['critical-strike'];
    case 'concealed':
      return KW.concealed;
  }
}

/** A triggered ability's type (schema.ts: `Ability`; not an aura or a Voluntary Ability). */
export type TriggerType = 'enter' | 'destroyed' | 'attack' | 'turn-start' | 'turn-end';

/**
 * Bits of the triggered ability types (rulebook: "Notes on Card Activity Besides Voluntary
 * Actions"): a mercenary whose abilities have none of a type skips the search for them.
 */
export const TRIGGER: Readonly<Record<TriggerType, number>> = {
  enter: 1,
  destroyed: 2,
  attack: 4,
  'turn-start': 8,
  'turn-end': 16,
};

/** The {@link TRIGGER} bits of the triggered abilities among `abilities`. */
function triggerBits(abilities: readonly Ability[]): number {
  let b = 0;
  for (const a of abilities) if (a.type !== 'aura' && a.type !== 'voluntary') b |= TRIGGER[a.type];
  return b;
}

/** The bits of a keyword list. */
export function keywordBits(kws: readonly MercenaryKeyword[] | undefined): number {
  let b = 0;
  if (kws) for (const k of kws) b |= KW[k];
  return b;
}

/**
 * An aura's effect (schema.ts: `aura`), in one shape for every aura: the card data's ability objects
 * come in many shapes, and reading them on every stats look is slow.
 */
export interface AuraInfo {
  /** Whether it reaches only Adjacent spaces (else Surrounding ones). */
  readonly adjacent: boolean;
  readonly attack: number;
  readonly health: number;
  /** The bit of the keyword it gives, or 0. */
  readonly kw: number;
}

/** A Voluntary Ability (schema.ts: `voluntary`) at `index` of its list, in one shape for all. */
export interface VoluntaryInfo {
  readonly index: number;
  readonly mana: number;
  readonly exhaust: boolean;
  readonly anytime: boolean;
  /** Whether its card limits it to once per turn. */
  readonly once: boolean;
  readonly targets: readonly TargetSpec[];
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
  /** Its Base Stats, cost and combat type (the card's own, read without a megamorphic load). */
  readonly attack: number;
  readonly health: number;
  readonly cost: number;
  readonly combat: CombatType;
  /** Its printed abilities (empty when none). */
  readonly abilities: readonly Ability[];
  /** Its printed auras. */
  readonly auras: readonly AuraInfo[];
  /** Its printed Voluntary Abilities, indexed in `abilities`. */
  readonly voluntaries: readonly VoluntaryInfo[];
  /** {@link TRIGGER} bits of its printed triggered abilities. */
  readonly triggers: number;
}

/** What a spell grants the mercenary it imbues or enchants (schema.ts: `grants`). */
export interface GrantInfo {
  readonly attack: number;
  readonly health: number;
  /** Bits of the keywords it grants. */
  readonly kw: number;
  /** The abilities it grants (empty when none). */
  readonly abilities: readonly Ability[];
  /** The auras among them. */
  readonly auras: readonly AuraInfo[];
  /** The Voluntary Abilities among them, indexed in `abilities`. */
  readonly voluntaries: readonly VoluntaryInfo[];
  /** {@link TRIGGER} bits of the triggered abilities among them. */
  readonly triggers: number;
}

/**
 * What the rules read of any card on every look, derived once per card set and in one shape for
 * every card (card definitions come in many shapes; rulebook: "Glossary of Card Types", Keyword
 * Glossary: Hidden, Recruit).
 */
export interface CardInfo {
  readonly card: CardDef;
  readonly id: string;
  /** Whether it is a mercenary (else a spell). */
  readonly merc: boolean;
  readonly cost: number;
  /** Whether it is a Hidden card, and when it may be revealed ('any' when not Hidden). */
  readonly hidden: boolean;
  readonly reveal: RevealCondition;
  /** A spell's target specs (empty for a mercenary). */
  readonly targets: readonly TargetSpec[];
  readonly tier: Tier;
  /** The Recruit price ({@link recruitPrice}). */
  readonly price: number;
  /** A spell's grants, or null. */
  readonly grants: GrantInfo | null;
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
  /**
   * The lowest mana cost of an `anytime` Voluntary Ability (printed or granted; Infinity when none):
   * off its own turn, a seat with less mana can use no ability of its mercenaries.
   */
  readonly anytimeMana: number;
  /** Every card by id, with derived facts in one shape ({@link CardInfo}). */
  readonly infos: ReadonlyMap<string, CardInfo>;
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

const NONE: readonly never[] = [];

/** The auras among `abilities`, as {@link AuraInfo}s. */
function auraInfos(abilities: readonly Ability[] | undefined): readonly AuraInfo[] {
  const out: AuraInfo[] = [];
  for (const a of abilities ?? [])
    if (a.type === 'aura')
      out.push({
        adjacent: a.scope === 'adjacent',
        attack: a.attack,
        health: a.health,
        kw: a.keyword ? KW[a.keyword] : 0,
      });
  return out.length ? out : NONE;
}

/** The Voluntary Abilities among `abilities`, as {@link VoluntaryInfo}s. */
function voluntaryInfos(abilities: readonly Ability[] | undefined): readonly VoluntaryInfo[] {
  const out: VoluntaryInfo[] = [];
  const list = abilities ?? NONE;
  for (let index = 0; index < list.length; index++) {
    const a = list[index]!;
    if (a.type === 'voluntary') {
      const { mana, exhaust, targets } = a;
      const once = a.oncePerTurn === true;
      out.push({ index, mana, exhaust, anytime: a.anytime === true, once, targets });
    }
  }
  return out.length ? out : NONE;
}

/** The derived facts of a mercenary card. */
function mercInfoOf(c: MercenaryCard): MercInfo {
  const abilities = c.abilities ?? NONE;
  return {
    card: c,
    kw: keywordBits(c.keywords),
    aura: abilities.some((a) => a.type === 'aura'),
    voluntary: abilities.some((a) => a.type === 'voluntary'),
    attack: c.attack,
    health: c.health,
    cost: c.cost,
    combat: c.combat,
    abilities,
    auras: auraInfos(abilities),
    voluntaries: voluntaryInfos(abilities),
    triggers: triggerBits(abilities),
  };
}

/** The derived facts of any card. */
function cardInfoOf(c: CardDef): CardInfo {
  const g = c.kind === 'spell' ? c.grants : undefined;
  const grants: GrantInfo | null = g
    ? {
        attack: g.attack,
        health: g.health,
        kw: keywordBits(g.keywords),
        abilities: g.abilities ?? NONE,
        auras: auraInfos(g.abilities),
        voluntaries: voluntaryInfos(g.abilities),
        triggers: triggerBits(g.abilities ?? NONE),
      }
    : null;
  return {
    card: c,
    id: c.id,
    merc: c.kind === 'mercenary',
    cost: c.cost,
    hidden: c.hidden !== undefined,
    reveal: c.hidden?.reveal ?? 'any',
    targets: c.kind === 'spell' ? c.targets : NONE,
    tier: tierOf(c),
    price: recruitPrice(c),
    grants,
  };
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
  const infos = new Map<string, CardInfo>();
  let plainAlive = true;
  let grantable = 0;
  let auraKw = 0;
  let minCost = Infinity;
  let anytimeMana = Infinity;
  for (const c of byId.values()) {
    const info = cardInfoOf(c);
    infos.set(c.id, info);
    for (const v of info.grants?.voluntaries ?? NONE)
      if (v.anytime) anytimeMana = Math.min(anytimeMana, v.mana);
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
    const merc = mercInfoOf(c);
    for (const v of merc.voluntaries) if (v.anytime) anytimeMana = Math.min(anytimeMana, v.mana);
    if (merc.aura) auras.add(c.id);
    if (!(c.health > 0) || lowersHealth(c.abilities)) plainAlive = false;
    mercs.set(c.id, merc);
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
    anytimeMana,
    infos,
  };
}

/** The definition of `id`, or undefined. */
export function cardOf(db: CardDb, id: string): CardDef | undefined {
  return db.byId.get(id);
}

/** The derived facts of card `id` ({@link CardInfo}), or undefined for an unknown id. */
export function cardInfo(db: CardDb, id: string): CardInfo | undefined {
  return db.infos.get(id);
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
