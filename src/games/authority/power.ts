/**
 * Power as the rules read it at a moment of the turn (rulebook: "Power", "Special abilities",
 * "Ignore", "Disable", 'Gain "X" / "2X"'; docs/rules/authority.md, decisions 8–14): the power an
 * attacking unit deals, the power of a defender (damage equal to it makes the defender retreat),
 * which defenders block, which rows an attacking unit can reach, and prices.
 */
import type { Seat } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import { defOf, modsOf } from './carddb.ts';
import type { Modifier } from './cards/schema.ts';
import type { Defender, GameState } from './types.ts';
import { ROW_SIZES } from './types.ts';
import { playerOf } from './runtime.ts';

/** A defender with where it stands. */
export interface Placed {
  readonly seat: Seat;
  readonly row: number;
  readonly pos: number;
  readonly d: Defender;
}

/** Every defender of `seat`, row 0 to 3, place by place. */
export function defendersOf(s: GameState, seat: Seat): Placed[] {
  const out: Placed[] = [];
  const rows = playerOf(s, seat).rows;
  for (let row = 0; row < rows.length; row++)
    for (let pos = 0; pos < rows[row]!.length; pos++) {
      const d = rows[row]![pos];
      if (d) out.push({ seat, row, pos, d });
    }
  return out;
}

/** Whether defender `uid` is disabled this turn ("its abilities are not active"). */
export function isDisabled(s: GameState, uid: number): boolean {
  return s.turn.disabled.includes(uid);
}

/** Whether defender `uid` is ignored this turn. */
export function isIgnored(s: GameState, uid: number): boolean {
  return s.turn.ignored.includes(uid);
}

/** Whether a defender blocks attacking units: it is neither ignored nor disabled. */
export function blocks(s: GameState, d: Defender): boolean {
  return !isIgnored(s, d.uid) && !isDisabled(s, d.uid);
}

/**
 * The lasting effects one side has in play now: those of its defenders whose abilities are active
 * (not disabled) and of its general zone, summed by kind.
 */
export interface Side {
  /** Bonus to this side's attacking units. */
  readonly attack: number;
  /** Bonus (negative: penalty) to its enemies' attacking units. */
  readonly enemyAttack: number;
  /** Bonus to all its defenders, to those in row 1, and to all but the giver. */
  readonly all: number;
  readonly row1: number;
  readonly others: number;
  /** Per row: bonus to the defenders of that row but the giver. */
  readonly rowAura: readonly number[];
  readonly steadfast: boolean;
  /** Less damage per attacking unit to its Monarch. */
  readonly guard: number;
  /** Less cost per recruit. */
  readonly discount: number;
}

function addMod(side: { -readonly [K in keyof Side]: Side[K] }, mod: Modifier, row: number): void {
  switch (mod.e) {
    case 'allies-attack':
      side.attack += mod.n;
      return;
    case 'enemies-attack':
      side.enemyAttack += mod.n;
      return;
    case 'allies-defence':
      if (mod.scope === 'all') side.all += mod.n;
      else if (mod.scope === 'row1') side.row1 += mod.n;
      else if (mod.scope === 'others') side.others += mod.n;
      else if (row >= 0) (side.rowAura as number[])[row]! += mod.n;
      else side.all += mod.n;
      return;
    case 'steadfast':
      side.steadfast = true;
      return;
    case 'monarch-guard':
      side.guard += mod.n;
      return;
    case 'recruit-discount':
      side.discount += mod.n;
      return;
  }
}

/** The lasting effects `seat` has in play now (a general's `row` or `others` aura counts for all). */
export function sideOf(db: CardDb, s: GameState, seat: Seat): Side {
  const side = {
    attack: 0,
    enemyAttack: 0,
    all: 0,
    row1: 0,
    others: 0,
    rowAura: [0, 0, 0, 0],
    steadfast: false,
    guard: 0,
    discount: 0,
  };
  const p = playerOf(s, seat);
  for (let row = 0; row < p.rows.length; row++)
    for (const d of p.rows[row]!) {
      if (!d || isDisabled(s, d.uid)) continue;
      for (const mod of modsOf(db, d.card, 'defending')) addMod(side, mod, row);
    }
  for (const g of p.general) for (const mod of modsOf(db, g.card, 'general')) addMod(side, mod, -1);
  return side;
}

/**
 * The power of the defender at `seat`/`row`/`pos` now: its printed power, its own `defending`
 * bonus (unless disabled), its allies' defence bonuses, its general zone's, and, while an enemy
 * plays its turn, that turn's weakening. It may be 0 or less. `side` is `sideOf(seat)` when the
 * caller has it.
 */
