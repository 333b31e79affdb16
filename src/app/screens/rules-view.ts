/**
 * A game's rules reference as the app shows it (docs/app.md, "Rules reference"): the route
 * `#/rules/<game>[/<term>]` (`parley-rules-screen`) and the match screen's rules dialog
 * (`parley-rules-dialog`, a side panel over the match that leaves the match as it is). Both load
 * the reference through the UI registry (src/app/games.ts `reference()`), so a rules page never
 * loads a game's engine or cards, and open it at a glossary term when one is named: a link, or a
 * `show-term` event from a card, a prompt or the log (components/terms.ts).
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { theme } from '../../../components/theme.ts';
import '../../../components/parley-rules-reference.ts';
import type { ParleyRulesReference } from '../../../components/parley-rules-reference.ts';
import { entryOf } from '../../../components/terms.ts';
import type { GameReference } from '../../engine/reference.ts';
import { gameEntry, unknownGameWords } from '../games.ts';

/** Loads the reference of `game`; rejects in words for a game this build does not know. */
async function loadReference(game: string): Promise<GameReference> {
  const e = gameEntry(game);
  if (!e) throw new Error(`There is no rules reference for an ${unknownGameWords(game)}.`);
  return e.reference();
}

/** Shows `term` in `el` (opening and scrolling to it), also when it is the term shown last. */
async function showIn(el: ParleyRulesReference | null, term: string | null): Promise<void> {
  if (!el || !term) return;
  await el.updateComplete;
  await el.showTerm(term);
}

/** `#/rules/<game>[/<term>]`: the whole reference of a game, opened at `term`. */
@customElement('parley-rules-screen')
export class ParleyRulesScreen extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      parley-rules-reference {
        margin: 0 auto;
      }
    `,
  ];

  @property() game = '';
  @property() term: string | null = null;
  @state() private reference: GameReference | null = null;
  @state() private problem = '';
  @query('parley-rules-reference') private view!: ParleyRulesReference | null;

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('game')) {
      const game = this.game;
      this.reference = null;
      loadReference(game).then(
        (r) => {
          if (this.game === game) this.reference = r;
        },
        (e: unknown) => (this.problem = e instanceof Error ? e.message : String(e)),
      );
    }
  }

  protected override updated(changed: PropertyValues): void {
    if ((changed.has('term') || changed.has('reference')) && this.reference) {
      void showIn(this.view, this.term && entryOf(this.reference, this.term) ? this.term : null);
    }
  }

  override render(): TemplateResult {
    if (this.problem) return html`<p role="alert">${this.problem}</p>`;
    const ref = this.reference;
    if (!ref) return html`<p role="status">Loading the rules…</p>`;
    const unknown = this.term !== null && !entryOf(ref, this.term);
    return html`${
        unknown
          ? html`<p role="status" data-testid="rules-unknown-term">
              The rules of ${ref.title} have no term “${this.term}”: here is the whole reference.
            </p>`
          : nothing
      } <parley-rules-reference data-testid="rules" .reference=${ref}></parley-rules-reference>`;
  }
}

/**
 * The match's rules panel: a modal `<dialog>` at the side of the screen over the match, which
 * stays as it is underneath (nothing is sent, nothing is navigated). Escape or Close closes it and
 * focus returns to where it was. Properties: `game`, `term` (the entry to open), `open`.
 * Events: `rules-close` {} once it closed.
 */
@customElement('parley-rules-dialog')
export class ParleyRulesDialog extends LitElement {
  static override styles = [
    theme,
    css`
      dialog {
        margin: 0 0 0 auto;
        height: 100dvh;
        max-height: 100dvh;
        width: min(46rem, 100vw);
        max-width: 100vw;
        padding: 0;
        border: 0;
        border-left: 1px solid var(--p-line);
        background: var(--p-bg);
        color: var(--p-fg);
      }
      dialog::backdrop {
        background: rgb(0 0 0 / 45%);
      }
      .bar {
        position: sticky;
        top: 0;
        z-index: 1;
        display: flex;
        justify-content: flex-end;
        padding: var(--p-gap);
        background: var(--p-bg);
        border-bottom: 1px solid var(--p-line);
      }
    `,
  ];

  @property() game = '';
  @property() term: string | null = null;
  @property({ type: Boolean }) open = false;
  @state() private reference: GameReference | null = null;
  @state() private problem = '';
  @query('dialog') private dialog!: HTMLDialogElement | null;
  @query('parley-rules-reference') private view!: ParleyRulesReference | null;

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('game') && this.game) {
      const game = this.game;
      loadReference(game).then(
        (r) => {
          if (this.game === game) this.reference = r;
        },
        (e: unknown) => (this.problem = e instanceof Error ? e.message : String(e)),
      );
    }
  }

  protected override updated(changed: PropertyValues): void {
    const d = this.dialog;
    if (d && this.open && !d.open) d.showModal();
    if (d && !this.open && d.open) d.close();
    if (this.open && (changed.has('term') || changed.has('open') || changed.has('reference'))) {
      void showIn(this.view, this.term);
    }
  }

  /** Shows `term` again (the same term asked for twice scrolls back to it). */
  async reveal(term: string): Promise<void> {
    this.term = term;
    await this.updateComplete;
    await showIn(this.view, term);
  }

  private onClose(): void {
    this.open = false;
    this.dispatchEvent(new CustomEvent('rules-close', { bubbles: true, composed: true }));
  }

  override render(): TemplateResult {
    const ref = this.reference;
    return html`<dialog
      aria-label=${ref ? `${ref.title}: rules` : 'Rules'}
      data-testid="rules-dialog"
      @close=${this.onClose}
    >
      <div class="bar">
        <button type="button" data-testid="rules-close" @click=${() => this.dialog?.close()}>
          Close the rules
        </button>
      </div>
      ${
        this.problem
          ? html`<p role="alert">${this.problem}</p>`
          : ref
            ? html`<parley-rules-reference
                data-testid="rules"
                .reference=${ref}
              ></parley-rules-reference>`
            : html`<p role="status">Loading the rules…</p>`
      }
    </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-rules-screen': ParleyRulesScreen;
    'parley-rules-dialog': ParleyRulesDialog;
  }
}
