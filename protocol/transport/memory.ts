/**
 * An in-memory transport pair (requirement "Transports"): two endpoints in one process, frames
 * delivered in order on a later microtask, never lost. Meets the {@link Transport} contract
 * (protocol/transport/types.ts); `cut()` and `restore()` simulate a dropped and restored link.
 */
import { localPair, type LocalPair } from './local-end.ts';

/** Two connected in-memory endpoints, and controls to drop and restore the link. */
export type MemoryPair = LocalPair;

/** A connected in-memory pair. */
export function memoryPair(): MemoryPair {
  return localPair((to, frame) => queueMicrotask(() => to.deliver(frame)));
}
