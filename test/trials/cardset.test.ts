/**
 * The card set of Trials of the Chosen (docs/cards.md, "Trials of the Chosen"): its counts (at
 * least 8 Avatars and 96 Equipment and Ability cards, 24 a deck can use per discipline), unique
 * ids and names, every keyword and effect word on at least three cards (counted from the data),
 * every card's text saying what its data does, sane stats and subtypes (rulebook: "Card
 * Subtypes", "Power"), the pre-constructed decks legal (rulebook: "Building your deck"), and art
 * for every card in the generated icon pack.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CARD_SET_HASH,
  CARD_SET_VERSION,
  DECK_CARDS,
  cardSetHash,
  PRECON_DECKS,
  SET_DISCIPLINES,
  TRIALS_CARDS,
  avatarById,
  cardById,
  cardsForAvatars,
  deckCardById,
} from '../../src/games/trials/cards/index.ts';
import { deckProblems } from '../../src/games/trials/cards/legality.ts';
import {
  PRINTED_AVATAR_POINTS,
  avatarSidePoints,
  budgetOf,
  cardPoints,
} from '../../src/games/trials/cards/budget.ts';
import type {
  AvatarDef,
  CardDef,
  CardEffect,
  Cost,
  DeckCardDef,
  Effect,
  Keyword,
  Static,
  Subtype,
  Target,
} from '../../src/games/trials/cards/schema.ts';
import { TRIALS_ART } from '../../src/games/trials/art.ts';
import { ICONS as TRIALS_ICONS } from '../../src/art/packs/trials.ts';

const AVATARS = TRIALS_CARDS.filter((c): c is AvatarDef => c.kind === 'avatar');

const KEYWORDS: readonly Keyword[] = [
  'guardian',
  'stealthy',
  'parry',
  'piercing',
  'draining',
  'corrosive',
  'split',
  'ignite',
];

/** The glossary's effect words and the effect kind (`do`) each is. */
const EFFECT_WORDS = {
  shield: 'shield',
  confuse: 'confuse',
  scout: 'scout',
  exile: 'exile',
  counters: 'counters',
  ready: 'ready',
  exhaust: 'exhaust',
  destroy: 'destroy',
  'lose HP': 'lose-hp',
} as const;

/** One printed side of a card: its keywords, effects and text. */
interface Side {
  readonly card: CardDef;
  readonly where: string;
  readonly onAvatar: boolean;
  readonly keywords: readonly Keyword[];
  readonly effects: readonly CardEffect[];
  readonly text: string;
}

function sides(card: CardDef): Side[] {
  if (card.kind === 'avatar') {
    return [
      { card, where: `${card.id} front`, onAvatar: true, ...card.front },
      { card, where: `${card.id} fallen`, onAvatar: true, ...card.fallen },
    ];
  }
  return [{ card, where: card.id, onAvatar: false, ...card }];
}

function stepsOf(e: CardEffect): readonly Effect[] {
  return 'static' in e ? [] : e.effects;
}

/** Cards whose data prints the keyword (on a side: front, Fallen, or the one side of a deck card). */
function cardsWithKeyword(k: Keyword): string[] {
  return TRIALS_CARDS.filter((c) => sides(c).some((s) => s.keywords.includes(k))).map((c) => c.id);
}

