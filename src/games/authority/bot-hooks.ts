/**
 * The hooks a generic bot needs from Authority (docs/ai.md's method: random, greedy and ISMCTS
 * bots over `legalActions` and `apply`): a static evaluation, a determinization of the hidden
 * cards from what a seat knows, and a key that groups actions that are the same move in every
 * determinization. Pure functions; randomness only from the `rng` given.
 *
 * In Authority only hands are hidden, and every player's deck and hand together (`unseen`) are
 * public, so a determinization only splits each other seat's `unseen` cards between its hand and
 * its deck at random.
 */
import type { Seat } from '../../engine/index.ts';
import { multisetList, multisetOf, OMNISCIENT } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import { CARD_DB, defOf } from './carddb.ts';
import { defencePower, defendersOf, priceOf, sideOf } from './power.ts';
import type { Action, GameState, Player } from './types.ts';
import type { MatchState } from './match/types.ts';

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** What a won (lost) game is worth to {@link evaluate}. */
export const WIN_VALUE = 1_000;

/** The mean power of a player's cycling cards (deck, hand and discard pile). */
function meanPower(db: CardDb, p: Player): number {
  let sum = 0;
  let n = 0;
  // The multiset's entries in any order: a sum does not depend on it (no sorted list needed).
  for (const id in p.unseen) {
    const k = p.unseen[id]!;
    sum += k * defOf(db, id).power;
    n += k;
  }
  for (const id of p.discard) sum += defOf(db, id).power;
  n += p.discard.length;
  return n === 0 ? 0 : sum / n;
}

/** The expected power of a hand of 4 from the cycling cards, per card (fewer cards, weaker hands). */
function handPower(db: CardDb, p: Player): number {
  let n = p.discard.length;
  for (const id in p.unseen) n += p.unseen[id]!;
  return (meanPower(db, p) * Math.min(4, n)) / 4;
}

/** One side's material: HP, defence, deck quality and general zone, in HP-like points (`W`). */
function material(db: CardDb, s: GameState, seat: Seat): number {
  const p = s.players[seat]!;
  let defence = 0;
  const side = sideOf(db, s, seat);
  // What is left of each defender: damage dealt this turn counts until the turn ends.
  for (const at of defendersOf(s, seat))
    defence += Math.max(0, defencePower(db, s, seat, at.row, at.pos, side) - at.d.damage);
  return (
    W.hp * p.hp +
    W.defence * Math.sqrt(defence) +
    W.deck * handPower(db, p) +
    W.general * p.general.length
  );
}

/**
 * The weights of {@link material} and {@link buyingPower}, in HP-like points: a Monarch's HP
 * counts double (a side that presses the enemy Monarch wins games that would otherwise run to the
 * turn limit), the defence 3 × the square root of its total power (each point is worth less the
 * stronger the wall: two bots that value every point alike both build full walls and stalemate),
 * a point of a hand's mean power 6, a general 3; authority gathered this turn is worth 0.9 of the
 * best recruit it pays for. Chosen by seeded bot-vs-bot
 * matches (docs/ai.md "Authority").
 */
const W = { hp: 2, defence: 3, deck: 6, general: 3, buy: 0.9 } as const;

/**
 * What the authority `seat` has gathered this turn is worth: the best single recruit it pays for
 * (its gain in deck quality or general zone), a little less than the recruit itself so that a bot
 * spends it. Authority not spent by the end of the turn is lost, so only the seat on turn has any.
 */
function buyingPower(db: CardDb, s: GameState, seat: Seat): number {
  if (s.turn.seat !== seat || s.turn.authority <= 0) return 0;
  const p = s.players[seat]!;
  const before = meanPower(db, p);
  let n = p.discard.length;
  let sum = before;
  for (const id in p.unseen) n += p.unseen[id]!;
  sum *= n;
  let best = 0;
  const side = sideOf(db, s, seat);
  for (const card of [...s.market, ...s.generals]) {
    if (priceOf(db, s, seat, card, side) > s.turn.authority) continue;
    const def = defOf(db, card);
    const gain =
      def.kind === 'unit' || def.kind === 'spy'
        ? W.deck * ((sum + def.power) / (n + 1) - before)
        : W.general;
    if (gain > best) best = gain;
  }
  return W.buy * best;
}

