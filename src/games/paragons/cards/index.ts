/**
 * The card set of Paragons: Age of Champions: the three classes' 30 cards each, 24 Greater and 54
 * Lesser Mercenaries, lookups, keyword coverage and the card-set hash that identifies the exact set.
 */
import canonicalize from 'canonicalize';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type {
  Ability,
  CardDef,
  ClassId,
  Effect,
  GlossaryKeyword,
  MercenaryKeyword,
  Selector,
} from './schema.ts';
import { WARRIOR_CARDS } from './warrior.ts';
import { MAGE_CARDS } from './mage.ts';
import { RANGER_CARDS } from './ranger.ts';
import { GREATER_CARDS } from './greater.ts';
import { LESSER_CARDS } from './lesser.ts';

/**
 * Version of the card set and its rules (the match header's `rulesVersion`); bump it with every
 * change to a card (the hash changes too) or to a rule.
 */
export const CARD_SET_VERSION = '1.2.0';

/** Every distinct card of the set, one entry each, sorted by id. */
export const CARD_SET: readonly CardDef[] = [
  ...WARRIOR_CARDS,
  ...MAGE_CARDS,
  ...RANGER_CARDS,
  ...GREATER_CARDS,
  ...LESSER_CARDS,
].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

const BY_ID: ReadonlyMap<string, CardDef> = new Map(CARD_SET.map((card) => [card.id, card]));

/** The card with this id, or undefined when the set has none. */
export function cardById(id: string): CardDef | undefined {
  return BY_ID.get(id);
}

/** The physical cards of a list: each id repeated `copies` times, sorted. */
export function physicalIds(cards: readonly CardDef[]): string[] {
  const ids: string[] = [];
  for (const card of cards) {
    for (let i = 0; i < (card.copies ?? 1); i++) ids.push(card.id);
  }
  return ids.sort();
}

/** Each class's 30 physical class cards (ids, copies repeated, sorted). */
export const CLASS_CARDS: Record<ClassId, readonly string[]> = {
  warrior: physicalIds(WARRIOR_CARDS),
  mage: physicalIds(MAGE_CARDS),
  ranger: physicalIds(RANGER_CARDS),
};

/** The 24 physical Greater Mercenaries (ids, copies repeated, sorted). */
export const GREATER_IDS: readonly string[] = physicalIds(GREATER_CARDS);

/** The 54 physical Lesser Mercenaries (ids, copies repeated, sorted). */
export const LESSER_IDS: readonly string[] = physicalIds(LESSER_CARDS);

function selectorKeywords(selector: Selector, out: Set<GlossaryKeyword>): void {
  if (typeof selector === 'object' && 'around' in selector) {
    out.add(selector.around);
    selectorKeywords(selector.of, out);
  }
}

function effectKeywords(effect: Effect, out: Set<GlossaryKeyword>): void {
  switch (effect.do) {
    case 'bounce':
    case 'banish':
    case 'exhaust':
    case 'recover':
      out.add(effect.do);
      selectorKeywords(effect.to, out);
      return;
    case 'recruit':
      out.add('recruit');
      return;
    case 'grant':
      out.add(effect.keyword);
      selectorKeywords(effect.to, out);
      return;
    case 'damage':
    case 'heal':
    case 'buff':
    case 'destroy':
      selectorKeywords(effect.to, out);
      return;
    case 'if':
      for (const inner of effect.then) effectKeywords(inner, out);
      return;
    case 'draw':
    case 'mana':
    case 'counter':
    case 'copy':
      return;
  }
}

function abilityKeywords(ability: Ability, out: Set<GlossaryKeyword>): void {
  if (ability.type === 'aura') {
    out.add(ability.scope);
    if (ability.keyword) out.add(ability.keyword);
    return;
  }
  for (const effect of ability.effects) effectKeywords(effect, out);
}

const GLOSSARY_ORDER: readonly GlossaryKeyword[] = [
  'adjacent',
  'surrounding',
  'exhaust',
  'recover',
  'hidden',
  'recruit',
  'first-blood',
  'reach',
  'garrison',
  'bounce',
  'critical-strike',
  'banish',
  'fated',
  'concealed',
];

/** Every keyword of the Keyword Glossary, in the glossary's order. */
export const GLOSSARY_KEYWORDS: readonly GlossaryKeyword[] = GLOSSARY_ORDER;

/**
 * The Keyword Glossary keywords a card uses, derived from its data, in glossary order: mercenary
 * keywords (its own, granted by an effect, an Imbuement/Enchantment or an aura), effects that
 * Bounce/Banish/Exhaust/Recover/Recruit, Adjacent/Surrounding selectors and auras, Hidden and Fated.
 */
export function cardKeywords(card: CardDef): GlossaryKeyword[] {
  const out = new Set<GlossaryKeyword>();
  if (card.hidden) out.add('hidden');
  if (card.kind === 'mercenary') {
    for (const keyword of card.keywords) out.add(keyword);
    for (const ability of card.abilities ?? []) abilityKeywords(ability, out);
  } else {
    if (card.fated) out.add('fated');
    for (const effect of card.effects) effectKeywords(effect, out);
    const grantedKeywords: readonly MercenaryKeyword[] = card.grants?.keywords ?? [];
    for (const keyword of grantedKeywords) out.add(keyword);
    for (const ability of card.grants?.abilities ?? []) abilityKeywords(ability, out);
  }
  return GLOSSARY_ORDER.filter((keyword) => out.has(keyword));
}

/**
 * Hex SHA-256 of the canonical JSON (RFC 8785) of a list of cards sorted by id. Both peers compare
 * it to make sure they play with the same card set.
 */
export function cardSetHash(cards: readonly CardDef[]): string {
  const sorted = [...cards].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const json = canonicalize(sorted);
  if (json === undefined) throw new Error('card set cannot be canonicalized');
  return bytesToHex(sha256(new TextEncoder().encode(json)));
}

/** The hash of CARD_SET: identifies the exact card set a match is played with. */
export const CARD_SET_HASH: string = cardSetHash(CARD_SET);
