/**
 * The command phase (rulebook: "Command phase", "Attack", "Recruit", "Defend", "Special
 * abilities", "Spies", "Leaders"; docs/rules/authority.md): the checks of each action of the
 * command window, the strike, the choice and market-removal windows, each returning a typed error
 * or the change to make on a draft. Checks read only the input state.
 */
import type { EngineError, Seat } from '../../engine/index.ts';
import { multisetCount } from '../../engine/index.ts';
import {
  damageMonarch,
  freePlace,
  placeDefender,
  retreat,
  stateCheck,
  takeFromHand,
} from './board.ts';
import type { CardDb } from './carddb.ts';
import { actionsOf, cardInfo, defOf } from './carddb.ts';
import { applyChoice, choiceOptions, samePick } from './effects.ts';
import { fail } from './errors.ts';
import { endCommandPhase } from './machine.ts';
import {
  annihilatesDefeated,
  attackPower,
  defencePower,
  monarchDamage,
  monarchReachable,
  priceOf,
  reachableRows,
} from './power.ts';
import type { Rt } from './runtime.ts';
import { mut, playerOf } from './runtime.ts';
import type {
  Action,
  CommandType,
  GameState,
  Pick,
  PlayerAction,
  StrikeHit,
  Work,
} from './types.ts';
import { ROW_SIZES, seatsInclude } from './types.ts';

/** A rules check's outcome: an error, or the change to make on a draft. */
export type Checked = EngineError | ((rt: Rt) => void);

/** True when a check failed. */
export function failed(c: Checked): c is EngineError {
  return typeof c !== 'function';
}

type Cmd = Extract<Action, { type: CommandType | 'unmask' }>;

/**
 * The hand slot a command names, or `unknown-card`: the slot must be in the hand, the card in the
 * card set and among the player's unseen cards, and where this view knows the slot, it must hold
 * that card.
 */
function handCard(db: CardDb, s: GameState, a: Cmd): number | EngineError {
  const p = playerOf(s, a.player);
  const i = p.hand.findIndex((x) => x.h === a.slot);
  if (i < 0) return fail('unknown-card', `no hand slot ${a.slot}`);
  if (!cardInfo(db, a.card)) return fail('unknown-card', `no card ${a.card} in the card set`);
  const id = p.hand[i]!.id;
  if ((id !== undefined && id !== a.card) || multisetCount(p.unseen, a.card) === 0)
    return fail('unknown-card', `slot ${a.slot} does not hold ${a.card}`);
  return i;
}

/** Queues the `trigger` effects of `card` (its uid `uid`), before anything already queued. */
function queueEffects(
  rt: Rt,
  seat: Seat,
  card: string,
  uid: number,
  trigger: 'attack' | 'recruit' | 'discard',
  then: Work[] = [],
): void {
  const fx: Work[] = actionsOf(rt.db, card, trigger).map((act) => ({
    w: 'fx',
    seat,
    card,
    uid,
    x: 0,
    act,
  }));
  rt.s.work.unshift(...fx, ...then);
}

/**
 * `attack`, `defend`, `recruit`, `post`, `ability`: the unit leaves the hand face up with its
 * command. Units attack, defend and recruit; spies recruit or are posted to the general zone;
 * superpowers and units with a Discard ability use it (`ability`).
 */
