/**
 * Target enumeration for legalActions: the same candidates as targets.ts (`candidates`,
 * `targetLists`), in the same order, with the keyword bits of every mercenary computed at most once
 * per enumeration (a Concealed check runs for every enemy mercenary of every spell, ability and
 * caster, and each one otherwise recomputes the mercenary's stats and auras). The rules are those
 * of targets.ts (rulebook: Keyword Glossary: Concealed, Reach; "Notes on Order of Operations").
 */
import type { Side, TargetSpec } from './cards/schema.ts';
import type { CardDb } from './carddb.ts';
import { cardInfo, mercInfo } from './carddb.ts';
import { BOARD_SIZE, spaceName } from './board.ts';
import { KW, kwOf, printedKw } from './stats.ts';
import { targetProduct, topOpposing } from './targets.ts';
import type { GameState, PSeat, Target } from './types.ts';
import { player } from './types.ts';

/** One enumeration's inputs and its cache of keyword bits (board A at 0–7, board B at 8–15). */
export interface Enum {
  readonly db: CardDb;
  readonly s: GameState;
  readonly seat: PSeat;
  /** Keyword bits by space, -1 until computed (made on first use). */
  kw: number[] | undefined;
}

/** Starts an enumeration for `seat`. */
export function enumFor(db: CardDb, s: GameState, seat: PSeat): Enum {
  return { db, s, seat, kw: undefined };
}

/**
 * Whether the (occupied) space `seat`/`idx` has keyword `bit` now (stats.ts: kwOf): its printed
 * keywords tell when nothing in the card set can give that keyword; otherwise its keyword bits are
 * computed once per enumeration.
 */
export function hasKwAt(e: Enum, seat: PSeat, idx: number, bit: number): boolean {
  if (printedKw(e.db, e.s, seat, idx, bit))
    return (mercInfo(e.db, player(e.s, seat).board[idx]!.card).kw & bit) !== 0;
  const kw = (e.kw ??= [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]);
  const k = seat === 'A' ? idx : idx + BOARD_SIZE;
  let v = kw[k]!;
  if (v < 0) v = kw[k] = kwOf(e.db, e.s, seat, idx);
  return (v & bit) !== 0;
}

/**
 * {@link hasKwAt} for a mercenary whose printed keyword bits `printed` are known (its MercInfo is
 * at hand): no second card lookup, and no sum when it prints the keyword (keywords are only ever
 * added to the printed ones: stats.ts, sumStats).
 */
export function hasPrintedKwAt(
  e: Enum,
  seat: PSeat,
  idx: number,
  bit: number,
  printed: number,
): boolean {
  if ((printed & bit) !== 0) return true;
  if (printedKw(e.db, e.s, seat, idx, bit)) return false;
  return hasKwAt(e, seat, idx, bit);
}

/** Whether `controller` may aim at the mercenary at `seat`/`idx` (targets.ts: mercCode). */
function aimable(e: Enum, controller: PSeat, seat: PSeat, idx: number): boolean {
  return seat === controller || !hasKwAt(e, seat, idx, KW.concealed);
}

/** The mercenaries `controller` may aim at on `seat`'s board, appended to `out` in space order. */
function mercTargets(e: Enum, controller: PSeat, seat: PSeat, out: Target[]): void {
  const b = player(e.s, seat).board;
  for (let i = 0; i < BOARD_SIZE; i++)
    if (b[i] && aimable(e, controller, seat, i)) out.push({ player: seat, space: spaceName(i) });
}

const ONLY_A: readonly PSeat[] = ['A'];
const ONLY_B: readonly PSeat[] = ['B'];
const A_THEN_B: readonly PSeat[] = ['A', 'B'];
const B_THEN_A: readonly PSeat[] = ['B', 'A'];

/**
 * The seats a side names as seen from `controller` (targets.ts: sidesOf), as shared lists; by
 * comparisons, not a table indexed by name (V8 makes a keyed read that sees several names slow).
 */
function seatsOn(side: Side, controller: PSeat): readonly PSeat[] {
  const a = controller === 'A';
  if (side === 'ally') return a ? ONLY_A : ONLY_B;
  if (side === 'enemy') return a ? ONLY_B : ONLY_A;
  return a ? A_THEN_B : B_THEN_A;
}

/** Every legal target for `spec` now (targets.ts: candidates, same order). */
export function candidatesOf(e: Enum, controller: PSeat, spec: TargetSpec): Target[] {
  const out: Target[] = [];
  const s = e.s;
  if (spec.kind === 'chain')
    return topOpposing(s, controller) === undefined ? [] : [{ player: controller }];
  if (spec.kind === 'pool') {
    const pool = s.pool;
    for (let i = 0; i < pool.length; i++) {
      const card = pool[i]!;
      if (pool.indexOf(card) !== i) continue;
      const c = cardInfo(e.db, card);
      if (c && (!spec.tier || c.tier === spec.tier)) out.push({ player: controller, card });
    }
    return out;
  }
  const seats = seatsOn(spec.side, controller);
  for (let k = 0; k < seats.length; k++) {
    const seat = seats[k]!;
    if (spec.kind === 'player') {
      out.push({ player: seat });
      continue;
    }
    if (spec.kind === 'mercenary') {
      mercTargets(e, controller, seat, out);
      continue;
    }
    const b = player(s, seat).board;
    const empty = spec.kind === 'empty-space';
    for (let i = 0; i < BOARD_SIZE; i++)
      if (!empty || !b[i]) out.push({ player: seat, space: spaceName(i) });
  }
  return out;
}

/** Every legal full target list for `specs` (targets.ts: targetLists, same order). */
export function targetListsOf(
  e: Enum,
  controller: PSeat,
  specs: readonly TargetSpec[],
): Target[][] {
  return targetProduct(e.s, controller, specs, (spec) => candidatesOf(e, controller, spec));
}
