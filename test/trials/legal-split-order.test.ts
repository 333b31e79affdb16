/**
 * Trials' legal actions and `apply` agree on split attacks (src/games/trials/legal.ts: "this list
 * and `apply` never disagree"; docs/adding-a-game.md: "the UI only ever offers these"). The order
 * of a split's targets matters by docs/rules/trials.md D36 ("new points go to the last target
 * named, and lost points come off the last targets named first"), so a division named in another
 * order is another move: here a 3-point split attack on B:av1, B:a1, B:av0 (the reverse of board
 * order), which `apply` accepts and which, when the attack rises, hits B:av0 twice instead of B:av1.
 * The points are named one at a time in the `split` window (D36): at each point, the target named
 * is one of the legal actions, and the attack goes on the stack with its targets in that order.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/games/trials/legal.ts';
import { apply } from '../../src/games/trials/rules.ts';
import { scenarioDb, stateFromSetup } from '../../src/games/trials/scenario-setup.ts';
import type { Action, TrialsState } from '../../src/games/trials/types.ts';
import { view } from '../../src/games/trials/view.ts';
import { waiting } from '../../src/games/trials/waiting.ts';

const db = scenarioDb({
  't-hydra': { kind: 'avatar', front: { attack: 3, hp: 12, keywords: ['split'] } },
  't-plate': { kind: 'equipment', hp: 4, subtypes: ['armor'] },
} as never);
const s = stateFromSetup(db, {
  players: {
    A: { avatars: ['t-hydra', 't-avatar'] },
    B: { avatars: [{ card: 't-avatar', attachments: ['t-plate'] }, 't-avatar'] },
  },
} as never);

/** Applies `a`, which must be accepted and listed as legal for A in A's view. */
function step(g: TrialsState, a: Action): TrialsState {
  expect(legalActions(db, view(g, 'A'), 'A')).toContainEqual(a);
  const r = apply(db, g, a);
  expect(r.error).toBeUndefined();
  return r.state!;
}

describe('Trials split attacks: legal actions and apply', () => {
  it('lists a split attack apply accepts with its targets in another order', () => {
    const reversed = ['B:av1', 'B:a1', 'B:av0'];
    let g = step(s, { type: 'attack', player: 'A', attacker: 'A:av0', targets: [] });
    for (const target of reversed) {
      expect(waiting(g)).toEqual({ kind: 'act', seat: 'A', window: 'split' });
      g = step(g, { type: 'split', player: 'A', target });
    }
    expect(g.stack).toHaveLength(1);
    expect(g.stack[0]).toMatchObject({ kind: 'attack', attacker: 'A:av0', targets: reversed });
    expect(waiting(g)).toEqual({ kind: 'act', seat: 'B', window: 'priority' });
  });

  it('lists, at every point, exactly the targets apply accepts', () => {
    let g = apply(db, s, { type: 'attack', player: 'A', attacker: 'A:av0', targets: [] }).state!;
    for (let k = 0; k < 3; k++) {
      const listed = legalActions(db, view(g, 'A'), 'A');
      const ids = ['A:av0', 'A:av1', 'B:av0', 'B:a1', 'B:av1', 'B:nope'];
      for (const target of ids) {
        const a: Action = { type: 'split', player: 'A', target };
        const ok = apply(db, g, a).error === undefined;
        expect(listed.some((x) => JSON.stringify(x) === JSON.stringify(a))).toBe(ok);
      }
      expect(listed.every((x) => x.type === 'split')).toBe(true);
      g = apply(db, g, listed[listed.length - 1]!).state!;
    }
  });
});
