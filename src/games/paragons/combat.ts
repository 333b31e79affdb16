/**
 * Combat (rulebook: "Options During Your Turn" 2; Notes on Mercenary Types; Keyword Glossary: First
 * Blood, Reach, Critical Strike). Who may be attacked, who may defend, and the damage exchange.
 */
import { mercOf } from './carddb.ts';
import type { CardDb } from './carddb.ts';
import { across, adjacent, isFront } from './board.ts';
import { damageMerc, damagePlayer, stateCheck } from './damage.ts';
import type { Rt } from './runtime.ts';
import { findUid } from './runtime.ts';
import { KW, statsOf } from './stats.ts';
import type { Aim, GameState, PSeat } from './types.ts';
import { player } from './types.ts';

/**
 * A melee mercenary in the back line with an ally directly in front of it cannot attack (Notes on
 * Mercenary Types: Melee).
 */
export function meleeBlocked(db: CardDb, s: GameState, seat: PSeat, idx: number): boolean {
  const m = player(s, seat).board[idx]!;
  return (
    mercOf(db, m.card).combat === 'melee' &&
    !isFront(idx) &&
    player(s, seat).board[across(idx)] !== null
  );
}

/** A back-line mercenary is exposed when no ally stands in front of it ("Options" 2). */
export function exposed(s: GameState, seat: PSeat, idx: number): boolean {
  return isFront(idx) || player(s, seat).board[across(idx)] === null;
}

/** True when the attacker (with keyword bits `kw`) may attack the mercenary at `seat`/`idx`. */
export function attackable(s: GameState, kw: number, seat: PSeat, idx: number): boolean {
  return player(s, seat).board[idx] !== null && ((kw & KW.reach) !== 0 || exposed(s, seat, idx));
}

/**
 * Who may Defend: against a player, any unexhausted mercenary of theirs; against a mercenary, an
 * unexhausted one Adjacent to it; none against Reach attacks on mercenaries (Keyword Glossary: Reach).
 */
export function defenders(s: GameState, target: Aim, reach: boolean): number[] {
  const b = player(s, target.player).board;
  if (target.uid === undefined) {
    const out: number[] = [];
    for (let i = 0; i < b.length; i++) if (b[i] && !b[i]!.exhausted) out.push(i);
    return out;
  }
  if (reach) return [];
  const idx = findUid(s, target.player, target.uid);
  if (idx < 0) return [];
  return adjacent(idx).filter((j) => b[j] !== null && !b[j]!.exhausted);
}

/**
 * The damage exchange. The attacker deals its attack (doubled by Critical Strike) to the victim, a
 * mercenary (`vIdx`) or the player; a mercenary victim deals its attack back. Without First Blood
 * both blows use the attack each side has before either lands. With First Blood the attacker's
 * damage lands first, the state-based check runs, and the victim strikes back with what it has
 * then: nothing if it was Destroyed, less if its Garrison counters went (docs/rules/paragons.md,
 * 11).
 */
export function exchange(
  rt: Rt,
  aSeat: PSeat,
  aIdx: number,
  vSeat: PSeat,
  vIdx: number | null,
): void {
  const s = rt.s;
  const a = statsOf(rt.db, s, aSeat, aIdx);
  const dmg = a.attack * ((a.kw & KW['critical-strike']) !== 0 ? 2 : 1);
  if (vIdx === null) {
    damagePlayer(rt, vSeat, dmg);
    return;
  }
  const aUid = player(s, aSeat).board[aIdx]!.uid;
  if ((a.kw & KW['first-blood']) === 0) {
    const back = statsOf(rt.db, s, vSeat, vIdx).attack;
    damageMerc(rt, vSeat, vIdx, dmg);
    damageMerc(rt, aSeat, aIdx, back);
    return;
  }
  const vUid = player(s, vSeat).board[vIdx]!.uid;
  damageMerc(rt, vSeat, vIdx, dmg);
  stateCheck(rt);
  const vi = findUid(s, vSeat, vUid);
  const ai = findUid(s, aSeat, aUid);
  if (vi >= 0 && ai >= 0) damageMerc(rt, aSeat, ai, statsOf(rt.db, s, vSeat, vi).attack);
}

/**
 * The caster ability's damage: Base Attack to the target; a ranged or caster target deals its
 * attack back to the caster (Notes on Mercenary Types: Ranged).
 */
export function castDamage(rt: Rt, seat: PSeat, casterUid: number, amount: number, t: Aim): void {
  const s = rt.s;
  const ti = findUid(s, t.player, t.uid!);
  if (ti < 0) return;
  const card = mercOf(rt.db, player(s, t.player).board[ti]!.card);
  const back = card.combat === 'melee' ? 0 : statsOf(rt.db, s, t.player, ti).attack;
  damageMerc(rt, t.player, ti, amount);
  const ci = findUid(s, seat, casterUid);
  if (back > 0 && ci >= 0) damageMerc(rt, seat, ci, back);
}
