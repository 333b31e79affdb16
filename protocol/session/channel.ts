/**
 * The reliable channel under the session (requirement "Transports": "the reliable-channel layer must
 * make the session correct anyway"). A {@link Transport} may delay, reorder, duplicate or drop
 * frames and may drop the link; on top of it this layer gives the session each peer message exactly
 * once and in order.
 *
 * The sequence number is the transcript index `i`, shared by both directions: a message is
 * delivered when `i` is the session's next index, buffered when ahead, dropped as a duplicate when
 * behind. The acknowledgement is cumulative: `{t:"sync", next}` says "I hold every message below
 * `next`". Each side resends its own unacknowledged messages every `resendMs` (with its hello,
 * until the peer's position is proven) and whenever the peer's hello (sent on every (re)connect,
 * with its next index) shows it lacks them; without progress the periodic resends back off and
 * stop after {@link RESEND_ATTEMPTS} rounds, until the peer is heard from again; a sync follows
 * every delivery and every duplicate. So after a reconnect or a reload the peers exchange their last
 * index and resend what is missing, and resends never trigger further resends.
 *
 * What the peer holds (`peerNext`, which decides what is resent) moves only on evidence (anyone on
 * the data channel can send frames): a hello signed by the peer's key
 * (protocol/session/control.ts) sets it exactly; a delivered peer message `i` (linked and signed)
 * proves the peer holds everything up to `i`; an unsigned sync may raise it, but never past our own
 * next index. A forged sync can therefore still make us skip resends of our latest messages, so a
 * liveness watch backs it up: while the session waits on the peer and nothing arrives for
 * {@link WATCH_PERIODS} resend periods, the channel falls back to what is proven, resends from
 * there and sends its signed hello again (an honest peer answers by resending what we lack), with
 * doubling intervals, at most {@link WATCH_ATTEMPTS} times until something is delivered.
 *
 * An unauthenticated hello is noise: it never stops anything and never moves `peerNext`. An
 * authentic hello with another header or version is a real version skew.
 *
 * Frames (JSON text): `{t:"hello", matchId, head, protocolVersion, game, next, last, from, sig}`,
 * `{t:"m", m: Message}`, `{t:"sync", next}`, `{t:"desync", matchId, i, message, stateHash, from,
 * sig}`. docs/match-file.md, "Wire frames".
 */
import { MAX_FRAME_BYTES, type Transport, type TransportStatus } from '../transport/types.ts';
import type { Message } from '../transcript.ts';
import type { Clock } from './clock.ts';
import type { ControlFrames, HelloCheck, HelloFrame } from './control.ts';

export type { Hello } from './control.ts';

/** What the channel needs from its session. */
export interface ChannelHost {
  /** The index of the next transcript message the session expects. */
  next(): number;
  /** The session's own message `i`, if it has one there. */
  own(i: number): Message | undefined;
  /** The `prev` of message `n` in the session's transcript (`n` ≤ `next()`), else undefined. */
  link(n: number): string | undefined;
  /**
   * Hands over the peer's message (untrusted JSON) for index `next()`; resolves when handled, and
   * rejects when the session could not handle it (its store failed): nothing was taken then.
   */
  deliver(message: unknown): Promise<void>;
  /** Delivering a peer message failed with `error` (see {@link deliver}); the peer resends it. */
  failed(error: unknown): void;
  /** A message for an index already filled (a duplicate, or a conflicting signed message). */
  stale(message: unknown): void;
  /** The peer's authentic hello does not match ours: a real version skew. */
  skew(theirs: HelloFrame): void;
  /** A desync notice frame (untrusted JSON: the session checks it). */
  desync(frame: unknown): void;
  /** True while the session waits on a message from the peer. */
  waitsOnPeer(): boolean;
}

