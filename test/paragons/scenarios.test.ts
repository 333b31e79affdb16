import { describe, it, expect } from 'vitest';
import { runScenario } from '../../src/games/paragons/scenario.ts';
import { SCENARIO_DIR as DIR, scenarioFiles, scenariosIn } from './helpers/scenario-files.ts';

describe('scenarios in test/scenarios/paragons', () => {
  const all = scenarioFiles();
  it('exist', () => {
    expect(all.length).toBeGreaterThan(0);
  });
  for (const file of all) {
    for (const sc of scenariosIn(file)) {
      it(`${file.slice(DIR.length + 1)}: ${sc.name}`, () => {
        const r = runScenario(sc);
        expect(r.message ?? '').toBe('');
        expect(r.ok).toBe(true);
      });
    }
  }
});
