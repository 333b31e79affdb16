/**
 * An endpoint of a link that lives in this process (the in-memory pair and the seeded virtual
 * network): handler bookkeeping, status changes and the {@link Transport} contract
 * (protocol/transport/types.ts), with how a frame travels to the peer left to a carrier.
 */
import { MAX_FRAME_BYTES, type Transport, type TransportStatus } from './types.ts';

/** Moves a frame from one end to the other (now, later, twice or never). */
export type Carrier = (to: LocalEnd, frame: string) => void;

/** One end of an in-process link. */
export class LocalEnd implements Transport {
  status: TransportStatus = 'open';
  peer: LocalEnd | null = null;
  private readonly frames = new Set<(frame: string) => void>();
  private readonly statuses = new Set<(status: TransportStatus) => void>();

  constructor(private readonly carry: Carrier) {}

  /** Sends a frame; refuses one over {@link MAX_FRAME_BYTES}; loses it while the link is down. */
  send(frame: string): void {
    if (frame.length > MAX_FRAME_BYTES) throw new Error('frame-too-large: over 64 KiB');
    if (this.status !== 'open' || this.peer === null) return;
    this.carry(this.peer, frame);
  }

  /** Hands an arriving frame to the handlers, unless this end is down by then. */
  deliver(frame: string): void {
    if (this.status === 'open') for (const h of this.frames) h(frame);
  }

  onFrame(handler: (frame: string) => void): () => void {
    this.frames.add(handler);
    return () => this.frames.delete(handler);
  }

  onStatus(handler: (status: TransportStatus) => void): () => void {
    this.statuses.add(handler);
    return () => this.statuses.delete(handler);
  }

  /** Changes the status and tells the status handlers; a closed end stays closed. */
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

/** Two connected ends, and controls to drop and restore the link. */
export interface LocalPair {
  readonly a: Transport;
  readonly b: Transport;
  /** Drops the link: frames are lost, both ends report `reconnecting`. */
  cut(): void;
  /** Restores the link: both ends report `open`. */
  restore(): void;
}

/** Connects two new ends that send through `carry`. */
export function localPair(carry: Carrier): LocalPair {
  const a = new LocalEnd(carry);
  const b = new LocalEnd(carry);
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
