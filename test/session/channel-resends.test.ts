/**
 * The reliable channel's resends are bounded (protocol/session/channel.ts, `arm`): toward a peer
 * that never answers, an unacknowledged message is resent every period for RESEND_STEADY rounds,
 * then after doubling waits, RESEND_ATTEMPTS rounds in all; then nothing more, so a virtual
 * network runs out of events and a real page keeps no timer for a peer gone for good. Progress
 * (here: our next message) starts the resends over. Before, the channel resent every period for
 * ever (with a reloaded seat's hello, even with nothing to resend).
 */
import { describe, expect, it } from 'vitest';
import {
  RESEND_ATTEMPTS,
  RESEND_STEADY,
  ReliableChannel,
  WATCH_ATTEMPTS,
} from '../../protocol/session/channel.ts';
import type { ControlFrames } from '../../protocol/session/control.ts';
import type { Message } from '../../protocol/transcript.ts';
import { VirtualNet } from '../../protocol/transport/virtual.ts';
import type { Transport } from '../../protocol/transport/types.ts';

/** Our own messages 0..n−1, as the channel sees them (it never looks inside). */
const own = (i: number) => ({ i, from: 'A' }) as unknown as Message;

/** A channel of seat A whose peer never answers, on `net`'s clock; `sent` records its frames. */
function silentPeer(net: VirtualNet) {
  let next = 1;
  const sent: { at: number; frame: Record<string, unknown> }[] = [];
  const transport: Transport = {
    status: 'open',
    send: (frame) => sent.push({ at: net.now(), frame: JSON.parse(frame) }),
    onFrame: () => () => undefined,
    onStatus: () => () => undefined,
    close: () => undefined,
  };
  const host = {
    next: () => next,
    own: (i: number) => (i < next ? own(i) : undefined),
    link: () => '',
    deliver: () => Promise.resolve(),
    failed: () => undefined,
    stale: () => undefined,
    skew: () => undefined,
    desync: () => undefined,
    waitsOnPeer: () => true,
  };
  const control = {
    signHello: (n: number) => ({ t: 'hello', next: n }),
  } as unknown as ControlFrames;
  const channel = new ReliableChannel(host, { clock: net, control, resendMs: 1000 });
  channel.attach(transport);
  return {
    channel,
    sent,
    /** How many message frames went out (a resend each, but for {@link sendNext}'s own). */
    messages: () => sent.filter((s) => s.frame.t === 'm').length,
    sendNext() {
      channel.send(own(next));
      next++;
    },
  };
}

describe('ReliableChannel resends toward a silent peer', () => {
  it('stop after a bounded number of rounds, with doubling waits; progress starts them over', async () => {
    const net = new VirtualNet(1);
    const p = silentPeer(net);
    // With no `until`, run returns only when no timer is left (before: never; capped here).
    const cap = 10_000_000;
    await net.run(() => Promise.resolve(), { maxTime: cap });
    expect(net.now()).toBeLessThan(cap);
    // Each round (the peer never proved its position) sends a hello and resends message 0; the
    // liveness watch adds at most WATCH_ATTEMPTS rounds of its own.
    expect(p.sent.filter((s) => s.frame.t === 'hello').length).toBeLessThanOrEqual(
      1 + RESEND_ATTEMPTS + WATCH_ATTEMPTS,
    );
    const times = [...new Set(p.sent.filter((s) => s.frame.t === 'm').map((s) => s.at))];
    const gaps = times.slice(1).map((x, k) => x - times[k]!);
    expect(gaps.slice(0, RESEND_STEADY - 1).every((g) => g === 1000)).toBe(true);
    expect(Math.max(...gaps)).toBeGreaterThan(1000);
    const before = p.messages();
    expect(before).toBeLessThanOrEqual(RESEND_ATTEMPTS + WATCH_ATTEMPTS);
    // Progress (our next message) starts the rounds over, bounded again.
    p.sendNext();
    await net.run(() => Promise.resolve(), { maxTime: net.now() + cap });
    expect(p.messages()).toBeGreaterThan(before + RESEND_STEADY);
    // Its own send, then each round resends messages 0 and 1.
    expect(p.messages() - before).toBeLessThanOrEqual(1 + 2 * (RESEND_ATTEMPTS + WATCH_ATTEMPTS));
    expect(net.now()).toBeLessThan(2 * cap);
    p.channel.close();
  });
});
