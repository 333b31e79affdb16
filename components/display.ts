/**
 * Pure display helpers shared by the elements: card lookup, names, icons and words. No rules: the
 * app shell computes everything that depends on the rules and passes it in.
 */
import { cardById } from '../src/games/paragons/cards/index.ts';
import type {
  CardDef,
  ClassId,
  CombatType,
  MercenaryKeyword,
} from '../src/games/paragons/cards/schema.ts';
import type { PSeat, Space } from '../src/games/paragons/types.ts';
import { displayText } from '../protocol/display-text.ts';
import type { Verdict } from '../protocol/verify.ts';

export { cardById };

/** Current stats of a mercenary on the board, computed by the shell (stats.ts: statsOf/healthOf). */
export interface MercStats {
  readonly attack: number;
  /** Current health: maximum health minus damage. */
  readonly health: number;
  readonly maxHealth: number;
  /** Current keywords (own, granted, from auras). */
  readonly keywords?: readonly MercenaryKeyword[];
}

/** Display names of the two seats. */
export type SeatNames = Partial<Record<PSeat, string>>;

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

/** One emoji per class (decorative). */
export const CLASS_ICONS: Readonly<Record<ClassId, string>> = {
  warrior: '⚔',
  mage: '✶',
  ranger: '➶',
};

/** Combat type icons (rulebook: a Sword, an Arrow, a Staff; text symbols, not emoji) and words. */
export const COMBAT: Readonly<
  Record<CombatType, { readonly icon: string; readonly word: string }>
> = {
  melee: { icon: '⚔', word: 'Melee' },
  ranged: { icon: '➶', word: 'Ranged' },
  caster: { icon: '⚚', word: 'Caster' },
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
  const parts = [card.name, `${cardGroup(card)} ${cardKind(card)}`, `cost ${card.cost}`];
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
  return `${parts.join(', ')}. ${card.text}`;
}

/** "you" for the viewer's seat, else the seat's name (or "your opponent"). */
export function seatWord(seat: PSeat, viewer: PSeat | null, names: SeatNames): string {
  if (viewer !== null && seat === viewer) return 'you';
  return names[seat] ?? (viewer === null ? `Player ${seat}` : 'your opponent');
}

/** Like {@link seatWord} with a capital first letter. */
export function seatWordUpper(seat: PSeat, viewer: PSeat | null, names: SeatNames): string {
  return capitalize(seatWord(seat, viewer, names));
}

/** "your" or "<name>'s". */
export function seatPossessive(seat: PSeat, viewer: PSeat | null, names: SeatNames): string {
  if (viewer !== null && seat === viewer) return 'your';
  return `${names[seat] ?? (viewer === null ? `Player ${seat}` : 'your opponent')}'s`;
}

/** The first letter upper-cased. */
export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

/** "front line, column 2" for a space. */
export function spaceWords(space: Space): string {
  return `${space[0] === 'F' ? 'front' : 'back'} line, column ${space[1]}`;
}

/**
 * The verification verdict in plain words. Message indices are shown 1-based as "step N". The
 * reason and the names may quote a file, so the words go through `displayText`
 * (protocol/display-text.ts): no control or bidi character from a file reaches the page.
 */
export function verdictWords(
  verdict: Verdict,
  names: SeatNames,
  viewer: PSeat | null = null,
): string {
  return displayText(rawVerdictWords(verdict, names, viewer));
}

function rawVerdictWords(verdict: Verdict, names: SeatNames, viewer: PSeat | null): string {
  const who =
    verdict.player === 'A' || verdict.player === 'B'
      ? seatWordUpper(verdict.player, viewer, names)
      : verdict.player;
  const step = verdict.index === null ? '' : ` at step ${verdict.index + 1}`;
  switch (verdict.verdict) {
    case 'fair':
      return 'Every move, shuffle and hidden card checks out: nobody cheated.';
    case 'violation':
      return who
        ? `${who} cheated${step}: ${verdict.reason}`
        : `A rule was broken${step}: ${verdict.reason}`;
    case 'incomplete':
      return who
        ? `Incomplete: ${who} did not send step ${(verdict.index ?? 0) + 1}. ${verdict.reason}`
        : `Incomplete${step}: ${verdict.reason}`;
    case 'malformed':
      return `Not a valid match file${step}: ${verdict.reason}`;
  }
}

/** A short title for a verdict: "Fair", "Cheating detected", "Incomplete", "Invalid file". */
export function verdictTitle(verdict: Verdict): string {
  switch (verdict.verdict) {
    case 'fair':
      return 'Fair';
    case 'violation':
      return 'Cheating detected';
    case 'incomplete':
      return 'Incomplete';
    case 'malformed':
      return 'Invalid file';
  }
}
