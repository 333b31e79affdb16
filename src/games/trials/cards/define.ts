/**
 * Builders for the card data of this folder: they fill the empty keyword and effect lists a card
 * without keywords or effects would otherwise spell out, and nothing else (the result is exactly
 * the schema's ./schema.ts shape, so the rules engine reads plain data).
 */
import type { AbilityDef, CardEffect, EquipmentDef, Keyword } from './schema.ts';

/** What a card file writes for an Equipment card. */
export type EquipmentInput = Omit<EquipmentDef, 'kind' | 'keywords' | 'effects'> & {
  readonly keywords?: readonly Keyword[];
  readonly effects?: readonly CardEffect[];
};

/** What a card file writes for an Ability card. */
export type AbilityInput = Omit<AbilityDef, 'kind' | 'keywords' | 'effects'> & {
  readonly keywords?: readonly Keyword[];
  readonly effects?: readonly CardEffect[];
};

/** An Equipment card; keywords and effects default to none. */
export function equipment(def: EquipmentInput): EquipmentDef {
  return { ...def, kind: 'equipment', keywords: def.keywords ?? [], effects: def.effects ?? [] };
}

/** An Ability card; keywords and effects default to none. */
export function ability(def: AbilityInput): AbilityDef {
  return { ...def, kind: 'ability', keywords: def.keywords ?? [], effects: def.effects ?? [] };
}
