/**
 * Chosen targets (rulebook: "Targeting"; schema.ts `Target`): which target specs an effect list
 * asks for, in order, and whether an instance is a valid target of a spec for a player now. The
 * same check runs when an item goes on the stack and again when it resolves (an invalid target
 * then cancels that part only).
 */
import type { CardDb } from './carddb.ts';
import type { Effect, Target } from './cards/schema.ts';
import { CHOSEN_TARGETS } from './cards/schema.ts';
import type { EngineError } from '../../engine/index.ts';
import { fail } from './errors.ts';
import type { Rt } from './runtime.ts';
import type { Located } from './stats.ts';
import { allInPlay, defAt, hasKeyword, idOf, isStealthy, locate, maxHpOf } from './stats.ts';
import type { SplitPoint, TrialsState, TSeat } from './types.ts';
import { playerOf, SEATS } from './types.ts';

/** A chosen target spec, plus the Avatar a `reattach-self` attaches to. */
export type Spec = Target | 'attach-avatar';

/** True when `t` is chosen by the player (not fixed by the situation). */
export function isChosen(t: Target): boolean {
  return CHOSEN_TARGETS.includes(t);
}

/**
 * The chosen target specs of `effects`, in the order the effects consume them: one per chosen
 * `to`, one per point of a split damage, and one Avatar for `reattach-self`. A stack item's
 * `targets` follow this order (less the skipped specs).
 */
export function specsOf(effects: readonly Effect[]): Spec[] {
  const out: Spec[] = [];
  for (const e of effects) {
    if (e.do === 'reattach-self') out.push('attach-avatar');
    else if ('to' in e && isChosen(e.to)) {
      const n = e.do === 'damage' && e.split ? e.n : 1;
      for (let i = 0; i < n; i++) out.push(e.to);
    }
  }
  return out;
}

/**
 * For each spec of {@link specsOf}: which point of a split damage it is (`{ point, of }`, 1-based),
 * or null for a spec the declaring action names itself (a split of 1 point is one). Split points
 * are named one at a time in the `split` window after the declaration (docs/rules/trials.md D36).
 */
export function splitPlaces(
  effects: readonly Effect[],
): ({ readonly point: number; readonly of: number } | null)[] {
  const out: ({ readonly point: number; readonly of: number } | null)[] = [];
  for (const e of effects) {
    if (e.do === 'reattach-self') out.push(null);
    else if ('to' in e && isChosen(e.to)) {
      // A split of 1 point names its one target with the declaration, as any damage (D36).
      if (e.do === 'damage' && e.split && e.n > 1)
        for (let i = 0; i < e.n; i++) out.push({ point: i + 1, of: e.n });
      else out.push(null);
    }
  }
  return out;
}

/** True when `id` is a valid target of `spec` for `seat` now. */
export function validTarget(
  db: CardDb,
  s: TrialsState,
  seat: TSeat,
  spec: Spec,
  id: string,
): boolean {
  const l = locate(s, id);
  if (!l) return false;
  const own = l.seat === seat;
  if (!own && isStealthy(db, s, l)) return false;
  const hasHp = maxHpOf(db, s, l) !== null;
  switch (spec) {
    case 'own-fallen':
      return own && !l.att && l.avatar.side === 'fallen';
    case 'attach-avatar':
      return own && !l.att && l.avatar.side === 'front';
    case 'enemy-avatar':
      return !own && !l.att && hasHp;
    case 'own-avatar':
      return own && !l.att && hasHp;
    case 'any-avatar':
      return !l.att && hasHp;
    case 'enemy-card':
      return !own && hasHp;
    case 'own-card':
      return own && hasHp;
    case 'any-card':
      return hasHp;
    case 'enemy-attachment':
      return !own && l.att !== null;
    case 'own-attachment':
      return own && l.att !== null;
    case 'any-attachment':
      return l.att !== null;
    case 'enemy-equipment':
      return !own && l.att !== null && defAt(db, l).kind === 'equipment';
    case 'own-equipment':
      return own && l.att !== null && defAt(db, l).kind === 'equipment';
    default:
      return false;
  }
}

/** Every instance that is a valid target of `spec` for `seat` now, in board order. */
export function candidates(db: CardDb, s: TrialsState, seat: TSeat, spec: Spec): string[] {
  const out = allInPlay(s)
    .map(idOf)
    .filter((id) => validTarget(db, s, seat, spec, id));
  return out;
}

