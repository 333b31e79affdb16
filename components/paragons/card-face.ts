/**
 * Paragons' mapping onto the shared card frame (components/parley-card-frame.ts, docs/ui.md
 * "Shared elements"): which figures a card prints (cost; attack with its combat type, health),
 * which keywords (rulebook: First Blood, Reach, Garrison, Critical Strike, Concealed; Fated;
 * Hidden with its reveal condition), which icon (src/games/paragons/art.ts) and which colour (its
 * class, or the neutral tier). Nothing here draws: the frame does.
 */
import type { CardDef, RevealCondition } from '../../src/games/paragons/cards/schema.ts';
import { PARAGONS_ART } from '../../src/games/paragons/art.ts';
import { PARAGONS_REFERENCE } from '../../src/games/paragons/reference.ts';
import type { CardFace, FrameKeyword, FrameStat } from '../parley-card-frame.ts';
import { entryOf } from '../terms.ts';
import {
  COMBAT,
  KEYWORD_NAMES,
  capitalize,
  cardById,
  cardColor,
  cardGroup,
  cardKind,
  cardLabel,
  type MercStats,
} from './display.ts';

/** The game id the frame names for the art pack and the glossary. */
export const PARAGONS_GAME = 'paragons';

const REVEAL_WORDS: Readonly<Record<RevealCondition, string>> = {
  any: 'any time',
  'enemy-attack': 'when an enemy attacks',
  'enemy-spell': 'when an enemy casts a spell',
  'enemy-mercenary': 'when an enemy plays a mercenary',
  'enemy-recruit': 'when an enemy recruits',
  'own-turn': 'on your turn',
};

/** The frame colour of each class and tier (theme.ts), and the ink of the cost badge on it. */
const ACCENTS: Readonly<Record<ReturnType<typeof cardColor>, readonly [string, string]>> = {
  warrior: ['var(--p-warrior)', '#10151f'],
  mage: ['var(--p-mage)', '#10151f'],
  ranger: ['var(--p-ranger)', '#10151f'],
  lesser: ['var(--p-lesser)', '#fff'],
  greater: ['var(--p-greater)', '#10151f'],
};

function keyword(term: string, label: string): FrameKeyword {
  const icon = entryOf(PARAGONS_REFERENCE, term)?.icon;
  return icon === undefined ? { label, term } : { label, term, icon };
}

function keywordsOf(card: CardDef, stats: MercStats | null): FrameKeyword[] {
  const out: FrameKeyword[] = [];
  if (card.kind === 'mercenary') {
    for (const k of stats?.keywords ?? card.keywords) out.push(keyword(k, KEYWORD_NAMES[k]));
  } else if (card.fated) out.push(keyword('fated', 'Fated'));
  if (card.hidden)
    out.push(keyword('hidden', `Hidden: reveal ${REVEAL_WORDS[card.hidden.reveal]}`));
  return out;
}

function statsOf(card: CardDef, stats: MercStats | null): FrameStat[] {
  if (card.kind !== 'mercenary') return [];
  const attack = stats?.attack ?? card.attack;
  const health = stats?.health ?? card.health;
  const maxHealth = stats?.maxHealth ?? card.health;
  const atkTone = attack > card.attack ? 'up' : attack < card.attack ? 'down' : undefined;
  const hpTone = health < maxHealth ? 'down' : maxHealth > card.health ? 'up' : undefined;
  const combat = COMBAT[card.combat];
  return [
    {
      key: 'atk',
      words: `${combat.word}, attack`,
      value: String(attack),
      icon: combat.icon,
      ...(attack !== card.attack ? { note: `(${card.attack})` } : {}),
      ...(atkTone ? { tone: atkTone } : {}),
    },
    {
      key: 'hp',
      words: 'Health',
      value: String(health),
      icon: 'health',
      ...(maxHealth !== card.health || health !== maxHealth ? { note: `/${maxHealth}` } : {}),
      ...(hpTone ? { tone: hpTone } : {}),
    },
  ];
}

/** The face of a card definition, with a mercenary's current stats when given. */
export function paragonsFaceOf(card: CardDef, stats: MercStats | null = null): CardFace {
  const [accent, accentInk] = ACCENTS[cardColor(card)];
  const art = PARAGONS_ART[card.id];
  return {
    game: PARAGONS_GAME,
    id: card.id,
    name: card.name,
    cost: String(card.cost),
    type: `${cardGroup(card)} ${capitalize(cardKind(card))}`,
    ...(art !== undefined ? { art } : {}),
    accent,
    accentInk,
    keywords: keywordsOf(card, stats),
    stats: statsOf(card, stats),
    text: card.text,
    label: cardLabel(card, stats),
    reference: PARAGONS_REFERENCE,
  };
}

/** The face of card `id` (null for an id outside the card set). */
export function paragonsFace(id: string, stats: MercStats | null = null): CardFace | null {
  const card = cardById(id);
  return card ? paragonsFaceOf(card, stats) : null;
}
