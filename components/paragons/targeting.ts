/**
 * Click-to-target and drag-and-drop over the engine's legal actions (never rules of its own):
 * a selection (a hand card, a Hidden card, or one of the seat's mercenaries) narrows the legal
 * actions to those it starts; their first target gives the spaces to highlight and whether a
 * player panel is a target; a click on a space (or a drop) picks the actions aimed there.
 */
import type { MatchAction } from '../../src/games/paragons/match/types.ts';
import type { Action, PSeat, Space, Target } from '../../src/games/paragons/types.ts';

/** What the player has selected on the board. */
export type Selection =
  | { readonly from: 'hand' | 'hidden'; readonly handle: string }
  | { readonly from: 'board'; readonly space: Space };

/** A space of one seat's board. */
export interface SpaceRef {
  readonly seat: PSeat;
  readonly space: Space;
}

type GameAction = Extract<MatchAction, Action>;

function isGame(a: MatchAction): a is GameAction {
  return (
    a.type !== 'class-commit' &&
    a.type !== 'class-open' &&
    a.type !== 'rps-commit' &&
    a.type !== 'rps-open' &&
    a.type !== 'class-pick' &&
    a.type !== 'pick' &&
    a.type !== 'deck' &&
    a.type !== 'keep' &&
    a.type !== 'concede'
  );
}

/** The legal actions a selection starts. */
export function candidates(legal: readonly MatchAction[], sel: Selection | null): GameAction[] {
  if (!sel) return [];
  const handle = sel.from === 'board' ? null : sel.handle;
  const space = sel.from === 'board' ? sel.space : null;
  const from = sel.from;
  return legal.filter(isGame).filter((a) => {
    if (from === 'hand') {
      return (a.type === 'play' || a.type === 'spell' || a.type === 'hide') && a.slot === handle;
    }
    if (from === 'hidden') return a.type === 'reveal' && a.slot === handle;
    switch (a.type) {
      case 'attack':
        return a.attacker === space;
      case 'cast':
        return a.caster === space;
      case 'ability':
        return a.source === space;
      case 'garrison':
        return a.space === space;
      default:
        return false;
    }
  });
}

/** The first target of an action: where a click or a drop aims it (null: no target). */
export function primaryTarget(a: GameAction, seat: PSeat): Target | null {
  switch (a.type) {
    case 'play':
      return { player: seat, space: a.to };
    case 'attack':
    case 'cast':
      return a.target;
    case 'spell':
    case 'reveal':
    case 'ability':
      return a.targets?.[0] ?? null;
    default:
      return null;
  }
}

/** Highlights for a selection: board spaces per seat, and the targetable players. */
export function targetsOf(
  actions: readonly GameAction[],
  seat: PSeat,
): { spaces: Record<PSeat, Space[]>; players: PSeat[] } {
  const spaces: Record<PSeat, Space[]> = { A: [], B: [] };
  const players = new Set<PSeat>();
  for (const a of actions) {
    const t = primaryTarget(a, seat);
    if (!t || t.card !== undefined) continue;
    if (t.space === undefined) players.add(t.player);
    else if (!spaces[t.player].includes(t.space)) spaces[t.player].push(t.space);
  }
  return { spaces, players: [...players] };
}

/** The actions of a selection aimed at a space (`space` null: at the player itself). */
export function aimedAt(
  actions: readonly GameAction[],
  seat: PSeat,
  player: PSeat,
  space: Space | null,
): GameAction[] {
  return actions.filter((a) => {
    const t = primaryTarget(a, seat);
    if (!t || t.player !== player || t.card !== undefined) return false;
    return space === null ? t.space === undefined : t.space === space;
  });
}

/** Hand / Hidden handles and own spaces that start at least one legal action. */
export function actionable(legal: readonly MatchAction[]): {
  hand: string[];
  hidden: string[];
  board: Space[];
} {
  const hand = new Set<string>();
  const hidden = new Set<string>();
  const board = new Set<Space>();
  for (const a of legal) {
    if (!isGame(a)) continue;
    if ((a.type === 'play' || a.type === 'spell' || a.type === 'hide') && a.slot) hand.add(a.slot);
    if (a.type === 'reveal' && a.slot) hidden.add(a.slot);
    if (a.type === 'attack') board.add(a.attacker);
    if (a.type === 'cast') board.add(a.caster);
    if (a.type === 'ability') board.add(a.source);
    if (a.type === 'garrison') board.add(a.space);
  }
  return { hand: [...hand], hidden: [...hidden], board: [...board] };
}
