/**
 * New matches and their sessions. Every seat this device plays gets fresh secrets from
 * `crypto.getRandomValues`: an Ed25519 signing key and the two master seeds of
 * protocol/secrets.ts. They are stored in the match record (never sent) so a reload can rebuild
 * the seat's session from its stored transcript ({@link openSeat}, `Session.open`).
 *
 * Seat A is the host (or the human against the bot, or the first player of pass-and-play); seat B
 * the guest (or the bot).
 */
import {
  PROTOCOL_VERSION,
  PlayerSecrets,
  fromHex,
  keyFingerprint,
  publicKeyOf,
  randomBytes,
  toHex,
  type Header,
} from '../../../protocol/index.ts';
import { Session } from '../../../protocol/session/session.ts';
import { randomPeerId } from '../../../protocol/transport/share-link.ts';
import { seatLabels, type GameModule } from '../../engine/module.ts';
import type { MatchRecord, SeatId, SeatKeys } from '../records.ts';
import { IdbSessionStore } from '../store-idb.ts';
import type { BotLevelId } from '../router.ts';
import { BOT_SEAT, HOST_SEAT, LOCAL_SEATS } from './roles.ts';

/** The session of one seat, of any game (its states and moves are the game module's). */
export type MatchSession = Session<unknown, unknown>;

/** Fresh secrets for one seat. */
export function newSeatKeys(): SeatKeys {
  return {
    secretKey: toHex(randomBytes(32)),
    chainSeed: toHex(randomBytes(32)),
    privSeed: toHex(randomBytes(32)),
  };
}

/** The public key (hex) of stored seat keys. */
export function publicKeyHex(keys: SeatKeys): string {
  return toHex(publicKeyOf(fromHex(keys.secretKey)));
}

/** The share-link fingerprint of stored seat keys. */
export function fingerprintOf(keys: SeatKeys): string {
  return keyFingerprint(publicKeyOf(fromHex(keys.secretKey)));
}

/** A fresh random match id (128 bits, hex). */
export function newMatchId(): string {
  return `m${toHex(randomBytes(16))}`;
}

/** The header of a match of `game` with `options` between the public keys of its seats. */
export function makeHeader(
  id: string,
  game: GameModule,
  options: unknown,
  players: Readonly<Record<SeatId, { name: string; publicKey: string }>>,
): Header {
  return {
    matchId: id,
    protocolVersion: PROTOCOL_VERSION,
    game: game.options.gameRef(options),
    players: seatLabels(Object.keys(players).length).map((seat) => {
      const p = (players as Readonly<Record<string, { name: string; publicKey: string }>>)[seat]!;
      return { seat, name: p.name, publicKey: p.publicKey };
    }),
  };
}

function clipName(name: string): string {
  return name.trim().slice(0, 32) || 'Player';
}

/**
 * A match on this device (./roles.ts `LOCAL_SEATS`): against the bot (it plays `BOT_SEAT`), or
 * pass-and-play (both seats human).
 */
export function newLocalRecord(
  kind: 'bot' | 'local',
  game: GameModule,
  options: unknown,
  name: string,
  level: BotLevelId = 'normal',
): MatchRecord {
  const id = newMatchId();
  const [first, second] = LOCAL_SEATS;
  const seats: Record<SeatId, SeatKeys> = { [first]: newSeatKeys(), [second]: newSeatKeys() };
  const levelWord = level[0]!.toUpperCase() + level.slice(1);
  const names: Record<SeatId, string> =
    kind === 'bot'
      ? { [first]: clipName(name), [BOT_SEAT]: `Bot (${levelWord})` }
      : { [first]: 'Player 1', [second]: 'Player 2' };
  const header = makeHeader(id, game, options, {
    [first]: { name: names[first]!, publicKey: publicKeyHex(seats[first]!) },
    [second]: { name: names[second]!, publicKey: publicKeyHex(seats[second]!) },
  });
  return {
    v: 2,
    id,
    kind,
    created: Date.now(),
    game: game.id,
    options: game.options.record(options),
    header,
    seats,
    names,
    ...(kind === 'bot' ? { bot: { level, seat: BOT_SEAT } } : {}),
  };
}

/**
 * A hosted friend match of `game`: the host seat's keys and a stable peer id; the header waits for the
 * guest.
 */
export function newHostRecord(game: GameModule, options: unknown, name: string): MatchRecord {
  const keys = newSeatKeys();
  return {
    v: 2,
    id: newMatchId(),
    kind: 'friend',
    created: Date.now(),
    game: game.id,
    options: game.options.record(options),
    header: null,
    seats: { [HOST_SEAT]: keys },
    names: { [HOST_SEAT]: clipName(name) },
    net: { role: 'host', hostPeerId: randomPeerId(), fingerprint: fingerprintOf(keys) },
  };
}

/** The options a record keeps (its game's fields), read by `game`; throws for fields it refuses. */
export function recordOptions(record: MatchRecord, game: GameModule): unknown {
  const o = game.options.parse(record.options);
  if (typeof o === 'object' && o !== null && 'code' in o && 'message' in o)
    throw new Error(`These match options cannot be played: ${String(o.message)}.`);
  return o;
}

/** The seat secrets of a stored seat. */
export function secretsOf(record: MatchRecord, seat: SeatId): PlayerSecrets {
  const k = record.seats[seat];
  if (!k) throw new Error(`this device does not play seat ${seat}`);
  return PlayerSecrets.create(record.id, seat, {
    chainSeed: fromHex(k.chainSeed),
    privSeed: fromHex(k.privSeed),
  });
}

/**
 * Opens (or, after a reload, rebuilds from IndexedDB) the session of one seat of `game`; `onStep`
 * hears the seat's view after each message (the controller's log: `MatchController.logStep`).
 */
export function openSeat(
  record: MatchRecord,
  seat: SeatId,
  game: GameModule,
  onStep?: (index: number, state: unknown) => void,
): Promise<MatchSession> {
  const k = record.seats[seat];
  if (!k || !record.header) throw new Error(`seat ${seat} cannot start yet`);
  return Session.open({
    game: game.lockstep,
    header: record.header,
    seat,
    secretKey: fromHex(k.secretKey),
    secrets: secretsOf(record, seat),
    store: new IdbSessionStore(record.id, seat),
    ...(onStep ? { onStep } : {}),
  });
}
