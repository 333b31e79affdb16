/**
 * Choosing targets for spells, revealed cards and Voluntary Abilities (schema.ts: TargetSpec), and
 * re-checking them when the chain item resolves (rulebook: "Notes on Order of Operations": "If the
 * resolution of this chain disrupts the permissability of actions that would resolve later…";
 * Keyword Glossary: Concealed).
 */
import type { EngineError } from '../../engine/index.ts';
import type { Side, TargetSpec } from './cards/schema.ts';
import type { CardDb } from './carddb.ts';
import { cardOf, tierOf } from './carddb.ts';
import { BOARD_SIZE, spaceIndex, spaceName } from './board.ts';
import { fail } from './errors.ts';
import { findUid } from './runtime.ts';
import { hasKw } from './stats.ts';
import type { Aim, GameState, PSeat, Target } from './types.ts';
import { isSeat, other, player } from './types.ts';

/** True when `seat` is on `side` as seen from `controller`. */
export function onSide(side: Side, controller: PSeat, seat: PSeat): boolean {
  return side === 'any' || (side === 'ally') === (seat === controller);
}

function sidesOf(side: Side, controller: PSeat): readonly PSeat[] {
  if (side === 'ally') return [controller];
  if (side === 'enemy') return [other(controller)];
  return [controller, other(controller)];
}

/** The topmost chain item controlled by the other player, if any (schema.ts: `chain`). */
export function topOpposing(s: GameState, controller: PSeat): number | undefined {
  for (let i = s.chain.length - 1; i >= 0; i--) {
    const it = s.chain[i]!;
    if (it.controller !== controller && !it.resolving) return it.id;
  }
  return undefined;
}

function mercCode(
  db: CardDb,
  s: GameState,
  controller: PSeat,
  seat: PSeat,
  idx: number,
): EngineError | null {
  if (seat !== controller && hasKw(db, s, seat, idx, 'concealed'))
    return fail('concealed', `the mercenary at ${spaceName(idx)} is Concealed`);
  return null;
}

/** The `invalid-target` error of a target that does not fit `spec` (built only when needed). */
function misfit(spec: TargetSpec, t: Target | undefined): EngineError {
  return fail('invalid-target', `target ${JSON.stringify(t ?? null)} does not fit ${spec.kind}`);
}

/** Turns an action's target into an aim for `spec`, or the error that forbids it. */
export function toAim(
  db: CardDb,
  s: GameState,
  controller: PSeat,
  spec: TargetSpec,
  t: Target | undefined,
): Aim | EngineError {
  if (spec.kind === 'chain') {
    const item = topOpposing(s, controller);
    return item === undefined
      ? fail('invalid-target', 'no opposing item on the chain')
      : { player: controller, item };
  }
  if (!t || !isSeat(t.player)) return misfit(spec, t);
  if (spec.kind === 'pool') {
    if (t.card === undefined || !s.pool.includes(t.card))
      return fail('unknown-card', `${String(t.card)} is not in the pool`);
    const c = cardOf(db, t.card);
    if (!c || (spec.tier && tierOf(c) !== spec.tier)) return misfit(spec, t);
    return { player: controller, card: t.card };
  }
  if (!onSide(spec.side, controller, t.player)) return misfit(spec, t);
  if (spec.kind === 'player') return t.space === undefined ? { player: t.player } : misfit(spec, t);
  const idx = spaceIndex(t.space);
  if (idx < 0) return misfit(spec, t);
  const m = player(s, t.player).board[idx];
  if (spec.kind === 'space') return { player: t.player, idx };
  if (spec.kind === 'empty-space')
    return m ? fail('space-occupied', `${spaceName(idx)} is occupied`) : { player: t.player, idx };
  if (!m) return misfit(spec, t);
  return mercCode(db, s, controller, t.player, idx) ?? { player: t.player, idx, uid: m.uid };
}

