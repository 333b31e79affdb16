/**
 * A mercenary's current stats, keywords and abilities: Base Stats, Garrison counters, buffs, auras
 * of allies, Imbuements on it and the Enchantment on its space (rulebook: "Notes on Mercenary
 * Types": "Buffs and stat changes are temporary, Base Stats are forever"; Keyword Glossary:
 * Garrison; "Notes on Spell Types").
 */
import type { Ability, MercenaryKeyword } from './cards/schema.ts';
import type { AuraInfo, CardDb, GrantInfo } from './carddb.ts';
import { cardInfo, KW, kwBit, mercInfo, TRIGGER } from './carddb.ts';
import { isAdjacent, isSurrounding, surrounding } from './board.ts';
import type { GameState, PSeat } from './types.ts';
import { player } from './types.ts';

export { KW, TRIGGER };

/** Current attack, maximum health and keyword bits of a mercenary. */
export interface Stats {
  readonly attack: number;
  readonly maxHealth: number;
  readonly kw: number;
}

/** The abilities a mercenary has: its card's, then its Imbuements' grants, then its space's. */
export function abilitiesOf(
  db: CardDb,
  state: GameState,
  seat: PSeat,
  idx: number,
): readonly Ability[] {
  const m = player(state, seat).board[idx];
  if (!m) return [];
  const own = mercInfo(db, m.card).abilities;
  let out: Ability[] | undefined;
  for (const a of m.imbuements) {
    const g = grantsOf(db, a.card);
    if (g && g.abilities.length) (out ??= [...own]).push(...g.abilities);
  }
  const ench = player(state, seat).enchantments[idx];
  if (ench) {
    const g = grantsOf(db, ench.card);
    if (g && g.abilities.length) (out ??= [...own]).push(...g.abilities);
  }
  return out ?? own;
}

/**
 * {@link TRIGGER} bits of the triggered abilities the mercenary at `seat`/`idx` has (0 for an empty
 * space): those of abilitiesOf's list (its card's, its Imbuements' and its space's grants), without
 * building it. A trigger of a type it lacks needs no look at its abilities.
 */
export function triggersOf(db: CardDb, state: GameState, seat: PSeat, idx: number): number {
  const p = player(state, seat);
  const m = p.board[idx];
  if (!m) return 0;
  let t = mercInfo(db, m.card).triggers;
  const imb = m.imbuements;
  for (let i = 0; i < imb.length; i++) t |= grantsOf(db, imb[i]!.card)?.triggers ?? 0;
  const ench = p.enchantments[idx];
  if (ench) t |= grantsOf(db, ench.card)?.triggers ?? 0;
  return t;
}

/** What spell `card` grants the mercenary it imbues or enchants, or null. */
function grantsOf(db: CardDb, card: string): GrantInfo | null {
  return cardInfo(db, card)?.grants ?? null;
}

/** Stats being summed up (statsOf builds one and returns it). */
interface Sum {
  attack: number;
  maxHealth: number;
  kw: number;
}

/** Adds the auras in `auras`, of a mercenary at `j`, that reach `idx` into `sum`. */
function addAuraList(auras: readonly AuraInfo[], j: number, idx: number, sum: Sum): void {
  for (let k = 0; k < auras.length; k++) {
    const a = auras[k]!;
    if (a.adjacent ? !isAdjacent(j, idx) : !isSurrounding(j, idx)) continue;
    sum.attack += a.attack;
    sum.maxHealth += a.health;
    sum.kw |= a.kw;
  }
}

/**
 * Adds the auras of allies Surrounding `idx` into `sum`: their cards' auras, then their Imbuements'
 * and their spaces' granted ones (the order of abilitiesOf; a sum does not depend on it).
 */
function addAuras(db: CardDb, state: GameState, seat: PSeat, idx: number, sum: Sum): void {
  const p = player(state, seat);
  const board = p.board;
  const near = surrounding(idx);
  for (let n = 0; n < near.length; n++) {
    const j = near[n]!;
    const src = board[j];
    if (!src) continue;
    const info = mercInfo(db, src.card);
    if (info.aura) addAuraList(info.auras, j, idx, sum);
    const imb = src.imbuements;
    for (let i = 0; i < imb.length; i++) {
      const g = grantsOf(db, imb[i]!.card);
      if (g) addAuraList(g.auras, j, idx, sum);
    }
    const ench = p.enchantments[j];
    if (ench) {
      const g = grantsOf(db, ench.card);
      if (g) addAuraList(g.auras, j, idx, sum);
    }
  }
}

