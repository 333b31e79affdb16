/**
 * `parley-first-visit`: the panel the shell shows on a first visit (no name stored, no match ever
 * played; src/app/settings.ts `isFirstVisit`): it asks the player's name (the same `Settings.name`
 * everything reads; {@link checkName}) and offers each game's tutorial ("Learn Paragons", "Learn
 * Authority") or "Skip". The shell stores the answer and never shows it again.
 *
 * Properties: `games` ({id, title}[]), `name` (the starting value). Event: `first-visit-done`
 * {name: string | null (null: none given), learn: game id | null}. A learn button needs a valid
 * name or an empty field (an invalid one is explained, and nothing is emitted); "Skip" keeps a
 * valid name typed and drops an invalid one.
 */
import { css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ParleyElement } from './base.ts';
import { theme } from './theme.ts';
import { checkName, NAME_MAX } from './player-name.ts';

/** The shared name rule (./player-name.ts), as this panel's tests and callers know it. */
export { checkName, NAME_MAX };

declare module './events.ts' {
  interface ParleyEventDetails {
    /** The first-visit panel was answered or skipped (parley-first-visit). */
    'first-visit-done': { readonly name: string | null; readonly learn: string | null };
  }
}

/** A game the panel offers a tutorial for. */
export interface FirstVisitGame {
  readonly id: string;
  readonly title: string;
}

/** See the module comment. */
@customElement('parley-first-visit')
export class ParleyFirstVisit extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      section {
        max-width: 34rem;
        margin: 0 auto;
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
      }
      h2 {
        margin: 0;
      }
      p {
        margin: 0;
        color: var(--p-muted);
      }
      label {
        font-weight: 600;
      }
      input {
        width: 100%;
        box-sizing: border-box;
      }
      .error {
        color: var(--p-bad);
        font-weight: 600;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
      }
    `,
  ];

  @property({ attribute: false }) games: readonly FirstVisitGame[] = [];
  @property() name = '';
  @state() private draft: string | null = null;
  @state() private error: string | null = null;

  private finish(learn: string | null, skip = false): void {
    const r = checkName(this.draft ?? this.name);
    if (skip) {
      this.emit('first-visit-done', { name: 'name' in r ? r.name : null, learn: null });
      return;
    }
    if ('error' in r) {
      this.error = r.error;
      this.renderRoot.querySelector('input')?.focus();
      return;
    }
    this.emit('first-visit-done', { name: r.name, learn });
  }

  override render() {
    const value = this.draft ?? this.name;
    return html`<section class="panel" aria-labelledby="fv-h" data-testid="first-visit">
      <h2 id="fv-h">Welcome to Parley</h2>
      <p>Card games you play with friends, browser to browser. First, what should we call you?</p>
      <label for="fv-name">Your name</label>
      <input
        id="fv-name"
        data-testid="first-visit-name"
        autocomplete="nickname"
        maxlength=${NAME_MAX * 2}
        .value=${value}
        aria-invalid=${this.error ? 'true' : 'false'}
        aria-describedby=${this.error ? 'fv-error' : nothing}
        @input=${(e: Event) => {
          this.draft = (e.target as HTMLInputElement).value;
          this.error = null;
        }}
        @keydown=${(e: KeyboardEvent) => {
          if (e.key === 'Enter') this.finish(this.games[0]?.id ?? null);
        }}
      />
      ${
        this.error
          ? html`<span id="fv-error" class="error" role="alert" data-testid="first-visit-error"
              >${this.error}</span
            >`
          : nothing
      }
      <p>New here? A short guided match teaches you a game, one step at a time.</p>
      <div class="actions">
        ${this.games.map(
          (g, i) =>
            html`<button
              type="button"
              class=${i === 0 ? 'primary' : ''}
              data-testid="first-visit-learn"
              data-game=${g.id}
              @click=${() => this.finish(g.id)}
            >
              Learn ${g.title}
            </button>`,
        )}
        <button
          type="button"
          data-testid="first-visit-skip"
          @click=${() => this.finish(null, true)}
        >
          Skip
        </button>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-first-visit': ParleyFirstVisit;
  }
}
