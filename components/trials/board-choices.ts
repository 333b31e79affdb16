/**
 * How the Trials board narrows the engine's legal actions to one, click by click (docs/ui.md,
 * "Trials": every decision is taken with the board's own controls, offering only what `legal`
 * holds). Each legal action is read as one or more paths of steps — what the player clicks first
 * (a card in hand, a card in play, a button), then what comes next (the Avatar to play onto, the
 * card to detach, the effect, the cards to discard, the targets in order; in the `split` window
 * the target of the next point, docs/rules/trials.md D36) — and the player's picks
 * so far keep the actions whose path starts with them. Nothing here knows a rule: the steps are
 * the fields of the actions as the engine made them, and an action is asked for unchanged.
 *
 * The cards to discard are one set (the engine lists each set once, in hand order), so they are
 * matched as a set whatever order they are picked in.
 *
 * When a pick is sent ({@link sentOnPick}): a decision taken in one pick is sent on that pick, and
 * a decision of several picks waits for Confirm. The first pick of a decision is sent at once when
 * it completes exactly one legal action and leaves no step after it: a plain button (Pass, Do not
 * respond, a scout, a trigger skipped or used without targets) or, in the `split` window, the
 * target of the next point (D36: each point is its own action, so one click names one point, as
 * the window's own words say). A card to discard is the one exception: it is a pick from a set in
 * the hand that a second click takes back, so even a one-card discard waits for Confirm, like a
 * larger set. Every other action (play, activate, attack, channel, ignite, a trigger used with
 * targets) has two steps or more, so its last pick is reviewed before Confirm.
 */
import type { Action } from '../../src/games/trials/types.ts';

/** What a step is a choice of. */
export type StepKind =
  /** A card in hand to play (its handle). */
  | 'hand'
  /** A card of one's own in play to use: attack with, channel with, activate (its instance id). */
  | 'source'
  /** What to do with the source: `attack` or `channel`. */
  | 'verb'
  /** Which activated effect of the source (its index). */
  | 'effect'
  /** The Avatar a card is played onto, or channels (its instance id). */
  | 'avatar'
  /** The One-Handed card to detach on a full slot (its instance id). */
  | 'detach'
  /** A card in hand to discard (its handle; one of a set). */
  | 'discard'
  /** A chosen target (an instance id in play). */
  | 'target'
  /** A plain button (pass, decline, scout-top, …). */
  | 'button';

/** One step of a path: its kind and the id the action carries for it. */
export interface Step {
  readonly kind: StepKind;
  readonly id: string;
}

const step = (kind: StepKind, id: string): Step => ({ kind, id });
const targetSteps = (ts: readonly string[] | undefined): Step[] =>
  (ts ?? []).map((t) => step('target', t));

/** The paths by which `a` can be chosen (empty for an action the board does not know). */
export function pathsOf(a: Action): Step[][] {
  switch (a.type) {
    case 'play':
      return [
        [
          step('hand', a.h),
          step('avatar', a.avatar),
          ...(a.detach !== undefined ? [step('detach', a.detach)] : []),
          ...targetSteps(a.targets),
        ],
      ];
    case 'activate':
      return [
        [
          step('source', a.source),
          step('effect', String(a.index)),
          ...(a.discard ?? []).map((c) => step('discard', c.h)),
          ...targetSteps(a.targets),
        ],
      ];
    case 'attack':
      return [[step('source', a.attacker), step('verb', 'attack'), ...targetSteps(a.targets)]];
    case 'channel':
      return [
        [step('button', 'channel'), step('avatar', a.avatar)],
        [step('source', a.avatar), step('verb', 'channel')],
      ];
    case 'ignite':
      return [[step('button', 'ignite'), step('target', a.target)]];
    case 'pass':
      return [[step('button', 'pass')]];
    case 'decline':
      return [[step('button', 'decline')]];
    case 'scout':
      return [[step('button', a.from === 'top' ? 'scout-top' : 'scout-bottom')]];
    case 'trigger':
      return a.use
        ? [[step('button', 'trigger-use'), ...targetSteps(a.targets)]]
        : [[step('button', 'trigger-skip')]];
    case 'discard':
      return [a.cards.map((c) => step('discard', c.h))];
    case 'split':
      return [[step('target', a.target)]];
    default:
      return [];
  }
}

