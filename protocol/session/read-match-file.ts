/**
 * Reading a match file from outside (docs/match-file.md, "Reading a file"): the one way the CLI
 * (`npm run verify`), the app's verify page and the tests turn a file's bytes into the value
 * {@link verifyMatch} judges. One reading of one file, in bounded memory and time:
 *
 * 1. at most {@link MAX_MATCH_FILE_BYTES} bytes (the caller refuses a larger file unread);
 * 2. UTF-8, strictly: a byte that is not well-formed UTF-8 makes the file unreadable (nothing is
 *    replaced with U+FFFD);
 * 3. JSON read by the strict reader (protocol/strict-json.ts): a duplicate key anywhere, a lone
 *    surrogate, a number other than a plain safe integer, or a crossed {@link MATCH_FILE_LIMITS}
 *    limit is refused with a reason naming the key or limit and its JSON path.
 *
 * A refusal is the verdict `malformed` (exit 3). The limits are wide bounds around what the
 * session can produce (docs/match-file.md gives their derivation); every file the session writes,
 * and every message it could have kept as evidence, is within them.
 */
import { isProtocolError } from '../errors.ts';
import { MAX_DEPTH } from '../canonical.ts';
import { readJsonBytes, type JsonLimits } from '../strict-json.ts';
import type { LockstepGame } from './game.ts';
import {
  MAX_MATCH_FILE_BYTES,
  verifyMatch,
  type MatchVerdict,
  type VerifyMatchOptions,
} from './verify-match.ts';

/**
 * Messages in one file: the longest best of 3 the bots play has under 850, so 4,096 is about five
 * times that, and it keeps the verifier's work (about a millisecond a message) within seconds.
 */
export const MAX_FILE_MESSAGES = 4096;

/**
 * Bounds of the strict reader for match files (docs/match-file.md, "Reading a file"):
 *
 * - depth {@link MAX_DEPTH} + 3: a body may nest {@link MAX_DEPTH} deep (protocol/canonical.ts) and
 *   sits three levels down (file, `messages`, message); real files nest 7 deep;
 * - 65,536 units per string and items per array or object: a message travels in one frame of at
 *   most 64 KiB (protocol/session/channel.ts), so no message a seat could have received, and kept
 *   as evidence, holds more; real files have strings of at most 128 characters;
 * - 1,048,576 values in the file (real best of 3 files hold about 11,000);
 * - {@link MAX_FILE_MESSAGES} messages;
 * - numbers are plain safe integers: everything the protocol hashes is one (RFC 8785 as
 *   protocol/canonical.ts restricts it) and the envelope's `i` is one.
 */
export const MATCH_FILE_LIMITS: JsonLimits = {
  maxDepth: MAX_DEPTH + 3,
  maxValues: 1 << 20,
  maxItems: 1 << 16,
  maxStringLength: 1 << 16,
  integersOnly: true,
  itemsAt: (path) =>
    path.length === 1 && path[0] === 'messages'
      ? { max: MAX_FILE_MESSAGES, what: 'messages' }
      : undefined,
};

/** The outcome of {@link readMatchFile}: the file's value, or the `malformed` verdict why not. */
export type ReadMatchFile =
  | { readonly file: unknown; readonly refused?: undefined }
  | { readonly refused: MatchVerdict; readonly file?: undefined };

/** `malformed`, with `reason` and the code of the refusal. */
function malformed(reason: string, code?: string): MatchVerdict {
  return { verdict: 'malformed', index: null, player: null, reason, ...(code ? { code } : {}) };
}

/**
 * The refusal of a file over {@link MAX_MATCH_FILE_BYTES}: of `size` bytes, or null when its
 * size is unknown (a stream that went on past the limit).
 */
export function tooLarge(size: number | null): MatchVerdict {
  const mib = (n: number): string => (n / 2 ** 20).toFixed(0);
  const what = size === null ? 'larger than that' : `${mib(size)} MiB`;
  return malformed(
    `a match file is at most ${mib(MAX_MATCH_FILE_BYTES)} MiB; the file is ${what}`,
    'out-of-range',
  );
}

/**
 * Reads the bytes of a match file (see the module comment): its value, or the `malformed`
 * verdict of a file that is too large, not UTF-8, not JSON, or not one reading. Never throws for
 * bad input.
 */
export function readMatchFile(bytes: Uint8Array): ReadMatchFile {
  if (bytes.length > MAX_MATCH_FILE_BYTES) return { refused: tooLarge(bytes.length) };
  try {
    return { file: readJsonBytes(bytes, MATCH_FILE_LIMITS) };
  } catch (e) {
    if (!isProtocolError(e)) throw e;
    return { refused: malformed(`unreadable: ${e.message}`, e.code) };
  }
}

/**
 * {@link readMatchFile}, then {@link verifyMatch} of what it read: the verdict, and the file's
 * value when it could be read (the verify page replays it).
 */
export async function verifyMatchBytes<S, L>(
  bytes: Uint8Array,
  game: LockstepGame<S, L>,
  options: VerifyMatchOptions = {},
): Promise<{ readonly verdict: MatchVerdict; readonly file?: unknown }> {
  const read = readMatchFile(bytes);
  if (read.refused) return { verdict: read.refused };
  return { verdict: await verifyMatch(read.file, game, options), file: read.file };
}
