/**
 * The Paragon: Trials of the Chosen rules reference (src/games/trials/reference.ts) is well formed
 * and complete: every keyword id the card data uses and every term the rulebook uses has an entry;
 * every action and window id of the engine (docs/rules/trials.md, "Windows and actions") maps to
 * one; every source cites a section of the rulebook or a decision docs/rules/trials.md really has;
 * and the decisions page itself numbers its decisions D1, D2, … once each, cross-referencing only
 * decisions it has.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchReference, splitTerms, termMatcher } from '../../src/engine/reference.ts';
import { TRIALS_REFERENCE as REF } from '../../src/games/trials/reference.ts';
import { expectWellFormed, linkedTerms } from '../helpers/reference.ts';

const DOC = readFileSync(join(import.meta.dirname, '../../docs/rules/trials.md'), 'utf8');
const MATCHER = termMatcher(REF.glossary);
const IDS = new Set(REF.glossary.map((e) => e.id));

/** The decision numbers of docs/rules/trials.md, from its `### Dn. Title` headings, in order. */
const HEADINGS = [...DOC.matchAll(/^### D(\d+)\. \S.*$/gmu)].map((m) => Number(m[1]));
const DECISIONS = new Set(HEADINGS);

/** The keyword ids the card data uses: each must be a glossary id, spelled exactly so. */
const KEYWORDS = [
  ...['guardian', 'stealthy', 'shield', 'parry', 'piercing', 'draining', 'corrosive', 'split'],
  ...['confuse', 'scout', 'ignite', 'exile', 'counter', 'ready', 'exhaust', 'destroy', 'lose-hp'],
  ...['instant', 'ongoing', 'one-handed', 'two-handed', 'weapon', 'armor', 'accessory'],
];

/** Terms of the rulebook → the entry they must link to wherever a card or prompt prints them. */
const RULEBOOK_TERMS: Readonly<Record<string, string>> = {
  Confuse: 'confuse',
  Corrosive: 'corrosive',
  Counter: 'counter',
  Destroy: 'destroy',
  Discard: 'discard',
  Draining: 'draining',
  Exhaust: 'exhaust',
  Exile: 'exile',
  Guardian: 'guardian',
  Ignite: 'ignite',
  'Lose HP': 'lose-hp',
  Parry: 'parry',
  Piercing: 'piercing',
  Ready: 'ready',
  'Reciprocal damage': 'reciprocal-damage',
  Scout: 'scout',
  Shield: 'shield',
  Shielded: 'shield',
  'Shield Counter': 'shield',
  Split: 'split',
  Stealthy: 'stealthy',
  Avatar: 'avatar',
  Fallen: 'fallen',
  Equipment: 'equipment',
  Ability: 'ability',
  Instant: 'instant',
  Ongoing: 'ongoing',
  'One-Handed': 'one-handed',
  'Two-Handed': 'two-handed',
  Weapon: 'weapon',
  Armor: 'armor',
  Accessory: 'accessory',
  Attack: 'attack',
  Power: 'power',
  HP: 'hp',
  Energy: 'energy',
  'Energy cost': 'energy-cost',
  Channel: 'channel',
  Initiative: 'initiative',
  Round: 'round',
  'Start Phase': 'start-phase',
  'Main Phase': 'main-phase',
  'End Phase': 'end-phase',
  Stack: 'stack',
  Priority: 'priority',
  Pass: 'pass',
  Discipline: 'discipline',
  School: 'school',
  'Activated effect': 'activated-effect',
  Target: 'target',
  'Implied stats': 'implied-stats',
  Attach: 'attach',
  Detach: 'detach',
  'Opening hand': 'opening-hand',
  'Deck order': 'deck-order',
  'Discard pile': 'discard-pile',
  'Golden Rule': 'golden-rule',
  Subtype: 'subtype',
  'Declare an attack': 'declare-an-attack',
  'Damage phase': 'damage-phase',
  'Restore HP': 'restore-hp',
};

/** The sections of the rulebook a source may cite ("Rulebook: Start Phase; Glossary (Parry)"). */
const RULEBOOK_SECTIONS = new Set([
  ...['Components', 'Objective', 'Card Types', 'Building Your Deck', 'The Golden Rule'],
  ...['Avatars', 'Attack', 'Hit Points', 'Equipment', 'Power', 'Energy Cost', 'Abilities'],
  ...['Effects', 'Implied Stats', 'Activated Effects', 'Disciplines', 'Card Subtypes'],
  ...['Accessory', 'Ongoing', 'Fallen', 'One-Handed', 'Two-Handed', 'Weapon', 'Armor'],
  ...['Starting the Game', 'Sorting Your Deck', 'The Play Area', 'Round Sequence'],
  ...['Start Phase', 'Main Phase', 'Initiative', 'Turns and Actions', 'Play a Card'],
  ...['Trigger an Activated Effect', 'Declare an Attack', 'Channel Energy', 'Pass', 'End Phase'],
  ...['Targeting', 'Schools and Disciplines', 'Responding', 'Instant', 'The Stack', 'Priority'],
  ...['Glossary', 'Multiplayer Battle Royale Variant', 'Commonly Missed Rules'],
]);

/** The entries of the rulebook's glossary, as a source names them: "Glossary (Parry)". */
const GLOSSARY_ITEMS = new Set(
  ['Confuse', 'Corrosive', 'Counter', 'Destroy', 'Discard', 'Draining', 'Exhaust', 'Exile']
    .concat(['Guardian', 'Ignite', 'Lose HP', 'Parry', 'Piercing', 'Ready', 'Reciprocal Damage'])
    .concat(['Scout', 'Shielded / Shield Counters', 'Split', 'Stealthy']),
);

const DR = 'docs/rules/trials.md ';

/**
 * What is wrong with one source text (empty when every part cites something that exists). A source
 * is parts joined by "; ": "Rulebook: " and a section, further rulebook sections, then
 * "docs/rules/trials.md " and decisions joined by ", " ("Rulebook: Pass; End Phase; … D12, D18").
 */
function sourceProblems(source: string): string[] {
  const problems: string[] = [];
  let inRulebook = false;
  for (const part of source.split('; ')) {
    if (part.startsWith(DR)) {
      inRulebook = false;
      for (const d of part.slice(DR.length).split(', ')) {
        const m = /^D(\d+)$/u.exec(d);
        if (m === null || !DECISIONS.has(Number(m[1]))) problems.push(`no decision "${d}"`);
      }
      continue;
    }
    if (part.startsWith('Rulebook: ')) inRulebook = true;
    else if (!inRulebook) {
      problems.push(`"${part}" cites neither the rulebook nor ${DR.trim()}`);
      continue;
    }
    const name = part.replace(/^Rulebook: /u, '');
    const m = /^(.+?)(?: \((.+)\))?$/u.exec(name);
    const section = m?.[1] ?? name;
    const item = m?.[2];
    if (!RULEBOOK_SECTIONS.has(section)) problems.push(`no rulebook section "${section}"`);
    if (item !== undefined && (section !== 'Glossary' || !GLOSSARY_ITEMS.has(item))) {
      problems.push(`no rulebook entry "${name}"`);
    }
  }
  return problems;
}

describe('docs/rules/trials.md', () => {
  it('numbers its decisions D1, D2, … in order, each once', () => {
    expect(HEADINGS.length).toBeGreaterThanOrEqual(40);
    expect(HEADINGS).toEqual(HEADINGS.map((_, i) => i + 1));
  });

  it('cites only decisions it has', () => {
    const cited = [...DOC.matchAll(/\bD(\d+)\b/gu)].map((m) => Number(m[1]));
    expect(cited.filter((n) => !DECISIONS.has(n))).toEqual([]);
  });

  it('maps each of the 19 gaps of the design digest to decisions', () => {
    const gaps = DOC.slice(DOC.indexOf('## Gaps of the design digest'));
    const mapped = [...gaps.matchAll(/(\d+) →\s+D\d+/gu)].map((m) => Number(m[1]));
    expect(mapped).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  it('lists every action and window id the reference maps', () => {
    const table = DOC.slice(DOC.indexOf('## Windows and actions'));
    for (const id of [...Object.keys(REF.actions), ...Object.keys(REF.windows)]) {
      expect(table, id).toContain(`\`${id}\``);
    }
  });
});

describe('the Trials rules reference', () => {
  it('is well formed', () => {
    expectWellFormed(REF);
    expect(REF.game).toBe('trials');
    expect(REF.title).toBe('Paragon: Trials of the Chosen');
  });

  it('has an entry for every keyword id the card data uses', () => {
    expect(KEYWORDS.filter((id) => !IDS.has(id))).toEqual([]);
  });

  it('links every term the rulebook uses to its entry', () => {
    const wrong = Object.entries(RULEBOOK_TERMS).filter(([term, id]) => {
      const runs = splitTerms(term, MATCHER);
      return runs.length !== 1 || runs[0]?.term !== id;
    });
    expect(wrong).toEqual([]);
  });

  it('maps every action and window of the engine, and every prompt word, to an entry', () => {
    expect(Object.keys(REF.actions).sort()).toEqual(
      [
        ...['play', 'activate', 'attack', 'channel', 'ignite', 'pass', 'decline', 'trigger'],
        ...['scout', 'discard', 'split', 'order-deck', 'avatars-open', 'initiative-commit'],
        ...['initiative-open', 'rps-commit', 'rps-open', 'concede'],
      ].sort(),
    );
    expect(Object.keys(REF.windows).sort()).toEqual(
      [
        ...[
          'main',
          'priority',
          'trigger',
          'scout',
          'discard',
          'split',
          'deck-order',
          'avatar-reveal',
        ],
        ...['initiative-commit', 'initiative-open', 'rps-commit', 'rps-open'],
      ].sort(),
    );
    for (const id of [...Object.values(REF.actions), ...Object.values(REF.windows)]) {
      expect(IDS.has(id), id).toBe(true);
    }
    for (const word of REF.promptWords) {
      expect(linkedTerms(word, MATCHER).size, `prompt word "${word}"`).toBeGreaterThan(0);
    }
  });

  it('cites a rulebook section or an existing decision in every source', () => {
    const problems = REF.glossary.flatMap((e) =>
      sourceProblems(e.source).map((p) => `${e.id}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('rejects a source citing a decision the page does not have', () => {
    const missing = Math.max(...HEADINGS) + 1;
    expect(sourceProblems(`${DR}D${missing}`)).toEqual([`no decision "D${missing}"`]);
    expect(sourceProblems('Rulebook: Mulligan')).toEqual(['no rulebook section "Mulligan"']);
    expect(sourceProblems('Rulebook: Glossary (Haste)')).toEqual([
      'no rulebook entry "Glossary (Haste)"',
    ]);
    expect(sourceProblems('the rulebook')).not.toEqual([]);
  });

  it('reaches every entry from a section, a prompt or an action', () => {
    const reached = new Set<string>(Object.values(REF.actions));
    for (const v of Object.values(REF.windows)) reached.add(v);
    const texts = [...REF.promptWords, ...REF.sections.flatMap((s) => s.body.flat())];
    for (const t of texts) for (const id of linkedTerms(t, MATCHER)) reached.add(id);
    expect([...IDS].filter((id) => !reached.has(id))).toEqual([]);
  });

  it('finds a keyword by search', () => {
    expect(searchReference(REF, 'parry').terms).toContain('parry');
    expect(searchReference(REF, 'fallen discipline').sections).toContain('fallen-avatars');
  });
});
