/**
 * Every legal action of a seat in its own view (docs/adding-a-game.md: "what the seat may do now
 * … the UI only ever offers these"). Candidates are built from the position (hand cards the view
 * knows, cards in play, target specs, slot overflow choices, discard costs) and kept only when
 * the rules accept them, so this list and `apply` never disagree. Nothing is capped: every target
 * list and every detach choice is listed, so no legal move is missing. Split damage is not divided
 * here: its points are named one at a time in the `split` window (./split.ts; D36), one action
 * per instance that may take the next point, so every order of naming is reachable.
 */
import type { Seat } from '../../engine/index.ts';
import { playEffects, triggerDetachChoices } from './actions.ts';
import { isAttachable, slotConflicts } from './attach.ts';
import type { CardDb } from './carddb.ts';
import { cardDef, effectsOf } from './carddb.ts';
import { check } from './rules.ts';
import { allInPlay, attackOf, defAt, hasKeyword, idOf, igniteCards } from './stats.ts';
import type { Spec } from './targets.ts';
import { nextPoint, pointCandidates } from './split.ts';
import { candidates, specsOf, splitPlaces } from './targets.ts';
import { triggerEffect } from './triggers.ts';
import type { Action, Shown, TrialsState, TSeat } from './types.ts';
import { isSeat, playerOf } from './types.ts';
import { waiting } from './waiting.ts';

/**
 * Every target list the declaring action names for `specs`: one valid candidate per spec, nothing
 * capped, less the split points (`places`, named afterwards in the `split` window). A spec with no
 * candidate leaves no list (the action cannot be declared), except with `lenient` (a trigger),
 * where it is left out (D54).
 */
function targetLists(
  db: CardDb,
  s: TrialsState,
  seat: TSeat,
  specs: readonly Spec[],
  lenient: boolean,
  places: readonly unknown[],
): string[][] {
  let lists: string[][] = [[]];
  for (let k = 0; k < specs.length; k++) {
    const c = candidates(db, s, seat, specs[k]!);
    if (c.length === 0) {
      if (lenient) continue;
      return [];
    }
    if (places[k]) continue;
    lists = lists.flatMap((l) => c.map((id) => [...l, id]));
  }
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
  if (w.window === 'split' && s.choice?.kind === 'split') {
    const next = nextPoint(s.choice.targets);
    if (!next) return [];
    return [
      pointCandidates({ db, s }, seat, next.point).map((target) => ({
        type: 'split',
        player,
        target,
      })),
    ];
  }
  if (w.window === 'discard' && s.choice?.kind === 'discard')
    return subsets(known(s, seat), s.choice.n).map((cards) => [{ type: 'discard', player, cards }]);
  if (w.window === 'trigger') {
    const t = s.triggers[0]!;
    const e = triggerEffect(db, t, s);
    if (!e) return [];
    if (e.optional) out.push([{ type: 'trigger', player, use: false }]);
    const specs = specsOf(e.effects);
    const places = splitPlaces(e.effects);
    for (const targets of targetLists(db, s, seat, specs, true, places)) {
      const choose = triggerDetachChoices({ db, s }, seat, t.card, specs, targets, places) ?? [];
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
    const effects = playEffects(def);
    const lists = targetLists(db, s, seat, specsOf(effects), false, splitPlaces(effects));
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
      const lists = targetLists(db, s, seat, specsOf(e.effects), false, splitPlaces(e.effects));
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
  const enemies = allInPlay(s)
    .filter((x) => x.seat !== seat)
    .map(idOf);
  for (const l of allInPlay(s)) {
    if (l.seat !== seat) continue;
    const attacker = idOf(l);
    // A split attacker with Attack above 1 names no target: its points come in the split window.
    if (hasKeyword(db, s, l, 'split') && attackOf(db, s, l) > 1)
      out.push([{ type: 'attack', player, attacker, targets: [] }]);
    else for (const t of enemies) out.push([{ type: 'attack', player, attacker, targets: [t] }]);
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
