import { css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ParleyElement } from './base.ts';
import { theme } from './theme.ts';
import { termLinks, termLinkStyles } from './term-links.ts';
import type { GameReference } from '../src/engine/reference.ts';

/**
 * A card text or a prompt with each glossary term as a link to the rules reference: "First Blood",
 * "Recruit", "+1/+1"… (src/engine/reference.ts `splitTerms`: longest match, any case, whole
 * words). Activating a term (click, tap, Enter) sends `show-term`; the page opens
 * parley-rules-reference at that term. Each link's `href` is `#term-<id>`, its tooltip the
 * definition's first sentence. Flows inline like text; do not put it inside a button (links in a
 * button are unreachable): use it in a card's detail view, a prompt's message, a log line.
 *
 * Properties: `text`, `reference` (the game's GameReference; null renders the plain text),
 * `game` (defaults to `reference.game`), `linkAll` (attribute `link-all`: link every occurrence of
 * a term, not only its first).
 * Events: `show-term` {game, term} (bubbling, composed). Theming: `--parley-term-color`,
 * `--parley-term-underline`.
 */
@customElement('parley-term-text')
export class ParleyTermText extends ParleyElement {
  static override styles = [
    theme,
    termLinkStyles,
    css`
      :host {
        display: inline;
        color: inherit;
        font: inherit;
      }
    `,
  ];

  /** The text to show. */
  @property() text = '';

  /** The game's rules reference; its glossary decides what is a term. */
  @property({ attribute: false }) reference: GameReference | null = null;

  /** The game id `show-term` names; `reference.game` when empty. */
  @property() game = '';

  /** Link every occurrence of a term, not only the first. */
  @property({ type: Boolean, attribute: 'link-all' }) linkAll = false;

  protected override render() {
    const ref = this.reference;
    if (!ref) return html`${this.text}`;
    return termLinks(this, ref, this.text, !this.linkAll, this.game || ref.game);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-term-text': ParleyTermText;
  }
}
