/**
 * Damage, destruction and leaving the board (rulebook: "Options During Your Turn" 2: "If a
 * mercenary's health is reduced to zero or below, it is Destroyed. Cards that are Destroyed go into
 * their player's discard pile"; Keyword Glossary: Garrison, Bounce, Banish; Notes on Spell Types:
 * Imbuements "live or die along with the mercenary they imbue"; Concluding the Game).
 */
import { slotHandle } from '../../engine/index.ts';
import { mercOf } from './carddb.ts';
import { spaceName } from './board.ts';
import { abilitiesOf, maxHealthOf, TRIGGER, triggersOf } from './stats.ts';
import type { Rt } from './runtime.ts';
import { boardOf, discardOf, handOf, own, pl, reserveOf, workOf } from './runtime.ts';
import type { PSeat, Work } from './types.ts';
import { other, player, SEATS } from './types.ts';

/**
 * Deals `amount` damage to the mercenary at `seat`/`idx`. Garrison counters absorb it: one counter
 * is removed per full Base Health of this damage (docs/rules/paragons.md, decision 14).
 */
export function damageMerc(rt: Rt, seat: PSeat, idx: number, amount: number): void {
  if (!player(rt.s, seat).board[idx] || amount <= 0) return;
  const m = own(rt, seat, idx);
  let left = amount;
  const base = mercOf(rt.db, m.card).health;
  if (m.garrison > 0 && base > 0) {
    const removed = Math.min(m.garrison, Math.floor(left / base));
    m.garrison -= removed;
    left -= removed * base;
  }
  m.damage += left;
  rt.ev.push({ type: 'damage', seat, space: spaceName(idx), amount });
}

/** A player loses `amount` life; at 0 or below they lose the game (Concluding the Game). */
export function damagePlayer(rt: Rt, seat: PSeat, amount: number): void {
  if (amount <= 0) return;
  pl(rt, seat).life -= amount;
  rt.ev.push({ type: 'damage', seat, amount });
  if (player(rt.s, seat).life <= 0) lose(rt, seat);
}

/** `seat` loses the game: the other seat wins, and nothing more happens. */
export function lose(rt: Rt, seat: PSeat): void {
  if (rt.s.winner !== null) return;
  rt.s.winner = other(seat);
  rt.s.phase = 'over';
  rt.s.pending = null;
  rt.s.work = [];
  rt.ev.push({ type: 'won', seat: other(seat) });
}

/** Where a mercenary goes when it leaves the board. */
export type Exit = 'discard' | 'hand' | 'reserve';

/**
 * Takes the mercenary at `seat`/`idx` off the board to its owner's discard pile, hand or Reserve
 * Pile. Its Imbuements are Destroyed (to their owners' discard piles). When it is Destroyed, its
 * `destroyed` abilities are queued.
 */
export function removeMerc(rt: Rt, seat: PSeat, idx: number, exit: Exit): void {
  const m = player(rt.s, seat).board[idx];
  if (!m) return;
  const abilities =
    exit === 'discard' && (triggersOf(rt.db, rt.s, seat, idx) & TRIGGER.destroyed) !== 0
      ? abilitiesOf(rt.db, rt.s, seat, idx)
      : [];
  boardOf(rt, seat)[idx] = null;
  for (const a of m.imbuements) discardOf(rt, a.owner).push(a.card);
  if (exit === 'discard') discardOf(rt, m.owner).push(m.card);
  else if (exit === 'reserve') reserveOf(rt, m.owner).push(m.card);
  else {
    const owner = pl(rt, m.owner);
    handOf(rt, m.owner).push({ h: slotHandle(m.owner, owner.slots++), id: m.card });
  }
  if (exit === 'discard')
    rt.ev.push({ type: 'destroyed', seat, space: spaceName(idx), card: m.card });
  const self = { seat, idx, uid: m.uid };
  for (let i = abilities.length - 1; i >= 0; i--) {
    const a = abilities[i]!;
    if (a.type !== 'destroyed' || a.effects.length === 0) continue;
    const w: Work = { w: 'fx', ctx: { controller: seat, self, aims: [] }, effects: a.effects };
    workOf(rt).push(w);
  }
}

/**
 * The state-based destruction check (rulebook, "Options During Your Turn" 2: "If a mercenary's
 * health is reduced to zero or below, it is Destroyed"; docs/rules/paragons.md, 24 and 25):
 * destroys every mercenary whose current health is 0 or below, repeatedly (an aura leaving can
 * lower a neighbour's health), and queues their `destroyed` abilities. The resolution machine runs
 * it after every step and every action (machine.ts: run), whatever changed the state: damage, a
 * debuff, an Imbuement or Enchantment attached or replaced, a mercenary entering or bumped onto a
 * space, an aura arriving or leaving, buffs ending. It looks only when a board or its Enchantments
 * changed since the last look (runtime.ts: `Rt.dirty`). A mercenary with no damage, buffs,
 * Imbuements or Enchantment is alive without summing its stats when the card set allows it
 * (carddb.ts: plainAlive).
 */
export function stateCheck(rt: Rt): void {
  if (!rt.dirty) return;
  const plain = rt.db.plainAlive;
  for (;;) {
    let dead: [PSeat, number][] | undefined;
    for (const seat of SEATS) {
      const p = player(rt.s, seat);
      const b = p.board;
      for (let i = 0; i < b.length; i++) {
        const m = b[i];
        if (!m) continue;
        // No buff, Imbuement or Enchantment, and no aura that lowers health: its maximum health is
        // at least its Garrisoned printed health, so it lives while its damage stays below that.
        if (plain && m.buffs.length === 0 && m.imbuements.length === 0 && !p.enchantments[i]) {
          if (m.damage === 0) continue;
          if (m.damage < mercOf(rt.db, m.card).health * (1 + m.garrison)) continue;
        }
        if (maxHealthOf(rt.db, rt.s, seat, i) - m.damage <= 0) (dead ??= []).push([seat, i]);
      }
    }
    if (dead === undefined) break;
    for (const [seat, i] of dead) removeMerc(rt, seat, i, 'discard');
  }
  rt.dirty = false;
}
