/**
 * Reproducible randomness for an end-to-end match against the bot (docs/e2e.md): an init script
 * that replaces the page's `crypto.getRandomValues` (both seats' keys and seeds, so the deals)
 * and `Math.random` (the bot's decision seeds and pauses) with two streams of protocol/seeded-rng.ts
 * (sfc32) derived from one seed; the drivers' own seeded choices are further streams of it. The same seed and the same inputs replay the same match, so a failure can be run again.
 * The bot's Web Worker draws no randomness of its own: it receives its seeds from the page.
 * Test-only: it is injected through Playwright, never part of the app.
 */
import type { BrowserContext } from 'playwright-core';
import { seededRng, type SeededRng } from '../../protocol/seeded-rng.ts';

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

/**
 * The seed of stream `salt` of a test seeded `seed`: the page's bytes are stream 1, its
 * `Math.random` stream 2; a driver's own choices use other salts.
 */
export function streamSeed(seed: number, salt: number): number {
  return (Math.imul(seed >>> 0, 0x9e3779b1) + salt) >>> 0;
}

/** A test's stream `salt` in Node (the same numbers the page's stream `salt` gives). */
export function seededStream(seed: number, salt: number): SeededRng {
  return seededRng(streamSeed(seed, salt));
}

/**
 * The page script for `seed`: protocol/seeded-rng.ts's own generator (its source, so the page and
 * Node draw from one implementation; `__name` is the helper the TypeScript loader may wrap named
 * functions in), two streams of it replacing `crypto.getRandomValues` and `Math.random`. The first
 * load of a tab draws streams 1 and 2 of the seed ({@link seededStream}); each reload of the tab
 * other ones (counted in its sessionStorage), so a reloaded page does not repeat its first numbers.
 */
export function pageScript(seed: number): string {
  return `(() => {
  const __name = (f) => f;
  const seededRng = ${seededRng.toString()};
  // A reload of the tab goes on with other numbers (a fresh peer id, …), the same on every run.
  let loads = 0;
  try {
    loads = Number(sessionStorage.getItem('parley-e2e-loads') ?? 0);
    sessionStorage.setItem('parley-e2e-loads', String(loads + 1));
  } catch {}
  const bytes = seededRng((${streamSeed(seed, 1)} + Math.imul(loads, 0x632be5ab)) >>> 0);
  const floats = seededRng((${streamSeed(seed, 2)} + Math.imul(loads, 0x632be5ab)) >>> 0);
  const getRandomValues = function (array) {
    if (!ArrayBuffer.isView(array) || array instanceof Float32Array || array instanceof Float64Array) {
      throw new TypeError('getRandomValues: an integer typed array is required');
    }
    const view = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < view.length; i++) view[i] = Math.floor(bytes() * 256);
    return array;
  };
  Object.defineProperty(Crypto.prototype, 'getRandomValues', {
    value: getRandomValues,
    configurable: true,
    writable: true,
  });
  Math.random = floats;
})();`;
}

/**
 * Makes every page of `context` (present ones on their next navigation, and later ones) draw its
 * randomness from `seed`. Call before the page loads the app.
 */
export async function seedRandomness(context: BrowserContext, seed: number): Promise<void> {
  await context.addInitScript(pageScript(seed));
}