/** Sums the stats of the mercenary at `seat`/`idx` (occupied) into `sum`. */
function sumStats(db: CardDb, state: GameState, seat: PSeat, idx: number, sum: Sum): void {
  const p = player(state, seat);
  const m = p.board[idx]!;
  const info = mercInfo(db, m.card);
  sum.attack = info.attack * (1 + m.garrison);
  sum.maxHealth = info.health * (1 + m.garrison);
  sum.kw = info.kw;
  for (const b of m.buffs) {
    sum.attack += b.attack;
    sum.maxHealth += b.health;
    if (b.keyword) sum.kw |= kwBit(b.keyword);
  }
  const ench = p.enchantments[idx];
  const n = m.imbuements.length + (ench ? 1 : 0);
  for (let i = 0; i < n; i++) {
    const gr = grantsOf(db, i < m.imbuements.length ? m.imbuements[i]!.card : ench!.card);
    if (!gr) continue;
    sum.attack += gr.attack;
    sum.maxHealth += gr.health;
    sum.kw |= gr.kw;
  }
  addAuras(db, state, seat, idx, sum);
  sum.attack = Math.max(0, sum.attack);
}

/** The current stats of the mercenary at `seat`/`idx` (which must be occupied). */
export function statsOf(db: CardDb, state: GameState, seat: PSeat, idx: number): Stats {
  const sum: Sum = { attack: 0, maxHealth: 0, kw: 0 };
  sumStats(db, state, seat, idx, sum);
  return sum;
}

/** Scratch for the one-number reads below (never escapes; the rules run one at a time). */
const SCRATCH: Sum = { attack: 0, maxHealth: 0, kw: 0 };

/** The keyword bits of the mercenary at `seat`/`idx` now: `statsOf(...).kw` without the object. */
export function kwOf(db: CardDb, state: GameState, seat: PSeat, idx: number): number {
  sumStats(db, state, seat, idx, SCRATCH);
  return SCRATCH.kw;
}

/** The maximum health of the mercenary at `seat`/`idx` now: `statsOf(...).maxHealth`. */
export function maxHealthOf(db: CardDb, state: GameState, seat: PSeat, idx: number): number {
  sumStats(db, state, seat, idx, SCRATCH);
  return SCRATCH.maxHealth;
}

/**
 * Whether keyword `bit` of the (occupied) space `seat`/`idx` is its printed one: nothing in the card
 * set can give it, or only an aura can and none does (no buff, Imbuement or Enchantment of its own).
 */
export function printedKw(
  db: CardDb,
  state: GameState,
  seat: PSeat,
  idx: number,
  bit: number,
): boolean {
  if ((db.grantable & bit) === 0) return true;
  if ((db.auraKw & bit) !== 0) return false;
  const p = player(state, seat);
  const m = p.board[idx]!;
  return m.buffs.length === 0 && m.imbuements.length === 0 && !p.enchantments[idx];
}

/** True when the mercenary has keyword `k` now. */
export function hasKw(
  db: CardDb,
  state: GameState,
  seat: PSeat,
  idx: number,
  k: MercenaryKeyword,
): boolean {
  const bit = kwBit(k);
  if (printedKw(db, state, seat, idx, bit))
    return (mercInfo(db, player(state, seat).board[idx]!.card).kw & bit) !== 0;
  return (kwOf(db, state, seat, idx) & bit) !== 0;
}

/** Current health: maximum health minus damage. */
export function healthOf(db: CardDb, state: GameState, seat: PSeat, idx: number): number {
  return maxHealthOf(db, state, seat, idx) - player(state, seat).board[idx]!.damage;
}

/** The keywords of the mercenary as names, sorted. */
export function keywordNames(kw: number): MercenaryKeyword[] {
  return (Object.keys(KW) as MercenaryKeyword[]).filter((k) => (kw & KW[k]) !== 0).sort();
}