/**
 * Where `picks` leave `path`: the index of the next step, and (inside a run of discards not yet
 * complete) the discards still to pick; null when the picks leave the path.
 */
function consume(
  path: readonly Step[],
  picks: readonly Step[],
): { at: number; pendingDiscards: readonly string[] } | null {
  let i = 0;
  let j = 0;
  while (j < picks.length) {
    const p = picks[j]!;
    if (p.kind === 'discard') {
      const picked: string[] = [];
      while (j < picks.length && picks[j]!.kind === 'discard') picked.push(picks[j++]!.id);
      const wanted: string[] = [];
      let k = i;
      while (k < path.length && path[k]!.kind === 'discard') wanted.push(path[k++]!.id);
      if (!picked.every((h) => wanted.includes(h))) return null;
      if (picked.length < wanted.length) {
        if (j < picks.length) return null;
        return { at: i, pendingDiscards: wanted.filter((h) => !picked.includes(h)) };
      }
      i = k;
      continue;
    }
    const s = path[i];
    if (!s || s.kind !== p.kind || s.id !== p.id) return null;
    i++;
    j++;
  }
  return { at: i, pendingDiscards: [] };
}

/** What the picks so far leave: the next steps offered, and the actions already complete. */
export interface Narrowed {
  /** The distinct next steps, in the order the legal actions give them. */
  readonly next: readonly Step[];
  /** The legal actions (as given) whose path the picks complete. */
  readonly complete: readonly unknown[];
  /** Every legal action still reachable (as given). */
  readonly reachable: readonly unknown[];
}

/** Narrows `legal` by `picks` (see the module comment). */
export function narrow(legal: readonly unknown[], picks: readonly Step[]): Narrowed {
  const next: Step[] = [];
  const seen = new Set<string>();
  const complete: unknown[] = [];
  const reachable: unknown[] = [];
  const offer = (s: Step) => {
    const key = `${s.kind}\u0000${s.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    next.push(s);
  };
  for (const a of legal) {
    let reached = false;
    for (const path of pathsOf(a as Action)) {
      const r = consume(path, picks);
      if (!r) continue;
      reached = true;
      if (r.pendingDiscards.length > 0) r.pendingDiscards.forEach((h) => offer(step('discard', h)));
      else if (path[r.at]?.kind === 'discard')
        // a set: any card of it may be picked first
        for (let k = r.at; path[k]?.kind === 'discard'; k++) offer(path[k]!);
      else if (r.at < path.length) offer(path[r.at]!);
      else if (!complete.includes(a)) complete.push(a);
    }
    if (reached) reachable.push(a);
  }
  return { next, complete, reachable };
}

/**
 * The legal action (as given) that taking step `s` after `picks` sends at once, with no Confirm,
 * or undefined when `s` only narrows (see the module comment, docs/ui.md "Trials"): `s` is the
 * first pick, not a discard, and completes exactly one legal action with no step left after it.
 */
export function sentOnPick(legal: readonly unknown[], picks: readonly Step[], s: Step): unknown {
  if (picks.length > 0 || s.kind === 'discard') return undefined;
  const n = narrow(legal, [s]);
  return n.next.length === 0 && n.complete.length === 1 ? n.complete[0] : undefined;
}

/** The picks after choosing `s` (a discard already picked is picked off again). */
export function pick(picks: readonly Step[], s: Step): Step[] {
  if (s.kind === 'discard' && picks.some((p) => p.kind === 'discard' && p.id === s.id))
    return picks.filter((p) => !(p.kind === 'discard' && p.id === s.id));
  return [...picks, s];
}

/** The step of `next` choosing `id` among `kinds`, if any. */
export function offered(
  next: readonly Step[],
  id: string,
  kinds: readonly StepKind[],
): Step | undefined {
  return next.find((s) => s.id === id && kinds.includes(s.kind));
}

/** The kinds of step a card in play answers (the Avatar columns' `select-card`). */
export const IN_PLAY_KINDS: readonly StepKind[] = ['source', 'avatar', 'detach', 'target'];

/** The kinds of step a card in hand answers. */
export const HAND_KINDS: readonly StepKind[] = ['hand', 'discard'];