/** Turns an action's targets into aims for `specs` (`chain` specs take no entry unless all are given). */
export function toAims(
  db: CardDb,
  s: GameState,
  controller: PSeat,
  specs: readonly TargetSpec[],
  targets: readonly Target[] | undefined,
): Aim[] | EngineError {
  const given = targets ?? [];
  const positional = given.length === specs.length;
  const needed = specs.filter((x) => x.kind !== 'chain').length;
  if (!positional && given.length !== needed)
    return fail('invalid-target', `expected ${needed} targets`);
  const aims: Aim[] = [];
  let j = 0;
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    const t = positional ? given[i] : spec.kind === 'chain' ? undefined : given[j++];
    const a = toAim(db, s, controller, spec, t);
    if ('code' in a) return a;
    aims.push(a);
  }
  return aims;
}

/** True when an aim chosen earlier is still legal for `spec` now. */
export function aimStillLegal(
  db: CardDb,
  s: GameState,
  controller: PSeat,
  spec: TargetSpec,
  a: Aim,
): boolean {
  switch (spec.kind) {
    case 'chain':
      return s.chain.some((it) => it.id === a.item && !it.resolving);
    case 'pool':
      return a.card !== undefined && s.pool.includes(a.card);
    case 'player':
    case 'space':
      return true;
    case 'empty-space':
      return !player(s, a.player).board[a.idx!];
    case 'mercenary': {
      const idx = findUid(s, a.player, a.uid!);
      return idx >= 0 && mercCode(db, s, controller, a.player, idx) === null;
    }
  }
}

/** Every legal target for `spec` now, as action targets (for legalActions and retargeting). */
export function candidates(
  db: CardDb,
  s: GameState,
  controller: PSeat,
  spec: TargetSpec,
): Target[] {
  const out: Target[] = [];
  if (spec.kind === 'chain')
    return topOpposing(s, controller) === undefined ? [] : [{ player: controller }];
  if (spec.kind === 'pool') {
    for (const card of new Set(s.pool)) {
      const c = cardOf(db, card);
      if (c && (!spec.tier || tierOf(c) === spec.tier)) out.push({ player: controller, card });
    }
    return out;
  }
  for (const seat of sidesOf(spec.side, controller)) {
    if (spec.kind === 'player') {
      out.push({ player: seat });
      continue;
    }
    const b = player(s, seat).board;
    for (let i = 0; i < BOARD_SIZE; i++) {
      const m = b[i];
      if (spec.kind === 'space') out.push({ player: seat, space: spaceName(i) });
      else if (spec.kind === 'empty-space') {
        if (!m) out.push({ player: seat, space: spaceName(i) });
      } else if (m && mercCode(db, s, controller, seat, i) === null)
        out.push({ player: seat, space: spaceName(i) });
    }
  }
  return out;
}

/**
 * The cartesian product of the candidates of each spec, in spec order (a `chain` spec takes no
 * entry but needs an opposing chain item to target); empty when any spec has no candidate. Shared
 * by {@link targetLists} and the legal-action enumeration (legal-targets.ts), which differ only in
 * how they find one spec's candidates.
 */
export function targetProduct(
  s: GameState,
  controller: PSeat,
  specs: readonly TargetSpec[],
  candidatesFor: (spec: TargetSpec) => Target[],
): Target[][] {
  let lists: Target[][] = [[]];
  for (const spec of specs) {
    if (spec.kind === 'chain') {
      if (topOpposing(s, controller) === undefined) return [];
      continue;
    }
    const cs = candidatesFor(spec);
    if (cs.length === 0) return [];
    if (lists.length === 1 && lists[0]!.length === 0) {
      lists = cs.map((c) => [c]);
      continue;
    }
    const next: Target[][] = [];
    for (const l of lists) for (const c of cs) next.push([...l, c]);
    lists = next;
  }
  return lists;
}

/** Every legal full target list for `specs` (cartesian product; `chain` specs take no entry). */
export function targetLists(
  db: CardDb,
  s: GameState,
  controller: PSeat,
  specs: readonly TargetSpec[],
): Target[][] {
  return targetProduct(s, controller, specs, (spec) => candidates(db, s, controller, spec));
}
