/**
 * Two real sessions of one app match record (of the registry's default game, Paragons), in this page, for the end-of-match tests:
 * each seat is an ordinary protocol Session with the record's keys and secrets and the app's
 * IndexedDB store (src/app/store-idb.ts), the two joined by the in-memory transport; time is a
 * ManualClock the test advances (resends, timeouts, the `at` of stored entries); seeded random bots
 * (each seeing only its own seat) play until told to stop. A seat may be a tampered client, have
 * its own timeout, or hold another header (a version skew).
 */
import { fromHex, type Header } from '../../protocol/index.ts';
import { Session, type Tamper } from '../../protocol/session/index.ts';
import type { LocalPair } from '../../protocol/transport/local-end.ts';
import { memoryPair } from '../../protocol/transport/memory.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import { newLocalRecord, secretsOf, type MatchSession } from '../../src/app/match/setup.ts';
import { saveRecord, type MatchRecord } from '../../src/app/records.ts';
import { IdbSessionStore } from '../../src/app/store-idb.ts';
import { randomDriver, type Rng, type SeatDriver } from '../../src/cli/duel.ts';
import { requireGame } from '../../src/games/index.ts';
import { ManualClock } from '../hostile/harness.ts';

const GAME = requireGame('paragons');
type ParagonsSession = MatchSession;

export type Seat = 'A' | 'B';

/** Per-seat settings of a pair. */
export interface PairOptions {
  readonly seed?: number;
  readonly timeoutMs?: Partial<Record<Seat, number>>;
  readonly tamper?: Partial<Record<Seat, Tamper<unknown, unknown>>>;
  /** Gives a seat its own header (the same keys, another header hash: a version skew). */
  readonly header?: Partial<Record<Seat, (h: Header) => Header>>;
}

/** See the module comment. */
export interface Pair {
  /** A stored bot-kind record (seat A "Ana", seat B "Bot (Normal)"): the end screen names seats. */
  readonly record: MatchRecord;
  readonly sessions: Record<Seat, ParagonsSession>;
  readonly clock: ManualClock;
  readonly link: LocalPair;
  /** Seats whose bots move. */
  readonly playing: Set<Seat>;
  /** Lets both seats' queued work and in-flight frames settle. */
  settle(): Promise<void>;
  /** Plays until `until()` holds or nothing moves any more. */
  run(until: () => boolean): Promise<void>;
  /** A new session of `seat` rebuilt from its IndexedDB store (a reload; not attached). */
  reopen(seat: Seat): Promise<ParagonsSession>;
  close(): void;
}

/** Starts a pair (nothing played yet). */
export async function livePair(o: PairOptions = {}): Promise<Pair> {
  const record = newLocalRecord('bot', GAME, GAME.testing.quickOptions, 'Ana');
  await saveRecord(record);
  const clock = new ManualClock();
  const open = (seat: Seat): Promise<ParagonsSession> => {
    const tamper = o.tamper?.[seat];
    return Session.open({
      game: GAME.lockstep,
      header: o.header?.[seat]?.(record.header!) ?? record.header!,
      seat,
      secretKey: fromHex(record.seats[seat]!.secretKey),
      secrets: secretsOf(record, seat),
      store: new IdbSessionStore(record.id, seat),
      clock,
      timeoutMs: o.timeoutMs?.[seat] ?? 120_000,
      ...(tamper ? { tamper } : {}),
    });
  };
  const sessions = { A: await open('A'), B: await open('B') };
  const link = memoryPair();
  const seed = o.seed ?? 1;
  const bots: Record<Seat, SeatDriver> = {
    A: randomDriver(GAME)(secretsOf(record, 'A')),
    B: randomDriver(GAME)(secretsOf(record, 'B')),
  };
  const rngs: Record<Seat, Rng> = { A: seededRng(seed * 2 + 1), B: seededRng(seed * 2 + 2) };
  const playing = new Set<Seat>(['A', 'B']);
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 4; i++) {
      await Promise.all([sessions.A.whenIdle(), sessions.B.whenIdle()]);
      await new Promise<void>((r) => setTimeout(r, 0));
    }
  };
  const length = (): number =>
    sessions.A.matchFile().messages.length + sessions.B.matchFile().messages.length;
  sessions.A.attach(link.a);
  sessions.B.attach(link.b);
  return {
    record,
    sessions,
    clock,
    link,
    playing,
    settle,
    async run(until) {
      let still = 0;
      while (!until() && still < 3) {
        const before = length();
        await settle();
        if (until()) return;
        let moved = false;
        for (const seat of ['A', 'B'] as const) {
          const s = sessions[seat];
          if (!playing.has(seat) || !s.canAct()) continue;
          moved = true;
          await s.act(bots[seat].decide(s.state, rngs[seat]));
        }
        still = moved || length() !== before ? 0 : still + 1;
      }
    },
    reopen: open,
    close() {
      sessions.A.close();
      sessions.B.close();
      link.a.close();
      link.b.close();
    },
  };
}

/** The number of messages in a seat's transcript. */
export function lengthOf(s: ParagonsSession): number {
  return s.matchFile().messages.length;
}
