import { css, html, nothing, type TemplateResult } from 'lit';
import { cardButtonReset } from '../card-button-styles.ts';
import { customElement, property, state } from 'lit/decorators.js';
import type { CardDef } from '../../src/games/trials/cards/schema.ts';
import { ParleyElement, roveFocus } from '../base.ts';
import { capitalize, seatPossessive, type SeatNames } from '../display.ts';
import { CardDetailHost, CardInspector } from '../parley-card-detail.ts';
import { faceWords } from '../parley-card-row.ts';
import { theme } from '../theme.ts';
import { trialsCard, trialsCardStyles, trialsFace, unknownCard } from './card-face.ts';
import {
  DEFAULT_CARDS,
  KEYWORD_NAMES,
  SLOT_GROUPS,
  SLOT_NAMES,
  cardIndex,
  disciplineWords,
  plural,
  slotOf,
  type SlotGroup,
} from './display.ts';
import type { AttachmentView, AvatarView, InPlayView } from './view.ts';
import './events.ts';

/** The keys of an Avatar column, read as its description. */
export const COLUMN_KEYS_HINT =
  'Up and down arrow keys move between the Avatar and its cards; Home and End jump to the first and last; Enter selects; i shows the full card.';

/** The counters of a card in words: "2 Attack counters, 1 HP counter". */
export function counterWords(counters: Readonly<Record<string, number>> | undefined): string[] {
  if (!counters) return [];
  return Object.entries(counters)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => plural(n, `${kind === 'hp' ? 'HP' : capitalize(kind)} counter`));
}

/**
 * One Avatar column of the Trials of the Chosen table (rulebooks digest A6; rulebook: "Avatars",
 * "Fallen", "Card Subtypes", "Exhaust", "Shielded / Shield Counters", "Counter"): the Avatar,
 * front or Fallen side up, tilted 45° when exhausted, with its HP now over its maximum, its Shield
 * Counter, its counters and its Stealthy and Guardian marks; under it the attached cards by slot —
 * the hands (two One-Handed or one Two-Handed), Armor, Accessory and the Ongoing list — each with
 * its own HP, tilt and shield. Every card is a button (one tab stop, arrow keys): choosing it
 * emits `select-card`; a card listed in `targets` is marked as a legal target, in words too.
 *
 * Properties: `avatar` ({@link AvatarView}), `cards` (CardDef[]; the card set by default),
 * `targets` (instance ids that are legal targets now), `selected` (an instance id), `viewer` and
 * `names` (for "Your Avatar" / "Bea's Avatar"), `reducedMotion`.
 * Events: `select-card` {instance, cardId}; `card-inspect` {cardId} (long press, right-click,
 * `i`), whose detail view the column hosts unless an ancestor shows it.
 */
@customElement('trials-avatar')
export class TrialsAvatar extends ParleyElement {
  static override styles = [
    theme,
    trialsCardStyles,
    css`
      :host {
        display: block;
        min-width: 0;
        width: var(--trials-column-width, 13rem);
        max-width: 100%;
      }
      .column {
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
        padding: 0.4rem;
        border-radius: var(--p-radius);
        background: var(--p-surface);
        border: 1px solid var(--p-line);
      }
      .who {
        margin: 0;
        font-size: 0.85rem;
        color: var(--p-muted);
      }
      button.card-button {
        display: block;
        width: 100%;
        ${cardButtonReset}
      }
      button.card-button:hover:not(:disabled) {
        background: none;
      }
      .tilt-box {
        display: flex;
        justify-content: center;
        transition:
          transform var(--p-dur),
          margin var(--p-dur);
      }
      /* Exhausted: turned 45° clockwise (rulebook: "Exhaust"), scaled so the turned card keeps
         inside its column; margins keep room for the corners it sticks out by. */
      .exhausted .tilt-box {
        transform: rotate(45deg) scale(var(--tilt-scale));
      }
      .avatar {
        --tilt-scale: 0.62;
      }
      .attachment {
        --tilt-scale: 0.7;
      }
      .attachment.exhausted .tilt-box {
        width: 8.5rem;
        margin: 1.2rem auto;
      }
      .target .card {
        box-shadow:
          0 0 0 3px var(--p-target),
          0 2px 6px rgb(0 0 0 / 35%);
        animation: p-pulse calc(var(--p-dur) * 6) ease-in-out infinite;
      }
      .marks {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem;
        margin-top: 0.2rem;
      }
      .mark {
        font-size: 0.72rem;
        font-weight: 700;
        padding: 0.05rem 0.4rem;
        border-radius: 0.6rem;
        background: var(--p-surface-2);
        color: var(--p-fg);
        border: 1px solid var(--p-control-line);
      }
      .mark.shield {
        background: #1f4f7a;
        color: #fff;
      }
      .mark.target {
        background: var(--p-target);
        color: #10151f;
      }
      .mark.fallen {
        background: #5a1d1d;
        color: #fff;
      }
      .slots {
        display: flex;
        flex-direction: column;
        gap: 0.25rem;
      }
      .slot-name {
        font-size: 0.75rem;
        font-weight: 700;
        text-transform: uppercase;
        letter-spacing: 0.05em;
        color: var(--p-muted);
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.25rem;
      }
      .empty {
        font-size: 0.8rem;
        color: var(--p-muted);
      }
    `,
  ];

