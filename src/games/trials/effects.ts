/**
 * The effect steps of schema.ts `Effect`, carried out in order (rulebook: "Effects": "Continue
 * trying to resolve the rest of the effect as much as possible"; "Targeting": an invalid target
 * cancels that part only). A step that needs a player's choice mid-resolution (Scout, a discard)
 * stops the run and records where it goes on (`s.resuming`); the machine goes on after the choice.
 */
import type { Effect, Target } from './cards/schema.ts';
import { dealDamage, destroyAttachment, exileAttachment, loseHp, restore } from './damage.ts';
import { attachCard } from './attach.ts';
import type { Rt } from './runtime.ts';
import type { Spec } from './targets.ts';
import { isChosen, validTarget } from './targets.ts';
import { allInPlay, idOf, locate, maxHpOf, partnerOf } from './stats.ts';
import { holds } from './triggers.ts';
import type { StackItem, TSeat } from './types.ts';
import { MAX_ROUND, other, playerOf } from './types.ts';

/** Who and what an effect list runs for. */
export interface Ctx {
  readonly seat: TSeat;
  /** The instance (or handle, for a card in the discard pile or on the stack) of the source. */
  readonly source: string;
  readonly card: string;
  /** The Avatar the source is (or was) attached to; an Avatar's own effects: itself. */
  readonly bearer: string | null;
  readonly attacker?: string;
  readonly defender?: string;
  readonly item: StackItem;
  readonly targets: readonly string[];
  /** The chosen target specs that have no target in `targets` (D54). */
  readonly skipped?: readonly number[];
}

/** The fixed referents of `to` (schema.ts `Target`: `self` … `defender`). */
function fixed(rt: Rt, ctx: Ctx, to: Target): string[] {
  const { s } = rt;
  const withHp = (seat: TSeat | null, avatarsOnly: boolean): string[] =>
    allInPlay(s)
      .filter((l) => (seat === null || l.seat === seat) && (!avatarsOnly || !l.att))
      .filter((l) => maxHpOf(rt.db, s, l) !== null)
      .map(idOf);
  switch (to) {
    case 'self':
      return [ctx.source];
    case 'bearer':
      return ctx.bearer ? [ctx.bearer] : [];
    case 'other-avatar': {
      const b = ctx.bearer ? locate(s, ctx.bearer) : null;
      return b && !b.att ? [partnerOf(s, b.seat, b.avatar).id] : [];
    }
    case 'all-enemy-cards':
      return withHp(other(ctx.seat), false);
    case 'all-enemy-avatars':
      return withHp(other(ctx.seat), true);
    case 'all-own-avatars':
      return withHp(ctx.seat, true);
    case 'all-cards':
      return withHp(null, false);
    case 'attacker':
      return ctx.attacker ? [ctx.attacker] : [];
    case 'defender':
      return ctx.defender ? [ctx.defender] : [];
    default:
      return [];
  }
}

/** A cursor over the item's chosen target specs (and so over its targets, less the skipped specs). */
class Picks {
  constructor(
    private readonly rt: Rt,
    private readonly ctx: Ctx,
    public cursor: number,
  ) {}
  /** The next chosen target for `spec`, or null when it is missing or no longer valid. */
  next(spec: Spec): string | null {
    const k = this.cursor++;
    const skipped = this.ctx.skipped ?? [];
    if (skipped.includes(k)) return null;
    const id = this.ctx.targets[k - skipped.filter((x) => x < k).length];
    if (id === undefined) return null;
    return validTarget(this.rt.db, this.rt.s, this.ctx.seat, spec, id) ? id : null;
  }
  /** The instances `to` names now: one chosen target, or the fixed referents. */
  of(to: Target): string[] {
    if (isChosen(to)) {
      const id = this.next(to);
      return id === null ? [] : [id];
    }
    return fixed(this.rt, this.ctx, to).filter((id) => locate(this.rt.s, id) !== null);
  }
}

/** Result of running effects: done, or stopped for a choice (recorded in `s.resuming`). */
export type RunResult = 'done' | 'waiting';

