/**
 * A peer's `split` move at the trust boundary (src/games/trials/session/moves.ts; docs/rules/
 * trials.md D36): a bad shape, an extra field or another player is refused as a malformed or
 * foreign move; a well-formed `split` in the wrong window, of the wrong seat, with a target that
 * may not take the point, or after a declaration naming points itself, is refused by the engine
 * and leaves the state as it was.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/games/trials/rules.ts';
import { scenarioDb, stateFromSetup } from '../../src/games/trials/scenario-setup.ts';
import { decodeMove } from '../../src/games/trials/session/moves.ts';
import type { Action, TrialsState } from '../../src/games/trials/types.ts';
import { waiting } from '../../src/games/trials/waiting.ts';

const db = scenarioDb({
  't-hydra': { kind: 'avatar', front: { attack: 3, hp: 12, keywords: ['split'] } },
  't-cloak': {
    kind: 'equipment',
    hp: 2,
    subtypes: ['armor'],
    effects: [{ static: { mod: 'keyword', keyword: 'stealthy', to: 'bearer' } }],
  },
} as never);
const s = stateFromSetup(db, {
  players: {
    A: { avatars: ['t-hydra', 't-avatar'] },
    B: { avatars: [{ card: 't-avatar', attachments: ['t-cloak'] }, 't-avatar'] },
  },
} as never);

/** `a` is refused with `code` and changes nothing. */
function refused(g: TrialsState, a: unknown, code?: string): void {
  const before = JSON.stringify(g);
  const r = apply(db, g, a as Action);
  expect(r.error, JSON.stringify(a)).toBeDefined();
  if (code) expect(r.error!.code, JSON.stringify(a)).toBe(code);
  expect(JSON.stringify(g)).toBe(before);
}

describe('Trials split moves from a peer', () => {
  it('refuses a split move of a bad shape, with extra fields or for another player', () => {
    expect(decodeMove({ type: 'split', player: 'A', target: 'B:av1' }, 'A')).not.toHaveProperty(
      'code',
    );
    const bad: [unknown, string][] = [
      [{ type: 'split', player: 'A' }, 'malformed-move'],
      [{ type: 'split', player: 'A', target: 7 }, 'malformed-move'],
      [{ type: 'split', player: 'A', target: '' }, 'malformed-move'],
      [{ type: 'split', player: 'A', target: 'x'.repeat(500) }, 'malformed-move'],
      [{ type: 'split', player: 'A', target: 'B:av1', point: 2 }, 'malformed-move'],
      [{ type: 'split', player: 'A', targets: ['B:av1'] }, 'malformed-move'],
      [{ type: 'split', player: 'B', target: 'B:av1' }, 'not-your-turn'],
    ];
    for (const [m, code] of bad)
      expect(decodeMove(m, 'A'), JSON.stringify(m)).toMatchObject({ code });
  });

  it('refuses a split outside its window, of the other seat, or at a target that may not take it', () => {
    refused(s, { type: 'split', player: 'A', target: 'B:av1' });
    refused(s, { type: 'attack', player: 'A', attacker: 'A:av0', targets: ['B:av1'] });
    const r = apply(db, s, { type: 'attack', player: 'A', attacker: 'A:av0', targets: [] });
    expect(r.error).toBeUndefined();
    const g = r.state as TrialsState;
    expect(waiting(g)).toEqual({ kind: 'act', seat: 'A', window: 'split' });
    refused(g, { type: 'split', player: 'B', target: 'B:av1' });
    refused(g, { type: 'split', player: 'A', target: 'B:av0' }); // stealthy
    refused(g, { type: 'split', player: 'A', target: 'A:av1' }); // own
    refused(g, { type: 'split', player: 'A', target: 'nope' });
    refused(g, { type: 'split', player: 'A', target: 7 });
    refused(g, { type: 'pass', player: 'A' });
    refused(g, { type: 'decline', player: 'B' });
    let t = g;
    for (let k = 0; k < 3; k++) {
      const n = apply(db, t, { type: 'split', player: 'A', target: 'B:av1' });
      expect(n.error).toBeUndefined();
      t = n.state as TrialsState;
    }
    expect(t.choice).toBeNull();
    expect(t.stack.at(-1)).toMatchObject({ kind: 'attack', targets: ['B:av1', 'B:av1', 'B:av1'] });
    refused(t, { type: 'split', player: 'A', target: 'B:av1' });
  });
});
