/**
 * Copy-on-apply: `apply` clones the parts of the state that rules may change and mutates only the
 * clone, so inputs are never mutated (engine contract: pure transitions). Players and mercenaries are
 * copied on write (runtime.ts: `pl`, `own`). Objects not cloned here (slots, chain items, work items, pending,
 * attachments, buffs) are replaced, never mutated.
 */
import type { GameState, Player } from './types.ts';

/** A copy of a player that the rules may mutate. */
export function clonePlayer(p: Player): Player {
  return {
    ...p,
    deck: { ...p.deck },
    hand: p.hand.slice(),
    hidden: p.hidden.slice(),
    aside: p.aside.slice(),
    discard: p.discard.slice(),
    reserve: p.reserve.slice(),
    board: p.board.slice(),
    enchantments: p.enchantments.slice(),
    stats: { ...p.stats },
  };
}

/** A deep-enough copy of `s` that the rules may mutate freely. */
export function draftOf(s: GameState): GameState {
  return {
    ...s,
    players: { A: s.players.A, B: s.players.B },
    pool: s.pool.slice(),
    chain: s.chain.slice(),
    work: s.work.slice(),
  };
}
