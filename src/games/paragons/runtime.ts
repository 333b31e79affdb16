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
   * Lists, decks, counters and mercenaries private to this draft (the others are shared with the
   * input state). An array: an apply changes few of them, and a short array is cheaper to make and
   * search than a Set.
   */
  readonly mine: object[];
  /** The input state: a draft player still identical to its player there is not private yet. */
  readonly base: GameState;
}

/** Starts an apply: a private draft of `state`. */
export function begin(db: CardDb, state: GameState): Rt {
  return { db, s: draftOf(state), ev: [], mine: [], base: state };
}

/** Player `seat`, made private to this draft before a field of it is changed (copy on write). */
export function pl(rt: Rt, seat: PSeat): Player {
  const players = rt.s.players;
  const p = players[seat];
  if (p !== rt.base.players[seat]) return p;
  if (players === rt.base.players) rt.s.players = { A: players.A, B: players.B };
  return (rt.s.players[seat] = clonePlayer(p));
}

/** A copy of `list` private to this draft. */
function copy<T>(rt: Rt, list: readonly T[]): T[] {
  const c = list.slice();
  rt.mine.push(c);
  return c;
}

/** The player fields that are lists the rules change in place once this draft owns a copy. */
type PlayerList = 'hand' | 'hidden' | 'discard' | 'reserve' | 'board' | 'enchantments';

/** `seat`'s list `key`, copied into this draft the first time it is asked for (copy on write). */
function listOf<K extends PlayerList>(rt: Rt, seat: PSeat, key: K): Player[K] {
  const p = pl(rt, seat);
  const list = p[key];
  if (rt.mine.includes(list)) return list;
  return (p[key] = copy(rt, list as readonly unknown[]) as Player[K]);
}

/** The hand of `seat`, to change. */
export function handOf(rt: Rt, seat: PSeat): Slot[] {
  return listOf(rt, seat, 'hand');
}

/** The Hidden pile of `seat`, to change. */
export function hiddenOf(rt: Rt, seat: PSeat): Slot[] {
  return listOf(rt, seat, 'hidden');
}

/** The discard pile of `seat`, to change. */
export function discardOf(rt: Rt, seat: PSeat): string[] {
  return listOf(rt, seat, 'discard');
}

/** The Reserve Pile of `seat`, to change. */
export function reserveOf(rt: Rt, seat: PSeat): string[] {
  return listOf(rt, seat, 'reserve');
}

/** The Combat Board of `seat`, to change (its mercenaries stay shared: see `own`). */
export function boardOf(rt: Rt, seat: PSeat): (Merc | null)[] {
  return listOf(rt, seat, 'board');
}

/** The Enchantments of `seat`'s spaces, to change. */
export function enchantmentsOf(rt: Rt, seat: PSeat): (Attachment | null)[] {
  return listOf(rt, seat, 'enchantments');
}

/** The per-turn counters of `seat`, to change. */
export function turnStatsOf(rt: Rt, seat: PSeat): TurnStats {
  const p = pl(rt, seat);
  if (rt.mine.includes(p.stats)) return p.stats;
  const st = p.stats;
  const c = { revealed: st.revealed, spells: st.spells, recruited: st.recruited };
  rt.mine.push(c);
  return (p.stats = c);
}

/** The deck of `seat`, to change (its size, or its contents for a new multiset). */
export function deckOf(rt: Rt, seat: PSeat): Deck {
  const p = pl(rt, seat);
  if (rt.mine.includes(p.deck)) return p.deck;
  const d = p.deck;
  const c: Deck = 'cards' in d ? { size: d.size, cards: d.cards } : { size: d.size };
  rt.mine.push(c);
  return (p.deck = c);
}

/** The queued work, to change. */
export function workOf(rt: Rt): Work[] {
  if (!rt.mine.includes(rt.s.work)) rt.s.work = copy(rt, rt.s.work);
  return rt.s.work;
}

/** The reaction chain, to change. */
export function chainOf(rt: Rt): ChainItem[] {
  if (!rt.mine.includes(rt.s.chain)) rt.s.chain = copy(rt, rt.s.chain);
  return rt.s.chain;
}

/** The Mercenary Pool, to change. */
export function poolOf(rt: Rt): string[] {
  if (!rt.mine.includes(rt.s.pool)) rt.s.pool = copy(rt, rt.s.pool);
  return rt.s.pool;
}

/**
 * The mercenary at `seat`/`idx`, made private to this draft before it is changed (copy on write:
 * boards share unchanged mercenaries with the input state).
 */
export function own(rt: Rt, seat: PSeat, idx: number): Merc {
  const b = boardOf(rt, seat);
  const m = b[idx]!;
  if (rt.mine.includes(m)) return m;
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
  rt.mine.push(c);
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
