/**
 * Checking and taking each player action (rulebook: "Turns and Actions", "Play a Card", "Trigger
 * an Activated Effect", "Declare an Attack", "Channel Energy", "Pass", "Instant"; Glossary:
 * "Ignite", "Guardian", "Stealthy"; digest A5-7, A5-15). Every check runs before anything changes;
 * a violation is an error value. Costs are paid when the action is taken, never refunded; the
 * action then goes on the stack and the opponent gets priority (Pass goes on no stack).
 */
import type { EngineError } from '../../engine/index.ts';
import { cardDef, defOf, effectsOf } from './carddb.ts';
import type { CardDef, CardEffect } from './cards/schema.ts';
import { isAttachable, slotConflicts } from './attach.ts';
import { destroyAttachment } from './damage.ts';
import { fail } from './errors.ts';
import { openWindow, pushItem } from './flow.ts';
export { attackable } from './targets.ts';
import type { Rt } from './runtime.ts';
import type { Located } from './stats.ts';
import {
  attackOf,
  costOn,
  defAt,
  hasKeyword,
  hasPower,
  igniteCards,
  locate,
  partnerOf,
} from './stats.ts';
import type { Spec } from './targets.ts';
import { declare, namePoint } from './split.ts';
import {
  attackable,
  candidates,
  checkTargets,
  matchTargets,
  specsOf,
  splitPlaces,
} from './targets.ts';
import { triggerEffect, triggerItem } from './triggers.ts';
import type { Action, Shown, TargetedItem, TrialsState, TSeat } from './types.ts';
import { other, playerOf } from './types.ts';
import { waiting } from './waiting.ts';

type Result = EngineError | null;

function isInstantCard(def: CardDef): boolean {
  return def.kind === 'ability' && def.subtypes.includes('instant');
}

/** The `play` effects of a card, in printed order. */
export function playEffects(def: CardDef) {
  return effectsOf(def).flatMap((e) => ('on' in e && e.on === 'play' ? e.effects : []));
}

type Window = Extract<ReturnType<typeof waiting>, { kind: 'act' }>['window'];

/**
 * Checks that the game waits on `seat` in one of the `accepted` windows (rulebook: "You may not
 * take actions on your opponent's turn"; D11, D19, D21, D49): `not-your-turn` when the game does
 * not wait on `seat`, `wrong-window` when it does but for another kind of action (a turn's action
 * while holding priority, a decline while owing the action, a trigger, Scout or discard choice
 * when none is asked). Returns the open window.
 */
function gate(s: TrialsState, seat: TSeat, accepted: readonly Window[]): Window | EngineError {
  const w = waiting(s);
  if (w.kind !== 'act' || w.seat !== seat)
    return fail('not-your-turn', `the game does not wait on ${seat}`);
  if (!accepted.includes(w.window))
    return fail('wrong-window', `${seat} is asked for ${w.window}, not ${accepted.join(' or ')}`);
  return w.window;
}

/** A turn's action: only in window `main` (D11). */
function mainWindow(s: TrialsState, seat: TSeat): Result {
  const win = gate(s, seat, ['main']);
  return typeof win === 'string' ? null : win;
}

/** Marks the turn's action taken (and, for all but Pass, ends the run of passes). */
function tookAction(s: TrialsState, pass: boolean): void {
  s.acted = 'acted';
  if (!pass) s.passedFirst = null;
}

/** Checks the shown hand cards: in `seat`'s hand, distinct, ids matching what the view knows. */
function checkShown(rt: Rt, seat: TSeat, cards: readonly Shown[]): Result {
  const hand = playerOf(rt.s, seat).hand;
  const seen = new Set<string>();
  for (const c of cards) {
    if (typeof c?.h !== 'string' || typeof c.id !== 'string')
      return fail('bad-action', 'a shown card is {h, id}');
    const slot = hand.find((x) => x.h === c.h);
    if (!slot || seen.has(c.h)) return fail('unknown-card', `${c.h} is not in ${seat}'s hand`);
    if (slot.id !== undefined && slot.id !== c.id)
      return fail('unknown-card', `${c.h} is not ${c.id}`);
    if (!rt.db.cards.has(c.id)) return fail('unknown-card', `no card ${c.id}`);
    seen.add(c.h);
  }
  return null;
}

