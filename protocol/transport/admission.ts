/**
 * Admission of the host's incoming data connections (docs/transport.md, "Admission"). Anyone who
 * knows the host's peer id (it is in the share link) can open a data connection to it. Without an
 * admission hook the newest connection replaces the current one, so a stranger could take the
 * link away from the real guest again and again. With a hook ({@link AdmitHook}), a connection
 * that opens is first held here: its frames go to the hook only (never to the session), its pings
 * are answered, and it replaces the current connection only once the hook resolves `true`. A hook
 * that resolves `false`, throws, or has not decided after the deadline gets the connection closed.
 *
 * The transport stays game-agnostic: what "proving" means (the app signs a challenge with the
 * guest's key, src/app/match/admission.ts) is the hook's business.
 */
import type { DataConnection } from 'peerjs';
import { MAX_FRAME_BYTES } from './types.ts';
import { FrameAssembler, KIND_PONG, encodeControl, utf8Length } from './wire.ts';
import { deliverFrame, sendFrame, sendMessage } from './channel.ts';

/** A data connection that opened but is not admitted yet: what an {@link AdmitHook} may do. */
export interface AdmissionLink {
  /** The connecting side's peer id (chosen by that side: proves nothing). */
  readonly remotePeerId: string;
  /** Sends one frame on this connection only (lost if it is gone). Frames over the limit are lost. */
  send(frame: string): void;
  /** Frames arriving on this connection while it waits; returns a function that removes it. */
  onFrame(handler: (frame: string) => void): () => void;
  /** Aborted when the connection closes, is crowded out, or the admission deadline passes. */
  readonly signal: AbortSignal;
}

/**
 * Decides whether an opened connection may become the current one. Resolving `true` promotes it
 * (replacing any current connection, live or dead); `false` or a rejection closes it.
 */
export type AdmitHook = (link: AdmissionLink) => Promise<boolean>;

/** How the desk reports back to the transport. */
export interface AdmissionOutcome {
  /** The hook said yes: make `conn` the current connection. */
  admit(conn: DataConnection): void;
  /** The hook said no (or too late): `conn` was closed; `why` is for the error report. */
  refused(conn: DataConnection, why: string): void;
}

/** At most this many connections wait for admission at once; a new one crowds out the oldest. */
export const MAX_ADMITTING = 4;

interface Waiting {
  readonly assembler: FrameAssembler;
  readonly handlers: Set<(frame: string) => void>;
  readonly abort: AbortController;
  readonly deadline: ReturnType<typeof setTimeout>;
  nextFrameId: number;
}

/**
 * The connections waiting for admission. The transport hands each opened connection to
 * {@link AdmissionDesk.start}, routes its data here while {@link AdmissionDesk.has} is true and
 * tells it when a connection closes ({@link AdmissionDesk.drop}).
 */
export class AdmissionDesk {
  private readonly waiting = new Map<DataConnection, Waiting>();

  constructor(
    private readonly hook: AdmitHook,
    private readonly timeoutMs: number,
    private readonly outcome: AdmissionOutcome,
  ) {}

  /** True while `conn` waits for admission. */
  has(conn: DataConnection): boolean {
    return this.waiting.has(conn);
  }

  /** Starts admitting an opened connection: runs the hook, with a deadline of `timeoutMs`. */
  start(conn: DataConnection): void {
    if (this.waiting.size >= MAX_ADMITTING) {
      const oldest = this.waiting.keys().next().value;
      if (oldest !== undefined) this.refuse(oldest, 'crowded out by newer connections');
    }
    const abort = new AbortController();
    const deadline = setTimeout(
      () => this.refuse(conn, `not admitted within ${this.timeoutMs} ms`),
      this.timeoutMs,
    );
    const entry: Waiting = {
      assembler: new FrameAssembler(),
      handlers: new Set(),
      abort,
      deadline,
      nextFrameId: 1,
    };
    this.waiting.set(conn, entry);
    const link: AdmissionLink = {
      remotePeerId: conn.peer,
      signal: abort.signal,
      send: (frame) => this.send(conn, entry, frame),
      onFrame: (handler) => {
        entry.handlers.add(handler);
        return () => entry.handlers.delete(handler);
      },
    };
    let decision: Promise<boolean>;
    try {
      decision = this.hook(link);
    } catch (e) {
      decision = Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
    decision.then(
      (ok) => {
        if (!this.waiting.has(conn)) return;
        if (ok === true) {
          this.forget(conn);
          this.outcome.admit(conn);
        } else this.refuse(conn, 'it did not prove who it is');
      },
      (e: unknown) => {
        if (this.waiting.has(conn)) this.refuse(conn, `admission failed (${String(e)})`);
      },
    );
  }

  /** Data from a waiting connection: frames to the hook's handlers, pings answered. */
  received(conn: DataConnection, data: unknown): void {
    const entry = this.waiting.get(conn);
    if (!entry) return;
    const event = entry.assembler.accept(data);
    if (event.kind === 'ping') sendMessage(conn, encodeControl(KIND_PONG, event.nonce));
    if (event.kind === 'frame') deliverFrame(entry.handlers, event.frame);
  }

  /** `conn` closed (or the transport dropped it) while waiting: the hook's signal is aborted. */
  drop(conn: DataConnection): void {
    if (this.waiting.has(conn)) this.forget(conn);
  }

  /** Closes every waiting connection (the transport is shutting down). */
  clear(): void {
    for (const conn of [...this.waiting.keys()]) {
      this.forget(conn);
      conn.close();
    }
  }

  private refuse(conn: DataConnection, why: string): void {
    if (!this.waiting.has(conn)) return;
    this.forget(conn);
    conn.close();
    this.outcome.refused(conn, why);
  }

  private forget(conn: DataConnection): void {
    const entry = this.waiting.get(conn);
    if (!entry) return;
    this.waiting.delete(conn);
    clearTimeout(entry.deadline);
    entry.handlers.clear();
    entry.abort.abort();
  }

  private send(conn: DataConnection, entry: Waiting, frame: string): void {
    if (!this.waiting.has(conn) || utf8Length(frame) > MAX_FRAME_BYTES) return;
    const id = entry.nextFrameId;
    entry.nextFrameId = (entry.nextFrameId + 1) >>> 0 || 1;
    sendFrame(conn, frame, id);
  }
}
