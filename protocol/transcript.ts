/**
 * The signed transcript (docs/protocol.md, "Transcript"; reference design, "The transcript").
 *
 * A match file is a header and a list of messages `{i, prev, from, body, stateHash, sig}`.
 * `prev` of message 0 is hex SHA-256 of JCS(header); of message i > 0, hex SHA-256 of JCS(message
 * i − 1 with its sig). `sig` is Ed25519 (RFC 8032) over the UTF-8 bytes of
 * `"parley/v1/msg\n" + JCS(message without sig)`. The header fixes the match id, the game and each
 * seat's public key, so a message from another match fails at `prev` and a message from the wrong
 * key fails at `sig`. {@link Transcript} is immutable: appending returns a new transcript, and a
 * refused message leaves the old one exactly as it was.
 */
import {
  equalBytes,
  asRecord,
  field,
  fromHex,
  hexField,
  intField,
  onlyKeys,
  stringField,
  toHex,
  utf8,
  type JsonRecord,
} from './bytes.ts';
import {
  assertCanonicalValue,
  canonicalBytes,
  canonicalJson,
  type JsonValue,
} from './canonical.ts';
import {
  ed25519InBackground,
  signNow,
  verify,
  verifyNow,
  verifySoon,
  type Ed25519Backend,
} from './ed25519.ts';
import { fail } from './errors.ts';
import { sha256, sha256TextHex } from './hash.ts';
import { checkSeat, decodeHeader, type Header } from './header.ts';

export {
  decodeHeader,
  MATCH_ID_RE,
  PROTOCOL_VERSION,
  SEAT_RE,
  type GameRef,
  type Header,
  type Player,
} from './header.ts';

/** Prefix of the signed bytes: domain separation from any other use of the same key. */
export const SIGNING_PREFIX = 'parley/v1/msg\n';

/** A message body: a canonical JSON object (see docs/protocol.md, "Body convention"). */
export type Body = { readonly [key: string]: JsonValue };

/** A message before signing. */
export interface UnsignedMessage {
  readonly i: number;
  readonly prev: string;
  readonly from: string;
  readonly body: Body;
  readonly stateHash: string;
}

/** A signed message: `sig` is 64-byte hex. */
export interface Message extends UnsignedMessage {
  readonly sig: string;
}

/** A match file: the header and the messages in order. */
export interface TranscriptFile {
  readonly header: Header;
  readonly messages: readonly Message[];
}

/** Largest number of messages in one transcript. */
export const MAX_MESSAGES = 1 << 20;

const HEX32 = /^[0-9a-f]{64}$/;
const HEX64 = /^[0-9a-f]{128}$/;

/**
 * `toHex(hexField(rec, key, label, length))` for 32 or 64 bytes: lowercase hex of that length is
 * returned as it is; anything else goes through `hexField`, which throws the labelled error.
 */
function hexText(rec: JsonRecord, key: string, label: string, length: 32 | 64): string {
  const v = Object.hasOwn(rec, key) ? rec[key] : undefined;
  if (typeof v === 'string' && (length === 32 ? HEX32 : HEX64).test(v)) return v;
  return toHex(hexField(rec, key, label, length));
}

/** A decoded message and the canonical JSON text of its body. */
interface Decoded {
  readonly message: Message;
  readonly bodyText: string;
}

/** {@link decodeMessage}, also returning the body's canonical text (computed on the way). */
function decode(json: unknown, label: string): Decoded {
  const rec: JsonRecord = asRecord(json, label);
  onlyKeys(rec, ['i', 'prev', 'from', 'body', 'stateHash', 'sig'], label);
  const i = intField(rec, 'i', label, 0, MAX_MESSAGES - 1);
  const prev = hexText(rec, 'prev', label, 32);
  const from = checkSeat(stringField(rec, 'from', label, 16), 'from');
  const rawBody = asRecord(field(rec, 'body', label), `${label}.body`);
  let bodyText: string;
  try {
    bodyText = canonicalJson(rawBody); // checks the body as it serializes it
  } catch (e) {
    assertCanonicalValue(rawBody, `${label}.body`); // the same refusal, labelled with the path
    throw e;
  }
  const body = JSON.parse(bodyText) as Body;
  const stateHash = hexText(rec, 'stateHash', label, 32);
  const sig = hexText(rec, 'sig', label, 64);
  return { message: { i, prev, from, body, stateHash, sig }, bodyText };
}

/** Decodes a signed message from untrusted JSON (shape only: links and signature are not checked). */
export function decodeMessage(json: unknown, label = 'message'): Message {
  return decode(json, label).message;
}

