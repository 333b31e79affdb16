/**
 * Node's `node:crypto`, reached at run time through `process.getBuiltinModule` (Node ≥ 20.16) and
 * never through a static import: the same protocol code is bundled for browsers, where there is no
 * `process` and this gives null. Callers use it only for results that are defined independently of
 * it (SHA-256, Ed25519) and fall back to their portable implementation when it is absent.
 */
import type * as NodeCryptoModule from 'node:crypto';

/** The type of the `node:crypto` module. */
export type NodeCrypto = typeof NodeCryptoModule;

let cached: NodeCrypto | null | undefined;

/** `node:crypto` when running in Node, else null (looked up once). */
export function nodeCrypto(): NodeCrypto | null {
  if (cached !== undefined) return cached;
  cached = null;
  try {
    const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } })
      .process;
    const m = proc?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
    if (m !== undefined && typeof m.createHash === 'function') cached = m;
  } catch {
    cached = null;
  }
  return cached;
}
