/**
 * The transport contract between the lockstep session (protocol/session) and whatever carries its
 * frames: an in-memory pair, a seeded virtual network, or a WebRTC data channel via PeerJS.
 *
 * A transport moves opaque text frames between exactly two endpoints. It promises nothing about
 * delivery: frames may be delayed, reordered, duplicated or lost, and the link may drop and come
 * back. The session's reliable-channel layer (sequence numbers, acknowledgements, resends) makes the
 * session correct on top of any transport that meets this contract.
 */

/** The life of a link, as the UI shows it. */
export type TransportStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A bidirectional, unreliable frame link to one peer. */
export interface Transport {
  /** The current status. */
  readonly status: TransportStatus;
  /**
   * Sends one frame. Never throws for a closed or broken link (the frame is simply lost); throws a
   * labelled error only for a frame over {@link MAX_FRAME_BYTES}.
   */
  send(frame: string): void;
  /** Registers a frame handler; returns a function that removes it. */
  onFrame(handler: (frame: string) => void): () => void;
  /** Registers a status handler; returns a function that removes it. */
  onStatus(handler: (status: TransportStatus) => void): () => void;
  /** Closes the link for good and releases everything it holds (sockets, timers). */
  close(): void;
}

/**
 * The largest frame a transport must carry (UTF-8 bytes). Receivers refuse anything larger before
 * parsing it. Transports whose medium has a smaller limit split and join frames themselves.
 */
export const MAX_FRAME_BYTES = 64 * 1024;
