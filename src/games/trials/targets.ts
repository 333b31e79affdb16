/**
 * Chosen targets (rulebook: "Targeting"; schema.ts `Target`): which target specs an effect list
 * asks for, in order, and whether an instance is a valid target of a spec for a player now. The
 * same check runs when an item goes on the stack and again when it resolves (an invalid target
 * then cancels that part only).
 */
import type { CardDb } from './carddb.ts';
import type { Effect, Target } from './cards/schema.ts';
import { CHOSEN_TARGETS } from './cards/schema.ts';
import { allInPlay, defAt, idOf, isStealthy, locate, maxHpOf } from './stats.ts';
import type { TrialsState, TSeat } from './types.ts';
import { playerOf, SEATS } from './types.ts';

/** A chosen target spec, plus the Avatar a `reattach-self` attaches to. */
export type Spec = Target | 'attach-avatar';

/** True when `t` is chosen by the player (not fixed by the situation). */
export function isChosen(t: Target): boolean {
  return CHOSEN_TARGETS.includes(t);
}

/**
 * The chosen target specs of `effects`, in the order the effects consume them: one per chosen
 * `to`, one per point of a split damage, and one Avatar for `reattach-self`.
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
 * For each spec of {@link specsOf}: true when it is a further point of the same split damage as
 * the spec before it (their order does not matter, so a list of choices needs only one order).
 */
export function splitPoints(effects: readonly Effect[]): boolean[] {
  const out: boolean[] = [];
  for (const e of effects) {
    if (e.do === 'reattach-self') out.push(false);
    else if ('to' in e && isChosen(e.to)) {
      const n = e.do === 'damage' && e.split ? e.n : 1;
      for (let i = 0; i < n; i++) out.push(i > 0);
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

/**
 * Matches a list of chosen targets to `specs`: one valid target per spec, in order. With
 * `lenient` (a trigger, which must go on the stack; D54) a spec with no valid candidate gets no
 * target, wherever it stands: that part of the effect does nothing. Returns the indexes of the
 * specs left without a target, or what is wrong.
 */
export function matchTargets(
  db: CardDb,
  s: TrialsState,
  seat: TSeat,
  specs: readonly Spec[],
  targets: readonly string[],
  lenient: boolean,
): number[] | string {
  const skipped: number[] = [];
  let j = 0;
  for (let i = 0; i < specs.length; i++) {
    if (lenient && candidates(db, s, seat, specs[i]!).length === 0) {
      skipped.push(i);
      continue;
    }
    const t = targets[j++];
    if (t === undefined) return `target ${i + 1} (${specs[i]}) is missing`;
    if (typeof t !== 'string' || !validTarget(db, s, seat, specs[i]!, t))
      return `${String(t)} is not a valid ${specs[i]} target`;
  }
  if (j < targets.length) return `${targets.length} targets for ${j}`;
  return skipped;
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