/**
 * JCS of a decoded message's envelope around `bodyText` (its body's canonical text), with or
 * without `sig`: the text {@link signingBytes} and {@link messageHash} build by serializing the
 * whole message, without serializing the body again. Only for decoded messages: `from` matches
 * {@link SEAT_RE}, `prev`, `stateHash` and `sig` are lowercase hex and `i` is a safe integer, so
 * `JSON.stringify` of each is its RFC 8785 form; keys are in JCS order (body, from, i, prev, sig,
 * stateHash). test/session/fast-paths.test.ts checks it against the serializing definitions.
 */
function envelopeText(m: Message, bodyText: string, withSig: boolean): string {
  const sig = withSig ? `,"sig":${JSON.stringify(m.sig)}` : '';
  return (
    `{"body":${bodyText},"from":${JSON.stringify(m.from)},"i":${m.i},` +
    `"prev":${JSON.stringify(m.prev)}${sig},"stateHash":${JSON.stringify(m.stateHash)}}`
  );
}

/** {@link signingBytes} of a decoded message whose body's canonical text is `bodyText`. */
function decodedSigningBytes(d: Decoded): Uint8Array {
  return utf8(SIGNING_PREFIX + envelopeText(d.message, d.bodyText, false));
}

/** {@link messageHash} of a decoded message whose body's canonical text is `bodyText`. */
function decodedHash(d: Decoded): string {
  return sha256TextHex(envelopeText(d.message, d.bodyText, true));
}

/** `hex SHA-256(JCS(header))`: the `prev` of message 0. */
export function headerHash(header: Header): string {
  return toHex(sha256(canonicalBytes(header)));
}

/** `hex SHA-256(JCS(message))` including its sig: the `prev` of the next message. */
export function messageHash(message: Message): string {
  return toHex(sha256(canonicalBytes(message)));
}

/** The bytes a signature covers: UTF-8 of `"parley/v1/msg\n" + JCS(message without sig)`. */
export function signingBytes(message: UnsignedMessage): Uint8Array {
  const { i, prev, from, body, stateHash } = message;
  return utf8(SIGNING_PREFIX + canonicalJson({ i, prev, from, body, stateHash }));
}

/** Signs `message` with `secretKey`. */
export async function signMessage(
  message: UnsignedMessage,
  secretKey: Uint8Array,
  backend?: Ed25519Backend,
): Promise<Message> {
  const sig = await signNow(signingBytes(message), secretKey, backend);
  return { ...message, sig: toHex(sig) };
}

/** True when `message.sig` is `publicKey`'s valid signature over {@link signingBytes}. */
export async function verifyMessageSignature(
  message: Message,
  publicKey: Uint8Array,
  backend?: Ed25519Backend,
): Promise<boolean> {
  return verify(fromHex(message.sig, 64, 'sig'), signingBytes(message), publicKey, backend);
}

/**
 * Secret keys whose signatures {@link Transcript.signNext} has seen verify: secret key object →
 * [a copy of its bytes, the public key (hex) that verified].
 */
const provenKeys = new WeakMap<Uint8Array, readonly [Uint8Array, string]>();

/** Options for {@link Transcript.append}. */
export interface AppendOptions {
  /** The seat that must send this message (from the game's turn order); any seat if omitted. */
  readonly expectedSender?: string;
  readonly backend?: Ed25519Backend;
  /** Signature checks already started for these messages (the verifier's batch). */
  readonly signatures?: SignatureChecks | undefined;
}

/**
 * Checks that `message` (untrusted JSON) may follow a transcript of `header` whose next index is
 * `next` and whose last hash is `head`, and returns it decoded. Throws decoder codes when malformed,
 * then `bad-index`, `unknown-seat`, `wrong-sender` (not `expectedSender`), `bad-prev` and
 * `bad-signature`, in that order.
 */
export async function checkMessage(
  header: Header,
  next: number,
  head: string,
  message: unknown,
  options: AppendOptions = {},
): Promise<Message> {
  return (await check(header, next, head, message, options)).message;
}

/**
 * {@link checkMessage}, also returning the body's canonical text: the result itself when the
 * signature check is synchronous (node:crypto, noble), else a promise.
 */
function check(
  header: Header,
  next: number,
  head: string,
  message: unknown,
  options: AppendOptions,
): Decoded | Promise<Decoded> {
  const pre = options.signatures?.take(message);
  const d = pre?.decoded ?? decode(message, 'message');
  const m = d.message;
  if (m.i !== next) fail('bad-index', `message index ${m.i}, expected ${next}`);
  const player = header.players.find((p) => p.seat === m.from);
  if (player === undefined) fail('unknown-seat', `seat "${m.from}" is not in the header`);
  if (options.expectedSender !== undefined && m.from !== options.expectedSender) {
    fail('wrong-sender', `message ${m.i} is from ${m.from}, expected ${options.expectedSender}`);
  }
  if (m.prev !== head) fail('bad-prev', `message ${m.i} does not link to the previous one`);
  const ok =
    pre?.result !== undefined && pre.publicKey === player.publicKey
      ? pre.result
      : options.signatures
        ? options.signatures.check(player.publicKey, d, options.backend)
        : verifySigned(player.publicKey, d, options.backend);
  if (typeof ok === 'boolean') return signed(ok, d);
  return ok.then((x) => signed(x, d));
}

