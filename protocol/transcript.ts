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
  arrayField,
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
import { checkPublicKey, sign, verify, type Ed25519Backend } from './ed25519.ts';
import { fail } from './errors.ts';
import { H, sha256, TAG } from './hash.ts';

/** The protocol version string carried in every header. */
export const PROTOCOL_VERSION = 'parley/v1';

/** Prefix of the signed bytes: domain separation from any other use of the same key. */
export const SIGNING_PREFIX = 'parley/v1/msg\n';

/** Seat labels: short, ASCII, so they are safe in hashes, file names and URLs. */
export const SEAT_RE = /^[A-Za-z0-9_-]{1,16}$/;

/** Match ids: 8..128 URL-safe characters (a random 128-bit id in base64url or hex fits). */
export const MATCH_ID_RE = /^[A-Za-z0-9_-]{8,128}$/;

/** One seat at the table. `publicKey` is 32-byte hex. */
export interface Player {
  readonly seat: string;
  readonly name: string;
  readonly publicKey: string;
}

/** What is played: the game, its rules version and the hash of its card set (hex). */
export interface GameRef {
  readonly id: string;
  readonly rulesVersion: string;
  readonly cardSetHash: string;
}

/** The header every message chains back to. */
export interface Header {
  readonly matchId: string;
  readonly protocolVersion: string;
  readonly game: GameRef;
  readonly players: readonly Player[];
}

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

function match(value: string, re: RegExp, what: string): string {
  if (!re.test(value)) fail('out-of-range', `${what} "${value}" does not match ${re}`);
  return value;
}

function decodePlayer(json: unknown, i: number): Player {
  const label = `header.players[${i}]`;
  const rec = asRecord(json, label);
  onlyKeys(rec, ['seat', 'name', 'publicKey'], label);
  const seat = match(stringField(rec, 'seat', label, 16), SEAT_RE, 'seat');
  const name = stringField(rec, 'name', label, 64);
  const key = hexField(rec, 'publicKey', label, 32);
  checkPublicKey(key);
  return { seat, name, publicKey: toHex(key) };
}

function decodeGame(json: unknown): GameRef {
  const rec = asRecord(json, 'header.game');
  onlyKeys(rec, ['id', 'rulesVersion', 'cardSetHash'], 'header.game');
  return {
    id: stringField(rec, 'id', 'header.game', 64),
    rulesVersion: stringField(rec, 'rulesVersion', 'header.game', 64),
    cardSetHash: toHex(hexField(rec, 'cardSetHash', 'header.game', 32)),
  };
}

/**
 * Decodes a header from untrusted JSON. Requires the current protocol version, 2..8 players with
 * distinct seats and distinct prime-order public keys; labelled errors otherwise.
 */
export function decodeHeader(json: unknown): Header {
  const rec = asRecord(json, 'header');
  onlyKeys(rec, ['matchId', 'protocolVersion', 'game', 'players'], 'header');
  const matchId = match(stringField(rec, 'matchId', 'header', 128), MATCH_ID_RE, 'matchId');
  const protocolVersion = stringField(rec, 'protocolVersion', 'header', 32);
  if (protocolVersion !== PROTOCOL_VERSION) {
    fail('out-of-range', `protocolVersion must be ${PROTOCOL_VERSION}`);
  }
  const game = decodeGame(field(rec, 'game', 'header'));
  const players = arrayField(rec, 'players', 'header', 8).map(decodePlayer);
  if (players.length < 2) fail('out-of-range', 'a match needs at least 2 players');
  if (new Set(players.map((p) => p.seat)).size !== players.length) {
    fail('out-of-range', 'seats must be distinct');
  }
  if (new Set(players.map((p) => p.publicKey)).size !== players.length) {
    fail('out-of-range', 'public keys must be distinct');
  }
  return { matchId, protocolVersion, game, players };
}

/** Decodes a signed message from untrusted JSON (shape only: links and signature are not checked). */
export function decodeMessage(json: unknown, label = 'message'): Message {
  const rec: JsonRecord = asRecord(json, label);
  onlyKeys(rec, ['i', 'prev', 'from', 'body', 'stateHash', 'sig'], label);
  const i = intField(rec, 'i', label, 0, MAX_MESSAGES - 1);
  const prev = toHex(hexField(rec, 'prev', label, 32));
  const from = match(stringField(rec, 'from', label, 16), SEAT_RE, 'from');
  const rawBody = asRecord(field(rec, 'body', label), `${label}.body`);
  assertCanonicalValue(rawBody, `${label}.body`);
  const body = JSON.parse(canonicalJson(rawBody)) as Body;
  const stateHash = toHex(hexField(rec, 'stateHash', label, 32));
  const sig = toHex(hexField(rec, 'sig', label, 64));
  return { i, prev, from, body, stateHash, sig };
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
  const sig = await sign(signingBytes(message), secretKey, backend);
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
 * A short fingerprint of a public key for share links and "is this really my friend?" checks: the
 * first 8 bytes of `H("parley/v1/fingerprint", publicKey)` as 16 hex characters.
 */
export function keyFingerprint(publicKey: Uint8Array | string): string {
  const key = typeof publicKey === 'string' ? fromHex(publicKey, 32, 'publicKey') : publicKey;
  if (key.length !== 32) fail('wrong-length', 'public key must be 32 bytes');
  return toHex(H(TAG.fingerprint, key).subarray(0, 8));
}

/** Options for {@link Transcript.append}. */
export interface AppendOptions {
  /** The seat that must send this message (from the game's turn order); any seat if omitted. */
  readonly expectedSender?: string;
  readonly backend?: Ed25519Backend;
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
  const m = decodeMessage(message);
  if (m.i !== next) fail('bad-index', `message index ${m.i}, expected ${next}`);
  const player = header.players.find((p) => p.seat === m.from);
  if (player === undefined) fail('unknown-seat', `seat "${m.from}" is not in the header`);
  if (options.expectedSender !== undefined && m.from !== options.expectedSender) {
    fail('wrong-sender', `message ${m.i} is from ${m.from}, expected ${options.expectedSender}`);
  }
  if (m.prev !== head) fail('bad-prev', `message ${m.i} does not link to the previous one`);
  const key = fromHex(player.publicKey, 32);
  if (!(await verifyMessageSignature(m, key, options.backend))) {
    fail('bad-signature', `signature of message ${m.i} from ${m.from} is invalid`);
  }
  return m;
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
    const m = await checkMessage(this.header, this.next, this.head, message, options);
    return new Transcript(this.header, [...this.messages, m], messageHash(m));
  }

  /** The match file: `{header, messages}`, ready for JSON.stringify. */
  toJSON(): TranscriptFile {
    return { header: this.header, messages: this.messages };
  }
}
