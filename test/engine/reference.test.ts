import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isTermId,
  searchReference,
  splitTerms,
  termMatcher,
  termSlug,
  type GameReference,
  type GlossaryEntry,
  type TextRun,
} from '../../src/engine/reference.ts';

function entry(id: string, term: string, forms: string[] = [], patterns?: string[]): GlossaryEntry {
  return { id, term, forms, patterns, definition: `${term} means…`, example: '…', source: 'test' };
}

const GLOSSARY: readonly GlossaryEntry[] = [
  entry('mercenary', 'Mercenary', ['mercenaries']),
  entry('lesser-mercenary', 'Lesser Mercenary', ['Lesser Mercenaries']),
  entry('mercenary-pool', 'Mercenary Pool'),
  entry('recruit', 'Recruit', ['Recruited', 'Recruits']),
  entry('reach', 'Reach'),
  entry('x', 'X', ['2X']),
  entry('buff', 'Stat change', [], ['[+-]\\d+/[+-]\\d+']),
];
const MATCHER = termMatcher(GLOSSARY);

const split = (text: string) => splitTerms(text, MATCHER);

describe('splitTerms', () => {
  it('finds the longest form at each place, in any case, as whole words', () => {
    expect(split('Recruit a Lesser Mercenary from the Mercenary Pool.')).toEqual([
      { text: 'Recruit', term: 'recruit' },
      { text: ' a ' },
      { text: 'Lesser Mercenary', term: 'lesser-mercenary' },
      { text: ' from the ' },
      { text: 'Mercenary Pool', term: 'mercenary-pool' },
      { text: '.' },
    ]);
    expect(split('reach, REACH and Reaching')).toEqual([
      { text: 'reach', term: 'reach' },
      { text: ', ' },
      { text: 'REACH', term: 'reach' },
      { text: ' and Reaching' },
    ]);
    expect(split('overreach')).toEqual([{ text: 'overreach' }]);
  });

  it('matches multi-word forms across any white space, and notation patterns', () => {
    expect(split('a Lesser\n  Mercenary gets +1/+0')).toEqual([
      { text: 'a ' },
      { text: 'Lesser\n  Mercenary', term: 'lesser-mercenary' },
      { text: ' gets ' },
      { text: '+1/+0', term: 'buff' },
    ]);
  });

  it('treats digits as part of a word: 2X is its own form, X2 is nothing', () => {
    expect(split('gain 2X, +X or X2')).toEqual([
      { text: 'gain ' },
      { text: '2X', term: 'x' },
      { text: ', +' },
      { text: 'X', term: 'x' },
      { text: ' or X2' },
    ]);
  });

  it('returns nothing for an empty text and the text itself when no term is in it', () => {
    expect(split('')).toEqual([]);
    expect(split('No abilities.')).toEqual([{ text: 'No abilities.' }]);
    expect(splitTerms('Reach', termMatcher([]))).toEqual([{ text: 'Reach' }]);
  });

  it('is the identity when joined, with maximal non-empty runs (fast-check)', () => {
    const words = ['Mercenary', 'Lesser', 'Pool', 'Recruited', 'reach', 'X', '2X', '+1/+1', 'é'];
    const piece = fc.oneof(fc.constantFrom(...words, ' ', '\n', '.', '-', "'"), fc.string());
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        const runs = split(text);
        expect(runs.map((r) => r.text).join('')).toBe(text);
        checkRuns(runs);
      }),
      { numRuns: 2000 },
    );
  });

  it('joins back any text for any glossary of random words (fast-check)', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,12}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 8 }), fc.string(), (terms, text) => {
        const glossary = terms.map((t, i) => entry(`t${i}`, t));
        const matcher = termMatcher(glossary);
        const joined = terms.join(' ') + text;
        const runs = splitTerms(joined, matcher);
        expect(runs.map((r) => r.text).join('')).toBe(joined);
        checkRuns(runs);
        for (const r of runs) {
          if (r.term === undefined) continue;
          const e = glossary.find((g) => g.id === r.term)!;
          expect(r.text.toLowerCase().replace(/\s+/g, ' ')).toBe(
            e.term.trim().toLowerCase().replace(/\s+/g, ' '),
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a term run split alone is the same single term', () => {
    const text = 'Recruited Lesser Mercenaries, +2/-1, 2X and the Mercenary Pool.';
    for (const run of split(text).filter((r) => r.term !== undefined)) {
      expect(split(run.text)).toEqual([run]);
    }
  });
});

function checkRuns(runs: readonly TextRun[]): void {
  for (const [i, r] of runs.entries()) {
    expect(r.text.length).toBeGreaterThan(0);
    if (i > 0 && r.term === undefined) expect(runs[i - 1]!.term).not.toBeUndefined();
  }
}

describe('termSlug and isTermId', () => {
  it('makes ids of lower-case words joined by -', () => {
    expect(termSlug('First Blood')).toBe('first-blood');
    expect(termSlug("Fletcher's Gift — X/2X")).toBe('fletcher-s-gift-x-2x');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const slug = termSlug(s);
        if (slug.length > 0 && /^[\x20-\x7e]*$/.test(s)) expect(isTermId(slug)).toBe(true);
      }),
    );
    expect(isTermId('first-blood')).toBe(true);
    expect(isTermId('First-Blood')).toBe(false);
    expect(isTermId('a--b')).toBe(false);
  });
});

describe('searchReference', () => {
  const ref: GameReference = {
    game: 'test',
    title: 'Test',
    summary: '',
    sections: [
      { id: 'combat', title: 'Combat', body: ['Attack with a mercenary.', ['Reach ignores it.']] },
      { id: 'pool', title: 'The pool', body: ['Recruit from the Mercenary Pool.'] },
    ],
    glossary: GLOSSARY,
    actions: {},
    windows: {},
    promptWords: [],
  };

  it('finds sections and entries holding every word of the query, in any case', () => {
    expect(searchReference(ref, '')).toEqual({
      sections: ['combat', 'pool'],
      terms: GLOSSARY.map((e) => e.id),
    });
    expect(searchReference(ref, 'REACH')).toEqual({ sections: ['combat'], terms: ['reach'] });
    expect(searchReference(ref, 'merc pool')).toEqual({
      sections: ['pool'],
      terms: ['mercenary-pool'],
    });
    expect(searchReference(ref, 'recruits')).toEqual({ sections: [], terms: ['recruit'] });
    expect(searchReference(ref, 'zzz')).toEqual({ sections: [], terms: [] });
  });
});
