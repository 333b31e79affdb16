/**
 * `parley-app`, the app shell: hash routing (./router.ts), the settings, the online/offline state,
 * the update offer and blocking errors; each screen after the home screen is loaded on demand
 * (dynamic import) so the first screen needs only lit, `parley-home` and this shell
 * (docs/app.md). Starting a match (bot, pass-and-play, hosting a friend match) creates its record
 * and replaces the route with `#/match/<id>`.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import '../../components/parley-home.ts';
import { theme } from '../../components/theme.ts';
import type { MatchFormat, Settings } from '../../components/events.ts';
import { isGameError } from '../../protocol/session/game.ts';
import { isMatchLive } from './live.ts';
import { APP_GAMES, gameEntry, unknownGameWords } from './games.ts';
import { defaultFormat, navigate, parseRoute, type BotLevelId, type Route } from './router.ts';
import {
  isFirstVisit,
  loadSettings,
  markWelcomed,
  planOf,
  saveSettings,
  type LoadedSettings,
} from './settings.ts';
import type { SignalingPlan } from './signaling.ts';
import { isStorageError } from './store-idb.ts';

type Lazy = 'match' | 'join' | 'verify' | 'history' | 'settings' | 'rules' | 'tutorial';

const LOADERS: Readonly<Record<Lazy, () => Promise<unknown>>> = {
  match: () => import('./screens/match-screen.ts'),
  join: () => import('./screens/join-screen.ts'),
  verify: () => import('./screens/verify-screen.ts'),
  history: () => import('./screens/history-screen.ts'),
  settings: () => import('../../components/parley-settings.ts'),
  rules: () => import('./screens/rules-view.ts'),
  tutorial: () => import('./tutorial/tutorial-screen.ts'),
};

/**
 * Before hosting a friend match: the signaling server it will use (src/app/signaling.ts), or a
 * clear error when that server cannot be reached. A configured server is probed; the same-origin
 * one was probed by the choice itself; the public PeerJS server is not probed.
 */
async function hostSignaling(plan: SignalingPlan): Promise<void> {
  const { chooseAppSignaling } = await import('./signaling.ts');
  const { probeSignaling } = await import('../../protocol/transport/peer-config.ts');
  const chosen = await chooseAppSignaling(plan);
  const reachable =
    chosen.source === 'configured'
      ? await probeSignaling(chosen.config, 4000)
      : chosen.probe !== 'unreachable';
  if (!reachable) {
    const s = chosen.config;
    throw new Error(
      `The signaling server (${s.host}:${s.port}${s.path}) cannot be reached. ${OFFLINE_FRIEND}`,
    );
  }
}

