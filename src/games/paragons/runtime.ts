/**
 * The mutable context of one `apply`: the card set, the state draft and the events produced.
 * Copy on write: rules code mutates only `rt.s`, a copy of the input's top level, and what the
 * accessors below made private to this draft, so inputs are never mutated (engine contract: pure
 * transitions). `pl` copies a player's fields, sharing its lists; `own` copies a mercenary;
 * `handOf`, `boardOf`, `workOf`, `chainOf`, … copy one list (or the deck, or the turn counters) on
 * its first change. Code that changes a list gets it from its accessor (never from `rt.s` or `pl`);
 * objects not copied (slots, chain items, work items, pending, attachments, buffs, and a
 * mercenary's `used`, `buffs` and `imbuements` lists) are replaced, never mutated.
 */
import type { Slot } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import type {
  Attachment,
  ChainItem,
  Deck,
  GameEvent,
  GameState,
  Merc,
  Player,
  PSeat,
  TurnStats,
  Work,
} from './types.ts';
import { player } from './types.ts';

/**
 * A copy of a player that the rules may change field by field; its lists, deck and counters are
 * still shared (see the accessors). Fields are listed one by one (not spread): object literals of a
 * fixed shape are much cheaper for V8 than spreads, and this runs on most applies.
 */
function clonePlayer(p: Player): Player {
  return {
    class: p.class,
    life: p.life,
    mana: p.mana,
    deck: p.deck,
    hand: p.hand,
    hidden: p.hidden,
    aside: p.aside,
    discard: p.discard,
    reserve: p.reserve,
    board: p.board,
    enchantments: p.enchantments,
    stats: p.stats,
    slots: p.slots,
  };
}

/**
 * A copy of the top level of `s` that the rules may change (fields listed: see clonePlayer); its
 * lists and players are still shared (see the accessors and `pl`).
 */
