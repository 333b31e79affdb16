/**
 * Whether a match is live right now (the PWA layer defers update offers while it is), and a hook
 * for "the match ended". Tiny on purpose: the first screen imports it, the match screen sets it.
 */

let liveCheck: (() => boolean) | null = null;
const endedListeners = new Set<() => void>();

/** Registers (or, with null, clears) the check of the match on screen. */
export function setLiveCheck(check: (() => boolean) | null): void {
  liveCheck = check;
}

/** True while a match on screen is in progress. */
export function isMatchLive(): boolean {
  return liveCheck?.() ?? false;
}

/** Tells listeners that the match on screen ended (or was left). */
export function matchEnded(): void {
  for (const fn of endedListeners) fn();
}

/** Calls `fn` whenever a match ends; returns the unsubscribe function. */
export function onMatchEnded(fn: () => void): () => void {
  endedListeners.add(fn);
  return () => endedListeners.delete(fn);
}
