/**
 * Triggered effects (schema.ts `Trigger`; rulebook: "Start Phase" 1, "End Phase" 2, "end of turn"
 * effects, Unyielding Katana): which printed effects an event triggers, queued as
 * {@link PendingTrigger}s in a fixed order (the initiative holder's first, then board order: the
 * tie-break of rulebook "Initiative" made deterministic, docs/rules/trials.md). The machine
 * (flow.ts) puts them on the stack afterwards, asking the controller for targets when needed.
 */
import type { CardDb } from './carddb.ts';
import { defOf, effectsOf } from './carddb.ts';
import type { CardEffect, Condition, Trigger } from './cards/schema.ts';
import type { Rt } from './runtime.ts';
import { specsOf } from './targets.ts';
import type { Located } from './stats.ts';
import { allInPlay, cardOf, idOf, locate } from './stats.ts';
import type { PendingTrigger, StackItem, TrialsState, TSeat } from './types.ts';
import { other, playerOf } from './types.ts';

/** An event that may trigger printed effects. */
export type TriggerEvent =
  | { readonly on: 'round-start' | 'round-end' }
  | { readonly on: 'turn-end'; readonly seat: TSeat }
  | {
      readonly on: 'attacks' | 'attacked' | 'deals-attack-damage';
      readonly attacker: string;
      readonly defender: string;
    }
  | {
      readonly on: 'destroyed';
      readonly seat: TSeat;
      readonly h: string;
      readonly card: string;
      readonly bearer: string;
    }
  | { readonly on: 'ally-falls'; readonly seat: TSeat; readonly fallen: string }
  | { readonly on: 'avatar-falls-discard'; readonly fallen: string };

/** Whether condition `c` holds for `seat` with `bearer` as the bearer (schema.ts `Condition`). */
export function holds(s: TrialsState, seat: TSeat, bearer: string | null, c: Condition): boolean {
  const p = playerOf(s, seat);
  switch (c) {
    case 'you-have-initiative':
      return s.initiative === seat;
    case 'ally-fallen':
      return p.avatars.some((a) => a.side === 'fallen');
    case 'bearer-damaged': {
      const b = bearer ? locate(s, bearer) : null;
      return b !== null && !b.att && b.avatar.damage > 0;
    }
    case 'bearer-shielded': {
      const b = bearer ? locate(s, bearer) : null;
      return b !== null && !b.att && b.avatar.shield;
    }
    case 'opponent-more-cards':
      return playerOf(s, other(seat)).hand.length > p.hand.length;
  }
}

type OnEffect = Extract<CardEffect, { on: Trigger }>;

function onEffects(db: CardDb, card: string, side: 'front' | 'fallen', on: Trigger) {
  const out: { e: OnEffect; index: number }[] = [];
  effectsOf(defOf(db, card), side).forEach((e, index) => {
    if ('on' in e && e.on === on) out.push({ e, index });
  });
  return out;
}

/** True when the card `l` is, or is attached to, the instance `id`. */
function isOrBears(l: Located, id: string): boolean {
  return idOf(l) === id || (l.att !== null && l.avatar.id === id);
}

/** Queues the triggers `ev` makes, in the fixed order (initiative holder first). */
export function fire(rt: Rt, ev: TriggerEvent): void {
  const { db, s } = rt;
  const found: PendingTrigger[] = [];
  const add = (
    seat: TSeat,
    source: string,
    card: string,
    side: 'front' | 'fallen',
    bearer: string | null,
    extra: Partial<PendingTrigger>,
  ) => {
    for (const { e, index } of onEffects(db, card, side, ev.on)) {
      if (e.if !== undefined && !holds(s, seat, bearer, e.if)) continue;
      found.push({ seat, source, card, index, ...(bearer ? { bearer } : {}), ...extra });
    }
  };
  if (ev.on === 'destroyed') {
    add(ev.seat, ev.h, ev.card, 'front', ev.bearer, {});
  } else if (ev.on === 'avatar-falls-discard') {
    for (const seat of [s.initiative, other(s.initiative)])
      for (const c of playerOf(s, seat).discard) add(seat, c.h, c.id, 'front', null, {});
  } else {
    for (const l of allInPlay(s)) {
      const side = l.att ? 'front' : l.avatar.side;
      const extra: { -readonly [K in keyof PendingTrigger]?: PendingTrigger[K] } = {};
      switch (ev.on) {
        case 'round-start':
        case 'round-end':
          break;
        case 'turn-end':
          if (l.seat !== ev.seat) continue;
          break;
        case 'attacks':
        case 'deals-attack-damage':
          if (!isOrBears(l, ev.attacker)) continue;
          Object.assign(extra, { attacker: ev.attacker, defender: ev.defender });
          break;
        case 'attacked':
          // "Whenever this Avatar / its Avatar is attacked": the Avatar itself, or an attachment's
          // bearer, is the defender; an attachment that is itself attacked triggers nothing.
          if (l.avatar.id !== ev.defender) continue;
          Object.assign(extra, { attacker: ev.attacker, defender: ev.defender });
          break;
        case 'ally-falls':
          if (l.seat !== ev.seat || l.avatar.id === ev.fallen) continue;
          break;
      }
      if (!l.att) extra.side = l.avatar.side;
      add(l.seat, idOf(l), cardOf(l), side, l.avatar.id, extra);
    }
  }
  const first = found.filter((t) => t.seat === s.initiative);
  const second = found.filter((t) => t.seat !== s.initiative);
  s.triggers.push(...first, ...second);
}

/** The printed effect a pending trigger stands for. */
export function triggerEffect(db: CardDb, t: PendingTrigger, s: TrialsState): OnEffect | null {
  const l = locate(s, t.source);
  const side = t.side ?? (l && !l.att ? l.avatar.side : 'front');
  const e = effectsOf(defOf(db, t.card), side)[t.index];
  return e && 'on' in e ? e : null;
}

/** True when the trigger waits for its controller: "you may", or targets to choose. */
export function needsChoice(db: CardDb, s: TrialsState, t: PendingTrigger): boolean {
  const e = triggerEffect(db, t, s);
  if (!e) return false;
  return e.optional === true || specsOf(e.effects).length > 0;
}

/** A trigger's stack item as `triggerItem` builds it. */
export type TriggerItem = Extract<StackItem, { readonly kind: 'trigger' }>;

/**
 * The stack item of the pending trigger `t` (rulebook "Triggered Effects": a trigger goes on the
 * stack like an action; D49, D54), with the owner's choices `chosen` (a detach, the skipped target
 * specs) when it was used by a `trigger` action. Its targets start empty: the declaration or the
 * split window (D36) names them. Every path that puts a trigger on the stack builds it here, so
 * the item's fields (and their order, which the state hashes see) are the same on each.
 */
export function triggerItem(
  t: PendingTrigger,
  chosen: { readonly detach?: string; readonly skipped?: readonly number[] } = {},
): TriggerItem {
  return {
    kind: 'trigger',
    seat: t.seat,
    source: t.source,
    card: t.card,
    index: t.index,
    ...(t.side ? { side: t.side } : {}),
    targets: [],
    ...(t.bearer ? { bearer: t.bearer } : {}),
    ...(t.attacker ? { attacker: t.attacker } : {}),
    ...(t.defender ? { defender: t.defender } : {}),
    ...(chosen.detach !== undefined ? { detach: chosen.detach } : {}),
    ...(chosen.skipped && chosen.skipped.length > 0 ? { skipped: chosen.skipped } : {}),
    action: false,
  };
}
