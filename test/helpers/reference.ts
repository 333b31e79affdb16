/**
 * Checks every game's rules reference shares (src/engine/reference.ts): well-formed ids, forms
 * that belong to one entry only, cross-references that resolve, and the coverage of a card text:
 * which terms it links and which capitalised words it leaves unexplained.
 */
import { expect } from 'vitest';
import {
  formsOf,
  isTermId,
  splitTerms,
  type GameReference,
  type TermMatcher,
} from '../../src/engine/reference.ts';

/** Holds a reference to the shape every game's reference must have. */
export function expectWellFormed(ref: GameReference): void {
  const ids = ref.glossary.map((e) => e.id);
  expect(new Set(ids).size, 'glossary ids are unique').toBe(ids.length);
  const sections = ref.sections.map((s) => s.id);
  expect(new Set(sections).size, 'section ids are unique').toBe(sections.length);
  for (const id of [...ids, ...sections]) expect(isTermId(id), id).toBe(true);
  const owner = new Map<string, string>();
  for (const e of ref.glossary) {
    for (const form of formsOf(e)) {
      const key = form.toLowerCase().replace(/\s+/g, ' ').trim();
      expect(key.length, `${e.id}: empty form`).toBeGreaterThan(0);
      const prev = owner.get(key);
      expect(prev, `"${form}" is a form of both ${prev} and ${e.id}`).toBeUndefined();
      owner.set(key, e.id);
    }
    for (const p of e.patterns ?? []) expect(() => new RegExp(p, 'u'), p).not.toThrow();
    for (const s of e.see ?? []) expect(ids, `${e.id} sees ${s}`).toContain(s);
    expect(e.see ?? [], `${e.id} sees itself`).not.toContain(e.id);
    for (const text of [e.definition, e.example, e.source]) {
      expect(text.trim().length, `${e.id}: empty text`).toBeGreaterThan(0);
    }
    expect(e.definition, `${e.id}: a definition is sentences`).toMatch(/[.”)]$/);
  }
  for (const [what, map] of [
    ['action', ref.actions],
    ['window', ref.windows],
  ] as const) {
    for (const [key, id] of Object.entries(map)) expect(ids, `${what} ${key}`).toContain(id);
  }
}

/** The ids of the terms `text` links to. */
export function linkedTerms(text: string, matcher: TermMatcher): Set<string> {
  const out = new Set<string>();
  for (const run of splitTerms(text, matcher)) if (run.term !== undefined) out.add(run.term);
  return out;
}

/**
 * The capitalised words of `text` that no term covers, leaving out the first word of a sentence
 * (after the start, `.`, `:`, `—`, an opening quote) and the words of `allowed` (card names).
 */
export function unexplainedCapitals(
  text: string,
  matcher: TermMatcher,
  allowed: ReadonlySet<string> = new Set(),
): string[] {
  const out: string[] = [];
  let offset = 0;
  for (const run of splitTerms(text, matcher)) {
    if (run.term === undefined) {
      for (const m of run.text.matchAll(/\p{Lu}[\p{L}'’-]*/gu)) {
        const before = text.slice(0, offset + m.index).trimEnd();
        const startsSentence = before === '' || /[.:—'‘“(]$/.test(before);
        if (!startsSentence && !allowed.has(m[0])) out.push(m[0]);
      }
    }
    offset += run.text.length;
  }
  return out;
}