/** Options of a {@link ReliableChannel}. */
export interface ChannelOptions {
  readonly clock: Clock;
  /** Signs our hellos and checks the peer's. */
  readonly control: ControlFrames;
  /** Resend period for unacknowledged messages (default 1000 ms). */
  readonly resendMs?: number;
}

const MAX_BUFFER = 256;

/** Resend periods without a delivery, while waiting on the peer, before the first re-sync. */
export const WATCH_PERIODS = 3;

/** Re-syncs per silence (each after twice the previous wait): 3+6+…+96 = 189 resend periods. */
export const WATCH_ATTEMPTS = 6;

/** Resend rounds without progress at the resend period, before the waits double. */
export const RESEND_STEADY = 10;

/**
 * Resend rounds without progress in all (10 at the period, then after 2, 4, …, 64 periods: 136
 * periods); then the channel resends nothing until there is progress again.
 */
export const RESEND_ATTEMPTS = 16;

/** Reliable in-order delivery of transcript messages over an unreliable transport. */
export class ReliableChannel {
  private transport: Transport | null = null;
  private unsubscribe: (() => void)[] = [];
  private readonly buffer = new Map<number, unknown>();
  /** What the peer holds as far as we know: the first index it lacks (null until heard). */
  private peerNext: number | null = null;
  /** The part of {@link peerNext} proven by a signed hello or a delivered message. */
  private proven: number | null = null;
  private cancelTimer: (() => void) | null = null;
  private cancelWatch: (() => void) | null = null;
  private watchAttempts = 0;
  /** Resend rounds since the last progress ({@link progress}); bounded by RESEND_ATTEMPTS. */
  private resendRounds = 0;
  /** The armed resend timer waits longer than one period (a backoff). */
  private armedLong = false;
  private delivering = false;
  private closed = false;
  /** After a desync: the signed notice, repeated to the peer instead of any other traffic. */
  private notice: string | null = null;
  private noticeAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly host: ChannelHost,
    private readonly options: ChannelOptions,
  ) {}

  private get resendMs(): number {
    return this.options.resendMs ?? 1000;
  }

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
    this.stopTimers();
  }

  /**
   * Stops delivery and timers for good, sends `notice` (a signed desync notice frame) now and
   * again, at most once per resend period, whenever the peer sends a message or a hello, so the
   * peer hears of the desync even if this frame is lost.
   */
  stopWith(notice: string): void {
    this.notice = notice;
    this.stopTimers();
    this.buffer.clear();
    this.repeatNotice();
  }

  private stopTimers(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.armedLong = false;
    this.cancelWatch?.();
    this.cancelWatch = null;
  }

  private repeatNotice(): void {
    const now = this.options.clock.now();
    if (this.notice === null || now - this.noticeAt < this.resendMs) return;
    this.noticeAt = now;
    this.send1(this.notice);
  }

  private send1(text: string): void {
    if (this.closed || this.transport === null) return;
    this.transport.send(text);
  }

  private frame(value: unknown): void {
    if (this.notice !== null) return;
    this.send1(JSON.stringify(value));
  }

  private onStatus(status: TransportStatus): void {
    if (status !== 'open') return;
    if (this.notice !== null) {
      this.noticeAt = Number.NEGATIVE_INFINITY;
      return this.repeatNotice();
    }
    this.progress();
    this.hello();
    this.arm();
    this.watch(true);
  }

  /** Sends our signed hello with our next index (signed once per index). */
  private hello(): void {
    const next = this.host.next();
    const signed = this.options.control.signHello(next, this.host.link(next)!);
    if (signed instanceof Promise) {
      signed.then(
        (f) => this.frame(f),
        () => undefined, // signing failed (no key backend): the watch tries again
      );
    } else this.frame(signed);
  }

  /** Raises what we believe the peer holds (evidence or a clamped claim). */
  private raise(next: number, proven: boolean): void {
    if (next > (this.peerNext ?? 0)) this.progress();
    this.peerNext = Math.max(this.peerNext ?? 0, next);
    if (proven) this.proven = Math.max(this.proven ?? 0, next);
  }

  /**
   * Something moved (a message of ours sent or acknowledged, a peer message delivered, an
   * authentic hello, the link reopened): resends start over at the resend period.
   */
  private progress(): void {
    this.resendRounds = 0;
    if (this.armedLong) {
      this.cancelTimer?.();
      this.cancelTimer = null;
      this.armedLong = false;
      this.arm();
    }
  }

  /** Sends a cumulative acknowledgement. */
  sync(): void {
    this.frame({ t: 'sync', next: this.host.next() });
  }

  /** Sends the session's own new message and arms the resend timer. */
  send(m: Message): void {
    this.frame({ t: 'm', m });
    this.progress();
    this.arm();
    this.watch(true);
  }

  private unacked(): boolean {
    for (let i = this.peerNext ?? 0; i < this.host.next(); i++) if (this.host.own(i)) return true;
    return false;
  }

  /**
   * Arms the resend timer. Until the peer's position is proven (no signed hello or delivered message
   * since this channel started: a reload) each period sends our hello again and resends what the
   * peer is not known to hold: the peer may never send a hello of its own (its link status did not
   * change), and its unsigned syncs alone then raise {@link peerNext} (sending too much is
   * harmless: duplicates are dropped and acknowledged).
   *
   * Resends are bounded: after {@link RESEND_STEADY} rounds without progress the waits double, and
   * after {@link RESEND_ATTEMPTS} rounds the channel stops resending until something moves (the
   * peer's authentic hello on its reconnect or reload, the link reopening, an acknowledgement, a
   * delivered message, our next message). A peer gone for good then costs no traffic and no timer
   * for ever, and an honest peer that is back says so with its hello or its own liveness watch.
   */
  private arm(): void {
    if (this.cancelTimer !== null || this.closed || this.notice !== null) return;
    const round = this.resendRounds;
    if (round >= RESEND_ATTEMPTS) return;
    const periods = round < RESEND_STEADY ? 1 : 2 ** (round - RESEND_STEADY + 1);
    this.armedLong = periods > 1;
    this.cancelTimer = this.options.clock.setTimer(this.resendMs * periods, () => {
      this.cancelTimer = null;
      this.armedLong = false;
      this.resendRounds++;
      if (this.proven === null) {
        this.hello();
        this.resendFrom(this.peerNext ?? 0, false);
        this.arm();
      } else if (this.unacked()) this.resendFrom(this.peerNext ?? 0);
    });
  }

  /**
   * The liveness watch (see the module comment). `progress` restarts it (something was delivered
   * or sent); otherwise it only arms when not armed.
   */
  private watch(progress: boolean): void {
    if (progress) {
      this.watchAttempts = 0;
      this.cancelWatch?.();
      this.cancelWatch = null;
    }
    if (this.cancelWatch !== null || this.closed || this.notice !== null) return;
    if (this.watchAttempts >= WATCH_ATTEMPTS) return;
    const wait = this.resendMs * WATCH_PERIODS * 2 ** this.watchAttempts;
    this.cancelWatch = this.options.clock.setTimer(wait, () => {
      this.cancelWatch = null;
      if (this.closed || this.notice !== null || !this.host.waitsOnPeer()) return;
      this.watchAttempts++;
      // What only an unsigned sync claimed is forgotten: resend from what is proven, once per
      // attempt (an honest peer acknowledges, or answers the hello; a gone one costs no more).
      this.peerNext = this.proven;
      this.hello();
      if (this.peerNext !== null) this.resendFrom(this.peerNext, false);
      this.watch(false);
    });
  }

  private resendFrom(from: number, rearm = true): void {
    for (let i = from; i < this.host.next(); i++) {
      const m = this.host.own(i);
      if (m) this.frame({ t: 'm', m });
    }
    if (rearm && this.unacked()) this.arm();
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
    if (this.notice !== null) {
      if (f.t === 'm' || f.t === 'hello') this.repeatNotice();
      return;
    }
    if (f.t === 'hello') return this.onHello(f);
    if (f.t === 'desync') return this.host.desync(f);
    if (f.t === 'sync' && typeof f.next === 'number' && Number.isSafeInteger(f.next)) {
      // Unsigned: it may say the peer holds our messages, never that it holds more than we have.
      this.raise(Math.min(f.next, this.host.next()), false);
      if (this.unacked()) this.arm();
      return;
    }
    if (f.t === 'm' && typeof f.m === 'object' && f.m !== null) {
      const i = (f.m as { i?: unknown }).i;
      if (typeof i !== 'number' || !Number.isSafeInteger(i) || i < 0) return;
      if (i < this.host.next()) {
        this.host.stale(f.m);
        return this.sync();
      }
      // Only a window of MAX_BUFFER indices ahead is kept: frames far ahead (which no honest peer
      // sends) can then never fill the buffer and crowd out the message at `next`.
      if (i >= this.host.next() + MAX_BUFFER) return;
      this.buffer.set(i, f.m);
      void this.pump();
    }
  }

  private onHello(f: object): void {
    const checked = this.options.control.checkHello(f);
    if (checked instanceof Promise) {
      checked.then(
        (c) => this.onChecked(c),
        () => undefined, // a failed check is noise
      );
    } else this.onChecked(checked);
  }

  private onChecked(c: HelloCheck): void {
    if (this.closed || this.notice !== null || c.kind === 'noise') return;
    if (c.kind === 'skew') return this.host.skew(c.theirs);
    // The peer (re)connected or reloaded: it holds exactly the messages below `next`.
    this.peerNext = c.next;
    this.proven = c.next;
    this.progress();
    const link = this.host.link(c.next);
    if (link !== undefined && link !== c.last && c.next > 0) {
      // We hold another message c.next − 1 than the peer (two messages crossed for one index):
      // show it ours, so the session on its side can judge the fork (Session.stale).
      const m = this.host.own(c.next - 1);
      if (m) this.frame({ t: 'm', m });
    }
    this.resendFrom(c.next);
    this.sync();
  }

  /** Delivers buffered messages in index order, one at a time. */
  private async pump(): Promise<void> {
    if (this.delivering) return;
    this.delivering = true;
    try {
      for (;;) {
        const i = this.host.next();
        const m = this.buffer.get(i);
        if (m === undefined || this.notice !== null) break;
        this.buffer.delete(i);
        try {
          await this.host.deliver(m);
        } catch (e) {
          // Never an unhandled rejection (pump runs unawaited): the session reports it, and the
          // sync below tells the peer we still lack message i, so it comes again.
          this.host.failed(e);
          break;
        }
        if (this.host.next() === i) break; // refused: the session stopped
        if (this.host.own(i) !== undefined) continue; // our own message took index `i` first
        // Delivered: linked and signed by the peer, so the peer holds every message up to `i`.
        this.raise(i + 1, true);
        this.progress();
        this.watch(true);
      }
      // A message buffered ahead whose index our own message took meanwhile is a second message
      // for that index: the session judges it as a fork (an out-of-turn move is a violation).
      for (const [k, m] of this.buffer) {
        if (k >= this.host.next()) continue;
        this.buffer.delete(k);
        this.host.stale(m);
      }
      this.sync();
    } finally {
      this.delivering = false;
    }
    // A message for the next index may have arrived while this round ended (e.g. re-entrantly,
    // from the peer's answer to the sync above): its own pump call returned at once, so deliver it
    // now rather than leave it until a resend.
    if (this.notice === null && this.buffer.has(this.host.next())) void this.pump();
  }

  /** Re-runs delivery after the session's index moved (e.g. it sent a message). */
  poke(): void {
    void this.pump();
  }
}
