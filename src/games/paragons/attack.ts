/**
 * Declaring attacks and the choices made while the chain resolves: defending, retargeting, passing,
 * and the opening mulligan (rulebook: "Options" 2; "Notes on Order of Operations"; "Starting Play").
 */
import type { EngineError } from '../../engine/index.ts';
import { findSlot } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import { isAdjacent, spaceIndex } from './board.ts';
import { exposed, meleeBlocked } from './combat.ts';
import { fail } from './errors.ts';
import type { Checked } from './gate.ts';
import { push } from './gate.ts';
import { HAND_SIZE, run } from './machine.ts';
import { placement } from './play.ts';
import { rescind } from './rescind.ts';
import { defenceOptions, fight, recruitChoices, specsOf } from './resolve.ts';
import type { Rt } from './runtime.ts';
import { chainOf, findUid, own, pl, workOf } from './runtime.ts';
import { abilitiesOf, hasKw, TRIGGER, triggersOf } from './stats.ts';
import { toAims } from './targets.ts';
import type { Action, Aim, ChainItem, GameState, PSeat, Target } from './types.ts';
import { other, player, RESOLVE } from './types.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** The aim of an attack at `t` by the attacker at `seat`/`idx`, or why it is not allowed. */
export function attackAim(
  db: CardDb,
  s: GameState,
  seat: PSeat,
  idx: number,
  t: Target | undefined,
): Aim | EngineError {
  const foe = other(seat);
  if (!t || t.player !== foe)
    return fail('invalid-target', 'attack the opponent or their mercenaries');
  if (t.space === undefined) return { player: foe };
  const ti = spaceIndex(t.space);
  const m = ti >= 0 ? player(s, foe).board[ti] : null;
  if (!m) return fail('invalid-target', `no mercenary at ${String(t.space)}`);
  // combat.ts: attackable, with the attacker's keywords summed only when the target is not exposed.
  if (!exposed(s, foe, ti) && !hasKw(db, s, seat, idx, 'reach'))
    return fail('not-exposed', `${t.space} is not exposed`);
  return { player: foe, idx: ti, uid: m.uid };
}

/** Whether the mercenary at `idx` may attack now (before choosing a target). */
export function attackerError(
  db: CardDb,
  s: GameState,
  seat: PSeat,
  idx: number,
): EngineError | null {
  const m = idx >= 0 ? player(s, seat).board[idx] : null;
  if (!m) return fail('invalid-target', `no mercenary of ${seat} there`);
  if (m.summoned) return fail('summoning-sick', 'it was played this turn');
  if (m.attacked) return fail('already-attacked', 'it attacked this turn');
  if (m.cast) return fail('caster-used', 'it used its caster ability this turn');
  if (m.exhausted) return fail('exhausted', 'it is exhausted');
  if (meleeBlocked(db, s, seat, idx)) return fail('melee-blocked', 'an ally stands in front of it');
  return null;
}

/** Declaring an attack: the attacker is exhausted at once and the attack goes on the chain. */
export function checkAttack(db: CardDb, s: GameState, a: Of<'attack'>): Checked {
  const idx = spaceIndex(a.attacker);
  const e = attackerError(db, s, a.player, idx);
  if (e) return e;
  const aim = attackAim(db, s, a.player, idx, a.target);
  if ('code' in aim) return aim;
  return (rt) => {
    const m = own(rt, a.player, idx);
    m.exhausted = true;
    m.attacked = true;
    push(rt, a.player, { kind: 'attack', attacker: m.uid, target: aim }, []);
    const self = { seat: a.player, idx, uid: m.uid };
    if ((triggersOf(rt.db, rt.s, a.player, idx) & TRIGGER.attack) !== 0) {
      const abilities = abilitiesOf(rt.db, rt.s, a.player, idx);
      for (let i = abilities.length - 1; i >= 0; i--) {
        const ab = abilities[i]!;
        if (ab.type === 'attack')
          workOf(rt).push({
            w: 'fx',
            ctx: { controller: a.player, self, aims: [] },
            effects: ab.effects,
          });
      }
    }
    run(rt);
  };
}

/**
 * Choosing a defender, or none (`null` or a pass). A defender is a Voluntary Action (rulebook:
 * "Defending is a special class of Voluntary Action"): it goes on the chain above the attack and
 * the attacker gets priority (docs/rules/paragons.md, 8); combat follows when the defence resolves.
 * No defender is no action: the combat happens at once.
 */
export function checkDefend(_db: CardDb, s: GameState, a: Of<'defend'> | Of<'pass'>): Checked {
  const pend = s.pending;
  if (!pend || pend.p !== 'defend') return fail('wrong-window', 'no defend window');
  const it = s.chain.find((x) => x.id === pend.item)!;
  const name = a.type === 'defend' ? a.defender : null;
  let idx: number | null = null;
  if (name !== null && name !== undefined) {
    idx = spaceIndex(name);
    const m = idx >= 0 ? player(s, a.player).board[idx] : null;
    if (!m) return fail('invalid-target', `no mercenary at ${String(name)}`);
    if (m.exhausted) return fail('exhausted', `${name} is exhausted`);
    if (!pend.options.includes(idx)) {
      const t = it.body.kind === 'attack' ? it.body.target : undefined;
      const ti = t?.uid === undefined ? -1 : findUid(s, t.player, t.uid);
      if (ti >= 0 && !isAdjacent(ti, idx))
        return fail('not-adjacent', `${name} is not Adjacent to the target`);
      return fail('invalid-target', `${name} cannot defend`);
    }
  }
  const chosen = idx;
  return (rt) => {
    rt.s.pending = null;
    if (chosen === null) fight(rt, it, null);
    else {
      // The chain stops resolving: the work left is the `resolve` that would go on (machine.ts).
      const work = workOf(rt);
      if (work[work.length - 1] === RESOLVE) work.pop();
      const defender = player(rt.s, a.player).board[chosen]!.uid;
      push(rt, a.player, { kind: 'defend', attack: it.id, defender }, []);
    }
    run(rt);
  };
}

