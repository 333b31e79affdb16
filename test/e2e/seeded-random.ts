/**
 * Reproducible randomness for an end-to-end match against the bot (docs/e2e.md): an init script
 * that replaces the page's `crypto.getRandomValues` (both seats' keys and seeds, so the deals)
 * and `Math.random` (the bot's decision seeds and pauses) with two sfc32 streams derived from one
 * seed. The same seed and the same inputs replay the same match, so a failure can be run again.
 * The bot's Web Worker draws no randomness of its own: it receives its seeds from the page.
 * Test-only: it is injected through Playwright, never part of the app.
 */
import type { BrowserContext } from 'playwright-core';

/**
 * The seed of a test: `PARLEY_E2E_SEED` (decimal) when set, else `fallback`. Tests print it with
 * their results so that a failing match can be replayed with `PARLEY_E2E_SEED=<seed>`.
 */
export function e2eSeed(fallback: number): number {
  const raw = process.env.PARLEY_E2E_SEED;
  if (raw === undefined || raw === '') return fallback >>> 0;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`PARLEY_E2E_SEED must be a number: ${raw}`);
  return n >>> 0;
}

/** The page script; `SEED` is replaced by the seed. */
const SCRIPT = `(() => {
  const sfc32 = (a, b, c, d) => () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  const stream = (salt) => {
    const next = sfc32(0x9e3779b9, SEED, salt, SEED ^ 0x85ebca6b);
    for (let i = 0; i < 16; i++) next();
    return next;
  };
  const bytes = stream(1);
  const floats = stream(2);
  const getRandomValues = function (array) {
    if (!ArrayBuffer.isView(array) || array instanceof Float32Array || array instanceof Float64Array) {
      throw new TypeError('getRandomValues: an integer typed array is required');
    }
    const view = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < view.length; i++) view[i] = bytes() & 0xff;
    return array;
  };
  Object.defineProperty(Crypto.prototype, 'getRandomValues', {
    value: getRandomValues,
    configurable: true,
    writable: true,
  });
  Math.random = () => floats() / 4294967296;
})();`;

/**
 * Makes every page of `context` (present ones on their next navigation, and later ones) draw its
 * randomness from `seed`. Call before the page loads the app.
 */
export async function seedRandomness(context: BrowserContext, seed: number): Promise<void> {
  await context.addInitScript(SCRIPT.replace(/SEED/g, String(seed >>> 0)));
}