export function checkCommand(db: CardDb, s: GameState, a: Cmd): Checked {
  const i = handCard(db, s, a);
  if (typeof i !== 'number') return i;
  const def = defOf(db, a.card);
  const seat = a.player;
  switch (a.type) {
    case 'attack':
      if (def.kind !== 'unit') return fail('wrong-kind', `a ${def.kind} cannot attack`);
      return (rt) => {
        takeFromHand(rt, seat, i, a.card);
        const uid = rt.s.nextUid++;
        rt.ev.push({ type: 'command', seat, card: a.card, command: 'attack' });
        queueEffects(rt, seat, a.card, uid, 'attack', [{ w: 'strike', seat, uid, card: a.card }]);
      };
    case 'defend':
      if (def.kind !== 'unit') return fail('wrong-kind', `a ${def.kind} cannot defend`);
      if (!freePlace(s, seat)) return fail('defence-full', 'every place of rows 1–3 is taken');
      return (rt) => {
        takeFromHand(rt, seat, i, a.card);
        const row = freePlace(rt.s, seat)!.row;
        placeDefender(rt, seat, a.card);
        rt.ev.push({ type: 'command', seat, card: a.card, command: 'defend', row });
      };
    case 'recruit':
      if (def.kind !== 'unit' && def.kind !== 'spy')
        return fail('wrong-kind', `a ${def.kind} cannot recruit`);
      return (rt) => {
        takeFromHand(rt, seat, i, a.card);
        mut(rt, seat).discard.push(a.card);
        rt.s.turn.authority += def.power;
        rt.ev.push({ type: 'command', seat, card: a.card, command: 'recruit' });
        rt.ev.push({ type: 'authority', seat, n: def.power });
        queueEffects(rt, seat, a.card, 0, 'recruit');
      };
    case 'post':
      if (def.kind !== 'spy') return fail('wrong-kind', 'only a spy goes to the general zone');
      return (rt) => {
        takeFromHand(rt, seat, i, a.card);
        mut(rt, seat).general.push({ uid: rt.s.nextUid++, card: a.card });
        rt.ev.push({ type: 'command', seat, card: a.card, command: 'post' });
      };
    case 'ability':
      if (actionsOf(db, a.card, 'discard').length === 0)
        return fail('no-ability', `${a.card} has no Discard ability`);
      return (rt) => {
        takeFromHand(rt, seat, i, a.card);
        mut(rt, seat).discard.push(a.card);
        rt.ev.push({ type: 'command', seat, card: a.card, command: 'ability' });
        queueEffects(rt, seat, a.card, 0, 'discard');
      };
    case 'unmask': {
      if (def.kind !== 'spy') return fail('wrong-kind', 'only a spy unmasks a spy');
      const t = a.target;
      const g = seatsInclude(s, t.seat) && t.seat !== seat ? playerOf(s, t.seat).general : [];
      const spy = g[t.index];
      if (!spy || defOf(db, spy.card).kind !== 'spy')
        return fail('invalid-target', 'the target is no spy in an opponent’s general zone');
      return (rt) => {
        takeFromHand(rt, seat, i, a.card);
        mut(rt, seat).discard.push(a.card);
        const foe = mut(rt, t.seat);
        foe.general.splice(t.index, 1);
        foe.discard.push(spy.card);
        rt.ev.push({ type: 'command', seat, card: a.card, command: 'unmask' });
        rt.ev.push({ type: 'unmasked', seat: t.seat, card: spy.card });
      };
    }
  }
}

/**
 * `buy`: recruits a market or general card for its price (rulebook: "you can recruit one or more
 * units from the market by paying their cost. Recruited units are placed in your discard pile";
 * "Leaders will be placed in general zone as soon as it is bought").
 */
export function checkBuy(db: CardDb, s: GameState, a: Extract<Action, { type: 'buy' }>): Checked {
  const inMarket = s.market.indexOf(a.card);
  const inGenerals = inMarket < 0 ? s.generals.indexOf(a.card) : -1;
  if ((inMarket < 0 && inGenerals < 0) || !cardInfo(db, a.card))
    return fail('unknown-card', `${a.card} is neither in the market nor among the generals`);
  const price = priceOf(db, s, a.player, a.card);
  if (price > s.turn.authority)
    return fail('insufficient-authority', `costs ${price}, ${s.turn.authority} authority left`);
  return (rt) => {
    const t = rt.s.turn;
    t.authority -= price;
    t.recruited++;
    if (inMarket >= 0) rt.s.market.splice(inMarket, 1);
    else rt.s.generals.splice(inGenerals, 1);
    const p = mut(rt, a.player);
    if (defOf(db, a.card).kind === 'leader') p.general.push({ uid: rt.s.nextUid++, card: a.card });
    else p.discard.push(a.card);
    rt.ev.push({ type: 'bought', seat: a.player, card: a.card, price });
  };
}

