/**
 * Display helpers of *Paragon: Trials of the Chosen* (docs/ui.md; rulebook: "Disciplines",
 * "Card Subtypes", "Glossary"): the words and colours of the eight disciplines, keyword and
 * subtype words, the card lookup the elements share, and the slot an attached card is shown in.
 * Pure data and functions: nothing here draws, and nothing decides a rule.
 */
import { TRIALS_CARDS } from '../../src/games/trials/cards/index.ts';
import type { CardDef, Discipline, Keyword, Subtype } from '../../src/games/trials/cards/schema.ts';

/** The game id: the art pack and the glossary names it. */
export const TRIALS_GAME = 'trials';

/** Every discipline, in the rulebook's order (school by school). */
export const DISCIPLINES: readonly Discipline[] = [
  'chronomancy',
  'pyromancy',
  'brutality',
  'chivalry',
  'marksmanship',
  'shadow',
  'divinity',
  'demonology',
];

/** A discipline's name as printed ("Chronomancy"). */
export const DISCIPLINE_NAMES: Readonly<Record<Discipline, string>> = {
  chronomancy: 'Chronomancy',
  pyromancy: 'Pyromancy',
  brutality: 'Brutality',
  chivalry: 'Chivalry',
  marksmanship: 'Marksmanship',
  shadow: 'Shadow',
  divinity: 'Divinity',
  demonology: 'Demonology',
};

/**
 * Each discipline's colour (its bar and the card's border) and the ink of its name on the bar.
 * Eight colours far apart (teal, red, brown, blue, green, charcoal, gold, crimson: every two at
 * least 30 apart in CIELAB ΔE*76); every ink is at least 4.5:1 on its colour, and the bar always names the discipline in words, so colour is never
 * the only cue (WCAG 2.2, 1.4.1 and 1.4.3; test/browser/trials/trials-a11y.test.ts runs axe).
 */
export const DISCIPLINE_COLORS: Readonly<Record<Discipline, { bg: string; ink: string }>> = {
  chronomancy: { bg: '#0f6e78', ink: '#ffffff' },
  pyromancy: { bg: '#c0392b', ink: '#ffffff' },
  brutality: { bg: '#8a4b14', ink: '#ffffff' },
  chivalry: { bg: '#2757a8', ink: '#ffffff' },
  marksmanship: { bg: '#2f6f2a', ink: '#ffffff' },
  shadow: { bg: '#46414f', ink: '#ffffff' },
  divinity: { bg: '#e2b53e', ink: '#1d1a14' },
  demonology: { bg: '#9b1d5a', ink: '#ffffff' },
};

/** A keyword's printed name (rulebook: "Glossary"). */
export const KEYWORD_NAMES: Readonly<Record<Keyword, string>> = {
  guardian: 'Guardian',
  stealthy: 'Stealthy',
  parry: 'Parry',
  piercing: 'Piercing',
  draining: 'Draining',
  corrosive: 'Corrosive',
  split: 'Split',
  ignite: 'Ignite',
};

/** A subtype's printed name (rulebook: "Card Subtypes"). */
export const SUBTYPE_NAMES: Readonly<Record<Subtype, string>> = {
  weapon: 'Weapon',
  armor: 'Armor',
  accessory: 'Accessory',
  'one-handed': 'One-Handed',
  'two-handed': 'Two-Handed',
  instant: 'Instant',
  ongoing: 'Ongoing',
};

/** The disciplines in words: "Chronomancy and Shadow". */
export function disciplineWords(ds: readonly Discipline[]): string {
  return ds.map((d) => DISCIPLINE_NAMES[d]).join(' and ');
}

/** "1 card", "2 cards". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const INDEXES = new WeakMap<readonly CardDef[], ReadonlyMap<string, CardDef>>();

/** The cards by id (computed once per array). */
export function cardIndex(cards: readonly CardDef[]): ReadonlyMap<string, CardDef> {
  let m = INDEXES.get(cards);
  if (!m) {
    m = new Map(cards.map((c) => [c.id, c]));
    INDEXES.set(cards, m);
  }
  return m;
}

/** The default card set of the elements' `cards` property (the game's own set). */
export const DEFAULT_CARDS: readonly CardDef[] = TRIALS_CARDS;

/**
 * Where an attached card is shown on its Avatar (rulebook: "Card Subtypes": hands take two
 * One-Handed or one Two-Handed card; one Armor; one Accessory; any number of Ongoing). A
 * One-Handed Armor or Accessory (a shield) is shown in the hands, where it takes a hand.
 */
export type SlotGroup = 'hands' | 'armor' | 'accessory' | 'ongoing';

/** The slot groups in the order an Avatar column shows them. */
export const SLOT_GROUPS: readonly SlotGroup[] = ['hands', 'armor', 'accessory', 'ongoing'];

/** The heading of each slot group. */
export const SLOT_NAMES: Readonly<Record<SlotGroup, string>> = {
  hands: 'Hands',
  armor: 'Armor',
  accessory: 'Accessory',
  ongoing: 'Ongoing',
};

/** The slot group of an attached card, from its printed subtypes. */
export function slotOf(card: CardDef): SlotGroup {
  const sub = card.kind === 'avatar' ? [] : card.subtypes;
  if (sub.includes('one-handed') || sub.includes('two-handed')) return 'hands';
  if (sub.includes('armor')) return 'armor';
  if (sub.includes('accessory')) return 'accessory';
  return 'ongoing';
}

/** A card's energy cost (Avatars have none: 0). */
export function costOf(card: CardDef): number {
  return card.kind === 'avatar' ? 0 : card.cost;
}
