/**
 * The reference for legalActions (src/games/paragons/legal.ts), as it was before it built actions
 * legal by construction: candidates are generated in groups (one card or one mercenary, its legal
 * placements or targets) and checked with the same checks `apply` runs; a group whose first action
 * passes is taken whole (its other members differ only in targets built legal by construction);
 * otherwise each member is checked. Slow; test/paragons/legal-equivalence.test.ts compares the two.
 */
import type { Slot } from '../../../src/engine/index.ts';
import type { CardDb } from '../../../src/games/paragons/carddb.ts';
import { cardOf, mercOf, recruitPrice } from '../../../src/games/paragons/carddb.ts';
import { BOARD_SIZE, spaceName, surrounding } from '../../../src/games/paragons/board.ts';
import { recruitChoices, specsOf } from '../../../src/games/paragons/resolve.ts';
import { attackable, meleeBlocked } from '../../../src/games/paragons/combat.ts';
import { revealAllowed } from '../../../src/games/paragons/spells.ts';
import { failed, seatOf, windowOf } from '../../../src/games/paragons/gate.ts';
import { checkAction } from '../../../src/games/paragons/rules.ts';
import { abilitiesOf, hasKw, statsOf } from '../../../src/games/paragons/stats.ts';
import { candidates, targetLists } from '../../../src/games/paragons/targets.ts';
import type {
  Action,
  GameState,
  Merc,
  PSeat,
  Space,
  Target,
  VoluntaryAbility,
} from '../../../src/games/paragons/types.ts';
import { other } from '../../../src/games/paragons/types.ts';

function ok(db: CardDb, s: GameState, a: Action): boolean {
  return a.type !== 'random' && !failed(checkAction(db, s, a));
}

function addGroup(db: CardDb, s: GameState, out: Action[], group: readonly Action[]): void {
  if (group.length === 0) return;
  if (ok(db, s, group[0]!)) for (let i = 0; i < group.length; i++) out.push(group[i]!);
  else for (let i = 1; i < group.length; i++) if (ok(db, s, group[i]!)) out.push(group[i]!);
}

/** Adds one action when it passes the checks. */
function addOne(db: CardDb, s: GameState, out: Action[], a: Action): void {
  if (ok(db, s, a)) out.push(a);
}

/** The known slots of `slots`, the first of each card id only (hands are short: no Set needed). */
function distinct(slots: readonly Slot[]): Slot[] {
  const out: Slot[] = [];
  for (let i = 0; i < slots.length; i++) {
    const x = slots[i]!;
    if (x.id !== undefined && firstOf(slots, x.id) === i) out.push(x);
  }
  return out;
}

function firstOf(slots: readonly Slot[], id: string): number {
  for (let i = 0; i < slots.length; i++) if (slots[i]!.id === id) return i;
  return -1;
}

/** The distinct cards of the pool, in pool order. */
function poolCards(pool: readonly string[]): string[] {
  return pool.filter((card, i) => pool.indexOf(card) === i);
}

function placements(s: GameState, seat: PSeat, canBump: boolean): { to: number; bump?: number }[] {
  const b = s.players[seat].board;
  const out: { to: number; bump?: number }[] = [];
  for (let i = 0; i < BOARD_SIZE; i++) {
    if (!b[i]) out.push({ to: i });
    else if (canBump) for (const j of surrounding(i)) if (!b[j]) out.push({ to: i, bump: j });
  }
  return out;
}

/** The `play` actions of hand card `card` in slot `slot`, one per placement (see placements). */
function plays(s: GameState, seat: PSeat, card: string, slot: string): Action[] {
  const b = s.players[seat].board;
  const out: Action[] = [];
  for (let i = 0; i < BOARD_SIZE; i++) {
    const to = spaceName(i);
    if (!b[i]) out.push({ type: 'play', player: seat, card, slot, to });
    else
      for (const j of surrounding(i))
        if (!b[j]) out.push({ type: 'play', player: seat, card, slot, to, bump: spaceName(j) });
  }
  return out;
}

