/**
 * Paragons' tutorial script (src/games/paragons/tutorial.ts) is playable on the real engine: from
 * its hand-built position, every step's expected action is among the player's legal actions at that
 * point, every scripted opponent move is legal when it is played (the runner refuses it otherwise),
 * and the match ends with the player's win after the last step. A different legal action gets the
 * step's hint and changes nothing; an illegal one is refused.
 */
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../src/engine/module.ts';
import type { TutorialScript } from '../../src/engine/tutorial.ts';
import { matchesPattern, sameAction } from '../../src/engine/tutorial.ts';
import {
  currentStep,
  expectedAction,
  playerLegal,
  startRun,
  submit,
  type TutorialRun,
} from '../../src/app/tutorial/run.ts';
import { PARAGONS } from '../../src/games/paragons/module/index.ts';
import { PARAGONS_TUTORIAL } from '../../src/games/paragons/tutorial.ts';

const module = PARAGONS as unknown as GameModule;
const script = PARAGONS_TUTORIAL as unknown as TutorialScript;

describe('Paragons tutorial', () => {
  it('plays to the end: each step legal when reached, each scripted move legal, the player wins', () => {
    let run: TutorialRun = startRun(module, script);
    const seen: string[] = [];
    while (!run.over) {
      const step = currentStep(script, run);
      expect(step, 'the match is not over, so a step must be waiting').not.toBeNull();
      const w = module.waiting(run.state);
      expect(w).toMatchObject({ kind: 'act', seat: 'A', window: step!.window });
      const action = expectedAction(module, script, run);
      expect(action, `step ${step!.id}: an expected action is legal`).not.toBeNull();
      const r = submit(module, script, run, action);
      expect(r.kind, step!.id).toBe('applied');
      if (r.kind !== 'applied') break;
      seen.push(step!.id);
      run = r.run;
    }
    expect(seen).toEqual(script.steps.map((s) => s.id));
    expect(run.next).toBe(script.opponentMoves.length);
    expect(module.waiting(run.state)).toEqual({ kind: 'over', result: { winners: ['A'] } });
  });

  it('covers playing, attacking, defending, the back line, the chain and a reaction, Hidden cards', () => {
    const types = script.steps.map((s) => s.expect.type);
    for (const t of ['play', 'attack', 'defend', 'hide', 'reveal']) expect(types).toContain(t);
    const windows = script.steps.map((s) => s.window);
    expect(windows).toContain('priority');
    expect(script.steps.some((s) => s.id === 'back-line')).toBe(true);
  });

  it('a different legal action gets the hint and is not applied; an illegal one is refused', () => {
    const run = startRun(module, script);
    const step = currentStep(script, run)!;
    const other = playerLegal(module, script, run).find((a) => !matchesPattern(step.expect, a));
    expect(other).toBeDefined();
    const r = submit(module, script, run, other);
    expect(r).toEqual({ kind: 'try', hint: step.hint });
    const bad = submit(module, script, run, { type: 'attack', player: 'A', attacker: 'B4' });
    expect(bad.kind).toBe('refused');
    const junk = submit(module, script, run, 'not an action');
    expect(junk.kind).toBe('refused');
    // Nothing was applied: the expected action is still the same one.
    expect(
      sameAction(
        expectedAction(module, script, run),
        expectedAction(module, script, startRun(module, script)),
      ),
    ).toBe(true);
  });

  it('the runner refuses a scripted opponent move the engine does not list', () => {
    const broken = {
      ...script,
      opponentMoves: [
        {
          window: 'main',
          action: { type: 'attack', player: 'B', attacker: 'B4', target: { player: 'A' } },
        },
      ],
    } as TutorialScript;
    let run = startRun(module, broken);
    expect(() => {
      for (;;) {
        const a = expectedAction(module, broken, run);
        const r = submit(module, broken, run, a);
        if (r.kind !== 'applied') break;
        run = r.run;
      }
    }).toThrow(/not legal/);
  });
});
