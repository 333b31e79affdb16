/**
 * The reliable channel's delivery loop (protocol/session/channel.ts, `pump`): a peer message for
 * the next index that arrives while a delivery round is finishing (here: re-entrantly, from the
 * acknowledgement the round sends, as a synchronous in-memory link does) is delivered at once, not
 * left in the buffer until a resend timer fires. No time passes in this test: a clock whose timers
 * never fire stands for a resend that would come too late.
 */
import { describe, expect, it } from 'vitest';
import { ReliableChannel } from '../../protocol/session/channel.ts';
import type { ControlFrames } from '../../protocol/session/control.ts';
import type { Transport, TransportStatus } from '../../protocol/transport/types.ts';

/** A clock whose timers never fire. */
const frozen = { now: () => 0, setTimer: () => () => undefined };

describe('ReliableChannel delivery', () => {
  it('delivers a message that arrives while the previous delivery round ends', async () => {
    const delivered: number[] = [];
    let next = 0;
    const host = {
      next: () => next,
      own: () => undefined,
      link: () => '',
      deliver: async (m: unknown) => {
        await Promise.resolve();
        delivered.push((m as { i: number }).i);
        next++;
      },
      failed: () => undefined,
      stale: () => undefined,
      skew: () => undefined,
      desync: () => undefined,
      waitsOnPeer: () => true,
    };
    let handler: (frame: string) => void = () => undefined;
    const transport: Transport = {
      status: 'connecting' as TransportStatus,
      // The peer answers our acknowledgement of message 0 with message 1, before send returns.
      send: (frame) => {
        if (frame === '{"t":"sync","next":1}') handler('{"t":"m","m":{"i":1}}');
      },
      onFrame: (h) => {
        handler = h;
        return () => undefined;
      },
      onStatus: () => () => undefined,
      close: () => undefined,
    };
    const channel = new ReliableChannel(host, {
      clock: frozen,
      control: {} as ControlFrames,
    });
    channel.attach(transport);
    handler('{"t":"m","m":{"i":0}}');
    for (let k = 0; k < 10; k++) await Promise.resolve();
    expect(delivered).toEqual([0, 1]);
    expect(next).toBe(2);
  });
});