export function defencePower(
  db: CardDb,
  s: GameState,
  seat: Seat,
  row: number,
  pos: number,
  side: Side = sideOf(db, s, seat),
): number {
  const d = playerOf(s, seat).rows[row]![pos]!;
  let p = defOf(db, d.card).power + side.all + side.others + side.rowAura[row]!;
  if (row === 1) p += side.row1;
  if (!isDisabled(s, d.uid))
    for (const mod of modsOf(db, d.card, 'defending')) {
      if (mod.e === 'power') p += mod.n * (mod.perRow ? row : 1);
      else if (mod.e === 'allies-defence' && mod.scope === 'others') p -= mod.n;
      else if (mod.e === 'allies-defence' && mod.scope === 'row') p -= mod.n;
    }
  if (s.turn.seat !== seat) p -= s.turn.weaken;
  return p;
}

/** Whether `seat`'s defenders cannot be ignored or disabled now (a `steadfast` effect). */
export function steadfast(db: CardDb, s: GameState, seat: Seat): boolean {
  return sideOf(db, s, seat).steadfast;
}

/**
 * The power attacking unit `card` (uid `uid`) of `seat` deals now, against the Monarch when
 * `vsMonarch`: printed power, its own `striking` bonuses, the turn's attack bonuses (but those it
 * gave "other" units), its side's attack auras, the enemies' penalties; never below 0.
 */
export function attackPower(
  db: CardDb,
  s: GameState,
  seat: Seat,
  uid: number,
  card: string,
  vsMonarch: boolean,
): number {
  let p = defOf(db, card).power;
  for (const mod of modsOf(db, card, 'striking')) {
    if (mod.e === 'power') p += mod.n;
    else if (mod.e === 'power-vs-monarch' && vsMonarch) p += mod.n;
    else if (mod.e === 'power-per-attacker') p += mod.n * s.turn.attacks;
  }
  for (const b of s.turn.attackBonus) if (b.except !== uid) p += b.n;
  p += sideOf(db, s, seat).attack;
  for (const foe of s.seats) if (foe !== seat) p += sideOf(db, s, foe).enemyAttack;
  return Math.max(0, p);
}

/** How much less damage each attacking unit deals to `seat`'s Monarch. */
export function monarchGuard(db: CardDb, s: GameState, seat: Seat): number {
  return sideOf(db, s, seat).guard;
}

/** The damage attacking unit `card` of `seat` deals to `foe`'s Monarch now. */
export function monarchDamage(
  db: CardDb,
  s: GameState,
  seat: Seat,
  uid: number,
  card: string,
  foe: Seat,
): number {
  return Math.max(0, attackPower(db, s, seat, uid, card, true) - monarchGuard(db, s, foe));
}

/** Whether attacking unit `card` is not blocked (a `striking` `unblocked` effect). */
export function isUnblocked(db: CardDb, card: string): boolean {
  return modsOf(db, card, 'striking').some((m) => m.e === 'unblocked');
}

/** Whether attacking unit `card` annihilates the defenders it defeats. */
export function annihilatesDefeated(db: CardDb, card: string): boolean {
  return modsOf(db, card, 'striking').some((m) => m.e === 'annihilate-defeated');
}

/** The outermost row of `foe` holding a blocking defender, or -1 when nothing blocks. */
export function frontRow(s: GameState, foe: Seat): number {
  const rows = playerOf(s, foe).rows;
  for (let row = rows.length - 1; row >= 0; row--)
    if (rows[row]!.some((d) => d !== null && blocks(s, d))) return row;
  return -1;
}

/**
 * The rows of `foe` attacking unit `card` may deal its damage to: every row holding a defender at
 * or outside the front row (outside it, nothing blocks), or every row for an unblocked unit.
 */
export function reachableRows(db: CardDb, s: GameState, card: string, foe: Seat): number[] {
  const front = isUnblocked(db, card) ? -1 : frontRow(s, foe);
  const rows = playerOf(s, foe).rows;
  const out: number[] = [];
  for (let row = Math.max(0, front); row < ROW_SIZES.length; row++)
    if (rows[row]!.some((d) => d !== null)) out.push(row);
  return out;
}

/** Whether attacking unit `card` may deal its damage to `foe`'s Monarch now. */
export function monarchReachable(db: CardDb, s: GameState, card: string, foe: Seat): boolean {
  return isUnblocked(db, card) || frontRow(s, foe) < 0;
}

/**
 * The price `seat` pays this turn for `card`: its cost less discounts, never below 1. `side` is
 * `sideOf(seat)` when the caller has it.
 */
export function priceOf(
  db: CardDb,
  s: GameState,
  seat: Seat,
  card: string,
  side: Side = sideOf(db, s, seat),
): number {
  const discount = (s.turn.seat === seat ? s.turn.discount : 0) + side.discount;
  return Math.max(1, defOf(db, card).cost - discount);
}
