/**
 * Glossary look-ups shared by parley-term-text and parley-rules-reference: one compiled matcher
 * per reference and the split of each text, computed once (src/engine/reference.ts). No DOM.
 */
import {
  splitTerms,
  termMatcher,
  type GameReference,
  type GlossaryEntry,
  type TermMatcher,
  type TextRun,
} from '../src/engine/reference.ts';

/** What `show-term` carries: the game and the glossary entry to open. */
export interface ShowTermDetail {
  readonly game: string;
  readonly term: string;
}

interface Compiled {
  readonly matcher: TermMatcher;
  readonly byId: ReadonlyMap<string, GlossaryEntry>;
  readonly runs: Map<string, readonly TextRun[]>;
}

const compiled = new WeakMap<GameReference, Compiled>();

function compile(ref: GameReference): Compiled {
  let c = compiled.get(ref);
  if (!c) {
    c = {
      matcher: termMatcher(ref.glossary),
      byId: new Map(ref.glossary.map((e) => [e.id, e])),
      runs: new Map(),
    };
    compiled.set(ref, c);
  }
  return c;
}

/** The glossary entry `id` of `ref`, or undefined. */
export function entryOf(ref: GameReference, id: string): GlossaryEntry | undefined {
  return compile(ref).byId.get(id);
}

/**
 * `text` split into plain runs and term references. With `firstOnly`, only the first reference to
 * each term stays a reference (later ones become plain text), and `skip` is never one.
 */
export function termRuns(
  ref: GameReference,
  text: string,
  firstOnly: boolean,
  skip?: string,
): readonly TextRun[] {
  const c = compile(ref);
  let runs = c.runs.get(text);
  if (!runs) {
    runs = splitTerms(text, c.matcher);
    c.runs.set(text, runs);
  }
  if (!firstOnly && skip === undefined) return runs;
  const seen = new Set<string>(skip === undefined ? [] : [skip]);
  return runs.map((r) => {
    if (r.term === undefined) return r;
    if (seen.has(r.term)) return { text: r.text };
    if (firstOnly) seen.add(r.term);
    return r;
  });
}

/** The first sentence of a definition, for a tooltip. */
export function firstSentence(text: string): string {
  const m = /^.*?[.!?](?=\s|$)/su.exec(text);
  return m ? m[0] : text;
}

/** Sends `show-term` {game, term} from `from` (bubbling, composed); false when a listener cancelled it. */
export function emitShowTerm(from: HTMLElement, detail: ShowTermDetail): boolean {
  return from.dispatchEvent(
    new CustomEvent<ShowTermDetail>('show-term', {
      detail,
      bubbles: true,
      composed: true,
      cancelable: true,
    }),
  );
}

declare global {
  interface HTMLElementEventMap {
    'show-term': CustomEvent<ShowTermDetail>;
  }
}
