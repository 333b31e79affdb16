/**
 * Trials' tutorial script (src/games/trials/tutorial.ts) is playable on the real engine: from its
 * hand-built Main Phase, every step's expected action is among the player's legal actions when it
 * is reached, in the step's window, and every scripted opponent move is legal when it is played
 * (the runner refuses it otherwise). The position after each lesson is what the coach says: the
 * Longsword attached ready, the Grudgeblade destroyed and the Longsword hurt by reciprocal damage,
 * the attacking Emberbrand destroyed by the Instant before its damage, the round ended by two
 * passes with initiative kept and a card drawn. A different legal action gets the step's hint and
 * changes nothing; an illegal one is refused.
 */
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../src/engine/module.ts';
import type { TutorialScript } from '../../src/engine/tutorial.ts';
import {
  currentStep,
  expectedAction,
  startRun,
  submit,
  type TutorialRun,
} from '../../src/app/tutorial/run.ts';
import type { MatchState } from '../../src/games/trials/match/types.ts';
import { TRIALS } from '../../src/games/trials/module/index.ts';
import { TRIALS_TUTORIAL } from '../../src/games/trials/tutorial.ts';
import type { TrialsState } from '../../src/games/trials/types.ts';
import {
  expectOpponentMoveRefused,
  expectWrongAnswersRefused,
  playTutorial,
} from '../helpers/tutorial.ts';

const module = TRIALS as unknown as GameModule;
const script = TRIALS_TUTORIAL as unknown as TutorialScript;

const game = (run: TutorialRun): TrialsState => (run.state as MatchState).game!;

/** The run just before step `id` (every earlier step taken as a player would). */
function before(id: string): TutorialRun {
  let run = startRun(module, script);
  while (currentStep(script, run)!.id !== id) {
    const r = submit(module, script, run, expectedAction(module, script, run));
    if (r.kind !== 'applied') throw new Error(`step ${currentStep(script, run)!.id}: ${r.kind}`);
    run = r.run;
  }
  return run;
}

const attachment = (s: TrialsState, id: string) =>
  [...s.players.A.avatars, ...s.players.B.avatars]
    .flatMap((a) => a.attachments)
    .find((x) => x.id === id);

describe('Trials tutorial', () => {
  it('plays to its end: each step legal when reached, in its window; each scripted move legal', () => {
    const { taken, run } = playTutorial(module, script);
    expect(taken).toEqual(script.steps.map((s) => s.id));
    expect(run.next).toBe(script.opponentMoves.length);
    const g = game(run);
    expect(g.round).toBe(3);
    expect(g.initiative).toBe('A');
    expect(attachment(g, 'A:d1')?.card).toBe('tr-padded-gambeson');
  });

  it('teaches equipping, channelling, attacking, declining, an Instant, passing and a new round', () => {
    expect(script.steps.map((s) => [s.expect.type, s.window])).toEqual([
      ['play', 'main'],
      ['channel', 'main'],
      ['attack', 'main'],
      ['decline', 'priority'],
      ['play', 'priority'],
      ['pass', 'main'],
      ['play', 'main'],
    ]);
  });

  it('leaves the position the coach describes after each lesson', () => {
    const channel = game(before('channel'));
    const sword = attachment(channel, 'A:h1')!;
    expect(sword.exhausted).toBe(false);
    expect(channel.players.A.avatars[0].attachments.map((x) => x.id)).toEqual(['A:h1']);
    expect(channel.players.A.energy).toBe(0);
    expect(channel.players.B.avatars[0].exhausted).toBe(true);
    expect(game(before('attack')).players.A.energy).toBe(1);
    const decline = game(before('decline'));
    expect(decline.stack.map((x) => x.kind)).toEqual(['attack']);
    expect(attachment(decline, 'B:grudgeblade')!.damage).toBe(0);
    const respond = game(before('respond'));
    expect(attachment(respond, 'B:grudgeblade')).toBeUndefined();
    expect(respond.players.B.discard.map((c) => c.id)).toContain('tr-grudgeblade');
    expect(attachment(respond, 'A:h1')!.damage).toBe(2);
    expect(respond.stack.map((x) => [x.kind, x.seat])).toEqual([['attack', 'B']]);
    const pass = game(before('pass'));
    expect(attachment(pass, 'B:emberbrand')).toBeUndefined();
    expect(pass.players.A.avatars[0].damage).toBe(0);
    expect(pass.players.A.energy).toBe(0);
    const next = game(before('next-round'));
    expect(next.round).toBe(3);
    expect(next.initiative).toBe('A');
    expect(next.players.A.energy).toBe(3);
    expect(next.players.A.hand.map((x) => x.id)).toEqual(['tr-padded-gambeson']);
    expect(next.players.A.avatars.every((a) => !a.exhausted)).toBe(true);
  });

  it('a different legal action gets the hint and is not applied; an illegal one is refused', () => {
    expectWrongAnswersRefused(module, script, { type: 'attack', player: 'A', attacker: 'B:av0' });
  });

  it('the runner refuses a scripted opponent move the engine does not list', () => {
    expectOpponentMoveRefused(module, script, {
      window: 'main',
      action: { type: 'attack', player: 'B', attacker: 'B:av0', targets: [] },
    });
  });
});
