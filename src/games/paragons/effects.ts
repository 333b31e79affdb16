/**
 * The interpreter of the card-definition language (schema.ts: Selector, Amount, Condition, Effect).
 * Effects of one card resolve in order, one machine step each; after each one, the state-based
 * check (machine.ts: run) Destroys dead mercenaries and their `destroyed` abilities run next
 * (docs/rules/paragons.md, "Effects").
 */
import type { Amount, Condition, Effect, Selector } from './cards/schema.ts';
import { cardOf, recruitPrice } from './carddb.ts';
import { adjacent, isFront, surrounding } from './board.ts';
import { damageMerc, damagePlayer, removeMerc } from './damage.ts';
import { requestDraw, queueRefill } from './draws.ts';
import { rescind } from './rescind.ts';
import type { Rt } from './runtime.ts';
import {
  chainOf,
  findUid,
  handOf,
  own,
  pl,
  poolOf,
  threshold,
  turnStatsOf,
  workOf,
} from './runtime.ts';
import { slotHandle } from '../../engine/index.ts';
import { onSide } from './targets.ts';
import type { Buff, EffectCtx, Merc, PSeat } from './types.ts';
import { other, player } from './types.ts';

/** A mercenary position or a player an effect applies to. */
type Thing =
  | { readonly seat: PSeat; readonly idx: number }
  | { readonly seat: PSeat; readonly idx?: undefined };

function selfPos(rt: Rt, ctx: EffectCtx): { seat: PSeat; idx: number; here: boolean } | undefined {
  if (!ctx.self) return undefined;
  const idx = findUid(rt.s, ctx.self.seat, ctx.self.uid);
  return idx >= 0
    ? { seat: ctx.self.seat, idx, here: true }
    : { seat: ctx.self.seat, idx: ctx.self.idx, here: false };
}

/** Positions `sel` names, including where a departed mercenary last stood (for `around`). */
function positions(rt: Rt, ctx: EffectCtx, sel: Selector): { seat: PSeat; idx: number }[] {
  if (sel === 'self') {
    const p = selfPos(rt, ctx);
    return p ? [p] : [];
  }
  if (typeof sel === 'object' && 'target' in sel) {
    const a = ctx.aims[sel.target];
    if (!a || a.idx === undefined) return [];
    const idx = a.uid === undefined ? a.idx : findUid(rt.s, a.player, a.uid);
    return [{ seat: a.player, idx: idx >= 0 ? idx : a.idx }];
  }
  return select(rt, ctx, sel).filter((t): t is { seat: PSeat; idx: number } => t.idx !== undefined);
}

/** What a selector applies to now (schema.ts: Selector). */
export function select(rt: Rt, ctx: EffectCtx, sel: Selector): Thing[] {
  const s = rt.s;
  if (sel === 'controller') return [{ seat: ctx.controller }];
  if (sel === 'opponent') return [{ seat: other(ctx.controller) }];
  if (sel === 'self') {
    const p = selfPos(rt, ctx);
    return p && p.here ? [{ seat: p.seat, idx: p.idx }] : [];
  }
  if ('target' in sel) {
    const a = ctx.aims[sel.target];
    if (!a || a.item !== undefined || a.card !== undefined) return [];
    if (a.idx === undefined) return [{ seat: a.player }];
    if (a.uid === undefined)
      return player(s, a.player).board[a.idx] ? [{ seat: a.player, idx: a.idx }] : [];
    const idx = findUid(s, a.player, a.uid);
    return idx >= 0 ? [{ seat: a.player, idx }] : [];
  }
  const out: Thing[] = [];
  if ('around' in sel) {
    for (const c of positions(rt, ctx, sel.of)) {
      if (!onSide(sel.side, ctx.controller, c.seat)) continue;
      const near = sel.around === 'adjacent' ? adjacent(c.idx) : surrounding(c.idx);
      for (const j of near) {
        if (player(s, c.seat).board[j] && !out.some((t) => t.seat === c.seat && t.idx === j))
          out.push({ seat: c.seat, idx: j });
      }
    }
    return out;
  }
  for (const seat of [ctx.controller, other(ctx.controller)]) {
    if (!onSide(sel.side, ctx.controller, seat)) continue;
    const b = player(s, seat).board;
    for (let i = 0; i < b.length; i++) {
      if (!b[i]) continue;
      if (sel.line && (sel.line === 'front') !== isFront(i)) continue;
      out.push({ seat, idx: i });
    }
  }
  return out;
}

/** The value of an Amount for the controller (schema.ts: Amount). */
export function amountOf(rt: Rt, ctx: EffectCtx, a: Amount): number {
  if (typeof a === 'number') return a;
  const p = player(rt.s, ctx.controller);
  let n = 0;
  if (a.per === 'hidden-card') n = p.hidden.length;
  else if (a.per === 'ally-mercenary') n = p.board.filter((m) => m !== null).length;
  else if (a.per === 'card-in-hand') n = p.hand.length;
  else if (a.per === 'reveal-this-turn') n = p.stats.revealed;
  else n = p.stats.spells;
  return n * a.times + (a.plus ?? 0);
}

