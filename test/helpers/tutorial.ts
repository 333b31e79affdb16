/**
 * Plays a game's tutorial script (src/engine/tutorial.ts) through the app's runner
 * (src/app/tutorial/run.ts) the way a player following the coach would: at each step, the first
 * legal action of the player that the step expects. Asserts as it goes that the engine waits on the
 * player in the step's window and that such an action exists (so every step's action is legal when
 * it is reached); the runner itself refuses a scripted opponent move the engine does not list.
 * Also the checks every game's tutorial test makes of a wrong answer at the first step.
 */
import { expect } from 'vitest';
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

/** The steps taken, in order, and the finished run. */
export function playTutorial(
  module: GameModule,
  script: TutorialScript,
): { readonly taken: string[]; readonly run: TutorialRun } {
  let run = startRun(module, script);
  const taken: string[] = [];
  while (!run.over) {
    const step = currentStep(script, run);
    expect(step, 'the tutorial is not finished, so a step must be waiting').not.toBeNull();
    expect(module.waiting(run.state)).toMatchObject({
      kind: 'act',
      seat: script.seat,
      window: step!.window,
    });
    const action = expectedAction(module, script, run);
    expect(action, `step ${step!.id}: its expected action is legal`).not.toBeNull();
    const r = submit(module, script, run, action);
    expect(r.kind, step!.id).toBe('applied');
    if (r.kind !== 'applied') break;
    taken.push(step!.id);
    run = r.run;
  }
  return { taken, run };
}

/**
 * At the script's first step: a legal action of the player other than the one the step expects
 * gets the step's hint and is not applied; `illegal` (an action the engine refuses) and something
 * that is no action at all are refused; afterwards the run still waits on the same step with the
 * same expected action.
 */
export function expectWrongAnswersRefused(
  module: GameModule,
  script: TutorialScript,
  illegal: unknown,
): void {
  const run = startRun(module, script);
  const step = currentStep(script, run)!;
  const wanted = expectedAction(module, script, run);
  const other = playerLegal(module, script, run).find((a) => !matchesPattern(step.expect, a));
  expect(other).toBeDefined();
  expect(submit(module, script, run, other)).toEqual({ kind: 'try', hint: step.hint });
  const bad = submit(module, script, run, illegal);
  expect(bad.kind).toBe('refused');
  expect(submit(module, script, run, 'not an action').kind).toBe('refused');
  expect(sameAction(expectedAction(module, script, run), wanted)).toBe(true);
  expect(currentStep(script, run)).toBe(step);
}

/** Playing `script` with `move` as its only scripted opponent move fails: the engine does not list it. */
export function expectOpponentMoveRefused(
  module: GameModule,
  script: TutorialScript,
  move: TutorialScript['opponentMoves'][number],
): void {
  const broken: TutorialScript = { ...script, opponentMoves: [move] };
  expect(() => playTutorial(module, broken)).toThrow(/not legal/);
}
