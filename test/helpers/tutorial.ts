/**
 * Plays a game's tutorial script (src/engine/tutorial.ts) through the app's runner
 * (src/app/tutorial/run.ts) the way a player following the coach would: at each step, the first
 * legal action of the player that the step expects. Asserts as it goes that the engine waits on the
 * player in the step's window and that such an action exists (so every step's action is legal when
 * it is reached); the runner itself refuses a scripted opponent move the engine does not list.
 */
import { expect } from 'vitest';
import type { GameModule } from '../../src/engine/module.ts';
import type { TutorialScript } from '../../src/engine/tutorial.ts';
import {
  currentStep,
  expectedAction,
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