/**
 * Material already judged, by player record: the engine copies a player before changing it
 * (runtime.ts `mut`), so a record that is reached again is the same side. Only used while the
 * turn neither disables nor weakens anyone (then material reads nothing of the state but the
 * player's own record), and only for the shared card database.
 */
const materialCache = new WeakMap<Player, number>();

/** {@link material}, remembered by player record where that is sound (see `materialCache`). */
function materialOf(db: CardDb, s: GameState, seat: Seat): number {
  if (db !== CARD_DB || s.turn.disabled.length > 0 || s.turn.weaken !== 0)
    return material(db, s, seat);
  const p = s.players[seat]!;
  let m = materialCache.get(p);
  if (m === undefined) {
    m = material(db, s, seat);
    materialCache.set(p, m);
  }
  return m;
}

/**
 * A static value of `s` for `seat` (higher is better): ±{@link WIN_VALUE} when the game is over
 * (0 for a draw), else its material (and, on its turn, its buying power) less the best
 * opponent's. Reads only public state, so it is
 * the same in every view.
 */
export function evaluate(s: GameState, seat: Seat, db: CardDb = CARD_DB): number {
  if (s.over) return s.winner === null ? 0 : s.winner === seat ? WIN_VALUE : -WIN_VALUE;
  const worth = (x: Seat) => materialOf(db, s, x) + buyingPower(db, s, x);
  let best = -Infinity;
  for (const other of s.seats) if (other !== seat) best = Math.max(best, worth(other));
  return worth(seat) - best;
}

/** `xs` shuffled by `rng` (Fisher–Yates). */
function shuffled<T>(xs: readonly T[], rng: Rng): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * An omniscient state consistent with `view`, the state as `seat` knows it: every other seat's
 * hand is a random draw of its hand size from its public `unseen` cards, the rest its deck. The
 * seat's own hand and deck are kept. The public state is unchanged; the result reads nothing the
 * view does not hold.
 */
export function determinize(view: GameState, seat: Seat, rng: Rng): GameState {
  const players: Record<Seat, Player> = { ...view.players };
  for (const other of view.seats) {
    const p = view.players[other]!;
    if (other === seat && p.deck.cards && p.hand.every((x) => x.id !== undefined)) continue;
    const pool = shuffled(multisetList(p.unseen), rng);
    const hand = p.hand.map((x, i) => ({ h: x.h, id: pool[i]! }));
    const deck = pool.slice(p.hand.length);
    players[other] = { ...p, hand, deck: { size: deck.length, cards: multisetOf(deck) } };
  }
  return { ...view, view: OMNISCIENT, players };
}

/**
 * A key that is equal for actions that are the same move whatever the hidden cards: hand slots are
 * left out (two slots holding the same card are the same move), so an action keeps its key across
 * determinizations of one view.
 */
export function actionKey(a: Action): string {
  switch (a.type) {
    case 'attack':
    case 'defend':
    case 'recruit':
    case 'post':
    case 'ability':
      return `${a.type}:${a.card}`;
    case 'unmask':
      return `unmask:${a.card}:${a.target.seat}:${a.target.index}`;
    case 'buy':
    case 'cull':
      return `${a.type}:${a.card}`;
    case 'strike':
      return a.monarch
        ? `strike:${a.foe}:monarch`
        : `strike:${a.foe}:${a.row}:${(a.at ?? []).join(',')}`;
    case 'choose': {
      const t = a.target;
      if ('seat' in t) return `choose:${t.seat}:${t.row}:${t.pos}`;
      return `choose:${t.from}:${t.card}`;
    }
    case 'random':
      return `random:${a.k}`;
    default:
      return a.type;
  }
}

/** {@link evaluate} of a match: the game's value, 0 before the game has started. */
export function evaluateMatch(m: MatchState, seat: Seat): number {
  if (m.phase === 'over' && m.game === null) return m.winner === seat ? WIN_VALUE : -WIN_VALUE;
  if (m.phase === 'over' && m.game && !m.game.over)
    return m.winner === null ? 0 : m.winner === seat ? WIN_VALUE : -WIN_VALUE;
  return m.game ? evaluate(m.game, seat) : 0;
}

/** {@link determinize} of a match: its game determinized (a match before its game is public). */
export function determinizeMatch(m: MatchState, seat: Seat, rng: Rng): MatchState {
  return m.game ? { ...m, view: OMNISCIENT, game: determinize(m.game, seat, rng) } : m;
}
