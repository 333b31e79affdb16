import { css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ParleyElement, roveFocus } from './base.ts';
import type { OptionField } from '../src/engine/module.ts';
import type { HomeTarget, MatchFormat } from './events.ts';
import { theme } from './theme.ts';

declare module './events.ts' {
  interface ParleyEventDetails {
    /** Open a game's guided first match (parley-home's "Learn to play"). */
    learn: { readonly game: string };
    /** The chosen game or option changed (the owner keeps it: its next render passes it back). */
    'format-change': MatchFormat;
  }
}

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

/** A game the home screen offers: its id, its name and its match options (the UI registry's). */
export interface HomeGame {
  readonly id: string;
  readonly title: string;
  readonly fields: readonly OptionField[];
}

/**
 * The home screen: choose a game (the registered games, src/app/games.ts) and its match options
 * (each game's own option fields, e.g. Paragons' best of 1 / 3 and draft / pre-constructed), then
 * play a friend (creates a match and its share link), play the bot (with a level), or
 * pass-and-play on one device; and links to verify a match file, the match history and the
 * settings.
 *
 * Properties: `name` (the player's name for the greeting), `returning` (greet by name: "Welcome back,
 * Ana." only for a returning player with a stored name, never on a first visit), `games` ({@link HomeGame}[]), `format`
 * ({@link MatchFormat}: the chosen game and options), `levels` ({@link BotLevel}[]), `level`
 * (selected level id), `reducedMotion`.
 * Events: `create-match` {game, options}; `play-bot` {game, options, level}; `pass-and-play`
 * {game, options}; `navigate` {to: 'verify' | 'history' | 'settings'}; `learn` {game} (the
 * "Learn to play" row: one button per game, opening its tutorial); `show-rules` {game} (a
 * "Rules of <game>" button for each game); `format-change` {game, options} on every change of the
 * game or an option (the owner keeps it and passes it back as `format`: an owner that renders
 * again must not undo the player's choice). The game and each option
 * are radio groups (`data-group` = `game` or the option's key; arrow keys select); everything else
 * is a button.
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
      nav.learn {
        align-items: center;
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
  /** True for a returning player whose name is stored: only then the greeting names them. */
  @property({ type: Boolean }) returning = false;
  @property({ attribute: false }) levels: readonly BotLevel[] = DEFAULT_LEVELS;
  @property() level = 'normal';
  @property({ attribute: false }) games: readonly HomeGame[] = [];
  /** The chosen game and options (missing options take the field's default). */
  @property({ attribute: false }) format: MatchFormat | null = null;

  /** The chosen game (the first one when none or an unknown one is chosen). */
  private get game(): HomeGame | undefined {
    return this.games.find((g) => g.id === this.format?.game) ?? this.games[0];
  }

  /** The chosen format with every option of the chosen game filled in. */
  private get chosen(): MatchFormat {
    const g = this.game;
    const options: Record<string, string> = {};
    for (const f of g?.fields ?? []) {
      const v = this.format?.game === g?.id ? this.format?.options[f.key] : undefined;
      options[f.key] = v !== undefined && f.choices.some((c) => c.value === v) ? v : f.default;
    }
    return { game: g?.id ?? '', options };
  }

  private choose(game: string, options: Readonly<Record<string, string>>): void {
    this.format = { game, options };
    this.emit('format-change', this.format);
  }

  override render() {
    return html`<header>
        <h1>Parley</h1>
        <p>Fair card games, no server to trust</p>
        ${this.returning && this.name ? html`<p data-testid="home-greeting">Welcome back, ${this.name}.</p>` : ''}
      </header>
      <div class="format">
        ${this.segment(
          'Game',
          'game',
          this.games.map((g) => [g.id, g.title] as const),
          this.chosen.game,
          (v) => this.choose(v, {}),
        )}
        ${(this.game?.fields ?? []).map((f) =>
          this.segment(
            f.label,
            f.key,
            f.choices.map((c) => [c.value, c.label] as const),
            this.chosen.options[f.key] ?? f.default,
            (v) => this.choose(this.chosen.game, { ...this.chosen.options, [f.key]: v }),
          ),
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
            @click=${() => this.emit('create-match', this.chosen)}
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
            @click=${() => this.emit('play-bot', { ...this.chosen, level: this.level })}
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
            @click=${() => this.emit('pass-and-play', this.chosen)}
          >
            Start
          </button>
        </section>
      </div>
      <nav aria-label="Learn to play" class="learn">
        <span class="sr-label">Learn to play:</span>
        ${this.games.map(
          (g) =>
            html`<button
              type="button"
              data-testid="home-learn"
              data-game=${g.id}
              @click=${() => this.emit('learn', { game: g.id })}
            >
              Learn ${g.title}
            </button>`,
        )}
      </nav>
      <nav aria-label="Rules" class="rules">
        ${this.games.map(
          (g) =>
            html`<button
              type="button"
              class="nav"
              data-testid="home-rules"
              data-game=${g.id}
              @click=${() => this.emit('show-rules', { game: g.id })}
            >
              Rules of ${g.title}
            </button>`,
        )}
      </nav>
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
