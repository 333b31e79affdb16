/** The card set: counts, cost ranges, keyword coverage, schema sanity, starter decks and the hash. */
import { describe, it, expect } from 'vitest';
import {
  CARD_SET,
  CARD_SET_HASH,
  CARD_SET_VERSION,
  CLASS_CARDS,
  GLOSSARY_KEYWORDS,
  GREATER_IDS,
  LESSER_IDS,
  cardById,
  cardKeywords,
  cardSetHash,
} from '../../src/games/paragons/cards/index.ts';
import { STARTER_DECKS } from '../../src/games/paragons/cards/starter-decks.ts';
import type {
  Ability,
  CardDef,
  ClassId,
  Effect,
  Selector,
  TargetSpec,
} from '../../src/games/paragons/cards/schema.ts';

const CLASSES: readonly ClassId[] = ['warrior', 'mage', 'ranger'];
const PREFIX: Record<string, string> = {
  warrior: 'w-',
  mage: 'm-',
  ranger: 'r-',
  greater: 'g-',
  lesser: 'l-',
};

function card(id: string): CardDef {
  const found = cardById(id);
  if (!found) throw new Error(`unknown card ${id}`);
  return found;
}

function copies(c: CardDef): number {
  return c.copies ?? 1;
}

/** Every `{target: i}` index a selector mentions. */
function selectorTargets(selector: Selector): number[] {
  if (typeof selector !== 'object') return [];
  if ('target' in selector) return [selector.target];
  if ('around' in selector) return selectorTargets(selector.of);
  return [];
}

/** Every `{target: i}` index a list of effects mentions, and the effects that need a chain/pool target. */
function effectTargets(effects: readonly Effect[]): { indices: number[]; needs: string[] } {
  const indices: number[] = [];
  const needs: string[] = [];
  for (const effect of effects) {
    switch (effect.do) {
      case 'if': {
        const inner = effectTargets(effect.then);
        indices.push(...inner.indices);
        needs.push(...inner.needs);
        break;
      }
      case 'counter':
      case 'copy':
        needs.push('chain');
        break;
      case 'recruit':
        needs.push('pool');
        break;
      case 'draw':
      case 'mana':
        break;
      default:
        indices.push(...selectorTargets(effect.to));
    }
  }
  return { indices, needs };
}

/** Problems with targets in one list of effects given the targets chosen for them. */
function targetProblems(
  where: string,
  targets: readonly TargetSpec[],
  effects: readonly Effect[],
): string[] {
  const problems: string[] = [];
  const { indices, needs } = effectTargets(effects);
  for (const i of indices) {
    if (i < 0 || i >= targets.length) problems.push(`${where}: {target: ${i}} has no target`);
  }
  for (const kind of needs) {
    if (!targets.some((t) => t.kind === kind)) problems.push(`${where}: needs a ${kind} target`);
  }
  return problems;
}

/** Problems with an ability: passive abilities choose no targets; voluntary ones reference theirs. */
function abilityProblems(where: string, ability: Ability): string[] {
  if (ability.type === 'aura') return [];
  if (ability.type === 'voluntary') return targetProblems(where, ability.targets, ability.effects);
  return targetProblems(where, [], ability.effects);
}

