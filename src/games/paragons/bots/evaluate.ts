/**
 * Judging and stepping Game Phase states for Paragons' bot hooks (src/engine/bot-hooks.ts
 * `SearchHooks`: `evaluate`, `chance`, `settle`, `apply`): a static evaluation from one seat's side
 * (board value, life, cards in hand and Hidden, deck left), and {@link settle}, which plays a state
 * forward through the windows that follow an action (reactions passed, random events drawn from
 * what the state knows, defenders chosen by the evaluation) until the next real decision.
 *
 * Everything here works on a seat's view as well as on an omniscient (sampled) state: a view
 * resolves the opponent's private draws with unknown cards, and never names a card it does not
 * know.
 */
import { multisetSize, type Multiset } from '../../../engine/index.ts';
import { below, type Rng, type SettleOptions } from '../../../engine/bot-hooks.ts';
import { GAME } from '../match/games.ts';
import { isFront } from '../board.ts';
import { mercOf } from '../carddb.ts';
import { statsOf } from '../stats.ts';
import { START_LIFE } from '../setup.ts';
import type { Action, GameState, PSeat } from '../types.ts';
import { other } from '../types.ts';
import { cardPower } from './ratings.ts';

/** The value of a won game; a lost one is its negative. */
export const WIN = 10_000;

function lifeValue(life: number): number {
  if (life <= 0) return -WIN / 10;
  return life * 1.1 + (life < 8 ? (life - 8) * 1.2 : 0) + (life < 4 ? (life - 4) * 2 : 0);
}

function boardValue(g: GameState, seat: PSeat, toMove: PSeat): number {
  const board = g.players[seat].board;
  let v = 0;
  for (let i = 0; i < board.length; i++) {
    const m = board[i];
    if (!m) continue;
    const st = statsOf(GAME.db, g, seat, i);
    const health = st.maxHealth - m.damage * 0.35;
    if (st.maxHealth - m.damage <= 0) continue;
    const card = mercOf(GAME.db, m.card);
    const extra = cardPower(m.card) - card.attack - card.health;
    let mv = st.attack * 1.25 + health * 0.85 + Math.max(0, extra) * 0.6 + 1;
    if (st.kw) mv += 0.5;
    if (isFront(i)) {
      if (card.combat !== 'melee') mv -= 0.4;
    } else if (card.combat === 'melee' && board[i - 4]) mv -= 0.8;
    if (m.exhausted) mv -= toMove === seat ? 0.3 + st.attack * 0.05 : 0.5;
    v += mv + m.imbuements.length * 0.5;
  }
  return v;
}

/** A card held in hand or Hidden, whatever it is. */
const HELD = 1.6;
/** What a Hidden card adds to a held card, for each stat point of its worth (its cost is paid). */
const HIDDEN_SHARE = 0.5;
/** A Hidden card this state does not name (the opponent's, in a view): a typical one. */
const HIDDEN_UNKNOWN = 4.5;

/**
 * The Hidden pile's worth: each card is a held card plus half its worth in stat points
 * (src/ai/ratings.ts `cardPower`): it was paid for when it was hidden, so revealing it later costs
 * nothing (docs/rules/paragons.md, decision 17), and it answers on the opponent's turn. Valued
 * like a card in hand, hiding would never beat playing a body, and Hidden cards would stay in hand.
 */
function hiddenValue(slots: readonly { id?: string }[]): number {
  let v = 0;
  for (const x of slots)
    v += x.id === undefined ? HIDDEN_UNKNOWN : HELD + HIDDEN_SHARE * Math.max(0, cardPower(x.id));
  return v;
}

/** One side's worth: life, board, cards in hand and Hidden, deck running out. */
function sideValue(g: GameState, seat: PSeat, toMove: PSeat): number {
  const p = g.players[seat];
  let v = lifeValue(p.life) + boardValue(g, seat, toMove);
  v += Math.min(p.hand.length, 8) * HELD + hiddenValue(p.hidden);
  if (p.deck.size < 6) v -= (6 - p.deck.size) * 1.5;
  return v;
}

