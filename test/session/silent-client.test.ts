/**
 * A client that goes silent where it owes a message (protocol/session/options.ts `Tamper.send`:
 * the withheld message is neither signed, applied nor sent). Its session never acts again, so a
 * driver that plays whenever the seat can act stops, and the other seat's timeout claim ends the
 * match on the virtual network (docs/match-file.md, "Timeout claims"). Before, a withheld move
 * resolved as if played while the game still waited on it, and the bot played it again in an
 * endless loop of microtasks that never let the virtual clock (or a test timeout) run.
 */
import { describe, expect, it } from 'vitest';
import { verifyMatch } from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import { PARAGONS_LOCKSTEP } from '../../src/games/paragons/session/adapter.ts';
import type { PTamper } from '../cheats/clients.ts';

const PRE = { mode: 'preconstructed', bestOf: 1 } as const;

/** Sends its first `n` messages, then withholds everything (a client that aborts). */
function silentAfter(n: number): PTamper & { withheld: unknown } {
  let sent = 0;
  const t: PTamper & { withheld: unknown } = {
    withheld: null,
    send(body) {
      if (sent < n) {
        sent++;
        return true;
      }
      t.withheld ??= body;
      return false;
    },
  };
  return t;
}

describe('a client that goes silent where it owes a message', () => {
  it.each([6, 9])(
    'seed %i: a withheld move is never played again; the other seat claims the win',
    async (seed) => {
      const silent = silentAfter(20);
      let actsWhileSilent = 0;
      const r = await duel({
        seed,
        options: PRE,
        transport: 'virtual',
        timeoutMs: 120_000,
        tamper: { A: silent },
        verify: false,
        onTick: ({ sessions }) => {
          if (sessions.A.withheld && sessions.A.canAct()) actsWhileSilent++;
        },
      });
      const { A, B } = r.sessions;
      // The withheld message carried a move: the bot's act resolved without playing it.
      expect(silent.withheld).toMatchObject({ move: { player: 'A' } });
      expect(A.withheld).toBe(true);
      expect(actsWhileSilent).toBe(0);
      const file = B.matchFile();
      const n = file.messages.filter((m) => m.from === 'A').length;
      expect(n).toBe(20);
      const claim = file.messages.at(-1)!;
      expect(claim).toMatchObject({ from: 'B', body: { claim: { seat: 'A' } } });
      // A took the claim (its own time had run out): both hold the same file.
      expect(A.matchFile()).toEqual(file);
      expect(await verifyMatch(JSON.parse(JSON.stringify(file)), PARAGONS_LOCKSTEP)).toMatchObject({
        verdict: 'incomplete',
        index: claim.i,
        player: 'A',
        code: 'timeout',
      });
      await expect(A.concede()).rejects.toThrow(/silent/);
    },
  );
});