/** Whether a Condition holds for the controller now (schema.ts: Condition). */
export function holds(rt: Rt, controller: PSeat, c: Condition): boolean {
  const p = player(rt.s, controller);
  if ('revealedThisTurn' in c) return p.stats.revealed >= c.revealedThisTurn;
  if ('spellsThisTurn' in c) return p.stats.spells >= c.spellsThisTurn;
  if ('hiddenAtLeast' in c) return p.hidden.length >= c.hiddenAtLeast;
  if ('recruitedThisTurn' in c) return p.stats.recruited >= c.recruitedThisTurn;
  if ('alliesAtLeast' in c) return p.board.filter((m) => m !== null).length >= c.alliesAtLeast;
  return p.life <= c.lifeAtMost;
}

function eachMerc(
  rt: Rt,
  ctx: EffectCtx,
  sel: Selector,
  f: (seat: PSeat, idx: number) => void,
): void {
  for (const t of select(rt, ctx, sel))
    if (t.idx !== undefined && player(rt.s, t.seat).board[t.idx]) f(t.seat, t.idx);
}

function recruitEffect(rt: Rt, ctx: EffectCtx, discount: number): void {
  const aim = ctx.aims.find((a) => a.card !== undefined);
  if (!aim || aim.card === undefined) return;
  const at = rt.s.pool.indexOf(aim.card);
  const c = cardOf(rt.db, aim.card);
  if (at < 0 || !c) return;
  const price = Math.max(0, recruitPrice(c) - discount);
  if (player(rt.s, ctx.controller).mana < price) return;
  const p = pl(rt, ctx.controller);
  p.mana -= price;
  takeFromPool(rt, ctx.controller, at);
}

/** Moves pool card `at` into `seat`'s hand and queues the refill (rulebook: "Mercenary Pool"). */
export function takeFromPool(rt: Rt, seat: PSeat, at: number): void {
  const card = poolOf(rt).splice(at, 1)[0]!;
  const p = pl(rt, seat);
  handOf(rt, seat).push({ h: slotHandle(seat, p.slots++), id: card });
  turnStatsOf(rt, seat).recruited++;
  queueRefill(rt);
}

function chainEffect(rt: Rt, ctx: EffectCtx, copy: boolean): void {
  const aim = ctx.aims.find((a) => a.item !== undefined);
  const it = aim && rt.s.chain.find((x) => x.id === aim.item && !x.resolving);
  if (!it) return;
  if (!copy) return rescind(rt, it.id);
  if (it.body.kind !== 'spell') return;
  const id = rt.s.nextUid++;
  chainOf(rt).push({
    id,
    controller: ctx.controller,
    body: { ...it.body, copy: true },
    aims: it.aims,
  });
  rt.ev.push({
    type: 'chain',
    item: id,
    controller: ctx.controller,
    kind: 'spell',
    card: it.body.card,
  });
}

/** Adds a buff to a mercenary private to the draft (its buff list is shared: replaced, not pushed). */
function addBuff(m: Merc, b: Buff): void {
  m.buffs = [...m.buffs, b];
}

/** Runs one effect. Effects that need more input (draws) leave a pending request. */
export function runEffect(rt: Rt, ctx: EffectCtx, e: Effect): void {
  const s = rt.s;
  switch (e.do) {
    case 'damage': {
      const n = amountOf(rt, ctx, e.amount);
      for (const t of select(rt, ctx, e.to)) {
        if (t.idx === undefined) damagePlayer(rt, t.seat, n);
        else damageMerc(rt, t.seat, t.idx, n);
      }
      break;
    }
    case 'heal': {
      const n = amountOf(rt, ctx, e.amount);
      for (const t of select(rt, ctx, e.to)) {
        if (t.idx === undefined)
          pl(rt, t.seat).life = Math.min(20, player(s, t.seat).life + Math.max(0, n));
        else
          own(rt, t.seat, t.idx).damage = Math.max(0, player(s, t.seat).board[t.idx]!.damage - n);
      }
      break;
    }
    case 'buff':
      eachMerc(rt, ctx, e.to, (seat, i) =>
        addBuff(own(rt, seat, i), { attack: e.attack, health: e.health, until: e.until }),
      );
      break;
    case 'grant':
      eachMerc(rt, ctx, e.to, (seat, i) =>
        addBuff(own(rt, seat, i), { attack: 0, health: 0, keyword: e.keyword, until: e.until }),
      );
      break;
    case 'draw':
      requestDraw(rt, e.who === 'controller' ? ctx.controller : other(ctx.controller), e.count);
      break;
    case 'destroy':
    case 'bounce':
    case 'banish': {
      const exit = e.do === 'destroy' ? 'discard' : e.do === 'bounce' ? 'hand' : 'reserve';
      for (const t of select(rt, ctx, e.to))
        if (t.idx !== undefined) removeMerc(rt, t.seat, t.idx, exit);
      break;
    }
    case 'exhaust':
    case 'recover':
      eachMerc(rt, ctx, e.to, (seat, i) => (own(rt, seat, i).exhausted = e.do === 'exhaust'));
      break;
    case 'mana': {
      const p = pl(rt, ctx.controller);
      p.mana = Math.max(0, Math.min(threshold(s), p.mana + e.amount));
      break;
    }
    case 'recruit':
      recruitEffect(rt, ctx, e.discount);
      break;
    case 'counter':
    case 'copy':
      chainEffect(rt, ctx, e.do === 'copy');
      break;
    case 'if':
      if (holds(rt, ctx.controller, e.condition))
        workOf(rt).push({ w: 'fx', ctx, effects: e.then });
      break;
  }
}
