/**
 * Every legal action of a seat (engine contract: `legalActions`), built legal by construction:
 * each family tests up front exactly what its check in commands.ts tests, so every action listed
 * is accepted (test/authority/legal.test.ts holds this to the checks). Hand cards are named by
 * slot and card; of several slots holding the same card only the first is offered (they are
 * interchangeable). A view that does not know the acting seat's hand has no actions for it.
 */
import type { Seat } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import { actionsOf, defOf } from './carddb.ts';
import { freePlace } from './board.ts';
import { choiceOptions } from './effects.ts';
import { seatOf, windowOf } from './gate.ts';
import { attackPower, defencePower, monarchReachable, priceOf, reachableRows } from './power.ts';
import { playerOf } from './runtime.ts';
import type { Action, GameState } from './types.ts';

/** The command window: commands for each distinct hand card, purchases, and ending the phase. */
function commandActions(db: CardDb, s: GameState, seat: Seat): Action[] {
  const p = playerOf(s, seat);
  const hand: string[] = [];
  for (const slot of p.hand) {
    if (slot.id === undefined) return [];
    hand.push(slot.id);
  }
  const out: Action[] = [];
  const room = freePlace(s, seat) !== null;
  const seen = new Set<string>();
  for (const slotInfo of p.hand) {
    const card = slotInfo.id!;
    if (seen.has(card)) continue;
    seen.add(card);
    const slot = slotInfo.h;
    const def = defOf(db, card);
    const hasAbility = actionsOf(db, card, 'discard').length > 0;
    if (def.kind === 'unit') {
      out.push({ type: 'attack', player: seat, slot, card });
      if (room) out.push({ type: 'defend', player: seat, slot, card });
    }
    if (def.kind === 'unit' || def.kind === 'spy')
      out.push({ type: 'recruit', player: seat, slot, card });
    if (def.kind === 'spy') {
      out.push({ type: 'post', player: seat, slot, card });
      for (const foe of s.seats) {
        if (foe === seat) continue;
        playerOf(s, foe).general.forEach((g, index) => {
          if (defOf(db, g.card).kind === 'spy')
            out.push({ type: 'unmask', player: seat, slot, card, target: { seat: foe, index } });
        });
      }
    }
    if (hasAbility) out.push({ type: 'ability', player: seat, slot, card });
  }
  for (const card of new Set([...s.market, ...s.generals]))
    if (priceOf(db, s, seat, card) <= s.turn.authority)
      out.push({ type: 'buy', player: seat, card });
  out.push({ type: 'end', player: seat, hand });
  return out;
}

/** Every order of distinct places of `places` (the occupied ones of a row). */
function orders(places: readonly number[]): number[][] {
  if (places.length === 0) return [[]];
  const out: number[][] = [];
  for (const first of places)
    for (const rest of orders(places.filter((x) => x !== first))) out.push([first, ...rest]);
  return out;
}

/**
 * The strike window: the Monarch when reachable, and for each reachable row every order of named
 * defenders in which each one after the first still takes damage (each takes what makes it
 * retreat; checkStrike).
 */
function strikeActions(db: CardDb, s: GameState, seat: Seat): Action[] {
  const pend = s.pending;
  if (pend?.p !== 'strike') return [];
  const out: Action[] = [];
  for (const foe of s.seats) {
    if (foe === seat) continue;
    if (monarchReachable(db, s, pend.card, foe))
      out.push({ type: 'strike', player: seat, foe, monarch: true });
    const power = attackPower(db, s, seat, pend.uid, pend.card, false);
    for (const row of reachableRows(db, s, pend.card, foe)) {
      const places = playerOf(s, foe).rows[row]!;
      const need = (pos: number): number =>
        Math.max(0, defencePower(db, s, foe, row, pos) - places[pos]!.damage);
      const occupied = places.flatMap((d, pos) => (d ? [pos] : []));
      const seen = new Set<string>();
      for (const order of orders(occupied)) {
        // The longest prefix in which every defender after the first still takes damage.
        let left = power;
        let n = 0;
        for (const pos of order) {
          if (n > 0 && left <= 0) break;
          left -= Math.min(left, need(pos));
          n++;
        }
        for (let len = 1; len <= n; len++) {
          const at = order.slice(0, len);
          const key = at.join(',');
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ type: 'strike', player: seat, foe, row, at });
        }
      }
    }
  }
  return out;
}

/** Every action `seat` may take now (empty when the state does not wait on `seat`). */
export function legalActions(db: CardDb, s: GameState, seat: Seat): Action[] {
  if (s.over || s.pending?.p === 'random') return [];
  if (seatOf(s) !== seat) return [];
  switch (windowOf(s)) {
    case 'command':
      return commandActions(db, s, seat);
    case 'strike':
      return strikeActions(db, s, seat);
    case 'choose': {
      const pend = s.pending;
      if (pend?.p !== 'choose') return [];
      const out: Action[] = choiceOptions(db, s, seat, pend.effect).map((target) => ({
        type: 'choose',
        player: seat,
        target,
      }));
      out.push({ type: 'decline', player: seat });
      return out;
    }
    case 'cull':
      return [
        ...[...new Set(s.market)].map((card): Action => ({ type: 'cull', player: seat, card })),
        { type: 'keep', player: seat },
      ];
  }
}
