/**
 * How Paragons' bots tell Game Phase actions apart (src/engine/bot-hooks.ts `SearchHooks`:
 * `easyKind`/`easyWeight`, `idleKind`, `actionGroup`, `rolloutAnswer`; docs/ai.md "Levels").
 */
import type { IdleKind } from '../../../engine/bot-hooks.ts';
import type { Action } from '../types.ts';

/**
 * The easy bot's weight per action type: on its turn it prefers doing something (playing,
 * attacking, recruiting) over ending the turn; in reaction windows it mostly passes.
 */
const EASY_WEIGHT: Readonly<Record<Action['type'], number>> = {
  play: 4,
  attack: 3,
  recruit: 2,
  spell: 2,
  ability: 1.5,
  cast: 2,
  hide: 1.5,
  reveal: 1.5,
  garrison: 0.5,
  endTurn: 1,
  pass: 4,
  defend: 1,
  retarget: 1,
  mulligan: 1,
  random: 0,
};

/** The easy bot's kind of an action: its type. */
export function easyKind(a: Action): string {
  return a.type;
}

/** The easy bot's weight of an action type (shared among that type's legal actions). */
export function easyWeight(kind: string): number {
  return EASY_WEIGHT[kind as Action['type']];
}

/** Ending the turn is judged as the position before it; passing is played on. */
export function idleKind(a: Action): IdleKind | null {
  return a.type === 'endTurn' ? 'end' : a.type === 'pass' ? 'pass' : null;
}

/** The key of the choice an action makes, ignoring where a card goes or what it aims at. */
export function groupOf(a: Action): string {
  switch (a.type) {
    case 'play':
    case 'spell':
    case 'reveal':
    case 'hide':
    case 'recruit':
      return `${a.type}:${'card' in a ? (a.card ?? '') : ''}`;
    case 'attack':
      return `attack:${a.attacker}:${a.target.space === undefined ? 'face' : 'unit'}`;
    case 'cast':
      return `cast:${a.caster}`;
    case 'ability':
      return `ability:${a.source}:${a.index}`;
    default:
      return JSON.stringify(a);
  }
}

/** In rollouts a retarget takes the first legal target; every other window is compared. */
export function rolloutAnswer(window: string, legal: readonly Action[]): Action | null {
  if (window !== 'retarget') return null;
  return legal.find((a) => a.type === 'retarget') ?? legal[0]!;
}