/** Runs `effects` from step `step` (target cursor `cursor`) for `ctx`. */
export function runEffects(
  rt: Rt,
  ctx: Ctx,
  effects: readonly Effect[],
  step = 0,
  cursor = 0,
): RunResult {
  const { s } = rt;
  const picks = new Picks(rt, ctx, cursor);
  const me = playerOf(s, ctx.seat);
  for (let i = step; i < effects.length; i++) {
    const e = effects[i]!;
    switch (e.do) {
      case 'damage':
        if (e.split && isChosen(e.to)) {
          // D36: the points a target gets are dealt to it as one amount (a shield or ward meets
          // them once, as in a split attack); a target no longer valid loses its points.
          const points = new Map<string, number>();
          for (let k = 0; k < e.n; k++) {
            const id = picks.next(e.to);
            if (id !== null) points.set(id, (points.get(id) ?? 0) + 1);
          }
          for (const [id, n] of points) dealDamage(rt, id, n);
        } else for (const id of picks.of(e.to)) dealDamage(rt, id, e.n);
        break;
      case 'restore':
        for (const id of picks.of(e.to)) restore(rt, id, e.n);
        break;
      case 'lose-hp':
        for (const id of picks.of(e.to)) loseHp(rt, id, e.n);
        break;
      case 'shield':
        for (const id of picks.of(e.to)) {
          const l = locate(s, id)!;
          (l.att ?? l.avatar).shield = true;
        }
        break;
      case 'destroy':
        for (const id of picks.of(e.to)) destroyAttachment(rt, locate(s, id)!);
        break;
      case 'exile':
        for (const id of picks.of(e.to)) exileAttachment(rt, locate(s, id)!);
        break;
      case 'exhaust':
      case 'ready':
        for (const id of picks.of(e.to)) {
          const l = locate(s, id)!;
          (l.att ?? l.avatar).exhausted = e.do === 'exhaust';
        }
        break;
      case 'boost':
        for (const id of picks.of(e.to)) {
          const l = locate(s, id)!;
          (l.att ?? l.avatar).boost += e.attack;
        }
        break;
      case 'counters':
        for (const id of picks.of(e.to)) {
          const l = locate(s, id)!;
          if (e.counter === 'hp' && maxHpOf(rt.db, s, l) === null) continue;
          (l.att ?? l.avatar).counters[e.counter] += e.n;
        }
        break;
      case 'draw':
        for (let k = 0; k < e.n && me.deck.length > 0; k++) me.hand.push(me.deck.shift()!);
        break;
      case 'scout':
        if (me.deck.length > 0) {
          s.choice = { kind: 'scout', seat: ctx.seat };
          s.resuming = { item: ctx.item, effects, step: i + 1, cursor: picks.cursor };
          return 'waiting';
        }
        break;
      case 'confuse': {
        const p = playerOf(s, e.who === 'you' ? ctx.seat : other(ctx.seat));
        if (p.deck.length > 0) p.deck.push(p.deck.shift()!);
        break;
      }
      case 'energy':
        me.energy += e.n;
        break;
      case 'discard': {
        const who = e.who === 'you' ? ctx.seat : other(ctx.seat);
        const n = Math.min(e.n, playerOf(s, who).hand.length);
        if (n > 0) {
          s.choice = { kind: 'discard', seat: who, n };
          s.resuming = { item: ctx.item, effects, step: i + 1, cursor: picks.cursor };
          return 'waiting';
        }
        break;
      }
      case 'recover': {
        for (let k = me.discard.length - 1; k >= 0; k--) {
          const c = me.discard[k]!;
          const kind = rt.db.cards.get(c.id)?.kind;
          if (e.kind === 'any' || kind === e.kind) {
            me.discard.splice(k, 1);
            me.hand.push({ h: c.h, id: c.id, pub: true });
            break;
          }
        }
        break;
      }
      case 'reattach-self': {
        const avatar = picks.next('attach-avatar');
        const k = me.discard.findIndex((c) => c.h === ctx.source);
        if (avatar === null || k < 0) break;
        const l = locate(s, avatar)!;
        const item = ctx.item;
        me.discard.splice(k, 1);
        attachCard(
          rt,
          ctx.seat,
          l.avatar,
          ctx.source,
          ctx.card,
          item.kind === 'trigger' ? item.detach : undefined,
        );
        break;
      }
      case 'revive':
        for (const id of picks.of(e.to)) {
          const l = locate(s, id)!;
          if (l.att || l.avatar.side !== 'fallen') continue;
          l.avatar.side = 'front';
          l.avatar.exhausted = false;
          const max = maxHpOf(rt.db, s, l) ?? 0;
          l.avatar.damage = Math.max(0, max - Math.max(1, e.hp));
        }
        break;
      case 'take-initiative':
        s.initiative = ctx.seat;
        break;
      case 'only-if':
        if (!holds(s, ctx.seat, ctx.bearer, e.if)) return 'done';
        break;
    }
  }
  return 'done';
}

/** The round number as energy (rulebook: "Start Phase" 3, capped at 10). */
export function roundEnergy(round: number): number {
  return Math.min(round, MAX_ROUND);
}
