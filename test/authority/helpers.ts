/**
 * Seeded random Authority games for tests: random legal actions, random resolutions of the
 * engine's random requests, random factions and first player. Everything is reproducible from a
 * seed.
 */
import { multisetSize, type Seat } from '../../src/engine/index.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import {
  authority,
  FACTIONS,
  newGame,
  waiting,
  type Action,
  type AuthorityGame,
  type GameConfig,
  type GameState,
} from '../../src/games/authority/index.ts';

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** A seeded generator. */
export const seeded = seededRng;

/** A uniform integer in [0, n). */
export function below(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** The real-card-set game. */
export const GAME: AuthorityGame = authority();

/** Two distinct random factions and a random first player. */
export function randomConfig(rng: Rng): GameConfig {
  const a = below(rng, FACTIONS.length);
  let b = below(rng, FACTIONS.length - 1);
  if (b >= a) b++;
  return {
    seats: ['A', 'B'],
    factions: { A: FACTIONS[a]!, B: FACTIONS[b]! },
    first: rng() < 0.5 ? 'A' : 'B',
  };
}

/** A random resolution of the pending random request of an omniscient state. */
export function randomResolution(s: GameState, rng: Rng): Action {
  const w = waiting(s);
  if (w.kind !== 'random') throw new Error('no random request');
  const r = w.request;
  const size = r.kind === 'public-draw' ? multisetSize(s.marketDeck) : s.players[r.seat]!.deck.size;
  const indices = Array.from({ length: r.count }, (_, i) => below(rng, size - i));
  return { type: 'random', k: r.k, indices };
}

/** The legal actions of the seat `s` waits on; throws when there is none (a stuck game). */
function legalOf(game: AuthorityGame, s: GameState): Action[] {
  const w = waiting(s);
  const legal = w.kind === 'act' ? game.legalActions(s, w.seat as Seat) : [];
  if (legal.length === 0) throw new Error(`stuck: no legal action (${JSON.stringify(w)})`);
  return legal;
}

/** The next action of a uniformly random game: a random resolution or a random legal action. */
export function uniformAction(game: AuthorityGame, s: GameState, rng: Rng): Action | null {
  const w = waiting(s);
  if (w.kind === 'over') return null;
  if (w.kind === 'random') return randomResolution(s, rng);
  const legal = legalOf(game, s);
  return legal[below(rng, legal.length)]!;
}

/**
 * The next action of a random game: a random resolution, or a random legal action, where half of
 * the time an attack (declaring one, or striking the Monarch) is chosen when one is legal. Uniform
 * play rarely ends a game before the turn limit; this still reaches every legal action.
 */
export function nextAction(game: AuthorityGame, s: GameState, rng: Rng): Action | null {
  const w = waiting(s);
  if (w.kind === 'over') return null;
  if (w.kind === 'random') return randomResolution(s, rng);
  const legal = legalOf(game, s);
  const attacks = legal.filter((a) => a.type === 'attack' || (a.type === 'strike' && a.monarch));
  if (attacks.length > 0 && rng() < 0.5) return attacks[below(rng, attacks.length)]!;
  return legal[below(rng, legal.length)]!;
}

/** A whole random game: the initial state, every action, and the final state. */
export function playRandomGame(
  game: AuthorityGame,
  rng: Rng,
  observe?: (before: GameState, action: Action, after: GameState) => void,
  maxSteps = 20_000,
): { initial: GameState; actions: Action[]; final: GameState } {
  const initial = newGame(game.db, randomConfig(rng));
  let s = initial;
  const actions: Action[] = [];
  for (let i = 0; i < maxSteps; i++) {
    const a = nextAction(game, s, rng);
    if (!a) return { initial, actions, final: s };
    const r = game.apply(s, a);
    if (r.error)
      throw new Error(`${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
    observe?.(s, a, r.state);
    actions.push(a);
    s = r.state;
  }
  throw new Error(`no winner after ${maxSteps} steps`);
}
