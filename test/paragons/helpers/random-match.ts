/**
 * Random legal-action matches for tests and benches: random decks from the real card set, random
 * resolution of every random request from a seeded source, and a player that picks uniformly among
 * the legal actions.
 */
import { multisetInfo } from '../../../src/engine/index.ts';
import type { ClassId } from '../../../src/games/paragons/cards/schema.ts';
import {
  CARD_SET,
  CLASS_CARDS,
  GREATER_IDS,
  LESSER_IDS,
} from '../../../src/games/paragons/cards/index.ts';
import type {
  Action,
  GameState,
  MatchConfig,
  ParagonsGame,
  PSeat,
} from '../../../src/games/paragons/index.ts';
import { makeCardDb, newMatch, paragons } from '../../../src/games/paragons/index.ts';
import type { Rng } from './prng.ts';
import { below, shuffled } from './prng.ts';

/** The real card set as a Game. */
export const GAME: ParagonsGame = paragons(makeCardDb(CARD_SET));

const CLASSES: readonly ClassId[] = ['warrior', 'mage', 'ranger'];

/**
 * Random pre-constructed-ish decks: each seat takes 15 of its class's cards and 15 neutral
 * mercenaries (a few Greater); the remaining neutrals form the Neutral Mercenary Deck.
 */
export function randomConfig(rng: Rng): MatchConfig {
  const a = CLASSES[below(rng, 3)]!;
  const b = CLASSES[below(rng, 3)]!;
  const greater = shuffled(rng, GREATER_IDS);
  const lesser = shuffled(rng, LESSER_IDS);
  const deck = (cls: ClassId, g: string[], l: string[]) =>
    shuffled(rng, CLASS_CARDS[cls]).slice(0, 15).concat(g, l);
  const A = deck(a, greater.slice(0, 4), lesser.slice(0, 11));
  const B = deck(b, greater.slice(4, 8), lesser.slice(11, 22));
  return {
    players: { A: { class: a, deck: A }, B: { class: b, deck: B } },
    neutralDeck: greater.slice(8).concat(lesser.slice(22)),
    first: rng() < 0.5 ? 'A' : 'B',
  };
}

/** Resolves the pending random request of an omniscient state from `rng`. */
export function randomResolution(s: GameState, rng: Rng): Action {
  const req = s.pending?.p === 'random' ? s.pending.request : undefined;
  if (!req) throw new Error('no random request pending');
  const pub = req.kind === 'public-draw';
  const own = pub ? undefined : s.players[req.seat as PSeat].deck;
  const deck = own ? own.cards! : s.poolDeck;
  // A deck's size is kept with its contents (an invariant the random-match tests check).
  const { ids, counts, size: all } = multisetInfo(deck);
  let size = own ? own.size : all;
  const cards: string[] = [];
  for (let i = 0; i < req.count; i++) {
    let r = below(rng, size--);
    for (let j = 0; j < ids.length; j++) {
      const id = ids[j]!;
      const left = counts[j]! - taken(cards, id);
      if (r < left) {
        cards.push(id);
        break;
      }
      r -= left;
    }
  }
  return { type: 'random', k: req.k, cards };
}

/** How many copies of `id` are in `cards` (the few already drawn by one resolution). */
function taken(cards: readonly string[], id: string): number {
  let n = 0;
  for (let i = 0; i < cards.length; i++) if (cards[i] === id) n++;
  return n;
}

/** The next action of a random match: a random resolution or a uniformly random legal action. */
export function nextAction(game: ParagonsGame, s: GameState, rng: Rng): Action | null {
  const w = game.waiting(s);
  if (w.kind === 'over') return null;
  if (w.kind === 'random') return randomResolution(s, rng);
  const legal = game.legalActions(s, w.seat);
  if (legal.length === 0) throw new Error(`stuck: no legal action for ${w.seat} in ${w.window}`);
  return legal[below(rng, legal.length)]!;
}

/** One random match; `onStep` sees every state after an action. Throws when stuck or too long. */
export function playRandomMatch(
  game: ParagonsGame,
  rng: Rng,
  onStep?: (before: GameState, action: Action, after: GameState) => void,
  maxSteps = 50_000,
): { winner: PSeat; steps: number; actions: Action[]; initial: GameState } {
  const initial = newMatch(game.db, randomConfig(rng));
  let s = initial;
  const actions: Action[] = [];
  for (let i = 0; i < maxSteps; i++) {
    const a = nextAction(game, s, rng);
    if (a === null) return { winner: s.winner!, steps: i, actions, initial };
    const r = game.apply(s, a);
    if (r.error)
      throw new Error(
        `legal action rejected: ${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`,
      );
    onStep?.(s, a, r.state);
    actions.push(a);
    s = r.state;
  }
  throw new Error(`no winner after ${maxSteps} steps`);
}
