/** Every rules scenario of test/scenarios/trials (docs/scenarios.md, "Trials"). */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/games/trials/scenario.ts';
import { SCENARIO_DIR, scenarioFiles, scenariosIn } from './scenario-files.ts';

describe('scenarios in test/scenarios/trials', () => {
  const files = scenarioFiles();
  it('are at least 150 files, each citing its rule', () => {
    expect(files.length).toBeGreaterThanOrEqual(150);
    for (const file of files)
      for (const sc of scenariosIn(file)) {
        expect(sc.game, file).toBe('trials');
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

describe('the Trials scenario runner', () => {
  const base = {
    name: 'probe',
    rule: 'probe',
    game: 'trials',
    cards: { 't-sword': { kind: 'equipment', cost: 1, attack: 2, hp: 2 } },
    setup: { players: { A: { hand: ['t-sword'] } } },
  };

  it('fails a scenario whose expectation does not hold, naming the step and path', () => {
    const r = runScenario({
      ...base,
      steps: [
        { act: { type: 'play', player: 'A', card: 't-sword' } },
        { expect: { 'A.energy': 1 } },
      ],
    });
    expect(r.ok).toBe(false);
    expect(r.message).toContain('step 2: A.energy: expected 1, got 0');
  });

  it('fails an expected error that does not come, and an unknown expect path', () => {
    const wrong = runScenario({
      ...base,
      steps: [{ act: { type: 'play', player: 'A', card: 't-sword' }, expectError: 'no-energy' }],
    });
    expect(wrong.ok).toBe(false);
    const path = runScenario({ ...base, steps: [{ expect: { 'A.mana': 0 } }] });
    expect(path.message).toContain('unknown expect path A.mana');
  });

  it('fails malformed setups and other games without throwing', () => {
    expect(runScenario({ ...base, game: 'paragons', steps: [] }).ok).toBe(false);
    const setup = { players: { A: { hand: ['no-such-card'] } } };
    expect(runScenario({ ...base, setup, steps: [] }).message).toContain('no card no-such-card');
  });
});
