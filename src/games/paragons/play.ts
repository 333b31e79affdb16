/**
 * Main-window actions of the active player: playing mercenaries with bumping, Recruiting, putting
 * cards into the Hidden pile, Garrison, and ending the turn (rulebook: "Options During Your Turn"
 * 1 and 4; Keyword Glossary: Hidden, Recruit, Garrison).
 */
import type { EngineError } from '../../engine/index.ts';
import { cardOf, recruitPrice } from './carddb.ts';
import { isSurrounding, spaceIndex, surrounding } from './board.ts';
import { fail } from './errors.ts';
import type { Checked } from './gate.ts';
import { canPay, locate, push } from './gate.ts';
import { queueTurnAbilities, run } from './machine.ts';
import { hasKw } from './stats.ts';
import { handOf, own, pl, workOf } from './runtime.ts';
import type { Action, GameState, PSeat } from './types.ts';
import { other, player } from './types.ts';
import type { CardDb } from './carddb.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * Where a mercenary may enter: `to` empty, or occupied with its occupant bumped to an empty
 * Surrounding space `bump` (docs/rules/paragons.md, 15).
 */
export function placement(
  s: GameState,
  seat: PSeat,
  toName: unknown,
  bumpName: unknown,
): { to: number; bump?: number } | EngineError {
  const to = spaceIndex(toName);
  if (to < 0) return fail('invalid-target', `no space ${String(toName)}`);
  const b = player(s, seat).board;
  if (!b[to]) return { to };
  if (!surrounding(to).some((j) => !b[j]))
    return fail('no-space-to-bump', `no empty space around ${String(toName)}`);
  if (bumpName === undefined || bumpName === null)
    return fail('space-occupied', `${String(toName)} is occupied`);
  const bump = spaceIndex(bumpName);
  if (bump < 0) return fail('invalid-target', `no space ${String(bumpName)}`);
  if (!isSurrounding(to, bump))
    return fail('not-adjacent', `${String(bumpName)} is not Surrounding ${String(toName)}`);
  if (b[bump]) return fail('space-occupied', `${String(bumpName)} is occupied`);
  return { to, bump };
}

/** Playing a mercenary from hand ("Options" 1). */
export function checkPlay(db: CardDb, s: GameState, a: Of<'play'>): Checked {
  const p = player(s, a.player);
  const at = locate(db, p.hand, a.card, a.slot);
  if (typeof at !== 'number') return at;
  const def = cardOf(db, a.card)!;
  if (def.kind !== 'mercenary') return fail('wrong-kind', `${a.card} is not a mercenary`);
  const pay = canPay(s, a.player, def.cost);
  if (pay) return pay;
  const place = placement(s, a.player, a.to, a.bump);
  if ('code' in place) return place;
  return (rt) => {
    pl(rt, a.player).mana -= def.cost;
    handOf(rt, a.player).splice(at, 1);
    push(
      rt,
      a.player,
      {
        kind: 'mercenary',
        card: a.card,
        to: place.to,
        ...(place.bump === undefined ? {} : { bump: place.bump }),
      },
      [],
    );
    run(rt);
  };
}

/** Recruiting from the Mercenary Pool: 2 mana for Lesser, 3 for Greater ("Options" 4). */
export function checkRecruit(db: CardDb, s: GameState, a: Of<'recruit'>): Checked {
  const def = cardOf(db, a.card);
  if (!def || !s.pool.includes(a.card)) return fail('unknown-card', `${a.card} is not in the pool`);
  const price = recruitPrice(def);
  const pay = canPay(s, a.player, price);
  if (pay) return pay;
  return (rt) => {
    pl(rt, a.player).mana -= price;
    push(rt, a.player, { kind: 'recruit', card: a.card, price }, [
      { player: a.player, card: a.card },
    ]);
    run(rt);
  };
}

/**
 * Putting a card into the Hidden pile for its cost (Keyword Glossary: Hidden). The cost is public;
 * a view that cannot see the card takes it from the action, and the session checks that claim (the
 * cost and the Hidden keyword) when an opening shows the card (session/claims.ts).
 */
export function checkHide(db: CardDb, s: GameState, a: Of<'hide'>): Checked {
  const p = player(s, a.player);
  const at = locate(db, p.hand, a.card, a.slot);
  if (typeof at !== 'number') return at;
  const slot = p.hand[at]!;
  const id = a.card ?? slot.id;
  let cost = a.cost;
  if (id !== undefined) {
    const def = cardOf(db, id)!;
    if (!def.hidden) return fail('not-hidden', `${id} has no Hidden keyword`);
    if (cost !== undefined && cost !== def.cost)
      return fail('bad-action', `${id} costs ${def.cost}`);
    cost = def.cost;
  }
  if (cost === undefined) return fail('bad-action', 'the cost of a face-down card must be given');
  const pay = canPay(s, a.player, cost);
  if (pay) return pay;
  const paid = cost;
  return (rt) => {
    pl(rt, a.player).mana -= paid;
    handOf(rt, a.player).splice(at, 1);
    push(rt, a.player, { kind: 'hide', card: slot, cost: paid }, []);
    run(rt);
  };
}

/** Garrison: once per your turn, pay the card's cost to add a counter (Keyword Glossary: Garrison). */
export function checkGarrison(db: CardDb, s: GameState, a: Of<'garrison'>): Checked {
  const idx = spaceIndex(a.space);
  const m = idx >= 0 ? player(s, a.player).board[idx] : null;
  if (!m || !hasKw(db, s, a.player, idx, 'garrison'))
    return fail('invalid-target', `no Garrison mercenary at ${a.space}`);
  if (m.summoned) return fail('summoning-sick', `${a.space} was played this turn`);
  if (m.garrisoned) return fail('garrison-used', `${a.space} was Garrisoned this turn`);
  const cost = cardOf(db, m.card)!.cost;
  const pay = canPay(s, a.player, cost);
  if (pay) return pay;
  return (rt) => {
    const q = pl(rt, a.player);
    q.mana -= cost;
    own(rt, a.player, idx).garrisoned = true;
    push(rt, a.player, { kind: 'garrison', merc: m.uid }, []);
    run(rt);
  };
}

/** Ending the turn: `turn-end` abilities, then the next player's turn begins (not Voluntary). */
export function checkEndTurn(_db: CardDb, s: GameState, a: Of<'endTurn'>): Checked {
  const next = s.order[(s.order.indexOf(a.player) + 1) % s.order.length] ?? other(a.player);
  return (rt) => {
    workOf(rt).push({ w: 'start-turn', seat: next });
    queueTurnAbilities(rt, a.player, 'turn-end');
    run(rt);
  };
}
