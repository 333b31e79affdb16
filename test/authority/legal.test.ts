/**
 * `legalActions` is legal by construction and complete: in every state of 60 random games, every
 * action it lists is accepted by `apply`, and every candidate action built blindly (every command
 * for every hand slot, every purchase, every strike on every row and order of places, every pick,
 * every market removal) that `apply` accepts is listed, up to hand slots holding the same card
 * (bot-hooks.ts `actionKey`).
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engine/index.ts';
import { actionKey } from '../../src/games/authority/bot-hooks.ts';
import { newGame, waiting, type Action, type GameState } from '../../src/games/authority/index.ts';
import { GAME, nextAction, randomConfig, seeded } from './helpers.ts';

function orders(xs: readonly number[]): number[][] {
  const out: number[][] = [[]];
  for (const x of xs) for (const rest of orders(xs.filter((y) => y !== x))) out.push([x, ...rest]);
  return out;
}

/** Every action a player could try in `s` (most of them illegal). */
function candidates(s: GameState, seat: Seat): Action[] {
  const out: Action[] = [];
  const foe = s.seats.find((x) => x !== seat)!;
  const p = s.players[seat]!;
  for (const slot of p.hand) {
    const card = slot.id!;
    for (const type of ['attack', 'defend', 'recruit', 'post', 'ability'] as const)
      out.push({ type, player: seat, slot: slot.h, card });
    for (const target of [seat, foe])
      for (let index = 0; index < 4; index++)
        out.push({
          type: 'unmask',
          player: seat,
          slot: slot.h,
          card,
          target: { seat: target, index },
        });
    out.push({ type: 'choose', player: seat, target: { from: 'hand', slot: slot.h, card } });
  }
  for (const card of new Set([...s.market, ...s.generals, ...p.discard])) {
    out.push({ type: 'buy', player: seat, card }, { type: 'cull', player: seat, card });
    out.push({ type: 'choose', player: seat, target: { from: 'discard', card } });
  }
  out.push({ type: 'end', player: seat, hand: p.hand.map((x) => x.id!) });
  out.push({ type: 'keep', player: seat }, { type: 'decline', player: seat });
  out.push({ type: 'strike', player: seat, foe, monarch: true });
  for (const target of [seat, foe])
    s.players[target]!.rows.forEach((row, r) => {
      for (let pos = 0; pos < row.length; pos++)
        out.push({ type: 'choose', player: seat, target: { seat: target, row: r, pos } });
      if (target === foe)
        for (const at of orders(row.map((_, i) => i)))
          out.push({ type: 'strike', player: seat, foe, row: r, at });
    });
  return out;
}

describe('legal actions', () => {
  it('are exactly the accepted actions, in every state of 60 random games', () => {
    let states = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const rng = seeded(seed);
      let s = newGame(GAME.db, randomConfig(rng));
      while (!s.over) {
        const w = waiting(s);
        if (w.kind === 'act') {
          states++;
          const legal = GAME.legalActions(s, w.seat);
          for (const a of legal)
            expect(GAME.apply(s, a).error, `seed ${seed}: ${JSON.stringify(a)}`).toBeUndefined();
          const listed = new Set(legal.map(actionKey));
          const accepted = new Set(
            candidates(s, w.seat)
              .filter((a) => !GAME.apply(s, a).error)
              .map(actionKey),
          );
          expect([...accepted].sort(), `seed ${seed}, ${w.window}`).toEqual([...listed].sort());
          for (const other of s.seats)
            if (other !== w.seat) expect(GAME.legalActions(s, other)).toEqual([]);
        }
        s = GAME.apply(s, nextAction(GAME, s, rng)!).state!;
      }
    }
    expect(states).toBeGreaterThan(5000);
  });
});
