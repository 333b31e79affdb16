/**
 * What a card is worth, read from its data (src/games/paragons/cards/schema.ts), and the choices
 * Paragons' bots build on that: draft picks by rating, deck building by mana curve, mulligans,
 * class choice.
 *
 * The numbers follow docs/cards.md, "Balance guide": a plain mercenary has attack + health about
 * 2 × cost + 1, each keyword or ability is worth about one stat point, Greater Mercenaries carry an
 * ability on top. A card's `power` is its worth in stat points; its `rating` adds how efficient it
 * is for its cost, which is what drafting and deck building rank by.
 */
import { cardById } from '../cards/index.ts';
import type {
  Ability,
  Amount,
  CardDef,
  ClassId,
  Effect,
  MercenaryKeyword,
  Selector,
  TargetSpec,
} from '../cards/schema.ts';
import { DECK_SIZE } from '../match/decks.ts';

const KEYWORD_VALUE: Readonly<Record<MercenaryKeyword, number>> = {
  'first-blood': 1.5,
  reach: 0.8,
  garrison: 1.2,
  'critical-strike': 1.2,
  concealed: 1,
};

function amountOf(a: Amount): number {
  return typeof a === 'number' ? a : a.times * 2 + (a.plus ?? 0);
}

function selectorWeight(to: Selector): number {
  if (typeof to === 'object' && 'all' in to) return 2.5;
  if (typeof to === 'object' && 'around' in to) return 1.8;
  return 1;
}

/** Stat points an effect list is worth to its controller (rough, positive for helpful effects). */
export function effectsValue(effects: readonly Effect[]): number {
  let v = 0;
  for (const e of effects) {
    switch (e.do) {
      case 'damage':
        v += amountOf(e.amount) * (e.to === 'opponent' ? 0.9 : 1.1) * selectorWeight(e.to);
        break;
      case 'heal':
        v += amountOf(e.amount) * 0.4;
        break;
      case 'buff':
        v +=
          (Math.abs(e.attack) + Math.abs(e.health)) *
          (e.until === 'turn' ? 0.5 : 1) *
          selectorWeight(e.to);
        break;
      case 'grant':
        v += KEYWORD_VALUE[e.keyword] * (e.until === 'turn' ? 0.5 : 1);
        break;
      case 'draw':
        v += e.who === 'controller' ? 2.5 * e.count : -1;
        break;
      case 'destroy':
        v += 5 * selectorWeight(e.to);
        break;
      case 'banish':
        v += 5.5;
        break;
      case 'bounce':
        v += 3;
        break;
      case 'exhaust':
        v += 1.5 * selectorWeight(e.to);
        break;
      case 'recover':
        v += 1;
        break;
      case 'mana':
        v += e.amount * 0.8;
        break;
      case 'recruit':
        v += 3 + e.discount;
        break;
      case 'counter':
        v += 4;
        break;
      case 'copy':
        v += 3;
        break;
      case 'if':
        v += effectsValue(e.then) * 0.6;
        break;
    }
  }
  return v;
}

/** Stat points an ability is worth. */
export function abilityValue(a: Ability): number {
  if (a.type === 'aura') {
    const n = a.scope === 'adjacent' ? 1.5 : 2.5;
    return (a.attack + a.health + (a.keyword ? KEYWORD_VALUE[a.keyword] : 0)) * n;
  }
  const v = effectsValue(a.effects);
  switch (a.type) {
    case 'enter':
    case 'destroyed':
      return v;
    case 'attack':
      return v * 0.8;
    case 'turn-start':
    case 'turn-end':
      return v * 2;
    case 'voluntary':
      return Math.max(0.5, v * (a.anytime ? 1.6 : 1.3) - a.mana * 0.4);
  }
}

/** Effects that answer the opponent's board or chain: they take a body (or an action) away. */
const ANSWERS: ReadonlySet<Effect['do']> = new Set([
  'damage',
  'destroy',
  'banish',
  'bounce',
  'exhaust',
  'counter',
  'copy',
]);

/**
 * How much more an answer is worth in the curve's stat points than its number: damage that
 * destroys a mercenary takes its attack off the board with its health, and an answer costs the
 * opponent the mana and the card it spent (docs/cards.md, "Balance guide": a body's worth is
 * attack + health, about 2 × cost + 1).
 */
const ANSWER_FACTOR = 2;

/**
 * A spell's effects in the stat points of the curve line that mercenaries are measured by:
 * answers to mercenaries and to the chain count {@link ANSWER_FACTOR} times their effect value;
 * damage to a player, buffs and everything else count as {@link effectsValue} says.
 */
