/**
 * The reliable channel under the session (issue 5, "Transports": "the reliable-channel layer must
 * make the session correct anyway"). A {@link Transport} may delay, reorder, duplicate or drop
 * frames and may drop the link; on top of it this layer gives the session each peer message exactly
 * once and in order.
 *
 * The sequence number is the transcript index `i`, shared by both directions: a message is
 * delivered when `i` is the session's next index, buffered when ahead, dropped as a duplicate when
 * behind. The acknowledgement is cumulative: `{t:"sync", next}` says "I hold every message below
 * `next`". Each side resends its own unacknowledged messages every `resendMs` and whenever a sync
 * the peer's hello (sent on every (re)connect, with its next index) shows it lacks them; a sync
 * follows every delivery and every duplicate. So after a reconnect or a reload the peers exchange
 * their last index and resend what is missing, and resends never trigger further resends.
 * A `hello` frame carries the header hash and versions: a mismatch is version skew, not a desync.
 *
 * Frames (JSON text): `{t:"hello", head, protocolVersion, game, next}`, `{t:"m", m: Message}`,
 * `{t:"sync", next}`. docs/match-file.md, "Wire frames".
 */
import { MAX_FRAME_BYTES, type Transport, type TransportStatus } from '../transport/types.ts';
import type { GameRef, Message } from '../transcript.ts';
import type { Clock } from './clock.ts';

/** The version handshake: header hash, protocol version, game and rules versions, card set. */
export interface Hello {
  readonly head: string;
  readonly protocolVersion: string;
  readonly game: GameRef;
}

/** What the channel needs from its session. */
export interface ChannelHost {
  /** The index of the next transcript message the session expects. */
  next(): number;
  /** The session's own message `i`, if it has one there. */
  own(i: number): Message | undefined;
  /** Hands over the peer's message (untrusted JSON) for index `next()`; resolves when handled. */
  deliver(message: unknown): Promise<void>;
  /** A message for an index already filled (a duplicate, or a conflicting signed message). */
  stale(message: unknown): void;
  /** The peer's hello did not match ours. */
  skew(ours: Hello, theirs: unknown): void;
}

/** Options of a {@link ReliableChannel}. */
export interface ChannelOptions {
  readonly clock: Clock;
  readonly hello: Hello;
  /** Resend period for unacknowledged messages (default 1000 ms). */
  readonly resendMs?: number;
}

const MAX_BUFFER = 256;

/** Reliable in-order delivery of transcript messages over an unreliable transport. */
export class ReliableChannel {
  private transport: Transport | null = null;
  private unsubscribe: (() => void)[] = [];
  private readonly buffer = new Map<number, unknown>();
  /** The peer's next index as last heard (null until its hello or first frame). */
  private peerNext: number | null = null;
  private cancelTimer: (() => void) | null = null;
  private delivering = false;
  private closed = false;

  constructor(
    private readonly host: ChannelHost,
    private readonly options: ChannelOptions,
  ) {}

  /** Binds the channel to a (new) transport: hello and sync go out as soon as it is open. */
  attach(transport: Transport): void {
    this.detach();
    this.transport = transport;
    this.unsubscribe = [
      transport.onFrame((f) => this.onFrame(f)),
      transport.onStatus((s) => this.onStatus(s)),
    ];
    if (transport.status === 'open') this.onStatus('open');
  }

  /** Unbinds the current transport (does not close it). */
  detach(): void {
    for (const u of this.unsubscribe) u();
    this.unsubscribe = [];
    this.transport = null;
  }

