/**
 * The `expect` paths of scenario files (docs/scenarios.md, "Expect paths"): reads a value out of a
 * state by a dotted path and compares it with what the scenario expects. A path is read in the
 * state the step names: the omniscient state, or (with `"view"`) one seat's view of it, where the
 * other seat's hand, Hidden pile and deck are handles and sizes only (view.ts: project).
 */
import type { Slot } from '../../engine/index.ts';
import { multisetList } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import { spaceIndex } from './board.ts';
import { waiting } from './gate.ts';
import { keywordNames, statsOf } from './stats.ts';
import type { ChainItem, GameState, PSeat } from './types.ts';
import { isSeat } from './types.ts';

const NO = Symbol('no such path');

/**
 * What the runner knows beyond the state: the draw order of an `ordered` setup (each deck's cards,
 * top first), or null when the setup is not ordered.
 */
export interface RunnerFacts {
  readonly order: Readonly<Record<PSeat | 'pool', readonly string[]>> | null;
}

/** A value read by a path; an `ordered` value is compared element by element, in order. */
class Got {
  constructor(
    readonly value: unknown,
    readonly ordered = false,
  ) {}
}

/** A path that names nothing (`error` says why, or is empty for the generic message). */
class Bad {
  constructor(readonly error: string) {}
}

type Read = Got | Bad;

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

/** A hand or Hidden pile by a sub-path: ids ('?' unknown), `count`, `ids` (known), `handles`. */
function slotsPath(slots: readonly Slot[], sub: string | undefined): unknown {
  if (sub === undefined) return sortedIds(slots.map((x) => x.id));
  if (sub === 'count') return slots.length;
  if (sub === 'ids')
    return slots
      .map((x) => x.id)
      .filter((x) => x !== undefined)
      .sort();
  if (sub === 'handles') return slots.map((x) => x.h).sort();
  return NO;
}

/** The draw order of `key` (`top`: its first card, or null when it is empty). */
function orderRead(facts: RunnerFacts, key: PSeat | 'pool', cards: string[], top: boolean): Read {
  const o = orderOf(facts, key, cards);
  if (o instanceof Bad || !top) return o;
  return new Got((o.value as string[])[0] ?? null);
}

/** The runner's remaining draw order of `key` (top first), reconciled with the engine's multiset. */
function orderOf(facts: RunnerFacts, key: PSeat | 'pool', cards: readonly string[]): Read {
  if (!facts.order) return new Bad('the draw order needs setup.ordered');
  const left = [...cards];
  const out: string[] = [];
  for (const id of facts.order[key]) {
    const at = left.indexOf(id);
    if (at >= 0) {
      out.push(id);
      left.splice(at, 1);
    }
  }
  return new Got([...out, ...left.sort()], true);
}

function deckPath(s: GameState, seat: PSeat, sub: string | undefined, facts: RunnerFacts): Read {
  const deck = s.players[seat].deck;
  if (sub === 'count') return new Got(deck.size);
  if (sub === 'cards') return new Got(deck.cards ? multisetList(deck.cards) : null);
  if (sub === 'order' || sub === 'top') {
    if (!deck.cards) return new Got(null);
    return orderRead(facts, seat, multisetList(deck.cards), sub === 'top');
  }
  return new Bad('');
}

function seatPath(
  db: CardDb,
  s: GameState,
  seat: PSeat,
  rest: string[],
  facts: RunnerFacts,
): Read | unknown {
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
      return slotsPath(p[zone], sub);
    case 'deck':
      return deckPath(s, seat, sub, facts);
    case 'discard':
    case 'reserve':
      return sub === 'count' ? p[zone].length : [...p[zone]].sort();
    default:
      return NO;
  }
}

/** A chain item as the `chain` paths show it: "<controller> <kind>[ <card id or handle>]". */
function itemWords(it: ChainItem): string {
  const b = it.body;
  const card = b.kind === 'hide' ? (b.card.id ?? b.card.h) : 'card' in b ? b.card : undefined;
  return card === undefined ? `${it.controller} ${b.kind}` : `${it.controller} ${b.kind} ${card}`;
}

function chainPath(s: GameState, sub: string | undefined): Read {
  const items = s.chain.map(itemWords);
  if (sub === undefined) return new Got(items, true);
  if (sub === 'count') return new Got(s.chain.length);
  if (sub === 'top') return new Got(items[items.length - 1] ?? null);
  const i = Number(sub);
  if (Number.isInteger(i) && i >= 0) return new Got(items[i] ?? null);
  return new Bad('');
}

/** The value at `path` in `s`, or an error text when there is no such path. */
export function readPath(
  db: CardDb,
  s: GameState,
  path: string,
  facts: RunnerFacts = { order: null },
): { value: unknown; ordered: boolean } | { error: string } {
  const parts = path.split('.');
  const head = parts[0]!;
  let r: Read | unknown = NO;
  if (isSeat(head)) r = seatPath(db, s, head, parts.slice(1), facts);
  else if (head === 'pool') r = parts[1] === 'count' ? s.pool.length : [...s.pool].sort();
  else if (head === 'poolDeck') {
    const cards = multisetList(s.poolDeck);
    if (parts[1] === 'count') r = cards.length;
    else if (parts[1] === 'order' || parts[1] === 'top')
      r = orderRead(facts, 'pool', cards, parts[1] === 'top');
  } else if (head === 'chain') r = chainPath(s, parts[1]);
  else if (head === 'priority') r = s.chain.length > 0 ? s.priority : null;
  else if (head === 'turn' || head === 'round' || head === 'winner' || head === 'phase')
    r = s[head];
  else if (head === 'waiting') {
    const w = waiting(s);
    r = w.kind === 'act' ? (parts[1] === 'window' ? w.window : w.seat) : w.kind;
  }
  if (r === NO) return { error: `unknown expect path ${path}` };
  if (r instanceof Bad) return { error: r.error || `unknown expect path ${path}` };
  if (r instanceof Got) return { value: r.value, ordered: r.ordered };
  return { value: r, ordered: false };
}

/** One array element as a comparable key (strings and numbers as before; objects as JSON). */
function keyOf(x: unknown): string {
  return x !== null && typeof x === 'object' ? JSON.stringify(x) : String(x);
}

function equal(actual: unknown, expected: unknown, ordered = false): boolean {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    const a = actual.map(keyOf);
    const e = expected.map(keyOf);
    if (!ordered) {
      a.sort();
      e.sort();
    }
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
export function checkExpect(
  db: CardDb,
  s: GameState,
  expect: Record<string, unknown>,
  facts?: RunnerFacts,
): string[] {
  const out: string[] = [];
  for (const [path, want] of Object.entries(expect)) {
    const got = readPath(db, s, path, facts);
    if ('error' in got) out.push(got.error);
    else if (!equal(got.value, want, got.ordered))
      out.push(`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got.value)}`);
  }
  return out;
}
