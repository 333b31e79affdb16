/**
 * The one-shot effects of card abilities (cards/schema.ts `Action`; rulebook: "Special
 * abilities", "Retire", "Ignore", "Disable", "Annihilate", 'Gain "X" / "2X"'). Effects that need a
 * choice open a choice window (`choose` or `decline`); its options are {@link choiceOptions}.
 */
import type { Seat } from '../../engine/index.ts';
import { multisetRemove } from '../../engine/index.ts';
import { damageMonarch, retreat, stateCheck } from './board.ts';
import type { Action as CardAction } from './cards/schema.ts';
import { defencePower, defendersOf, isDisabled, isIgnored, steadfast } from './power.ts';
import type { Rt } from './runtime.ts';
import { mut, playerOf } from './runtime.ts';
import type { ChoiceEffect, GameState, Pick, Work } from './types.ts';
import { foeOf } from './types.ts';
import type { CardDb } from './carddb.ts';

type Fx = Extract<Work, { w: 'fx' }>;

/** "X" times `n` when the effect says so ('Gain "X" / "2X"'), else `n`. */
function amount(n: number, perRow: boolean | undefined, x: number): number {
  return perRow ? n * x : n;
}

/** Runs one queued effect of a card of `w.seat` (the active player). */
export function runAction(rt: Rt, w: Fx): void {
  const s = rt.s;
  const a: CardAction = w.act;
  switch (a.e) {
    case 'authority': {
      const n = amount(a.n, a.perRow, w.x);
      s.turn.authority += n;
      rt.ev.push({ type: 'authority', seat: w.seat, n });
      return;
    }
    case 'monarch-damage':
      return damageMonarch(rt, foeOf(s, w.seat), amount(a.n, a.perRow, w.x));
    case 'attack-bonus':
      s.turn.attackBonus.push({ n: a.n, except: a.others ? w.uid : 0 });
      return;
    case 'weaken':
      s.turn.weaken += a.n;
      return stateCheck(rt);
    case 'draw-extra':
      s.turn.drawExtra += a.n;
      return;
    case 'discount':
      s.turn.discount += a.n;
      return;
    case 'ignore-all':
      for (const at of defendersOf(s, foeOf(s, w.seat)))
        if (!isIgnored(s, at.d.uid) && !steadfast(rt.db, s, at.seat)) ignore(rt, at.seat, at.d.uid);
      return;
    case 'ignore-strongest':
      return ignoreStrongest(rt, w.seat);
    case 'ignore':
    case 'disable':
    case 'annihilate':
      return openChoice(rt, w.seat, a.e, w.card, 1, 0);
    case 'retire':
      return openChoice(rt, w.seat, 'retire', w.card, a.n, a.authorityEach ?? 0);
  }
}

function ignore(rt: Rt, seat: Seat, uid: number): void {
  rt.s.turn.ignored.push(uid);
  const at = defendersOf(rt.s, seat).find((x) => x.d.uid === uid)!;
  rt.ev.push({ type: 'ignored', seat, card: at.d.card });
}

/**
 * Ignores the enemy defender with the highest power that can be ignored; a tie goes to the
 * outermost row, then the first place in it.
 */
function ignoreStrongest(rt: Rt, seat: Seat): void {
  const s = rt.s;
  const foe = foeOf(s, seat);
  if (steadfast(rt.db, s, foe)) return;
  let best: { uid: number; power: number; row: number } | null = null;
  for (const at of defendersOf(s, foe)) {
    if (isIgnored(s, at.d.uid)) continue;
    const power = defencePower(rt.db, s, foe, at.row, at.pos);
    if (!best || power > best.power || (power === best.power && at.row > best.row))
      best = { uid: at.d.uid, power, row: at.row };
  }
  if (best) ignore(rt, foe, best.uid);
}

/**
 * Whether `seat` has anything to pick for `effect`. Decided from public state only (a hand's size,
 * not its cards), so every view opens the same windows.
 */
