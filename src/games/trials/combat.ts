/**
 * The damage phase of an attack (rulebook: "Declare an Attack"; Glossary: "Reciprocal Damage",
 * "Parry", "Piercing", "Draining", "Corrosive", "Split"; digest A5-9…A5-14). Runs when the attack
 * is the top of the stack and both players declined (flow.ts).
 *
 * - The attack is cancelled when the attacker left play or no target is still valid (a stealthy,
 *   gone or HP-less target); split damage drops the points of invalid targets.
 * - A defender with parry and Attack > 0 hits first, in place of its reciprocal damage; an
 *   attacker it destroys (or fells) deals nothing.
 * - Otherwise the attacker's damage and the reciprocal damage of non-Avatar defenders with Attack
 *   > 0 (never a card with Power) are computed together, then dealt.
 * - Draining heals the attacking side's Avatar (the attacker, or an attacking card's bearer) by
 *   the damage dealt to Avatars; `deals-attack-damage` triggers when any damage was dealt.
 */
import { dealDamage, restore } from './damage.ts';
import type { Rt } from './runtime.ts';
import type { Located } from './stats.ts';
import { attackOf, hasKeyword, hasPower, isStealthy, locate, maxHpOf, defAt } from './stats.ts';
import { fire } from './triggers.ts';
import type { StackItem } from './types.ts';

type AttackItem = Extract<StackItem, { kind: 'attack' }>;

/** True when `id` may still take this attack's damage: an enemy card in play with HP, not stealthy. */
function stillTarget(rt: Rt, item: AttackItem, id: string): boolean {
  const l = locate(rt.s, id);
  return (
    l !== null &&
    l.seat !== item.seat &&
    maxHpOf(rt.db, rt.s, l) !== null &&
    !isStealthy(rt.db, rt.s, l)
  );
}

/** True when the attacker is still in play and able to deal damage (not a Fallen-side change). */
function attackerAlive(rt: Rt, id: string): Located | null {
  return locate(rt.s, id);
}

/** The damage a defender deals back: its Attack when it is a non-Avatar without Power. */
function reciprocal(rt: Rt, d: Located): number {
  if (!d.att || hasPower(defAt(rt.db, d))) return 0;
  return attackOf(rt.db, rt.s, d);
}

/** Resolves the damage phase of `item`. */
export function resolveAttack(rt: Rt, item: AttackItem): void {
  const { db, s } = rt;
  const a0 = attackerAlive(rt, item.attacker);
  // An attacker that left play, or an attacking Avatar that flipped (fell or was revived), deals
  // nothing: it is no longer the card that declared the attack.
  if (!a0 || (!a0.att && item.side !== undefined && a0.avatar.side !== item.side)) return;
  const split = hasKeyword(db, s, a0, 'split');
  // Points per target: the listed targets, adjusted to the attacker's Attack now (rulebook
  // "Split": "immediately add or remove the appropriate amount of targets"; extra points go to
  // the last target).
  const atk = attackOf(db, s, a0);
  const list = split ? [...item.targets] : item.targets.slice(0, 1);
  if (split) {
    while (list.length > atk) list.pop();
    while (list.length < atk && list.length > 0) list.push(list[list.length - 1]!);
  }
  const points = new Map<string, number>();
  for (const id of list)
    if (stillTarget(rt, item, id)) points.set(id, (points.get(id) ?? 0) + (split ? 1 : atk));
  if (points.size === 0) return;
  // Parry: each parrying defender hits first.
  const parried = new Set<string>();
  const wasFront = !a0.att && a0.avatar.side === 'front';
  for (const id of points.keys()) {
    const d = locate(s, id)!;
    if (!hasKeyword(db, s, d, 'parry')) continue;
    parried.add(id);
    const n = attackOf(db, s, d);
    if (n > 0) dealDamage(rt, item.attacker, n);
    const a = locate(s, item.attacker);
    if (!a || (wasFront && a.avatar.side === 'fallen')) return;
  }
  const a = locate(s, item.attacker);
  if (!a) return;
  const piercing = hasKeyword(db, s, a, 'piercing');
  const corrosive = hasKeyword(db, s, a, 'corrosive');
  const draining = hasKeyword(db, s, a, 'draining');
  const bearer = a.avatar.id;
  // Computed together (simultaneous), then dealt.
  const back: number[] = [];
  for (const id of points.keys()) if (!parried.has(id)) back.push(reciprocal(rt, locate(s, id)!));
  let total = 0;
  let toAvatars = 0;
  const defenders = [...points.keys()];
  for (const [id, n] of points) {
    const r = dealDamage(rt, id, n, { piercing, corrosive });
    total += r.total;
    toAvatars += r.toAvatars;
  }
  if (draining && toAvatars > 0) {
    const b = locate(s, bearer);
    if (b && b.avatar.side === 'front') restore(rt, bearer, toAvatars);
  }
  for (const n of back) if (n > 0 && locate(s, item.attacker)) dealDamage(rt, item.attacker, n);
  if (total > 0)
    fire(rt, { on: 'deals-attack-damage', attacker: item.attacker, defender: defenders[0]! });
}
