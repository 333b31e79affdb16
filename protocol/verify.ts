/**
 * Verification of the crypto layer of a match file: a pure function of the file (docs/protocol.md,
 * "Verdicts"; reference design, "Verification", steps 1 and 2). It checks, message by message,
 * indices, `prev` links, senders and signatures ({@link checkMessage}), then the body convention
 * ({@link CryptoLedger}): chain elements, extensions, commitments and openings, final reveals. The
 * first failure decides the verdict, naming the message index and the player who sent it. The game
 * layer plugs in through `onMessage` (legality, stateHash replay) and `expectedSender`.
 *
 * A player is named only on proof: a message that is validly signed by its sender and linked into
 * the file's chain. A message that is not validly signed by its claimed sender, or that does not
 * carry its position's index or link to the message before it, is a `violation` with `player`
 * null: the file was altered (or assembled from messages of other transcripts), and its `from`
 * field, or a signature over another chain, proves nothing about who did it (docs/match-file.md,
 * "Verdicts").
 */
import { arrayField, asRecord, field } from './bytes.ts';
import type { Ed25519Backend } from './ed25519.ts';
import { isProtocolError, type ProtocolErrorCode } from './errors.ts';
import { CryptoLedger } from './ledger.ts';
import {
  checkMessage,
  decodeHeader,
  headerHash,
  messageHash,
  MAX_MESSAGES,
  type Header,
  type Message,
} from './transcript.ts';

/** The four outcomes. */
export type VerdictKind = 'fair' | 'violation' | 'incomplete' | 'malformed';

/**
 * The verifier's answer. `index` is the first failing message (for `incomplete`, the index the
 * missing message would have had; null when the header itself is bad or all is fair); `player` the
 * seat held responsible (null when no seat can be); `code` the {@link ProtocolErrorCode} behind it.
 */
export interface Verdict {
  readonly verdict: VerdictKind;
  readonly index: number | null;
  readonly player: string | null;
  readonly reason: string;
  readonly code?: ProtocolErrorCode;
}

/** Hooks for the layers above. */
export interface VerifyOptions {
  /** Seat that must send message `index`, or undefined for "any seat" (the default). */
  readonly expectedSender?: (index: number, ledger: CryptoLedger) => string | undefined;
  /**
   * Called for every message after its crypto checks pass, with the ledger after it. Throw a
   * {@link ProtocolError} to reject the message; the verdict names this message and its sender.
   */
  readonly onMessage?: (message: Message, ledger: CryptoLedger, header: Header) => void;
  readonly backend?: Ed25519Backend;
}

/** Codes that mean the file is not a well-formed match file rather than that a player cheated. */
const MALFORMED: ReadonlySet<ProtocolErrorCode> = new Set<ProtocolErrorCode>([
  'malformed-hex',
  'malformed-json',
  'malformed-string',
  'wrong-type',
  'wrong-length',
  'missing-field',
  'unknown-field',
  'out-of-range',
  'non-canonical',
  'bad-public-key',
  'unknown-seat',
]);

function describe(e: unknown): { code?: ProtocolErrorCode; reason: string } {
  if (isProtocolError(e)) return { code: e.code, reason: e.message };
  throw e;
}

function claimedSender(json: unknown): string {
  const from = (json as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : '?';
}

/** Failures of the envelope that no seat can be blamed for (see the module comment). */
const UNATTRIBUTABLE: ReadonlySet<ProtocolErrorCode> = new Set<ProtocolErrorCode>([
  'bad-index',
  'bad-prev',
  'bad-signature',
]);

/** The unattributable verdict for message `i`, which failed with `code`. */
function unattributable(
  i: number,
  json: unknown,
  d: { code?: ProtocolErrorCode; reason: string },
): Verdict {
  const from = claimedSender(json);
  const what =
    d.code === 'bad-signature'
      ? `message ${i} is not validly signed by its claimed sender ${from}`
      : d.code === 'bad-prev'
        ? `message ${i} does not link to the message before it`
        : `the message at position ${i} does not carry index ${i}`;
  const reason = `${what} (${d.reason}): the file was altered or pieced together, so no seat can be blamed for it`;
  return {
    verdict: 'violation',
    index: i,
    player: null,
    reason,
    ...(d.code ? { code: d.code } : {}),
  };
}

/**
 * The verdict on message `i` (untrusted `json`), which failed {@link checkMessage} with `e`:
 * `malformed` for an undecodable envelope; a `wrong-sender` violation by its sender only when the
 * message is also correctly linked and validly signed (checked here); otherwise unattributable.
 */
async function envelopeVerdict(
  e: unknown,
  i: number,
  json: unknown,
  recheck: () => Promise<Message>,
): Promise<Verdict> {
  const d = describe(e);
  if (d.code !== undefined && MALFORMED.has(d.code)) {
    return { verdict: 'malformed', index: i, player: null, ...d };
  }
  if (d.code === 'wrong-sender') {
    try {
      const m = await recheck(); // the same checks without the turn order
      return { verdict: 'violation', index: i, player: m.from, ...d };
    } catch (again) {
      return envelopeVerdict(again, i, json, recheck);
    }
  }
  if (d.code !== undefined && UNATTRIBUTABLE.has(d.code)) return unattributable(i, json, d);
  return { verdict: 'violation', index: i, player: null, ...d };
}

/**
 * Verifies the crypto layer of `file` (untrusted JSON `{header, messages}`). Returns `malformed`
 * for an unreadable file, header or message envelope; `violation` for the first message whose index,
 * link, sender, signature or crypto fields are wrong (by its signer when it is validly signed and
 * linked, including a malformed crypto field in its body; by nobody, player null, when it is not);
 * `incomplete` when all messages pass but a seat never sent its setup or final reveal; otherwise
 * `fair`. Never throws for bad input.
 */
export async function verifyTranscript(
  file: unknown,
  options: VerifyOptions = {},
): Promise<Verdict> {
  let header: Header;
  let messages: readonly unknown[];
  try {
    const rec = asRecord(file, 'file');
    header = decodeHeader(field(rec, 'header', 'file'));
    messages = arrayField(rec, 'messages', 'file', MAX_MESSAGES);
  } catch (e) {
    return { verdict: 'malformed', index: null, player: null, ...describe(e) };
  }
  let ledger = CryptoLedger.start(header);
  let head = headerHash(header);
  for (let i = 0; i < messages.length; i++) {
    let m: Message;
    try {
      const expectedSender = options.expectedSender?.(i, ledger);
      m = await checkMessage(header, i, head, messages[i], { ...options, expectedSender });
    } catch (e) {
      const recheck = () =>
        checkMessage(header, i, head, messages[i], { ...options, expectedSender: undefined });
      return envelopeVerdict(e, i, messages[i], recheck);
    }
    try {
      ledger = ledger.apply(m.from, m.body);
      options.onMessage?.(m, ledger, header);
    } catch (e) {
      return { verdict: 'violation', index: i, player: m.from, ...describe(e) };
    }
    head = messageHash(m);
  }
  const missing = ledger.missing();
  if (missing !== undefined) {
    const reason = `${missing.seat} never sent its ${missing.what}`;
    return { verdict: 'incomplete', index: messages.length, player: missing.seat, reason };
  }
  return { verdict: 'fair', index: null, player: null, reason: 'every check passed' };
}
