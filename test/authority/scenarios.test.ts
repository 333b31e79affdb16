/** Every rules scenario of test/scenarios/authority (docs/scenarios.md, "Authority"). */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/games/authority/scenario.ts';
import { SCENARIO_DIR, scenarioFiles, scenariosIn } from './scenario-files.ts';

describe('scenarios in test/scenarios/authority', () => {
  const files = scenarioFiles();
  it('are at least 100 files, each citing its rule', () => {
    expect(files.length).toBeGreaterThanOrEqual(100);
    for (const file of files)
      for (const sc of scenariosIn(file)) {
        expect(sc.game, file).toBe('authority');
        expect(sc.rule ?? '', file).not.toBe('');
      }
  });
  for (const file of files)
    for (const sc of scenariosIn(file))
      it(`${file.slice(SCENARIO_DIR.length + 1)}: ${sc.name}`, () => {
        const r = runScenario(sc);
        expect(r.message ?? '').toBe('');
        expect(r.ok).toBe(true);
      });
});
