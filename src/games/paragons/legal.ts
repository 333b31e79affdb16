/**
 * Every legal action of a seat (engine contract: `legalActions`): the choices the rulebook gives
 * in "Options During Your Turn" (play, attack, cast, recruit, hide, Garrison, end the turn), in a
 * reaction window ("Notes on Order of Operations": respond with a spell, ability or reveal, or
 * pass), in a defend window ("Options" 2) and at the mulligan ("Starting Play").
 *
 * In main and priority windows, and for defend and mulligan choices, actions are built legal by
 * construction: each family below tests up front exactly the conditions its rules check tests
 * (play.ts, attack.ts, spells.ts), and its placements and targets are the ones that check accepts,
 * so no candidate is built and thrown away (only the rare retarget choices are filtered through the
 * checks). test/paragons/legal-equivalence.test.ts holds this to the candidate-and-check
 * enumeration it replaced (test/paragons/helpers/reference-legal.ts) over random matches and rules
 * scenarios, in every view.
 * Actions name hand and Hidden cards by slot as well as by id, and `hide` carries its public cost.
 */
import type { Slot } from '../../engine/index.ts';
import type { CombatType } from './cards/schema.ts';
import type { CardDb, MercInfo, VoluntaryInfo } from './carddb.ts';
import { cardInfo, mercInfo } from './carddb.ts';
import { across, BOARD_SIZE, isFront, spaceName, surrounding } from './board.ts';
import { recruitChoices, specsOf } from './resolve.ts';
import { revealAllowed } from './spells.ts';
import { failed, seatOf, windowOf } from './gate.ts';
import type { Enum } from './legal-targets.ts';
import { candidatesOf, enumFor, hasPrintedKwAt, targetListsOf } from './legal-targets.ts';
import { checkAction } from './rules.ts';
import { KW } from './stats.ts';
import { targetLists } from './targets.ts';
import type { Action, GameState, Merc, PSeat, Space, Target } from './types.ts';
import { other, player } from './types.ts';

/** Whether slot `i` holds a known card whose id no earlier slot holds (hands are short). */
function firstKnown(slots: readonly Slot[], i: number): boolean {
  const id = slots[i]!.id;
  if (id === undefined) return false;
  for (let j = 0; j < i; j++) if (slots[j]!.id === id) return false;
  return true;
}

/** The `play` actions of hand card `card` in slot `slot`: every empty space, or bumping. */
function plays(s: GameState, seat: PSeat, card: string, slot: string, out: Action[]): void {
  const b = player(s, seat).board;
  for (let i = 0; i < BOARD_SIZE; i++) {
    const to = spaceName(i);
    if (!b[i]) out.push({ type: 'play', player: seat, card, slot, to });
    else
      for (const j of surrounding(i))
        if (!b[j]) out.push({ type: 'play', player: seat, card, slot, to, bump: spaceName(j) });
  }
}

/**
 * Spells from hand, and on the seat's own turn (`own`: its main window or a reaction window of its
 * turn) playing and hiding cards (checkSpell, checkPlay, checkHide; gate.ts: accepts).
 */
function handActions(e: Enum, own: boolean, out: Action[]): void {
  const { db, s, seat } = e;
  const p = player(s, seat);
  if (p.mana < db.minCost) return;
  const hand = p.hand;
  for (let i = 0; i < hand.length; i++) {
    if (!firstKnown(hand, i)) continue;
    const h = hand[i]!.h;
    const def = cardInfo(db, hand[i]!.id!);
    if (!def || def.cost > p.mana) continue;
    if (def.merc && own) plays(s, seat, def.id, h, out);
    if (!def.merc && !def.hidden) {
      const lists = targetListsOf(e, seat, def.targets);
      for (const t of lists)
        out.push({ type: 'spell', player: seat, card: def.id, slot: h, targets: t });
    }
    if (def.hidden && own)
      out.push({ type: 'hide', player: seat, card: def.id, slot: h, cost: def.cost });
  }
}

