import { describe, it, expect } from 'vitest';
import { seatView } from '../../src/engine/index.ts';
import type { CardDb, GameState } from '../../src/games/paragons/index.ts';
import { legalActions, project, SEATS } from '../../src/games/paragons/index.ts';
import { runScenario } from '../../src/games/paragons/scenario.ts';
import { seeded } from './helpers/prng.ts';
import { GAME, playRandomMatch } from './helpers/random-match.ts';
import { referenceLegalActions } from './helpers/reference-legal.ts';
import { scenarioFiles, scenariosIn } from './helpers/scenario-files.ts';

/**
 * legal.ts builds actions legal by construction; the reference enumeration builds candidates and
 * keeps those that pass apply's checks. Both must list the same actions in the same order, in the
 * omniscient view and in each seat's view, for both seats.
 */
function mismatch(db: CardDb, s: GameState): string | null {
  for (const state of [s, project(s, seatView('A')), project(s, seatView('B'))])
    for (const seat of SEATS) {
      const got = JSON.stringify(legalActions(db, state, seat));
      const want = JSON.stringify(referenceLegalActions(db, state, seat));
      if (got !== want) return `${seat} in ${state.view.kind}: got ${got}, want ${want}`;
    }
  return null;
}

describe('legalActions equals the check-every-candidate reference', () => {
  it('in every state of 60 random matches', () => {
    const bad: string[] = [];
    for (let seed = 1; seed <= 60 && bad.length === 0; seed++)
      playRandomMatch(GAME, seeded(seed), (before) => {
        const m = bad.length ? null : mismatch(GAME.db, before);
        if (m) bad.push(`seed ${seed}: ${m}`);
      });
    expect(bad).toEqual([]);
  });

  it('in every state a rules scenario acts on', () => {
    const bad: string[] = [];
    let states = 0;
    for (const file of scenarioFiles()) {
      for (const sc of scenariosIn(file))
        runScenario(sc, (db, s) => {
          states++;
          const m = bad.length ? null : mismatch(db, s);
          if (m) bad.push(`${sc.name}: ${m}`);
        });
    }
    expect(bad).toEqual([]);
    expect(states).toBeGreaterThan(300);
  });
});
