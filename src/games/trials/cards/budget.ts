/**
 * The set's stat budget (docs/cards.md, "Trials of the Chosen", "Budget"; rulebook digest A4,
 * "Balance recipe"): what a card's stats, keywords and effects are worth in points, and what its
 * energy cost buys. Calibrated on the two cards the rulebook prints: a 1-energy One-Handed Weapon
 * with Attack 1, HP 3 and a recursion effect (2 + 3 + 1 = 6 points = 3 + 3 × 1), and an Avatar
 * with Attack 1, HP 16 and two effects. A design aid and a test's yardstick, not a rule: the
 * engine never reads it, and balance is measured later by bot play.
 */
import type {
  AvatarSide,
  CardEffect,
  DeckCardDef,
  Effect,
  Keyword,
  Static,
  Target,
  Trigger,
} from './schema.ts';

/** Points an energy cost buys: 3 + 3 per energy (a 0-cost card is worth 3). */
export function budgetOf(cost: number): number {
  return 3 + 3 * cost;
}

/** Points per point of Attack, Power and HP. */
export const STAT_POINTS = { attack: 2, power: 2, hp: 1 } as const;

/** Points of each printed keyword (on the card itself; granted to an Avatar: × 1.5). */
export const KEYWORD_POINTS: Readonly<Record<Keyword, number>> = {
  guardian: 2,
  stealthy: 3,
  parry: 2,
  piercing: 2,
  draining: 2,
  corrosive: 2,
  split: 1,
  ignite: 0.5,
};

/** How many times a trigger is expected to pay off over a game (a play effect: once). */
export const TRIGGER_FACTOR: Readonly<Record<Trigger, number>> = {
  play: 1,
  'round-start': 3,
  'round-end': 3,
  'turn-end': 3,
  attacks: 2.5,
  attacked: 2.5,
  'deals-attack-damage': 2.5,
  destroyed: 0.5,
  'ally-falls': 0.8,
  'avatar-falls-discard': 0.5,
};

/** How many cards a fixed many-card referent reaches, on average. */
function reach(to: Target): number {
  if (to === 'all-enemy-cards') return 5;
  if (to === 'all-enemy-avatars' || to === 'all-own-avatars') return 2;
  if (to === 'all-cards') return 0;
  return 1;
}

/** Points of one step, once. */
function stepPoints(e: Effect): number {
  switch (e.do) {
    case 'damage':
      return 2 * e.n * reach(e.to);
    case 'restore':
      return e.n * reach(e.to);
    case 'lose-hp':
      return 2.5 * e.n * reach(e.to);
    case 'shield':
      return 3 * reach(e.to);
    case 'destroy':
      return e.to === 'self' ? 0 : 10;
    case 'exile':
      return 11;
    case 'exhaust':
      return 2;
    case 'ready':
      return 3 * reach(e.to);
    case 'boost':
      return 1.5 * e.attack * reach(e.to);
    case 'counters':
      return (e.counter === 'attack' ? 4 : 1.5) * e.n * reach(e.to);
    case 'draw':
      return 6 * e.n;
    case 'scout':
      return 5;
    case 'confuse':
      return e.who === 'opponent' ? 2 : 0;
    case 'energy':
      return 3 * e.n;
    case 'discard':
      return e.who === 'opponent' ? 4 * e.n : -3 * e.n;
    case 'recover':
      return 5;
    case 'reattach-self':
      return 2;
    case 'revive':
      return 10 + e.hp;
    case 'take-initiative':
      return 2;
    case 'only-if':
      return 0;
  }
}

/** Points of a list of steps: what follows an `only-if` counts half. */
function stepsPoints(steps: readonly Effect[]): number {
  let total = 0;
  let weight = 1;
  for (const s of steps) {
    if (s.do === 'only-if') weight = 0.5;
    total += weight * stepPoints(s);
  }
  return total;
}

function staticPoints(s: Static): number {
  switch (s.mod) {
    case 'stats': {
      const n = s.to === 'all-own-avatars' ? 2 : s.to === 'all-enemy-avatars' ? -2 : 1;
      return n * (STAT_POINTS.attack * (s.attack ?? 0) + STAT_POINTS.hp * (s.hp ?? 0));
    }
    case 'keyword':
      return 1.5 * KEYWORD_POINTS[s.keyword];
    case 'ward':
      return (s.to === 'bearer' ? 4 : 2) * s.n;
    case 'discount':
      return 2 * s.n;
    case 'first-ready':
      return 3;
  }
}

/** Points of one printed effect. */
export function effectPoints(e: CardEffect): number {
  if ('static' in e) return staticPoints(e.static);
  if ('on' in e) {
    const base = stepsPoints(e.effects) * TRIGGER_FACTOR[e.on];
    return e.if === undefined ? base : 0.6 * base;
  }
  const c = e.activate;
  const repeats = c.destroySelf ? 1 : 2;
  const paid = 2 * (c.energy ?? 0) + 4 * (c.discard ?? 0);
  return Math.max(0, repeats * stepsPoints(e.effects) - paid) + (e.instant ? 1 : 0);
}

/** Points of an Equipment or Ability card: stats, keywords, effects, and 1 for being an Instant. */
export function cardPoints(card: DeckCardDef): number {
  const stats =
    STAT_POINTS.attack * (card.attack ?? 0) +
    STAT_POINTS.power * (card.power ?? 0) +
    STAT_POINTS.hp * (card.hp ?? 0);
  const keywords = card.keywords.reduce((n, k) => n + KEYWORD_POINTS[k], 0);
  const effects = card.effects.reduce((n, e) => n + effectPoints(e), 0);
  return stats + keywords + effects + (card.subtypes.includes('instant') ? 1 : 0);
}

/** Points per point of an Avatar's Attack: it attacks (or is boosted) every round. */
export const AVATAR_ATTACK_POINTS = 3;

/**
 * Points of an Avatar's front side: 3 per Attack, 1 per HP, plus keywords and effects. The
 * rulebook's printed Avatar (Attack 1, HP 16, its first Armor each round ready: 3, "E: Shield
 * target Avatar": 2 × 3) is worth 28, the yardstick of every front side.
 */
export function avatarSidePoints(side: AvatarSide): number {
  const keywords = side.keywords.reduce((n, k) => n + KEYWORD_POINTS[k], 0);
  const effects = side.effects.reduce((n, e) => n + effectPoints(e), 0);
  return AVATAR_ATTACK_POINTS * side.attack + (side.hp ?? 0) + keywords + effects;
}

/** The points of the rulebook's printed Avatar, the yardstick of front sides. */
export const PRINTED_AVATAR_POINTS = 28;