/** See the module comment. */
@customElement('parley-app')
export class ParleyApp extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        max-width: 78rem;
        margin: 0 auto;
        padding: calc(var(--p-gap) * 2);
        min-height: 100vh;
      }
      .banner {
        margin-bottom: var(--p-gap);
        display: flex;
        flex-wrap: wrap;
        gap: var(--p-gap);
        align-items: center;
        justify-content: space-between;
      }
      .error {
        border-color: var(--p-bad);
      }
      nav.back {
        margin-bottom: var(--p-gap);
      }
    `,
  ];

  @state() private route: Route = parseRoute(location.hash);
  @state() private settings: LoadedSettings | null = null;
  @state() private online = navigator.onLine;
  @state() private trouble: string | null = null;
  @state() private notice: string | null = null;
  @state() private updateApply: (() => void) | null = null;
  @state() private loaded = new Set<Lazy>();
  @state() private level: BotLevelId = 'normal';
  @state() private format: MatchFormat = defaultFormat();
  /** The first-visit panel is shown (src/app/tutorial/, docs/tutorial.md). */
  @state() private firstVisit = false;
  private starting = '';

  private planFor: { readonly of: LoadedSettings; readonly plan: SignalingPlan } | null = null;

  /** The signaling plan of the loaded settings (one object per settings, for stable properties). */
  private plan(s: LoadedSettings): SignalingPlan {
    if (this.planFor?.of !== s) this.planFor = { of: s, plan: planOf(s) };
    return this.planFor.plan;
  }

  private readonly onHash = (): void => {
    this.route = parseRoute(location.hash);
    this.trouble = null;
  };
  private readonly onOnline = (): void => {
    this.online = navigator.onLine;
  };
  private readonly onRejection = (e: PromiseRejectionEvent): void => {
    if (isStorageError(e.reason)) this.notice = e.reason.message;
  };
  /** A name saved in the lobby (parley-lobby `name-change`) is the player's name from now on. */
  private readonly onName = (e: CustomEvent<{ name: string }>): void => {
    const loaded = this.settings;
    if (!loaded) return;
    void saveSettings({ ...loaded.settings, name: e.detail.name }).then(
      (saved) => (this.settings = saved),
      (err: unknown) => (this.notice = String((err as Error).message ?? err)),
    );
  };
  /**
   * A glossary term activated anywhere (a card, a prompt, the log: components/terms.ts) that no
   * screen handled (the match screen shows it in its rules dialog) opens the rules at that term.
   */
  private readonly onShowTerm = (e: CustomEvent<{ game: string; term: string }>): void => {
    const { game, term } = e.detail;
    if (!gameEntry(game)) return;
    e.preventDefault();
    navigate({ name: 'rules', game, term });
  };

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('hashchange', this.onHash);
    addEventListener('online', this.onOnline);
    addEventListener('offline', this.onOnline);
    addEventListener('unhandledrejection', this.onRejection);
    this.addEventListener('show-term', this.onShowTerm);
    this.addEventListener('name-change', this.onName);
    void loadSettings().then((s) => {
      this.settings = s;
      if (s.problem) this.notice = s.problem;
    });
    void isFirstVisit().then(async (first) => {
      if (!first) return;
      await import('../../components/parley-first-visit.ts');
      this.firstVisit = true;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('hashchange', this.onHash);
    removeEventListener('online', this.onOnline);
    removeEventListener('offline', this.onOnline);
    removeEventListener('unhandledrejection', this.onRejection);
    this.removeEventListener('show-term', this.onShowTerm);
    this.removeEventListener('name-change', this.onName);
  }

  /** Shows "a new version is ready" (the PWA layer calls this only when no match is live). */
  offerUpdate(apply: () => void): void {
    if (isMatchLive()) return;
    this.updateApply = apply;
  }

  override willUpdate(): void {
    this.setAttribute('data-route', this.route.name);
    this.setAttribute('data-online', String(this.online));
    const lazy = this.lazyOf(this.route);
    if (lazy && !this.loaded.has(lazy)) {
      void LOADERS[lazy]().then(
        () => (this.loaded = new Set([...this.loaded, lazy])),
        (e: unknown) => (this.trouble = `Could not load this screen (${String(e)}).`),
      );
    }
    if (this.settings) void this.startIfNeeded(this.route, this.settings);
  }

  private lazyOf(r: Route): Lazy | null {
    switch (r.name) {
      case 'match':
      case 'join':
      case 'verify':
      case 'history':
      case 'settings':
      case 'rules':
      case 'tutorial':
        return r.name;
      default:
        return null;
    }
  }

  /** Routes that start something: create the record, then show `#/match/<id>`. */
  private async startIfNeeded(r: Route, loaded: LoadedSettings): Promise<void> {
    const settings = loaded.settings;
    if (r.name !== 'friend-new' && r.name !== 'bot' && r.name !== 'local') return;
    const key = location.hash;
    if (this.starting === key) return;
    this.starting = key;
    try {
      const setup = await import('./match/setup.ts');
      const { saveRecord } = await import('./records.ts');
      const entry = gameEntry(r.format.game);
      if (!entry) throw new Error(`This build cannot start an ${unknownGameWords(r.format.game)}.`);
      const { module } = await entry.load();
      const options = module.options.parse(r.format.options);
      if (isGameError(options)) {
        throw new Error(`These match options cannot be played: ${options.message}.`);
      }
      let record;
      if (r.name === 'friend-new') {
        if (!navigator.onLine) throw new Error(OFFLINE_FRIEND);
        await hostSignaling(planOf(loaded));
        record = setup.newHostRecord(module, options, settings.name);
      } else if (r.name === 'bot') {
        record = setup.newLocalRecord('bot', module, options, settings.name, r.level);
      } else record = setup.newLocalRecord('local', module, options, settings.name);
      await saveRecord(record);
      if (location.hash === key) navigate({ name: 'match', id: record.id }, true);
    } catch (e) {
      if (location.hash === key) this.trouble = e instanceof Error ? e.message : String(e);
    } finally {
      this.starting = '';
    }
  }

  /**
   * Every screen is one `<main>` landmark with one level-one heading: the home screen's own
   * ("Parley"), a visually hidden one naming the screen elsewhere (docs/ui.md, "Accessibility").
   */
  override render(): TemplateResult {
    const title = this.trouble ? 'Parley' : screenTitle(this.route);
    return html`<main>
      ${title === null ? nothing : html`<h1 class="sr-only">${title}</h1>`}
      ${this.renderBanners()}${this.trouble ? this.renderTrouble(this.trouble) : this.renderRoute()}
    </main>`;
  }

  private renderBanners(): TemplateResult {
    return html`${
      this.updateApply
        ? html`<div class="panel banner" role="status" data-testid="update-offer">
            <span>A new version of Parley is ready.</span>
            <button type="button" class="primary" @click=${() => this.updateApply?.()}>
              Reload now
            </button>
          </div>`
        : nothing
    }
    ${
      this.notice
        ? html`<div class="panel banner error" role="alert" data-testid="notice">
            <span>${this.notice}</span>
            <button type="button" @click=${() => (this.notice = null)}>Dismiss</button>
          </div>`
        : nothing
    }`;
  }

  private renderTrouble(message: string): TemplateResult {
    return html`<div class="panel error" role="alert" data-testid="error-message">
      <h2>Something is in the way</h2>
      <p>${message}</p>
      <button type="button" class="primary" @click=${() => navigate({ name: 'home' })}>
        Back to the home screen
      </button>
    </div>`;
  }

  private back(): TemplateResult {
    return html`<nav class="back">
      <button type="button" data-testid="back-home" @click=${() => navigate({ name: 'home' })}>
        ← Home
      </button>
    </nav>`;
  }

  private renderRoute(): TemplateResult {
    const r = this.route;
    const s = this.settings;
    if (!s) return html`<p role="status">Loading…</p>`;
    const lazy = this.lazyOf(r);
    if (lazy && !this.loaded.has(lazy)) return html`<p role="status">Loading…</p>`;
    switch (r.name) {
      case 'home':
        return this.renderHome(s);
      case 'friend-new':
      case 'bot':
      case 'local':
        return html`<p role="status" data-testid="starting">Setting up the match…</p>`;
      case 'bad-link':
        return this.renderTrouble(`This link cannot be opened. ${r.reason}`);
      case 'not-found':
        return this.renderTrouble(`There is no page at “${r.hash}”.`);
      case 'match':
        return html`${this.back()}${keyed(
          r.id,
          html`<parley-match-screen
            .matchId=${r.id}
            .settings=${s.settings}
            .plan=${this.plan(s)}
          ></parley-match-screen>`,
        )}`;
      case 'join':
        return html`${this.back()}${keyed(
          `${r.hostPeerId}/${r.fingerprint}`,
          html`<parley-join-screen
            .hostPeerId=${r.hostPeerId}
            .fingerprint=${r.fingerprint}
            .game=${r.game}
            .settings=${s.settings}
            .plan=${this.plan(s)}
            .online=${this.online}
          ></parley-join-screen>`,
        )}`;
      case 'verify':
        return html`${this.back()}<parley-verify-screen .matchId=${r.id}></parley-verify-screen>`;
      case 'history':
        return html`${this.back()}<parley-history-screen></parley-history-screen>`;
      case 'rules':
        return html`${this.back()}<parley-rules-screen
            data-testid="rules-screen"
            .game=${r.game}
            .term=${r.term}
          ></parley-rules-screen>`;
      case 'tutorial':
        return html`${this.back()}${keyed(
          r.game,
          html`<parley-tutorial-screen
            data-testid="tutorial"
            .game=${r.game}
            .name=${s.settings.name}
            ?reduced-motion=${s.settings.reducedMotion}
          ></parley-tutorial-screen>`,
        )}`;
      case 'settings':
        return html`${this.back()}<parley-settings
            data-testid="settings"
            .settings=${s.settings}
            @settings-change=${(e: CustomEvent<{ settings: Settings }>) =>
              void saveSettings(e.detail.settings).then(
                (saved) => (this.settings = saved),
                (err: unknown) => (this.notice = String((err as Error).message ?? err)),
              )}
          ></parley-settings>`;
    }
  }

  /** The first-visit panel's answer: the name stored, never shown again, maybe a tutorial. */
  private async welcome(name: string | null, learn: string | null): Promise<void> {
    this.firstVisit = false;
    try {
      const loaded = this.settings;
      // Still this visit's settings: "Welcome back" waits for the next visit.
      if (name !== null && loaded) {
        const saved = await saveSettings({ ...loaded.settings, name });
        this.settings = { ...saved, stored: loaded.stored };
      }
      await markWelcomed();
    } catch (err) {
      this.notice = err instanceof Error ? err.message : String(err);
    }
    if (learn !== null) navigate({ name: 'tutorial', game: learn });
  }

  private renderHome(loaded: LoadedSettings): TemplateResult {
    const settings = loaded.settings;
    return html`${
        this.firstVisit
          ? html`<parley-first-visit
              .games=${APP_GAMES}
              @first-visit-done=${(e: CustomEvent<{ name: string | null; learn: string | null }>) =>
                void this.welcome(e.detail.name, e.detail.learn)}
            ></parley-first-visit>`
          : nothing
      }${
        this.online
          ? nothing
          : html`<div class="panel banner" role="status" data-testid="offline-notice">
              You are offline. Playing a friend needs a connection; the bot and pass-and-play work
              offline.
            </div>`
      }
      <parley-home
        data-testid="home"
        .name=${settings.name}
        .returning=${loaded.stored}
        .level=${this.level}
        .games=${APP_GAMES}
        .format=${this.format}
        ?reduced-motion=${settings.reducedMotion}
        @format-change=${(e: CustomEvent<MatchFormat>) => (this.format = e.detail)}
        @create-match=${(e: CustomEvent<MatchFormat>) => {
          this.format = e.detail;
          if (!navigator.onLine) this.trouble = OFFLINE_FRIEND;
          else navigate({ name: 'friend-new', format: e.detail });
        }}
        @play-bot=${(e: CustomEvent<MatchFormat & { level: string }>) => {
          const l = e.detail.level;
          const level: BotLevelId = l === 'easy' || l === 'hard' ? l : 'normal';
          this.level = level;
          this.format = { game: e.detail.game, options: e.detail.options };
          navigate({ name: 'bot', format: this.format, level });
        }}
        @pass-and-play=${(e: CustomEvent<MatchFormat>) => {
          this.format = e.detail;
          navigate({ name: 'local', format: e.detail });
        }}
        @show-rules=${(e: CustomEvent<{ game: string }>) =>
          navigate({ name: 'rules', game: e.detail.game, term: null })}
        @learn=${(e: CustomEvent<{ game: string }>) =>
          navigate({ name: 'tutorial', game: e.detail.game })}
        @navigate=${(e: CustomEvent<{ to: 'verify' | 'history' | 'settings' }>) =>
          navigate(e.detail.to === 'verify' ? { name: 'verify', id: null } : { name: e.detail.to })}
      ></parley-home>`;
  }
}

/** The hidden level-one heading of a route; null for the home screen, which shows its own. */
function screenTitle(r: Route): string | null {
  switch (r.name) {
    case 'home':
      return null;
    case 'settings':
      return 'Parley: settings';
    case 'history':
      return 'Parley: match history';
    case 'verify':
      return 'Parley: verify a match';
    case 'join':
      return 'Parley: join a match';
    case 'match':
      return 'Parley: match';
    case 'rules':
      return `Parley: rules of ${gameEntry(r.game)?.title ?? r.game}`;
    case 'tutorial':
      return 'Parley: learn to play';
    default:
      return 'Parley';
  }
}

const OFFLINE_FRIEND =
  'Playing a friend needs a connection. You can still play the bot or pass-and-play offline.';

declare global {
  interface HTMLElementTagNameMap {
    'parley-app': ParleyApp;
  }
}
