/**
 * The match controller hands a table the same `legal` array for as long as the seat's state is the
 * same (src/app/match/controller.ts, `legal`): a screen that renders again for another reason must
 * not look like a new position to a table that narrows a choice click by click (the Trials board
 * drops the player's picks when `legal` changes; docs/ui.md, "Trials").
 */
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../src/engine/module.ts';
import { MatchController } from '../../src/app/match/controller.ts';
import type { MatchRecord } from '../../src/app/records.ts';
import type { MatchSession } from '../../src/app/match/setup.ts';

describe('MatchController.legal', () => {
  it('is one array per state object, a new one for a new state, and empty when the seat cannot act', () => {
    let calls = 0;
    // A module whose legal actions are new objects at every call, as the engines make them.
    const game = {
      legalActions: (s: { n: number }) => {
        calls++;
        return [{ type: 'pass', n: s.n }];
      },
    } as unknown as GameModule;
    const session = { state: { n: 1 }, canAct: () => true };
    const c = new MatchController({} as MatchRecord, [], game);
    c.sessions['A'] = session as unknown as MatchSession;

    const first = c.legal('A');
    expect(first).toEqual([{ type: 'pass', n: 1 }]);
    expect(c.legal('A')).toBe(first);
    expect(calls).toBe(1);

    session.state = { n: 2 };
    const second = c.legal('A');
    expect(second).not.toBe(first);
    expect(second).toEqual([{ type: 'pass', n: 2 }]);
    expect(c.legal('A')).toBe(second);

    session.canAct = () => false;
    expect(c.legal('A')).toEqual([]);
    expect(c.legal('A')).toBe(c.legal('A'));
  });
});
