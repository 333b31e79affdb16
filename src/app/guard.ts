/**
 * One tab per match: two tabs running the same seat would both sign messages for it (a fork of the
 * transcript the peer would rightly call equivocation). The first tab takes an exclusive Web Lock
 * named after the match and holds it while the match is open; a second tab does not get it and
 * refuses politely. Where Web Locks are missing, a BroadcastChannel asks "is anyone holding this
 * match?" and waits briefly for an answer.
 */

/** A held match: release it when the match screen closes. */
export interface MatchLock {
  release(): void;
}

const PREFIX = 'parley-match-';

interface LocksLike {
  request(
    name: string,
    options: { ifAvailable: boolean; mode: 'exclusive' },
    cb: (lock: unknown) => Promise<void>,
  ): Promise<void>;
}

function locks(): LocksLike | null {
  const l = (navigator as { locks?: unknown }).locks;
  return typeof l === 'object' && l !== null ? (l as LocksLike) : null;
}

async function withWebLocks(l: LocksLike, id: string): Promise<MatchLock | null> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  return new Promise<MatchLock | null>((resolve, reject) => {
    l.request(PREFIX + id, { ifAvailable: true, mode: 'exclusive' }, async (lock) => {
      if (lock === null) {
        resolve(null);
        return;
      }
      resolve({ release });
      await held;
    }).catch(reject);
  });
}

/** Channel-based fallback: answer pings while held; a ping answered means another tab has it. */
async function withChannel(id: string, waitMs: number): Promise<MatchLock | null> {
  const ch = new BroadcastChannel(PREFIX + id);
  const taken = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), waitMs);
    ch.onmessage = (e: MessageEvent<unknown>) => {
      if (e.data === 'held') {
        clearTimeout(timer);
        resolve(true);
      }
    };
    ch.postMessage('who');
  });
  if (taken) {
    ch.close();
    return null;
  }
  ch.onmessage = (e: MessageEvent<unknown>) => {
    if (e.data === 'who') ch.postMessage('held');
  };
  return { release: () => ch.close() };
}

/**
 * Takes the match `id` for this tab: the lock, or null when another tab holds it. `channelWaitMs`
 * is how long the fallback waits for another tab's answer.
 */
export function lockMatch(id: string, channelWaitMs = 300): Promise<MatchLock | null> {
  const l = locks();
  return l ? withWebLocks(l, id) : withChannel(id, channelWaitMs);
}

/** The channel fallback itself (exported for tests of browsers without Web Locks). */
export const lockMatchByChannel = withChannel;
