/**
 * Claims about hidden cards in Authority (protocol/session/card-claims.ts; docs/protocol.md,
 * "Claims about hidden cards"): every card that leaves an Authority hand is opened when it is
 * played, so no move asserts anything about a card the other seat cannot see. Every move of
 * seeded matches, replayed by a verifier that knows both seats' seeds, declares no claim, and the
 * adapter's `checkClaim` refuses any claim (so one could never pass unchecked).
 */
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../protocol/canonical.ts';
import { verifyMatch, type LockstepGame } from '../../protocol/session/index.ts';
import type { MatchState } from '../../src/games/authority/match/types.ts';
import { AUTHORITY_LOCKSTEP } from '../../src/games/authority/session/adapter.ts';
import { duel } from './duel.ts';

describe('Authority moves make no claims about hidden cards', () => {
  it.each([1, 2])(
    'seeded match %i: no move declares a claim; any claim is refused',
    async (seed) => {
      const r = await duel(seed);
      const claims: JsonValue[] = [];
      let moves = 0;
      const game = AUTHORITY_LOCKSTEP as LockstepGame<MatchState, unknown>;
      const watching: LockstepGame<MatchState, unknown> = {
        ...game,
        remote(s, seat, move, know) {
          const out = game.remote(s, seat, move, know);
          if ('state' in out) {
            moves++;
            claims.push(...(out.claims ?? []).map((c) => c.claim));
          }
          return out;
        },
      };
      const v = await verifyMatch(JSON.parse(JSON.stringify(r.sessions.A.matchFile())), watching);
      expect(v.verdict).toBe('fair');
      expect(moves).toBeGreaterThan(10);
      expect(claims).toEqual([]);
      expect(game.checkClaim({ cost: 0 }, 'any-card')).toMatchObject({ code: 'no-claims' });
    },
  );
});