/** Moves shown hand cards to the discard pile (discarding shows them). */
export function discardShown(rt: Rt, seat: TSeat, cards: readonly Shown[]): void {
  const p = playerOf(rt.s, seat);
  for (const c of cards) {
    const i = p.hand.findIndex((x) => x.h === c.h);
    p.hand.splice(i, 1);
    p.discard.push({ h: c.h, id: c.id });
  }
}

function targetsOf(a: { targets?: readonly string[] }): readonly string[] | null {
  if (a.targets === undefined) return [];
  return Array.isArray(a.targets) && a.targets.every((t) => typeof t === 'string')
    ? a.targets
    : null;
}

/**
 * Checks the One-Handed card named to make room (rulebook: "One-Handed": "Attaching any more than
 * that will force you to choose and detach one of the Avatar's current One-Handed cards first";
 * D28: the owner names it with the play or the trigger that attaches). `choose` is the list to
 * choose from (empty: nothing to choose; null: the card does not attach).
 */
function checkDetach(detach: unknown, choose: readonly string[] | null): Result {
  if (choose === null)
    return detach === undefined ? null : fail('detach', 'the card does not attach');
  if (choose.length === 0)
    return detach === undefined ? null : fail('detach', 'nothing to choose to detach');
  if (typeof detach !== 'string' || !choose.includes(detach))
    return fail('detach', `choose which One-Handed card to detach: ${choose.join(', ')}`);
  return null;
}

/**
 * The One-Handed cards one of which a trigger's `reattach-self` (Unyielding Katana) forces out of
 * the Avatar it names (null: the trigger attaches nothing), for the trigger of `seat`.
 */
export function triggerDetachChoices(
  rt: Rt,
  seat: TSeat,
  card: string,
  specs: readonly Spec[],
  targets: readonly string[],
  places: readonly unknown[] = [],
): string[] | null {
  const k = specs.indexOf('attach-avatar');
  if (k < 0) return null;
  // The target of spec k, counting out the specs before it that had no candidate (D54) and the
  // split points (named in the split window, D36).
  let j = k;
  for (let i = 0; i < k; i++)
    if (places[i] || candidates(rt.db, rt.s, seat, specs[i]!).length === 0) j--;
  const t = targets[j];
  const l = t !== undefined ? locate(rt.s, t) : null;
  if (!l || l.att) return [];
  return slotConflicts(rt.db, l.avatar, defOf(rt.db, card)).choose;
}

/** Play a card from hand (rulebook: "Play a Card"; "Instant"). */
function play(rt: Rt, a: Extract<Action, { type: 'play' }>): Result {
  const { db, s } = rt;
  const seat = a.player;
  const win = gate(s, seat, ['main', 'priority']);
  if (typeof win !== 'string') return win;
  const p = playerOf(s, seat);
  const slot = p.hand.find((x) => x.h === a.h);
  if (!slot) return fail('unknown-card', `${String(a.h)} is not in ${seat}'s hand`);
  if (typeof a.id !== 'string' || (slot.id !== undefined && slot.id !== a.id))
    return fail('unknown-card', `${a.h} is not ${String(a.id)}`);
  const def = cardDef(db, a.id);
  if (!def) return fail('unknown-card', `no card ${a.id}`);
  if (def.kind === 'avatar') return fail('wrong-kind', `${a.id} is an Avatar, never played`);
  const instant = isInstantCard(def);
  if (win === 'priority' && !instant)
    return fail('wrong-kind', `${def.id} is not an Instant: only Instants respond`);
  const l = typeof a.avatar === 'string' ? locate(s, a.avatar) : null;
  if (!l || l.att || l.seat !== seat)
    return fail('invalid-target', `${String(a.avatar)} is not your Avatar`);
  if (l.avatar.side === 'fallen') return fail('fallen', 'no card attaches to a Fallen Avatar');
  const avDef = defOf(db, l.avatar.card);
  const partner = partnerOf(s, seat, l.avatar);
  if (partner.side !== 'fallen' && !def.disciplines.some((d) => avDef.disciplines.includes(d)))
    return fail('discipline', `${def.id} shares no discipline with ${l.avatar.card}`);
  const cost = costOn(db, seat, l.avatar, def);
  if (p.energy < cost) return fail('no-energy', `${def.id} costs ${cost}, ${seat} has ${p.energy}`);
  const targets = targetsOf(a);
  if (targets === null) return fail('bad-action', 'targets are instance ids');
  const effects = playEffects(def);
  const declared = matchTargets(
    db,
    s,
    seat,
    specsOf(effects),
    targets,
    false,
    splitPlaces(effects),
  );
  if (typeof declared === 'string') return fail('invalid-target', declared);
  const detachBad = checkDetach(
    a.detach,
    isAttachable(def) ? slotConflicts(db, l.avatar, def).choose : null,
  );
  if (detachBad) return detachBad;
  const detach = a.detach;
  p.energy -= cost;
  p.hand.splice(p.hand.indexOf(slot), 1);
  if (!instant) tookAction(s, false);
  const item: TargetedItem = {
    kind: 'card',
    seat,
    h: a.h,
    card: a.id,
    avatar: l.avatar.id,
    targets: [],
    ...(detach !== undefined ? { detach } : {}),
    action: !instant,
  };
  return declare(rt, seat, item, declared.slots);
}