function canChoose(db: CardDb, s: GameState, seat: Seat, effect: ChoiceEffect): boolean {
  if (effect !== 'retire') return choiceOptions(db, s, seat, effect).length > 0;
  const p = playerOf(s, seat);
  return p.hand.length > 0 || p.discard.length > 0;
}

/** Opens a choice window when there is something to choose. */
function openChoice(
  rt: Rt,
  seat: Seat,
  effect: ChoiceEffect,
  source: string,
  left: number,
  authorityEach: number,
): void {
  if (left <= 0 || !canChoose(rt.db, rt.s, seat, effect)) return;
  rt.s.pending = { p: 'choose', seat, effect, source, left, authorityEach };
}

/**
 * What `seat` may pick for `effect`: enemy defenders that are not already ignored (disabled) and
 * not protected (`ignore`, `disable`), any enemy defender (`annihilate`), or one of its own cards
 * in hand (by slot; first slot of each card) or discard pile (each card once) (`retire`).
 */
export function choiceOptions(db: CardDb, s: GameState, seat: Seat, effect: ChoiceEffect): Pick[] {
  const out: Pick[] = [];
  if (effect === 'retire') {
    const p = playerOf(s, seat);
    const seen = new Set<string>();
    for (const slot of p.hand)
      if (slot.id !== undefined && !seen.has(slot.id)) {
        seen.add(slot.id);
        out.push({ from: 'hand', slot: slot.h, card: slot.id });
      }
    for (const card of new Set(p.discard)) out.push({ from: 'discard', card });
    return out;
  }
  const foe = foeOf(s, seat);
  if (effect !== 'annihilate' && steadfast(db, s, foe)) return out;
  for (const at of defendersOf(s, foe)) {
    if (effect === 'ignore' && isIgnored(s, at.d.uid)) continue;
    if (effect === 'disable' && isDisabled(s, at.d.uid)) continue;
    out.push({ seat: foe, row: at.row, pos: at.pos });
  }
  return out;
}

/** Whether two picks name the same thing. */
export function samePick(a: Pick, b: Pick): boolean {
  if ('seat' in a || 'seat' in b)
    return 'seat' in a && 'seat' in b && a.seat === b.seat && a.row === b.row && a.pos === b.pos;
  if (a.from === 'hand') return b.from === 'hand' && a.slot === b.slot;
  return b.from === 'discard' && a.card === b.card;
}

/**
 * Carries out pick `t` of the pending choice window (the caller checked it is an option), then
 * opens the window again while the effect has picks left.
 */
export function applyChoice(rt: Rt, t: Pick): void {
  const s = rt.s;
  const pend = s.pending;
  if (!pend || pend.p !== 'choose') return;
  s.pending = null;
  const seat = pend.seat;
  if ('seat' in t) {
    const d = playerOf(s, t.seat).rows[t.row]![t.pos]!;
    if (pend.effect === 'ignore') ignore(rt, t.seat, d.uid);
    else if (pend.effect === 'disable') {
      s.turn.disabled.push(d.uid);
      rt.ev.push({ type: 'disabled', seat: t.seat, card: d.card });
    } else retreat(rt, t.seat, t.row, t.pos, true);
    stateCheck(rt);
    return;
  }
  const p = mut(rt, seat);
  if (t.from === 'hand') {
    const i = p.hand.findIndex((x) => x.h === t.slot);
    p.hand.splice(i, 1);
    p.unseen = multisetRemove(p.unseen, t.card) ?? p.unseen;
  } else p.discard.splice(p.discard.indexOf(t.card), 1);
  p.retired.push(t.card);
  rt.ev.push({ type: 'retired', seat, card: t.card });
  if (pend.authorityEach > 0) {
    s.turn.authority += pend.authorityEach;
    rt.ev.push({ type: 'authority', seat, n: pend.authorityEach });
  }
  openChoice(rt, seat, 'retire', pend.source, pend.left - 1, pend.authorityEach);
}
