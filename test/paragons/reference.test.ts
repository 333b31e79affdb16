/**
 * The Paragons rules reference covers the card set: every keyword and term a card's data implies
 * has a glossary entry, and the card's printed text links to it; no capitalised word of a card text
 * is left unexplained; every action, window and prompt word of the game has an entry.
 */
import { describe, expect, it } from 'vitest';
import { CARD_SET, cardKeywords, GLOSSARY_KEYWORDS } from '../../src/games/paragons/cards/index.ts';
import type {
  Ability,
  Amount,
  CardDef,
  Condition,
  Effect,
  Selector,
  TargetSpec,
} from '../../src/games/paragons/cards/schema.ts';
import { keywordNames, KW } from '../../src/games/paragons/stats.ts';
import { PARAGONS_REFERENCE as REF } from '../../src/games/paragons/reference.ts';
import { splitTerms, termMatcher } from '../../src/engine/reference.ts';
import { expectWellFormed, linkedTerms, unexplainedCapitals } from '../helpers/reference.ts';

const MATCHER = termMatcher(REF.glossary);
const IDS = new Set(REF.glossary.map((e) => e.id));

/** Glossary ids a card's data implies: `need` must exist, `mention` must be linked from its text. */
interface Implied {
  readonly need: Set<string>;
  readonly mention: Set<string>;
}

function selector(s: Selector, out: Implied): void {
  if (s === 'opponent') out.mention.add('opponent');
  if (typeof s !== 'object') return;
  if ('around' in s) {
    out.mention.add(s.around);
    selector(s.of, out);
  }
  if ('all' in s) {
    out.mention.add('mercenary');
    if (s.line === 'front') out.mention.add('front-line');
    if (s.line === 'back') out.mention.add('back-line');
    if (s.side === 'ally') out.mention.add('ally');
  }
}

function amount(a: Amount, out: Implied): void {
  if (typeof a === 'number') return;
  const per: Record<typeof a.per, string> = {
    'hidden-card': 'hidden-pile',
    'ally-mercenary': 'ally',
    'card-in-hand': 'hand',
    'reveal-this-turn': 'reveal',
    'spell-this-turn': 'spell',
  };
  out.mention.add(per[a.per]);
}

function condition(c: Condition, out: Implied): void {
  if ('revealedThisTurn' in c) out.mention.add('reveal');
  if ('spellsThisTurn' in c) out.mention.add('spell');
  if ('hiddenAtLeast' in c) out.mention.add('hidden-pile');
  if ('recruitedThisTurn' in c) out.mention.add('recruit');
  if ('alliesAtLeast' in c) out.mention.add('ally');
  if ('lifeAtMost' in c) out.mention.add('life');
}

function effect(e: Effect, out: Implied): void {
  switch (e.do) {
    case 'damage':
      out.mention.add('damage');
      amount(e.amount, out);
      break;
    case 'heal':
      out.mention.add(e.to === 'controller' || e.to === 'opponent' ? 'life' : 'damage');
      amount(e.amount, out);
      break;
    case 'buff':
      out.mention.add('buff');
      if (e.until === 'turn') out.mention.add('this-turn');
      break;
    case 'grant':
      out.mention.add(e.keyword);
      if (e.until === 'turn') out.mention.add('this-turn');
      break;
    case 'draw':
      out.mention.add('draw');
      break;
    case 'destroy':
      out.mention.add('destroyed');
      break;
    case 'mana':
      out.mention.add('mana');
      break;
    case 'recruit':
      out.mention.add('recruit');
      out.mention.add('mercenary-pool');
      break;
    case 'counter':
    case 'copy':
      out.mention.add(e.do);
      out.mention.add('chain');
      break;
    case 'if':
      condition(e.condition, out);
      for (const inner of e.then) effect(inner, out);
      break;
    default:
      out.mention.add(e.do);
  }
  if ('to' in e) selector(e.to, out);
}

function target(t: TargetSpec, out: Implied): void {
  if (t.kind === 'pool') {
    out.mention.add('mercenary-pool');
    if (t.tier) out.mention.add(`${t.tier}-mercenary`);
  }
  if (t.kind === 'chain') out.mention.add('chain');
  if (t.kind === 'space' || t.kind === 'empty-space') out.mention.add('space');
  if (t.kind === 'player') out.need.add('opponent');
  if (t.kind === 'mercenary') out.mention.add('mercenary');
}

