/**
 * The machine that runs the game between players' actions (rulebook: "Round Sequence", "Turns
 * and Actions", "The Stack", "Priority"; digest A5-7…A5-9, A5-16): it puts pending triggers on the
 * stack, resolves the stack last in first out once both players declined in sequence, stops before
 * an attack's damage phase for another window when something resolved above it, ends turns (with
 * their `turn-end` triggers) and rounds, and runs the Start and End Phases. After every step it
 * checks for a winner (digest A5-1).
 */
import { defOf, effectsOf } from './carddb.ts';
import { isAttachable, attachCard } from './attach.ts';
import { resolveAttack } from './combat.ts';
import { dealDamage, sweepDeaths } from './damage.ts';
import type { Ctx } from './effects.ts';
import { roundEnergy, runEffects } from './effects.ts';
import type { Rt } from './runtime.ts';
import { allInPlay, bothFallen, igniteCards, locate } from './stats.ts';
import { validTarget } from './targets.ts';
import { fire, needsChoice, triggerItem } from './triggers.ts';
import type { StackItem, TSeat } from './types.ts';
import { MAX_ROUND, other, playerOf, SEATS } from './types.ts';

/** Opens a response window: the opponent of `actor` first (digest A5-7). */
export function openWindow(rt: Rt, actor: TSeat): void {
  rt.s.priority = other(actor);
  rt.s.declines = 0;
  rt.s.resolvedSince = false;
}

/** Puts `item` on the stack and opens a window for the other player. */
export function pushItem(rt: Rt, item: StackItem): void {
  rt.s.stack.push(item);
  openWindow(rt, item.seat);
}

/** The winner when a player has both Avatars Fallen (both: initiative; digest A5-1). */
function checkWinner(rt: Rt): boolean {
  const { s } = rt;
  if (s.winner !== null) return true;
  const a = bothFallen(s, 'A');
  const b = bothFallen(s, 'B');
  if (!a && !b) return false;
  s.winner = a && b ? s.initiative : a ? 'B' : 'A';
  s.phase = 'over';
  s.priority = null;
  return true;
}

/** The effect context of a stack item. */
function ctxOf(rt: Rt, item: StackItem): Ctx | null {
  switch (item.kind) {
    case 'card':
      return {
        seat: item.seat,
        source: item.h,
        card: item.card,
        bearer: item.avatar,
        item,
        targets: item.targets,
      };
    case 'effect': {
      const l = locate(rt.s, item.source);
      const bearer = l ? l.avatar.id : item.bearer;
      return {
        seat: item.seat,
        source: item.source,
        card: item.card,
        bearer,
        item,
        targets: item.targets,
      };
    }
    case 'trigger': {
      const l = locate(rt.s, item.source);
      const bearer = l ? l.avatar.id : (item.bearer ?? null);
      return {
        seat: item.seat,
        source: item.source,
        card: item.card,
        bearer,
        ...(item.attacker !== undefined ? { attacker: item.attacker } : {}),
        ...(item.defender !== undefined ? { defender: item.defender } : {}),
        item,
        targets: item.targets,
        ...(item.skipped !== undefined ? { skipped: item.skipped } : {}),
      };
    }
    default:
      return null;
  }
}

/** The effects a stack item carries out. */
function effectsOfItem(rt: Rt, item: StackItem) {
  if (item.kind === 'card') {
    const def = defOf(rt.db, item.card);
    return effectsOf(def).flatMap((e) => ('on' in e && e.on === 'play' ? e.effects : []));
  }
  if (item.kind === 'effect' || item.kind === 'trigger') {
    const l = locate(rt.s, item.source);
    const side = item.side ?? (l && !l.att ? l.avatar.side : 'front');
    const e = effectsOf(defOf(rt.db, item.card), side)[item.index];
    return e && 'effects' in e ? e.effects : [];
  }
  return [];
}

/** What happens after an item's effects: a non-Ongoing Ability goes to the discard pile. */
function finishItem(rt: Rt, item: StackItem): void {
  if (item.kind !== 'card') return;
  const def = defOf(rt.db, item.card);
  if (!isAttachable(def)) playerOf(rt.s, item.seat).discard.push({ h: item.h, id: item.card });
}

