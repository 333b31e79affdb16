/**
 * Trials' tutorial highlights (src/games/trials/tutorial.ts) against the board's real DOM
 * (docs/ui.md, "Selector contract"; components/parley-coach.ts `findTarget`): at each step, on the
 * position the runner reaches and with the player's legal actions, the table the tutorial screen
 * scopes the coach to holds an element for the step's most precise highlight.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { GameModule } from '../../../src/engine/module.ts';
import type { TutorialScript } from '../../../src/engine/tutorial.ts';
import {
  currentStep,
  expectedAction,
  playerLegal,
  startRun,
  submit,
  type TutorialRun,
} from '../../../src/app/tutorial/run.ts';
import { TRIALS } from '../../../src/games/trials/module/index.ts';
import { TRIALS_TUTORIAL } from '../../../src/games/trials/tutorial.ts';
import { findTarget } from '../../../components/parley-coach.ts';
import '../../../components/trials/trials-table.ts';
import type { TrialsTable } from '../../../components/trials/trials-table.ts';
import type { TrialsBoard } from '../../../components/trials/trials-board.ts';
import { settle } from './board-kit.ts';

const module = TRIALS as unknown as GameModule;
const script = TRIALS_TUTORIAL as unknown as TutorialScript;

/** Every step with the run that reaches it (each earlier step taken as expected). */
function runs(): { id: string; run: TutorialRun }[] {
  const out: { id: string; run: TutorialRun }[] = [];
  let run = startRun(module, script);
  for (let step = currentStep(script, run); step; step = currentStep(script, run)) {
    out.push({ id: step.id, run });
    const r = submit(module, script, run, expectedAction(module, script, run));
    if (r.kind !== 'applied') throw new Error(`step ${step.id}: ${r.kind}`);
    run = r.run;
  }
  return out;
}

describe('Trials tutorial highlights on the board', () => {
  for (const { id, run } of runs()) {
    it(`step ${id}: its first highlight names an element of the table`, async () => {
      const step = currentStep(script, run)!;
      const el = await fixture<TrialsTable>(
        html`<trials-table data-testid="table"></trials-table>`,
      );
      Object.assign(el, {
        state: module.view(run.state, script.seat),
        seat: script.seat,
        legal: playerLegal(module, script, run),
      });
      await el.updateComplete;
      const b = el.shadowRoot!.querySelector<TrialsBoard>('trials-board')!;
      await settle(b);
      const missing = step.highlight.filter((chain) => findTarget(el, chain) === null);
      expect(
        findTarget(el, step.highlight[0]!),
        `${step.highlight[0]} (none of: ${missing.join(' | ')})`,
      ).not.to.equal(null);
    });
  }
});
