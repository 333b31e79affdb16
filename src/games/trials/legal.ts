/**
 * Every legal action of a seat in its own view (docs/adding-a-game.md: "what the seat may do now
 * … the UI only ever offers these"). Candidates are built from the position (hand cards the view
 * knows, cards in play, target specs, slot overflow choices, discard costs) and kept only when
 * the rules accept them, so this list and `apply` never disagree. Nothing is capped: every target
 * list, every detach choice and every way of dividing split damage is listed (a split once per
 * multiset of targets, as the order of its points does not matter), so no legal move is missing.
 */
import type { Seat } from '../../engine/index.ts';
import { attackable, playEffects, triggerDetachChoices } from './actions.ts';
import { isAttachable, slotConflicts } from './attach.ts';
import type { CardDb } from './carddb.ts';
import { cardDef, effectsOf } from './carddb.ts';
import { check } from './rules.ts';
import { allInPlay, attackOf, defAt, hasKeyword, idOf, igniteCards } from './stats.ts';
import type { Spec } from './targets.ts';
import { candidates, specsOf, splitPoints } from './targets.ts';
import { triggerEffect } from './triggers.ts';
import type { Action, Shown, TrialsState, TSeat } from './types.ts';
import { isSeat, playerOf } from './types.ts';
import { waiting } from './waiting.ts';

/**
 * Every target list for `specs`: one valid candidate per spec, nothing capped. The points of one
 * split damage (`points[i]` true: spec i continues the split of spec i - 1) are taken in board
 * order only: their order does not matter, so each way of dividing the points (a multiset) is
 * listed once. With `lenient` (a trigger) a spec with no candidate is left out.
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
    lists = lists.flatMap((l) => {
      const prev = l[l.length - 1];
      const from = points[k] && prev !== undefined ? Math.max(0, c.indexOf(prev)) : 0;
      return c.slice(from).map((id) => [...l, id]);
    });
  }
  return lists;
}

/** The multisets of size `k` of `xs` (each in the order of `xs`). */
function multisets(xs: readonly string[], k: number): string[][] {
  let lists: string[][] = [[]];
  for (let i = 0; i < k; i++)
    lists = lists.flatMap((l) => {
      const from = l.length > 0 ? xs.indexOf(l[l.length - 1]!) : 0;
      return xs.slice(from).map((id) => [...l, id]);
    });
  return lists;
}

/** Subsets of `xs` of size `k` (in order). */
function subsets<T>(xs: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const go = (from: number, acc: T[]): void => {
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

/**
 * The candidate actions of `seat` now, in groups: a group's actions differ only in target lists
 * built from each spec's valid candidates (which the rules' target check accepts by
 * construction), so the rules accept every action of a group or none, and the first one decides.
 */
function candidatesFor(db: CardDb, s: TrialsState, seat: TSeat): Action[][] {
  const w = waiting(s);
  if (w.kind !== 'act' || w.seat !== seat) return [];
  const out: Action[][] = [];
  const player = seat;
  if (w.window === 'scout')
    return [
      [{ type: 'scout', player, from: 'top' }],
      [{ type: 'scout', player, from: 'bottom' }],
      [{ type: 'decline', player }],
    ];
  if (w.window === 'discard' && s.choice?.kind === 'discard')
    return subsets(known(s, seat), s.choice.n).map((cards) => [{ type: 'discard', player, cards }]);
  if (w.window === 'trigger') {
    const t = s.triggers[0]!;
    const e = triggerEffect(db, t, s);
    if (!e) return [];
    if (e.optional) out.push([{ type: 'trigger', player, use: false }]);
    const specs = specsOf(e.effects);
    for (const targets of targetLists(db, s, seat, specs, true, splitPoints(e.effects))) {
      const choose = triggerDetachChoices({ db, s }, seat, t.card, specs, targets) ?? [];
      if (choose.length === 0) out.push([{ type: 'trigger', player, use: true, targets }]);
      for (const detach of choose)
        out.push([{ type: 'trigger', player, use: true, targets, detach }]);
    }
    return out;
  }
  const me = playerOf(s, seat);
  // Plays.
  for (const c of known(s, seat)) {
    const def = cardDef(db, c.id);
    if (!def || def.kind === 'avatar') continue;
    const lists = targetLists(
      db,
      s,
      seat,
      specsOf(playEffects(def)),
      false,
      splitPoints(playEffects(def)),
    );
    for (const av of me.avatars) {
      const detaches: (string | undefined)[] = [undefined];
      if (isAttachable(def)) {
        const { choose } = slotConflicts(db, av, def);
        if (choose.length > 0) detaches.splice(0, 1, ...choose);
      }
      for (const detach of detaches)
        out.push(
          lists.map((targets) => ({
            type: 'play',
            player,
            h: c.h,
            id: c.id,
            avatar: av.id,
            targets,
            ...(detach !== undefined ? { detach } : {}),
          })),
        );
    }
  }
  // Activated effects.
  for (const l of allInPlay(s)) {
    if (l.seat !== seat) continue;
    effectsOf(defAt(db, l), l.att ? 'front' : l.avatar.side).forEach((e, index) => {
      if (!('activate' in e)) return;
      const lists = targetLists(db, s, seat, specsOf(e.effects), false, splitPoints(e.effects));
      for (const discard of subsets(known(s, seat), e.activate.discard ?? 0))
        out.push(
          lists.map((targets) => ({
            type: 'activate',
            player,
            source: idOf(l),
            index,
            targets,
            ...(discard.length > 0 ? { discard } : {}),
          })),
        );
    });
  }
  if (w.window === 'priority') {
    out.push([{ type: 'decline', player }]);
    return out;
  }
  // Main-window actions.
  const rt = { db, s };
  const enemies = allInPlay(s)
    .filter((x) => x.seat !== seat)
    .map(idOf);
  const attackables = enemies.filter((t) => attackable(rt, seat, t) === null);
  for (const l of allInPlay(s)) {
    if (l.seat !== seat) continue;
    for (const t of enemies)
      out.push([{ type: 'attack', player, attacker: idOf(l), targets: [t] }]);
    const atk = attackOf(db, s, l);
    if (hasKeyword(db, s, l, 'split') && atk > 1)
      out.push(
        multisets(attackables, atk).map((targets) => ({
          type: 'attack',
          player,
          attacker: idOf(l),
          targets,
        })),
      );
    if (!l.att) out.push([{ type: 'channel', player, avatar: l.avatar.id }]);
  }
  if (igniteCards(db, s, seat).length > 0)
    for (const t of candidates(db, s, seat, 'any-card'))
      out.push([{ type: 'ignite', player, target: t }]);
  out.push([{ type: 'pass', player }]);
  return out;
}

/** Every action `seat` may take now in `s` (empty when the game does not wait on it). */
export function legalActions(db: CardDb, s: TrialsState, seat: Seat): Action[] {
  if (!isSeat(seat) || s.phase === 'over') return [];
  return candidatesFor(db, s, seat).flatMap((group) =>
    group.length > 0 && check(db, s, group[0]) === null ? group : [],
  );
}
