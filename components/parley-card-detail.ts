import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { ParleyElement } from './base.ts';
import { theme } from './theme.ts';
import { cardFrame, cardFrameStyles, type CardFace } from './parley-card-frame.ts';
import { emitShowTerm, entryOf, firstSentence } from './terms.ts';
import './parley-card-art.ts';

/**
 * The detail view of one card (docs/ui.md, "Shared elements"): a modal dialog showing the card
 * large — art, every figure in words, the full text with its glossary terms as links, each
 * keyword with its icon and a line of its meaning. Opened by {@link CardInspector} (tap on a card
 * with no action, long press, right-click, the `i` key) through {@link CardDetailHost}; closed by
 * Escape, its Close button or a click on the backdrop, after which focus goes back where it was.
 *
 * Properties: `face` ({@link CardFace}; set by {@link ParleyCardDetail.show}). Methods: `show(face,
 * returnTo?)`, `close()`, `open` (read-only). Events: `show-term` {game, term} from a term link or
 * a keyword (bubbling, composed: the page opens the rules reference), `card-detail-close`.
 */
@customElement('parley-card-detail')
export class ParleyCardDetail extends ParleyElement {
  static override styles = [
    theme,
    cardFrameStyles,
    css`
      dialog {
        padding: 0;
        border: none;
        background: transparent;
        color: var(--p-fg);
        max-width: min(26rem, calc(100vw - 1.5rem));
        width: 100%;
        max-height: calc(100dvh - 1.5rem);
        overflow: auto;
      }
      dialog::backdrop {
        background: rgb(0 0 0 / 0.65);
      }
      .panel {
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
        padding: var(--p-gap);
        background: var(--p-surface);
        border: 1px solid var(--p-line);
        border-radius: var(--p-radius);
      }
      .card {
        --parley-card-art-size: 6rem;
        font-size: 1rem;
        animation: none;
      }
      .card .art {
        align-self: flex-start;
      }
      dl {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0.2rem 0.8rem;
        margin: 0;
      }
      dt {
        color: var(--p-muted);
      }
      dd {
        margin: 0;
        font-weight: 600;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.35rem;
      }
      li {
        display: flex;
        gap: 0.5rem;
        align-items: flex-start;
      }
      li parley-card-art {
        --parley-art-size: 1.6rem;
        color: var(--p-accent);
      }
      li a {
        color: var(--p-fg);
        font-weight: 650;
      }
      .close {
        align-self: flex-end;
      }
    `,
  ];

  /** The card shown. */
  @property({ attribute: false }) face: CardFace | null = null;

  @query('dialog') private dialog!: HTMLDialogElement | null;

  private returnTo: HTMLElement | null = null;

  /** True while the dialog is open. */
  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  /**
   * Opens the dialog on `face`; focus returns to `returnTo` (by default the element focused now,
   * through shadow roots) when it closes.
   */
  async show(face: CardFace, returnTo: HTMLElement | null = deepActiveElement()): Promise<void> {
    if (!this.open) this.returnTo = returnTo;
    this.face = face;
    await this.updateComplete;
    const d = this.dialog;
    if (d && !d.open) d.showModal();
    this.renderRoot.querySelector<HTMLElement>('.close')?.focus();
  }

  /** Closes the dialog (focus goes back where it was). */
  close(): void {
    if (this.dialog?.open) this.dialog.close();
  }

  private onClosed(): void {
    const to = this.returnTo;
    this.returnTo = null;
    this.emit('card-detail-close', {});
    if (to?.isConnected) to.focus({ preventScroll: true });
  }

  private onDialogClick(e: MouseEvent): void {
    // A click on the dialog itself, not on its panel, is a click on the backdrop.
    if (e.target === this.dialog) this.close();
  }

  private term(e: Event, game: string, term: string): void {
    e.preventDefault();
    emitShowTerm(e.currentTarget as HTMLElement, { game, term });
  }

  protected override render() {
    const face = this.face;
    return html`<dialog
      aria-label=${face ? `${face.name}: card detail` : 'Card detail'}
      data-testid="card-detail"
      @close=${this.onClosed}
      @click=${this.onDialogClick}
    >
      ${face ? this.renderFace(face) : nothing}
    </dialog>`;
  }

