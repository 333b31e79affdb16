/**
 * Resume on the virtual network (acceptance criteria): the link is cut each time the transcript
 * grows (checked after every network event) and restored 150 ms later, and three times a seat's
 * session is thrown away and rebuilt from its store (a reload); the match ends fair with no message
 * lost. The exact kill at every message index is test/session/kill-every-index.test.ts; real page
 * reloads at three points are in test/e2e/friend.e2e.test.ts.
 */
import { expect, it } from 'vitest';
import { duel } from '../../src/cli/duel.ts';

it('survives a cut link at every message index and three reloads, and ends fair', async () => {
  let cutAt = -1;
  const cuts: number[] = [];
  const reloads = new Map<number, 'A' | 'B'>([
    [20, 'A'],
    [90, 'B'],
    [160, 'A'],
  ]);
  const r = await duel({
    seed: 11,
    options: { mode: 'preconstructed', bestOf: 1 },
    transport: 'virtual',
    async onTick(ctx) {
      const n = Math.max(
        ctx.sessions.A.matchFile().messages.length,
        ctx.sessions.B.matchFile().messages.length,
      );
      if (n <= cutAt) return;
      cutAt = n;
      cuts.push(n);
      ctx.cut();
      const seat = reloads.get(n);
      if (seat) await ctx.reload(seat);
      ctx.net!.setTimer(150, () => ctx.restore());
    },
  });
  expect(r.errors).toEqual([]);
  expect(r.sessions.A.finished && r.sessions.B.finished).toBe(true);
  expect(r.verdicts.A?.verdict).toBe('fair');
  expect(r.verdicts.B?.verdict).toBe('fair');
  expect(r.sessions.A.matchFile()).toEqual(r.sessions.B.matchFile());
  // The link is cut at every length the transcript has between two network events (two messages
  // can land in one event, so a few lengths are skipped).
  expect(cuts.length).toBeGreaterThan(r.file.messages.length * 0.8);
  for (const n of reloads.keys()) expect(cuts).toContain(n);
}, 120_000);
