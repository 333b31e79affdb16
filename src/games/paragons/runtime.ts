/**
 * The mutable context of one `apply`: the card set, the state draft and the events produced.
 * Copy-on-apply: rules code mutates only `rt.s`, a copy of the input's top level; players and
 * mercenaries are copied on first write (`pl`, `own`), so inputs are never mutated (engine
 * contract: pure transitions). Objects not copied (slots, chain items, work items, pending,
 * attachments, buffs, and a mercenary's `used`, `buffs` and `imbuements` lists) are replaced, never
 * mutated.
 */
import type { CardDb } from './carddb.ts';
import type { GameEvent, GameState, Merc, Player, PSeat } from './types.ts';

/**
 * A copy of a player that the rules may mutate. Fields are listed one by one (not spread): object
 * literals of a fixed shape are much cheaper for V8 than spreads, and this runs on every apply.
 */
export function clonePlayer(p: Player): Player {
  const d = p.deck;
  const st = p.stats;
  return {
    class: p.class,
    life: p.life,
    mana: p.mana,
    deck: 'cards' in d ? { size: d.size, cards: d.cards } : { size: d.size },
    hand: p.hand.slice(),
    hidden: p.hidden.slice(),
    aside: p.aside.slice(),
    discard: p.discard.slice(),
    reserve: p.reserve.slice(),
    board: p.board.slice(),
    enchantments: p.enchantments.slice(),
    stats: { revealed: st.revealed, spells: st.spells, recruited: st.recruited },
    slots: p.slots,
  };
}

/** A deep-enough copy of `s` that the rules may mutate freely (fields listed: see clonePlayer). */
export function draftOf(s: GameState): GameState {
  return {
    view: s.view,
    cardSet: s.cardSet,
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    order: s.order,
    players: { A: s.players.A, B: s.players.B },
    pool: s.pool.slice(),
    poolDeck: s.poolDeck,
    chain: s.chain.slice(),
    priority: s.priority,
    passes: s.passes,
    pending: s.pending,
    work: s.work.slice(),
    winner: s.winner,
    nextUid: s.nextUid,
    nextRandom: s.nextRandom,
  };
}

/** One apply's working context. */
export interface Rt {
  readonly db: CardDb;
  readonly s: GameState;
  readonly ev: GameEvent[];
  /**
   * Mercenary objects private to this draft (the others are shared with the input state). An array:
   * an apply changes few mercenaries, and a short array is cheaper to make and search than a Set.
   */
  readonly owned: Merc[];
  /** The input state: a draft player still identical to its player there is not private yet. */
  readonly base: GameState;
}

/** Starts an apply: a private draft of `state`. */
export function begin(db: CardDb, state: GameState): Rt {
  return { db, s: draftOf(state), ev: [], owned: [], base: state };
}

/** Player `seat`, made private to this draft before it is changed (copy on write). */
export function pl(rt: Rt, seat: PSeat): Player {
  const p = rt.s.players[seat];
  if (p !== rt.base.players[seat]) return p;
  return (rt.s.players[seat] = clonePlayer(p));
}

/**
 * The mercenary at `seat`/`idx`, made private to this draft before it is changed (copy on write:
 * boards share unchanged mercenaries with the input state).
 */
export function own(rt: Rt, seat: PSeat, idx: number): Merc {
  const b = pl(rt, seat).board;
  const m = b[idx]!;
  if (rt.owned.includes(m)) return m;
  const c: Merc = {
    uid: m.uid,
    card: m.card,
    owner: m.owner,
    damage: m.damage,
    exhausted: m.exhausted,
    summoned: m.summoned,
    attacked: m.attacked,
    cast: m.cast,
    garrison: m.garrison,
    garrisoned: m.garrisoned,
    used: m.used,
    buffs: m.buffs,
    imbuements: m.imbuements,
  };
  b[idx] = c;
  rt.owned.push(c);
  return c;
}

/** The Mana Threshold: the round, capped at 10 (rulebook: "Beginning Your Turn"). */
export function threshold(s: GameState): number {
  return Math.max(0, Math.min(10, s.round));
}

/** The space index of the mercenary with `uid` on `seat`'s board, or -1. */
export function findUid(s: GameState, seat: PSeat, uid: number): number {
  const b = s.players[seat].board;
  for (let i = 0; i < b.length; i++) if (b[i]?.uid === uid) return i;
  return -1;
}

/** A fresh mercenary as it enters the board (summoning sick). */
export function newMerc(s: GameState, card: string, owner: PSeat): Merc {
  return {
    uid: s.nextUid++,
    card,
    owner,
    damage: 0,
    exhausted: false,
    summoned: true,
    attacked: false,
    cast: false,
    garrison: 0,
    garrisoned: false,
    used: [],
    buffs: [],
    imbuements: [],
  };
}
