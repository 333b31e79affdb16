import { css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { displayText } from '../protocol/display-text.ts';
import type { Verdict } from '../protocol/verify.ts';
import { ParleyElement } from './base.ts';
import { verdictTitle, verdictWords, type SeatNames } from './display.ts';
import { theme } from './theme.ts';

/**
 * The verify page: drop or pick a match file (the element reads it and emits its bytes, undecoded:
 * the reader decides whether they are UTF-8, docs/match-file.md, "Reading a file"), the verdict in
 * plain words, and a step-by-step replay slider. Put the replayed board in the default slot. Every
 * text that may come from a file (the file's name, the verdict's words, the step label) is shown
 * through `displayText` (protocol/display-text.ts): no control or bidi character is shown raw.
 *
 * Properties: `fileName`, `busy` (verifying), `verdict` (protocol Verdict | null), `names`,
 * `steps` (number of messages replayed; 0 hides the slider), `step` (the slider's position,
 * 0…steps: 0 is the start, `k` the state after message `k − 1`; shown with the match file's own
 * message numbers, from 0, as the verdict quotes them: docs/app.md, "Message numbers"),
 * `stepLabel` (the current step in words), `reducedMotion`.
 * Events: `file-load` {name, bytes} after a drop or a pick; `file-refused` {name, reason} instead,
 * unread, for a file over {@link MAX_FILE_BYTES}; `step-change` {step} from the slider,
 * the previous/next buttons or the arrow keys on the slider.
 */
/**
 * The largest file the page reads: protocol/session's `MAX_MATCH_FILE_BYTES` (32 MiB; a best of 3
 * is about 2 MB). Anything larger is refused before it is read, so a hostile file cannot hang the tab.
 */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

/**
 * The replay slider's position in words, numbering messages as the match file does (from 0, the
 * numbers the verdict's words use): "The start", "Message 4 of 0–19".
 */
export function positionWords(step: number, steps: number): string {
  if (step <= 0) return 'The start';
  return `Message ${step - 1} of 0–${steps - 1}`;
}

@customElement('parley-verify-page')
export class ParleyVerifyPage extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .drop {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: var(--p-gap);
        padding: calc(var(--p-gap) * 3);
        border: 2px dashed var(--p-line);
        border-radius: var(--p-radius);
        text-align: center;
        transition: background var(--p-dur);
      }
      .drop.over {
        background: color-mix(in srgb, var(--p-bg) 60%, var(--p-target));
        border-color: var(--p-target);
      }
      .verdict {
        margin-top: calc(var(--p-gap) * 2);
        padding: 0.8rem 1rem;
        border-radius: var(--p-radius);
        border: 2px solid var(--p-bad);
      }
      .verdict.fair {
        border-color: var(--p-good);
      }
      .verdict strong {
        display: block;
        font-size: 1.2rem;
      }
      .replay {
        margin-top: calc(var(--p-gap) * 2);
      }
      .slider {
        display: flex;
        align-items: center;
        gap: var(--p-gap);
      }
      .slider input {
        flex: 1;
        accent-color: var(--p-accent);
        min-height: 2.5rem;
      }
      .label {
        min-height: 1.3em;
      }
    `,
  ];

  @property({ attribute: 'file-name' }) fileName = '';
  @property({ type: Boolean, reflect: true }) busy = false;
  @property({ attribute: false }) verdict: Verdict | null = null;
  @property({ attribute: false }) names: SeatNames = {};
  @property({ type: Number }) steps = 0;
  @property({ type: Number }) step = 0;
  @property({ attribute: 'step-label' }) stepLabel = '';

  @state() private over = false;

  override render() {
    return html`<h2>Verify a match</h2>
      <div
        class="drop ${this.over ? 'over' : ''}"
        @dragover=${this.onDragOver}
        @dragleave=${() => (this.over = false)}
        @drop=${this.onDrop}
      >
        <p>Drop a match file here, or</p>
        <button type="button" class="primary pick" @click=${this.openPicker}>Choose a file</button>
        <input
          class="sr-only"
          type="file"
          accept=".json,.parley,application/json,text/plain"
          aria-label="Match file"
          tabindex="-1"
          @change=${this.onPick}
        />
        ${this.fileName ? html`<p class="muted file">${displayText(this.fileName)}</p>` : nothing}
      </div>
      ${this.busy ? html`<p role="status" aria-live="polite">Verifying…</p>` : nothing}
      ${
        this.verdict
          ? html`<div class="verdict ${this.verdict.verdict}" role="status" aria-live="polite">
              <strong>${verdictTitle(this.verdict)}</strong>
              <span class="words">${verdictWords(this.verdict, this.names)}</span>
            </div>`
          : nothing
      }
      ${this.steps > 0 ? this.renderReplay() : nothing}`;
  }

  private renderReplay() {
    const label = displayText(this.stepLabel);
    return html`<section class="replay" aria-label="Replay">
      <div class="slider">
        <button
          type="button"
          class="prev"
          aria-label="Previous step"
          ?disabled=${this.step <= 0}
          @click=${() => this.go(this.step - 1)}
        >
          ◀
        </button>
        <input
          type="range"
          min="0"
          max=${this.steps}
          .value=${String(this.step)}
          aria-label="Replay step"
          aria-valuetext="${positionWords(this.step, this.steps)}${label ? `: ${label}` : ''}"
          @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))}
        />
        <button
          type="button"
          class="next"
          aria-label="Next step"
          ?disabled=${this.step >= this.steps}
          @click=${() => this.go(this.step + 1)}
        >
          ▶
        </button>
      </div>
      <p class="label" aria-live="polite">
        ${positionWords(this.step, this.steps)}${label ? html` · ${label}` : nothing}
      </p>
      <slot></slot>
    </section>`;
  }

  private go(step: number): void {
    const s = Math.max(0, Math.min(this.steps, Math.round(step)));
    if (s === this.step) return;
    this.step = s;
    this.emit('step-change', { step: s });
  }

  private readonly openPicker = (): void => {
    this.renderRoot.querySelector<HTMLInputElement>('input[type="file"]')?.click();
  };

  private readonly onPick = async (e: Event): Promise<void> => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file) await this.load(file);
    input.value = '';
  };

  private readonly onDragOver = (e: DragEvent): void => {
    if (!e.dataTransfer?.types.includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    this.over = true;
  };

  private readonly onDrop = async (e: DragEvent): Promise<void> => {
    this.over = false;
    const file = e.dataTransfer?.files[0];
    if (!file) return;
    e.preventDefault();
    await this.load(file);
  };

  private async load(file: File): Promise<void> {
    if (file.size > MAX_FILE_BYTES) {
      this.fileName = file.name;
      const mb = (file.size / 2 ** 20).toFixed(0);
      const reason = `The file is ${mb} MB; a match file is at most ${MAX_FILE_BYTES / 2 ** 20} MB.`;
      this.emit('file-refused', { name: file.name, reason });
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    this.fileName = file.name;
    this.emit('file-load', { name: file.name, bytes });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-verify-page': ParleyVerifyPage;
  }
}
