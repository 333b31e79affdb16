/**
 * A pool of inline test cards covering the card language (schema.ts) for the Trials property
 * tests, and a game built from it: two Avatars and a 20-card deck per seat in an order the seed
 * picks. Never the real set (it changes).
 */
import type { CardDb } from '../../src/games/trials/carddb.ts';
import { scenarioDb } from '../../src/games/trials/scenario-setup.ts';
import { newGame } from '../../src/games/trials/setup.ts';
import type { TrialsState, TSeat } from '../../src/games/trials/types.ts';

const eq = (x: Record<string, unknown>) => ({ kind: 'equipment', ...x });
const ab = (effects: unknown[], x: Record<string, unknown> = {}) => ({
  kind: 'ability',
  effects: [{ on: 'play', effects }],
  ...x,
});

/** The inline cards of the pool, by id. */
export const POOL_CARDS: Record<string, Record<string, unknown>> = {
  'p-knight': {
    kind: 'avatar',
    disciplines: ['chivalry', 'brutality'],
    front: {
      attack: 2,
      hp: 12,
      keywords: [],
      effects: [
        { static: { mod: 'first-ready', subtype: 'armor' } },
        { activate: { exhaust: true }, effects: [{ do: 'shield', to: 'any-avatar' }] },
      ],
    },
    fallen: { attack: 1, effects: [{ on: 'round-start', effects: [{ do: 'energy', n: 1 }] }] },
  },
  'p-witch': {
    kind: 'avatar',
    disciplines: ['pyromancy', 'shadow'],
    front: {
      attack: 1,
      hp: 10,
      keywords: ['draining'],
      effects: [
        { on: 'ally-falls', effects: [{ do: 'counters', counter: 'attack', n: 1, to: 'self' }] },
      ],
    },
    fallen: { attack: 2, keywords: ['split'] },
  },
  'p-sword': eq({
    cost: 1,
    attack: 2,
    hp: 2,
    disciplines: ['chivalry'],
    subtypes: ['weapon', 'one-handed'],
  }),
  'p-katana': eq({
    cost: 1,
    attack: 1,
    hp: 3,
    disciplines: ['shadow', 'chivalry'],
    subtypes: ['weapon', 'one-handed'],
    effects: [{ on: 'avatar-falls-discard', optional: true, effects: [{ do: 'reattach-self' }] }],
  }),
  'p-maul': eq({
    cost: 3,
    attack: 4,
    hp: 3,
    keywords: ['piercing', 'corrosive'],
    disciplines: ['brutality'],
    subtypes: ['weapon', 'two-handed'],
  }),
  'p-rapier': eq({
    cost: 2,
    attack: 2,
    hp: 2,
    keywords: ['parry'],
    disciplines: ['shadow'],
    subtypes: ['weapon', 'one-handed'],
  }),
  'p-plate': eq({
    cost: 2,
    hp: 4,
    keywords: ['guardian'],
    disciplines: ['chivalry'],
    subtypes: ['armor'],
    effects: [{ static: { mod: 'ward', n: 1, to: 'bearer' } }],
  }),
  'p-cloak': eq({
    cost: 2,
    hp: 1,
    disciplines: ['shadow'],
    subtypes: ['armor'],
    effects: [{ static: { mod: 'keyword', keyword: 'stealthy', to: 'bearer' } }],
  }),
  'p-ring': eq({
    cost: 1,
    power: 1,
    hp: 2,
    disciplines: ['pyromancy', 'brutality'],
    subtypes: ['accessory'],
  }),
  'p-hourglass': eq({
    cost: 1,
    hp: 1,
    disciplines: ['chivalry', 'pyromancy'],
    subtypes: ['accessory'],
    effects: [
      { on: 'turn-end', effects: [{ do: 'confuse', who: 'opponent' }] },
      {
        activate: { energy: 1 },
        oncePerRound: true,
        instant: true,
        effects: [{ do: 'ready', to: 'own-card' }],
      },
    ],
  }),
  'p-bolt': ab([{ do: 'damage', n: 2, to: 'enemy-card' }], {
    cost: 1,
    subtypes: ['instant'],
    disciplines: ['pyromancy'],
    keywords: ['ignite'],
  }),
  'p-ward': ab([{ do: 'shield', to: 'own-card' }], {
    cost: 0,
    subtypes: ['instant'],
    disciplines: ['chivalry', 'shadow'],
  }),
  'p-scatter': ab([{ do: 'damage', n: 3, to: 'enemy-card', split: true }], {
    cost: 2,
    disciplines: ['pyromancy'],
    keywords: ['ignite'],
  }),
  'p-scout': ab([{ do: 'scout' }, { do: 'draw', n: 1 }], {
    cost: 1,
    disciplines: ['shadow', 'chivalry'],
  }),
  'p-mindrot': ab([{ do: 'discard', who: 'opponent', n: 1 }], { cost: 2, disciplines: ['shadow'] }),
  'p-salvage': ab([{ do: 'recover', kind: 'any' }], {
    cost: 1,
    disciplines: ['brutality', 'pyromancy'],
  }),
  'p-rise': ab([{ do: 'revive', hp: 5, to: 'own-fallen' }], {
    cost: 3,
    disciplines: ['chivalry', 'shadow'],
  }),
  'p-seize': ab([{ do: 'take-initiative' }, { do: 'energy', n: 1 }], {
    cost: 0,
    disciplines: ['brutality', 'shadow'],
  }),
  'p-banner': {
    kind: 'ability',
    cost: 2,
    subtypes: ['ongoing'],
    disciplines: ['chivalry', 'pyromancy'],
    hp: 2,
    effects: [
      { static: { mod: 'stats', attack: 1, hp: 2, to: 'other-avatar' } },
      { on: 'round-end', effects: [{ do: 'restore', n: 1, to: 'bearer' }] },
    ],
  },
  'p-bomb': eq({
    cost: 1,
    hp: 1,
    disciplines: ['pyromancy', 'shadow'],
    subtypes: ['accessory'],
    effects: [
      {
        activate: { discard: 1, destroySelf: true },
        effects: [{ do: 'damage', n: 3, to: 'enemy-avatar' }],
      },
      { on: 'destroyed', effects: [{ do: 'draw', n: 1 }] },
    ],
  }),
  'p-wither': ab(
    [
      { do: 'lose-hp', n: 2, to: 'enemy-avatar' },
      { do: 'only-if', if: 'ally-fallen' },
      { do: 'lose-hp', n: 2, to: 'all-enemy-avatars' },
    ],
    {
      cost: 2,
      disciplines: ['shadow', 'brutality'],
    },
  ),
  'p-spikes': eq({
    cost: 1,
    hp: 2,
    disciplines: ['brutality', 'chivalry'],
    subtypes: ['accessory'],
    effects: [{ on: 'attacked', effects: [{ do: 'damage', n: 1, to: 'attacker' }] }],
  }),
};

/** The 20-card deck every seat plays (its order is the seed's). */
export const POOL_DECK = Object.keys(POOL_CARDS).filter((id) => POOL_CARDS[id]!.kind !== 'avatar');

/** The pool's card set. */
export const POOL_DB: CardDb = scenarioDb(POOL_CARDS);

/** A deterministic shuffle of `xs` by `rand` (values in [0, 1)). */
export function shuffled<T>(xs: readonly T[], rand: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A small seeded generator (mulberry32). */
export function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new omniscient game from the pool, deck orders and initiative from `rand`. */
export function poolGame(rand: () => number): TrialsState {
  const deck = (seat: TSeat) =>
    shuffled(POOL_DECK, rand).map((id, i) => ({ h: `${seat}:d${i}`, id }));
  return newGame(POOL_DB, {
    avatars: { A: ['p-knight', 'p-witch'], B: ['p-witch', 'p-knight'] },
    decks: { A: deck('A'), B: deck('B') },
    initiative: rand() < 0.5 ? 'A' : 'B',
  });
}