/**
 * `end`: ends the command phase. `hand` must name the cards left in hand, slot by slot (where this
 * view knows them; the others' must be among the player's unseen cards).
 */
export function checkEnd(db: CardDb, s: GameState, a: Extract<Action, { type: 'end' }>): Checked {
  const p = playerOf(s, a.player);
  if (a.hand.length !== p.hand.length)
    return fail('unknown-card', `the hand holds ${p.hand.length} cards, not ${a.hand.length}`);
  const tally = new Map<string, number>();
  for (let i = 0; i < a.hand.length; i++) {
    const id = p.hand[i]!.id;
    const card = a.hand[i]!;
    tally.set(card, (tally.get(card) ?? 0) + 1);
    if ((id !== undefined && id !== card) || !cardInfo(db, card))
      return fail('unknown-card', `hand slot ${p.hand[i]!.h} does not hold ${card}`);
  }
  for (const [card, n] of tally)
    if (multisetCount(p.unseen, card) < n) return fail('unknown-card', `${card} is not in hand`);
  return (rt) => endCommandPhase(rt, a.hand);
}

/**
 * `strike`: the attacking unit deals its damage (rulebook: "Defense rows and dealing damage"): to
 * the Monarch when nothing blocks it, or to units of one reachable row, in the order named: each
 * takes what makes it retreat while damage is left; the rest is lost. Every unit named after the
 * first must take some damage. Then the unit retreats to the discard pile.
 */
export function checkStrike(
  db: CardDb,
  s: GameState,
  a: Extract<Action, { type: 'strike' }>,
): Checked {
  const pend = s.pending;
  if (!pend || pend.p !== 'strike') return fail('wrong-window', 'no unit is attacking');
  const seat = a.player;
  const foe = a.foe;
  if (!seatsInclude(s, foe) || foe === seat) return fail('invalid-target', `${foe} is no opponent`);
  const { uid, card } = pend;
  if (a.monarch) {
    if (!monarchReachable(db, s, card, foe))
      return fail('blocked', 'a defender blocks the way to the Monarch');
    return (rt) => {
      const n = monarchDamage(db, rt.s, seat, uid, card, foe);
      rt.ev.push({ type: 'strike', seat, card, foe, row: null, power: n });
      finishStrike(rt, seat, card);
      damageMonarch(rt, foe, n);
    };
  }
  const row = a.row!;
  const at = a.at!;
  if (row >= ROW_SIZES.length) return fail('invalid-target', `there is no row ${row}`);
  if (!reachableRows(db, s, card, foe).includes(row))
    return fail('blocked', `row ${row} cannot be reached`);
  const places = playerOf(s, foe).rows[row]!;
  if (at.length === 0) return fail('invalid-target', 'name at least one defender');
  for (let i = 0; i < at.length; i++)
    if (!places[at[i]!] || at.indexOf(at[i]!) !== i)
      return fail('invalid-target', `no defender at row ${row} place ${at[i]}`);
  const power = attackPower(db, s, seat, uid, card, false);
  let left = power;
  for (let i = 0; i < at.length; i++) {
    if (i > 0 && left <= 0) return fail('no-damage', 'a named defender would take no damage');
    const d = places[at[i]!]!;
    left -= Math.min(left, Math.max(0, defencePower(db, s, foe, row, at[i]!) - d.damage));
  }
  return (rt) => {
    const rowNow = mut(rt, foe).rows[row]!;
    const hits: StrikeHit[] = [];
    let rest = power;
    for (const pos of at) {
      const d = rowNow[pos]!;
      const dealt = Math.min(rest, Math.max(0, defencePower(db, rt.s, foe, row, pos) - d.damage));
      rest -= dealt;
      hits.push({ card: d.card, pos, damage: dealt });
      rowNow[pos] = { uid: d.uid, card: d.card, damage: d.damage + dealt };
    }
    rt.ev.push({ type: 'strike', seat, card, foe, row, power, hits });
    const annihilate = annihilatesDefeated(db, card);
    const defeats: Work[] = [];
    for (const pos of at) {
      const d = rowNow[pos];
      if (!d || d.damage < defencePower(db, rt.s, foe, row, pos)) continue;
      retreat(rt, foe, row, pos, annihilate);
      for (const act of actionsOf(db, card, 'defeats'))
        defeats.push({ w: 'fx', seat, card, uid, x: 0, act });
      for (const g of playerOf(rt.s, seat).general)
        for (const act of actionsOf(db, g.card, 'general-defeats'))
          defeats.push({ w: 'fx', seat, card: g.card, uid: g.uid, x: 0, act });
    }
    stateCheck(rt);
    finishStrike(rt, seat, card);
    rt.s.work.unshift(...defeats);
  };
}