function spellEffectsValue(effects: readonly Effect[], targets: readonly TargetSpec[]): number {
  let v = 0;
  for (const e of effects) {
    const to = 'to' in e ? e.to : undefined;
    const atPlayer =
      to === 'opponent' ||
      to === 'controller' ||
      (typeof to === 'object' && 'target' in to && targets[to.target]?.kind === 'player');
    v += effectsValue([e]) * (ANSWERS.has(e.do) && !atPlayer ? ANSWER_FACTOR : 1);
  }
  return v;
}

const power = new Map<string, number>();

/**
 * A card's worth in stat points (mercenaries: stats, keywords, abilities; spells: effects, with
 * answers counted as the bodies they remove: {@link spellEffectsValue}).
 */
export function cardPower(id: string): number {
  const cached = power.get(id);
  if (cached !== undefined) return cached;
  const c = cardById(id);
  const v = c ? computePower(c) : 0;
  power.set(id, v);
  return v;
}

function computePower(c: CardDef): number {
  let v: number;
  if (c.kind === 'mercenary') {
    v = c.attack + c.health;
    for (const k of c.keywords) v += KEYWORD_VALUE[k];
    if (c.combat === 'caster') v += c.attack * 1.2;
    else if (c.combat === 'ranged') v += 0.5;
    for (const a of c.abilities ?? []) v += abilityValue(a);
  } else {
    v = spellEffectsValue(c.effects, c.targets);
    if (c.grants) {
      const enemy = c.targets.some((t) => 'side' in t && t.side === 'enemy');
      // On an enemy, an Imbuement or Enchantment is a debuff: an answer by its size (its health
      // part kills like damage); on an ally, a buff by its stats.
      v += enemy
        ? Math.abs(c.grants.attack) + ANSWER_FACTOR * Math.abs(c.grants.health)
        : c.grants.attack + c.grants.health;
      for (const k of c.grants.keywords ?? []) v += KEYWORD_VALUE[k];
      for (const a of c.grants.abilities ?? []) v += abilityValue(a);
    }
    if (c.fated) v += 0.5;
  }
  if (c.hidden) v += 1;
  return v;
}

/** The card's mana cost (0 for unknown ids). */
export function costOf(id: string): number {
  return cardById(id)?.cost ?? 0;
}

/** How good a card is for a deck: power above the curve line (2 × cost + 1), plus raw power. */
export function cardRating(id: string): number {
  const cost = costOf(id);
  return cardPower(id) - (2 * cost + 1) + cardPower(id) * 0.35;
}

/** The draft pick by rating: the best-rated card laid out (ties: the first in layout order). */
export function draftPick(layout: readonly string[], picked: readonly string[]): string {
  let best = layout[0]!;
  let bestScore = -Infinity;
  const byCost = new Map<number, number>();
  for (const id of picked) byCost.set(costOf(id), (byCost.get(costOf(id)) ?? 0) + 1);
  for (const id of layout) {
    const glut = byCost.get(costOf(id)) ?? 0;
    const score = cardRating(id) - Math.max(0, glut - 6) * 0.3;
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}

/** The target mana curve of a 30-card deck: how many cards of each cost (7 = 7 and more). */
export const CURVE: Readonly<Record<number, number>> = {
  0: 1,
  1: 5,
  2: 7,
  3: 7,
  4: 5,
  5: 3,
  6: 2,
  7: 1,
};

/**
 * Deck building by curve: the best-rated cards of the pool, at most the curve's count per cost
 * (plus one of slack), then the best of the rest until 30. Returns the sorted list.
 */
export function buildDeck(pool: readonly string[]): string[] {
  const ranked = pool
    .map((id, i) => ({ id, i, r: cardRating(id) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  const taken = new Set<number>();
  const perCost = new Map<number, number>();
  for (const pass of [0, 1]) {
    for (const x of ranked) {
      if (taken.size >= DECK_SIZE) break;
      if (taken.has(x.i)) continue;
      const cost = Math.min(7, costOf(x.id));
      const have = perCost.get(cost) ?? 0;
      if (pass === 0 && have >= (CURVE[cost] ?? 0) + 1) continue;
      taken.add(x.i);
      perCost.set(cost, have + 1);
    }
  }
  return ranked
    .filter((x) => taken.has(x.i))
    .map((x) => x.id)
    .sort();
}

/** The cards a sensible mulligan sets aside: costs the early turns cannot use, when there are several. */
export function mulliganChoice(hand: readonly { h: string; id?: string }[]): string[] {
  const cheap = hand.filter((x) => x.id !== undefined && costOf(x.id) <= 3).length;
  const out: string[] = [];
  for (const x of hand) {
    if (x.id === undefined) continue;
    const c = costOf(x.id);
    if (c >= 6 || (c >= 5 && cheap < 3) || (c === 4 && cheap < 2)) out.push(x.h);
  }
  return out;
}

/** The class a rated bot prefers (the rulebook calls the Mage the easiest to play well). */
export const PREFERRED_CLASSES: readonly ClassId[] = ['mage', 'warrior', 'ranger'];
