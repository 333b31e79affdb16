/**
 * Node's `node:crypto` (and `node:buffer` for the base64url of JWK keys), reached at run time
 * through `process.getBuiltinModule` (Node ≥ 20.16) and never through a static import: the same
 * protocol code is bundled for browsers, where there is no `process` and this gives null. Callers
 * use it only for results that are defined independently of it (SHA-256, Ed25519) and fall back to
 * their portable implementation when it is absent.
 */
import type * as NodeBufferModule from 'node:buffer';
import type * as NodeCryptoModule from 'node:crypto';

/** The type of the `node:crypto` module. */
export type NodeCrypto = typeof NodeCryptoModule;

/** A Node built-in module by id, or undefined outside Node (or on a Node without the lookup). */
function builtin(id: string): unknown {
  try {
    const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } })
      .process;
    return proc?.getBuiltinModule?.(id);
  } catch {
    return undefined;
  }
}

let cached: NodeCrypto | null | undefined;

/** `node:crypto` when running in Node, else null (looked up once). */
export function nodeCrypto(): NodeCrypto | null {
  if (cached !== undefined) return cached;
  const m = builtin('node:crypto') as NodeCrypto | undefined;
  cached = m !== undefined && typeof m.createHash === 'function' ? m : null;
  return cached;
}

/** Node's `Buffer`; only for callers that already hold {@link nodeCrypto} (so this is Node). */
function nodeBuffer(): typeof NodeBufferModule.Buffer {
  const m = builtin('node:buffer') as typeof NodeBufferModule | undefined;
  if (m === undefined) throw new Error('node:buffer is not available');
  return m.Buffer;
}

/** RFC 4648 §5 base64url without padding (JWK's encoding of key bytes), in Node. */
export function toBase64url(bytes: Uint8Array): string {
  return nodeBuffer().from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64url');
}

/** The bytes of RFC 4648 §5 base64url text produced by Node itself (a JWK's `x`), in Node. */
export function fromBase64url(text: string): Uint8Array {
  return Uint8Array.from(nodeBuffer().from(text, 'base64url'));
}