/** Revealing Hidden cards (checkReveal): a mercenary names an empty ally space. */
function revealActions(e: Enum, out: Action[]): void {
  const { db, s, seat } = e;
  const hidden = player(s, seat).hidden;
  for (let i = 0; i < hidden.length; i++) {
    if (!firstKnown(hidden, i)) continue;
    const def = cardInfo(db, hidden[i]!.id!);
    if (!def || !revealAllowed(s, seat, def.reveal)) continue;
    const slot = hidden[i]!.h;
    if (def.merc) {
      const b = player(s, seat).board;
      for (let j = 0; j < BOARD_SIZE; j++)
        if (!b[j]) {
          const targets = [{ player: seat, space: spaceName(j) }];
          out.push({ type: 'reveal', player: seat, card: def.id, slot, targets });
        }
      continue;
    }
    for (const t of targetListsOf(e, seat, def.targets))
      out.push({ type: 'reveal', player: seat, card: def.id, slot, targets: t });
  }
}

/** Whether some mercenary of `board` stands behind an ally (only Reach attacks it). */
function hidesBehind(board: readonly (Merc | null)[]): boolean {
  for (let i = 4; i < BOARD_SIZE; i++)
    if (board[i] !== null && board[across(i)] !== null) return true;
  return false;
}

/**
 * The `attack` actions of the mercenary at `space` (index `idx`, printed keyword bits `kw`; attackAim, combat.ts: attackable):
 * the player first, then every enemy mercenary it can reach (Reach matters only when one hides).
 */
function attacks(e: Enum, space: Space, idx: number, kw: number, out: Action[]): void {
  const seat = e.seat;
  const foe = other(seat);
  const b = player(e.s, foe).board;
  const reach = hidesBehind(b) && hasPrintedKwAt(e, seat, idx, KW.reach, kw);
  out.push({ type: 'attack', player: seat, attacker: space, target: { player: foe } });
  for (let i = 0; i < BOARD_SIZE; i++)
    if (b[i] !== null && (reach || isFront(i) || b[across(i)] === null)) {
      const target = { player: foe, space: spaceName(i) };
      out.push({ type: 'attack', player: seat, attacker: space, target });
    }
}

/**
 * Whether `m`, a `combat` mercenary at `idx` of `board`, may attack (attack.ts: attackerError; a
 * melee mercenary in the back line behind an ally is blocked, combat.ts: meleeBlocked).
 */
function mayAttack(
  board: readonly (Merc | null)[],
  m: Merc,
  idx: number,
  combat: CombatType,
): boolean {
  if (m.summoned || m.attacked || m.cast || m.exhausted) return false;
  return combat !== 'melee' || isFront(idx) || board[across(idx)] === null;
}

/** Whether `m` (a `combat` mercenary) may use its caster ability now (spells.ts: checkCast). */
function mayCast(s: GameState, seat: PSeat, m: Merc, combat: CombatType): boolean {
  return combat === 'caster' && s.turn === seat && !m.summoned && !m.attacked && !m.exhausted;
}

/** Whether `m` may use Voluntary Ability `ab` now, whatever its targets (spells.ts: checkAbility). */
function mayUse(s: GameState, seat: PSeat, m: Merc, ab: VoluntaryInfo): boolean {
  if (!ab.anytime && (s.turn !== seat || m.summoned)) return false;
  if (ab.exhaust && m.exhausted) return false;
  return ab.mana <= player(s, seat).mana;
}

/** Whether the mercenary at `idx`, with printed keyword bits `kw`, may Garrison now (checkGarrison). */
function mayGarrison(e: Enum, idx: number, m: Merc, cost: number, kw: number): boolean {
  if (m.summoned || m.garrisoned || cost > player(e.s, e.seat).mana) return false;
  return hasPrintedKwAt(e, e.seat, idx, KW.garrison, kw);
}

/**
 * The `ability` actions of the Voluntary Abilities `vols` of the mercenary `m` at `space`, whose
 * indices in its abilities list (stats.ts: abilitiesOf) start at `base`.
 */