  /** Stops timers and detaches; the channel sends nothing more. */
  close(): void {
    this.closed = true;
    this.detach();
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private frame(value: unknown): void {
    if (this.closed || this.transport === null) return;
    this.transport.send(JSON.stringify(value));
  }

  private onStatus(status: TransportStatus): void {
    if (status !== 'open') return;
    this.hello();
    this.arm();
  }

  private hello(): void {
    this.frame({ t: 'hello', ...this.options.hello, next: this.host.next() });
  }

  private heard(next: number): void {
    this.peerNext = Math.max(this.peerNext ?? 0, next);
  }

  /** Sends a cumulative acknowledgement. */
  sync(): void {
    this.frame({ t: 'sync', next: this.host.next() });
  }

  /** Sends the session's own new message and arms the resend timer. */
  send(m: Message): void {
    this.frame({ t: 'm', m });
    this.arm();
  }

  private unacked(): boolean {
    for (let i = this.peerNext ?? 0; i < this.host.next(); i++) if (this.host.own(i)) return true;
    return false;
  }

  private arm(): void {
    if (this.cancelTimer !== null || this.closed) return;
    this.cancelTimer = this.options.clock.setTimer(this.options.resendMs ?? 1000, () => {
      this.cancelTimer = null;
      if (this.peerNext === null) {
        this.hello();
        this.arm();
      } else if (this.unacked()) this.resendFrom(this.peerNext);
    });
  }

  private resendFrom(from: number): void {
    for (let i = from; i < this.host.next(); i++) {
      const m = this.host.own(i);
      if (m) this.frame({ t: 'm', m });
    }
    if (this.unacked()) this.arm();
  }

  private onFrame(text: string): void {
    if (this.closed || text.length > MAX_FRAME_BYTES) return;
    let f: { t?: unknown; m?: unknown; next?: unknown };
    try {
      f = JSON.parse(text) as typeof f;
    } catch {
      return;
    }
    if (typeof f !== 'object' || f === null) return;
    if (f.t === 'hello') return this.onHello(f);
    if (f.t === 'sync' && typeof f.next === 'number' && Number.isSafeInteger(f.next)) {
      this.heard(f.next);
      if (this.unacked()) this.arm();
      return;
    }
    if (f.t === 'm' && typeof f.m === 'object' && f.m !== null) {
      const i = (f.m as { i?: unknown }).i;
      if (typeof i !== 'number' || !Number.isSafeInteger(i) || i < 0) return;
      this.heard(i + 1);
      if (i < this.host.next()) {
        this.host.stale(f.m);
        return this.sync();
      }
      // Only a window of MAX_BUFFER indices ahead is kept: frames far ahead (which no honest peer
      // sends) can then never fill the buffer and crowd out the message at `next` (issue 9).
      if (i >= this.host.next() + MAX_BUFFER) return;
      this.buffer.set(i, f.m);
      void this.pump();
    }
  }

  private onHello(f: object): void {
    const h = f as Partial<Hello> & { next?: unknown };
    if (typeof h.next === 'number' && Number.isSafeInteger(h.next) && h.next >= 0) {
      // The peer (re)connected or reloaded: it holds exactly the messages below `next`.
      this.peerNext = h.next;
      this.resendFrom(h.next);
      this.sync();
    }
    const ours = this.options.hello;
    const same =
      h.head === ours.head &&
      h.protocolVersion === ours.protocolVersion &&
      JSON.stringify(h.game) === JSON.stringify(ours.game);
    if (!same) this.host.skew(ours, f);
  }

  /** Delivers buffered messages in index order, one at a time. */
  private async pump(): Promise<void> {
    if (this.delivering) return;
    this.delivering = true;
    try {
      for (;;) {
        const i = this.host.next();
        const m = this.buffer.get(i);
        if (m === undefined) break;
        this.buffer.delete(i);
        await this.host.deliver(m);
        if (this.host.next() === i) break; // refused: the session stopped
      }
      for (const k of this.buffer.keys()) if (k < this.host.next()) this.buffer.delete(k);
      this.sync();
    } finally {
      this.delivering = false;
    }
  }

  /** Re-runs delivery after the session's index moved (e.g. it sent a message). */
  poke(): void {
    void this.pump();
  }
}
