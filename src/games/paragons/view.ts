/**
 * Views of a match (fairness protocol: "Hidden information"). The public state is what every view
 * shares and what gets hashed; a seat's view also knows its own hand, Hidden pile and deck; the
 * omniscient view (the verifier) knows everything. `viewAction` turns an omniscient action into the
 * message a seat receives.
 */
import type { Slot, View } from '../../engine/index.ts';
import { knowsOwner, publicSlots, seatView } from '../../engine/index.ts';
import type { Action, ChainItem, GameState, Player, PSeat } from './types.ts';
import { SEATS } from './types.ts';

function publicPlayer(p: Player): unknown {
  return {
    class: p.class,
    life: p.life,
    mana: p.mana,
    deck: p.deck.size,
    hand: publicSlots(p.hand),
    hidden: publicSlots(p.hidden),
    aside: publicSlots(p.aside),
    discard: p.discard,
    reserve: p.reserve,
    board: p.board,
    enchantments: p.enchantments,
    stats: p.stats,
    slots: p.slots,
  };
}

function publicItem(it: ChainItem): ChainItem {
  return it.body.kind === 'hide'
    ? { ...it, body: { ...it.body, card: { h: it.body.card.h } } }
    : it;
}

/** The public state: identical in every view of the same match; the input of the state hash. */
export function publicState(s: GameState): unknown {
  return {
    cardSet: s.cardSet,
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    order: s.order,
    players: { A: publicPlayer(s.players.A), B: publicPlayer(s.players.B) },
    pool: s.pool,
    poolDeck: s.poolDeck,
    chain: s.chain.map(publicItem),
    priority: s.priority,
    passes: s.passes,
    pending: s.pending,
    work: s.work,
    winner: s.winner,
    nextUid: s.nextUid,
    nextRandom: s.nextRandom,
  };
}

function hideSlots(slots: readonly Slot[]): Slot[] {
  return slots.map((x) => ({ h: x.h }));
}

/** The state as `view` would hold it: private cards of other seats become opaque slots. */
export function project(s: GameState, view: View): GameState {
  const players = { ...s.players };
  for (const seat of SEATS) {
    if (knowsOwner(view, seat)) continue;
    const p = s.players[seat];
    players[seat] = {
      ...p,
      hand: hideSlots(p.hand),
      hidden: hideSlots(p.hidden),
      aside: hideSlots(p.aside),
      deck: { size: p.deck.size },
    };
  }
  const chain = s.chain.map((it) =>
    it.body.kind === 'hide' && !knowsOwner(view, it.controller) ? publicItem(it) : it,
  );
  return { ...s, view, players, chain };
}

/** The state as seat `seat` holds it. */
export function seatState(s: GameState, seat: PSeat): GameState {
  return project(s, seatView(seat));
}

/**
 * The action as `seat` receives it, given the state it applies to: the cards of the other seat's
 * private draws, face-down plays and mulligans are not shown to it.
 */
export function viewAction(s: GameState, a: Action, seat: PSeat): Action {
  if (a.type === 'random') {
    const req = s.pending?.p === 'random' ? s.pending.request : undefined;
    if (!req || req.kind !== 'private-draw' || req.seat === seat) return a;
    return { type: 'random', k: a.k, cards: Array.from({ length: req.count }, () => null) };
  }
  if (a.player === seat) return a;
  if (a.type === 'hide') return { type: 'hide', player: a.player, slot: a.slot!, cost: a.cost! };
  if (a.type === 'mulligan') return { type: 'mulligan', player: a.player, slots: a.slots ?? [] };
  return a;
}
