/**
 * Where a card in play is, and its stats as they are now: printed values plus counters, round
 * boosts, Power of attachments and the statics of every card in play (rulebook: "Attack", "Hit
 * Points", "Power", "Implied Stats", "Fallen"; schema.ts `Static`).
 */
import type { CardDb } from './carddb.ts';
import { cardDef, defOf, effectsOf, sideOf, staticsOf } from './carddb.ts';
import type { CardDef, Keyword, Static, Subtype } from './cards/schema.ts';
import type { Attachment, Avatar, PublicCard, TrialsState, TSeat } from './types.ts';
import { other, playerOf, SEATS } from './types.ts';

/** A card in play: its controller, its Avatar (the card itself or its bearer) and the attachment. */
export interface Located {
  readonly seat: TSeat;
  readonly avatar: Avatar;
  /** Null when the card is the Avatar itself. */
  readonly att: Attachment | null;
}

/** The instance id of a located card. */
export function idOf(l: Located): string {
  return l.att ? l.att.id : l.avatar.id;
}

/** The card id of a located card. */
export function cardOf(l: Located): string {
  return l.att ? l.att.card : l.avatar.card;
}

/** Every card in play, seat A first, each Avatar followed by its attachments. */
export function allInPlay(s: TrialsState): Located[] {
  const out: Located[] = [];
  for (const seat of SEATS)
    for (const avatar of playerOf(s, seat).avatars) {
      out.push({ seat, avatar, att: null });
      for (const att of avatar.attachments) out.push({ seat, avatar, att });
    }
  return out;
}

/** The card in play with this instance id, or null. */
export function locate(s: TrialsState, id: string): Located | null {
  for (const seat of SEATS)
    for (const avatar of playerOf(s, seat).avatars) {
      if (avatar.id === id) return { seat, avatar, att: null };
      for (const att of avatar.attachments) if (att.id === id) return { seat, avatar, att };
    }
  return null;
}

/** The definition of a located card. */
export function defAt(db: CardDb, l: Located): CardDef {
  return defOf(db, cardOf(l));
}

/** The partner of `avatar` (its controller's other Avatar). */
export function partnerOf(s: TrialsState, seat: TSeat, avatar: Avatar): Avatar {
  const [a0, a1] = playerOf(s, seat).avatars;
  return a0.id === avatar.id ? a1 : a0;
}

/** A static of a card in play, with where it comes from. */
interface StaticAt {
  readonly from: Located;
  readonly st: Static;
}

/** Every static of the cards in play, in board order ({@link allInPlay}), each with its card. */
function staticsInPlay(db: CardDb, s: TrialsState): StaticAt[] {
  const out: StaticAt[] = [];
  for (const seat of SEATS)
    for (const avatar of playerOf(s, seat).avatars) {
      const own = staticsOf(defOf(db, avatar.card), avatar.side);
      if (own.length > 0) {
        const from: Located = { seat, avatar, att: null };
        for (const st of own) out.push({ from, st });
      }
      for (const att of avatar.attachments) {
        const its = staticsOf(defOf(db, att.card));
        if (its.length === 0) continue;
        const from: Located = { seat, avatar, att };
        for (const st of its) out.push({ from, st });
      }
    }
  return out;
}

/** True when a `stats`/`keyword` static's `to` reaches the Avatar `target` (of `seat`). */
function reachesAvatar(
  from: Located,
  to: 'bearer' | 'other-avatar' | 'all-own-avatars' | 'all-enemy-avatars',
  seat: TSeat,
  target: Avatar,
): boolean {
  switch (to) {
    case 'bearer':
      return from.seat === seat && from.avatar.id === target.id;
    case 'other-avatar':
      return from.seat === seat && from.avatar.id !== target.id;
    case 'all-own-avatars':
      return from.seat === seat;
    case 'all-enemy-avatars':
      return from.seat === other(seat);
  }
}

/** True when a card printing `power` (and so never attacking: rulebook "Power"). */
export function hasPower(def: CardDef): boolean {
  return def.kind !== 'avatar' && def.power !== undefined;
}

/** The Power a card adds to its bearer (0 without). */
export function powerOf(def: CardDef): number {
  return def.kind !== 'avatar' ? (def.power ?? 0) : 0;
}

/**
 * The card's Attack now (floor 0). An Avatar: its up side's Attack, counters, boosts, the Power of
 * its attachments and `stats` statics. An attachment: printed Attack, counters and boosts; a card
 * with Power has Attack 0 (digest A5-12).
 */
export function attackOf(db: CardDb, s: TrialsState, l: Located): number {
  const def = defAt(db, l);
  if (l.att) {
    if (hasPower(def) || def.kind === 'avatar') return 0;
    return Math.max(0, (def.attack ?? 0) + l.att.counters.attack + l.att.boost);
  }
  let n = sideOf(def, l.avatar.side)!.attack + l.avatar.counters.attack + l.avatar.boost;
  for (const att of l.avatar.attachments) n += powerOf(defOf(db, att.card));
  for (const { from, st } of staticsInPlay(db, s))
    if (st.mod === 'stats' && reachesAvatar(from, st.to, l.seat, l.avatar)) n += st.attack ?? 0;
  return Math.max(0, n);
}

