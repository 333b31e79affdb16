/**
 * Trials of the Chosen's mapping onto the shared card frame (components/parley-card-frame.ts,
 * docs/ui.md "Shared elements"), following the rulebook's card diagrams ("Avatars", "Equipment",
 * "Abilities", "Card Subtypes", "Disciplines"): the cost badge (Equipment, Abilities), the figures
 * Attack or Power and HP (current over maximum in play), the type line with the subtypes, the
 * printed keywords as chips (and an Ability's Instant and Ongoing marks), the full rules text, and
 * the disciplines as coloured bars that name them in words. An Avatar has two faces: its front and
 * its Fallen side (rulebook: "Fallen"). A back shows nothing but the card's public handle. The art
 * comes from src/games/trials/art.ts; a card with no icon there is drawn without art.
 */
import { css, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { TRIALS_ART } from '../../src/games/trials/art.ts';
import type { GameReference } from '../../src/engine/reference.ts';
import type { AvatarSide, CardDef, Keyword, Subtype } from '../../src/games/trials/cards/schema.ts';
import {
  cardBackFrame,
  cardFrame,
  cardFrameStyles,
  type CardFace,
  type FrameKeyword,
  type FrameOptions,
  type FrameSize,
  type FrameStat,
} from '../parley-card-frame.ts';
import { ParleyElement } from '../base.ts';
import { theme } from '../theme.ts';
import { entryOf } from '../terms.ts';
import {
  DISCIPLINE_COLORS,
  DISCIPLINE_NAMES,
  KEYWORD_NAMES,
  SUBTYPE_NAMES,
  TRIALS_GAME,
  disciplineWords,
} from './display.ts';

/** The figures of a card in play, when they differ from the printed ones (all optional). */
export interface FaceFigures {
  readonly attack?: number;
  readonly power?: number;
  readonly hp?: number;
  readonly maxHp?: number;
  readonly keywords?: readonly Keyword[];
}

/** Options of {@link trialsFace}. */
export interface TrialsFaceOptions {
  /** Draw an Avatar's Fallen side (ignored for other cards). */
  readonly fallen?: boolean;
  /** The figures now (a card in play); the printed ones by default. */
  readonly figures?: FaceFigures;
  /** The game's rules reference, for glossary links and keyword icons (none yet: null). */
  readonly reference?: GameReference | null;
}

/** The frame styles, the discipline bars, and the marks of a card in play. */
export const trialsCardStyles = [
  cardFrameStyles,
  css`
    .card .disciplines {
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem;
      margin-top: 0.15rem;
    }
    .card .discipline {
      flex: 1 1 auto;
      min-width: 0;
      padding: 0.05rem 0.3rem;
      border-radius: 0.3rem;
      outline: 1px solid rgb(0 0 0 / 45%);
      outline-offset: -1px;
      background: var(--d-bg);
      color: var(--d-ink);
      font-size: 0.8em;
      font-weight: 700;
      letter-spacing: 0.03em;
      text-transform: uppercase;
      text-align: center;
      overflow-wrap: anywhere;
    }
    .card.compact .discipline {
      font-size: 0.72em;
      padding: 0 0.15rem;
      letter-spacing: 0;
    }
  `,
];

/** Handedness first, then the kind ("One-Handed Weapon"), then Instant and Ongoing. */
const SUBTYPE_ORDER: readonly Subtype[] = [
  'one-handed',
  'two-handed',
  'weapon',
  'armor',
  'accessory',
  'instant',
  'ongoing',
];

function subtypeWords(subtypes: readonly Subtype[]): string {
  return SUBTYPE_ORDER.filter((s) => subtypes.includes(s))
    .map((s) => SUBTYPE_NAMES[s])
    .join(' ');
}

/** The type line: "Avatar", "Avatar · Fallen", "Equipment · One-Handed Weapon", "Ability · Instant". */
export function typeLine(card: CardDef, fallen = false): string {
  if (card.kind === 'avatar') return fallen ? 'Avatar · Fallen' : 'Avatar';
  const sub = subtypeWords(card.subtypes);
  const kind = card.kind === 'equipment' ? 'Equipment' : 'Ability';
  return sub ? `${kind} · ${sub}` : kind;
}

function chip(term: string, label: string, ref: GameReference | null): FrameKeyword {
  const icon = ref ? entryOf(ref, term)?.icon : undefined;
  return icon === undefined ? { label, term } : { label, term, icon };
}

function printedKeywords(card: CardDef, fallen: boolean): readonly Keyword[] {
  if (card.kind === 'avatar') return (fallen ? card.fallen : card.front).keywords;
  return card.keywords;
}

function sideOf(card: CardDef, fallen: boolean): AvatarSide | null {
  if (card.kind !== 'avatar') return null;
  return fallen ? card.fallen : card.front;
}

interface Printed {
  readonly attack?: number;
  readonly power?: number;
  readonly hp?: number;
}

function printedFigures(card: CardDef, fallen: boolean): Printed {
  if (card.kind === 'avatar') {
    const side = fallen ? card.fallen : card.front;
    return side.hp !== undefined ? { attack: side.attack, hp: side.hp } : { attack: side.attack };
  }
  const out: { attack?: number; power?: number; hp?: number } = {};
  if (card.attack !== undefined) out.attack = card.attack;
  if (card.power !== undefined) out.power = card.power;
  if (card.hp !== undefined) out.hp = card.hp;
  return out;
}

function tone(now: number, printed: number): { tone?: 'up' | 'down' } {
  return now > printed ? { tone: 'up' } : now < printed ? { tone: 'down' } : {};
}

function figuresOf(card: CardDef, fallen: boolean, fig: FaceFigures): FrameStat[] {
  const p = printedFigures(card, fallen);
  const out: FrameStat[] = [];
  if (p.attack !== undefined || fig.attack !== undefined) {
    const printed = p.attack ?? 0;
    const now = fig.attack ?? printed;
    out.push({
      key: 'atk',
      words: 'Attack',
      value: String(now),
      icon: 'melee',
      ...(now !== printed ? { note: `(${printed})` } : {}),
      ...tone(now, printed),
    });
  }
  if (p.power !== undefined || fig.power !== undefined) {
    const printed = p.power ?? 0;
    const now = fig.power ?? printed;
    out.push({
      key: 'power',
      words: 'Power',
      value: `Power ${now}`,
      ...(now !== printed ? { note: `(${printed})` } : {}),
      ...tone(now, printed),
    });
  }
  if (p.hp !== undefined || fig.hp !== undefined) {
    const max = fig.maxHp ?? p.hp ?? 0;
    const now = fig.hp ?? max;
    const hpTone = now < max ? 'down' : max > (p.hp ?? 0) ? 'up' : undefined;
    out.push({
      key: 'hp',
      words: 'HP',
      value: String(now),
      icon: 'health',
      ...(now !== max || max !== p.hp ? { note: `/${max}` } : {}),
      ...(hpTone ? { tone: hpTone } : {}),
    });
  }
  return out;
}

/** The figures in words: "Attack 2, HP 5 of 8", "Power 1, HP 3". */
function figureWords(stats: readonly FrameStat[]): string {
  return stats
    .map((s) => {
      if (s.key === 'hp') {
        const max = s.note?.startsWith('/') ? ` of ${s.note.slice(1)}` : '';
        return `HP ${s.value}${max}`;
      }
      return s.key === 'atk' ? `Attack ${s.value}` : s.value;
    })
    .join(', ');
}

/** The face of a card (an Avatar's front or Fallen side), with its figures now when given. */
export function trialsFace(card: CardDef, opts: TrialsFaceOptions = {}): CardFace {
  const fallen = card.kind === 'avatar' && opts.fallen === true;
  const fig = opts.figures ?? {};
  const ref = opts.reference ?? null;
  const keywords: FrameKeyword[] = (fig.keywords ?? printedKeywords(card, fallen)).map((k) =>
    chip(k, KEYWORD_NAMES[k], ref),
  );
  if (card.kind === 'ability') {
    if (card.subtypes.includes('instant')) keywords.push(chip('instant', 'Instant', ref));
    if (card.subtypes.includes('ongoing')) keywords.push(chip('ongoing', 'Ongoing', ref));
  }
  const stats = figuresOf(card, fallen, fig);
  const side = sideOf(card, fallen);
  const text = side ? side.text : card.text;
  const name = fallen ? `${card.name} (Fallen)` : card.name;
  const type = typeLine(card, fallen);
  const cost = card.kind === 'avatar' ? undefined : String(card.cost);
  const color = DISCIPLINE_COLORS[card.disciplines[0] ?? 'chronomancy'];
  const art = TRIALS_ART[card.id];
  const words = [
    cost !== undefined ? `cost ${cost}` : '',
    type,
    figureWords(stats),
    keywords.map((k) => k.label).join(', '),
    disciplineWords(card.disciplines),
  ].filter((s) => s.length > 0);
  return {
    game: TRIALS_GAME,
    id: card.id,
    name,
    ...(cost !== undefined ? { cost } : {}),
    type,
    ...(art !== undefined ? { art } : {}),
    accent: color.bg,
    accentInk: color.ink,
    keywords,
    stats,
    text,
    label: `${name}: ${words.join('; ')}`,
    reference: ref,
  };
}

/**
 * The discipline bars of a card, each named in words. `painted`: the words are drawn by CSS
 * (inside a control, whose name already says them: docs/ui.md, "painted").
 */
export function disciplineBars(card: CardDef, painted = false): TemplateResult {
  return html`<div class="disciplines" aria-hidden="true">
    ${card.disciplines.map((d) => {
      const c = DISCIPLINE_COLORS[d];
      const style = `--d-bg: ${c.bg}; --d-ink: ${c.ink}`;
      return painted
        ? html`<span
            class="discipline painted"
            data-discipline=${d}
            style=${style}
            data-text=${DISCIPLINE_NAMES[d]}
          ></span>`
        : html`<span class="discipline" data-discipline=${d} style=${style}
            >${DISCIPLINE_NAMES[d]}</span
          >`;
    })}
  </div>`;
}

/**
 * A card drawn by the shared frame with its discipline bars under the text. Takes the frame's
 * options (size, role, painted, states) and the face options (Fallen side, figures now).
 */
export function trialsCard(
  card: CardDef,
  frame: FrameOptions = {},
  face: TrialsFaceOptions = {},
): TemplateResult {
  const bars = disciplineBars(card, frame.painted === true);
  const extra = frame.extra ? html`${bars}${frame.extra}` : bars;
  return cardFrame(trialsFace(card, face), { ...frame, extra });
}

/** A card face down: only its public handle (`A7`), never its id or name. */
export function trialsBack(handle: string, testid = 'card-back'): TemplateResult {
  return cardBackFrame(handle ? `Face-down card ${handle}` : 'Face-down card', handle, testid);
}

/** A card that is not in the card set: a plain labelled box (the id is public already). */
export function unknownCard(id: string): TemplateResult {
  return html`<div class="card" role="img" aria-label="Unknown card ${id}" data-card=${id}>
    <strong class="name">${id}</strong>
  </div>`;
}

/**
 * `<trials-card>`: one Trials card drawn by the shared frame with its discipline bars, or its back.
 * Properties: `card` (CardDef; null draws a back), `faceDown` (`face-down`: a back whatever `card`
 * holds — nothing of it is rendered), `handle` (the back's mark and name: "Face-down card A7"),
 * `fallen` (an Avatar's Fallen side), `figures` ({@link FaceFigures}: the figures now), `size`
 * (`full` | `compact`), `links` (the text's glossary terms as links: only outside a button),
 * `reference` (the game's rules reference, when there is one), `selected`, `playable`, `disabled`.
 * Events: `show-term` from a term link.
 */
@customElement('trials-card')
export class TrialsCard extends ParleyElement {
  static override styles = [
    theme,
    trialsCardStyles,
    css`
      :host {
        display: inline-block;
        width: var(--parley-card-width, 11rem);
        vertical-align: top;
      }
      .card {
        height: 100%;
      }
    `,
  ];

  @property({ attribute: false }) card: CardDef | null = null;
  @property({ type: Boolean, reflect: true, attribute: 'face-down' }) faceDown = false;
  @property() handle = '';
  @property({ type: Boolean }) fallen = false;
  @property({ attribute: false }) figures: FaceFigures = {};
  @property({ reflect: true }) size: FrameSize = 'full';
  @property({ type: Boolean }) links = false;
  @property({ attribute: false }) reference: GameReference | null = null;
  @property({ type: Boolean, reflect: true }) selected = false;
  @property({ type: Boolean, reflect: true }) playable = false;
  @property({ type: Boolean, reflect: true }) disabled = false;

  protected override render() {
    if (this.faceDown || !this.card) return trialsBack(this.handle);
    return trialsCard(
      this.card,
      {
        size: this.size,
        selected: this.selected,
        playable: this.playable,
        disabled: this.disabled,
        links: this.links,
        role: this.links ? 'group' : 'img',
        tooltip: this.size === 'compact',
      },
      { fallen: this.fallen, figures: this.figures, reference: this.reference },
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'trials-card': TrialsCard;
  }
}
