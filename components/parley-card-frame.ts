import { css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import { ParleyElement } from './base.ts';
import { theme } from './theme.ts';
import { entryOf, termRuns } from './terms.ts';
import './parley-card-art.ts';
import './parley-term-text.ts';
import type { GameReference } from '../src/engine/reference.ts';
import { UI_ICONS, type UiIcon } from '../src/art/ui.ts';

/**
 * The card frame every game draws its cards with (docs/ui.md, "Shared elements"): a face up —
 * art, cost, name, type line, keyword chips with their icons, the full rules text, stats — or a
 * back that carries nothing but what the caller says. A game supplies only the data-to-frame
 * mapping ({@link CardFace}: which stats, which icon, which keywords); the frame knows no game.
 *
 * Two ways to use it: {@link cardFrame} with {@link cardFrameStyles} renders into the caller's own
 * shadow root (so a card button's face, its `data-*` and its text stay queryable where they were),
 * and `<parley-card-frame>` renders the same frame as an element.
 */

/** One figure of a card: attack, health, power, cost… */
export interface FrameStat {
  /** CSS class of the figure (`atk`, `hp`, `power`, `cost`), for styling and tests. */
  readonly key: string;
  /** The figure in words ("Melee, attack"): its tooltip and the detail view's label. */
  readonly words: string;
  /** What the face prints ("6", "Power 3"). */
  readonly value: string;
  /** Small print after the value: the base ("(4)"), the maximum ("/8"), a price ("(now 2)"). */
  readonly note?: string;
  /**
   * An icon of the app's own pack before the value (src/art/ui.ts: the rulebook's sword, arrow and
   * staff, a heart for health), never a text symbol that shows as a box without an emoji font.
   */
  readonly icon?: UiIcon;
  /** Above or below the printed figure. */
  readonly tone?: 'up' | 'down';
}

/** A printed keyword or mark, as a chip: its words, its glossary entry, its icon. */
export interface FrameKeyword {
  /** The words on the chip ("First Blood", "Hidden: reveal any time"). */
  readonly label: string;
  /** The glossary entry id it stands for (links in the detail view), if any. */
  readonly term?: string;
  /** An icon of the game's pack ({@link CardFace.game}), if any. */
  readonly icon?: string;
}

/** What a game tells the frame about one card face. */
export interface CardFace {
  /** The game id: the art pack and the glossary `show-term` names. */
  readonly game: string;
  /** The card's id (`data-card`). */
  readonly id: string;
  readonly name: string;
  /** The cost badge (omit for a game that prints the cost as a stat). */
  readonly cost?: string;
  /** The type line ("Warrior Mercenary", "Bloodrunners · Unit"). */
  readonly type: string;
  /** The card's art: an icon of the game's pack. */
  readonly art?: string;
  /** The frame's colour (a CSS colour) and the ink on it (the cost badge's digits). */
  readonly accent?: string;
  readonly accentInk?: string;
  readonly keywords: readonly FrameKeyword[];
  readonly stats: readonly FrameStat[];
  /** The full rules text. */
  readonly text: string;
  /** Everything the face says, in words (the accessible name of a face drawn as an image). */
  readonly label: string;
  /** The game's rules reference: the text's glossary terms become links where links are allowed. */
  readonly reference?: GameReference | null;
}

/** The sizes of a frame: `full` shows the whole face, `compact` name, cost, art and stats only. */
export type FrameSize = 'full' | 'compact';

/** How {@link cardFrame} draws a face. */
export interface FrameOptions {
  readonly size?: FrameSize;
  readonly playable?: boolean;
  readonly selected?: boolean;
  readonly disabled?: boolean;
  /**
   * `img` (default): the face is one image named by its label, its parts hidden from assistive
   * technology (a face inside a button). `group`: a named group whose parts are read (a face
   * holding controls).
   */
  readonly role?: 'img' | 'group';
  /** The accessible name; `face.label` by default. */
  readonly label?: string;
  /** Also give the label as a tooltip (compact faces). */
  readonly tooltip?: boolean;
  /** `data-testid` of the face. */
  readonly testid?: string;
  /**
   * Draw the rules text with its glossary terms as links (`show-term`). Only where the face is in
   * no button (links in a button are unreachable): the detail view, a face of role `group`.
   */
  readonly links?: boolean;
  /** Content under the text (a group's buttons). */
  readonly extra?: TemplateResult | typeof nothing;
  /**
   * Paint the type line, the keyword chips' words and the rules text with CSS (`content`), for a
   * face inside a control: the control's name says the face's words (cost, name, figures) and its
   * description the rules text, so the visible text nodes are exactly the name's first words (WCAG
   * 2.5.3, Label in Name) and nothing is read twice. Sighted players see the same face.
   */
  readonly painted?: boolean;
  /** Put `data-card` on the face (default true; false where the caller's own element has it). */
  readonly dataCard?: boolean;
}

/** The shared styles of {@link cardFrame} and {@link cardBackFrame}. */
export const cardFrameStyles = css`
  .card {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    width: 100%;
    min-width: 0;
    min-height: var(--parley-card-min-height, 0);
    padding: 0.35rem 0.45rem;
    border-radius: var(--p-radius);
    border: 3px solid var(--c, var(--p-lesser));
    background: var(--p-card-bg);
    color: var(--p-card-fg);
    font-size: var(--parley-card-font, 0.8rem);
    line-height: 1.25;
    text-align: left;
    overflow-wrap: break-word;
    box-shadow: 0 2px 6px rgb(0 0 0 / 35%);
    animation: p-pop var(--p-dur) ease-out;
    transition:
      transform var(--p-dur),
      box-shadow var(--p-dur),
      opacity var(--p-dur);
  }
  .card.compact {
    min-height: 4.2rem;
    font-size: 0.72rem;
    padding: 0.25rem 0.3rem;
    border-width: 2px;
  }
  .card.playable {
    box-shadow:
      0 0 0 3px var(--p-good),
      0 2px 6px rgb(0 0 0 / 35%);
  }
  .card.selected {
    box-shadow:
      0 0 0 3px var(--p-accent),
      0 4px 12px rgb(0 0 0 / 50%);
    transform: translateY(-4px);
  }
  .card.disabled {
    filter: grayscale(0.6);
  }
  .card header {
    display: flex;
    align-items: flex-start;
    gap: 0.3rem;
  }
  .card .heading {
    display: flex;
    flex-direction: column;
    min-width: 0;
    flex: 1;
  }
  /* The corner badge, not a figure that happens to be named "cost" (.stat.cost). */
  .card .cost:not(.stat) {
    flex: none;
    display: grid;
    place-items: center;
    width: 1.6em;
    height: 1.6em;
    border-radius: 50%;
    background: var(--c, var(--p-lesser));
    color: var(--c-fg, #fff);
    font-weight: 700;
  }
  .card .name {
    font-weight: 700;
    font-size: 1.05em;
  }
  .card.compact .name {
    font-size: 1em;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .card .type {
    color: color-mix(in srgb, var(--p-card-fg) 72%, transparent);
    font-size: 0.9em;
  }
  .card .art {
    --parley-art-size: var(--parley-card-art-size, 2.6rem);
    --parley-art-padding: 0.2rem;
    --parley-art-radius: 0.4rem;
    --parley-art-bg: color-mix(in srgb, var(--c, var(--p-lesser)) 24%, transparent);
    color: var(--p-card-fg);
    align-self: center;
  }
  .card.compact .art {
    --parley-art-size: var(--parley-card-art-size, 1.5rem);
    --parley-art-padding: 0.1rem;
  }
  .card .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15rem;
  }
  .card .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.2em;
    padding: 0 0.35em;
    border-radius: 0.6em;
    background: color-mix(in srgb, var(--c, var(--p-lesser)) 22%, transparent);
    font-size: 0.9em;
    font-weight: 600;
  }
  .card .chip parley-card-art,
  .card .stat parley-card-art.icon {
    --parley-art-size: 1.1em;
    vertical-align: -0.15em;
  }
  .card .text {
    flex: 1;
    white-space: pre-line;
  }
  .card .painted::after {
    content: attr(data-text);
  }
  .card .text a {
    color: inherit;
  }
  .card footer,
  .card .stats {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0.1rem 0.5rem;
    margin-top: auto;
    font-weight: 700;
    font-size: 1.05em;
  }
  .card .stat small {
    font-weight: 400;
    margin-left: 0.1em;
  }
  .card .up {
    color: #1d7a45;
  }
  .card .down {
    color: #b3261e;
  }
  .card.back {
    border-color: #2d3650;
    background: repeating-linear-gradient(45deg, #27304a 0 6px, #1e2539 6px 12px), #1e2539;
    display: grid;
    place-items: center;
    color: var(--p-accent);
    min-height: var(--parley-card-back-height, 4.2rem);
  }
  .card.back span {
    font-weight: 800;
    letter-spacing: 0.08em;
    font-size: 0.9rem;
    padding: 0.2rem 0.4rem;
    border: 2px solid currentColor;
    border-radius: 0.4rem;
    background: #1e2539;
  }
  @media (max-width: 480px) {
    .card.compact {
      font-size: 0.66rem;
      padding: 0.2rem;
    }
  }
`;

/** The rules text of a face: plain, or with its glossary terms as links. */
export function frameText(face: CardFace, links: boolean): TemplateResult | string {
  const ref = face.reference ?? null;
  if (!links || !ref) return face.text;
  return html`<parley-term-text
    .text=${face.text}
    .reference=${ref}
    game=${face.game}
  ></parley-term-text>`;
}

/** The rules text block (no white space around the text: it keeps its line breaks). */
function textBlock(face: CardFace, links: boolean, hide: 'true' | typeof nothing) {
  const body = frameText(face, links);
  return html`<div class="text" aria-hidden=${hide}>${body}</div>`;
}

/**
 * A face up. Classes `card`, `compact`, `playable`, `selected`, `disabled`; parts `.cost`,
 * `.name`, `.type`, `.art`, `.chips`, `.text`, and the stats (`footer` in a face of role `img`,
 * `.stats` in a group) each `.stat .<key>`. The face carries `data-card` (the card id).
 */
export function cardFrame(face: CardFace, opts: FrameOptions = {}): TemplateResult {
  const compact = opts.size === 'compact';
  const group = opts.role === 'group';
  const label = opts.label ?? face.label;
  const paint = opts.painted === true;
  const words = (cls: string, text: string) =>
    paint
      ? html`<span class="${cls} painted" data-text=${text}></span>`
      : html`<span class=${cls}>${text}</span>`;
  const hide = group ? nothing : 'true';
  const classes = [
    'card',
    compact ? 'compact' : '',
    opts.playable ? 'playable' : '',
    opts.selected ? 'selected' : '',
    opts.disabled ? 'disabled' : '',
  ].join(' ');
  const style = styleMap({
    '--c': face.accent ?? null,
    '--c-fg': face.accentInk ?? null,
  });
  // Each figure ends with a space, so the face's words read apart ("Power 3 Cost 2").
  const stats = face.stats.map(
    (s) =>
      html`<span class="stat ${s.key} ${s.tone ?? ''}" title=${s.words}
        >${
          s.icon
            ? html`<parley-card-art
                class="icon"
                data-icon=${s.icon}
                pack="ui"
                icon=${UI_ICONS[s.icon]}
              ></parley-card-art> `
            : nothing
        }${s.value}${s.note ? html`<small>${s.note}</small>` : nothing}</span
      > `,
  );
  const art = face.art
    ? html`<parley-card-art class="art" pack=${face.game} icon=${face.art}></parley-card-art>`
    : nothing;
  return html`<div
    class=${classes}
    style=${style}
    role=${group ? 'group' : 'img'}
    aria-label=${label}
    title=${opts.tooltip ? label : nothing}
    data-card=${opts.dataCard === false ? nothing : face.id}
    data-testid=${opts.testid ?? nothing}
  >
    <header>
      ${face.cost !== undefined ? html`<span class="cost" aria-hidden=${hide}>${face.cost}</span>` : nothing}
      <span class="heading" aria-hidden=${hide}>
        <strong class="name">${face.name}</strong>
        ${compact ? nothing : words('type', face.type)}
      </span>
      ${compact ? nothing : art}
    </header>
    ${
      compact || face.keywords.length === 0
        ? nothing
        : html`<div class="chips" aria-hidden=${hide}>
            ${face.keywords.map(
              (k) =>
                html`<span class="chip"
                  >${k.icon ? html`<parley-card-art pack=${face.game} icon=${k.icon}></parley-card-art>` : nothing}${
                    paint ? html`<span class="painted" data-text=${k.label}></span>` : k.label
                  }</span
                >`,
            )}
          </div>`
    }
    ${
      compact
        ? nothing
        : paint
          ? html`<div class="text painted" aria-hidden="true" data-text=${face.text}></div>`
          : textBlock(face, opts.links === true, hide)
    }
    ${
      // A compact face draws its art between its first figure and the others.
      compact
        ? html`<footer aria-hidden="true">${stats.slice(0, 1)}${art}${stats.slice(1)}</footer>`
        : stats.length === 0
          ? nothing
          : group
            ? html`<div class="stats">${stats}</div>`
            : html`<footer aria-hidden="true">${stats}</footer>`
    }
    ${opts.extra ?? nothing}
  </div>`;
}

/** A card back: its accessible name and the mark it shows, never a card id or name. */
export function cardBackFrame(label: string, mark: string, testid?: string): TemplateResult {
  return html`<div
    class="card back"
    role="img"
    aria-label=${label}
    data-testid=${testid ?? nothing}
  >
    <span aria-hidden="true">${mark}</span>
  </div>`;
}

/**
 * The keyword chips of a text: each glossary entry with an icon that the text names, in order
 * (for a game whose cards print no keyword list, such as Authority's abilities).
 */
export function keywordsInText(ref: GameReference, text: string): FrameKeyword[] {
  const seen = new Set<string>();
  const out: FrameKeyword[] = [];
  for (const run of termRuns(ref, text, true)) {
    if (run.term === undefined || seen.has(run.term)) continue;
    seen.add(run.term);
    const entry = entryOf(ref, run.term);
    if (entry?.icon) out.push({ label: entry.term, term: entry.id, icon: entry.icon });
  }
  return out;
}

/**
 * `<parley-card-frame>`: {@link cardFrame} as an element. Properties: `face` ({@link CardFace};
 * null draws a back), `faceDown` (`face-down`: a back, whatever `face` holds — nothing of it is
 * rendered), `backLabel` / `backMark` (the back's name and mark), `size` (`full` | `compact`),
 * `playable`, `selected`, `disabled`, `links` (term links in the text: only outside a button).
 * Events: `show-term` from a term link (bubbling, composed).
 */
@customElement('parley-card-frame')
export class ParleyCardFrame extends ParleyElement {
  static override styles = [
    theme,
    cardFrameStyles,
    css`
      :host {
        display: inline-block;
        width: var(--parley-card-width, 10rem);
        vertical-align: top;
      }
      .card {
        height: 100%;
      }
    `,
  ];

  @property({ attribute: false }) face: CardFace | null = null;
  @property({ type: Boolean, reflect: true, attribute: 'face-down' }) faceDown = false;
  @property({ attribute: 'back-label' }) backLabel = 'Face-down card';
  @property({ attribute: 'back-mark' }) backMark = '';
  @property({ reflect: true }) size: FrameSize = 'full';
  @property({ type: Boolean, reflect: true }) playable = false;
  @property({ type: Boolean, reflect: true }) selected = false;
  @property({ type: Boolean, reflect: true }) disabled = false;
  @property({ type: Boolean }) links = false;

  protected override render() {
    if (this.faceDown || !this.face) return cardBackFrame(this.backLabel, this.backMark);
    return cardFrame(this.face, {
      size: this.size,
      playable: this.playable,
      selected: this.selected,
      disabled: this.disabled,
      links: this.links,
      role: this.links ? 'group' : 'img',
      tooltip: this.size === 'compact',
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-card-frame': ParleyCardFrame;
  }
}
