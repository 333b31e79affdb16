/**
 * The `expect` paths of scenario files (docs/rules/paragons.md, "Scenario files"): reads a value
 * out of a state by a dotted path and compares it with what the scenario expects.
 */
import type { CardDb } from './carddb.ts';
import { spaceIndex } from './board.ts';
import { waiting } from './gate.ts';
import { keywordNames, statsOf } from './stats.ts';
import type { GameState, PSeat } from './types.ts';
import { isSeat } from './types.ts';

const NO = Symbol('no such path');

function sortedIds(xs: readonly (string | undefined)[]): string[] {
  return xs.map((x) => x ?? '?').sort();
}

function mercField(
  db: CardDb,
  s: GameState,
  seat: PSeat,
  idx: number,
  field: string | undefined,
): unknown {
  const m = s.players[seat].board[idx];
  if (!m) return null;
  const st = statsOf(db, s, seat, idx);
  const all: Record<string, unknown> = {
    card: m.card,
    attack: st.attack,
    health: st.maxHealth - m.damage,
    maxHealth: st.maxHealth,
    damage: m.damage,
    exhausted: m.exhausted,
    garrison: m.garrison,
    summoned: m.summoned,
    owner: m.owner,
    keywords: keywordNames(st.kw),
    imbuements: m.imbuements.map((a) => a.card).sort(),
  };
  if (field === undefined) return all;
  return field in all ? all[field] : NO;
}

function seatPath(db: CardDb, s: GameState, seat: PSeat, rest: string[]): unknown {
  const p = s.players[seat];
  const [zone, sub, field] = rest;
  switch (zone) {
    case 'life':
    case 'mana':
    case 'class':
      return p[zone];
    case 'board': {
      const idx = spaceIndex(sub);
      return idx < 0 ? NO : mercField(db, s, seat, idx, field);
    }
    case 'enchantments': {
      const idx = spaceIndex(sub);
      return idx < 0 ? NO : (p.enchantments[idx]?.card ?? null);
    }
    case 'hand':
    case 'hidden':
      return sub === 'count' ? p[zone].length : sortedIds(p[zone].map((x) => x.id));
    case 'deck':
      return sub === 'count' ? p.deck.size : NO;
    case 'discard':
    case 'reserve':
      return sub === 'count' ? p[zone].length : [...p[zone]].sort();
    default:
      return NO;
  }
}

/** The value at `path` in `s`, or undefined with an error text when there is no such path. */
export function readPath(
  db: CardDb,
  s: GameState,
  path: string,
): { value: unknown } | { error: string } {
  const parts = path.split('.');
  const head = parts[0]!;
  let v: unknown = NO;
  if (isSeat(head)) v = seatPath(db, s, head, parts.slice(1));
  else if (head === 'pool') v = parts[1] === 'count' ? s.pool.length : [...s.pool].sort();
  else if (head === 'poolDeck' && parts[1] === 'count')
    v = Object.values(s.poolDeck).reduce((a, b) => a + b, 0);
  else if (head === 'chain' && parts[1] === 'count') v = s.chain.length;
  else if (head === 'turn' || head === 'round' || head === 'winner' || head === 'phase')
    v = s[head];
  else if (head === 'waiting') {
    const w = waiting(s);
    v = w.kind === 'act' ? (parts[1] === 'window' ? w.window : w.seat) : w.kind;
  }
  return v === NO ? { error: `unknown expect path ${path}` } : { value: v };
}

function equal(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    const a = [...actual].map(String).sort();
    const e = [...expected].map(String).sort();
    return a.every((x, i) => x === e[i]);
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    const rec = actual as Record<string, unknown>;
    return Object.entries(expected).every(([k, v]) => equal(rec[k], v));
  }
  if (typeof expected === 'string' && actual !== null && typeof actual === 'object')
    return (actual as { card?: unknown }).card === expected;
  return actual === expected;
}

/** Checks every path of an `expect` step; returns the mismatches as text. */
export function checkExpect(db: CardDb, s: GameState, expect: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [path, want] of Object.entries(expect)) {
    const got = readPath(db, s, path);
    if ('error' in got) out.push(got.error);
    else if (!equal(got.value, want))
      out.push(`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got.value)}`);
  }
  return out;
}