/** The activated effect `index` of the card `l`, or null. */
function activatedAt(rt: Rt, l: Located, index: number) {
  const e: CardEffect | undefined = effectsOf(defAt(rt.db, l), l.att ? 'front' : l.avatar.side)[
    index
  ];
  return e && 'activate' in e ? e : null;
}

/** Trigger an activated effect (rulebook: "Trigger an Activated Effect"; "Instant"). */
function activate(rt: Rt, a: Extract<Action, { type: 'activate' }>): Result {
  const { db, s } = rt;
  const seat = a.player;
  const win = gate(s, seat, ['main', 'priority']);
  if (typeof win !== 'string') return win;
  const l = typeof a.source === 'string' ? locate(s, a.source) : null;
  if (!l || l.seat !== seat)
    return fail('unknown-card', `${String(a.source)} is not your card in play`);
  const e = Number.isInteger(a.index) ? activatedAt(rt, l, a.index) : null;
  if (!e) return fail('no-effect', `${a.source} has no activated effect ${String(a.index)}`);
  if (win === 'priority' && !e.instant)
    return fail('wrong-kind', `${a.source}'s effect is not an Instant: only Instants respond`);
  const p = playerOf(s, seat);
  const key = `${a.source}#${a.index}`;
  if (e.oncePerRound && p.usedThisRound.includes(key)) return fail('no-effect', 'once per round');
  const holder = l.att ?? l.avatar;
  const cost = e.activate;
  if (cost.exhaust && holder.exhausted) return fail('exhausted', `${a.source} is exhausted`);
  if ((cost.energy ?? 0) > p.energy)
    return fail('no-energy', `the effect costs ${cost.energy} energy`);
  if (cost.destroySelf && !l.att) return fail('cost', 'an Avatar cannot be destroyed as a cost');
  const discard = a.discard ?? [];
  if (!Array.isArray(discard)) return fail('bad-action', 'discard is a list of {h, id}');
  if (discard.length !== (cost.discard ?? 0))
    return fail('cost', `the effect costs ${cost.discard ?? 0} discarded cards`);
  const shownBad = checkShown(rt, seat, discard);
  if (shownBad) return shownBad;
  const targets = targetsOf(a);
  if (targets === null) return fail('bad-action', 'targets are instance ids');
  const declared = matchTargets(
    db,
    s,
    seat,
    specsOf(e.effects),
    targets,
    false,
    splitPlaces(e.effects),
  );
  if (typeof declared === 'string') return fail('invalid-target', declared);
  // Pay (never refunded).
  if (cost.exhaust) holder.exhausted = true;
  p.energy -= cost.energy ?? 0;
  discardShown(rt, seat, discard);
  if (e.oncePerRound) p.usedThisRound.push(key);
  const bearer = l.avatar.id;
  if (cost.destroySelf) destroyAttachment(rt, l);
  if (!e.instant) tookAction(s, false);
  const item: TargetedItem = {
    kind: 'effect',
    seat,
    source: a.source,
    card: l.att ? l.att.card : l.avatar.card,
    index: a.index,
    ...(l.att ? {} : { side: l.avatar.side }),
    targets: [],
    bearer,
    action: !e.instant,
  };
  return declare(rt, seat, item, declared.slots);
}

/**
 * Declare an attack (rulebook: "Declare an Attack"; Glossary "Split"): one valid target (D31, D33,
 * D45), or, for a split attacker with Attack above 1, none: its points are named one by one in the
 * `split` window (D36), and at least one enemy card must be attackable now.
 */
