/**
 * An in-memory transport pair (issue 5, "Transports"): two endpoints in one process, frames
 * delivered in order on a later microtask, never lost. Meets the {@link Transport} contract
 * (protocol/transport/types.ts); `cut()` and `restore()` simulate a dropped and restored link.
 */
import { MAX_FRAME_BYTES, type Transport, type TransportStatus } from './types.ts';

class MemoryEnd implements Transport {
  status: TransportStatus = 'open';
  peer: MemoryEnd | null = null;
  private readonly frames = new Set<(frame: string) => void>();
  private readonly statuses = new Set<(status: TransportStatus) => void>();

  send(frame: string): void {
    if (frame.length > MAX_FRAME_BYTES) throw new Error('frame-too-large: over 64 KiB');
    const peer = this.peer;
    if (this.status !== 'open' || peer === null) return;
    queueMicrotask(() => {
      if (peer.status === 'open') for (const h of peer.frames) h(frame);
    });
  }

  onFrame(handler: (frame: string) => void): () => void {
    this.frames.add(handler);
    return () => this.frames.delete(handler);
  }

  onStatus(handler: (status: TransportStatus) => void): () => void {
    this.statuses.add(handler);
    return () => this.statuses.delete(handler);
  }

  setStatus(status: TransportStatus): void {
    if (this.status === 'closed' || this.status === status) return;
    this.status = status;
    for (const h of this.statuses) h(status);
  }

  close(): void {
    this.setStatus('closed');
    this.frames.clear();
    this.statuses.clear();
  }
}

/** Two connected in-memory endpoints, and controls to drop and restore the link. */
export interface MemoryPair {
  readonly a: Transport;
  readonly b: Transport;
  /** Drops the link: frames are lost, both ends report `reconnecting`. */
  cut(): void;
  /** Restores the link: both ends report `open`. */
  restore(): void;
}

/** A connected in-memory pair. */
export function memoryPair(): MemoryPair {
  const a = new MemoryEnd();
  const b = new MemoryEnd();
  a.peer = b;
  b.peer = a;
  return {
    a,
    b,
    cut() {
      a.setStatus('reconnecting');
      b.setStatus('reconnecting');
    },
    restore() {
      a.setStatus('open');
      b.setStatus('open');
    },
  };
}