  /** The Avatar and its attachments. */
  @property({ attribute: false }) avatar: AvatarView | null = null;
  /** The cards to look ids up in. */
  @property({ attribute: false }) cards: readonly CardDef[] = DEFAULT_CARDS;
  /** The instance ids that are legal targets now. */
  @property({ attribute: false }) targets: readonly string[] = [];
  /** The instance id chosen now, if any. */
  @property() selected: string | null = null;
  /** The viewer's seat, for "Your Avatar". */
  @property() viewer: string | null = null;
  /** Seat names. */
  @property({ attribute: false }) names: SeatNames = {};

  @state() private focusIdx = 0;

  protected readonly inspector = new CardInspector(this, (cardId) =>
    this.emit('card-inspect', { cardId }),
  );
  private readonly details = new CardDetailHost(this, (id) => {
    const def = cardIndex(this.cards).get(id);
    if (!def) return null;
    const a = this.avatar;
    return trialsFace(def, { fallen: a !== null && a.cardId === id && a.fallen });
  });

  override render() {
    const a = this.avatar;
    if (!a) return html`<div class="column"><p class="empty">No Avatar</p></div>`;
    const owner = capitalize(seatPossessive(a.seat, this.viewer, this.names));
    const def = cardIndex(this.cards).get(a.cardId);
    const title = `${owner} Avatar ${def?.name ?? a.cardId}`;
    let i = 0;
    const next = () => i++;
    const avatarButton = this.renderCard(a, def, 'avatar', next(), a.fallen);
    const groups = SLOT_GROUPS.map((g) => this.renderGroup(g, a.attachments, next));
    return html`<div
        class="column"
        role="toolbar"
        aria-orientation="vertical"
        aria-label=${title}
        aria-describedby="keys"
        data-seat=${a.seat}
      >
        <span id="keys" hidden>${COLUMN_KEYS_HINT}</span>
        <p class="who" aria-hidden="true">${owner} Avatar</p>
        ${avatarButton}
        <div class="slots">${groups}</div>
      </div>
      ${this.details.render()}`;
  }

  private renderGroup(group: SlotGroup, all: readonly AttachmentView[], next: () => number) {
    const index = cardIndex(this.cards);
    const cards = all.filter((c) => {
      const def = index.get(c.cardId);
      return (c.slot ?? (def ? slotOf(def) : 'ongoing')) === group;
    });
    if (cards.length === 0 && group === 'ongoing') return nothing;
    return html`<div class="slot" role="group" aria-label=${SLOT_NAMES[group]} data-slot=${group}>
      <span class="slot-name" aria-hidden="true">${SLOT_NAMES[group]}</span>
      ${
        cards.length === 0
          ? html`<span class="empty">Empty</span>`
          : html`<ul>
              ${cards.map(
                (c) =>
                  html`<li>
                    ${this.renderCard(c, index.get(c.cardId), 'attachment', next(), false)}
                  </li>`,
              )}
            </ul>`
      }
    </div>`;
  }

