/**
 * The split window's words and the quick bot read "the targets named so far" (D36): only the
 * points of the split being named count, not the other targets the declaring action named (here
 * a card that shields one of its own cards, then deals 2 split damage: at point 1 no point is
 * named yet, and the shielded own card is no point).
 */
import { describe, expect, it } from 'vitest';
import { OMNISCIENT } from '../../src/engine/index.ts';
import { createMatch } from '../../src/games/trials/match/match.ts';
import { awaitingWords } from '../../src/games/trials/module/status.ts';
import { splitWords } from '../../src/games/trials/module/words.ts';
import { apply } from '../../src/games/trials/rules.ts';
import { scenarioDb, stateFromSetup } from '../../src/games/trials/scenario-setup.ts';
import type { TrialsState } from '../../src/games/trials/types.ts';

const db = scenarioDb({
  't-guard-and-scatter': {
    kind: 'ability',
    effects: [
      {
        on: 'play',
        effects: [
          { do: 'shield', to: 'own-card' },
          { do: 'damage', n: 2, to: 'enemy-card', split: true },
        ],
      },
    ],
  },
} as never);

describe('Trials split window: named so far', () => {
  it('counts only the points of the split, not the declaration’s other targets', () => {
    const s = stateFromSetup(db, {
      players: { A: { hand: ['t-guard-and-scatter'], energy: 3 }, B: {} },
    } as never);
    const r = apply(db, s, {
      type: 'play',
      player: 'A',
      h: 'A:h1',
      id: 't-guard-and-scatter',
      avatar: 'A:av0',
      targets: ['A:av1'],
    });
    expect(r.error).toBeUndefined();
    const g = r.state as TrialsState;
    expect(splitWords(g)).toMatchObject({ point: 1, of: 2, named: [] });
    const m = { ...createMatch(OMNISCIENT, 'named', ['A', 'B']), phase: 'game' as const, game: g };
    expect(awaitingWords(m, 'A', { A: 'Ana', B: 'Bea' })).not.toContain('named so far');
  });
});
