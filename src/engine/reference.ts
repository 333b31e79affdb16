/**
 * The shape of a game's rules reference (sections for a first-time player and a glossary of every
 * term its cards and prompts use), and the pure helpers the UI needs to show it: splitting a card
 * text or a prompt into plain runs and glossary terms, and searching the reference.
 *
 * Each game writes its reference as data in its own folder (`src/games/<id>/reference.ts`),
 * faithful to its rulebook and to its decisions page (`docs/rules/<id>.md`); the entries cite
 * them. Nothing here touches the DOM, so the same code runs in Node tests and in the browser.
 */

/** One term of a game's glossary. */
export interface GlossaryEntry {
  /**
   * Stable id: lower-case words joined by `-` (see {@link isTermId}). The UI anchors the entry as
   * `term-<id>`; a printed keyword uses the id the card data uses (Paragons: `first-blood`).
   */
  readonly id: string;
  /** The term as cards and prompts print it ("First Blood"). */
  readonly term: string;
  /**
   * Other forms that refer to this entry in card texts and prompts (plurals, verb forms,
   * synonyms), matched like the term itself: whole words, any case.
   */
  readonly forms?: readonly string[];
  /**
   * Regular-expression sources of further forms (for notation such as `+1/+1`), matched whole
   * and in any case like the forms. No capturing groups.
   */
  readonly patterns?: readonly string[];
  /** A short definition for someone who has never played. */
  readonly definition: string;
  /** A concrete example from play. */
  readonly example: string;
  /** Where the rule comes from: a rulebook section, or a decision of `docs/rules/<id>.md`. */
  readonly source: string;
  /** Related entries, by id. */
  readonly see?: readonly string[];
  /** A printed keyword or card-face mark: an icon of the game's art pack that stands for it. */
  readonly icon?: string;
}

/** One section of the rules, for reading in order. */
export interface ReferenceSection {
  /** Stable id (`[a-z0-9-]+`); the UI anchors the section as `section-<id>`. */
  readonly id: string;
  readonly title: string;
  /** Paragraphs in order; an array is a bulleted list. */
  readonly body: readonly (string | readonly string[])[];
}

/** A game's whole rules reference. */
export interface GameReference {
  /** The game id of the registry (`paragons`, `authority`). */
  readonly game: string;
  /** The game's name as printed ("Paragons: Age of Champions"). */
  readonly title: string;
  /** One or two sentences: what the game is and how it is won. */
  readonly summary: string;
  readonly sections: readonly ReferenceSection[];
  /** Every term, in reading order (the UI may sort it). */
  readonly glossary: readonly GlossaryEntry[];
  /** Each player action type of the game and its match flow → the glossary id explaining it. */
  readonly actions: Readonly<Record<string, string>>;
  /** Each window the game can wait in (each prompt) → the glossary id explaining it. */
  readonly windows: Readonly<Record<string, string>>;
  /** Words the game's prompts and status lines print (headings, buttons), for coverage tests. */
  readonly promptWords: readonly string[];
}

/** A piece of a text: plain, or a reference to the glossary entry `term`. */
export type TextRun =
  | { readonly text: string; readonly term?: undefined }
  | { readonly text: string; readonly term: string };

/** A compiled glossary for {@link splitTerms}: build it once per reference. */
export interface TermMatcher {
  /** Every form and pattern, longest first, between word boundaries ('giu'). */
  readonly source: string;
  /** A form in lower case, spaces collapsed → its entry's id. */
  readonly byForm: ReadonlyMap<string, string>;
  /** Anchored pattern → its entry's id, tried in order for matches that are no form. */
  readonly patterns: readonly (readonly [RegExp, string])[];
}