export function draftOf(s: GameState): GameState {
  return {
    view: s.view,
    cardSet: s.cardSet,
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    order: s.order,
    players: s.players,
    pool: s.pool,
    poolDeck: s.poolDeck,
    chain: s.chain,
    priority: s.priority,
    passes: s.passes,
    pending: s.pending,
    work: s.work,
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
   * Mercenaries private to this draft (the others are shared with the input state), or null while
   * there are none (most applies). An array: an apply changes few of them, and a short array is
   * cheaper to make and search than a Set.
   */
  mine: Merc[] | null;
  /**
   * Which lists, decks and counters are private to this draft: bits of {@link OWNED} (a bit test is
   * cheaper than searching `mine`, and the accessors below run on most applies).
   */
  owned: number;
  /** The input state: a draft player still identical to its player there is not private yet. */
  readonly base: GameState;
  /**
   * Whether a board or its Enchantments may have changed since the last state-based check
   * (damage.ts: stateCheck): set by every accessor that hands out a board, a mercenary or the
   * Enchantments to change (`boardOf`, `own`, `replaceMerc`, `enchantmentsOf`). A mercenary's
   * current health depends on nothing else (stats.ts), so a check with this clear finds nothing.
   */
  dirty: boolean;
}

/**
 * The bits of `Rt.owned`: one per player field that is copied on write (seat B's are seat A's
 * shifted by 8), then the state's own lists.
 */
const OWNED = {
  hand: 1,
  hidden: 2,
  discard: 4,
  reserve: 8,
  board: 16,
  enchantments: 32,
  stats: 64,
  deck: 128,
  work: 1 << 16,
  chain: 1 << 17,
  pool: 1 << 18,
} as const;

/** The `owned` bit of seat `seat` for a player field whose seat-A bit is `bitA`. */
function seatBit(seat: PSeat, bitA: number): number {
  return seat === 'A' ? bitA : bitA << 8;
}

/** Marks `bit` as private to this draft: true the first time, when the caller copies what it names. */
function claimBit(rt: Rt, bit: number): boolean {
  if ((rt.owned & bit) !== 0) return false;
  rt.owned |= bit;
  return true;
}

/** Starts an apply: a private draft of `state`. */
export function begin(db: CardDb, state: GameState): Rt {
  return { db, s: draftOf(state), ev: [], mine: null, owned: 0, base: state, dirty: false };
}

/** Player `seat`, made private to this draft before a field of it is changed (copy on write). */
export function pl(rt: Rt, seat: PSeat): Player {
  const p = player(rt.s, seat);
  if (p !== player(rt.base, seat)) return p;
  const c = clonePlayer(p);
  const players = rt.s.players;
  if (players === rt.base.players)
    rt.s.players = seat === 'A' ? { A: c, B: players.B } : { A: players.A, B: c };
  else if (seat === 'A') players.A = c;
  else players.B = c;
  return c;
}

// The accessors below name their field (no `player[key]`: V8 makes a keyed access that sees
// several names megamorphic, and these run on most applies).

/** The hand of `seat`, to change. */
export function handOf(rt: Rt, seat: PSeat): Slot[] {
  if (!claimBit(rt, seatBit(seat, OWNED.hand))) return player(rt.s, seat).hand;
  const p = pl(rt, seat);
  return (p.hand = p.hand.slice());
}

/** The Hidden pile of `seat`, to change. */
export function hiddenOf(rt: Rt, seat: PSeat): Slot[] {
  if (!claimBit(rt, seatBit(seat, OWNED.hidden))) return player(rt.s, seat).hidden;
  const p = pl(rt, seat);
  return (p.hidden = p.hidden.slice());
}

/** The discard pile of `seat`, to change. */
export function discardOf(rt: Rt, seat: PSeat): string[] {
  if (!claimBit(rt, seatBit(seat, OWNED.discard))) return player(rt.s, seat).discard;
  const p = pl(rt, seat);
  return (p.discard = p.discard.slice());
}

/** The Reserve Pile of `seat`, to change. */
export function reserveOf(rt: Rt, seat: PSeat): string[] {
  if (!claimBit(rt, seatBit(seat, OWNED.reserve))) return player(rt.s, seat).reserve;
  const p = pl(rt, seat);
  return (p.reserve = p.reserve.slice());
}

/** The Combat Board of `seat`, to change (its mercenaries stay shared: see `own`). */
export function boardOf(rt: Rt, seat: PSeat): (Merc | null)[] {
  rt.dirty = true;
  if (!claimBit(rt, seatBit(seat, OWNED.board))) return player(rt.s, seat).board;
  const p = pl(rt, seat);
  return (p.board = p.board.slice());
}

/** The Enchantments of `seat`'s spaces, to change. */
export function enchantmentsOf(rt: Rt, seat: PSeat): (Attachment | null)[] {
  rt.dirty = true;
  if (!claimBit(rt, seatBit(seat, OWNED.enchantments))) return player(rt.s, seat).enchantments;
  const p = pl(rt, seat);
  return (p.enchantments = p.enchantments.slice());
}

/** The per-turn counters of `seat`, to change. */
export function turnStatsOf(rt: Rt, seat: PSeat): TurnStats {
  if (!claimBit(rt, seatBit(seat, OWNED.stats))) return player(rt.s, seat).stats;
  const p = pl(rt, seat);
  const st = p.stats;
  return (p.stats = { revealed: st.revealed, spells: st.spells, recruited: st.recruited });
}

/** The deck of `seat`, to change (its size, or its contents for a new multiset). */
export function deckOf(rt: Rt, seat: PSeat): Deck {
  if (!claimBit(rt, seatBit(seat, OWNED.deck))) return player(rt.s, seat).deck;
  const p = pl(rt, seat);
  const d = p.deck;
  return (p.deck = 'cards' in d ? { size: d.size, cards: d.cards } : { size: d.size });
}

/** The queued work, to change. */
export function workOf(rt: Rt): Work[] {
  if ((rt.owned & OWNED.work) !== 0) return rt.s.work;
  rt.owned |= OWNED.work;
  return (rt.s.work = rt.s.work.slice());
}

/** The reaction chain, to change. */
export function chainOf(rt: Rt): ChainItem[] {
  if ((rt.owned & OWNED.chain) !== 0) return rt.s.chain;
  rt.owned |= OWNED.chain;
  return (rt.s.chain = rt.s.chain.slice());
}

/** The Mercenary Pool, to change. */
export function poolOf(rt: Rt): string[] {
  if ((rt.owned & OWNED.pool) !== 0) return rt.s.pool;
  rt.owned |= OWNED.pool;
  return (rt.s.pool = rt.s.pool.slice());
}

/**
 * The mercenary at `seat`/`idx`, made private to this draft before it is changed (copy on write:
 * boards share unchanged mercenaries with the input state).
 */
export function own(rt: Rt, seat: PSeat, idx: number): Merc {
  const b = boardOf(rt, seat);
  const m = b[idx]!;
  if (rt.mine !== null && rt.mine.includes(m)) return m;
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
  claim(rt, c);
  return c;
}

/** Records `m`, made by this apply, as private to this draft (it may be changed in place). */
export function claim(rt: Rt, m: Merc): void {
  if (rt.mine === null) rt.mine = [m];
  else rt.mine.push(m);
}

/** Puts `m`, a mercenary made by this apply, at `seat`/`idx` of this draft's board. */
export function replaceMerc(rt: Rt, seat: PSeat, idx: number, m: Merc): void {
  boardOf(rt, seat)[idx] = m;
  claim(rt, m);
}

/** The Mana Threshold: the round, capped at 10 (rulebook: "Beginning Your Turn"). */
export function threshold(s: GameState): number {
  return Math.max(0, Math.min(10, s.round));
}

/** The space index of the mercenary with `uid` on `seat`'s board, or -1. */
export function findUid(s: GameState, seat: PSeat, uid: number): number {
  const b = player(s, seat).board;
  for (let i = 0; i < b.length; i++) if (b[i]?.uid === uid) return i;
  return -1;
}

/** A fresh mercenary as it enters the board (summoning sick). */
export function newMerc(s: GameState, card: string, owner: PSeat): Merc {
  return mercWith(s.nextUid++, card, owner, true);
}

/**
 * The mercenary `card` of `owner` numbered `uid`: undamaged, ready, no garrison, buffs or
 * imbuements; `summoned` if it was played this turn (rulebook: "Mercenaries cannot attack or use
 * Voluntary Abilities on the turn that they are played"). Its fields stand in the one order every
 * mercenary is built in, so equal mercenaries serialise alike.
 */
export function mercWith(uid: number, card: string, owner: PSeat, summoned: boolean): Merc {
  return {
    uid,
    card,
    owner,
    damage: 0,
    exhausted: false,
    summoned,
    attacked: false,
    cast: false,
    garrison: 0,
    garrisoned: false,
    used: [],
    buffs: [],
    imbuements: [],
  };
}
