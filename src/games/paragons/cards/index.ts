/**
 * The card set of Paragons: Age of Champions: the three classes' 30 cards each, 24 Greater and 54
 * Lesser Mercenaries, lookups, keyword coverage and the card-set hash that identifies the exact set.
 *
 * The cards in this folder are the working set: the newest version, the one new matches are played
 * with. Every published version (published/, written by `npm run cards:publish`) is registered too,
 * so a match file is verified with the set its header names (versions.ts; docs/cards.md,
 * "Versions").
 */
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
import { STARTER_DECKS } from './starter-decks.ts';
import { PUBLISHED_CARD_SETS } from './published/index.ts';
import { cardSetHash, physicalIds, registerCardSet, type CardSet } from './versions.ts';

export {
  cardSetByHash,
  cardSetHash,
  compareVersions,
  findCardSet,
  knownCardSets,
  newestCardSet,
  physicalIds,
  registerCardSet,
  type CardSet,
  type CardSetData,
} from './versions.ts';

/**
 * Version of the working card set; bump it with every change to a card (the hash changes too) and
 * publish it (`npm run cards:publish`).
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

/** The card with this id in the working set, or undefined when the set has none. */
export function cardById(id: string): CardDef | undefined {
  return BY_ID.get(id);
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

/** The hash of CARD_SET: identifies the exact card set a match is played with. */
export const CARD_SET_HASH: string = cardSetHash(CARD_SET);

for (const data of PUBLISHED_CARD_SETS) registerCardSet(data);

/**
 * The working set, registered after the published versions: new matches use it (it is the newest
 * unless a newer version is registered later). When it is published it is the same set as its
 * published copy (one hash, one set).
 */
export const CURRENT_CARD_SET: CardSet = registerCardSet({
  version: CARD_SET_VERSION,
  hash: CARD_SET_HASH,
  cards: CARD_SET,
  starterDecks: STARTER_DECKS,
});
