/**
 * The code of the labelled error a call throws, for tests of the protocol's refusals (docs/protocol.md:
 * junk and misuse throw a ProtocolError with a stable code, never a TypeError).
 */
import { isProtocolError } from '../../protocol/index.ts';

/**
 * The `code` of the ProtocolError `fn` throws, or undefined when it returns. Anything else it throws
 * is thrown again, so a test expecting a code fails on an unlabelled error.
 */
export function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (isProtocolError(e)) return e.code;
    throw e;
  }
  return undefined;
}
