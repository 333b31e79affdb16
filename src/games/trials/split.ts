/**
 * The `split` window (docs/rules/trials.md D36; Glossary: "Split": "When you declare an attack or
 * activate an effect that deals split damage, you may choose different targets for each point of
 * the damage"). A declaration whose damage is split — an attack by a split attacker with Attack
 * above 1, or a play, activated effect or trigger with a `damage` effect marked `split` — names
 * its other targets and pays its costs; then the game waits on the same seat, which names the
 * target of each point in turn, one `split` action per point. When the last point is named the
 * item goes on the stack with its targets in the order named (the order D36's rises and drops
 * follow), and the other player gets priority as after any action.
 *
 * One gate decides whether an instance may take a point ({@link pointProblem}): a split attack's
 * point is a valid attack target on its own (D31, D33 guardian, D45 stealthy), an effect's point
 * a valid target of its spec (D31). The legal actions list exactly the instances it accepts.
 */
import type { EngineError } from '../../engine/index.ts';
import { fail } from './errors.ts';
import { openWindow, pushItem } from './flow.ts';
import type { Rt } from './runtime.ts';
import { allInPlay, idOf } from './stats.ts';
import { attackable, validTarget } from './targets.ts';
import { fire } from './triggers.ts';
import type { SplitPoint, StackItem, TargetedItem, TSeat } from './types.ts';

/** Why `id` may not take split point `p` of `seat`'s declaration now, or null when it may. */
export function pointProblem(rt: Rt, seat: TSeat, p: SplitPoint, id: string): EngineError | null {
  if (typeof id !== 'string') return fail('bad-action', 'a split point names an instance id');
  if (p.spec === 'attack') return attackable(rt, seat, id);
  return validTarget(rt.db, rt.s, seat, p.spec, id)
    ? null
    : fail(
        'invalid-target',
        `${id} is not a valid ${p.spec} target for point ${p.point} of ${p.of}`,
      );
}

/** Every instance that may take split point `p` now, in board order. */
export function pointCandidates(rt: Rt, seat: TSeat, p: SplitPoint): string[] {
  return allInPlay(rt.s)
    .map(idOf)
    .filter((id) => pointProblem(rt, seat, p, id) === null);
}

/** The next point to name of a `split` choice's targets, with its index, or null when complete. */
export function nextPoint(
  targets: readonly (string | SplitPoint)[],
): { readonly at: number; readonly point: SplitPoint } | null {
  const at = targets.findIndex((x) => typeof x !== 'string');
  return at < 0 ? null : { at, point: targets[at] as SplitPoint };
}

/**
 * The targets named so far for the points of the split being named (the points before the next
 * one, which stand together in `targets`), not the other targets the declaring action named; empty
 * when every point is named.
 */
export function namedPoints(targets: readonly (string | SplitPoint)[]): string[] {
  const next = nextPoint(targets);
  if (next === null) return [];
  return targets.slice(next.at - (next.point.point - 1), next.at) as string[];
}

/**
 * The points named so far ({@link namedPoints}) tallied by target: each target once, in the order
 * it was first named, with how many of the points it has taken (their sum is the number of points
 * named so far).
 */
export function namedTally(
  targets: readonly (string | SplitPoint)[],
): { readonly target: string; readonly points: number }[] {
  const out: { target: string; points: number }[] = [];
  for (const t of namedPoints(targets)) {
    const known = out.find((x) => x.target === t);
    if (known) known.points++;
    else out.push({ target: t, points: 1 });
  }
  return out;
}

/**
 * Puts a declared item on the stack (its costs already paid), as its action does: an action or a
 * response opens a window for the other player, an attack makes its `attacks` and `attacked`
 * triggers, a trigger's item waits under the other pending triggers' (the window opens once they
 * are all on the stack).
 */
export function goOnStack(rt: Rt, item: StackItem): void {
  const { s } = rt;
  if (item.kind === 'trigger') {
    s.stack.push(item);
    if (s.triggers.length === 0) openWindow(rt, s.turn);
    return;
  }
  pushItem(rt, item);
  if (item.kind === 'attack') {
    fire(rt, { on: 'attacks', attacker: item.attacker, defender: item.targets[0]! });
    for (const t of new Set(item.targets))
      fire(rt, { on: 'attacked', attacker: item.attacker, defender: t });
  }
}

/**
 * Declares `item` with `slots` (its targets in spec order, a point still to name as a
 * {@link SplitPoint}): on the stack at once when there is no point to name, else the `split`
 * window opens on `seat`. Every point must have a valid candidate now (D36: a split damage needs
 * a target for each point; a trigger's split without one was skipped before, D54): else the
 * declaration is refused (its draft, costs and all, is thrown away).
 */
export function declare(
  rt: Rt,
  seat: TSeat,
  item: TargetedItem,
  slots: readonly (string | SplitPoint)[],
): EngineError | null {
  const next = nextPoint(slots);
  if (next === null) {
    goOnStack(rt, { ...item, targets: slots as string[] });
    return null;
  }
  for (const x of slots)
    if (typeof x !== 'string' && pointCandidates(rt, seat, x).length === 0)
      return fail('invalid-target', `no valid target for point ${x.point} of the split damage`);
  rt.s.choice = { kind: 'split', seat, item: { ...item, targets: [] }, targets: [...slots] };
  return null;
}

/**
 * Names the target of the next point of the open `split` choice (the caller checked the window
 * and seat): the point must pass {@link pointProblem}; after the last point the item goes on the
 * stack ({@link goOnStack}) with its targets in the order named.
 */
export function namePoint(rt: Rt, target: unknown): EngineError | null {
  const { s } = rt;
  const c = s.choice;
  if (c?.kind !== 'split') return fail('wrong-window', 'no split damage is being declared');
  const next = nextPoint(c.targets);
  if (next === null) return fail('bad-choice', 'every point is named');
  if (typeof target !== 'string') return fail('bad-action', 'target is an instance id');
  const bad = pointProblem(rt, c.seat, next.point, target);
  if (bad) return bad;
  const targets = [...c.targets];
  targets[next.at] = target;
  if (nextPoint(targets) !== null) {
    s.choice = { ...c, targets };
    return null;
  }
  s.choice = null;
  goOnStack(rt, { ...c.item, targets: targets as string[] });
  return null;
}