function cardsWithEffect(kind: Effect['do']): string[] {
  return TRIALS_CARDS.filter((c) =>
    sides(c).some((s) => s.effects.some((e) => stepsOf(e).some((x) => x.do === kind))),
  ).map((c) => c.id);
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rx = (s: string): RegExp => new RegExp(esc(s), 'i');

/** What the text must say for a target. */
function targetPattern(t: Target, split: boolean): RegExp {
  const phrases: Record<Target, string> = {
    'enemy-avatar': 'target enemy Avatar',
    'own-avatar': 'target friendly Avatar',
    'any-avatar': 'target Avatar',
    'enemy-card': split ? 'enemy cards' : 'target enemy card',
    'own-card': 'target friendly card',
    'any-card': 'target card',
    'enemy-attachment': 'target enemy attached card',
    'own-attachment': 'target friendly attached card',
    'any-attachment': 'target attached card',
    'enemy-equipment': 'target enemy Equipment',
    'own-equipment': 'target friendly Equipment',
    'own-fallen': 'target friendly Fallen Avatar',
    self: '',
    bearer: '',
    'other-avatar': 'your other Avatar',
    'all-enemy-cards': 'all enemy cards',
    'all-enemy-avatars': 'all enemy Avatars',
    'all-own-avatars': '',
    'all-cards': 'all cards',
    attacker: 'the attacking card',
    defender: 'the attacked card',
  };
  if (t === 'self') return /this card|this Avatar/i;
  if (t === 'bearer') return /its Avatar|this Avatar/i;
  if (t === 'all-own-avatars') return /all your Avatars|each of your Avatars/i;
  return rx(phrases[t]);
}

const counted = (n: number, one: string, many: string): string =>
  n === 1 ? `a ${one}` : `${n} ${many}`;

/** What the text must say for one step of an effect. */
function effectPatterns(e: Effect): RegExp[] {
  const to = 'to' in e ? [targetPattern(e.to, e.do === 'damage' && e.split === true)] : [];
  switch (e.do) {
    case 'damage':
      return [rx(`deal ${e.n} ${e.split ? 'split ' : ''}damage`), ...to];
    case 'restore':
      return [rx(`restore ${e.n} HP`), ...to];
    case 'lose-hp':
      return [new RegExp(`loses? ${e.n} HP`, 'i'), ...to];
    case 'shield':
    case 'destroy':
    case 'exile':
    case 'exhaust':
    case 'ready':
      return [rx(e.do), ...to];
    case 'boost':
      return [rx(`+${e.attack} Attack until the end of the round`), ...to];
    case 'counters': {
      const kind = e.counter === 'attack' ? '+1 Attack' : '+1 HP';
      return [rx(counted(e.n, `${kind} counter`, `${kind} counters`)), ...to];
    }
    case 'draw':
      return [rx(e.n === 1 ? 'draw a card' : `draw ${e.n} cards`)];
    case 'scout':
      return [/scout/i];
    case 'confuse':
      return [rx(e.who === 'you' ? 'confuse you' : 'confuse your opponent')];
    case 'energy':
      return [rx(`gain ${e.n} energy`)];
    case 'discard':
      return [
        rx(
          `${e.who === 'you' ? 'you discard' : 'your opponent discards'} ${e.n === 1 ? 'a card' : `${e.n} cards`}`,
        ),
      ];
    case 'recover': {
      const what = { equipment: 'Equipment card', ability: 'Ability card', any: 'card' }[e.kind];
      return [rx(`return the most recent ${what} from your discard pile to your hand`)];
    }
    case 'reattach-self':
      return [/discard pile/i, /attach it/i];
    case 'revive':
      return [new RegExp(`revive .* with ${e.hp} HP`, 'i'), ...to];
    case 'take-initiative':
      return [/take initiative/i];
    case 'only-if':
      return [conditionPattern(e.if)];
  }
}

function conditionPattern(c: NonNullable<Extract<CardEffect, { on: unknown }>['if']>): RegExp {
  const phrases = {
    'you-have-initiative': 'if you have initiative',
    'ally-fallen': 'if one of your Avatars is Fallen',
    'bearer-damaged': 'if its Avatar has lost HP',
    'bearer-shielded': 'if its Avatar is shielded',
    'opponent-more-cards': 'if your opponent has more cards in hand than you',
  } as const;
  return rx(phrases[c]);
}

const SUBTYPE_WORD: Record<Subtype, string> = {
  weapon: 'Weapon',
  armor: 'Armor',
  accessory: 'Accessory',
  'one-handed': 'One-Handed',
  'two-handed': 'Two-Handed',
  instant: 'Instant',
  ongoing: 'Ongoing',
};

function staticPatterns(s: Static, onAvatar: boolean): RegExp[] {
  const self = onAvatar ? 'this Avatar' : 'its Avatar';
  switch (s.mod) {
    case 'stats': {
      const who = {
        bearer: `${self} has`,
        'other-avatar': 'your other Avatar has',
        'all-own-avatars': 'your Avatars have',
        'all-enemy-avatars': 'enemy Avatars have',
      }[s.to];
      const out = [rx(who)];
      if (s.attack) out.push(rx(`${s.attack > 0 ? '+' : ''}${s.attack} Attack`));
      if (s.hp) out.push(rx(`${s.hp > 0 ? '+' : ''}${s.hp} HP`));
      return out;
    }
    case 'keyword':
      return [rx(s.to === 'bearer' ? `${self} has` : 'your other Avatar has'), rx(s.keyword)];
    case 'ward':
      return [rx(`damage dealt to ${s.to === 'self' ? 'this card' : self} is reduced by ${s.n}`)];
    case 'discount': {
      const what = s.subtype ? `${SUBTYPE_WORD[s.subtype]} cards` : 'cards';
      return [rx(`${what} you play onto ${self} cost ${s.n} less energy`)];
    }
    case 'first-ready':
      return [
        rx(
          `the first ${SUBTYPE_WORD[s.subtype]} card you attach to ${self} each round comes into play ready`,
        ),
      ];
  }
}

function costPatterns(c: Cost): RegExp[] {
  const parts: string[] = [];
  if (c.exhaust) parts.push('E');
  if (c.energy) parts.push(`${c.energy} energy`);
  if (c.discard) parts.push(c.discard === 1 ? 'Discard a card' : `Discard ${c.discard} cards`);
  if (c.destroySelf) parts.push('Destroy this card');
  return [new RegExp(`(^|[.—] )${esc(parts.join(', '))}:`)];
}

function triggerPattern(e: Extract<CardEffect, { on: unknown }>, side: Side): RegExp | null {
  const self = side.onAvatar ? 'this Avatar' : 'its Avatar';
  switch (e.on) {
    case 'play':
      return side.card.kind === 'ability' && !side.card.subtypes.includes('ongoing')
        ? null
        : /when this card comes into play/i;
    case 'round-start':
      return /at the start of the round/i;
    case 'round-end':
      return /at the end of the round/i;
    case 'turn-end':
      return /at the end of your turn/i;
    case 'attacks':
      return rx(`whenever ${self} attacks`);
    case 'attacked':
      return rx(`whenever ${self} is attacked`);
    case 'deals-attack-damage':
      return rx(
        `whenever ${side.onAvatar ? 'this Avatar' : 'this card'} deals damage by attacking`,
      );
    case 'destroyed':
      return /when this card is destroyed/i;
    case 'ally-falls':
      return /when your other Avatar falls/i;
    case 'avatar-falls-discard':
      return /when any Avatar falls while this card is in your discard pile/i;
  }
}

/** Every phrase a side's text must hold for its data. */
function requiredPatterns(side: Side): RegExp[] {
  const out = side.keywords.map((k) => new RegExp(`\\b${k}\\.`, 'i'));
  for (const e of side.effects) {
    if ('static' in e) {
      out.push(...staticPatterns(e.static, side.onAvatar));
      continue;
    }
    if ('activate' in e) {
      out.push(...costPatterns(e.activate));
      if (e.instant) out.push(/Instant — /);
      if (e.oncePerRound) out.push(/use this once per round/i);
    } else {
      const t = triggerPattern(e, side);
      if (t) out.push(t);
      if (e.optional) out.push(/you may/i);
      if (e.if) out.push(conditionPattern(e.if));
    }
    for (const step of e.effects) out.push(...effectPatterns(step));
  }
  return out;
}

describe('the card set: counts', () => {
  it('has at least 8 Avatars, listed first, and at least 96 Equipment and Ability cards', () => {
    expect(AVATARS.length).toBeGreaterThanOrEqual(8);
    expect(TRIALS_CARDS.slice(0, AVATARS.length).every((c) => c.kind === 'avatar')).toBe(true);
    expect(DECK_CARDS.length).toBeGreaterThanOrEqual(96);
    expect(TRIALS_CARDS).toHaveLength(AVATARS.length + DECK_CARDS.length);
  });

  it('prints only its four disciplines, one per school, each on at least two Avatars', () => {
    expect([...SET_DISCIPLINES].sort()).toEqual(['chivalry', 'divinity', 'pyromancy', 'shadow']);
    for (const c of TRIALS_CARDS) {
      expect(c.disciplines.length, c.id).toBeGreaterThanOrEqual(1);
      expect(c.disciplines.length, c.id).toBeLessThanOrEqual(2);
      expect(new Set(c.disciplines).size, c.id).toBe(c.disciplines.length);
      for (const d of c.disciplines) expect(SET_DISCIPLINES, c.id).toContain(d);
    }
    for (const d of SET_DISCIPLINES) {
      expect(AVATARS.filter((a) => a.disciplines.includes(d)).length, d).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every discipline at least 24 cards, so every Avatar pair has 24 legal cards', () => {
    for (const d of SET_DISCIPLINES) {
      expect(DECK_CARDS.filter((c) => c.disciplines.includes(d)).length, d).toBeGreaterThanOrEqual(
        24,
      );
    }
    for (const a of AVATARS) {
      for (const b of AVATARS) {
        if (a !== b) expect(cardsForAvatars([a, b]).length).toBeGreaterThanOrEqual(24);
      }
    }
  });

  it('mixes Weapons (both hands), Armor, Accessories, Abilities, Instants and Ongoing in each discipline', () => {
    for (const d of SET_DISCIPLINES) {
      const mine = DECK_CARDS.filter((c) => c.disciplines.includes(d));
      const has = (pred: (c: DeckCardDef) => boolean) => mine.filter(pred).length;
      const sub = (c: DeckCardDef, s: Subtype) => c.subtypes.includes(s);
      expect(
        has((c) => sub(c, 'weapon') && sub(c, 'one-handed')),
        d,
      ).toBeGreaterThanOrEqual(2);
      expect(
        has((c) => sub(c, 'weapon') && sub(c, 'two-handed')),
        d,
      ).toBeGreaterThanOrEqual(1);
      expect(
        has((c) => sub(c, 'armor')),
        d,
      ).toBeGreaterThanOrEqual(2);
      expect(
        has((c) => sub(c, 'accessory')),
        d,
      ).toBeGreaterThanOrEqual(2);
      expect(
        has((c) => c.kind === 'ability' && c.subtypes.length === 0),
        d,
      ).toBeGreaterThanOrEqual(3);
      expect(
        has((c) => sub(c, 'instant')),
        d,
      ).toBeGreaterThanOrEqual(1);
      expect(
        has((c) => sub(c, 'ongoing')),
        d,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('costs 0 to 8 energy, most cards 1 to 4', () => {
    const costs = DECK_CARDS.map((c) => c.cost);
    expect(Math.min(...costs)).toBe(0);
    expect(Math.max(...costs)).toBe(8);
    for (const c of costs) expect(Number.isInteger(c)).toBe(true);
    expect(costs.filter((c) => c >= 1 && c <= 4).length / costs.length).toBeGreaterThan(0.7);
  });
});

describe('the card set: identity', () => {
  it('has unique ids, each tr- and the name in kebab case, and unique names', () => {
    const slug = (name: string) =>
      `tr-${name
        .toLowerCase()
        .replace(/['’]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`;
    for (const c of TRIALS_CARDS) expect(c.id).toBe(slug(c.name));
    expect(new Set(TRIALS_CARDS.map((c) => c.id)).size).toBe(TRIALS_CARDS.length);
    expect(new Set(TRIALS_CARDS.map((c) => c.name)).size).toBe(TRIALS_CARDS.length);
  });

  it('uses none of the rulebook’s card names', () => {
    const printed = ['Sir Aren', 'Oathkeeper', 'Unyielding Katana', 'Haste', 'Flare', 'Bolster'];
    for (const c of TRIALS_CARDS) {
      for (const p of printed) expect(c.name.toLowerCase(), c.id).not.toContain(p.toLowerCase());
    }
  });

  it('finds cards by id, and Avatars and deck cards only as what they are', () => {
    for (const c of TRIALS_CARDS) expect(cardById(c.id)).toBe(c);
    expect(cardById('tr-no-such-card')).toBeUndefined();
    const [avatar] = AVATARS;
    const [deckCard] = DECK_CARDS;
    expect(avatarById(avatar!.id)).toBe(avatar);
    expect(avatarById(deckCard!.id)).toBeUndefined();
    expect(deckCardById(deckCard!.id)).toBe(deckCard);
    expect(deckCardById(avatar!.id)).toBeUndefined();
  });
});

describe('the card set: keywords and effect words', () => {
  for (const k of KEYWORDS) {
    it(`prints ${k} on at least three cards`, () => {
      expect(cardsWithKeyword(k).length).toBeGreaterThanOrEqual(3);
    });
  }
  for (const [word, kind] of Object.entries(EFFECT_WORDS)) {
    it(`has a ${word} effect on at least three cards`, () => {
      expect(cardsWithEffect(kind).length).toBeGreaterThanOrEqual(3);
    });
  }
});

describe('the card set: texts', () => {
  const all = TRIALS_CARDS.flatMap(sides);

  it('gives every side a text, and an Avatar its front side’s text', () => {
    for (const s of all) expect(s.text.trim().length, s.where).toBeGreaterThan(0);
    for (const a of AVATARS) expect(a.text).toBe(a.front.text);
  });

  it('says in each text every keyword, trigger, cost, condition, effect and target of its data', () => {
    const missing: string[] = [];
    for (const s of all) {
      for (const p of requiredPatterns(s)) if (!p.test(s.text)) missing.push(`${s.where}: ${p}`);
    }
    expect(missing).toEqual([]);
  });

  it('names no keyword the card does not have or grant (split also for split damage)', () => {
    for (const s of all) {
      const granted = s.effects.flatMap((e): Keyword[] => {
        if ('static' in e) return e.static.mod === 'keyword' ? [e.static.keyword] : [];
        return e.effects.some((x) => x.do === 'damage' && x.split === true) ? ['split'] : [];
      });
      for (const k of KEYWORDS) {
        if (new RegExp(`\\b${k}\\b`, 'i').test(s.text)) {
          expect([...s.keywords, ...granted], `${s.where} says ${k}`).toContain(k);
        }
      }
    }
  });

  it('says "E" only for an exhaust cost, and "Instant —" only for an Instant effect', () => {
    for (const s of all) {
      const exhausts = s.effects.some((e) => 'activate' in e && e.activate.exhaust);
      expect(/\bE[,:]/.test(s.text), s.where).toBe(exhausts);
      const instant = s.effects.some((e) => 'activate' in e && e.instant);
      expect(/Instant — /.test(s.text), s.where).toBe(instant);
    }
  });
});

describe('the card set: stats and subtypes', () => {
  it('gives Avatars 14 to 20 HP, an Attack, and a Fallen side with no HP', () => {
    for (const a of AVATARS) {
      expect(a.front.hp, a.id).toBeGreaterThanOrEqual(14);
      expect(a.front.hp, a.id).toBeLessThanOrEqual(20);
      expect(a.front.attack, a.id).toBeGreaterThanOrEqual(0);
      expect(a.front.attack, a.id).toBeLessThanOrEqual(3);
      expect(a.fallen.hp, a.id).toBeUndefined();
      expect(a.fallen.effects.length + a.fallen.attack, a.id).toBeGreaterThan(0);
      expect(a.front.effects.length, a.id).toBeGreaterThan(0);
    }
  });

  it('gives Equipment never both Attack and Power, HP, one of Weapon/Armor/Accessory, and a weapon one hand count', () => {
    for (const c of DECK_CARDS) {
      expect(c.attack !== undefined && c.power !== undefined, c.id).toBe(false);
      for (const n of [c.attack, c.power, c.hp]) {
        if (n !== undefined) expect(Number.isInteger(n) && n >= 0, c.id).toBe(true);
      }
      if (c.kind !== 'equipment') continue;
      expect(c.hp, c.id).toBeGreaterThanOrEqual(1);
      const kinds = c.subtypes.filter((s) => s === 'weapon' || s === 'armor' || s === 'accessory');
      expect(kinds, c.id).toHaveLength(1);
      const hands = c.subtypes.filter((s) => s === 'one-handed' || s === 'two-handed');
      if (kinds[0] === 'weapon') expect(hands, c.id).toHaveLength(1);
      else
        expect(
          hands.filter((h) => h === 'two-handed'),
          c.id,
        ).toEqual([]);
      expect(
        c.subtypes.some((s) => s === 'instant' || s === 'ongoing'),
        c.id,
      ).toBe(false);
      expect(new Set(c.subtypes).size, c.id).toBe(c.subtypes.length);
    }
  });

  it('gives Abilities only Instant/Ongoing subtypes; a non-Ongoing one is a play effect with no stats', () => {
    for (const c of DECK_CARDS) {
      if (c.kind !== 'ability') continue;
      for (const s of c.subtypes) expect(['instant', 'ongoing'], c.id).toContain(s);
      if (c.subtypes.includes('ongoing')) {
        expect(c.effects.length + c.keywords.length, c.id).toBeGreaterThan(0);
        continue;
      }
      expect([c.attack, c.power, c.hp], c.id).toEqual([undefined, undefined, undefined]);
      expect(c.effects.length, c.id).toBeGreaterThan(0);
      for (const e of c.effects) expect('on' in e && e.on === 'play', c.id).toBe(true);
    }
  });

  it('uses a chosen target only where a player can choose, and no effect with n below 1', () => {
    for (const s of TRIALS_CARDS.flatMap(sides)) {
      for (const e of s.effects) {
        for (const step of stepsOf(e)) {
          if ('n' in step) expect(step.n, s.where).toBeGreaterThanOrEqual(1);
          if (step.do === 'revive') expect(step.hp, s.where).toBeGreaterThanOrEqual(1);
          if (step.do === 'boost') expect(step.attack, s.where).not.toBe(0);
          if ('to' in step && (step.to === 'attacker' || step.to === 'defender')) {
            expect('on' in e && (e.on === 'attacks' || e.on === 'attacked'), s.where).toBe(true);
          }
        }
      }
    }
  });
});

describe('the budget (docs/cards.md, "Budget")', () => {
  it('prices the rulebook’s two printed cards as the yardstick: 6 points for 1 energy, 28 for an Avatar', () => {
    // The rulebook's 1-energy One-Handed Weapon: Attack 1, HP 3, returns from the discard pile
    // when an Avatar falls (its text is the publisher's; only its data is written here).
    const printedWeapon: DeckCardDef = {
      id: 'x-weapon',
      name: 'X',
      kind: 'equipment',
      disciplines: ['shadow'],
      cost: 1,
      attack: 1,
      hp: 3,
      subtypes: ['weapon', 'one-handed'],
      keywords: [],
      effects: [{ on: 'avatar-falls-discard', optional: true, effects: [{ do: 'reattach-self' }] }],
      text: '',
    };
    expect(cardPoints(printedWeapon)).toBe(6);
    expect(budgetOf(1)).toBe(6);
    // The rulebook's printed Avatar: Attack 1, HP 16, first Armor ready, "E: Shield target Avatar".
    const printedAvatar = {
      attack: 1,
      hp: 16,
      keywords: [],
      effects: [
        { static: { mod: 'first-ready', subtype: 'armor' } },
        { activate: { exhaust: true }, effects: [{ do: 'shield', to: 'any-avatar' }] },
      ],
      text: '',
    } as const;
    expect(avatarSidePoints(printedAvatar)).toBe(PRINTED_AVATAR_POINTS);
  });

  it('keeps every Equipment and Ability card within 3 points of what its cost buys', () => {
    const off = DECK_CARDS.filter((c) => Math.abs(cardPoints(c) - budgetOf(c.cost)) > 3).map(
      (c) => `${c.id}: ${cardPoints(c)} points for ${budgetOf(c.cost)}`,
    );
    expect(off).toEqual([]);
  });

  it('keeps every Avatar’s front side within 4 points of the printed Avatar', () => {
    const off = AVATARS.filter(
      (a) => Math.abs(avatarSidePoints(a.front) - PRINTED_AVATAR_POINTS) > 4,
    ).map((a) => `${a.id}: ${avatarSidePoints(a.front)}`);
    expect(off).toEqual([]);
  });
});

describe('the pre-constructed decks', () => {
  it('are four legal decks of two Avatars and 20 cards, showing all four disciplines', () => {
    expect(PRECON_DECKS).toHaveLength(4);
    expect(new Set(PRECON_DECKS.map((d) => d.id)).size).toBe(4);
    const shown = new Set<string>();
    for (const d of PRECON_DECKS) {
      expect(d.order, d.id).toHaveLength(20);
      expect(deckProblems({ avatars: d.avatars, cards: d.order }), d.id).toEqual([]);
      for (const id of d.order) {
        for (const disc of deckCardById(id)!.disciplines) shown.add(disc);
      }
      expect(d.note.length, d.id).toBeGreaterThan(100);
    }
    expect([...shown].sort()).toEqual([...SET_DISCIPLINES].sort());
  });

  it('pair Avatars that share a discipline and open with cheap cards (a curve for a first game)', () => {
    for (const d of PRECON_DECKS) {
      const [a, b] = d.avatars.map((id) => avatarById(id)!);
      expect(
        a!.disciplines.some((x) => b!.disciplines.includes(x)),
        d.id,
      ).toBe(true);
      const costs = d.order.map((id) => deckCardById(id)!.cost);
      for (const c of costs.slice(0, 5)) expect(c, d.id).toBeLessThanOrEqual(2);
      // The card drawn in round r (position 5 + r) costs at most what a player can pay then with
      // both Avatars channelling: r + 2.
      costs.slice(5).forEach((c, i) => expect(c, `${d.id} #${i + 6}`).toBeLessThanOrEqual(i + 3));
    }
  });
});

describe('card art', () => {
  it('maps every card, and nothing else, to its own icon present in the generated pack', () => {
    expect(Object.keys(TRIALS_ART).sort()).toEqual(TRIALS_CARDS.map((c) => c.id).sort());
    const names = Object.values(TRIALS_ART);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const [id, name] of Object.entries(TRIALS_ART)) {
      expect(Object.hasOwn(TRIALS_ICONS, name), `${id}: ${name}`).toBe(true);
    }
  });
});

describe('card-set hash', () => {
  it('is SHA-256 of the canonical JSON of the cards sorted by id (vector)', () => {
    const one: DeckCardDef = {
      id: 'x-1',
      name: 'X',
      kind: 'ability',
      disciplines: ['shadow'],
      cost: 1,
      subtypes: [],
      keywords: [],
      effects: [{ on: 'play', effects: [{ do: 'scout' }] }],
      text: 'Scout.',
    };
    const text =
      '[{"cost":1,"disciplines":["shadow"],"effects":[{"effects":[{"do":"scout"}],"on":"play"}],"id":"x-1","keywords":[],"kind":"ability","name":"X","subtypes":[],"text":"Scout."}]';
    const expected = createHash('sha256').update(text).digest('hex');
    expect(expected).toBe('4f94ef72d4c0ff492f7b677e2f67fa23d6c40332627a53944141dfdb3fac66bf');
    expect(cardSetHash([one])).toBe(expected);
  });

  it('identifies this version of the set, whatever the order, and changes with any card', () => {
    expect({ version: CARD_SET_VERSION, hash: CARD_SET_HASH }).toEqual({
      version: '0.3.0',
      hash: '22166bde58d6ec8c98e8b964d66c39824ecc8c85c11effb2d9c0edeef3d2f297',
    });
    expect(cardSetHash([...TRIALS_CARDS].reverse())).toBe(CARD_SET_HASH);
    const [first, ...rest] = DECK_CARDS;
    expect(cardSetHash([...AVATARS, { ...first!, cost: first!.cost + 1 }, ...rest])).not.toBe(
      CARD_SET_HASH,
    );
    expect(cardSetHash([...AVATARS, { ...first!, text: `${first!.text} ` }, ...rest])).not.toBe(
      CARD_SET_HASH,
    );
    expect(cardSetHash(TRIALS_CARDS.slice(1))).not.toBe(CARD_SET_HASH);
  });
});