/** What a declaration's targets come to: the specs left without a target, the item's targets. */
export interface Declared {
  /** The indexes of the specs left without a target (a trigger's, D54). */
  readonly skipped: number[];
  /** The item's targets in spec order, a split point still to name standing as a {@link SplitPoint}. */
  readonly slots: (string | SplitPoint)[];
}

/**
 * Matches the targets a declaring action names to `specs`: one valid target per spec, in order,
 * except the split points (`places`, {@link splitPlaces}), which stay to be named in the `split`
 * window (D36) and need one valid candidate now. With `lenient` (a trigger, which must go on the
 * stack; D54) a spec with no valid candidate gets no target, wherever it stands: that part of the
 * effect does nothing. Returns the skipped specs and the slots, or what is wrong.
 */
export function matchTargets(
  db: CardDb,
  s: TrialsState,
  seat: TSeat,
  specs: readonly Spec[],
  targets: readonly string[],
  lenient: boolean,
  places: readonly ({ readonly point: number; readonly of: number } | null)[] = [],
): Declared | string {
  const skipped: number[] = [];
  const slots: (string | SplitPoint)[] = [];
  let j = 0;
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    const place = places[i];
    const none = (lenient || place) && candidates(db, s, seat, spec).length === 0;
    if (lenient && none) {
      skipped.push(i);
      continue;
    }
    if (place) {
      if (none) return `no valid ${spec} target for point ${place.point} of the split damage`;
      slots.push({ spec, point: place.point, of: place.of });
      continue;
    }
    const t = targets[j++];
    if (t === undefined) return `target ${i + 1} (${spec}) is missing`;
    if (typeof t !== 'string' || !validTarget(db, s, seat, spec, t))
      return `${String(t)} is not a valid ${spec} target`;
    slots.push(t);
  }
  if (j < targets.length) return `${targets.length} targets for ${j}`;
  return { skipped, slots };
}

/** {@link matchTargets} as a check: null when the targets fit, or what is wrong. */
export function checkTargets(
  db: CardDb,
  s: TrialsState,
  seat: TSeat,
  specs: readonly Spec[],
  targets: readonly string[],
  lenient: boolean,
): string | null {
  const r = matchTargets(db, s, seat, specs, targets, lenient);
  return typeof r === 'string' ? r : null;
}

/**
 * Whether `id` may be attacked by `seat` (rulebook: "Declare an Attack": an enemy card with HP;
 * "Stealthy"; "Guardian": an attack on an Avatar or its attachments must target that Avatar's
 * Guardian cards first).
 */
export function attackable(rt: Rt, seat: TSeat, id: string): EngineError | null {
  const { db, s } = rt;
  const l = locate(s, id);
  if (!l || l.seat === seat) return fail('invalid-target', `${id} is not an enemy card in play`);
  if (maxHpOf(db, s, l) === null) return fail('invalid-target', `${id} has no HP`);
  if (isStealthy(db, s, l)) return fail('invalid-target', `${id} is stealthy`);
  const group: Located[] = [
    { ...l, att: null },
    ...l.avatar.attachments.map((att) => ({ ...l, att })),
  ];
  const guards = group.filter(
    (g) => hasKeyword(db, s, g, 'guardian') && maxHpOf(db, s, g) !== null && !isStealthy(db, s, g),
  );
  if (guards.length > 0 && !guards.some((g) => idOf(g) === id))
    return fail('guardian', `attack ${guards.map(idOf).join(' or ')} first`);
  return null;
}

/** The instance ids of every card of `seat`'s in play (Avatars and attachments). */
export function seatCards(s: TrialsState, seat: TSeat): string[] {
  return allInPlay(s)
    .filter((l) => l.seat === seat)
    .map(idOf);
}

/** Both seats, the given one first. */
export function seatsFrom(first: TSeat): TSeat[] {
  return SEATS[0] === first ? [...SEATS] : [...SEATS].reverse();
}

/** True when `seat` has a card in hand or deck with handle `h`. */
export function ownsHandle(s: TrialsState, seat: TSeat, h: string): boolean {
  const p = playerOf(s, seat);
  return p.hand.some((x) => x.h === h) || p.deck.some((x) => x.h === h);
}
