/**
 * `parley-tutorial-screen` (route `#/tutorial/<game>`, docs/tutorial.md): a game's guided first
 * match, loaded on demand with the game from the UI registry (src/app/games.ts: its module, its
 * table element and its tutorial script). The real engine runs locally through the game-neutral
 * runner (./run.ts), no protocol session; the game's own table shows the player's view and emits
 * `game-action` as in any match, and `parley-coach` gives one step at a time, highlights the
 * element to use, and answers any other legal action with the step's hint without applying it.
 * At the end: "You've learned the basics" with links to the rules reference and a bot match.
 *
 * State for scripts: `data-testid="tutorial"`, `data-game`, `data-step` (the current step's id, or
 * `done`), `data-status` (`loading`, `playing`, `done`, `error`).
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import '../../../components/parley-coach.ts';
import type { ParleyCoach } from '../../../components/parley-coach.ts';
import type { GameActionDetail } from '../../../components/game-table.ts';
import { theme } from '../../../components/theme.ts';
import type { TutorialScript } from '../../engine/tutorial.ts';
import { gameEntry, type LoadedGame } from '../games.ts';
import { defaultFormat, navigate, routeHash } from '../router.ts';
import {
  currentStep,
  playerLegal,
  startRun,
  submit,
  TutorialScriptError,
  type TutorialRun,
} from './run.ts';

interface Loaded {
  readonly game: LoadedGame;
  readonly script: TutorialScript;
}

/** See the module comment. */
@customElement('parley-tutorial-screen')
export class ParleyTutorialScreen extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
      }
      parley-coach {
        position: sticky;
        top: 0;
        z-index: 4;
        max-height: 45vh;
        overflow-y: auto;
      }
      .links {
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
      }
      .links a {
        display: inline-block;
        padding: 0.45rem 0.9rem;
        border-radius: var(--p-radius);
        border: 1px solid var(--p-control-line, var(--p-line));
        color: var(--p-fg);
        text-decoration: none;
      }
      .links a.primary {
        background: var(--p-accent);
        border-color: var(--p-accent);
        color: var(--p-accent-fg);
        font-weight: 650;
      }
      .intro {
        color: var(--p-muted);
        font-size: 0.92rem;
      }
    `,
  ];

  /** The game's module id. */
  @property() game = '';
  /** The player's name (settings). */
  @property() name = '';
  @property({ type: Boolean, attribute: 'reduced-motion' }) reducedMotion = false;

  @state() private loaded: Loaded | null = null;
  @state() private run: TutorialRun | null = null;
  @state() private hint: string | null = null;
  @state() private problem: string | null = null;
  @state() private log: unknown[] = [];
  private loadingGame = '';

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('game') && this.game !== this.loadingGame) void this.load(this.game);
    const status = this.problem
      ? 'error'
      : !this.run
        ? 'loading'
        : this.run.over
          ? 'done'
          : 'playing';
    this.setAttribute('data-status', status);
    this.setAttribute('data-game', this.game);
    const step = this.loaded && this.run ? currentStep(this.loaded.script, this.run) : null;
    this.setAttribute('data-step', this.run?.over ? 'done' : (step?.id ?? ''));
  }

  private async load(id: string): Promise<void> {
    this.loadingGame = id;
    this.loaded = null;
    this.run = null;
    this.problem = null;
    try {
      const entry = gameEntry(id);
      if (!entry) throw new Error(`There is no game “${id}”.`);
      const [game, script] = await Promise.all([entry.load(), entry.tutorial()]);
      if (this.loadingGame !== id) return;
      const run = startRun(game.module, script);
      this.loaded = { game, script };
      this.log = [];
      this.run = run;
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  /** The player's `game-action`: the step's action is applied; anything else gets a hint. */
  private onAction(action: unknown): void {
    const l = this.loaded;
    const run = this.run;
    if (!l || !run) return;
    try {
      const r = submit(l.game.module, l.script, run, action);
      if (r.kind === 'applied') {
        const m = l.game.module;
        const before = m.view(run.state, l.script.seat);
        const after = m.view(r.run.state, l.script.seat);
        this.log = [...this.log, ...m.words.log(before, after)];
        this.run = r.run;
        this.hint = null;
      } else if (r.kind === 'try') this.hint = r.hint;
      else this.hint = `${r.message} ${currentStep(l.script, run)?.hint ?? ''}`.trim();
    } catch (e) {
      this.problem =
        e instanceof TutorialScriptError ? `The tutorial cannot go on (${e.message}).` : String(e);
    }
  }

  override updated(): void {
    const coach = this.renderRoot.querySelector<ParleyCoach>('parley-coach');
    const table = this.renderRoot.querySelector('[data-testid="table"]');
    if (!coach) return;
    if (table && coach.scope !== table) coach.scope = table;
    // The table's own elements render after it: move the highlight once they have.
    void (table as LitElement | null)?.updateComplete.then(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => coach.refresh())),
    );
  }

  override render(): TemplateResult {
    if (this.problem) {
      return html`<div class="panel error" role="alert" data-testid="error-message">
        <h2>The tutorial could not start</h2>
        <p>${this.problem}</p>
      </div>`;
    }
    const l = this.loaded;
    const run = this.run;
    if (!l || !run) return html`<p role="status">Loading the tutorial…</p>`;
    const { script, game } = l;
    const m = game.module;
    const step = currentStep(script, run);
    const total = script.steps.length;
    const names = { [script.seat]: this.name || 'You', [script.opponent]: script.opponentName };
    const tag = unsafeStatic(game.ui.table);
    const table = staticHtml`<${tag}
      data-testid="table"
      .state=${m.view(run.state, script.seat)}
      .seat=${script.seat}
      .seats=${[script.seat, script.opponent]}
      .names=${names}
      .legal=${playerLegal(m, script, run)}
      .log=${this.log}
      .busy=${false}
      .deadline=${null}
      .reducedMotion=${this.reducedMotion}
      .notes=${null}
      .decks=${{}}
      @game-action=${(e: CustomEvent<GameActionDetail>) => this.onAction(e.detail.action)}
      @click=${() => requestAnimationFrame(() => this.coach()?.refresh())}
    ></${tag}>`;
    return html`${this.renderCoach(script, run, step, total)}${table}`;
  }

  private coach(): ParleyCoach | null {
    return this.renderRoot.querySelector<ParleyCoach>('parley-coach');
  }

  private renderCoach(
    script: TutorialScript,
    run: TutorialRun,
    step: ReturnType<typeof currentStep>,
    total: number,
  ): TemplateResult {
    const leave = () => navigate({ name: 'home' });
    if (run.over || !step) {
      const bot = routeHash({ name: 'bot', format: defaultFormat(this.game), level: 'easy' });
      return html`<parley-coach
        heading="You’ve learned the basics"
        .message=${script.done}
        .step=${total}
        .total=${total}
        .highlight=${[]}
        .scope=${null}
        ?reduced-motion=${this.reducedMotion}
        @coach-leave=${leave}
      >
        <div class="links" data-testid="tutorial-done">
          <a class="primary" href=${bot} data-testid="tutorial-play-bot">Play the bot</a>
          <a href=${`#/rules/${this.game}`} data-testid="tutorial-rules">Read the rules</a>
          <a href="#/" data-testid="tutorial-home">Home</a>
        </div>
      </parley-coach>`;
    }
    return html`<parley-coach
      .heading=${step.topic}
      .message=${step.say}
      .hint=${this.hint}
      .step=${run.step + 1}
      .total=${total}
      .highlight=${step.highlight}
      .scope=${this.renderRoot.querySelector('[data-testid="table"]')}
      ?reduced-motion=${this.reducedMotion}
      @coach-leave=${leave}
      >${
        run.step === 0
          ? html`<p class="intro" slot="before" data-testid="coach-intro">${script.intro}</p>`
          : nothing
      }</parley-coach
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-tutorial-screen': ParleyTutorialScreen;
  }
}