function abilities(
  e: Enum,
  m: Merc,
  space: Space,
  vols: readonly VoluntaryInfo[],
  base: number,
  out: Action[],
): void {
  const { s, seat } = e;
  for (let v = 0; v < vols.length; v++) {
    const ab = vols[v]!;
    const index = base + ab.index;
    if (!mayUse(s, seat, m, ab) || (ab.once && m.used.includes(index))) continue;
    for (const t of targetListsOf(e, seat, ab.targets))
      out.push({ type: 'ability', player: seat, source: space, index, targets: t });
  }
}

/**
 * The `ability` actions of the mercenary `m` at `idx`: its card's Voluntary Abilities, then its
 * Imbuements' granted ones, then its space's (the order of stats.ts: abilitiesOf).
 */
function abilityActions(e: Enum, info: MercInfo, m: Merc, idx: number, out: Action[]): void {
  const space = spaceName(idx);
  abilities(e, m, space, info.voluntaries, 0, out);
  let base = info.abilities.length;
  const imb = m.imbuements;
  for (let i = 0; i < imb.length; i++) {
    const g = cardInfo(e.db, imb[i]!.card)?.grants;
    if (!g) continue;
    abilities(e, m, space, g.voluntaries, base, out);
    base += g.abilities.length;
  }
  const ench = player(e.s, e.seat).enchantments[idx];
  const g = ench ? cardInfo(e.db, ench.card)?.grants : undefined;
  if (g) abilities(e, m, space, g.voluntaries, base, out);
}

/**
 * Attacks and Garrison (on the seat's own turn, `own`), caster abilities and Voluntary Abilities of
 * the seat's mercenaries. Off its own turn a seat has only its `anytime` abilities (checkCast and
 * checkAbility), so with less mana than the cheapest of them in the card set it has nothing here.
 */
function boardActions(e: Enum, own: boolean, out: Action[]): void {
  const { db, s, seat } = e;
  if (!own && player(s, seat).mana < db.anytimeMana) return;
  const b = player(s, seat).board;
  for (let i = 0; i < BOARD_SIZE; i++) {
    const m = b[i];
    if (!m) continue;
    const space = spaceName(i);
    const info = mercInfo(db, m.card);
    if (own && mayAttack(b, m, i, info.combat)) attacks(e, space, i, info.kw, out);
    if (own && mayGarrison(e, i, m, info.cost, info.kw))
      out.push({ type: 'garrison', player: seat, space });
    if (mayCast(s, seat, m, info.combat))
      for (const target of candidatesOf(e, seat, { kind: 'mercenary', side: 'any' }))
        out.push({ type: 'cast', player: seat, caster: space, target });
    if (info.voluntary || m.imbuements.length !== 0 || player(s, seat).enchantments[i])
      abilityActions(e, info, m, i, out);
  }
}

/** The lowest Recruit price (carddb.ts: recruitPrice). */
const MIN_PRICE = 2;

/** Recruiting each distinct pool card the seat can afford, in pool order (checkRecruit). */
function recruitActions(e: Enum, out: Action[]): void {
  const pool = e.s.pool;
  const mana = player(e.s, e.seat).mana;
  if (mana < MIN_PRICE) return;
  for (let i = 0; i < pool.length; i++) {
    const card = pool[i]!;
    if (pool.indexOf(card) !== i) continue;
    const def = cardInfo(e.db, card);
    if (def && def.price <= mana) out.push({ type: 'recruit', player: e.seat, card });
  }
}

/**
 * The mulligan choices (checkMulligan accepts each): every subset of the hand by slot (subset
 * `mask` holds slot i when bit i is set), or with more than 6 cards only none and all; `cards`
 * names the known ones.
 */