function handActions(db: CardDb, s: GameState, seat: PSeat, own: boolean, out: Action[]): void {
  const p = s.players[seat];
  for (const x of distinct(p.hand)) {
    const def = cardOf(db, x.id!);
    if (!def || def.cost > p.mana) continue;
    if (def.kind === 'mercenary' && own) addGroup(db, s, out, plays(s, seat, def.id, x.h));
    if (def.kind === 'spell' && !def.hidden) {
      const lists = targetLists(db, s, seat, def.targets);
      addGroup(
        db,
        s,
        out,
        lists.map((t) => ({ type: 'spell', player: seat, card: def.id, slot: x.h, targets: t })),
      );
    }
    if (def.hidden && own)
      addOne(db, s, out, { type: 'hide', player: seat, card: def.id, slot: x.h, cost: def.cost });
  }
  for (const x of distinct(p.hidden)) {
    const def = cardOf(db, x.id!);
    if (!def || !revealAllowed(s, seat, def.hidden?.reveal ?? 'any')) continue;
    const lists: Target[][] =
      def.kind === 'mercenary'
        ? placements(s, seat, false).map((pl) => [{ player: seat, space: spaceName(pl.to) }])
        : targetLists(db, s, seat, def.targets);
    addGroup(
      db,
      s,
      out,
      lists.map((t) => ({ type: 'reveal', player: seat, card: def.id, slot: x.h, targets: t })),
    );
  }
}

/** The `attack` actions of the mercenary at `space` (keyword bits `kw`): the player first. */
function attacks(s: GameState, seat: PSeat, space: Space, kw: number): Action[] {
  const foe = other(seat);
  const out: Action[] = [
    { type: 'attack', player: seat, attacker: space, target: { player: foe } },
  ];
  for (let i = 0; i < BOARD_SIZE; i++)
    if (attackable(s, kw, foe, i)) {
      const target = { player: foe, space: spaceName(i) };
      out.push({ type: 'attack', player: seat, attacker: space, target });
    }
  return out;
}

/*
 * Pre-checks: conditions that `apply` checks before an action's targets, so that a candidate group
 * failing one of them would fail whole, member by member. They prune such groups (same result).
 */

/** Whether the mercenary at `idx` may attack at all (attack.ts: attackerError). */
function mayAttack(db: CardDb, s: GameState, seat: PSeat, idx: number): boolean {
  const m = s.players[seat].board[idx]!;
  return !m.summoned && !m.attacked && !m.cast && !m.exhausted && !meleeBlocked(db, s, seat, idx);
}

/** Whether `m` may use its caster ability now (spells.ts: checkCast). */
function mayCast(db: CardDb, s: GameState, seat: PSeat, m: Merc): boolean {
  return (
    mercOf(db, m.card).combat === 'caster' &&
    s.turn === seat &&
    !m.summoned &&
    !m.attacked &&
    !m.exhausted
  );
}

/** Whether `m` may use Voluntary Ability `ab` now, whatever its targets (spells.ts: checkAbility). */
function mayUse(s: GameState, seat: PSeat, m: Merc, ab: VoluntaryAbility): boolean {
  if (!ab.anytime && (s.turn !== seat || m.summoned)) return false;
  if (ab.exhaust && m.exhausted) return false;
  return ab.mana <= s.players[seat].mana;
}

function boardActions(db: CardDb, s: GameState, seat: PSeat, own: boolean, out: Action[]): void {
  const b = s.players[seat].board;
  for (let i = 0; i < BOARD_SIZE; i++) {
    const m = b[i];
    if (!m) continue;
    const space = spaceName(i);
    if (own && mayAttack(db, s, seat, i))
      addGroup(db, s, out, attacks(s, seat, space, statsOf(db, s, seat, i).kw));
    if (own && !m.summoned && !m.garrisoned && hasKw(db, s, seat, i, 'garrison'))
      addOne(db, s, out, { type: 'garrison', player: seat, space });
    if (mayCast(db, s, seat, m)) {
      const targets = candidates(db, s, seat, { kind: 'mercenary', side: 'any' });
      addGroup(
        db,
        s,
        out,
        targets.map((t) => ({ type: 'cast', player: seat, caster: space, target: t })),
      );
    }
    const abilities = abilitiesOf(db, s, seat, i);
    for (let k = 0; k < abilities.length; k++) {
      const ab = abilities[k]!;
      if (ab.type !== 'voluntary' || !mayUse(s, seat, m, ab)) continue;
      if (ab.oncePerTurn === true && m.used.includes(k)) continue;
      const lists = targetLists(db, s, seat, ab.targets);
      addGroup(
        db,
        s,
        out,
        lists.map((t) => ({ type: 'ability', player: seat, source: space, index: k, targets: t })),
      );
    }
  }
}