  private renderCard(
    c: InPlayView,
    def: CardDef | undefined,
    kind: 'avatar' | 'attachment',
    idx: number,
    fallen: boolean,
  ): TemplateResult {
    const target = this.targets.includes(c.instance);
    const selected = this.selected === c.instance;
    const figures = {
      ...(c.attack !== undefined ? { attack: c.attack } : {}),
      ...(c.power !== undefined ? { power: c.power } : {}),
      ...(c.hp !== undefined ? { hp: c.hp } : {}),
      ...(c.maxHp !== undefined ? { maxHp: c.maxHp } : {}),
      ...(c.keywords !== undefined ? { keywords: c.keywords } : {}),
    };
    const face = def ? trialsFace(def, { fallen, figures }) : null;
    const marks = this.marks(c, fallen, target);
    // The name starts with the words the button shows, in order (WCAG 2.5.3, Label in Name):
    // the face's cost, name and figures, then the marks; then the rest in words.
    const shown = [face ? faceWords(face) : c.cardId, ...marks.map((m) => m.label)].join(' ');
    const words = [
      shown,
      face?.type ?? '',
      c.exhausted ? 'Exhausted' : 'Ready',
      ...marks.map((m) => m.words),
      def ? disciplineWords(def.disciplines) : '',
    ].filter((s) => s.length > 0);
    const text = face?.text ?? '';
    // The instance ids name the card as actions do (docs/ui.md, "Trials": the selector
    // contract); a click anywhere on the wrapper (the button's, or a script's) selects the card.
    return html`<div
      class="${kind} ${c.exhausted ? 'exhausted' : ''} ${target ? 'target' : ''}"
      data-instance=${c.instance}
      data-avatar=${kind === 'avatar' ? c.instance : nothing}
      data-attachment=${kind === 'attachment' ? c.instance : nothing}
      data-target=${target ? c.instance : nothing}
      @click=${() => this.emit('select-card', { instance: c.instance, cardId: c.cardId })}
    >
      <button
        type="button"
        class="card-button"
        data-card=${c.cardId}
        data-inspect=${c.cardId}
        tabindex=${idx === this.focusIdx ? 0 : -1}
        aria-pressed=${selected ? 'true' : 'false'}
        aria-label=${words.join('. ')}
        aria-describedby=${text ? `text-${idx}` : nothing}
        @keydown=${this.onKey}
      >
        <div class="tilt-box">
          ${
            def
              ? trialsCard(
                  def,
                  {
                    painted: true,
                    size: kind === 'avatar' ? 'full' : 'compact',
                    selected,
                    playable: target,
                    dataCard: false,
                  },
                  { fallen, figures },
                )
              : unknownCard(c.cardId)
          }
        </div>
        ${
          marks.length > 0
            ? html`<span class="marks" aria-hidden="true">
                ${marks.map(
                  // a space after each mark, so their words read apart
                  (m) => html`<span class="mark ${m.cls}" data-mark=${m.cls}>${m.label}</span> `,
                )}
              </span>`
            : nothing
        }
        ${text ? html`<span id="text-${idx}" hidden>${text}</span>` : nothing}
      </button>
    </div>`;
  }

  /** The marks under a card: Fallen, shield, counters, Stealthy, Guardian, legal target. */
  private marks(c: InPlayView, fallen: boolean, target: boolean) {
    const out: { cls: string; label: string; words: string }[] = [];
    if (fallen) out.push({ cls: 'fallen', label: 'Fallen', words: 'Fallen' });
    if (c.exhausted) out.push({ cls: 'exhausted', label: 'Exhausted', words: '' });
    if (c.shield) out.push({ cls: 'shield', label: 'Shield', words: 'Shield Counter' });
    for (const w of counterWords(c.counters)) out.push({ cls: 'counter', label: w, words: w });
    const def = cardIndex(this.cards).get(c.cardId);
    const printed =
      def?.kind === 'avatar' ? (fallen ? def.fallen : def.front).keywords : (def?.keywords ?? []);
    const kw = c.keywords ?? printed;
    for (const k of ['stealthy', 'guardian'] as const) {
      if (kw.includes(k)) out.push({ cls: k, label: KEYWORD_NAMES[k], words: KEYWORD_NAMES[k] });
    }
    if (target) out.push({ cls: 'target', label: 'Target', words: 'A legal target' });
    return out;
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const items = [...this.renderRoot.querySelectorAll<HTMLElement>('button.card-button')];
    const next = roveFocus(e, items, 1);
    if (next !== null) this.focusIdx = next;
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'trials-avatar': TrialsAvatar;
  }
}
