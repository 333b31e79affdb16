/**
 * docs/rules/trials.md D36: "A split attacker with Attack 1 (or a split of 1 point) names its one
 * target with the declaration, as any attack." A 1-point split damage effect is declared with its
 * target like any damage: the play names it, no `split` window opens, and the legal actions list
 * the play with its one target (and not a play with none).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/games/trials/legal.ts';
import { apply } from '../../src/games/trials/rules.ts';
import { scenarioDb, stateFromSetup } from '../../src/games/trials/scenario-setup.ts';
import type { Action } from '../../src/games/trials/types.ts';
import { view } from '../../src/games/trials/view.ts';
import { waiting } from '../../src/games/trials/waiting.ts';

const db = scenarioDb({
  't-spark': {
    kind: 'ability',
    effects: [{ on: 'play', effects: [{ do: 'damage', n: 1, to: 'enemy-card', split: true }] }],
  },
} as never);
const s = stateFromSetup(db, {
  players: { A: { hand: ['t-spark'], energy: 3 }, B: {} },
} as never);

describe('Trials split of 1 point (D36)', () => {
  it('names its one target with the declaration: no split window', () => {
    const plays = legalActions(db, view(s, 'A'), 'A').filter((a) => a.type === 'play');
    expect(plays.length).toBeGreaterThan(0);
    for (const a of plays) expect((a as { targets?: string[] }).targets).toHaveLength(1);
    const play: Action = { ...(plays[0] as Extract<Action, { type: 'play' }>), targets: ['B:av0'] };
    const r = apply(db, s, play);
    expect(r.error).toBeUndefined();
    expect(waiting(r.state!)).toEqual({ kind: 'act', seat: 'B', window: 'priority' });
    expect(r.state!.stack.at(-1)).toMatchObject({ kind: 'card', targets: ['B:av0'] });
  });
});
