/**
 * Resolving one chain item (rulebook: "Notes on Order of Operations"; "Options During Your Turn";
 * Notes on Spell Types). Each item is re-checked first: still legal, it resolves; otherwise its
 * controller may retarget (docs/rules/paragons.md, 7) or it is rescinded.
 */
import type { TargetSpec } from './cards/schema.ts';
import { cardOf, recruitPrice, spellOf } from './carddb.ts';
import { isSurrounding, spaceName, surrounding } from './board.ts';
import { attackable, castDamage, defenders, exchange, exposed, meleeBlocked } from './combat.ts';
import { takeFromPool } from './effects.ts';
import { rescind } from './rescind.ts';
import type { Rt } from './runtime.ts';
import {
  boardOf,
  chainOf,
  claim,
  discardOf,
  enchantmentsOf,
  findUid,
  hiddenOf,
  newMerc,
  own,
  pl,
  workOf,
} from './runtime.ts';
import { slotHandle } from '../../engine/index.ts';
import { abilitiesOf, hasKw, TRIGGER, triggersOf } from './stats.ts';
import { aimStillLegal, targetLists } from './targets.ts';
import type { Aim, ChainItem, EffectCtx, GameState, PSeat } from './types.ts';
import { other, player } from './types.ts';
import type { CardDb } from './carddb.ts';

/** What happens to an item about to resolve. */
export type Check = 'ok' | 'retarget' | 'rescind';

/** The target specs an item chose against (spells, abilities, casts, reveals of mercenaries). */
export function specsOf(db: CardDb, it: ChainItem): readonly TargetSpec[] {
  const b = it.body;
  if (b.kind === 'spell') return spellOf(db, b.card).targets;
  if (b.kind === 'ability') return b.ability.targets;
  if (b.kind === 'cast') return [{ kind: 'mercenary', side: 'any' }];
  return [];
}

/** Whether a mercenary entering at `to` (bumping to `bump`) is possible now. */
export function placeable(
  s: GameState,
  seat: PSeat,
  to: number,
  bump: number | undefined,
  canBump: boolean,
): boolean {
  const b = player(s, seat).board;
  if (!b[to]) return true;
  return canBump && bump !== undefined && isSurrounding(to, bump) && !b[bump];
}

function anyPlacement(s: GameState, seat: PSeat, canBump: boolean): boolean {
  const b = player(s, seat).board;
  return b.some((m, i) => !m || (canBump && surrounding(i).some((j) => !b[j])));
}

/** Pool cards a Recruit that paid `price` may take instead (docs/rules/paragons.md, 7). */
export function recruitChoices(db: CardDb, s: GameState, price: number): string[] {
  return [...new Set(s.pool)].filter((id) => {
    const c = cardOf(db, id);
    return c !== undefined && recruitPrice(c) <= price;
  });
}

/** Legal attack targets for the attacker with keyword bits `kw` against `foe`. */
export function attackTargets(s: GameState, kw: number, foe: PSeat): Aim[] {
  const out: Aim[] = [{ player: foe }];
  const b = player(s, foe).board;
  for (let i = 0; i < b.length; i++)
    if (attackable(s, kw, foe, i)) out.push({ player: foe, idx: i, uid: b[i]!.uid });
  return out;
}

function checkAttack(rt: Rt, it: ChainItem): Check {
  const b = it.body;
  if (b.kind !== 'attack') return 'ok';
  const ai = findUid(rt.s, it.controller, b.attacker);
  if (ai < 0 || meleeBlocked(rt.db, rt.s, it.controller, ai)) return 'rescind';
  const t = b.target;
  if (t.uid === undefined) return 'ok';
  const ti = findUid(rt.s, t.player, t.uid);
  // combat.ts: attackable, with the attacker's keywords summed only when the target is not exposed.
  if (ti >= 0 && (exposed(rt.s, t.player, ti) || hasKw(rt.db, rt.s, it.controller, ai, 'reach')))
    return 'ok';
  return 'retarget';
}

/**
 * The spaces that may defend against attack item `attackId` now (combat.ts: defenders): empty when
 * the attack is gone, or when its attacker is (then nothing is left to defend against).
 */
export function defenceOptions(db: CardDb, s: GameState, attackId: number): number[] {
  const atk = s.chain.find((x) => x.id === attackId);
  if (!atk || atk.body.kind !== 'attack') return [];
  const b = atk.body;
  const ai = findUid(s, atk.controller, b.attacker);
  if (ai < 0) return [];
  // Reach matters only against a mercenary (combat.ts: defenders).
  const reach = b.target.uid !== undefined && hasKw(db, s, atk.controller, ai, 'reach');
  return defenders(s, b.target, reach);
}

/**
 * Re-checks a defence before it resolves: its defender may still defend that attack (on the board,
 * unexhausted, Adjacent to a mercenary target that is still there, not against Reach); otherwise
 * its player may name another, or it is rescinded (docs/rules/paragons.md, 8 and 20). A defence
 * whose attacker is gone resolves (the combat then deals nothing).
 */
