/**
 * Authority's guided first turn (src/games/authority/tutorial.ts) is playable on the real engine:
 * every step's expected action is among the player's legal actions when it is reached, in the
 * step's window, and the turn ends with the last step (the Squire on the enemy pyramid defeated,
 * the Merchant bought, the player's own Squire on its pyramid).
 */
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../src/engine/module.ts';
import type { TutorialScript } from '../../src/engine/tutorial.ts';
import { AUTHORITY } from '../../src/games/authority/module/index.ts';
import type { MatchState } from '../../src/games/authority/match/types.ts';
import { AUTHORITY_TUTORIAL } from '../../src/games/authority/tutorial.ts';
import { playTutorial } from '../helpers/tutorial.ts';

const module = AUTHORITY as unknown as GameModule;
const script = AUTHORITY_TUTORIAL as unknown as TutorialScript;

describe('Authority tutorial', () => {
  it('plays the first turn to its end with every step legal when reached', () => {
    const { taken, run } = playTutorial(module, script);
    expect(taken).toEqual(script.steps.map((s) => s.id));
    const g = (run.state as MatchState).game!;
    expect(g.turn.seat).toBe('B');
    expect(g.players.B!.rows[1]![0]).toBeNull();
    expect(g.players.A!.rows[1]!.some((d) => d?.card === 'rs-squire')).toBe(true);
    expect(g.players.A!.discard).toContain('ox-merchant');
    expect(g.players.A!.hand).toHaveLength(4);
    expect(g.market).toHaveLength(6);
  });

  it('teaches recruiting, the market, attacking, the pyramid, defending and ending the turn', () => {
    expect(script.steps.map((s) => s.expect.type)).toEqual([
      'recruit',
      'buy',
      'attack',
      'strike',
      'defend',
      'end',
    ]);
  });
});
