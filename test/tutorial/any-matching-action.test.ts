/**
 * The tutorial runner (src/app/tutorial/run.ts) never throws for the player's input: a step's
 * pattern may match several legal actions (a play of a card to any space), and whichever of them the
 * player takes, `submit` applies it and the script goes on (or says why not) — it never throws a
 * TutorialScriptError out of the player's click. Both games' scripts, every step, every matching
 * action; the rest of the tutorial followed with the first expected action.
 */
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../src/engine/module.ts';
import { matchesPattern, type TutorialScript } from '../../src/engine/tutorial.ts';
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
import { AUTHORITY } from '../../src/games/authority/module/index.ts';
import { AUTHORITY_TUTORIAL } from '../../src/games/authority/tutorial.ts';

const GAMES = [
  ['paragons', PARAGONS, PARAGONS_TUTORIAL],
  ['authority', AUTHORITY, AUTHORITY_TUTORIAL],
] as unknown as [string, GameModule, TutorialScript][];

/** Follows the coach from `run` to the end; throws what the runner throws. */
function followToEnd(module: GameModule, script: TutorialScript, run: TutorialRun): void {
  for (let i = 0; i < 200 && !run.over; i++) {
    const a = expectedAction(module, script, run);
    if (a === null) return; // stuck: reported by the caller's expectation on submit
    const r = submit(module, script, run, a);
    if (r.kind !== 'applied') return;
    run = r.run;
  }
}

describe('a tutorial step taken any way its pattern allows', () => {
  for (const [id, module, script] of GAMES) {
    it(`${id}: every matching legal action is applied without the runner throwing`, () => {
      let run = startRun(module, script);
      const problems: string[] = [];
      while (!run.over) {
        const step = currentStep(script, run)!;
        const matching = playerLegal(module, script, run).filter((a) =>
          matchesPattern(step.expect, a),
        );
        expect(matching.length, step.id).toBeGreaterThan(0);
        for (const a of matching) {
          try {
            const r = submit(module, script, run, a);
            if (r.kind === 'applied') followToEnd(module, script, r.run);
          } catch (e) {
            problems.push(`${step.id} ${JSON.stringify(a)}: ${(e as Error).message}`);
          }
        }
        const r = submit(module, script, run, expectedAction(module, script, run));
        if (r.kind !== 'applied') break;
        run = r.run;
      }
      expect(problems).toEqual([]);
    });
  }
});