/** Resolves one stack item (already popped). */
function resolveItem(rt: Rt, item: StackItem): void {
  const { s } = rt;
  switch (item.kind) {
    case 'attack':
      resolveAttack(rt, item);
      return;
    case 'channel': {
      playerOf(s, item.seat).energy += 1;
      return;
    }
    case 'ignite': {
      // D46: the ignite cards in the discard pile now are exiled, and that many damage dealt.
      const p = playerOf(s, item.seat);
      const cards = igniteCards(rt.db, s, item.seat);
      p.discard = p.discard.filter((c) => !cards.includes(c));
      p.exile.push(...cards);
      const t = item.targets[0];
      if (t !== undefined && validTarget(rt.db, s, item.seat, 'any-card', t))
        dealDamage(rt, t, cards.length);
      return;
    }
    case 'card': {
      const def = defOf(rt.db, item.card);
      if (isAttachable(def)) {
        const l = locate(s, item.avatar);
        if (!l || l.att || l.avatar.side !== 'front') {
          // The Avatar fell in response: the card cannot attach and goes to the discard pile.
          playerOf(s, item.seat).discard.push({ h: item.h, id: item.card });
          return;
        }
        attachCard(rt, item.seat, l.avatar, item.h, item.card, item.detach);
      }
      break;
    }
    default:
      break;
  }
  const ctx = ctxOf(rt, item)!;
  if (runEffects(rt, ctx, effectsOfItem(rt, item)) === 'done') finishItem(rt, item);
}

/** Goes on with an item whose resolution stopped for a choice. */
function resume(rt: Rt): void {
  const r = rt.s.resuming!;
  rt.s.resuming = null;
  const ctx = ctxOf(rt, r.item)!;
  if (runEffects(rt, ctx, r.effects, r.step, r.cursor) === 'done') finishItem(rt, r.item);
}

/** Starts round `s.round`: the Start Phase's triggers (step 1). */
export function startRound(rt: Rt): void {
  const { s } = rt;
  s.phase = 'start';
  s.turn = s.initiative;
  s.acted = 'none';
  s.passedFirst = null;
  s.roundEnding = false;
  fire(rt, { on: 'round-start' });
}

/** Start Phase steps 2–4: ready all, set energy, draw (an empty deck loses; both: initiative). */
function startSteps(rt: Rt): void {
  const { s } = rt;
  for (const l of allInPlay(s)) (l.att ?? l.avatar).exhausted = false;
  for (const seat of SEATS) playerOf(s, seat).energy = roundEnergy(s.round);
  const empty = SEATS.filter((seat) => playerOf(s, seat).deck.length === 0);
  if (empty.length > 0) {
    s.winner = empty.length === 2 ? s.initiative : other(empty[0]!);
    s.phase = 'over';
    return;
  }
  for (const seat of SEATS) {
    const p = playerOf(s, seat);
    p.hand.push(p.deck.shift()!);
  }
  s.phase = 'main';
  s.turn = s.initiative;
  s.acted = 'none';
}

/** The End Phase: initiative to who passed first in sequence, then the end-of-round triggers. */
function endPhase(rt: Rt): void {
  const { s } = rt;
  s.phase = 'end';
  if (s.roundEnding && s.passedFirst !== null) s.initiative = s.passedFirst;
  s.turn = s.initiative;
  fire(rt, { on: 'round-end' });
}

/** End Phase step 3: round + 1 (staying 10), round-long effects end, then the next Start Phase. */
function nextRound(rt: Rt): void {
  const { s } = rt;
  for (const l of allInPlay(s)) (l.att ?? l.avatar).boost = 0;
  for (const seat of SEATS) {
    const p = playerOf(s, seat);
    p.usedThisRound = [];
    for (const a of p.avatars) a.firstReadyUsed = [];
  }
  s.round = Math.min(s.round + 1, MAX_ROUND);
  startRound(rt);
}

/**
 * Runs the game until it waits on a player (or is over). Call after every accepted action.
 */
export function run(rt: Rt): void {
  const { s } = rt;
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.phase === 'over') return;
    sweepDeaths(rt);
    if (checkWinner(rt)) return;
    if (s.choice) return;
    if (s.resuming) {
      resume(rt);
      s.resolvedSince = true;
      continue;
    }
    if (s.triggers.length > 0) {
      const t = s.triggers[0]!;
      if (needsChoice(rt.db, s, t)) return;
      s.triggers.shift();
      s.stack.push(triggerItem(t));
      if (s.triggers.length === 0) openWindow(rt, s.turn);
      continue;
    }
    if (s.stack.length > 0) {
      if (s.priority !== null) return;
      const top = s.stack[s.stack.length - 1]!;
      if (top.kind === 'attack' && s.resolvedSince) {
        openWindow(rt, s.turn);
        continue;
      }
      s.stack.pop();
      resolveItem(rt, top);
      s.resolvedSince = true;
      continue;
    }
    s.priority = null;
    if (s.phase === 'start') {
      startSteps(rt);
      continue;
    }
    if (s.phase === 'end') {
      nextRound(rt);
      continue;
    }
    // Main Phase, empty stack.
    if (s.acted === 'none') return;
    if (s.acted === 'acted') {
      s.acted = 'turn-end';
      fire(rt, { on: 'turn-end', seat: s.turn });
      continue;
    }
    if (s.roundEnding) {
      endPhase(rt);
      continue;
    }
    s.turn = other(s.turn);
    s.acted = 'none';
  }
  throw new Error('the Trials machine did not settle');
}