  private renderFace(face: CardFace) {
    const ref = face.reference ?? null;
    return html`<div class="panel">
      ${cardFrame(face, { role: 'group', links: true, testid: 'detail-card' })}
      ${
        face.stats.length > 0
          ? html`<dl data-testid="detail-stats">
              ${face.stats.map(
                (s) =>
                  html`<dt>${s.words}</dt>
                    <dd>${s.value}${s.note ?? ''}</dd>`,
              )}
            </dl>`
          : nothing
      }
      ${
        face.keywords.length > 0
          ? html`<ul data-testid="detail-keywords" aria-label="Keywords">
              ${face.keywords.map((k) => {
                const entry = ref && k.term ? entryOf(ref, k.term) : undefined;
                const words =
                  entry && k.term
                    ? html`<a
                        href="#term-${k.term}"
                        data-term=${k.term}
                        @click=${(e: Event) => this.term(e, face.game, k.term!)}
                        >${k.label}</a
                      >`
                    : html`<strong>${k.label}</strong>`;
                return html`<li>
                  ${k.icon ? html`<parley-card-art pack=${face.game} icon=${k.icon}></parley-card-art>` : nothing}
                  <span
                    >${words}${entry ? html`: ${firstSentence(entry.definition)}` : nothing}</span
                  >
                </li>`;
              })}
            </ul>`
          : nothing
      }
      <button
        type="button"
        class="close"
        data-testid="card-detail-close"
        @click=${() => this.close()}
      >
        Close
      </button>
    </div>`;
  }
}

/** The focused element, through open shadow roots (null when nothing is focused). */
export function deepActiveElement(): HTMLElement | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

/** How long a touch stays down, without moving, to open the detail view (a long press). */
export const LONG_PRESS_MS = 450;
/** How far (CSS px) a touch may move and still be a long press. */
export const LONG_PRESS_SLOP = 10;

const INTERACTIVE = 'button, a, input, select, textarea, summary';

/**
 * The gestures that open a card's detail view, on every card an element draws (docs/ui.md,
 * "Shared elements"): a card is any element of the host's shadow root with `data-inspect` (its
 * value is a key the host understands, usually the card id). On it:
 *
 * - the `i` key (from the card or anything inside it),
 * - right-click (the context menu),
 * - a long press: a touch or pen held {@link LONG_PRESS_MS} without moving more than
 *   {@link LONG_PRESS_SLOP}; the click that ends it does nothing else,
 * - a tap or click on a card marked `data-inspect-tap` (a card with no action now), unless it
 *   lands on a control inside the card,
 *
 * call `inspect(key, card)`. A focusable card is focused first, so the detail view gives focus
 * back to it. Listeners sit on the host; nothing is needed on each card but the attribute.
 */
