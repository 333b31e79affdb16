/**
 * The edges of a data connection (protocol/transport/channel.ts) without a network: sending never
 * throws and stops at the first refused message; a throwing frame listener neither stops the others
 * nor the caller, and its error still surfaces (from a fresh task).
 */
import type { DataConnection } from 'peerjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverFrame, sendFrame, sendMessage } from '../../protocol/transport/channel.ts';
import { CHUNK_BYTES, encodeFrame } from '../../protocol/transport/wire.ts';

/** A connection that records what it is sent, but throws on its `failAt`-th send (1-based). */
function fakeConn(failAt = Infinity): { conn: DataConnection; sent: Uint8Array[] } {
  const sent: Uint8Array[] = [];
  let calls = 0;
  const conn = {
    send(message: Uint8Array) {
      if (++calls === failAt) throw new Error('channel closed');
      sent.push(message);
    },
  };
  return { conn: conn as unknown as DataConnection, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sending on a connection', () => {
  it('sendMessage: true when sent, false (not a throw) when the connection refuses', () => {
    const ok = fakeConn();
    expect(sendMessage(ok.conn, new Uint8Array([1]))).toBe(true);
    expect(ok.sent).toEqual([new Uint8Array([1])]);
    expect(sendMessage(fakeConn(1).conn, new Uint8Array([1]))).toBe(false);
  });

  it('sendFrame: every message of the frame, in order; stops at the first refused one', () => {
    const frame = 'x'.repeat(CHUNK_BYTES * 2 + 1); // three chunks
    const whole = fakeConn();
    sendFrame(whole.conn, frame, 7);
    expect(whole.sent).toEqual(encodeFrame(frame, 7));
    expect(whole.sent).toHaveLength(3);
    const broken = fakeConn(2);
    expect(() => sendFrame(broken.conn, frame, 7)).not.toThrow();
    expect(broken.sent).toEqual(encodeFrame(frame, 7).slice(0, 1));
  });
});

describe('delivering a frame', () => {
  it('reaches every listener even when one throws; the error surfaces from a fresh task', () => {
    vi.useFakeTimers();
    const heard: string[] = [];
    const handlers = new Set<(f: string) => void>([
      (f) => heard.push(`first ${f}`),
      () => {
        throw new Error('faulty listener');
      },
      (f) => heard.push(`last ${f}`),
    ]);
    expect(() => deliverFrame(handlers, 'hello')).not.toThrow();
    expect(heard).toEqual(['first hello', 'last hello']);
    expect(() => vi.runAllTimers()).toThrow('faulty listener');
  });

  it('calls the listeners registered when the frame arrived, not one a listener adds', () => {
    const heard: string[] = [];
    const handlers = new Set<(f: string) => void>();
    handlers.add((f) => {
      heard.push(f);
      handlers.add(() => heard.push('added late'));
    });
    deliverFrame(handlers, 'a');
    expect(heard).toEqual(['a']);
  });
});
