/** Every rules scenario of test/scenarios/authority (docs/scenarios.md, "Authority"). */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/games/authority/scenario.ts';
import { describeScenarios } from '../helpers/scenario-suite.ts';

describeScenarios('authority', 100, runScenario);

describe('the Authority scenario runner', () => {
  const base = {
    name: 'probe',
    rule: 'probe',
    game: 'authority',
    cards: { 't-2': { kind: 'unit', power: 2, cost: 2 } },
    setup: { players: { A: { hand: ['t-2'] } } },
  };

  it('fails a scenario whose expectation does not hold, naming the step and path', () => {
    const r = runScenario({
      ...base,
      steps: [{ do: { type: 'recruit', player: 'A', card: 't-2' } }, { expect: { authority: 3 } }],
    });
    expect(r.ok).toBe(false);
    expect(r.message).toContain('step 2: authority: expected 3, got 2');
  });

  it('fails an expected error that does not come, and an unknown expect path', () => {
    const wrong = runScenario({
      ...base,
      steps: [{ do: { type: 'recruit', player: 'A', card: 't-2' }, expectError: 'wrong-kind' }],
    });
    expect(wrong.ok).toBe(false);
    const path = runScenario({ ...base, steps: [{ expect: { 'A.mana': 0 } }] });
    expect(path.message).toContain('unknown expect path A.mana');
  });

  it('fails malformed setups and other games without throwing', () => {
    expect(runScenario({ ...base, game: 'paragons', steps: [] }).ok).toBe(false);
    const setup = { players: { A: { hand: ['no-such-card'] } } };
    expect(runScenario({ ...base, setup, steps: [] }).message).toContain('no card no-such-card');
    const rows = { players: { A: { rows: { '3': ['t-2', 't-2'] } } } };
    expect(runScenario({ ...base, setup: rows, steps: [] }).message).toContain(
      'row 3 holds at most 1',
    );
    const dealt = { phase: 'new' as const, market: ['t-2'] };
    expect(runScenario({ ...base, setup: dealt, steps: [] }).message).toContain('deals market');
  });
});