function checkDefence(rt: Rt, it: ChainItem): Check {
  const b = it.body;
  if (b.kind !== 'defend') return 'ok';
  const atk = rt.s.chain.find((x) => x.id === b.attack);
  if (!atk || atk.body.kind !== 'attack') return 'rescind';
  if (findUid(rt.s, atk.controller, atk.body.attacker) < 0) return 'ok';
  const options = defenceOptions(rt.db, rt.s, b.attack);
  if (options.includes(findUid(rt.s, it.controller, b.defender))) return 'ok';
  return options.length > 0 ? 'retarget' : 'rescind';
}

/** Re-checks an item before it resolves. */
export function check(rt: Rt, it: ChainItem): Check {
  const s = rt.s;
  const b = it.body;
  switch (b.kind) {
    case 'mercenary': {
      if (placeable(s, it.controller, b.to, b.bump, !it.revealed)) return 'ok';
      return anyPlacement(s, it.controller, !it.revealed) ? 'retarget' : 'rescind';
    }
    case 'attack':
      return checkAttack(rt, it);
    case 'defend':
      return checkDefence(rt, it);
    case 'garrison': {
      // Its mercenary must still have Garrison (an aura or a buff may have given it).
      const idx = findUid(s, it.controller, b.merc);
      return idx >= 0 && hasKw(rt.db, s, it.controller, idx, 'garrison') ? 'ok' : 'rescind';
    }
    case 'recruit':
      if (s.pool.includes(b.card)) return 'ok';
      return recruitChoices(rt.db, s, b.price).length > 0 ? 'retarget' : 'rescind';
    case 'hide':
      return 'ok';
    default: {
      const specs = specsOf(rt.db, it);
      if (aimsStillLegal(rt.db, s, it, specs)) return 'ok';
      for (let i = 0; i < specs.length; i++) if (specs[i]!.kind === 'chain') return 'rescind';
      return targetLists(rt.db, s, it.controller, specs).length > 0 ? 'retarget' : 'rescind';
    }
  }
}

/** Whether every aim of `it` is still legal for its spec (a loop: check runs on every resolve). */
function aimsStillLegal(
  db: CardDb,
  s: GameState,
  it: ChainItem,
  specs: readonly TargetSpec[],
): boolean {
  for (let i = 0; i < specs.length; i++)
    if (!aimStillLegal(db, s, it.controller, specs[i]!, it.aims[i]!)) return false;
  return true;
}

/** Marks chain item `id` as resolving: its card stays on the chain until it is done. */
function markResolving(rt: Rt, id: number): void {
  const chain = chainOf(rt);
  for (let i = 0; i < chain.length; i++) {
    const x = chain[i]!;
    if (x.id !== id) continue;
    // Fields in the order `{ ...x, resolving: true }` gives them.
    chain[i] =
      'revealed' in x
        ? {
            id,
            controller: x.controller,
            body: x.body,
            aims: x.aims,
            revealed: x.revealed,
            resolving: true,
          }
        : { id, controller: x.controller, body: x.body, aims: x.aims, resolving: true };
  }
}

function removeItem(rt: Rt, id: number): void {
  const chain = rt.s.chain;
  for (let at = 0; at < chain.length; at++)
    if (chain[at]!.id === id) {
      chainOf(rt).splice(at, 1);
      break;
    }
  rt.ev.push({ type: 'resolved', item: id });
}

function enter(rt: Rt, it: ChainItem, card: string, to: number, bump: number | undefined): void {
  const b = boardOf(rt, it.controller);
  if (b[to] && bump !== undefined) {
    b[bump] = b[to]!;
    b[to] = null;
  }
  const m = newMerc(rt.s, card, it.controller);
  claim(rt, m);
  b[to] = m;
  rt.ev.push({
    type: 'entered',
    seat: it.controller,
    space: spaceName(to),
    card,
  });
  if ((triggersOf(rt.db, rt.s, it.controller, to) & TRIGGER.enter) === 0) return;
  const abilities = abilitiesOf(rt.db, rt.s, it.controller, to);
  const self = { seat: it.controller, idx: to, uid: m.uid };
  for (let i = abilities.length - 1; i >= 0; i--) {
    const a = abilities[i]!;
    if (a.type === 'enter')
      workOf(rt).push({
        w: 'fx',
        ctx: { controller: it.controller, self, aims: [] },
        effects: a.effects,
      });
  }
}

function selfAt(s: GameState, seat: PSeat, idx: number): EffectCtx['self'] {
  const m = player(s, seat).board[idx];
  return m ? { seat, idx, uid: m.uid } : undefined;
}