function retargeted(
  db: CardDb,
  s: GameState,
  it: ChainItem,
  a: Of<'retarget'>,
): ChainItem | EngineError {
  const b = it.body;
  if (b.kind === 'mercenary') {
    const t = a.targets[0];
    if (!t || t.player !== it.controller)
      return fail('invalid-target', 'name a space of your board');
    const place = placement(s, it.controller, t.space, it.revealed ? undefined : a.bump);
    if ('code' in place) return place;
    return {
      ...it,
      body: {
        kind: 'mercenary',
        card: b.card,
        to: place.to,
        ...(place.bump === undefined ? {} : { bump: place.bump }),
      },
    };
  }
  if (b.kind === 'recruit') {
    const card = a.targets[0]?.card;
    if (card === undefined || !recruitChoices(db, s, b.price).includes(card))
      return fail('invalid-target', `${String(card)} cannot be Recruited for ${b.price}`);
    return { ...it, body: { ...b, card }, aims: [{ player: it.controller, card }] };
  }
  if (b.kind === 'attack') {
    const ai = findUid(s, it.controller, b.attacker);
    const aim = attackAim(db, s, it.controller, ai, a.targets[0]);
    // A new target is defended anew: a rescinded defence (`undefended`) was against the old one.
    return 'code' in aim
      ? aim
      : { ...it, body: { kind: 'attack', attacker: b.attacker, target: aim } };
  }
  if (b.kind === 'defend') {
    const t = a.targets[0];
    const idx = t && t.player === it.controller ? spaceIndex(t.space) : -1;
    const m = idx >= 0 ? player(s, it.controller).board[idx] : null;
    if (!m || !defenceOptions(db, s, b.attack).includes(idx))
      return fail('invalid-target', `${String(t?.space)} cannot defend now`);
    return { ...it, body: { kind: 'defend', attack: b.attack, defender: m.uid } };
  }
  const aims = toAims(db, s, it.controller, specsOf(db, it), a.targets);
  return 'code' in aims ? aims : { ...it, aims };
}

/** Choosing new targets for an item whose targets became illegal (docs/rules/paragons.md, 7). */
export function checkRetarget(db: CardDb, s: GameState, a: Of<'retarget'>): Checked {
  const pend = s.pending;
  if (!pend || pend.p !== 'retarget') return fail('wrong-window', 'no retarget window');
  const it = s.chain.find((x) => x.id === pend.item)!;
  const next = retargeted(db, s, it, a);
  if ('code' in next) return next;
  return (rt) => {
    rt.s.pending = null;
    const chain = chainOf(rt);
    for (let i = 0; i < chain.length; i++) if (chain[i]!.id === it.id) chain[i] = next;
    run(rt);
  };
}

/** Passing: priority moves on; two passes in a row resolve the chain. In a retarget window, rescinds. */
export function checkPass(db: CardDb, s: GameState, a: Of<'pass'>): Checked {
  const pend = s.pending;
  if (pend?.p === 'defend') return checkDefend(db, s, a);
  if (pend?.p === 'retarget') {
    return (rt) => {
      rt.s.pending = null;
      rescind(rt, pend.item);
      run(rt);
    };
  }
  return passPriority;
}

/**
 * A pass in a priority window, by the seat holding priority (the gate saw to it): priority moves
 * to the other seat, or the second pass in a row resolves the chain. One function for every such
 * pass (passes are about half of all actions; a closure per pass would cost an allocation).
 */
function passPriority(rt: Rt): void {
  rt.s.passes++;
  if (rt.s.passes >= 2) {
    workOf(rt).push(RESOLVE);
    run(rt);
  } else rt.s.priority = other(rt.s.priority);
}

/**
 * The mulligan: set aside any number of cards, draw back up to 5, then shuffle the set-aside cards
 * into the deck (rulebook: "Starting Play"). An empty list keeps the hand.
 */
export function checkMulligan(_db: CardDb, s: GameState, a: Of<'mulligan'>): Checked {
  const hand = player(s, a.player).hand;
  const picks: number[] = [];
  const want = a.slots ?? a.cards ?? [];
  for (let i = 0; i < want.length; i++) {
    const name = want[i]!;
    let at = a.slots ? findSlot(hand, name) : -1;
    if (!a.slots) {
      at = hand.findIndex((x, j) => x.id === name && !picks.includes(j));
    }
    if (at < 0 || picks.includes(at)) return fail('unknown-card', `${name} is not in hand`);
    picks.push(at);
  }
  return (rt) => {
    const p = pl(rt, a.player);
    p.aside = picks.map((i) => p.hand[i]!);
    p.hand = p.hand.filter((_, i) => !picks.includes(i));
    rt.s.pending = null;
    workOf(rt).push({ w: 'return-aside', seat: a.player });
    workOf(rt).push({ w: 'draw', seat: a.player, count: Math.max(0, HAND_SIZE - p.hand.length) });
    run(rt);
  };
}