describe('card set counts', () => {
  it('has 30 physical class cards per class, of that class', () => {
    for (const cls of CLASSES) {
      expect(CLASS_CARDS[cls]).toHaveLength(30);
      for (const id of CLASS_CARDS[cls]) {
        const c = card(id);
        expect(c.tier).toBe('class');
        expect(c.class).toBe(cls);
      }
    }
  });

  it('has 24 Greater and 54 Lesser physical neutral mercenaries', () => {
    expect(GREATER_IDS).toHaveLength(24);
    expect(LESSER_IDS).toHaveLength(54);
    for (const id of [...GREATER_IDS, ...LESSER_IDS]) {
      const c = card(id);
      expect(c.kind).toBe('mercenary');
      expect(c.class).toBeUndefined();
    }
  });

  it('lists every card of the set in exactly one of the physical lists, copies included', () => {
    const all = [...CLASS_CARDS.warrior, ...CLASS_CARDS.mage, ...CLASS_CARDS.ranger];
    all.push(...GREATER_IDS, ...LESSER_IDS);
    expect(all).toHaveLength(30 * 3 + 24 + 54);
    const total = CARD_SET.reduce((n, c) => n + copies(c), 0);
    expect(total).toBe(all.length);
    for (const c of CARD_SET) expect(all.filter((id) => id === c.id)).toHaveLength(copies(c));
  });

  it('keeps costs in range per tier', () => {
    for (const c of CARD_SET) {
      if (c.tier === 'greater') {
        expect(c.cost, c.id).toBeGreaterThanOrEqual(5);
        expect(c.cost, c.id).toBeLessThanOrEqual(7);
      } else if (c.tier === 'lesser') {
        expect(c.cost, c.id).toBeGreaterThanOrEqual(1);
        expect(c.cost, c.id).toBeLessThanOrEqual(4);
      } else {
        expect(c.cost, c.id).toBeGreaterThanOrEqual(c.kind === 'mercenary' ? 1 : 0);
        expect(c.cost, c.id).toBeLessThanOrEqual(7);
      }
    }
  });

  it('gives each class a mix of mercenaries and spells', () => {
    for (const cls of CLASSES) {
      const kinds = CLASS_CARDS[cls].map((id) => card(id).kind);
      expect(kinds.filter((k) => k === 'mercenary').length, cls).toBeGreaterThanOrEqual(8);
      expect(kinds.filter((k) => k === 'spell').length, cls).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('ids and names', () => {
  it('has unique ids and names', () => {
    expect(new Set(CARD_SET.map((c) => c.id)).size).toBe(CARD_SET.length);
    expect(new Set(CARD_SET.map((c) => c.name)).size).toBe(CARD_SET.length);
  });

  it('uses kebab-case ids with the tier or class prefix', () => {
    for (const c of CARD_SET) {
      expect(c.id).toMatch(/^[a-z]-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.id.startsWith(PREFIX[c.class ?? c.tier] ?? '?'), c.id).toBe(true);
    }
  });

  it('is sorted by id and cardById finds every card', () => {
    const ids = CARD_SET.map((c) => c.id);
    expect(ids).toEqual([...ids].sort());
    for (const c of CARD_SET) expect(cardById(c.id)).toBe(c);
    expect(cardById('no-such-card')).toBeUndefined();
  });
});

describe('keywords and card types', () => {
  it('puts every Keyword Glossary keyword on at least three cards', () => {
    for (const keyword of GLOSSARY_KEYWORDS) {
      const cards = CARD_SET.filter((c) => cardKeywords(c).includes(keyword));
      expect(cards.length, keyword).toBeGreaterThanOrEqual(3);
    }
  });

  it('has several Imbuements, Enchantments and Hidden spells', () => {
    const spells = CARD_SET.filter((c) => c.kind === 'spell');
    expect(spells.filter((c) => c.spell === 'imbuement').length).toBeGreaterThanOrEqual(3);
    expect(spells.filter((c) => c.spell === 'enchantment').length).toBeGreaterThanOrEqual(3);
    expect(spells.filter((c) => c.hidden).length).toBeGreaterThanOrEqual(3);
  });

  it('has counters and copies', () => {
    const uses = (what: 'counter' | 'copy'): number =>
      CARD_SET.filter((c) => JSON.stringify(c).includes(`"do":"${what}"`)).length;
    expect(uses('counter')).toBeGreaterThanOrEqual(2);
    expect(uses('copy')).toBeGreaterThanOrEqual(2);
  });

  it('has all three combat types among class and among neutral mercenaries', () => {
    for (const neutral of [false, true]) {
      const types = new Set(
        CARD_SET.filter((c) => c.kind === 'mercenary' && (c.tier !== 'class') === neutral).map(
          (c) => (c.kind === 'mercenary' ? c.combat : ''),
        ),
      );
      expect([...types].sort()).toEqual(['caster', 'melee', 'ranged']);
    }
  });

  it('derives keywords from data', () => {
    expect(cardKeywords(card('w-bulwark-shieldbearer'))).toEqual(['garrison']);
    expect(cardKeywords(card('m-forked-lightning'))).toEqual(['adjacent']);
    expect(cardKeywords(card('r-exile-to-the-wilds'))).toEqual(['hidden', 'banish']);
    expect(cardKeywords(card('w-rally-the-line'))).toEqual(['fated']);
    expect(cardKeywords(card('w-free-company-captain'))).toEqual(['adjacent', 'first-blood']);
  });
});

describe('schema sanity', () => {
  it('has non-empty rules text that ends a sentence', () => {
    for (const c of CARD_SET) {
      expect(c.text.trim().length, c.id).toBeGreaterThan(0);
      expect(c.text, c.id).toMatch(/[.']$/);
    }
  });

  it('has sensible mercenary stats', () => {
    for (const c of CARD_SET) {
      if (c.kind !== 'mercenary') continue;
      expect(c.attack, c.id).toBeGreaterThanOrEqual(0);
      expect(c.health, c.id).toBeGreaterThanOrEqual(1);
      expect(c.attack + c.health, c.id).toBeLessThanOrEqual(2 * c.cost + 4);
      expect(new Set(c.keywords).size, c.id).toBe(c.keywords.length);
    }
  });

  it('references only targets that exist', () => {
    const problems: string[] = [];
    for (const c of CARD_SET) {
      if (c.kind === 'spell') {
        problems.push(...targetProblems(c.id, c.targets, c.effects));
        for (const ability of c.grants?.abilities ?? []) {
          problems.push(...abilityProblems(`${c.id} (granted)`, ability));
        }
      } else {
        for (const ability of c.abilities ?? []) problems.push(...abilityProblems(c.id, ability));
      }
    }
    expect(problems).toEqual([]);
  });

  it('attaches Imbuements to a mercenary and Enchantments to a space', () => {
    for (const c of CARD_SET) {
      if (c.kind !== 'spell') continue;
      if (c.spell === 'imbuement') {
        expect(c.targets[0]?.kind, c.id).toBe('mercenary');
        expect(c.grants, c.id).toBeDefined();
      }
      if (c.spell === 'enchantment') {
        expect(c.targets[0]?.kind, c.id).toBe('space');
        expect(c.grants, c.id).toBeDefined();
      }
      if (c.spell === 'instant') expect(c.grants, c.id).toBeUndefined();
    }
  });

  it('gives Hidden cards a reveal condition and says so in the text', () => {
    const conditions = ['any', 'enemy-attack', 'enemy-spell', 'enemy-mercenary', 'enemy-recruit'];
    for (const c of CARD_SET) {
      if (!c.hidden) {
        expect(c.text, c.id).not.toMatch(/Hidden —/);
        continue;
      }
      expect([...conditions, 'own-turn']).toContain(c.hidden.reveal);
      expect(c.text, c.id).toMatch(/^Hidden — reveal /);
    }
  });

  it('marks Fated spells in the text and never makes them Hidden', () => {
    for (const c of CARD_SET) {
      const fated = c.kind === 'spell' && c.fated === true;
      expect(c.text.startsWith('Fated.'), c.id).toBe(fated);
      if (fated) expect(c.hidden, c.id).toBeUndefined();
    }
  });

  it('names every mercenary keyword in the text', () => {
    const words: Record<string, string> = {
      'first-blood': 'First Blood',
      reach: 'Reach',
      garrison: 'Garrison',
      'critical-strike': 'Critical Strike',
      concealed: 'Concealed',
    };
    for (const c of CARD_SET) {
      const own = c.kind === 'mercenary' ? c.keywords : (c.grants?.keywords ?? []);
      for (const k of own) expect(c.text, c.id).toContain(words[k]);
    }
  });

  it('uses a voluntary ability only with a mana cost of 0 or more', () => {
    for (const c of CARD_SET) {
      if (c.kind !== 'mercenary') continue;
      for (const a of c.abilities ?? []) {
        if (a.type === 'voluntary') expect(a.mana, c.id).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('starter decks', () => {
  it('has 30 legal cards per class within the copies the set holds', () => {
    for (const cls of CLASSES) {
      const deck = STARTER_DECKS[cls];
      expect(deck, cls).toHaveLength(30);
      const counts = new Map<string, number>();
      for (const id of deck) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const [id, n] of counts) {
        const c = card(id);
        expect(c.tier === 'class' ? c.class : cls, id).toBe(cls);
        expect(n, id).toBeLessThanOrEqual(copies(c));
      }
    }
  });

  it('uses disjoint neutral cards, so any two decks fit one physical set', () => {
    const used = new Map<string, number>();
    for (const cls of CLASSES) {
      for (const id of STARTER_DECKS[cls]) {
        if (card(id).tier !== 'class') used.set(id, (used.get(id) ?? 0) + 1);
      }
    }
    for (const [id, n] of used) expect(n, id).toBeLessThanOrEqual(copies(card(id)));
  });

  it('has a sensible curve', () => {
    for (const cls of CLASSES) {
      const costs = STARTER_DECKS[cls].map((id) => card(id).cost);
      expect(costs.filter((c) => c <= 2).length, cls).toBeGreaterThanOrEqual(10);
      expect(costs.filter((c) => c >= 5).length, cls).toBeGreaterThanOrEqual(3);
      expect(costs.filter((c) => c >= 5).length, cls).toBeLessThanOrEqual(8);
    }
  });
});

describe('card-set hash', () => {
  it('is 64 hex characters and matches a recomputation', () => {
    expect(CARD_SET_HASH).toMatch(/^[0-9a-f]{64}$/);
    expect(cardSetHash(CARD_SET)).toBe(CARD_SET_HASH);
    expect(CARD_SET_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('does not depend on the order of the cards', () => {
    expect(cardSetHash([...CARD_SET].reverse())).toBe(CARD_SET_HASH);
  });

  it('changes when a card changes', () => {
    const [first, ...rest] = CARD_SET;
    if (!first) throw new Error('empty card set');
    expect(cardSetHash([{ ...first, cost: first.cost + 1 }, ...rest])).not.toBe(CARD_SET_HASH);
    expect(cardSetHash([{ ...first, text: `${first.text} ` }, ...rest])).not.toBe(CARD_SET_HASH);
    expect(cardSetHash(rest)).not.toBe(CARD_SET_HASH);
  });
});