function attack(rt: Rt, a: Extract<Action, { type: 'attack' }>): Result {
  const { db, s } = rt;
  const seat = a.player;
  const notNow = mainWindow(s, seat);
  if (notNow) return notNow;
  const l = typeof a.attacker === 'string' ? locate(s, a.attacker) : null;
  if (!l || l.seat !== seat)
    return fail('unknown-card', `${String(a.attacker)} is not your card in play`);
  if (hasPower(defAt(db, l))) return fail('cannot-attack', 'cards with Power never attack');
  const atk = attackOf(db, s, l);
  if (atk <= 0) return fail('cannot-attack', `${a.attacker} has no Attack`);
  if ((l.att ?? l.avatar).exhausted) return fail('exhausted', `${a.attacker} is exhausted`);
  const targets = targetsOf(a);
  if (targets === null) return fail('bad-action', 'targets are instance ids');
  const points = hasKeyword(db, s, l, 'split') && atk > 1;
  if (points && targets.length > 0)
    return fail('invalid-target', `split: name the ${atk} points one by one after declaring`);
  if (!points && targets.length !== 1)
    return fail('invalid-target', targets.length === 0 ? 'an attack needs a target' : 'one target');
  for (const t of targets) {
    const bad = attackable(rt, seat, t);
    if (bad) return bad;
  }
  (l.att ?? l.avatar).exhausted = true;
  tookAction(s, false);
  const item: TargetedItem = {
    kind: 'attack',
    seat,
    attacker: a.attacker,
    targets: [],
    ...(l.att ? {} : { side: l.avatar.side }),
    action: true,
  };
  const slots = points
    ? Array.from({ length: atk }, (_, i) => ({ spec: 'attack' as const, point: i + 1, of: atk }))
    : [...targets];
  return declare(rt, seat, item, slots);
}

/** Channel energy (rulebook: "Channel Energy"; "Fallen": no channelling). */
function channel(rt: Rt, a: Extract<Action, { type: 'channel' }>): Result {
  const { s } = rt;
  const seat = a.player;
  const notNow = mainWindow(s, seat);
  if (notNow) return notNow;
  const l = typeof a.avatar === 'string' ? locate(s, a.avatar) : null;
  if (!l || l.att || l.seat !== seat)
    return fail('invalid-target', `${String(a.avatar)} is not your Avatar`);
  if (l.avatar.side === 'fallen') return fail('fallen', 'a Fallen Avatar cannot channel');
  if (l.avatar.exhausted) return fail('exhausted', `${a.avatar} is exhausted`);
  l.avatar.exhausted = true;
  tookAction(s, false);
  pushItem(rt, { kind: 'channel', seat, avatar: l.avatar.id, action: true });
  return null;
}

/**
 * Ignite (Glossary: "Ignite"; digest A5-15; docs/rules/trials.md D46): needs one target, 1 energy
 * (paid now) and at least one ignite card in the discard pile; the cards are exiled, and counted,
 * when it resolves (flow.ts).
 */
function ignite(rt: Rt, a: Extract<Action, { type: 'ignite' }>): Result {
  const { db, s } = rt;
  const seat = a.player;
  const notNow = mainWindow(s, seat);
  if (notNow) return notNow;
  const p = playerOf(s, seat);
  if (p.energy < 1) return fail('no-energy', 'ignite costs 1 energy');
  if (igniteCards(db, s, seat).length === 0)
    return fail('no-ignite', 'no ignite card in the discard pile');
  const bad = checkTargets(
    db,
    s,
    seat,
    ['any-card'],
    typeof a.target === 'string' ? [a.target] : [],
    false,
  );
  if (bad) return fail('invalid-target', bad);
  p.energy -= 1;
  tookAction(s, false);
  pushItem(rt, { kind: 'ignite', seat, targets: [a.target], action: true });
  return null;
}

/** Pass (rulebook: "Pass": "When both players pass in sequence, the round ends"). */
function pass(rt: Rt, a: Extract<Action, { type: 'pass' }>): Result {
  const { s } = rt;
  const notNow = mainWindow(s, a.player);
  if (notNow) return notNow;
  if (s.passedFirst === other(a.player)) s.roundEnding = true;
  else s.passedFirst = a.player;
  tookAction(s, true);
  return null;
}

