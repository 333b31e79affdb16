/**
 * The match header (docs/protocol.md, "Transcript"; reference design, "The transcript"): the match
 * id, the game and each seat's public key, which every message of a transcript chains back to
 * (message 0's `prev` is the hash of its JCS). {@link decodeHeader} is the one way to read one
 * from untrusted JSON.
 */
import { arrayField, asRecord, field, hexField, onlyKeys, stringField, toHex } from './bytes.ts';
import { checkPublicKey } from './ed25519.ts';
import { fail } from './errors.ts';

/** The protocol version string carried in every header. */
export const PROTOCOL_VERSION = 'parley/v1';

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

function match(value: string, re: RegExp, what: string): string {
  if (!re.test(value)) fail('out-of-range', `${what} "${value}" does not match ${re}`);
  return value;
}

/** `value` when it is a seat label ({@link SEAT_RE}); a labelled `out-of-range` error otherwise. */
export function checkSeat(value: string, what: string): string {
  return match(value, SEAT_RE, what);
}

function decodePlayer(json: unknown, i: number): Player {
  const label = `header.players[${i}]`;
  const rec = asRecord(json, label);
  onlyKeys(rec, ['seat', 'name', 'publicKey'], label);
  const seat = checkSeat(stringField(rec, 'seat', label, 16), 'seat');
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
