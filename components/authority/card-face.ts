/**
 * Authority's mapping onto the shared card frame (components/parley-card-frame.ts, docs/ui.md
 * "Shared elements"), following the rulebook's "Unit breakdown" (power, cost, abilities, name,
 * faction): the type line is the faction and the kind, the figures are power and cost (and the
 * price now, when it differs), the icon is the card's art (src/games/authority/art.ts), the
 * keyword chips are the glossary terms with an icon that the ability text names. The frame draws
 * the face with its full text at a readable size; a back shows nothing but its public handle.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { AUTHORITY_ART } from '../../src/games/authority/art.ts';
import { AUTHORITY_REFERENCE } from '../../src/games/authority/reference.ts';
import type { CardFaction } from '../../src/games/authority/cards/schema.ts';
import {
  cardDef,
  cardName,
  factionName,
  KIND_WORDS,
} from '../../src/games/authority/module/words.ts';
import {
  cardBackFrame,
  cardFrame,
  cardFrameStyles,
  keywordsInText,
  type CardFace,
} from '../parley-card-frame.ts';

/** The game id the frame names for the art pack and the glossary. */
export const AUTHORITY_GAME = 'authority';

/** Each faction's frame colour. */
const FACTION_ACCENTS: Readonly<Record<CardFaction, string>> = {
  bloodrunners: '#b3342f',
  'iron-wall': '#5f6b7a',
  'golden-ox': '#c99a1e',
  'hooded-brothers': '#357a45',
  royal: '#4a6fb3',
};

/** The frame styles, and the sizes of Authority's backs and the buttons a face holds. */
export const cardStyles = [
  cardFrameStyles,
  css`
    .card {
      border-width: 2px;
      box-shadow: none;
      font-size: 0.85rem;
    }
    .card .art {
      --parley-art-size: 2.2rem;
    }
    .card button {
      color: var(--p-fg);
    }
    .card button.primary {
      color: var(--p-accent-fg);
    }
    li.back {
      width: 2.6rem;
      --parley-card-back-height: 3.6rem;
    }
    li.back .card.back {
      padding: 0;
      border-width: 1px;
    }
    li.back .card.back span {
      font-size: 0.7rem;
      padding: 0.1rem;
      border-width: 1px;
      letter-spacing: 0;
    }
  `,
];

/**
 * The face of card `id`, priced at `price` when that differs from its cost (a discount); null for
 * an id outside the card set.
 */
export function authorityFace(id: string, price?: number): CardFace | null {
  const def = cardDef(id);
  if (!def) return null;
  const art = AUTHORITY_ART[id];
  const kind = def.kind !== 'unit' ? ` · ${KIND_WORDS[def.kind]}` : '';
  const discounted = price !== undefined && price !== def.cost;
  return {
    game: AUTHORITY_GAME,
    id,
    name: def.name,
    type: `${factionName(def.faction)}${kind}`,
    ...(art !== undefined ? { art } : {}),
    accent: FACTION_ACCENTS[def.faction],
    keywords: keywordsInText(AUTHORITY_REFERENCE, def.text),
    stats: [
      { key: 'power', words: 'Power', value: `Power ${def.power}` },
      {
        key: 'cost',
        words: 'Cost',
        value: `Cost ${def.cost}`,
        ...(discounted ? { note: ` (now ${price})`, tone: 'up' as const } : {}),
      },
    ],
    text: def.text,
    label: `${def.name}: power ${def.power}, cost ${def.cost}`,
    reference: AUTHORITY_REFERENCE,
  };
}

/**
 * The face of a unit placed on a pyramid: its power now (`power`, against the printed power) is
 * its one figure; the cost no longer matters there.
 */
export function unitFace(id: string, power: number): CardFace | null {
  const face = authorityFace(id);
  const def = cardDef(id);
  if (!face || !def) return null;
  const tone = power > def.power ? 'up' : power < def.power ? 'down' : undefined;
  return {
    ...face,
    stats: [
      {
        key: 'power',
        words: 'Power',
        value: `Power ${power}`,
        ...(tone ? { tone, note: ` (${def.power})` } : {}),
      },
    ],
    label: `${def.name}: power ${power}`,
  };
}

/** Options of {@link cardFace}. */
export interface FaceOptions {
  /** Shown after the cost when the price paid now differs (a discount). */
  readonly price?: number;
  /** Extra content under the text (buttons). */
  readonly extra?: TemplateResult | typeof nothing;
  /** `data-testid` of the face. */
  readonly testid?: string;
}

/**
 * A card face up, drawn by the shared frame as a named group (it may hold command buttons): name,
 * faction and kind, art, power and cost (and the price now, when it differs), its ability text.
 * The face carries `data-card` (its id) and `data-inspect` (the detail view opens on it).
 */
export function cardFace(id: string, opts: FaceOptions = {}): TemplateResult {
  const face = authorityFace(id, opts.price);
  if (!face) {
    return html`<div class="card" data-card=${id} data-testid=${opts.testid ?? nothing}>
      <div class="title"><strong>${cardName(id)}</strong></div>
      ${opts.extra ?? nothing}
    </div>`;
  }
  return html`<div class="face" data-inspect=${id} data-inspect-tap>
    ${cardFrame(face, {
      role: 'group',
      ...(opts.testid !== undefined ? { testid: opts.testid } : {}),
      ...(opts.extra !== undefined ? { extra: opts.extra } : {}),
    })}
  </div>`;
}

/** A card face down: only its public handle (`B7`), never its id or name. */
export function cardBack(handle: string, testid = 'card-back'): TemplateResult {
  return html`<li class="back" data-testid=${testid} data-handle=${handle}>
    ${cardBackFrame(`Face-down card ${handle}`, handle)}
  </li>`;
}