/** The attacking unit is done: it retreats to the discard pile (rulebook: "Attack"). */
function finishStrike(rt: Rt, seat: Seat, card: string): void {
  rt.s.pending = null;
  rt.s.turn.attacks++;
  mut(rt, seat).discard.push(card);
}

/** `choose`: a pick of the pending choice window (effects.ts: choiceOptions). */
export function checkChoose(
  db: CardDb,
  s: GameState,
  a: Extract<Action, { type: 'choose' }>,
): Checked {
  const pend = s.pending;
  if (!pend || pend.p !== 'choose') return fail('wrong-window', 'nothing to choose');
  const t: Pick = a.target;
  if (!pickAllowed(db, s, pend.seat, pend.effect, t))
    return fail('invalid-target', 'not a choice this ability allows');
  return (rt) => applyChoice(rt, t);
}

function pickAllowed(
  db: CardDb,
  s: GameState,
  seat: Seat,
  effect: 'ignore' | 'disable' | 'annihilate' | 'retire',
  t: Pick,
): boolean {
  if (effect === 'retire' && 'from' in t && t.from === 'hand') {
    // A hand card is named by its slot: this view may not know which card it holds.
    const p = playerOf(s, seat);
    const slot = p.hand.find((x) => x.h === t.slot);
    if (!slot || !cardInfo(db, t.card) || multisetCount(p.unseen, t.card) === 0) return false;
    return slot.id === undefined || slot.id === t.card;
  }
  return choiceOptions(db, s, seat, effect).some((o) => samePick(o, t));
}

/** `decline`: takes no (more) picks in the pending choice window. */
export function checkDecline(s: GameState): Checked {
  if (s.pending?.p !== 'choose') return fail('wrong-window', 'nothing to choose');
  return (rt) => {
    rt.s.pending = null;
  };
}

/**
 * `cull`: removes a market card from the game and refills its place from the market deck
 * (rulebook: "the next player may remove any unit from the marketplace and place a new unit from
 * the top of the market deck"); `keep` removes nothing.
 */
export function checkCull(s: GameState, a: Extract<Action, { type: 'cull' | 'keep' }>): Checked {
  if (a.type === 'keep')
    return (rt) => {
      rt.s.pending = null;
    };
  const i = s.market.indexOf(a.card);
  if (i < 0) return fail('unknown-card', `${a.card} is not in the market`);
  return (rt) => {
    rt.s.pending = null;
    rt.s.market.splice(i, 1);
    rt.s.removed.push(a.card);
    rt.ev.push({ type: 'culled', seat: a.player, card: a.card });
    rt.s.work.unshift({ w: 'refill' });
  };
}

/** The rules check of an action that passed the gate. */
export function checkAction(db: CardDb, s: GameState, a: PlayerAction): Checked {
  switch (a.type) {
    case 'attack':
    case 'defend':
    case 'recruit':
    case 'post':
    case 'ability':
    case 'unmask':
      return checkCommand(db, s, a);
    case 'buy':
      return checkBuy(db, s, a);
    case 'end':
      return checkEnd(db, s, a);
    case 'strike':
      return checkStrike(db, s, a);
    case 'choose':
      return checkChoose(db, s, a);
    case 'decline':
      return checkDecline(s);
    case 'cull':
    case 'keep':
      return checkCull(s, a);
  }
}
