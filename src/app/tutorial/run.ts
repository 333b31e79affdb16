/**
 * The tutorial runner (docs/tutorial.md): plays a game's {@link TutorialScript} on the real engine,
 * game-neutrally, through the game's module (src/engine/module.ts) — pure functions of the run, no
 * protocol session (a guided match against a script has nothing to be fair about).
 *
 * {@link advance} does everything that is not the player's decision: it resolves random events with
 * the script's fixed draws, plays the scripted opponent's next move when the opponent must act in
 * that move's window (refusing, with an error, a move the engine does not list as legal), declines
 * for either seat a reaction window the script does not use (the module's `autoDecline` tells a
 * decline), and stops when the player must take the current step, or the match is over. After the
 * player's last step it goes on the same way as far as it can (the opponent's answer to a last
 * attack) and then the tutorial is finished: a guided first turn need not end the match.
 * {@link submit} takes the player's action: the step's expected action is applied; any other legal
 * action is not applied and gets the step's hint ("Try …").
 */
import type { GameModule } from '../../engine/module.ts';
import {
  matchesPattern,
  sameAction,
  type TutorialScript,
  type TutorialStep,
} from '../../engine/tutorial.ts';

/** Where a tutorial stands. */
export interface TutorialRun {
  /** The omniscient state. */
  readonly state: unknown;
  /** The index of the player's current step (`steps.length` once every step is done). */
  readonly step: number;
  /** The index of the opponent's next scripted move. */
  readonly next: number;
  /** True once the tutorial is finished: every step done (or the match over). */
  readonly over: boolean;
}

/** A script that cannot go on (a move the engine refuses, or a position it did not plan for). */
export class TutorialScriptError extends Error {
  override readonly name = 'TutorialScriptError';
}

/** What became of the player's action. */
export type SubmitOutcome =
  | { readonly kind: 'applied'; readonly run: TutorialRun }
  | { readonly kind: 'try'; readonly hint: string }
  | { readonly kind: 'refused'; readonly message: string };

type Script = TutorialScript<unknown, unknown>;

function apply(script: Script, s: unknown, a: unknown, who: string): unknown {
  const r = script.apply(s, a);
  if ('error' in r) {
    throw new TutorialScriptError(`${who}: ${r.error.code} ${r.error.message}`);
  }
  return r.state;
}

/** The decline `seat` may play now in a reaction window, or null (the module's `autoDecline`). */
function declineOf(module: GameModule, s: unknown, seat: string): unknown {
  const legal = module.legalActions(s, seat);
  for (const a of legal) {
    const d = module.automation.autoDecline(s, seat, [a]);
    if (d !== null) return d;
  }
  return null;
}

/** The player's current step, or null once all are done. */
export function currentStep(script: Script, run: TutorialRun): TutorialStep | null {
  return script.steps[run.step] ?? null;
}

/** The legal actions of the player now, in the player's own view (what the table is given). */
export function playerLegal(module: GameModule, script: Script, run: TutorialRun): unknown[] {
  if (run.over) return [];
  return module.legalActions(module.view(run.state, script.seat), script.seat);
}

/**
 * Everything up to the player's next decision (see the module comment). Throws a
 * {@link TutorialScriptError} when the script cannot go on.
 */
export function advance(module: GameModule, script: Script, run: TutorialRun): TutorialRun {
  let { state, next } = run;
  for (let guard = 0; guard < 1000; guard++) {
    const w = module.waiting(state);
    if (w.kind === 'over') return { state, step: run.step, next, over: true };
    if (w.kind === 'random') {
      state = apply(script, state, script.random(state), 'the draw');
      continue;
    }
    const finished = run.step >= script.steps.length;
    const stop = { state, step: run.step, next, over: true };
    const step = script.steps[run.step];
    if (w.seat === script.seat) {
      if (step && step.window === w.window) return { state, step: run.step, next, over: false };
      const decline = declineOf(module, state, w.seat);
      if (decline === null) {
        if (finished) return stop;
        throw new TutorialScriptError(
          `the player must act in ${w.window}, but the step is ${step?.id ?? 'none'}`,
        );
      }
      state = apply(script, state, decline, 'the player’s pass');
      continue;
    }
    const move = script.opponentMoves[next];
    if (move && move.window === w.window) {
      const legal = module.legalActions(state, w.seat);
      if (!legal.some((a) => sameAction(a, move.action))) {
        throw new TutorialScriptError(
          `opponent move ${next} (${JSON.stringify(move.action)}) is not legal`,
        );
      }
      state = apply(script, state, move.action, `opponent move ${next}`);
      next++;
      continue;
    }
    const decline = declineOf(module, state, w.seat);
    if (decline === null) {
      if (finished) return stop;
      throw new TutorialScriptError(`the opponent must act in ${w.window}, with no move left`);
    }
    state = apply(script, state, decline, 'the opponent’s pass');
  }
  throw new TutorialScriptError('the script does not come to the player');
}

/** The run at the script's starting position, advanced to the player's first decision. */
export function startRun(module: GameModule, script: Script): TutorialRun {
  return advance(module, script, { state: script.start(), step: 0, next: 0, over: false });
}

/**
 * The player's `action` (from the table's `game-action`): applied when it is the step's action,
 * else the step's hint when it is legal, else refused. Never throws for the player's input.
 */
export function submit(
  module: GameModule,
  script: Script,
  run: TutorialRun,
  action: unknown,
): SubmitOutcome {
  const step = currentStep(script, run);
  if (run.over || !step) return { kind: 'refused', message: 'The tutorial is finished.' };
  const w = module.waiting(run.state);
  const legal = playerLegal(module, script, run);
  const isLegal = legal.some((a) => sameAction(a, action));
  if (!isLegal) return { kind: 'refused', message: 'That is not possible now.' };
  if (w.kind !== 'act' || w.window !== step.window || !matchesPattern(step.expect, action)) {
    return { kind: 'try', hint: step.hint };
  }
  const r = script.apply(run.state, action);
  if ('error' in r) return { kind: 'refused', message: r.error.message };
  return {
    kind: 'applied',
    run: advance(module, script, { ...run, state: r.state, step: run.step + 1 }),
  };
}

/** The first legal action of the player that the current step expects (tests; null if none). */
export function expectedAction(module: GameModule, script: Script, run: TutorialRun): unknown {
  const step = currentStep(script, run);
  if (!step) return null;
  return playerLegal(module, script, run).find((a) => matchesPattern(step.expect, a)) ?? null;
}
