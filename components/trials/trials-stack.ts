import { css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { CardDef } from '../../src/games/trials/cards/schema.ts';
import { ParleyElement } from '../base.ts';
import { capitalize, seatPossessive, seatWord, type SeatNames } from '../display.ts';
import { CardDetailHost, CardInspector } from '../parley-card-detail.ts';
import { theme } from '../theme.ts';
import { trialsFace } from './card-face.ts';
import { DEFAULT_CARDS, cardIndex } from './display.ts';
import type { StackItemView, StackTargetView } from './view.ts';

/** The verb of each kind of stack item, in the "you" form. */
const VERBS: Readonly<Record<StackItemView['kind'], string>> = {
  card: 'play',
  activated: 'activate',
  triggered: 'trigger',
  attack: 'attack with',
  channel: 'channel energy with',
  ignite: 'ignite with',
};

/** The "you" form and the third-person form of a verb phrase ("attack with" → "attacks with"). */
function conjugate(verb: string, you: boolean): string {
  if (you) return verb;
  const [head, ...rest] = verb.split(' ');
  return [`${head}s`, ...rest].join(' ');
}

/**
 * The stack of Trials of the Chosen (rulebook: "Responding", "The Stack": "first in, last out";
 * "Priority"): the items top first (the top resolves first), each naming its source card, its
 * controller and its targets in words, and who holds priority now. Both are live regions, so a new
 * response and a change of priority are announced. The source card's name is a button that opens
 * the card's detail view.
 *
 * Properties: `items` ({@link StackItemView}[], bottom first, as the engine keeps them),
 * `priority` (the seat that holds priority, or null), `viewer` (for "you"), `names`, `cards`
 * (CardDef[]; the card set by default), `reducedMotion`.
 * Events: `card-inspect` {cardId} (a click on a source card's name, long press, right-click, `i`).
 */
@customElement('trials-stack')
export class TrialsStack extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        min-width: 0;
      }
      h3 {
        margin-bottom: 0.3rem;
      }
      .priority {
        margin: 0 0 0.4rem;
        font-weight: 650;
      }
      .priority.mine {
        color: var(--p-good);
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
      }
      li {
        display: flex;
        gap: 0.5rem;
        align-items: baseline;
        padding: 0.4rem 0.6rem;
        border-radius: var(--p-radius);
        background: var(--p-surface-2);
        border-left: 4px solid var(--p-muted);
        animation: p-pop var(--p-dur) ease-out;
      }
      li.mine {
        border-left-color: var(--p-good);
      }
      li.theirs {
        border-left-color: var(--p-bad);
      }
      li.resolving {
        outline: 2px solid var(--p-accent);
      }
      li:first-child {
        box-shadow: 0 3px 10px rgb(0 0 0 / 35%);
      }
      .pos {
        flex: none;
        min-width: 2rem;
        font-size: 0.75rem;
        color: var(--p-muted);
      }
      button.source {
        min-height: 0;
        padding: 0 0.3rem;
        font-weight: 700;
        background: none;
        border-color: var(--p-control-line);
        text-decoration: underline;
      }
      .empty {
        color: var(--p-muted);
        margin: 0;
      }
    `,
  ];

  /** The stack, bottom first. */
  @property({ attribute: false }) items: readonly StackItemView[] = [];
  /** The seat that holds priority now (null when no one does). */
  @property() priority: string | null = null;
  /** The viewer's seat (null for a spectator). */
  @property() viewer: string | null = null;
  /** Seat names. */
  @property({ attribute: false }) names: SeatNames = {};
  /** The cards to name ids with. */
  @property({ attribute: false }) cards: readonly CardDef[] = DEFAULT_CARDS;

  protected readonly inspector = new CardInspector(this, (cardId) =>
    this.emit('card-inspect', { cardId }),
  );
  private readonly details = new CardDetailHost(this, (id) => {
    const def = cardIndex(this.cards).get(id);
    return def ? trialsFace(def) : null;
  });

  override render() {
    const items = [...this.items].reverse();
    const mine = this.priority !== null && this.priority === this.viewer;
    return html`<section aria-labelledby="stack-h">
        <h3 id="stack-h">The stack</h3>
        <p class="priority ${mine ? 'mine' : ''}" role="status" data-testid="priority">
          ${this.priorityWords()}
        </p>
        ${
          items.length === 0
            ? html`<p class="empty">The stack is empty.</p>`
            : html`<ol
                aria-live="polite"
                aria-label="The stack, ${items.length} ${items.length === 1 ? 'item' : 'items'}, the top resolves first"
              >
                ${items.map((item, i) => this.renderItem(item, i, items.length))}
              </ol>`
        }
      </section>
      ${this.details.render()}`;
  }

  private renderItem(item: StackItemView, i: number, n: number) {
    const you = this.viewer !== null && item.controller === this.viewer;
    const side = this.viewer === null ? '' : you ? 'mine' : 'theirs';
    const who = capitalize(seatWord(item.controller, this.viewer, this.names));
    const source = this.nameOf(item.sourceCardId);
    const onto = item.ontoCardId ? ` onto ${this.nameOf(item.ontoCardId)}` : '';
    const aims = item.targets.map((t) => this.targetWords(t));
    const to = aims.length > 0 ? ` → ${aims.join(', ')}` : '';
    const verb = conjugate(VERBS[item.kind], you);
    return html`<li
      class="${side} ${item.resolving ? 'resolving' : ''}"
      data-item=${item.id}
      data-controller=${item.controller}
    >
      <span class="pos">${i === 0 ? 'Top' : `#${n - i}`}</span>
      <span class="what" data-testid="stack-words"
        >${
          item.kind !== 'triggered'
            ? html`${who} ${verb} ${this.sourceButton(item.sourceCardId, source)}${onto}${to}`
            : html`${this.sourceButton(item.sourceCardId, source)} triggers (${who})${to}`
        }${item.resolving ? ' (resolving)' : nothing}</span
      >
    </li>`;
  }

  private sourceButton(cardId: string, name: string) {
    return html`<button
      type="button"
      class="source"
      data-inspect=${cardId}
      data-inspect-tap
      aria-label="${name}: show the card"
    >
      ${name}
    </button>`;
  }

  /** "You hold priority", "Bea holds priority", or no one. */
  priorityWords(): string {
    if (this.priority === null) return 'No one holds priority.';
    const you = this.priority === this.viewer;
    return `${capitalize(seatWord(this.priority, this.viewer, this.names))} ${you ? 'hold' : 'holds'} priority.`;
  }

  private targetWords(t: StackTargetView): string {
    if (t.cardId === undefined) return seatWord(t.seat, this.viewer, this.names);
    return `${seatPossessive(t.seat, this.viewer, this.names)} ${this.nameOf(t.cardId)}`;
  }

  private nameOf(id: string): string {
    return cardIndex(this.cards).get(id)?.name ?? id;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'trials-stack': TrialsStack;
  }
}
