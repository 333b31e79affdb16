/**
 * The mutable context of one `apply`: the card set, the state draft and the events produced.
 * Rules code mutates `rt.s` only; `apply` made it a private copy (draft.ts).
 */
import type { CardDb } from './carddb.ts';
import type { GameEvent, GameState, Merc, PSeat } from './types.ts';
import { draftOf } from './draft.ts';

/** One apply's working context. */
export interface Rt {
  readonly db: CardDb;
  readonly s: GameState;
  readonly ev: GameEvent[];
}

/** Starts an apply: a private draft of `state`. */
export function begin(db: CardDb, state: GameState): Rt {
  return { db, s: draftOf(state), ev: [] };
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

/** A fresh slot handle for `seat`. */
export function nextHandle(s: GameState, seat: PSeat): string {
  const p = s.players[seat];
  return `${seat}${p.slots++}`;
}
