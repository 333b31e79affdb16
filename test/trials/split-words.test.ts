/**
 * Trials' words for the `split` window (src/games/trials/module/status.ts, words.ts;
 * docs/rules/trials.md D36): the prompt names the point being named and how many ("name the target
 * of point 2 of 8 of Starfall Cinders"), with the targets named so far tallied (each target once,
 * in the order first named, with its points); each point's action label, and so its log line, says
 * which point went where.
 */
import { describe, expect, it } from 'vitest';
import { TRIALS_DB } from '../../src/games/trials/carddb.ts';
import { legalActions } from '../../src/games/trials/legal.ts';
import { createMatch } from '../../src/games/trials/match/match.ts';
import type { MatchState } from '../../src/games/trials/match/types.ts';
import { awaitingWords } from '../../src/games/trials/module/status.ts';
import { actionLabel, eventLine, splitWords } from '../../src/games/trials/module/words.ts';
import { apply } from '../../src/games/trials/rules.ts';
import type { Action, TrialsState } from '../../src/games/trials/types.ts';
import { OMNISCIENT } from '../../src/engine/index.ts';
import { stateFromSetup } from '../../src/games/trials/scenario-setup.ts';
import { starfallInHand } from './starfall-position.ts';

const NAMES = { A: 'Ana', B: 'Bea' };
const start = starfallInHand(TRIALS_DB);

function step(s: TrialsState, a: Action): TrialsState {
  const r = apply(TRIALS_DB, s, a);
  expect(r.error).toBeUndefined();
  return r.state!;
}

function match(g: TrialsState): MatchState {
  const m = createMatch(OMNISCIENT, 'split-words', ['A', 'B']);
  return { ...m, phase: 'game', initiative: g.initiative, game: g };
}

describe('Trials words in the split window', () => {
  it('prompts for point k of n, tallies the targets so far, and labels each point', () => {
    const play = legalActions(TRIALS_DB, start, 'A').find((a) => a.type === 'play')!;
    expect(actionLabel(start, play, 'A')).toMatch(/^Play Starfall Cinders on /);
    let g = step(start, play);
    expect(awaitingWords(match(g), 'A', NAMES)).toBe(
      'Your move: name the target of point 1 of 8 of Starfall Cinders.',
    );
    const first: Action = { type: 'split', player: 'A', target: 'B:av0' };
    expect(actionLabel(g, first, 'A')).toBe(
      'Deal point 1 of 8 of Starfall Cinders to Orsolya of the Bright Wall',
    );
    g = step(g, first);
    expect(awaitingWords(match(g), 'A', NAMES)).toBe(
      'Your move: name the target of point 2 of 8 of Starfall Cinders (named so far: 1 point to Orsolya of the Bright Wall).',
    );
    expect(awaitingWords(match(g), 'B', NAMES)).toBe(
      'Ana is naming the target of point 2 of 8 of Starfall Cinders (named so far: 1 point to Orsolya of the Bright Wall).',
    );
    const second: Action = { type: 'split', player: 'A', target: 'B:av1' };
    const label = actionLabel(g, second, 'A');
    expect(label).toBe('Deal point 2 of 8 of Starfall Cinders to Tamsin Gallowglass');
    expect(eventLine({ type: 'action', action: second, label }, 'B', NAMES)).toBe(
      'Ana: Deal point 2 of 8 of Starfall Cinders to Tamsin Gallowglass.',
    );
    // Each target once, in the order first named, with its points (not one name per point).
    g = step(g, second);
    g = step(g, first);
    g = step(g, first);
    expect(awaitingWords(match(g), 'A', NAMES)).toBe(
      'Your move: name the target of point 5 of 8 of Starfall Cinders (named so far: 3 points to Orsolya of the Bright Wall, 1 point to Tamsin Gallowglass).',
    );
    expect(splitWords(g)).toMatchObject({
      point: 5,
      named: [
        { name: 'Orsolya of the Bright Wall', points: 3 },
        { name: 'Tamsin Gallowglass', points: 1 },
      ],
    });
  });

  it('names a split attack by its attacker', () => {
    const g0 = stateFromSetup(TRIALS_DB, {
      players: {
        A: {
          avatars: [
            { card: 'tr-ysolde-cinder-scholar', attachments: ['tr-scorchwhip'] },
            { card: 'tr-kaelen-ashmarch' },
          ],
        },
        B: {
          avatars: [{ card: 'tr-orsolya-of-the-bright-wall' }, { card: 'tr-tamsin-gallowglass' }],
        },
      },
    } as never);
    const g = step(g0, { type: 'attack', player: 'A', attacker: 'A:a1', targets: [] });
    expect(awaitingWords(match(g), 'A', NAMES)).toBe(
      'Your move: name the target of point 1 of 2 of Scorchwhip’s attack.',
    );
    expect(awaitingWords(match(g), null, NAMES)).toBe(
      'Ana: name the target of point 1 of 2 of Scorchwhip’s attack.',
    );
  });
});