function mulligans(s: GameState, seat: PSeat): Action[] {
  const hand = player(s, seat).hand;
  const out: Action[] = [];
  if (hand.length > 6) {
    out.push(mulligan(seat, hand, 0), mulligan(seat, hand, -1));
    return out;
  }
  for (let mask = 0; mask < 1 << hand.length; mask++) out.push(mulligan(seat, hand, mask));
  return out;
}

/** The mulligan setting aside the slots of `hand` whose bits are set in `mask` (-1: all). */
function mulligan(seat: PSeat, hand: readonly Slot[], mask: number): Action {
  const slots: string[] = [];
  const cards: string[] = [];
  for (let i = 0; i < hand.length; i++) {
    if (((mask >> i) & 1) === 0) continue;
    slots.push(hand[i]!.h);
    if (hand[i]!.id !== undefined) cards.push(hand[i]!.id!);
  }
  return { type: 'mulligan', player: seat, slots, cards };
}

/** The defend choices (checkDefend): none, or an unexhausted mercenary among the options. */
function defends(s: GameState, seat: PSeat, options: readonly number[]): Action[] {
  const out: Action[] = [{ type: 'defend', player: seat, defender: null }];
  const b = player(s, seat).board;
  for (const i of options) {
    const m = b[i];
    if (m && !m.exhausted) out.push({ type: 'defend', player: seat, defender: spaceName(i) });
  }
  return out;
}

/** The retarget choices (candidates, filtered by checkRetarget: a rare window). */
function retargets(db: CardDb, s: GameState, seat: PSeat, item: number): Action[] {
  const out: Action[] = [{ type: 'pass', player: seat }];
  const it = s.chain.find((x) => x.id === item)!;
  const lists: Target[][] = [];
  if (it.body.kind === 'mercenary') {
    const b = player(s, seat).board;
    for (let i = 0; i < BOARD_SIZE; i++) {
      const targets = [{ player: seat, space: spaceName(i) }];
      if (!b[i]) out.push({ type: 'retarget', player: seat, targets });
      else if (!it.revealed)
        for (const j of surrounding(i))
          if (!b[j])
            out.push({
              type: 'retarget',
              player: seat,
              targets: [{ player: seat, space: spaceName(i) }],
              bump: spaceName(j),
            });
    }
  } else if (it.body.kind === 'recruit') {
    for (const card of recruitChoices(db, s, it.body.price)) lists.push([{ player: seat, card }]);
  } else if (it.body.kind === 'attack') {
    for (let i = -1; i < BOARD_SIZE; i++)
      lists.push([i < 0 ? { player: other(seat) } : { player: other(seat), space: spaceName(i) }]);
  } else if (it.body.kind === 'defend') {
    for (let i = 0; i < BOARD_SIZE; i++) lists.push([{ player: seat, space: spaceName(i) }]);
  } else {
    lists.push(...targetLists(db, s, seat, specsOf(db, it)));
  }
  for (const t of lists) out.push({ type: 'retarget', player: seat, targets: t });
  return out.filter(
    (a) => a.type === 'pass' || (a.type !== 'random' && !failed(checkAction(db, s, a))),
  );
}

/** Every action `seat` may take now (empty when the state does not wait on `seat`). */
export function legalActions(db: CardDb, s: GameState, seat: PSeat): Action[] {
  if (s.winner !== null || s.phase === 'over' || s.pending?.p === 'random') return [];
  if (seatOf(s) !== seat) return [];
  const window = windowOf(s);
  if (window === 'main' || window === 'priority') {
    const main = window === 'main';
    const out: Action[] = [
      main ? { type: 'endTurn', player: seat } : { type: 'pass', player: seat },
    ];
    const e = enumFor(db, s, seat);
    const own = s.turn === seat;
    handActions(e, own, out);
    revealActions(e, out);
    boardActions(e, own, out);
    if (own) recruitActions(e, out);
    return out;
  }
  const pend = s.pending;
  if (window === 'mulligan') return mulligans(s, seat);
  if (pend?.p === 'defend') return defends(s, seat, pend.options);
  if (pend?.p === 'retarget') return retargets(db, s, seat, pend.item);
  return [];
}