/** Resolves a spell item that is on the chain (also used for Fated spells, which never wait). */
export function performSpell(rt: Rt, it: ChainItem): void {
  const b = it.body;
  if (b.kind !== 'spell') return;
  const def = spellOf(rt.db, b.card);
  const base: EffectCtx = { controller: it.controller, aims: it.aims, item: it.id };
  const host = it.aims[0];
  if (def.spell === 'instant' || !host || host.idx === undefined) {
    markResolving(rt, it.id);
    workOf(rt).push({ w: 'finish', item: it.id });
    workOf(rt).push({ w: 'fx', ctx: base, effects: def.effects });
    return;
  }
  removeItem(rt, it.id);
  let idx = host.idx;
  if (def.spell === 'imbuement') {
    idx = findUid(rt.s, host.player, host.uid!);
    if (!b.copy) {
      const m = own(rt, host.player, idx);
      m.imbuements = [...m.imbuements, { card: b.card, owner: it.controller }];
    }
  } else if (!b.copy) {
    const old = player(rt.s, host.player).enchantments[idx];
    if (old) discardOf(rt, old.owner).push(old.card);
    enchantmentsOf(rt, host.player)[idx] = { card: b.card, owner: it.controller };
  }
  // Fields in the order `{ ...base, self }` gives them.
  const ctx: EffectCtx = {
    controller: base.controller,
    aims: base.aims,
    item: base.item,
    self: selfAt(rt.s, host.player, idx),
  };
  workOf(rt).push({ w: 'fx', ctx, effects: def.effects });
}

/** Finishes an instant spell: it leaves the chain for its player's discard pile (copies vanish). */
export function finish(rt: Rt, id: number): void {
  const it = rt.s.chain.find((x) => x.id === id);
  if (!it) return;
  removeItem(rt, id);
  if (it.body.kind === 'spell' && !it.body.copy) discardOf(rt, it.controller).push(it.body.card);
}

/** Resolves an item that passed its check. */
export function perform(rt: Rt, it: ChainItem): void {
  const s = rt.s;
  const b = it.body;
  switch (b.kind) {
    case 'mercenary':
      removeItem(rt, it.id);
      return enter(rt, it, b.card, b.to, b.bump);
    case 'spell':
      return performSpell(rt, it);
    case 'attack': {
      if (b.undefended) return fight(rt, it, null);
      const options = defenceOptions(rt.db, s, it.id);
      markResolving(rt, it.id);
      s.pending = { p: 'defend', seat: b.target.player, item: it.id, options };
      return;
    }
    case 'defend': {
      removeItem(rt, it.id);
      const atk = s.chain.find((x) => x.id === b.attack)!;
      const ab = atk.body;
      // The attack resumes here (it was waiting on its defence): re-checked as at its start.
      if (ab.kind !== 'attack') return;
      const ai = findUid(s, atk.controller, ab.attacker);
      if (ai >= 0 && meleeBlocked(rt.db, s, atk.controller, ai)) return rescind(rt, atk.id);
      return fight(rt, atk, findUid(s, it.controller, b.defender));
    }
    case 'ability': {
      removeItem(rt, it.id);
      const idx = findUid(s, it.controller, b.source);
      const self = idx >= 0 ? { seat: it.controller, idx, uid: b.source } : undefined;
      workOf(rt).push({
        w: 'fx',
        ctx: { controller: it.controller, self, aims: it.aims, item: it.id },
        effects: b.ability.effects,
      });
      return;
    }
    case 'cast':
      removeItem(rt, it.id);
      return castDamage(rt, it.controller, b.caster, b.amount, it.aims[0]!);
    case 'garrison': {
      removeItem(rt, it.id);
      own(rt, it.controller, findUid(s, it.controller, b.merc)).garrison++;
      return;
    }
    case 'recruit':
      removeItem(rt, it.id);
      return takeFromPool(rt, it.controller, s.pool.indexOf(b.card));
    case 'hide': {
      removeItem(rt, it.id);
      const p = pl(rt, it.controller);
      const h = slotHandle(it.controller, p.slots++);
      hiddenOf(rt, it.controller).push(b.card.id === undefined ? { h } : { h, id: b.card.id });
    }
  }
}

/**
 * Deals the attack item's damage, with `defender` (a space index) standing in for the target (a
 * defender no longer there, -1, deals and takes nothing).
 */
export function fight(rt: Rt, it: ChainItem, defender: number | null): void {
  const b = it.body;
  if (b.kind !== 'attack') return;
  removeItem(rt, it.id);
  const ai = findUid(rt.s, it.controller, b.attacker);
  if (ai < 0) return;
  const foe = other(it.controller);
  if (defender !== null)
    return defender < 0 ? undefined : exchange(rt, it.controller, ai, foe, defender);
  if (b.target.uid === undefined) return exchange(rt, it.controller, ai, foe, null);
  const ti = findUid(rt.s, foe, b.target.uid);
  if (ti >= 0) exchange(rt, it.controller, ai, foe, ti);
}