const TRIGGER_TERM: Record<Exclude<Ability['type'], 'aura' | 'voluntary'>, string> = {
  enter: 'comes-into-play',
  destroyed: 'destroyed',
  attack: 'attack',
  'turn-start': 'start-of-turn',
  'turn-end': 'end-of-turn',
};

function ability(a: Ability, out: Implied): void {
  if (a.type === 'aura') {
    out.mention.add(a.scope);
    out.mention.add('ally');
    out.mention.add('buff');
    if (a.keyword) out.mention.add(a.keyword);
    return;
  }
  if (a.type === 'voluntary') {
    out.need.add('voluntary-ability');
    if (a.anytime) out.mention.add('anytime');
    if (a.exhaust) out.mention.add('exhaust');
    if (a.mana > 0) out.mention.add('mana');
    for (const t of a.targets) target(t, out);
  } else out.mention.add(TRIGGER_TERM[a.type]);
  for (const e of a.effects) effect(e, out);
}

/** The glossary ids card `c`'s data implies. */
function implied(c: CardDef): Implied {
  const out: Implied = { need: new Set(), mention: new Set(cardKeywords(c)) };
  if (c.hidden) out.mention.add('reveal');
  if (c.class) out.need.add(c.class).add('class-card').add('paragon-class');
  else out.need.add(`${c.tier}-mercenary`).add('neutral-card');
  if (c.kind === 'mercenary') {
    out.need.add('mercenary').add(c.combat).add('stats').add('base-stats');
    for (const k of c.keywords) out.mention.add(k);
    for (const a of c.abilities ?? []) ability(a, out);
  } else {
    out.need.add('spell');
    if (c.spell !== 'instant') out.mention.add(c.spell);
    for (const t of c.targets) target(t, out);
    for (const e of c.effects) effect(e, out);
    if (c.grants) {
      out.mention.add('buff');
      for (const k of c.grants.keywords ?? []) out.mention.add(k);
      for (const a of c.grants.abilities ?? []) ability(a, out);
    }
  }
  return out;
}

describe('the Paragons rules reference', () => {
  it('is well formed', () => {
    expectWellFormed(REF);
    expect(REF.game).toBe('paragons');
  });

  it('has an entry, with the data’s id, for every keyword of the Keyword Glossary', () => {
    for (const k of GLOSSARY_KEYWORDS) expect(IDS, k).toContain(k);
    for (const k of keywordNames(Object.values(KW).reduce((a, b) => a | b, 0))) {
      expect(IDS, k).toContain(k);
    }
  });

  it('explains every term each card’s data implies, and its text links each one', () => {
    const missing: string[] = [];
    for (const c of CARD_SET) {
      const { need, mention } = implied(c);
      for (const id of [...need, ...mention]) if (!IDS.has(id)) missing.push(`${c.id}: ${id}`);
      const linked = linkedTerms(c.text, MATCHER);
      for (const id of mention) {
        if (!linked.has(id)) missing.push(`${c.id}: "${c.text}" does not link ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves no capitalised word of a card text unexplained', () => {
    const found = CARD_SET.flatMap((c) =>
      unexplainedCapitals(c.text, MATCHER).map((w) => `${c.id}: ${w}`),
    );
    expect(found).toEqual([]);
  });

  it('has an entry for every action, window and prompt word of the game', () => {
    for (const word of REF.promptWords) {
      const runs = splitTerms(word, MATCHER);
      expect(
        runs.some((r) => r.term !== undefined),
        `prompt word "${word}"`,
      ).toBe(true);
    }
    expect(Object.keys(REF.actions).sort()).toEqual(
      [
        ...['play', 'attack', 'defend', 'cast', 'ability', 'spell', 'recruit', 'hide', 'reveal'],
        ...['garrison', 'mulligan', 'retarget', 'pass', 'endTurn', 'class-commit', 'class-open'],
        ...['rps-commit', 'rps-open', 'class-pick', 'pick', 'deck', 'keep', 'concede'],
      ].sort(),
    );
  });

  it('links the terms its own sections use, and every entry is reachable from a card or a prompt or the rules', () => {
    const reached = new Set<string>();
    const texts = [
      ...CARD_SET.map((c) => c.text),
      ...REF.promptWords,
      ...REF.sections.flatMap((s) => s.body.flat()),
    ];
    for (const t of texts) for (const id of linkedTerms(t, MATCHER)) reached.add(id);
    for (const id of Object.values(REF.actions)) reached.add(id);
    const unreached = [...IDS].filter((id) => !reached.has(id));
    expect(unreached).toEqual([]);
  });
});