/**
 * The card's maximum HP now, or null when it has no HP (rulebook: "Implied Stats": no printed HP
 * is 0, and such a card is no target for attacks, damage or healing; a Fallen side without HP).
 */
export function maxHpOf(db: CardDb, s: TrialsState, l: Located): number | null {
  const def = defAt(db, l);
  if (l.att) {
    const printed = def.kind === 'avatar' ? undefined : def.hp;
    if (printed === undefined || printed <= 0) return null;
    return printed + l.att.counters.hp;
  }
  const printed = sideOf(def, l.avatar.side)!.hp;
  if (printed === undefined || printed <= 0) return null;
  let n = printed + l.avatar.counters.hp;
  for (const { from, st } of staticsInPlay(db, s))
    if (st.mod === 'stats' && reachesAvatar(from, st.to, l.seat, l.avatar)) n += st.hp ?? 0;
  return n;
}

/** The card's HP left now (null: no HP). */
export function hpOf(db: CardDb, s: TrialsState, l: Located): number | null {
  const max = maxHpOf(db, s, l);
  return max === null ? null : max - (l.att ? l.att.damage : l.avatar.damage);
}

/** The card's keywords now: printed (the up side of an Avatar) and granted by statics. */
export function keywordsOf(db: CardDb, s: TrialsState, l: Located): Keyword[] {
  const def = defAt(db, l);
  const out = new Set<Keyword>(
    def.kind === 'avatar' ? sideOf(def, l.avatar.side)!.keywords : def.keywords,
  );
  if (!l.att)
    for (const { from, st } of staticsInPlay(db, s))
      if (st.mod === 'keyword' && reachesAvatar(from, st.to, l.seat, l.avatar)) out.add(st.keyword);
  return [...out];
}

/** True when the card has `kw` now (among {@link keywordsOf}). */
export function hasKeyword(db: CardDb, s: TrialsState, l: Located, kw: Keyword): boolean {
  const def = defAt(db, l);
  const printed = def.kind === 'avatar' ? sideOf(def, l.avatar.side)!.keywords : def.keywords;
  if (printed.includes(kw)) return true;
  if (l.att) return false;
  for (const { from, st } of staticsInPlay(db, s))
    if (st.mod === 'keyword' && st.keyword === kw && reachesAvatar(from, st.to, l.seat, l.avatar))
      return true;
  return false;
}

/** Stealthy: the card's own keyword, or its Avatar's (rulebook: "If your Avatar is stealthy, so are all of its attached cards"). */
export function isStealthy(db: CardDb, s: TrialsState, l: Located): boolean {
  if (hasKeyword(db, s, l, 'stealthy')) return true;
  return l.att !== null && hasKeyword(db, s, { ...l, att: null }, 'stealthy');
}

/** How much damage dealt to the card is reduced by (schema.ts `ward`). */
export function wardOf(db: CardDb, s: TrialsState, l: Located): number {
  let n = 0;
  for (const { from, st } of staticsInPlay(db, s)) {
    if (st.mod !== 'ward') continue;
    if (st.to === 'self' && idOf(from) === idOf(l)) n += st.n;
    if (st.to === 'bearer' && !l.att && from.seat === l.seat && from.avatar.id === l.avatar.id)
      n += st.n;
  }
  return n;
}

/** The energy `def` costs played onto `avatar`: printed cost less the bearer's `discount` statics. */
export function costOn(db: CardDb, seat: TSeat, avatar: Avatar, def: CardDef): number {
  if (def.kind === 'avatar') return 0;
  let off = 0;
  const sources: Located[] = [{ seat, avatar, att: null }];
  for (const att of avatar.attachments) sources.push({ seat, avatar, att });
  for (const from of sources)
    for (const e of effectsOf(defAt(db, from), from.att ? 'front' : avatar.side))
      if ('static' in e && e.static.mod === 'discount')
        if (e.static.subtype === undefined || def.subtypes.includes(e.static.subtype))
          off += e.static.n;
  return Math.max(0, def.cost - off);
}

/** The subtypes whose `first-ready` static applies to attachments of `avatar`. */
export function firstReadySubtypes(db: CardDb, avatar: Avatar): Subtype[] {
  const out: Subtype[] = [];
  const defs = [{ def: defOf(db, avatar.card), side: avatar.side }];
  for (const att of avatar.attachments) defs.push({ def: defOf(db, att.card), side: 'front' });
  for (const { def, side } of defs)
    for (const e of effectsOf(def, side))
      if ('static' in e && e.static.mod === 'first-ready') out.push(e.static.subtype);
  return out;
}

/** True when both of `seat`'s Avatars are Fallen (digest A5-1: defeated). */
export function bothFallen(s: TrialsState, seat: TSeat): boolean {
  return playerOf(s, seat).avatars.every((a) => a.side === 'fallen');
}

/** The ignite cards of `seat`'s discard pile, oldest first (Glossary: "Ignite"). */
export function igniteCards(db: CardDb, s: TrialsState, seat: TSeat): PublicCard[] {
  return playerOf(s, seat).discard.filter((c) => {
    const d = cardDef(db, c.id);
    return d !== undefined && d.kind !== 'avatar' && d.keywords.includes('ignite');
  });
}
