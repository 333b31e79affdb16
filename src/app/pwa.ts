/**
 * Service-worker registration and updates (vite-plugin-pwa / Workbox). A new version is offered to
 * the player, never forced; while a match is live the offer waits until the match ends, so an
 * update can never reload the page in the middle of a game.
 */
import { registerSW } from 'virtual:pwa-register';

/** What the shell tells the PWA layer and how it is told of an update. */
export interface UpdateHooks {
  /** True while a networked or local match is in progress. */
  isMatchLive(): boolean;
  /** Show "a new version is ready"; call `apply` when the player accepts. */
  offerUpdate(apply: () => void): void;
  /** The app now works offline (first install finished). */
  offlineReady?(): void;
}

/**
 * Registers the service worker. Returns `matchEnded`, which the shell calls when a match ends so a
 * deferred update offer is shown then.
 */
export function setupPwa(hooks: UpdateHooks): { matchEnded(): void } {
  let pending: (() => void) | null = null;
  const offer = (): void => {
    if (!pending) return;
    if (hooks.isMatchLive()) return;
    const apply = pending;
    pending = null;
    hooks.offerUpdate(apply);
  };
  if (!('serviceWorker' in navigator)) return { matchEnded: () => undefined };
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      pending = () => void update(true);
      offer();
    },
    onOfflineReady() {
      hooks.offlineReady?.();
    },
  });
  return { matchEnded: offer };
}
