/**
 * The working context of one `apply`: the card set, a draft of the state that the rules may
 * change, and the events produced. The draft copies the input's top level, its market lists, turn
 * and work queue; a player (with its lists and rows) is copied the first time the rules change it,
 * through {@link mut} (copy on write). Objects inside the lists (slots, defenders, general cards,
 * work items, pending, multisets) are never changed, only replaced. So the input is never mutated
 * (engine contract: pure transitions; test/authority/purity.test.ts).
 */
import type { CardDb } from './carddb.ts';
import type { GameEvent, GameState, Player, Turn } from './types.ts';

/** One apply's working context. */
export interface Rt {
  readonly db: CardDb;
  readonly s: GameState;
  readonly ev: GameEvent[];
  /** The seats whose players this draft has copied. */
  readonly owned: string[];
}

function clonePlayer(p: Player): Player {
  return {
    faction: p.faction,
    hp: p.hp,
    deck: p.deck,
    unseen: p.unseen,
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    rows: p.rows.map((r) => r.slice()),
    general: p.general.slice(),
    retired: p.retired.slice(),
    slots: p.slots,
  };
}

/** A copy of a turn with its own lists. */
export function cloneTurn(t: Turn): Turn {
  return {
    seat: t.seat,
    number: t.number,
    authority: t.authority,
    recruited: t.recruited,
    attacks: t.attacks,
    attackBonus: t.attackBonus.slice(),
    weaken: t.weaken,
    discount: t.discount,
    drawExtra: t.drawExtra,
    ignored: t.ignored.slice(),
    disabled: t.disabled.slice(),
  };
}

/** A copy of `s` whose top level, market lists, turn and work queue the rules may change. */
export function draft(s: GameState): GameState {
  return {
    view: s.view,
    cardSet: s.cardSet,
    seats: s.seats,
    players: { ...s.players },
    market: s.market.slice(),
    marketDeck: s.marketDeck,
    generals: s.generals.slice(),
    removed: s.removed.slice(),
    turn: cloneTurn(s.turn),
    pending: s.pending,
    work: s.work.slice(),
    over: s.over,
    winner: s.winner,
    nextUid: s.nextUid,
    nextRandom: s.nextRandom,
  };
}

/** Starts an apply: a draft of `s`. */
export function begin(db: CardDb, s: GameState): Rt {
  return { db, s: draft(s), ev: [], owned: [] };
}

/** Player `seat` of the draft, copied (with its lists) before its first change: rules change players only through this. */
export function mut(rt: Rt, seat: string): Player {
  if (!rt.owned.includes(seat)) {
    rt.s.players[seat] = clonePlayer(rt.s.players[seat]!);
    rt.owned.push(seat);
  }
  return rt.s.players[seat]!;
}

/** Player `seat` of `s`, to read (every seat of the game has one). */
export function playerOf(s: GameState, seat: string): Player {
  return s.players[seat]!;
}

/** A turn with nothing done yet. */
export function freshTurn(seat: string, number: number): Turn {
  return {
    seat,
    number,
    authority: 0,
    recruited: 0,
    attacks: 0,
    attackBonus: [],
    weaken: 0,
    discount: 0,
    drawExtra: 0,
    ignored: [],
    disabled: [],
  };
}
