/**
 * Views of a game (fairness protocol: "Hidden information"; docs/rules/authority.md, "Hidden
 * information"). Only hands are hidden: a seat's view knows its own hand and deck contents, the
 * omniscient view (the verifier) knows every one. The public state is what every view shares and
 * what gets hashed. `viewAction` turns an omniscient action into the one a seat receives.
 */
import type { Seat, View } from '../../engine/index.ts';
import { knowsOwner, publicSlots, seatView } from '../../engine/index.ts';
import type { Action, GameState, Player } from './types.ts';

function publicPlayer(p: Player): unknown {
  return {
    faction: p.faction,
    hp: p.hp,
    deck: p.deck.size,
    unseen: p.unseen,
    hand: publicSlots(p.hand),
    discard: p.discard,
    rows: p.rows,
    general: p.general,
    retired: p.retired,
    slots: p.slots,
  };
}

/** The public state: identical in every view of the same game; the input of the state hash. */
export function publicState(s: GameState): unknown {
  const players: Record<string, unknown> = {};
  for (const seat of s.seats) players[seat] = publicPlayer(s.players[seat]!);
  return {
    cardSet: s.cardSet,
    seats: s.seats,
    players,
    market: s.market,
    marketDeck: s.marketDeck,
    generals: s.generals,
    removed: s.removed,
    turn: s.turn,
    pending: s.pending,
    work: s.work,
    over: s.over,
    winner: s.winner,
    nextUid: s.nextUid,
    nextRandom: s.nextRandom,
  };
}

/** The state as `view` would hold it: other seats' hand cards become bare slots, decks sizes. */
export function project(s: GameState, view: View): GameState {
  const players = { ...s.players };
  for (const seat of s.seats) {
    if (knowsOwner(view, seat)) continue;
    const p = s.players[seat]!;
    players[seat] = { ...p, hand: p.hand.map((x) => ({ h: x.h })), deck: { size: p.deck.size } };
  }
  return { ...s, view, players };
}

/** The state as seat `seat` holds it. */
export function seatState(s: GameState, seat: Seat): GameState {
  return project(s, seatView(seat));
}

/**
 * The action as `seat` receives it, given the state it applies to: the cards of another seat's
 * private draw are not shown to it. Every other action is public as it stands: a card leaving a
 * hand is named by the action that moves it.
 */
export function viewAction(s: GameState, a: Action, seat: Seat): Action {
  if (a.type !== 'random') return a;
  const req = s.pending?.p === 'random' ? s.pending.request : undefined;
  if (!req || req.kind !== 'private-draw' || req.seat === seat) return a;
  return { type: 'random', k: a.k, cards: Array.from({ length: req.count }, () => null) };
}
