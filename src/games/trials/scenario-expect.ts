/**
 * The `expect` paths of Trials scenario files (docs/scenarios.md, "Trials"): reads a value out of
 * a state (in any view) by a dotted path.
 */
import type { CardDb } from './carddb.ts';
import { legalActions } from './legal.ts';
import type { Located } from './stats.ts';
import { allInPlay, attackOf, cardOf, hpOf, idOf, keywordsOf, locate, maxHpOf } from './stats.ts';
import type { StackItem, TrialsState, TSlot } from './types.ts';
import { isSeat, playerOf } from './types.ts';
import { nextPoint } from './split.ts';
import { waiting } from './waiting.ts';

const NO = Symbol('no such path');

/** Finds a card in play by instance id, or by card id when exactly one is in play. */
export function findInPlay(s: TrialsState, ref: string): Located | null {
  const byId = locate(s, ref);
  if (byId) return byId;
  const hits = allInPlay(s).filter((l) => cardOf(l) === ref);
  if (hits.length > 1) throw new Error(`${ref} is in play more than once: name its instance id`);
  return hits[0] ?? null;
}

function cardPath(
  db: CardDb,
  s: TrialsState,
  l: Located | null,
  field: string | undefined,
): unknown {
  if (field === 'inplay') return l !== null;
  if (!l) return NO;
  const holder = l.att ?? l.avatar;
  switch (field) {
    case undefined:
    case 'card':
      return cardOf(l);
    case 'id':
      return idOf(l);
    case 'hp':
      return hpOf(db, s, l);
    case 'maxHp':
      return maxHpOf(db, s, l);
    case 'attack':
      return attackOf(db, s, l);
    case 'damage':
    case 'exhausted':
    case 'shield':
    case 'boost':
      return holder[field];
    case 'counters.attack':
      return holder.counters.attack;
    case 'counters.hp':
      return holder.counters.hp;
    case 'side':
      return l.att ? NO : l.avatar.side;
    case 'attachments':
      return l.avatar.attachments.map((a) => a.card);
    case 'bearer':
      return l.avatar.id;
    case 'keywords':
      return keywordsOf(db, s, l).sort();
  }
  return NO;
}

function ids(slots: readonly TSlot[]): string[] {
  return slots.map((x) => x.id ?? '?');
}

/** A short public name of a stack item: its card id, or `attack`, `channel`, `ignite`. */
export function itemName(i: StackItem): string {
  return i.kind === 'attack' || i.kind === 'channel' || i.kind === 'ignite' ? i.kind : i.card;
}

/** The value at `path` in `s`, or an error text when there is no such path. */
export function readPath(
  db: CardDb,
  s: TrialsState,
  path: string,
): { value: unknown } | { error: string } {
  const parts = path.split('.');
  const [head, sub, ...rest] = parts;
  let v: unknown = NO;
  if (isSeat(head)) {
    const p = playerOf(s, head);
    switch (sub) {
      case 'energy':
        v = rest.length === 0 ? p.energy : NO;
        break;
      case 'hand':
        v = rest[0] === 'count' ? p.hand.length : rest.length === 0 ? ids(p.hand).sort() : NO;
        break;
      case 'deck':
        v = rest[0] === 'count' ? p.deck.length : rest.length === 0 ? ids(p.deck) : NO;
        break;
      case 'discard':
      case 'exile': {
        const z = p[sub];
        const cards = z.map((c) => c.id);
        // The exile is compared sorted (docs/scenarios.md), the discard pile in order.
        if (sub === 'exile') cards.sort();
        v = rest[0] === 'count' ? z.length : rest.length === 0 ? cards : NO;
        break;
      }
      case 'av0':
      case 'av1':
        v = cardPath(db, s, locate(s, `${head}:${sub}`), rest.length ? rest.join('.') : undefined);
        break;
      default:
        if (sub !== undefined)
          v = cardPath(
            db,
            s,
            findInPlay(s, `${sub}`) ?? findInPlay(s, `${head}:${sub}`),
            rest.length ? rest.join('.') : undefined,
          );
    }
  } else if (
    head === 'round' ||
    head === 'phase' ||
    head === 'initiative' ||
    head === 'turn' ||
    head === 'winner' ||
    head === 'priority'
  )
    v = sub === undefined ? s[head] : NO;
  else if (head === 'passed') v = s.passedFirst;
  else if (head === 'stack') {
    const top = s.stack[s.stack.length - 1];
    v =
      sub === 'count'
        ? s.stack.length
        : sub === undefined
          ? s.stack.map(itemName)
          : sub === 'targets' && top && 'targets' in top
            ? [...top.targets]
            : NO;
  } else if (head === 'split') {
    // The split damage being declared (D36): the next point, how many, the targets named so far.
    const c = s.choice?.kind === 'split' ? s.choice : null;
    const next = c ? nextPoint(c.targets) : null;
    if (sub === 'point') v = next ? next.point.point : null;
    else if (sub === 'of') v = next ? next.point.of : null;
    else if (sub === 'named') v = c ? c.targets.filter((x) => typeof x === 'string') : [];
  } else if (head === 'triggers')
    v = sub === 'count' ? s.triggers.length : s.triggers.map((t) => t.card);
  else if (head === 'waiting') {
    const w = waiting(s);
    v = w.kind === 'over' ? 'over' : sub === 'window' ? w.window : w.seat;
  } else if (head === 'legal') {
    const w = waiting(s);
    const all = w.kind === 'act' ? legalActions(db, s, w.seat) : [];
    v = sub === undefined ? all.length : all.filter((a) => a.type === sub).length;
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
export function checkExpect(
  db: CardDb,
  s: TrialsState,
  expect: Readonly<Record<string, unknown>>,
): string[] {
  const out: string[] = [];
  for (const [path, want] of Object.entries(expect)) {
    const got = readPath(db, s, path);
    if ('error' in got) {
      out.push(got.error);
      continue;
    }
    const sortIt = /\.(hand|exile|keywords)$/.test(path) && Array.isArray(want);
    const wanted = sortIt ? [...(want as unknown[])].map(String).sort() : want;
    if (!equal(got.value, wanted))
      out.push(`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got.value)}`);
  }
  return out;
}
