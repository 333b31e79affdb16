import { css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ParleyElement } from './base.ts';
import { theme } from './theme.ts';
import './parley-term-text.ts';
import type { GameReference } from '../src/engine/reference.ts';

/** One choice of a prompt. */
export interface PromptOption {
  readonly id: string;
  readonly label: string;
  /** A second line, e.g. the defender's stats. */
  readonly detail?: string;
  readonly disabled?: boolean;
}

/** What the prompt asks for (changes the heading and colour). */
export type PromptKind = 'defend' | 'react' | 'retarget' | 'mulligan' | 'choose';

const HEADINGS: Readonly<Record<PromptKind, string>> = {
  defend: 'Defend?',
  react: 'React?',
  retarget: 'Choose a new target',
  mulligan: 'Mulligan?',
  choose: 'Choose',
};

/**
 * A prompt for defending, reacting, retargeting or a mulligan: a message, one button per option, a
 * pass button and a countdown driven by `deadline`.
 *
 * Properties: `kind` ({@link PromptKind}), `heading` (overrides the kind's heading), `message`,
 * `options` ({@link PromptOption}[]), `passLabel`, `canPass`, `deadline` (epoch ms; null for no
 * countdown), `reference` (the game's rules reference: the message's glossary terms become links
 * through parley-term-text, which send `show-term` {game, term}), `reducedMotion`.
 * Events: `option-select` {id}; `pass` {} (the pass button or Escape); `show-term` (a term in the
 * message). Focusing the element focuses its first enabled button (not a term link of the
 * message); Tab moves through the message's term links and the buttons.
 */
@customElement('parley-prompt')
export class ParleyPrompt extends ParleyElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...ParleyElement.shadowRootOptions,
    delegatesFocus: true,
  };

  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .prompt {
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
        padding: calc(var(--p-gap) * 1.5);
        border-radius: var(--p-radius);
        background: var(--p-surface);
        border: 2px solid var(--p-accent);
        box-shadow: 0 6px 24px rgb(0 0 0 / 45%);
        animation: p-pop var(--p-dur) ease-out;
      }
      .prompt.defend {
        border-color: var(--p-bad);
      }
      .top {
        display: flex;
        justify-content: space-between;
        align-items: baseline;
        gap: var(--p-gap);
      }
      h2 {
        margin: 0;
      }
      .timer {
        font-variant-numeric: tabular-nums;
        font-weight: 700;
      }
      .timer.low {
        color: var(--p-bad);
      }
      .bar {
        height: 4px;
        border-radius: 2px;
        background: var(--p-surface-2);
        overflow: hidden;
      }
      .bar span {
        display: block;
        height: 100%;
        background: var(--p-accent);
        transition: width 250ms linear;
      }
      :host([reduced-motion]) .bar span {
        transition: none;
      }
      .options {
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
        /* Many options (a reaction with every target) scroll inside the prompt, so the prompt with
           its heading and countdown fits the screen (docs/ui.md, "Prompts"). */
        max-height: min(40vh, 22rem);
        overflow-y: auto;
      }
      .options button {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        flex: 1 1 9rem;
      }
      .options small {
        color: var(--p-muted);
      }
      p {
        margin: 0;
      }
    `,
  ];

  /** What the prompt asks for. */
  @property() kind: PromptKind = 'react';
  /** Heading; empty for the kind's default. */
  @property() heading = '';
  /** The question in words. */
  @property() message = '';
  /** The choices. */
  @property({ attribute: false }) options: readonly PromptOption[] = [];
  /** Text of the pass button. */
  @property({ attribute: 'pass-label' }) passLabel = 'Pass';
  /** Whether passing is allowed. */
  @property({ type: Boolean, attribute: 'can-pass' }) canPass = true;
  /** When the prompt times out (epoch ms), or null. */
  @property({ type: Number }) deadline: number | null = null;
  /** The game's rules reference; its glossary terms in the message become links. */
  @property({ attribute: false }) reference: GameReference | null = null;

  /** Focuses the first enabled button (the choices come before the message's term links). */
  override focus(options?: FocusOptions): void {
    const first = this.renderRoot.querySelector<HTMLButtonElement>('button:not([disabled])');
    if (first) first.focus(options);
    else super.focus(options);
  }

  @state() private now = Date.now();
  private start = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKey);
    this.syncTimer();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKey);
    this.stopTimer();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('deadline')) {
      this.now = Date.now();
      this.start = this.now;
      this.syncTimer();
    }
  }

  /** Whole seconds left, or null without a deadline. */
  get secondsLeft(): number | null {
    if (this.deadline === null) return null;
    return Math.max(0, Math.ceil((this.deadline - this.now) / 1000));
  }

  override render() {
    const left = this.secondsLeft;
    const total = this.deadline === null ? 0 : Math.max(1, this.deadline - this.start);
    const fraction =
      this.deadline === null ? 0 : Math.max(0, Math.min(1, (this.deadline - this.now) / total));
    const heading = this.heading || HEADINGS[this.kind];
    return html`<div
      class="prompt ${this.kind}"
      role="group"
      aria-labelledby="h"
      aria-describedby="m"
    >
      <div class="top">
        <h2 id="h">${heading}</h2>
        ${
          left === null
            ? nothing
            : html`<span
                class="timer ${left <= 5 ? 'low' : ''}"
                role="timer"
                aria-label="${left} seconds left"
                >${left}s</span
              >`
        }
      </div>
      ${
        left === null
          ? nothing
          : html`<div class="bar" aria-hidden="true">
              <span style="width: ${fraction * 100}%"></span>
            </div>`
      }
      <p id="m">
        ${
          this.reference
            ? html`<parley-term-text
                .text=${this.message}
                .reference=${this.reference}
              ></parley-term-text>`
            : this.message
        }
      </p>
      <div class="options">
        ${this.options.map(
          (o) =>
            html`<button
              type="button"
              class="option"
              data-id=${o.id}
              data-testid="prompt-option"
              ?disabled=${o.disabled ?? false}
              @click=${() => this.emit('option-select', { id: o.id })}
            >
              <span>${o.label}</span>${o.detail ? html`<small>${o.detail}</small>` : nothing}
            </button>`,
        )}
        ${
          this.canPass
            ? html`<button type="button" class="pass" data-testid="prompt-pass" @click=${this.pass}>
                ${this.passLabel}
              </button>`
            : nothing
        }
      </div>
    </div>`;
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape' && this.canPass) {
      e.preventDefault();
      this.pass();
    }
  };

  private readonly pass = (): void => {
    this.emit('pass', {});
  };

  private syncTimer(): void {
    if (this.deadline === null || !this.isConnected) {
      this.stopTimer();
      return;
    }
    if (this.timer === undefined) {
      this.timer = setInterval(() => {
        this.now = Date.now();
        if (this.deadline === null || this.now >= this.deadline) this.stopTimer();
      }, 250);
    }
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-prompt': ParleyPrompt;
  }
}