/** What {@link searchReference} found: ids of the sections and entries that match, in order. */
export interface SearchResult {
  readonly sections: readonly string[];
  readonly terms: readonly string[];
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a well-formed entry or section id: lower-case letters and digits joined by `-`. */
export function isTermId(id: string): boolean {
  return ID.test(id);
}

/** The id a term would get: its letters and digits in lower case, joined by `-`. */
export function termSlug(term: string): string {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .join('-');
}

/** A form as looked up: lower case, every run of white space one space. */
function normalize(form: string): string {
  return form.toLowerCase().replace(/\s+/gu, ' ');
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A form as a regex source: escaped, each space any run of white space. */
function formSource(form: string): string {
  return form
    .trim()
    .split(/\s+/u)
    .map((w) => escapeRegex(w))
    .join('\\s+');
}

/** Every form an entry is matched by: its term and its forms. */
export function formsOf(entry: GlossaryEntry): string[] {
  return [entry.term, ...(entry.forms ?? [])];
}

/**
 * Compiles a glossary for {@link splitTerms}. Forms are matched longest first (so "Lesser
 * Mercenary" wins over "Mercenary"), case-insensitively, only as whole words: neither end may
 * touch a letter or digit. A form listed by two entries belongs to the first.
 */
export function termMatcher(glossary: readonly GlossaryEntry[]): TermMatcher {
  const byForm = new Map<string, string>();
  const alternatives: { source: string; length: number }[] = [];
  const patterns: (readonly [RegExp, string])[] = [];
  for (const entry of glossary) {
    for (const form of formsOf(entry)) {
      const key = normalize(form.trim());
      if (key.length === 0 || byForm.has(key)) continue;
      byForm.set(key, entry.id);
      alternatives.push({ source: formSource(form), length: key.length });
    }
    // Patterns go before every form: they stand for notation, which no word form overlaps.
    for (const p of entry.patterns ?? []) {
      patterns.push([new RegExp(`^(?:${p})$`, 'iu'), entry.id]);
      alternatives.push({ source: `(?:${p})`, length: Number.MAX_SAFE_INTEGER });
    }
  }
  alternatives.sort(
    (a, b) => b.length - a.length || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0),
  );
  const body = alternatives.map((a) => a.source).join('|');
  const source =
    alternatives.length === 0 ? '(?!)' : `(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`;
  return { source, byForm, patterns };
}

/** The entry id a matched piece of text refers to, or null. */
function termOf(text: string, m: TermMatcher): string | null {
  const id = m.byForm.get(normalize(text));
  if (id !== undefined) return id;
  for (const [re, pid] of m.patterns) if (re.test(text)) return pid;
  return null;
}

/**
 * Splits `text` into plain runs and glossary references, left to right, each match the longest
 * form at its place. Joining the runs' texts gives `text` back exactly; no run is empty and no two
 * plain runs are next to each other.
 */
export function splitTerms(text: string, matcher: TermMatcher): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(new RegExp(matcher.source, 'giu'))) {
    const found = match[0];
    const start = match.index;
    if (found.length === 0) continue;
    const term = termOf(found, matcher);
    if (term === null) continue;
    if (start > at) runs.push({ text: text.slice(at, start) });
    runs.push({ text: found, term });
    at = start + found.length;
  }
  if (at < text.length) runs.push({ text: text.slice(at) });
  return mergePlain(runs);
}

/** Joins neighbouring plain runs (a skipped match leaves two). */
function mergePlain(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  for (const run of runs) {
    const last = out[out.length - 1];
    if (last && last.term === undefined && run.term === undefined) {
      out[out.length - 1] = { text: last.text + run.text };
    } else out.push(run);
  }
  return out;
}

/** The entry with this id, or undefined. */
export function findEntry(ref: GameReference, id: string): GlossaryEntry | undefined {
  return ref.glossary.find((e) => e.id === id);
}

/** The words of a query: lower case, split on white space. */
function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/u)
    .filter((w) => w.length > 0);
}

/** All the text of a section, in lower case. */
function sectionText(s: ReferenceSection): string {
  return [s.title, ...s.body.flat()].join('\n').toLowerCase();
}

/** All the text of an entry, in lower case. */
function entryText(e: GlossaryEntry): string {
  return [...formsOf(e), e.definition, e.example].join('\n').toLowerCase();
}

/**
 * The sections and glossary entries whose text holds every word of `query` (any case, anywhere:
 * "crit str" finds Critical Strike). An empty query matches everything. Order is the reference's.
 */
export function searchReference(ref: GameReference, query: string): SearchResult {
  const words = queryWords(query);
  const hit = (text: string) => words.every((w) => text.includes(w));
  return {
    sections: ref.sections.filter((s) => hit(sectionText(s))).map((s) => s.id),
    terms: ref.glossary.filter((e) => hit(entryText(e))).map((e) => e.id),
  };
}
