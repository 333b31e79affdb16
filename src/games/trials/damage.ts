/**
 * Damage, healing, HP loss, destruction and falling (rulebook: "Hit Points (HP)", "Fallen",
 * Glossary: "Destroy", "Exile", "Lose (HP)", "Piercing", "Corrosive", "Shielded / Shield
 * Counters"; schema.ts `ward`). Every detachment sends the card to its owner's discard pile and
 * counts as destroyed (digest A5-6).
 */
import type { Rt } from './runtime.ts';
import type { Located } from './stats.ts';
import { allInPlay, defAt, hpOf, idOf, locate, maxHpOf, wardOf } from './stats.ts';
import { fire } from './triggers.ts';
import type { Avatar, TSeat } from './types.ts';
import { playerOf } from './types.ts';

/** How an attack's damage behaves (keywords of the attacking card; rulebook "Glossary"). */
export interface DamageOpts {
  readonly piercing?: boolean;
  readonly corrosive?: boolean;
}

/** What a damage step did: damage marked in all, and the part of it marked on Avatars. */
export interface Dealt {
  readonly total: number;
  readonly toAvatars: number;
}

const NOTHING: Dealt = { total: 0, toAvatars: 0 };

/** Destroys an attached card: detached to its owner's discard pile; its `destroyed` triggers. */
export function destroyAttachment(rt: Rt, l: Located): void {
  if (!l.att) return;
  const i = l.avatar.attachments.findIndex((a) => a.id === l.att!.id);
  if (i < 0) return;
  l.avatar.attachments.splice(i, 1);
  playerOf(rt.s, l.seat).discard.push({ h: l.att.id, id: l.att.card });
  fire(rt, { on: 'destroyed', seat: l.seat, h: l.att.id, card: l.att.card, bearer: l.avatar.id });
}

/** Exiles an attached card (out of the game; not destroyed, so no trigger). */
export function exileAttachment(rt: Rt, l: Located): void {
  if (!l.att) return;
  const i = l.avatar.attachments.findIndex((a) => a.id === l.att!.id);
  if (i < 0) return;
  l.avatar.attachments.splice(i, 1);
  playerOf(rt.s, l.seat).exile.push({ h: l.att.id, id: l.att.card });
}

/**
 * An Avatar falls (rulebook: "Fallen": "detach all of its cards, then flip it to its Fallen side
 * and ready it"): its attachments are destroyed, its damage, shield, counters and boosts go, and
 * the `ally-falls` and `avatar-falls-discard` triggers fire.
 */
export function fall(rt: Rt, seat: TSeat, avatar: Avatar): void {
  for (const att of [...avatar.attachments]) destroyAttachment(rt, { seat, avatar, att });
  avatar.side = 'fallen';
  avatar.exhausted = false;
  avatar.damage = 0;
  avatar.shield = false;
  avatar.counters = { attack: 0, hp: 0 };
  avatar.boost = 0;
  fire(rt, { on: 'ally-falls', seat, fallen: avatar.id });
  fire(rt, { on: 'avatar-falls-discard', fallen: avatar.id });
}

/** Checks a card after damage or HP loss: an attachment at 0 HP is destroyed, an Avatar falls. */
export function checkDeath(rt: Rt, id: string): boolean {
  const l = locate(rt.s, id);
  if (!l) return false;
  const hp = hpOf(rt.db, rt.s, l);
  if (hp === null || hp > 0) return false;
  if (l.att) destroyAttachment(rt, l);
  else if (l.avatar.side === 'front') fall(rt, l.seat, l.avatar);
  else return false;
  return true;
}

/**
 * Destroys every attachment and fells every Avatar at 0 HP or less, whatever brought it there
 * (damage, HP loss, or a lost static HP bonus when its source left play). Returns whether
 * anything died.
 */
export function sweepDeaths(rt: Rt): boolean {
  let any = false;
  for (let again = true; again;) {
    again = false;
    for (const l of allInPlay(rt.s)) {
      const hp = hpOf(rt.db, rt.s, l);
      if (hp !== null && hp <= 0 && checkDeath(rt, idOf(l))) {
        any = again = true;
        break;
      }
    }
  }
  return any;
}

/**
 * Marks `n` damage on the card `id` without checking deaths: ward first, then a shield turns any
 * damage above 0 into 0 and is removed (0 damage keeps it). Returns the damage marked.
 */
function mark(rt: Rt, l: Located, n: number): number {
  n = Math.max(0, n - wardOf(rt.db, rt.s, l));
  const holder = l.att ?? l.avatar;
  if (n > 0 && holder.shield) {
    holder.shield = false;
    return 0;
  }
  holder.damage += n;
  return n;
}

/**
 * Deals `n` damage to the card `id` (no effect on a card with no HP). Piercing sends the excess
 * over the card's HP to its bearer; corrosive destroys Equipment that took damage. Deaths are
 * checked at once.
 */
export function dealDamage(rt: Rt, id: string, n: number, opts: DamageOpts = {}): Dealt {
  const l = locate(rt.s, id);
  if (!l || n < 0) return NOTHING;
  const before = hpOf(rt.db, rt.s, l);
  if (before === null) return NOTHING;
  const marked = mark(rt, l, n);
  let total = marked;
  let toAvatars = l.att ? 0 : marked;
  const excess = marked - Math.max(0, before);
  if (l.att) {
    if (opts.piercing && excess > 0) {
      l.att.damage -= excess;
      total -= excess;
    }
    if (opts.corrosive && marked > 0 && defAt(rt.db, l).kind === 'equipment')
      destroyAttachment(rt, l);
    else checkDeath(rt, idOf(l));
    if (opts.piercing && excess > 0 && l.avatar.side === 'front') {
      const more = dealDamage(rt, l.avatar.id, excess, {});
      total += more.total;
      toAvatars += more.toAvatars;
    }
  } else checkDeath(rt, idOf(l));
  return { total, toAvatars };
}

/** Restores up to `n` HP to the card (never above its maximum; no effect without HP). */
export function restore(rt: Rt, id: string, n: number): void {
  const l = locate(rt.s, id);
  if (!l || maxHpOf(rt.db, rt.s, l) === null || n <= 0) return;
  const holder = l.att ?? l.avatar;
  holder.damage = Math.max(0, holder.damage - n);
}

/** The card loses `n` HP: not damage, so neither shield nor ward stops it (rulebook: "Lose (HP)"). */
export function loseHp(rt: Rt, id: string, n: number): void {
  const l = locate(rt.s, id);
  if (!l || maxHpOf(rt.db, rt.s, l) === null || n <= 0) return;
  (l.att ?? l.avatar).damage += n;
  checkDeath(rt, id);
}