/** `d` when its signature check said `ok`; throws `bad-signature` otherwise. */
function signed(ok: boolean, d: Decoded): Decoded {
  if (!ok) {
    const m = d.message;
    fail('bad-signature', `signature of message ${m.i} from ${m.from} is invalid`);
  }
  return d;
}

function verifySigned(
  publicKey: string,
  d: Decoded,
  backend?: Ed25519Backend,
): boolean | Promise<boolean> {
  const sig = fromHex(d.message.sig, 64, 'sig');
  return verifyNow(sig, decodedSigningBytes(d), publicKeyBytes(publicKey), backend);
}

/** Decoded public keys by hex (a match has two keys and hundreds of messages). */
const publicKeys = new Map<string, Uint8Array>();

function publicKeyBytes(hex: string): Uint8Array {
  let key = publicKeys.get(hex);
  if (key === undefined) {
    key = fromHex(hex, 32);
    if (publicKeys.size >= 64) publicKeys.clear();
    publicKeys.set(hex, key);
  }
  return key;
}

/** A message {@link SignatureChecks.prefetch} decoded, and the signature check it started. */
interface Prefetched {
  readonly decoded: Decoded;
  readonly publicKey: string;
  readonly result?: Promise<boolean>;
}

/**
 * Signature checks shared by several passes over the same messages: the verifier starts every
 * message's check at once ({@link SignatureChecks.prefetch}, so WebCrypto or node:crypto's thread
 * pool works on them while the replay runs) and {@link checkMessage} then takes the decoding and the
 * result for its message instead of decoding it again. A result is reused
 * only for the identical public key, signature and signed bytes, so it is exactly the result a
 * fresh check would give. Each result is handed out once and then forgotten.
 */
export class SignatureChecks {
  /** At most this many checks start at once: bounds what a huge hostile file can start. */
  static readonly PREFETCH_LIMIT = 4096;

  private readonly results = new Map<string, boolean | Promise<boolean>>();
  /**
   * What {@link prefetch} made of each message it was given, by the message's own (JSON) object:
   * its decoding, and the check it started (absent when a result was already known by content).
   */
  private readonly started = new Map<unknown, Prefetched>();

  /**
   * Checks that vouch for every message of `transcript`, which each passed {@link Transcript.append}
   * (signature included) or were signed by {@link Transcript.signNext} under the seat's proven key:
   * verifying its own match file again (`Session.verify`), a session need not repeat those Ed25519
   * checks. A result is still used only for the identical key, signature and signed bytes, so a
   * file whose messages differ from the transcript's in any byte gets fresh checks.
   */
  static of(transcript: Transcript): SignatureChecks {
    const checks = new SignatureChecks();
    const keys = new Map(transcript.header.players.map((p) => [p.seat, p.publicKey]));
    for (const m of transcript.messages) {
      const d: Decoded = { message: m, bodyText: canonicalJson(m.body) };
      checks.results.set(checks.id(keys.get(m.from)!, d), true);
    }
    return checks;
  }

  /**
   * Starts the checks of the messages in `messages` (the first {@link SignatureChecks.PREFETCH_LIMIT}) that decode
   * and name a seat of `header`.
   */
  prefetch(header: Header, messages: readonly unknown[], backend?: Ed25519Backend): void {
    // noble gains nothing from starting early (it runs on this thread when asked); node:crypto
    // checks on its thread pool and WebCrypto off the main thread, alongside the replay.
    if (!ed25519InBackground(backend)) return;
    for (const json of messages.slice(0, SignatureChecks.PREFETCH_LIMIT)) {
      let decoded: Decoded;
      try {
        decoded = decode(json, 'message');
      } catch {
        continue; // reported by the ordered checks
      }
      const publicKey = header.players.find((p) => p.seat === decoded.message.from)?.publicKey;
      if (publicKey === undefined) continue;
      if (this.results.size > 0 && this.results.has(this.id(publicKey, decoded))) {
        this.started.set(json, { decoded, publicKey }); // known already: check() hands it out
        continue;
      }
      const sig = fromHex(decoded.message.sig, 64, 'sig');
      const bytes = decodedSigningBytes(decoded);
      const result = verifySoon(sig, bytes, publicKeyBytes(publicKey), backend);
      result.catch(() => undefined); // awaited (or dropped) later; never unhandled
      this.started.set(json, { decoded, publicKey, result });
    }
  }

