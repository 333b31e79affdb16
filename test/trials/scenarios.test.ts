/** Every rules scenario of test/scenarios/trials (docs/scenarios.md, "Trials"). */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/games/trials/scenario.ts';
import { describeScenarios } from '../helpers/scenario-suite.ts';

describeScenarios('trials', 150, runScenario);

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
