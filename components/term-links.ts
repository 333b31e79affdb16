/**
 * Glossary terms of a text as links to the rules reference, rendered into the caller's own shadow
 * root (docs/ui.md, "Rules reference"): parley-term-text wraps one text in its own element, and a
 * list that must keep its text in its own tree (parley-game-log: a line's text is read as the
 * line) renders the runs itself. Activating a link sends `show-term` {game, term} from `host`.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { GameReference } from '../src/engine/reference.ts';
import { emitShowTerm, entryOf, firstSentence, termRuns } from './terms.ts';

/** The look of a term link (dotted underline, help cursor); theming `--parley-term-color`, `--parley-term-underline`. */
export const termLinkStyles = css`
  a.term {
    color: var(--parley-term-color, inherit);
    text-decoration-line: underline;
    text-decoration-style: dotted;
    text-decoration-color: var(--parley-term-underline, currentColor);
    text-underline-offset: 0.18em;
    text-decoration-thickness: 1px;
    cursor: help;
    border-radius: 2px;
  }
  a.term:hover {
    text-decoration-style: solid;
  }
`;

/**
 * `text` with its glossary terms of `ref` as links (`href` `#term-<id>`, `data-term`, a tooltip of
 * the definition's first sentence); `firstOnly` links only each term's first occurrence.
 *
 * @example
 * html`<li>${termLinks(this, ref, 'Bea cast Flare.', true)}</li>`
 */
export function termLinks(
  host: HTMLElement,
  ref: GameReference,
  text: string,
  firstOnly: boolean,
  game: string = ref.game,
): (string | TemplateResult)[] {
  return termRuns(ref, text, firstOnly).map((run) => {
    if (run.term === undefined) return run.text;
    const term = run.term;
    const entry = entryOf(ref, term);
    const tip = entry ? `${entry.term}: ${firstSentence(entry.definition)}` : nothing;
    return html`<a
      class="term"
      href="#term-${term}"
      part="term"
      data-term=${term}
      title=${tip}
      @click=${(e: MouseEvent) => {
        e.preventDefault();
        emitShowTerm(host, { game, term });
      }}
      >${run.text}</a
    >`;
  });
}