  /**
   * What {@link prefetch} made of `json` (the same object it was given), handed out once: its
   * decoding, so the ordered checks do not decode it again, and the signature check it started for
   * exactly those decoded bytes. Undefined for anything prefetch did not decode.
   */
  take(json: unknown): Prefetched | undefined {
    const p = this.started.get(json);
    if (p !== undefined) this.started.delete(json);
    return p;
  }

  /** Whether `d`'s signature is valid under `publicKey`: a prefetched result, else a fresh check. */
  check(publicKey: string, d: Decoded, backend?: Ed25519Backend): boolean | Promise<boolean> {
    if (this.results.size === 0) return verifySigned(publicKey, d, backend);
    const id = this.id(publicKey, d);
    const result = this.results.get(id);
    if (result === undefined) return verifySigned(publicKey, d, backend);
    this.results.delete(id);
    return result;
  }

  private id(publicKey: string, d: Decoded): string {
    return `${publicKey}/${d.message.sig}/${envelopeText(d.message, d.bodyText, false)}`;
  }
}

/**
 * An immutable, verified transcript. Every message in it passed {@link Transcript.append}'s
 * checks: index, prev link, sender and signature. The crypto layer of the bodies is checked by
 * `CryptoLedger` (verify.ts), which the session layer runs alongside.
 */
export class Transcript {
  private constructor(
    readonly header: Header,
    readonly messages: readonly Message[],
    /** The `prev` the next message must carry. */
    readonly head: string,
  ) {}

  /** A transcript with no messages yet; `header` is decoded and validated. */
  static start(header: unknown): Transcript {
    const h = decodeHeader(header);
    return new Transcript(h, [], headerHash(h));
  }

  /** Index the next message must carry. */
  get next(): number {
    return this.messages.length;
  }

  /** The public key (bytes) of `seat`; throws `unknown-seat`. */
  publicKey(seat: string): Uint8Array {
    const p = this.header.players.find((x) => x.seat === seat);
    if (p === undefined) fail('unknown-seat', `seat "${seat}" is not in the header`);
    return fromHex(p.publicKey, 32);
  }

  /** Builds and signs the next message from `from` (does not append it). */
  async sign(
    from: string,
    body: Body,
    stateHash: string,
    secretKey: Uint8Array,
    backend?: Ed25519Backend,
  ): Promise<Message> {
    this.publicKey(from);
    const unsigned = { i: this.next, prev: this.head, from, body, stateHash };
    return signMessage(decodeMessage({ ...unsigned, sig: '00'.repeat(64) }), secretKey, backend);
  }

  /**
   * Checks `message` (untrusted JSON) with {@link checkMessage} and returns the transcript with it
   * appended. On any failure it throws and this transcript is unchanged.
   */
  async append(message: unknown, options: AppendOptions = {}): Promise<Transcript> {
    const d = await check(this.header, this.next, this.head, message, options);
    return new Transcript(this.header, [...this.messages, d.message], decodedHash(d));
  }

  /**
   * Builds, signs and appends the next message from `from`: {@link sign} then {@link append}, less
   * the check of a signature made here a moment ago. The message is decoded as `append` decodes it
   * (so the body is checked and copied); the index and link are this transcript's own; and
   * `secretKey` must be the key of `from` in the header: the first signature of each secret key is
   * verified against that public key (a wrong key throws `bad-signature`, as `append` would). A
   * valid signature of the right key over these bytes is what `append` checks; Ed25519 signing is
   * deterministic and always verifies under the key's own public key. Messages from anyone else
   * still go through `append`.
   */
  async signNext(
    from: string,
    body: Body,
    stateHash: string,
    secretKey: Uint8Array,
    backend?: Ed25519Backend,
  ): Promise<{ readonly message: Message; readonly transcript: Transcript }> {
    const publicKey = toHex(this.publicKey(from));
    const unsigned = { i: this.next, prev: this.head, from, body, stateHash, sig: '00'.repeat(64) };
    const d = decode(unsigned, 'message');
    const bytes = decodedSigningBytes(d);
    const sig = await signNow(bytes, secretKey, backend);
    const proven = provenKeys.get(secretKey);
    if (proven === undefined || !equalBytes(proven[0], secretKey) || proven[1] !== publicKey) {
      if (!(await verifyNow(sig, bytes, fromHex(publicKey, 32), backend))) {
        fail('bad-signature', `signature of message ${d.message.i} from ${from} is invalid`);
      }
      provenKeys.set(secretKey, [secretKey.slice(), publicKey]);
    }
    const message = { ...d.message, sig: toHex(sig) };
    const signed: Decoded = { message, bodyText: d.bodyText };
    const messages = [...this.messages, signed.message];
    return {
      message: signed.message,
      transcript: new Transcript(this.header, messages, decodedHash(signed)),
    };
  }

  /** The match file: `{header, messages}`, ready for JSON.stringify. */
  toJSON(): TranscriptFile {
    return { header: this.header, messages: this.messages };
  }
}
