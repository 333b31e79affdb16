/**
 * A modified client that withholds a message goes silent (protocol/session/options.ts, `Tamper`;
 * docs/match-file.md, "Timeout claims"): once it withheld one, it offers no more moves and sends
 * nothing, and the honest seat claims the win after its timeout. Before, the withholding session
 * still said it could act, so a driver that acts while `canAct()` holds (src/cli/duel.ts, the
 * bots of the cheat catalogue) re-played the withheld move forever on the microtask queue, and no
 * timer, test timeout included, ever ran again.
 */
import { describe, expect, it } from 'vitest';
import type { Body } from '../../protocol/index.ts';
import type { Lockstep } from '../../protocol/session/index.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';
import { PARAGONS_LOCKSTEP } from '../../src/games/paragons/session/adapter.ts';
import { lengthOf, liveMatch } from '../hostile/harness.ts';

const PRE = { mode: 'preconstructed', bestOf: 1 } as const;

type Core = Lockstep<MatchState, MatchAction>;

/**
 * A tamper that withholds the `nth` move (counting from 1) its seat makes where the game waits on
 * that move alone (nothing else rides with it: as a last move carrying the final reveal), and lets
 * everything before it go.
 */
function withholdsMove(nth: number): { send(body: Body, core: Core): boolean; seen: number } {
  const t = {
    seen: 0,
    send(body: Body, core: Core): boolean {
      if (body.move === undefined || PARAGONS_LOCKSTEP.turn(core.state).kind !== 'act') return true;
      t.seen++;
      return t.seen < nth;
    },
  };
  return t;
}

describe('a client that withholds a message', () => {
  it('goes silent: it offers no move, sends nothing more, and the other seat claims the win', async () => {
    const tamper = withholdsMove(6);
    const live = await liveMatch(7, PRE, 120_000, undefined, { tamper: { B: tamper } });
    const { A: a, B: b } = live.sessions;
    await live.run(() => b.withheld);
    expect(b.withheld).toBe(true);
    expect(tamper.seen).toBe(6);
    expect(b.canAct()).toBe(false);
    const sent = lengthOf(b);

    // Nothing moves any more: the run ends, B tried its withheld move once and sent nothing.
    await live.run();
    expect(tamper.seen).toBe(6);
    expect(lengthOf(b)).toBe(sent);
    expect(lengthOf(a)).toBe(sent);
    expect(live.errors).toEqual([]);
    expect(a.expected()).toBe('B');

    // A waits out its timeout and claims; the claim ends the match, blaming B.
    live.clock.advance(a.countdown()!);
    await a.claimTimeout();
    await live.settle();
    const claim = a.matchFile().messages.at(-1)!;
    expect(claim).toMatchObject({ from: 'A', body: { claim: { seat: 'B' } } });
    expect(a.finished).toBe(true);
    expect(await a.verify()).toMatchObject({ verdict: 'incomplete', index: claim.i, player: 'B' });
    live.close();
  });
});
