/**
 * The `expect` paths of Authority scenario files (docs/scenarios.md, "Authority"): reads a value
 * out of a state by a dotted path and compares it with what the scenario expects.
 */
import type { CardDb } from './carddb.ts';
import { waiting } from './gate.ts';
import { legalActions } from './legal.ts';
import {
  attackPower,
  defencePower,
  isDisabled,
  isIgnored,
  monarchDamage,
  priceOf,
} from './power.ts';
import type { GameState } from './types.ts';
import { foeOf } from './types.ts';

const NO = Symbol('no such path');

function sorted(xs: readonly (string | undefined)[]): string[] {
  return xs.map((x) => x ?? '?').sort();
}

function count(m: Readonly<Record<string, number>>): number {
  let n = 0;
  for (const k in m) n += m[k]!;
  return n;
}

function rowPath(db: CardDb, s: GameState, seat: string, rest: string[]): unknown {
  const [rowText, posText, field] = rest;
  const row = Number(rowText);
  const rows = s.players[seat]!.rows;
  if (!Number.isInteger(row) || row < 0 || row >= rows.length) return NO;
  if (posText === undefined) return rows[row]!.map((d) => d?.card ?? null);
  const pos = Number(posText);
  if (!Number.isInteger(pos) || pos < 0 || pos >= rows[row]!.length) return NO;
  const d = rows[row]![pos];
  if (field === undefined) return d?.card ?? null;
  if (!d) return null;
  switch (field) {
    case 'damage':
      return d.damage;
    case 'power':
      return defencePower(db, s, seat, row, pos);
    case 'ignored':
      return isIgnored(s, d.uid);
    case 'disabled':
      return isDisabled(s, d.uid);
  }
  return NO;
}

function seatPath(db: CardDb, s: GameState, seat: string, rest: string[]): unknown {
  const p = s.players[seat]!;
  const [zone, sub] = rest;
  switch (zone) {
    case 'hp':
    case 'faction':
      return rest.length === 1 ? p[zone] : NO;
    case 'hand':
      return sub === 'count' ? p.hand.length : sorted(p.hand.map((x) => x.id));
    case 'deck':
      if (sub === 'count') return p.deck.size;
      return p.deck.cards
        ? sorted(Object.entries(p.deck.cards).flatMap(([id, n]) => Array<string>(n).fill(id)))
        : NO;
    case 'unseen':
      return sub === 'count' ? count(p.unseen) : NO;
    case 'discard':
    case 'retired':
      return sub === 'count' ? p[zone].length : sorted(p[zone]);
    case 'general':
      return sub === 'count' ? p.general.length : sorted(p.general.map((g) => g.card));
    case 'defenders':
      return sub === 'count' ? p.rows.flat().filter((d) => d !== null).length : NO;
    case 'row':
      return rowPath(db, s, seat, rest.slice(1));
  }
  return NO;
}

/** The value at `path` in `s`, or an error text when there is no such path. */
export function readPath(
  db: CardDb,
  s: GameState,
  path: string,
): { value: unknown } | { error: string } {
  const parts = path.split('.');
  const [head, sub] = parts;
  let v: unknown = NO;
  if (s.seats.includes(head!)) v = seatPath(db, s, head!, parts.slice(1));
  else if (head === 'market' || head === 'generals' || head === 'removed')
    v = sub === 'count' ? s[head].length : sorted(s[head]);
  else if (head === 'marketDeck' && sub === 'count') v = count(s.marketDeck);
  else if (head === 'authority') v = s.turn.authority;
  else if (head === 'turn') {
    const t = s.turn as unknown as Record<string, unknown>;
    v = sub === undefined ? s.turn.seat : typeof t[sub] === 'number' ? t[sub] : NO;
  } else if (head === 'winner' || head === 'over') v = s[head];
  else if (head === 'waiting') {
    const w = waiting(s);
    v = w.kind === 'act' ? (sub === 'window' ? w.window : w.seat) : w.kind;
  } else if (head === 'strike' && s.pending?.p === 'strike') {
    const { seat, uid, card } = s.pending;
    if (sub === 'power') v = attackPower(db, s, seat, uid, card, false);
    else if (sub === 'monarch') v = monarchDamage(db, s, seat, uid, card, foeOf(s, seat));
    else if (sub === 'card') v = card;
  } else if (head === 'price' && sub !== undefined && db.cards.has(sub))
    v = priceOf(db, s, s.turn.seat, sub);
  else if (head === 'legal' && sub !== undefined) {
    const w = waiting(s);
    v = w.kind === 'act' ? legalActions(db, s, w.seat).filter((a) => a.type === sub).length : 0;
  }
  return v === NO ? { error: `unknown expect path ${path}` } : { value: v };
}

function equal(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      actual.every((x, i) => equal(x, expected[i]))
    );
  return actual === expected;
}

/** Checks every path of an `expect` step; returns the mismatches as text. */
export function checkExpect(db: CardDb, s: GameState, expect: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [path, want] of Object.entries(expect)) {
    const got = readPath(db, s, path);
    if ('error' in got) out.push(got.error);
    else {
      // Zones compare as sorted lists; a row compares place by place.
      const wanted =
        Array.isArray(want) && !path.includes('.row.')
          ? [...(want as unknown[])].map(String).sort()
          : want;
      if (!equal(got.value, wanted))
        out.push(`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got.value)}`);
    }
  }
  return out;
}
