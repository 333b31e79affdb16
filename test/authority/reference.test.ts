/**
 * The Authority rules reference covers the card set: every term a card's data implies (its kind,
 * faction, ability triggers and effects) has a glossary entry, and the card's printed text links
 * to it; no capitalised word of a card text is left unexplained; every action, window and prompt
 * word of the game has an entry.
 */
import { describe, expect, it } from 'vitest';
import { CARD_SET } from '../../src/games/authority/cards/index.ts';
import type {
  Ability,
  Action,
  CardDef,
  Modifier,
  Trigger,
} from '../../src/games/authority/cards/schema.ts';
import { AUTHORITY_REFERENCE as REF } from '../../src/games/authority/reference.ts';
import { splitTerms, termMatcher } from '../../src/engine/reference.ts';
import { expectWellFormed, linkedTerms, unexplainedCapitals } from '../helpers/reference.ts';

const MATCHER = termMatcher(REF.glossary);
const IDS = new Set(REF.glossary.map((e) => e.id));

/** Glossary ids a card's data implies: `need` must exist, `mention` must be linked from its text. */
interface Implied {
  readonly need: Set<string>;
  readonly mention: Set<string>;
}

const TRIGGER_TERMS: Record<Trigger, readonly string[]> = {
  attack: ['when-attacking'],
  recruit: ['when-recruiting'],
  discard: ['discard-ability'],
  defending: ['when-defending'],
  'defending-turn-start': ['when-defending', 'start-of-turn'],
  general: [],
  'general-turn-start': ['start-of-turn'],
  striking: ['when-attacking'],
  defeats: ['defeat'],
  'general-defeats': ['defeat'],
};

const ACTION_TERMS: Record<Action['e'], readonly string[]> = {
  authority: ['authority'],
  'monarch-damage': ['monarch', 'damage'],
  'attack-bonus': ['attack', 'power', 'this-turn'],
  weaken: ['defend', 'power', 'this-turn'],
  ignore: ['ignore', 'defend', 'this-turn'],
  'ignore-all': ['ignore', 'defend', 'this-turn'],
  'ignore-strongest': ['ignore', 'defend', 'power', 'this-turn'],
  disable: ['disable', 'defend', 'this-turn'],
  annihilate: ['annihilate', 'defend'],
  retire: ['retire', 'hand', 'discard-pile'],
  'draw-extra': ['draw', 'hand'],
  discount: ['recruit', 'cost', 'this-turn'],
};

const MODIFIER_TERMS: Record<Modifier['e'], readonly string[]> = {
  power: ['power'],
  'power-vs-monarch': ['power', 'monarch'],
  'power-per-attacker': ['power', 'attack'],
  unblocked: ['block', 'defence-row', 'monarch'],
  'annihilate-defeated': ['annihilate', 'defeat'],
  'allies-attack': ['attack', 'power'],
  'enemies-attack': ['attack', 'power'],
  'allies-defence': ['defend', 'power'],
  'monarch-guard': ['monarch', 'damage'],
  steadfast: ['defend', 'ignore', 'disable'],
  'recruit-discount': ['recruit', 'cost'],
};

function ability(a: Ability, kind: CardDef['kind'], out: Implied): void {
  for (const t of TRIGGER_TERMS[a.on]) out.mention.add(t);
  if (a.on === 'general' || a.on === 'general-turn-start') {
    // A spy's text says where it works; a leader is always there.
    (kind === 'spy' ? out.mention : out.need).add('general-zone');
  }
  if ('do' in a) {
    for (const t of ACTION_TERMS[a.do.e]) out.mention.add(t);
    if ('perRow' in a.do && a.do.perRow) out.mention.add('x');
  } else {
    for (const t of MODIFIER_TERMS[a.mod.e]) out.mention.add(t);
    if ('perRow' in a.mod && a.mod.perRow) out.mention.add('x');
    if (a.mod.e === 'allies-defence' && a.mod.scope !== 'all' && a.mod.scope !== 'others') {
      out.mention.add('defence-row');
    }
  }
}

/** The glossary ids card `c`'s data implies. */
function implied(c: CardDef): Implied {
  const out: Implied = { need: new Set(['unit', 'power', 'cost']), mention: new Set() };
  out.need.add(c.faction === 'royal' ? 'royal-soldiers' : c.faction).add('faction');
  if (c.kind === 'unit') out.need.add('attack').add('defend').add('recruit');
  else out.mention.add(c.kind);
  if (c.kind === 'spy') out.need.add('post').add('unmask').add('general-zone');
  if (c.kind === 'leader' || c.kind === 'superpower') out.need.add('generals');
  if (c.abilities.length === 0) out.mention.add('ability');
  if (c.id === 'rs-kingsguard') out.need.add('kingsguard').add('defence-row');
  for (const a of c.abilities) ability(a, c.kind, out);
  return out;
}

describe('the Authority rules reference', () => {
  it('is well formed', () => {
    expectWellFormed(REF);
    expect(REF.game).toBe('authority');
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
        ...['attack', 'defend', 'recruit', 'post', 'ability', 'unmask', 'buy', 'end', 'strike'],
        ...['choose', 'decline', 'cull', 'keep', 'faction-commit', 'faction-open', 'rps-commit'],
        ...['rps-open', 'faction-pick', 'concede'],
      ].sort(),
    );
  });

  it('every entry is reachable from a card, a prompt, an action or the rules', () => {
    const reached = new Set<string>(Object.values(REF.actions));
    const texts = [
      ...CARD_SET.map((c) => c.text),
      ...REF.promptWords,
      ...REF.sections.flatMap((s) => s.body.flat()),
    ];
    for (const t of texts) for (const id of linkedTerms(t, MATCHER)) reached.add(id);
    expect([...IDS].filter((id) => !reached.has(id))).toEqual([]);
  });
});
