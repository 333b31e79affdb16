/**
 * The edges of one PeerJS data connection, shared by the transport (./peerjs.ts) and its admission
 * desk (./admission.ts): sending on a connection never throws (docs/transport.md, "Wire format and
 * chunking"), and a received frame reaches every listener even when one of them throws (a faulty
 * listener must not break the link).
 */
import type { DataConnection } from 'peerjs';
import { encodeFrame } from './wire.ts';

/** Sends one data-channel message on `conn`; false (not a throw) when the connection refuses it. */
export function sendMessage(conn: DataConnection, message: Uint8Array): boolean {
  try {
    void conn.send(message);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends `frame` on `conn` as the messages of frame id `id` (./wire.ts: whole, or chunked above
 * `CHUNK_BYTES`), stopping at the first message the connection refuses. Never throws.
 */
export function sendFrame(conn: DataConnection, frame: string, id: number): void {
  for (const message of encodeFrame(frame, id)) if (!sendMessage(conn, message)) return;
}

/**
 * Calls each of `handlers` (those registered when the frame arrived) with `frame`. A handler that
 * throws does not stop the others or the caller: its error is thrown again from a fresh task, so it
 * still surfaces as an uncaught error.
 */
export function deliverFrame(handlers: Iterable<(frame: string) => void>, frame: string): void {
  for (const handler of [...handlers]) {
    try {
      handler(frame);
    } catch (e) {
      setTimeout(() => {
        throw e;
      }, 0);
    }
  }
}
