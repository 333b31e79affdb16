/**
 * Pure display helpers of the Paragons elements: card lookup, names, icons and words. No rules: the
 * table computes everything that depends on the rules and passes it in. The helpers every game's
 * elements share (seat words, verdict words) are in ../display.ts.
 */
import { cardById } from '../../src/games/paragons/cards/index.ts';
import type {
  CardDef,
  ClassId,
  CombatType,
  MercenaryKeyword,
} from '../../src/games/paragons/cards/schema.ts';
import type { Space } from '../../src/games/paragons/types.ts';
import type { UiIcon } from '../../src/art/ui.ts';

export { cardById };
/** The shared seat words (../display.ts), for the Paragons elements' convenience. */
export { capitalize, seatPossessive, seatWord, seatWordUpper, type SeatNames } from '../display.ts';

/** Current stats of a mercenary on the board, computed by the shell (stats.ts: statsOf/healthOf). */
export interface MercStats {
  readonly attack: number;
  /** Current health: maximum health minus damage. */
  readonly health: number;
  readonly maxHealth: number;
  /** Current keywords (own, granted, from auras). */
  readonly keywords?: readonly MercenaryKeyword[];
}

/** The spaces in index order (F1–F4 are 0–3, B1–B4 are 4–7). */
export const SPACE_NAMES: readonly Space[] = ['F1', 'F2', 'F3', 'F4', 'B1', 'B2', 'B3', 'B4'];

/** Class names as printed. */
export const CLASS_NAMES: Readonly<Record<ClassId, string>> = {
  warrior: 'Warrior',
  mage: 'Mage',
  ranger: 'Ranger',
};

/** The classes in play order. */
export const CLASS_IDS: readonly ClassId[] = ['warrior', 'mage', 'ranger'];

/** Combat type icons (rulebook: a Sword, an Arrow, a Staff; the UI pack's, src/art/ui.ts) and words. */
export const COMBAT: Readonly<
  Record<CombatType, { readonly icon: UiIcon; readonly word: string }>
> = {
  melee: { icon: 'melee', word: 'Melee' },
  ranged: { icon: 'ranged', word: 'Ranged' },
  caster: { icon: 'caster', word: 'Caster' },
};

/** Mercenary keyword names as printed. */
export const KEYWORD_NAMES: Readonly<Record<MercenaryKeyword, string>> = {
  'first-blood': 'First Blood',
  reach: 'Reach',
  garrison: 'Garrison',
  'critical-strike': 'Critical Strike',
  concealed: 'Concealed',
};

/** The card's name, or a neutral placeholder for an unknown id. */
export function cardName(id: string): string {
  return cardById(id)?.name ?? 'Unknown card';
}

/** "Warrior", "Lesser", "Greater": the card's class or neutral tier. */
export function cardGroup(card: CardDef): string {
  if (card.class) return CLASS_NAMES[card.class];
  return card.tier === 'greater' ? 'Greater' : 'Lesser';
}

/** "mercenary", "spell", "imbuement", "enchantment". */
export function cardKind(card: CardDef): string {
  if (card.kind === 'mercenary') return 'mercenary';
  return card.spell === 'instant' ? 'spell' : card.spell;
}

/** The colour key of a card: its class, or lesser/greater for neutrals. */
export function cardColor(card: CardDef): ClassId | 'lesser' | 'greater' {
  return card.class ?? (card.tier === 'greater' ? 'greater' : 'lesser');
}

/** A spoken label for a card face, with current stats when given. */
export function cardLabel(card: CardDef, stats?: MercStats | null): string {
  return `${card.name}, ${cardDetails(card, stats)}. ${card.text}`;
}

/**
 * The words a compact card face shows, in reading order: cost, name and, for a mercenary, attack /
 * health (and the maximum health when the face shows it). Every card button's accessible name
 * starts with these words, so the name contains the visible label (WCAG 2.5.3, Label in Name;
 * docs/ui.md, "Accessibility").
 */
export function cardFaceText(card: CardDef, stats?: MercStats | null): string {
  const head = `${card.cost} ${card.name}`;
  if (card.kind !== 'mercenary') return head;
  const attack = stats?.attack ?? card.attack;
  const health = stats?.health ?? card.health;
  const maxHealth = stats?.maxHealth ?? card.health;
  const max = maxHealth !== card.health || health !== maxHealth ? `/${maxHealth}` : '';
  return `${head} ${attack}/${health}${max}`;
}

/**
 * The accessible name and description of a card control: the name starts with
 * {@link cardFaceText} and goes on with the details in words; the rules text is the description
 * (`aria-describedby`), so a screen reader says the short part first and the long part after.
 */
export function cardControlText(card: CardDef, stats?: MercStats | null): CardControlText {
  const face = cardFaceText(card, stats);
  const details = cardDetails(card, stats);
  return { face, details, name: `${face}. ${details}.`, description: card.text };
}

/** See {@link cardControlText}. */
export interface CardControlText {
  /** {@link cardFaceText}: what the face shows. */
  readonly face: string;
  /** Kind, cost, combat type, stats and keywords in words. */
  readonly details: string;
  /** `face. details.`: the accessible name. */
  readonly name: string;
  /** The rules text: the accessible description. */
  readonly description: string;
}

/** Stands in for {@link cardControlText} when a card id is unknown. */
export const UNKNOWN_CARD_TEXT: CardControlText = {
  face: 'Unknown card',
  details: '',
  name: 'Unknown card.',
  description: '',
};

/** Kind, cost, combat type, stats and keywords in words (no name, no rules text). */
function cardDetails(card: CardDef, stats?: MercStats | null): string {
  const parts = [`${cardGroup(card)} ${cardKind(card)}`, `cost ${card.cost}`];
  if (card.kind === 'mercenary') {
    parts.push(COMBAT[card.combat].word.toLowerCase());
    const attack = stats?.attack ?? card.attack;
    const health = stats?.health ?? card.health;
    parts.push(
      attack === card.attack ? `attack ${attack}` : `attack ${attack} (base ${card.attack})`,
    );
    parts.push(
      stats && stats.maxHealth !== card.health
        ? `health ${health} of ${stats.maxHealth} (base ${card.health})`
        : `health ${health}`,
    );
    const kws = stats?.keywords ?? card.keywords;
    if (kws.length > 0) parts.push(kws.map((k) => KEYWORD_NAMES[k]).join(', '));
  } else if (card.fated) parts.push('Fated');
  if (card.hidden) parts.push('Hidden');
  return parts.join(', ');
}

/** "front line, column 2" for a space. */
export function spaceWords(space: Space): string {
  return `${space[0] === 'F' ? 'front' : 'back'} line, column ${space[1]}`;
}