/** Decline to respond (rulebook: "Priority": "When both players choose not to respond, resolve"). */
function decline(rt: Rt, a: Extract<Action, { type: 'decline' }>): Result {
  const { s } = rt;
  const win = gate(s, a.player, ['priority', 'scout']);
  if (typeof win !== 'string') return win;
  // Scout is a "may" (Glossary: "You may add the top or bottom card"; D49: "or neither").
  if (win === 'scout') {
    s.choice = null;
    return null;
  }
  s.declines += 1;
  if (s.declines >= 2) {
    s.priority = null;
    s.declines = 0;
  } else s.priority = other(a.player);
  return null;
}

/** Put the first pending trigger on the stack, with its targets (or not, if it is a "you may"). */
function trigger(rt: Rt, a: Extract<Action, { type: 'trigger' }>): Result {
  const { db, s } = rt;
  const win = gate(s, a.player, ['trigger']);
  if (typeof win !== 'string') return win;
  const t = s.triggers[0]!;
  const e = triggerEffect(db, t, s);
  if (!e) return fail('bad-choice', 'the trigger is gone');
  if (a.use === false) {
    if (!e.optional) return fail('bad-choice', 'the trigger is not optional');
    if (a.detach !== undefined) return fail('detach', 'an unused trigger attaches nothing');
    s.triggers.shift();
  } else {
    if (a.use !== true) return fail('bad-action', 'use is true or false');
    const targets = targetsOf(a);
    if (targets === null) return fail('bad-action', 'targets are instance ids');
    const declared = matchTargets(
      db,
      s,
      a.player,
      specsOf(e.effects),
      targets,
      true,
      splitPlaces(e.effects),
    );
    if (typeof declared === 'string') return fail('invalid-target', declared);
    const { skipped } = declared;
    const detachBad = checkDetach(
      a.detach,
      triggerDetachChoices(
        rt,
        a.player,
        t.card,
        specsOf(e.effects),
        targets,
        splitPlaces(e.effects),
      ),
    );
    if (detachBad) return detachBad;
    s.triggers.shift();
    return declare(
      rt,
      a.player,
      triggerItem(t, { ...(typeof a.detach === 'string' ? { detach: a.detach } : {}), skipped }),
      declared.slots,
    );
  }
  if (s.triggers.length === 0 && s.stack.length > 0) openWindow(rt, s.turn);
  return null;
}

/** Scout's choice: the top or the bottom card of the deck to hand (Glossary: "Scout"). */
function scout(rt: Rt, a: Extract<Action, { type: 'scout' }>): Result {
  const { s } = rt;
  const win = gate(s, a.player, ['scout']);
  if (typeof win !== 'string') return win;
  if (a.from !== 'top' && a.from !== 'bottom') return fail('bad-action', 'from is top or bottom');
  const p = playerOf(s, a.player);
  p.hand.push(a.from === 'top' ? p.deck.shift()! : p.deck.pop()!);
  s.choice = null;
  return null;
}

/** A `discard` effect's choice: exactly the asked number of hand cards, shown. */
function discard(rt: Rt, a: Extract<Action, { type: 'discard' }>): Result {
  const { s } = rt;
  const win = gate(s, a.player, ['discard']);
  if (typeof win !== 'string') return win;
  const n = s.choice?.kind === 'discard' ? s.choice.n : 0;
  if (!Array.isArray(a.cards) || a.cards.length !== n)
    return fail('bad-choice', `discard ${n} cards`);
  const bad = checkShown(rt, a.player, a.cards);
  if (bad) return bad;
  discardShown(rt, a.player, a.cards);
  s.choice = null;
  return null;
}

/** Names the target of the next point of a split damage being declared (D36; ./split.ts). */
function split(rt: Rt, a: Extract<Action, { type: 'split' }>): Result {
  const win = gate(rt.s, a.player, ['split']);
  if (typeof win !== 'string') return win;
  return namePoint(rt, a.target);
}

/** Checks and takes `a` on the draft (nothing changed when it returns an error). */
export function takeAction(rt: Rt, a: Action): Result {
  switch (a.type) {
    case 'play':
      return play(rt, a);
    case 'activate':
      return activate(rt, a);
    case 'attack':
      return attack(rt, a);
    case 'channel':
      return channel(rt, a);
    case 'ignite':
      return ignite(rt, a);
    case 'pass':
      return pass(rt, a);
    case 'decline':
      return decline(rt, a);
    case 'trigger':
      return trigger(rt, a);
    case 'scout':
      return scout(rt, a);
    case 'discard':
      return discard(rt, a);
    case 'split':
      return split(rt, a);
    default:
      return fail('bad-action', `unknown action type ${String((a as { type?: unknown }).type)}`);
  }
}
