/**
 * Whole bot matches over the full protocol (acceptance criteria): two sessions, each with its own
 * keys and secrets, over the in-memory transport; both seats verify the finished match as fair.
 */
import { describe, expect, it } from 'vitest';
import { duel } from '../../src/cli/duel.ts';
import { verifyMatch } from '../../protocol/session/index.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

describe('a bot match over the in-memory transport', () => {
  it('plays a pre-constructed best of 1 to the end and both seats verify it fair', async () => {
    const r = await duel({ seed: 1, options: { mode: 'preconstructed', bestOf: 1 } });
    expect(r.errors).toEqual([]);
    expect(r.sessions.A.stopped).toBeNull();
    expect(r.verdicts.A?.verdict).toBe('fair');
    expect(r.verdicts.B?.verdict).toBe('fair');
    expect(r.sessions.A.matchFile()).toEqual(r.sessions.B.matchFile());
    const again = await verifyMatch(JSON.parse(JSON.stringify(r.file)), PARAGONS_LOCKSTEP);
    expect(again.verdict).toBe('fair');
  });

  it('plays a drafted best of 3 to the end, fair', async () => {
    const r = await duel({ seed: 7, options: { mode: 'draft', bestOf: 3 } });
    expect(r.errors).toEqual([]);
    expect(r.verdicts.A?.verdict).toBe('fair');
    expect(r.verdicts.B?.verdict).toBe('fair');
    const decks = r.file.messages.filter(
      (m) => (m.body.move as { type?: string })?.type === 'deck',
    );
    expect(decks.length).toBeGreaterThanOrEqual(2);
    for (const m of decks) expect(m.body.move).not.toHaveProperty('cards');
  });
});