export class CardInspector implements ReactiveController {
  private press: {
    readonly id: number;
    readonly x: number;
    readonly y: number;
    timer: ReturnType<typeof setTimeout> | null;
  } | null = null;
  private fired = false;
  private swallowClick = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly inspect: (key: string, card: HTMLElement) => void,
  ) {
    host.addController(this);
  }

  /** Listeners sit on the shadow root: events that do not cross it (a script's) reach it too. */
  private get root(): EventTarget {
    return (this.host as unknown as { renderRoot?: EventTarget }).renderRoot ?? this.host;
  }

  private readonly listeners: readonly (readonly [string, EventListener, boolean])[] = [
    ['keydown', (e) => this.onKey(e as KeyboardEvent), false],
    ['contextmenu', (e) => this.onContextMenu(e), false],
    ['pointerdown', (e) => this.onDown(e as PointerEvent), false],
    ['pointermove', (e) => this.onMove(e as PointerEvent), false],
    ['pointerup', (e) => this.onUp(e as PointerEvent), false],
    ['pointercancel', () => this.onCancel(), false],
    ['click', (e) => this.onClick(e as MouseEvent), true],
  ];

  hostConnected(): void {
    const root = this.root;
    for (const [type, fn, capture] of this.listeners) root.addEventListener(type, fn, capture);
  }

  hostDisconnected(): void {
    this.cancel();
    const root = this.root;
    for (const [type, fn, capture] of this.listeners) root.removeEventListener(type, fn, capture);
  }

  /** The card an event is on, and whether a control inside the card lies between. */
  private cardOf(e: Event): { card: HTMLElement; viaControl: boolean } | null {
    let viaControl = false;
    for (const n of e.composedPath()) {
      if (n === this.host || n === this.root) return null;
      if (!(n instanceof HTMLElement)) continue;
      if (n.dataset['inspect'] !== undefined) return { card: n, viaControl };
      if (n.matches(INTERACTIVE)) viaControl = true;
    }
    return null;
  }

  private fire(card: HTMLElement): void {
    const key = card.dataset['inspect'];
    if (key === undefined || key === '') return;
    if (card.matches(INTERACTIVE) || card.tabIndex >= 0) card.focus({ preventScroll: true });
    this.inspect(key, card);
  }

  private cancel(): void {
    if (this.press?.timer) clearTimeout(this.press.timer);
    this.press = null;
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'i' && e.key !== 'I') return;
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const hit = this.cardOf(e);
    if (!hit) return;
    const target = e.composedPath()[0];
    if (target instanceof HTMLElement && target.matches('input, textarea, select')) return;
    e.preventDefault();
    this.fire(hit.card);
  };

  private readonly onContextMenu = (e: Event): void => {
    const hit = this.cardOf(e);
    if (!hit) return;
    e.preventDefault();
    // A long press on a phone also opens the context menu: the press has opened the view already.
    if (this.fired) return;
    this.fire(hit.card);
  };

  private readonly onDown = (e: PointerEvent): void => {
    this.cancel();
    // A long press need not end in a click (a phone may send none): forget it at the next press.
    this.fired = false;
    this.swallowClick = false;
    if (e.pointerType === 'mouse' || !e.isPrimary) return;
    const hit = this.cardOf(e);
    if (!hit) return;
    const card = hit.card;
    this.press = {
      id: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      timer: setTimeout(() => {
        this.press = null;
        this.fired = true;
        this.swallowClick = true;
        this.fire(card);
      }, LONG_PRESS_MS),
    };
  };

  private readonly onMove = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || p.id !== e.pointerId) return;
    if (Math.hypot(e.clientX - p.x, e.clientY - p.y) > LONG_PRESS_SLOP) this.cancel();
  };

  private readonly onUp = (e: PointerEvent): void => {
    if (this.press?.id === e.pointerId) this.cancel();
  };

  private readonly onCancel = (): void => {
    this.cancel();
    this.swallowClick = false;
  };

  private readonly onClick = (e: MouseEvent): void => {
    if (this.swallowClick) {
      this.swallowClick = false;
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    const hit = this.cardOf(e);
    if (!hit || hit.viaControl || hit.card.dataset['inspectTap'] === undefined) return;
    this.fire(hit.card);
  };
}

/**
 * Hosts a {@link ParleyCardDetail} for an element (a game's table, a row): listens for
 * `card-inspect` {cardId} on the host and, unless an element nearer the card already showed it
 * (the event's default prevented), shows the face `faceOf(cardId)` and prevents the default.
 * The host renders the dialog with `${detailHost.render()}`.
 */
export class CardDetailHost implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly faceOf: (cardId: string) => CardFace | null,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('card-inspect', this.onInspect);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('card-inspect', this.onInspect);
  }

  /** The dialog element, once rendered. */
  get dialog(): ParleyCardDetail | null {
    return this.host.shadowRoot?.querySelector('parley-card-detail') ?? null;
  }

  private readonly onInspect = (e: CustomEvent<{ cardId: string }>): void => {
    if (e.defaultPrevented) return;
    const face = this.faceOf(e.detail.cardId);
    const dialog = this.dialog;
    if (!face || !dialog) return;
    e.preventDefault();
    void dialog.show(face);
  };

  /** The dialog, to place in the host's template. */
  render() {
    return html`<parley-card-detail></parley-card-detail>`;
  }
}

declare module './events.ts' {
  interface ParleyEventDetails {
    /** Show the full card: tap, long press, right-click or the `i` key on a card (CardInspector). */
    'card-inspect': { readonly cardId: string };
    /** The card detail view closed (parley-card-detail). */
    'card-detail-close': Record<string, never>;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-card-detail': ParleyCardDetail;
  }
}
