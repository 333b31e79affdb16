import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ParleyElement } from './base.ts';
import { theme } from './theme.ts';
import { entryOf, termRuns } from './terms.ts';
import './parley-card-art.ts';
import {
  searchReference,
  type GameReference,
  type GlossaryEntry,
  type ReferenceSection,
} from '../src/engine/reference.ts';
import { ICON_CREDIT_LINKS, isPackId } from '../src/art/packs.ts';

const TERM_HASH = /^#term-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The entry id the page's hash names (`#term-<id>`), or null. */
function termOfHash(): string | null {
  return TERM_HASH.exec(window.location.hash)?.[1] ?? null;
}

/** "1 term", "3 terms". */
function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * A game's rules reference (src/games/<id>/reference.ts): its sections in reading order, then its
 * glossary, every term with a definition, an example and links to related terms. A search field
 * filters sections and terms as you type (every word must appear, any case); the number of
 * matches is announced politely. Each term is an anchor `term-<id>`: a link `#term-<id>` (inside
 * the element, or the page's hash when it opens or changes) opens that term, as does setting
 * `term`. Terms in the text link to their entries. Headings: h2 (the game), h3 (sections and
 * "Glossary"), h4 (each term, a button that opens and closes it). A credits line names the icon
 * set the card art comes from.
 *
 * Properties: `reference` (GameReference; null renders nothing), `term` (the id of the entry to
 * open and scroll to), `reducedMotion`. Events: none (links inside are handled in place).
 */
@customElement('parley-rules-reference')
export class ParleyRulesReference extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        max-width: 46rem;
        padding: var(--parley-reference-padding, calc(var(--p-gap) * 2));
        line-height: 1.5;
        background: var(--p-bg);
        color: var(--p-fg);
      }
      header {
        display: grid;
        gap: var(--p-gap);
        margin-bottom: calc(var(--p-gap) * 2);
      }
      .summary {
        margin: 0;
        color: var(--p-muted);
      }
      .search {
        display: grid;
        gap: 0.25rem;
      }
      .search label {
        font-weight: 600;
      }
      input[type='search'] {
        min-height: 2.75rem;
        padding: 0.4rem 0.7rem;
        border: 1px solid var(--p-line);
        border-radius: calc(var(--p-radius) * 0.6);
        background: var(--p-bg);
        font-size: 1rem;
      }
      .status {
        margin: 0;
        min-height: 1.5em;
        color: var(--p-muted);
      }
      nav ul {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 0.9rem;
        padding: 0;
        margin: 0 0 calc(var(--p-gap) * 2);
        list-style: none;
      }
      a {
        color: var(--p-accent);
      }
      a.xref {
        color: inherit;
        text-decoration-style: dotted;
        text-underline-offset: 0.18em;
      }
      section {
        margin-bottom: calc(var(--p-gap) * 2);
      }
      h3 {
        scroll-margin-top: var(--parley-scroll-margin, 1rem);
      }
      p,
      ul.body {
        margin: 0 0 var(--p-gap);
      }
      ul.terms {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        gap: 0.25rem;
      }
      li.term {
        border: 1px solid var(--p-line);
        border-radius: var(--p-radius);
        background: var(--p-surface);
        scroll-margin-top: var(--parley-scroll-margin, 1rem);
      }
      li.term.current {
        border-color: var(--p-accent);
        box-shadow: 0 0 0 1px var(--p-accent);
      }
      h4 {
        margin: 0;
        font-size: 1rem;
      }
      h4 button {
        width: 100%;
        display: flex;
        align-items: center;
        gap: 0.6rem;
        text-align: left;
        border: 0;
        background: transparent;
        font-weight: 650;
      }
      h4 button::after {
        content: '+';
        margin-left: auto;
        color: var(--p-muted);
      }
      h4 button[aria-expanded='true']::after {
        content: '−';
      }
      parley-card-art {
        --parley-art-size: 1.5rem;
      }
      .def {
        padding: 0 0.9rem 0.6rem;
      }
      .example {
        color: var(--p-muted);
      }
      .credits {
        margin-top: calc(var(--p-gap) * 3);
        font-size: 0.875rem;
        color: var(--p-muted);
      }
    `,
  ];

  /** The game's rules reference. */
  @property({ attribute: false }) reference: GameReference | null = null;

  /** The id of the glossary entry to open and show. */
  @property() term: string | null = null;

  /** What the search field holds. */
  @state() private query = '';

  /** Entries opened while not searching. */
  @state() private opened: ReadonlySet<string> = new Set();

  /** Matching entries closed while searching (matches are open otherwise). */
  @state() private closedInSearch: ReadonlySet<string> = new Set();

  /** The entry opened last by a link or `term`, highlighted. */
  @state() private current: string | null = null;

  /** An entry the page's hash named, waiting for the reference to open it. */
  private hashTerm: string | null = null;

  /** An entry opened during this update, to scroll to once it is drawn. */
  private pendingReveal: string | null = null;

  private readonly onHash = (): void => {
    const id = termOfHash();
    if (id) void this.showTerm(id);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    this.hashTerm = termOfHash();
    window.addEventListener('hashchange', this.onHash);
  }

  override disconnectedCallback(): void {
    window.removeEventListener('hashchange', this.onHash);
    super.disconnectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    let id: string | null = null;
    if ((changed.has('term') || changed.has('reference')) && this.term) id = this.term;
    else if (this.hashTerm && this.reference) id = this.hashTerm;
    if (this.reference) this.hashTerm = null;
    if (id && this.markOpen(id)) this.pendingReveal = id;
  }

  protected override updated(): void {
    const id = this.pendingReveal;
    this.pendingReveal = null;
    if (id) this.reveal(id);
  }

  /**
   * Opens entry `id`, scrolls to it and focuses its heading's button, clearing the search when it
   * hides the entry. Resolves to false for an id the glossary does not have.
   */
  async showTerm(id: string): Promise<boolean> {
    if (!this.markOpen(id)) return false;
    await this.updateComplete;
    this.reveal(id);
    return true;
  }

  /** Marks entry `id` open and current (state only); false for an unknown id. */
  private markOpen(id: string): boolean {
    const ref = this.reference;
    if (!ref || !entryOf(ref, id)) return false;
    if (this.query && !searchReference(ref, this.query).terms.includes(id)) this.setQuery('');
    if (this.query) {
      const closed = new Set(this.closedInSearch);
      closed.delete(id);
      this.closedInSearch = closed;
    } else if (!this.opened.has(id)) this.opened = new Set([...this.opened, id]);
    this.current = id;
    return true;
  }

  /** Scrolls to the drawn entry `id` and focuses its button. */
  private reveal(id: string): void {
    const li = this.renderRoot.querySelector<HTMLElement>(`#term-${id}`);
    li?.scrollIntoView({ block: 'start' });
    li?.querySelector<HTMLButtonElement>('h4 button')?.focus({ preventScroll: true });
  }

  private setQuery(q: string): void {
    this.query = q;
    this.closedInSearch = new Set();
  }

  private onInput(e: Event): void {
    this.setQuery((e.target as HTMLInputElement).value);
  }

  private onSearchKey(e: KeyboardEvent): void {
    if (e.key === 'Escape' && this.query) {
      e.preventDefault();
      (e.target as HTMLInputElement).value = '';
      this.setQuery('');
    }
  }

  private toggle(id: string, open: boolean): void {
    if (this.query) {
      const closed = new Set(this.closedInSearch);
      if (open) closed.add(id);
      else closed.delete(id);
      this.closedInSearch = closed;
    } else {
      const opened = new Set(this.opened);
      if (open) opened.delete(id);
      else opened.add(id);
      this.opened = opened;
    }
  }

  /** Handles a click on a link inside the element: terms open, sections scroll; never the URL. */
  private onLinkClick(e: MouseEvent): void {
    const a = (e.composedPath()[0] as Element | undefined)?.closest?.('a');
    const href = a?.getAttribute('href') ?? '';
    if (!href.startsWith('#')) return;
    e.preventDefault();
    const m = TERM_HASH.exec(href);
    if (m) {
      void this.showTerm(m[1]!);
      return;
    }
    const target = this.renderRoot.querySelector<HTMLElement>(href);
    const heading = target?.querySelector<HTMLElement>('h3');
    target?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }

  /** A text with its terms as links to their entries (each term once; never `self`). */
  private linked(ref: GameReference, text: string, self?: string): (string | TemplateResult)[] {
    return termRuns(ref, text, true, self).map((run) =>
      run.term === undefined
        ? run.text
        : html`<a class="xref" href="#term-${run.term}">${run.text}</a>`,
    );
  }

  private renderSection(ref: GameReference, s: ReferenceSection): TemplateResult {
    return html`<section id="section-${s.id}" aria-labelledby="h-${s.id}">
      <h3 id="h-${s.id}" tabindex="-1">${s.title}</h3>
      ${s.body.map((part) =>
        typeof part === 'string'
          ? html`<p>${this.linked(ref, part)}</p>`
          : html`<ul class="body">
              ${part.map((item) => html`<li>${this.linked(ref, item)}</li>`)}
            </ul>`,
      )}
    </section>`;
  }

  private renderEntry(ref: GameReference, e: GlossaryEntry, open: boolean): TemplateResult {
    const see = (e.see ?? []).map((id) => entryOf(ref, id)).filter((x) => x !== undefined);
    return html`<li id="term-${e.id}" class="term ${this.current === e.id ? 'current' : ''}">
      <h4>
        <button
          type="button"
          aria-expanded=${open ? 'true' : 'false'}
          aria-controls="def-${e.id}"
          @click=${() => this.toggle(e.id, open)}
        >
          ${
            e.icon && isPackId(ref.game)
              ? html`<parley-card-art pack=${ref.game} icon=${e.icon}></parley-card-art>`
              : nothing
          }
          <span>${e.term}</span>
        </button>
      </h4>
      <div id="def-${e.id}" class="def" ?hidden=${!open}>
        <p>${this.linked(ref, e.definition, e.id)}</p>
        <p class="example"><strong>Example:</strong> ${this.linked(ref, e.example, e.id)}</p>
        ${
          see.length === 0
            ? nothing
            : html`<p class="see">
                See also:
                ${see.map(
                  (s, i) =>
                    html`${i > 0 ? ', ' : ''}<a class="xref" href="#term-${s.id}">${s.term}</a>`,
                )}
              </p>`
        }
      </div>
    </li>`;
  }

  private statusText(sections: number, terms: number): string {
    if (!this.query.trim()) return '';
    if (sections + terms === 0) return `Nothing matches “${this.query.trim()}”.`;
    const parts = [
      terms > 0 ? count(terms, 'term') : '',
      sections > 0 ? count(sections, 'section') : '',
    ]
      .filter((p) => p.length > 0)
      .join(' and ');
    return `${parts} ${sections + terms === 1 ? 'matches' : 'match'} “${this.query.trim()}”.`;
  }

  protected override render() {
    const ref = this.reference;
    if (!ref) return nothing;
    const found = searchReference(ref, this.query);
    const searching = this.query.trim().length > 0;
    const sections = ref.sections.filter((s) => found.sections.includes(s.id));
    const terms = ref.glossary
      .filter((e) => found.terms.includes(e.id))
      .sort((a, b) => a.term.localeCompare(b.term));
    return html`<article aria-labelledby="title" @click=${this.onLinkClick}>
      <header>
        <h2 id="title">${ref.title}: rules reference</h2>
        <p class="summary">${ref.summary}</p>
        <div class="search" role="search">
          <label for="q">Search the rules</label>
          <input
            id="q"
            type="search"
            autocomplete="off"
            spellcheck="false"
            aria-describedby="status"
            .value=${this.query}
            @input=${this.onInput}
            @keydown=${this.onSearchKey}
          />
        </div>
        <p id="status" class="status" role="status" aria-live="polite" aria-atomic="true">
          ${this.statusText(sections.length, terms.length)}
        </p>
      </header>
      ${
        searching
          ? nothing
          : html`<nav aria-label="Contents">
              <ul>
                ${ref.sections.map((s) => html`<li><a href="#section-${s.id}">${s.title}</a></li>`)}
                <li><a href="#section-glossary">Glossary</a></li>
              </ul>
            </nav>`
      }
      ${sections.map((s) => this.renderSection(ref, s))}
      ${
        terms.length === 0 && searching
          ? nothing
          : html`<section id="section-glossary" aria-labelledby="h-glossary">
              <h3 id="h-glossary" tabindex="-1">Glossary</h3>
              <ul class="terms">
                ${terms.map((e) =>
                  this.renderEntry(
                    ref,
                    e,
                    searching ? !this.closedInSearch.has(e.id) : this.opened.has(e.id),
                  ),
                )}
              </ul>
            </section>`
      }
      <footer class="credits">
        <p>
          Card art:
          <a href=${ICON_CREDIT_LINKS.site} target="_blank" rel="noopener noreferrer"
            >Game icons by game-icons.net contributors (Lorc, Delapouite and others)</a
          >,
          <a href=${ICON_CREDIT_LINKS.licence} target="_blank" rel="noopener noreferrer"
            >CC BY 3.0</a
          >.
        </p>
      </footer>
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-rules-reference': ParleyRulesReference;
  }
}
