/**
 * Every legal action of a seat in its own view (docs/adding-a-game.md: "what the seat may do now
 * … the UI only ever offers these"). Candidates are built from the position (hand cards the view
 * knows, cards in play, target specs, slot overflow choices, discard costs) and each is kept only
 * when the rules accept it, so this list and `apply` never disagree.
 */
import type { Seat } from '../../engine/index.ts';
import { igniteCards, playEffects } from './actions.ts';
import { isAttachable, slotConflicts } from './attach.ts';
import type { CardDb } from './carddb.ts';
import { cardDef, effectsOf } from './carddb.ts';
import { apply } from './rules.ts';
import { allInPlay, attackOf, defAt, hasKeyword, idOf } from './stats.ts';
import type { Spec } from './targets.ts';
import { candidates, specsOf, splitPoints } from './targets.ts';
import { triggerEffect } from './triggers.ts';
import type { Action, Shown, TrialsState, TSeat } from './types.ts';
import { isSeat, playerOf } from './types.ts';
import { waiting } from './waiting.ts';

/** The most target lists tried per action (split damage over many cards grows fast). */
const MAX_COMBOS = 64;

/**
 * Target lists for `specs`: one candidate per spec. The points of one split damage (`points[i]`
 * true: spec i continues the split of spec i - 1) are taken in board order only (no permutations).
 */
function targetLists(
  db: CardDb,
  s: TrialsState,
  seat: TSeat,
  specs: readonly Spec[],
  lenient: boolean,
  points: readonly boolean[] = [],
): string[][] {
  let lists: string[][] = [[]];
  for (let k = 0; k < specs.length; k++) {
    const c = candidates(db, s, seat, specs[k]!);
    if (c.length === 0) {
      if (lenient) continue;
      return [];
    }
    const next: string[][] = [];
    for (const l of lists)
      for (const id of c) {
        const prev = l[l.length - 1];
        if (points[k] && prev !== undefined && c.indexOf(id) < c.indexOf(prev)) continue;
        if (next.length < MAX_COMBOS) next.push([...l, id]);
      }
    lists = next;
  }
  return lists;
}

/** Subsets of `xs` of size `k` (in order), at most `cap`. */
function subsets<T>(xs: readonly T[], k: number, cap = MAX_COMBOS): T[][] {
  const out: T[][] = [];
  const go = (from: number, acc: T[]): void => {
    if (out.length >= cap) return;
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = from; i < xs.length; i++) go(i + 1, [...acc, xs[i]!]);
  };
  go(0, []);
  return out;
}

function known(s: TrialsState, seat: TSeat): Shown[] {
  return playerOf(s, seat)
    .hand.filter((x) => x.id !== undefined)
    .map((x) => ({ h: x.h, id: x.id! }));
}

function candidatesFor(db: CardDb, s: TrialsState, seat: TSeat): Action[] {
  const w = waiting(s);
  if (w.kind !== 'act' || w.seat !== seat) return [];
  const out: Action[] = [];
  const player = seat;
  if (w.window === 'scout')
    return [
      { type: 'scout', player, from: 'top' },
      { type: 'scout', player, from: 'bottom' },
      { type: 'decline', player },
    ];
  if (w.window === 'discard' && s.choice?.kind === 'discard')
    return subsets(known(s, seat), s.choice.n).map((cards) => ({ type: 'discard', player, cards }));
  if (w.window === 'trigger') {
    const t = s.triggers[0]!;
    const e = triggerEffect(db, t, s);
    if (!e) return [];
    if (e.optional) out.push({ type: 'trigger', player, use: false });
    for (const targets of targetLists(
      db,
      s,
      seat,
      specsOf(e.effects),
      true,
      splitPoints(e.effects),
    )) {
      out.push({ type: 'trigger', player, use: true, targets });
    }
    return out;
  }
  const me = playerOf(s, seat);
  // Plays.
  for (const c of known(s, seat)) {
    const def = cardDef(db, c.id);
    if (!def || def.kind === 'avatar') continue;
    for (const av of me.avatars) {
      const detaches: (string | undefined)[] = [undefined];
      if (isAttachable(def)) {
        const { choose } = slotConflicts(db, av, def);
        if (choose.length > 0) detaches.splice(0, 1, ...choose);
      }
      for (const targets of targetLists(
        db,
        s,
        seat,
        specsOf(playEffects(def)),
        false,
        splitPoints(playEffects(def)),
      ))
        for (const detach of detaches)
          out.push({
            type: 'play',
            player,
            h: c.h,
            id: c.id,
            avatar: av.id,
            targets,
            ...(detach !== undefined ? { detach } : {}),
          });
    }
  }
  // Activated effects.
  for (const l of allInPlay(s)) {
    if (l.seat !== seat) continue;
    effectsOf(defAt(db, l), l.att ? 'front' : l.avatar.side).forEach((e, index) => {
      if (!('activate' in e)) return;
      const discards = subsets(known(s, seat), e.activate.discard ?? 0, 8);
      for (const targets of targetLists(db, s, seat, specsOf(e.effects), false))
        for (const discard of discards)
          out.push({
            type: 'activate',
            player,
            source: idOf(l),
            index,
            targets,
            ...(discard.length > 0 ? { discard } : {}),
          });
    });
  }
  if (w.window === 'priority') {
    out.push({ type: 'decline', player });
    return out;
  }
  // Main-window actions.
  for (const l of allInPlay(s)) {
    if (l.seat !== seat) continue;
    const enemies = allInPlay(s)
      .filter((x) => x.seat !== seat)
      .map(idOf);
    out.push(
      ...enemies.map((t): Action => ({ type: 'attack', player, attacker: idOf(l), targets: [t] })),
    );
    const atk = attackOf(db, s, l);
    if (hasKeyword(db, s, l, 'split') && atk > 1)
      for (const targets of targetLists(
        db,
        s,
        seat,
        Array<Spec>(Math.min(atk, 6)).fill('enemy-card'),
        false,
        Array.from({ length: Math.min(atk, 6) }, (_, i) => i > 0),
      ))
        if (targets.length === atk)
          out.push({ type: 'attack', player, attacker: idOf(l), targets });
    if (!l.att) out.push({ type: 'channel', player, avatar: l.avatar.id });
  }
  if (igniteCards({ db, s }, seat).length > 0)
    for (const t of candidates(db, s, seat, 'any-card'))
      out.push({ type: 'ignite', player, target: t });
  out.push({ type: 'pass', player });
  return out;
}

/** Every action `seat` may take now in `s` (empty when the game does not wait on it). */
export function legalActions(db: CardDb, s: TrialsState, seat: Seat): Action[] {
  if (!isSeat(seat) || s.phase === 'over') return [];
  return candidatesFor(db, s, seat).filter((a) => !apply(db, s, a).error);
}
