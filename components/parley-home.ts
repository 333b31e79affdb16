import { css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ParleyElement, roveFocus } from './base.ts';
import type { HomeTarget, MatchFormat } from './events.ts';
import { theme } from './theme.ts';

/** A bot level the shell offers. */
export interface BotLevel {
  readonly id: string;
  readonly label: string;
}

const DEFAULT_LEVELS: readonly BotLevel[] = [
  { id: 'easy', label: 'Easy' },
  { id: 'normal', label: 'Normal' },
  { id: 'hard', label: 'Hard' },
];

/**
 * The home screen: choose a format (best of 1 / 3, draft / pre-constructed), then play a friend
 * (creates a match and its share link), play the bot (with a level), or pass-and-play on one
 * device; and links to verify a match file, the match history and the settings.
 *
 * Properties: `name` (the player's name for the greeting), `levels` ({@link BotLevel}[]),
 * `level` (selected level id), `bestOf` (1 | 3), `mode` ('draft' | 'preconstructed'),
 * `reducedMotion`.
 * Events: `create-match` {bestOf, mode}; `play-bot` {bestOf, mode, level}; `pass-and-play`
 * {bestOf, mode}; `navigate` {to: 'verify' | 'history' | 'settings'}. Format choices are radio
 * groups (arrow keys select); everything else is a button.
 */
@customElement('parley-home')
export class ParleyHome extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      header {
        text-align: center;
        margin-bottom: calc(var(--p-gap) * 2);
      }
      h1 {
        margin: 0;
        font-size: clamp(1.8rem, 6vw, 2.6rem);
        letter-spacing: 0.02em;
      }
      header p {
        margin: 0.3rem 0 0;
        color: var(--p-muted);
      }
      .format {
        display: flex;
        flex-wrap: wrap;
        gap: calc(var(--p-gap) * 2);
        justify-content: center;
        margin-bottom: calc(var(--p-gap) * 2);
      }
      .seg {
        display: inline-flex;
        border: 1px solid var(--p-line);
        border-radius: var(--p-radius);
        overflow: hidden;
      }
      .seg button {
        border: none;
        border-radius: 0;
      }
      .seg button[aria-checked='true'] {
        background: var(--p-accent);
        color: var(--p-accent-fg);
        font-weight: 650;
      }
      .modes {
        display: grid;
        grid-template-columns: repeat(3, minmax(0, 1fr));
        gap: calc(var(--p-gap) * 1.5);
      }
      .mode {
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
      }
      .mode p {
        margin: 0;
        color: var(--p-muted);
        flex: 1;
      }
      .mode button.primary {
        width: 100%;
      }
      .mode select {
        width: 100%;
      }
      nav {
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
        justify-content: center;
        margin-top: calc(var(--p-gap) * 2);
      }
      .sr-label {
        font-size: 0.85rem;
        color: var(--p-muted);
      }
      @media (max-width: 720px) {
        .modes {
          grid-template-columns: 1fr;
        }
      }
    `,
  ];

  @property() name = '';
  @property({ attribute: false }) levels: readonly BotLevel[] = DEFAULT_LEVELS;
  @property() level = 'normal';
  @property({ type: Number, attribute: 'best-of' }) bestOf: 1 | 3 = 1;
  @property() mode: MatchFormat['mode'] = 'preconstructed';

  private get format(): MatchFormat {
    return { bestOf: this.bestOf, mode: this.mode };
  }

  override render() {
    return html`<header>
        <h1>Parley</h1>
        <p>Paragons: Age of Champions — fair card duels, no server to trust</p>
        ${this.name ? html`<p>Welcome back, ${this.name}.</p>` : ''}
      </header>
      <div class="format">
        ${this.segment(
          'Match length',
          'best-of',
          [
            ['1', 'Best of 1'],
            ['3', 'Best of 3'],
          ],
          String(this.bestOf),
          (v) => (this.bestOf = v === '3' ? 3 : 1),
        )}
        ${this.segment(
          'Decks',
          'deck-mode',
          [
            ['draft', 'Draft'],
            ['preconstructed', 'Pre-constructed'],
          ],
          this.mode,
          (v) => (this.mode = v === 'draft' ? 'draft' : 'preconstructed'),
        )}
      </div>
      <div class="modes">
        <section class="mode panel" aria-labelledby="friend-h">
          <h2 id="friend-h">Play a friend</h2>
          <p>Get a link to send. You play browser to browser; nobody in between can cheat.</p>
          <button
            type="button"
            class="primary friend"
            data-testid="home-play-friend"
            @click=${() => this.emit('create-match', this.format)}
          >
            Create a match
          </button>
        </section>
        <section class="mode panel" aria-labelledby="bot-h">
          <h2 id="bot-h">Play the bot</h2>
          <p>Practice offline, right here.</p>
          <label class="sr-label" for="level">Bot level</label>
          <select
            id="level"
            data-testid="home-bot-level"
            .value=${this.level}
            @change=${(e: Event) => (this.level = (e.target as HTMLSelectElement).value)}
          >
            ${this.levels.map(
              (l) =>
                html`<option value=${l.id} ?selected=${l.id === this.level}>${l.label}</option>`,
            )}
          </select>
          <button
            type="button"
            class="primary bot"
            data-testid="home-play-bot"
            @click=${() => this.emit('play-bot', { ...this.format, level: this.level })}
          >
            Play the bot
          </button>
        </section>
        <section class="mode panel" aria-labelledby="pass-h">
          <h2 id="pass-h">Pass and play</h2>
          <p>Two players, one device: hand it over between turns.</p>
          <button
            type="button"
            class="primary pass"
            data-testid="home-pass-and-play"
            @click=${() => this.emit('pass-and-play', this.format)}
          >
            Start
          </button>
        </section>
      </div>
      <nav aria-label="More">
        ${(
          [
            ['verify', 'Verify a match file'],
            ['history', 'Match history'],
            ['settings', 'Settings'],
          ] as const
        ).map(
          ([to, label]) =>
            html`<button
              type="button"
              class="nav"
              data-to=${to}
              data-testid="home-${to}"
              @click=${() => this.emit('navigate', { to: to as HomeTarget })}
            >
              ${label}
            </button>`,
        )}
      </nav>`;
  }

  private segment(
    label: string,
    id: string,
    options: readonly (readonly [string, string])[],
    value: string,
    set: (v: string) => void,
  ) {
    return html`<div class="seg" role="radiogroup" aria-label=${label} data-group=${id}>
      ${options.map(
        ([v, text]) =>
          html`<button
            type="button"
            role="radio"
            data-value=${v}
            aria-checked=${v === value ? 'true' : 'false'}
            tabindex=${v === value ? 0 : -1}
            @click=${() => set(v)}
            @keydown=${(e: KeyboardEvent) => this.onRadioKey(e, id, options, set)}
          >
            ${text}
          </button>`,
      )}
    </div>`;
  }

  /** Radio groups: arrow keys move and select (selection follows focus). */
  private onRadioKey(
    e: KeyboardEvent,
    id: string,
    options: readonly (readonly [string, string])[],
    set: (v: string) => void,
  ): void {
    const items = [
      ...this.renderRoot.querySelectorAll<HTMLElement>(`[data-group="${id}"] [role="radio"]`),
    ];
    const next = roveFocus(e, items);
    if (next === null) return;
    set(options[next]![0]);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-home': ParleyHome;
  }
}