function subsets(slots: readonly Slot[]): string[][] {
  if (slots.length > 6) return [[], slots.map((x) => x.h)];
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << slots.length; mask++)
    out.push(slots.filter((_, i) => (mask >> i) & 1).map((x) => x.h));
  return out;
}

function choiceActions(db: CardDb, s: GameState, seat: PSeat, window: string): Action[] {
  const out: Action[] = [];
  const pend = s.pending;
  if (window === 'mulligan') {
    const hand = s.players[seat].hand;
    for (const slots of subsets(hand))
      out.push({
        type: 'mulligan',
        player: seat,
        slots,
        cards: slots.map((h) => hand.find((x) => x.h === h)!.id!).filter((x) => x !== undefined),
      });
    return out;
  }
  if (pend?.p === 'defend') {
    out.push({ type: 'defend', player: seat, defender: null });
    for (const i of pend.options)
      out.push({ type: 'defend', player: seat, defender: spaceName(i) });
    return out;
  }
  if (pend?.p === 'retarget') {
    out.push({ type: 'pass', player: seat });
    const it = s.chain.find((x) => x.id === pend.item)!;
    const lists: Target[][] = [];
    if (it.body.kind === 'mercenary') {
      for (const pl of placements(s, seat, !it.revealed)) {
        const a: Action = {
          type: 'retarget',
          player: seat,
          targets: [{ player: seat, space: spaceName(pl.to) }],
        };
        out.push(pl.bump === undefined ? a : { ...a, bump: spaceName(pl.bump) });
      }
    } else if (it.body.kind === 'recruit') {
      for (const card of recruitChoices(db, s, it.body.price)) lists.push([{ player: seat, card }]);
    } else if (it.body.kind === 'attack') {
      for (let i = -1; i < BOARD_SIZE; i++)
        lists.push([
          i < 0 ? { player: other(seat) } : { player: other(seat), space: spaceName(i) },
        ]);
    } else if (it.body.kind === 'defend') {
      for (let i = 0; i < BOARD_SIZE; i++) lists.push([{ player: seat, space: spaceName(i) }]);
    } else {
      lists.push(...targetLists(db, s, seat, specsOf(db, it)));
    }
    for (const t of lists) out.push({ type: 'retarget', player: seat, targets: t });
  }
  return out;
}

/** Every action `seat` may take now (empty when the state does not wait on `seat`). */
export function referenceLegalActions(db: CardDb, s: GameState, seat: PSeat): Action[] {
  if (s.winner !== null || s.phase === 'over' || s.pending?.p === 'random') return [];
  if (seatOf(s) !== seat) return [];
  const window = windowOf(s);
  if (window === 'main' || window === 'priority') {
    const main = window === 'main';
    const out: Action[] = [
      main ? { type: 'endTurn', player: seat } : { type: 'pass', player: seat },
    ];
    const own = s.turn === seat;
    handActions(db, s, seat, own, out);
    boardActions(db, s, seat, own, out);
    if (own)
      for (const card of poolCards(s.pool)) {
        const def = cardOf(db, card);
        if (def && recruitPrice(def) <= s.players[seat].mana)
          addOne(db, s, out, { type: 'recruit', player: seat, card });
      }
    return out;
  }
  return choiceActions(db, s, seat, window).filter((a) => ok(db, s, a));
}
