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
import { PARAGONS } from '../../src/games/paragons/module/index.ts';
import { PARAGONS_TUTORIAL } from '../../src/games/paragons/tutorial.ts';
import {
  expectOpponentMoveRefused,
  expectWrongAnswersRefused,
  playTutorial,
} from '../helpers/tutorial.ts';

const module = PARAGONS as unknown as GameModule;
const script = PARAGONS_TUTORIAL as unknown as TutorialScript;

describe('Paragons tutorial', () => {
  it('plays to the end: each step legal when reached, each scripted move legal, the player wins', () => {
    const { taken, run } = playTutorial(module, script);
    expect(taken).toEqual(script.steps.map((s) => s.id));
    expect(run.next).toBe(script.opponentMoves.length);
    expect(module.waiting(run.state)).toEqual({ kind: 'over', result: { winners: ['A'] } });
  });

  it('teaches playing, attacking, defending, the back line, the chain and a reaction, Hidden cards', () => {
    const types = script.steps.map((s) => s.expect.type);
    for (const t of ['play', 'attack', 'defend', 'hide', 'reveal']) expect(types).toContain(t);
    const reveal = script.steps.find((s) => s.expect.type === 'reveal')!;
    expect(reveal.window).toBe('priority');
    expect(script.steps.find((s) => s.id === 'back-line')?.expect).toMatchObject({
      attacker: 'B2',
      target: { space: 'B1' },
    });
  });

  it('a different legal action gets the hint and is not applied; an illegal one is refused', () => {
    expectWrongAnswersRefused(module, script, { type: 'attack', player: 'A', attacker: 'B4' });
  });

  it('the runner refuses a scripted opponent move the engine does not list', () => {
    expectOpponentMoveRefused(module, script, {
      window: 'main',
      action: { type: 'attack', player: 'B', attacker: 'B4', target: { player: 'A' } },
    });
  });
});
