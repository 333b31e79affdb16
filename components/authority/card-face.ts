/**
 * How an Authority card looks on its table (rulebook: "Unit breakdown": power, cost, abilities,
 * name, faction): a face with its name, faction and kind, power and cost, and its full ability
 * text at a readable size (never only in a tooltip), and a face-down back that shows nothing but
 * its public handle. Template functions and their styles, shared by the table's elements.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import {
  cardDef,
  cardName,
  factionName,
  KIND_WORDS,
} from '../../src/games/authority/module/words.ts';

/** Styles of {@link cardFace} and {@link cardBack}. */
export const cardStyles = css`
  .card {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    min-width: 0;
    padding: 0.45rem 0.5rem;
    border-radius: 8px;
    background: var(--p-card-bg);
    color: var(--p-card-fg);
    border: 1px solid var(--p-line);
    font-size: 0.85rem;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  .card .title {
    display: flex;
    flex-direction: column;
  }
  .card .title strong {
    font-size: 0.95rem;
  }
  .card .meta {
    font-size: 0.72rem;
    color: #5b5446;
  }
  .card .stats {
    display: flex;
    gap: 0.5rem;
    font-weight: 650;
  }
  .card .text {
    font-size: 0.8rem;
  }
  .card button {
    color: var(--p-fg);
  }
  .card button.primary {
    color: var(--p-accent-fg);
  }
  .card[data-faction='bloodrunners'] {
    border-left: 5px solid #b3342f;
  }
  .card[data-faction='iron-wall'] {
    border-left: 5px solid #5f6b7a;
  }
  .card[data-faction='golden-ox'] {
    border-left: 5px solid #c99a1e;
  }
  .card[data-faction='hooded-brothers'] {
    border-left: 5px solid #3d8a4f;
  }
  .card[data-faction='royal'] {
    border-left: 5px solid #4a6fb3;
  }
  .back {
    display: grid;
    place-items: center;
    width: 2.6rem;
    height: 3.6rem;
    border-radius: 6px;
    border: 1px solid var(--p-line);
    background: repeating-linear-gradient(45deg, #2b3650, #2b3650 6px, #324061 6px, #324061 12px);
    color: var(--p-muted);
    font-size: 0.7rem;
  }
`;

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
 * A card face up: name, faction and kind, power and cost (and the price now, when it differs),
 * and its ability text. The face carries `data-card` (its id) for scripts and tests.
 */
export function cardFace(id: string, opts: FaceOptions = {}): TemplateResult {
  const def = cardDef(id);
  const name = cardName(id);
  if (!def) {
    return html`<div class="card" data-card=${id} data-testid=${opts.testid ?? nothing}>
      <div class="title"><strong>${name}</strong></div>
      ${opts.extra ?? nothing}
    </div>`;
  }
  const price =
    opts.price !== undefined && opts.price !== def.cost
      ? html` <span class="price">(now ${opts.price})</span>`
      : nothing;
  return html`<div
    class="card"
    role="group"
    aria-label=${`${name}: power ${def.power}, cost ${def.cost}`}
    data-card=${id}
    data-faction=${def.faction}
    data-testid=${opts.testid ?? nothing}
  >
    <div class="title">
      <strong class="name">${name}</strong>
      <span class="meta">${factionName(def.faction)}</span>
    </div>
    ${def.kind !== 'unit' ? html`<span class="meta kind">${KIND_WORDS[def.kind]}</span>` : nothing}
    <div class="stats">
      <span class="power">Power ${def.power}</span>
      <span class="cost">Cost ${def.cost}${price}</span>
    </div>
    <div class="text">${def.text}</div>
    ${opts.extra ?? nothing}
  </div>`;
}

/** A card face down: only its public handle (`B7`), never its id or name. */
export function cardBack(handle: string, testid = 'card-back'): TemplateResult {
  return html`<li class="back" data-testid=${testid} data-handle=${handle}>
    <span aria-label=${`Face-down card ${handle}`}>${handle}</span>
  </li>`;
}