/** How good `g` is for `me` (positive: ahead). Won and lost games are ±{@link WIN}. */
export function evaluate(g: GameState, me: PSeat): number {
  if (g.winner !== null || g.phase === 'over') {
    return g.winner === me ? WIN : g.winner === null ? 0 : -WIN;
  }
  const toMove = g.turn;
  const opp = other(me);
  let v = sideValue(g, me, toMove) - sideValue(g, opp, toMove);
  // Pressure: what the boards threaten against the life left.
  v += (START_LIFE - g.players[opp].life) * 0.15 - (START_LIFE - g.players[me].life) * 0.15;
  return v;
}

function drawFrom(m: Multiset, count: number, rng: Rng): string[] {
  const left: Record<string, number> = { ...m };
  let size = multisetSize(left);
  const out: string[] = [];
  for (let i = 0; i < count && size > 0; i++) {
    let r = below(rng, size--);
    for (const id in left) {
      if (r < left[id]!) {
        out.push(id);
        left[id]!--;
        break;
      }
      r -= left[id]!;
    }
  }
  return out;
}

/**
 * A resolution of the pending random event drawn from what `g` knows: public draws from the
 * Neutral Mercenary Deck, private draws from a known deck, unknown cards (nulls) otherwise.
 */
export function randomFor(g: GameState, rng: Rng): Action {
  const req = g.pending?.p === 'random' ? g.pending.request : undefined;
  if (!req) throw new Error('no random event pending');
  if (req.kind === 'public-draw') {
    return { type: 'random', k: req.k, cards: drawFrom(g.poolDeck, req.count, rng) };
  }
  const deck = g.players[req.seat as PSeat].deck.cards;
  if (!deck)
    return { type: 'random', k: req.k, cards: Array.from({ length: req.count }, () => null) };
  return { type: 'random', k: req.k, cards: drawFrom(deck, req.count, rng) };
}

/** Applies `a`, or returns null when the engine rejects it. */
export function applyGame(g: GameState, a: Action): GameState | null {
  const r = GAME.apply(g, a);
  return r.error ? null : r.state;
}

/**
 * Plays `g` forward until a main window (or the end): random events are drawn from what the state
 * knows, reactions are passed, retargets take the first legal choice, and a defender is chosen by
 * the defending seat as the option that leaves it best off (with `thorough`, the default; else the
 * defender passes). Returns the state reached (at most `maxSteps` steps, default 60).
 */
export function settle(g: GameState, rng: Rng, options: SettleOptions = {}): GameState {
  let s = g;
  const max = options.maxSteps ?? 60;
  for (let i = 0; i < max; i++) {
    const w = GAME.waiting(s);
    if (w.kind === 'over') return s;
    let next: GameState | null = null;
    if (w.kind === 'random') next = applyGame(s, randomFor(s, rng));
    else if (w.window === 'main') return s;
    else if (w.window === 'defend' && options.thorough !== false) {
      next = bestDefence(s, w.seat as PSeat, rng);
    } else if (w.window === 'priority' || w.window === 'defend') {
      next = applyGame(s, { type: 'pass', player: w.seat as PSeat });
    } else {
      const legal = GAME.legalActions(s, w.seat);
      const a = legal.find((x) => x.type === 'retarget') ?? legal[0];
      if (!a) return s;
      next = applyGame(s, a);
    }
    if (!next) return s;
    s = next;
  }
  return s;
}

/** The defending seat's best answer in a defend window, judged after the attack resolves. */
function bestDefence(s: GameState, seat: PSeat, rng: Rng): GameState | null {
  let best: GameState | null = null;
  let bestV = -Infinity;
  for (const a of GAME.legalActions(s, seat)) {
    const n = applyGame(s, a);
    if (!n) continue;
    const after = settle(n, rng, { thorough: false, maxSteps: 12 });
    const v = evaluate(after, seat);
    if (v > bestV) {
      bestV = v;
      best = n;
    }
  }
  return best;
}
