/**
 * A live two-seat match of any registered game (default: the registry's default game) for the
 * hostile-input tests: two real {@link Session}s
 * (own keys, own secrets, in-memory stores) joined by the in-memory transport, driven by seeded
 * random bots that can be paused; seat A's end of the link is a {@link Tap}, so a test can push any
 * frame at A exactly as its transport would deliver it (past the sender-side size check), and time
 * is a {@link ManualClock} the test advances (resends, the abort timeout).
 */
import type { Header, PlayerSecrets } from '../../protocol/index.ts';
import { MemoryStore, Session, type Clock, type Tamper } from '../../protocol/session/index.ts';
import type { LocalPair } from '../../protocol/transport/local-end.ts';
import { memoryPair } from '../../protocol/transport/memory.ts';
import type { Transport, TransportStatus } from '../../protocol/transport/types.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import {
  duelGame,
  duelSetup,
  randomDriver,
  type DuelSession,
  type Rng,
  type SeatDriver,
} from '../../src/cli/duel.ts';
import type { GameModule } from '../../src/engine/module.ts';
import { gameOfFile, isGameLookupError } from '../../src/games/index.ts';

/** A clock whose time moves only when the test says so. */
export class ManualClock implements Clock {
  private t = 0;
  private timers: { at: number; fn: () => void; live: boolean }[] = [];

  now(): number {
    return this.t;
  }

  setTimer(ms: number, fn: () => void): () => void {
    const timer = { at: this.t + Math.max(0, ms), fn, live: true };
    this.timers.push(timer);
    return () => {
      timer.live = false;
    };
  }

  /** Moves time forward by `ms`, firing every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      const due = this.timers
        .filter((x) => x.live && x.at <= end)
        .sort((a, b) => a.at - b.at)
        .at(0);
      if (due === undefined) break;
      due.live = false;
      this.t = Math.max(this.t, due.at);
      due.fn();
    }
    this.timers = this.timers.filter((x) => x.live);
    this.t = end;
  }
}

/**
 * A transport end that wraps another one and lets a test deliver frames of its choosing to whoever
 * listens on it, synchronously, as the real transport would (no size check on the way in: the
 * receiver's own checks are what is under test).
 */
export class Tap implements Transport {
  private readonly handlers = new Set<(frame: string) => void>();
  /** Frames the wrapped end delivered (the honest peer's), and frames sent through it. */
  readonly seen: string[] = [];
  readonly sent: string[] = [];
  record = false;
  /** Loses the first transmission of every transcript message, both ways (only resends arrive). */
  dropFirst = false;
  /** The transcript messages lost so far (`in:i` / `out:i`). */
  readonly lost = new Set<string>();

  constructor(private readonly inner: Transport) {}

  /** True when `frame` carries a message not lost yet in `way`: it is lost now. */
  private lose(way: 'in' | 'out', frame: string): boolean {
    if (!this.dropFirst || !frame.startsWith('{"t":"m"')) return false;
    const i = (JSON.parse(frame) as { m?: { i?: unknown } }).m?.i;
    const key = `${way}:${String(i)}`;
    if (this.lost.has(key)) return false;
    this.lost.add(key);
    return true;
  }

  get status(): TransportStatus {
    return this.inner.status;
  }

  send(frame: string): void {
    if (this.record) this.sent.push(frame);
    if (this.lose('out', frame)) return;
    this.inner.send(frame);
  }

  onFrame(handler: (frame: string) => void): () => void {
    this.handlers.add(handler);
    const off = this.inner.onFrame((f) => {
      if (this.record) this.seen.push(f);
      if (!this.lose('in', f)) handler(f);
    });
    return () => {
      this.handlers.delete(handler);
      off();
    };
  }

  onStatus(handler: (status: TransportStatus) => void): () => void {
    return this.inner.onStatus(handler);
  }

  close(): void {
    this.inner.close();
  }

  /** Delivers `frame` to every frame handler now, as if the peer had sent it. */
  inject(frame: string): void {
    for (const h of [...this.handlers]) h(frame);
  }
}

/** A live match; see the module comment. */
export interface Live {
  /** The game played. */
  readonly game: GameModule;
  readonly header: Header;
  readonly secretKeys: Record<'A' | 'B', Uint8Array>;
  readonly secrets: Record<'A' | 'B', PlayerSecrets>;
  readonly stores: Record<'A' | 'B', MemoryStore>;
  readonly sessions: Record<'A' | 'B', DuelSession>;
  readonly clock: ManualClock;
  readonly link: LocalPair;
  readonly tap: Tap;
  /** Seats whose bots are allowed to move. */
  readonly playing: Set<'A' | 'B'>;
  /** Moves a session refused (a bug: the bots only play legal moves). */
  readonly errors: string[];
  /** Lets both seats' queued work and in-flight frames settle. */
  settle(): Promise<void>;
  /**
   * Runs the bots of `playing` until `until()` holds or nothing moves any more; `between` runs
   * after every settled round (tests cut links or reload there).
   */
  run(until?: () => boolean, between?: () => void | Promise<void>): Promise<void>;
  /** Replaces a seat's session by one rebuilt from its store (a page reload). */
  reload(seat: 'A' | 'B'): Promise<void>;
  close(): void;
}

/** Per-seat settings of a live match: a seat's own abort timeout, a tampered client. */
export interface SeatOptions {
  /** The game (default: the registry's default game). */
  readonly game?: GameModule;
  readonly timeoutMs?: Partial<Record<'A' | 'B', number>>;
  readonly tamper?: Partial<Record<'A' | 'B', Tamper<unknown, unknown>>>;
}

/** Opens seat `seat` of a live match from its store. */
function openSeat(
  seat: 'A' | 'B',
  setup: ReturnType<typeof duelSetup>,
  store: MemoryStore,
  clock: Clock,
  timeoutMs: number,
  seats: SeatOptions,
): Promise<DuelSession> {
  const tamper = seats.tamper?.[seat];
  return Session.open({
    game: duelGame(seats.game).lockstep,
    header: setup.header,
    seat,
    secretKey: setup.secretKeys[seat]!,
    secrets: setup.secrets[seat]!,
    store,
    clock,
    timeoutMs: seats.timeoutMs?.[seat] ?? timeoutMs,
    ...(tamper ? { tamper } : {}),
  });
}

/**
 * Starts a live match of `options` (default: the game's `testing.quickOptions`) from `seed`
 * (nothing played yet), over `link` (default a new in-memory pair; a test may pass its own
 * {@link LocalPair}, e.g. one it can kill); `seats` may give a seat its own timeout, a tampered
 * client, or the game (default: the registry's default game).
 */
export async function liveMatch(
  seed: number,
  options?: unknown,
  timeoutMs = 120_000,
  link: LocalPair = memoryPair(),
  seats: SeatOptions = {},
): Promise<Live> {
  const game = duelGame(seats.game);
  const setup = duelSetup(seed, options, 256, game);
  const clock = new ManualClock();
  const tap = new Tap(link.a);
  const ends = { A: tap as Transport, B: link.b };
  const stores = { A: new MemoryStore(), B: new MemoryStore() };
  const bots: Record<'A' | 'B', SeatDriver> = {
    A: randomDriver(game)(setup.secrets.A!),
    B: randomDriver(game)(setup.secrets.B!),
  };
  const rngs: Record<'A' | 'B', Rng> = { A: seededRng(seed * 2 + 1), B: seededRng(seed * 2 + 2) };
  const sessions = {
    A: await openSeat('A', setup, stores.A, clock, timeoutMs, seats),
    B: await openSeat('B', setup, stores.B, clock, timeoutMs, seats),
  };
  const errors: string[] = [];
  const playing = new Set<'A' | 'B'>(['A', 'B']);
  const busy = new Set<'A' | 'B'>();
  const step = async (): Promise<boolean> => {
    let moved = false;
    for (const seat of ['A', 'B'] as const) {
      const s = sessions[seat];
      if (!playing.has(seat) || busy.has(seat) || !s.canAct()) continue;
      busy.add(seat);
      moved = true;
      const move = bots[seat].decide(s.state, rngs[seat]);
      await s.act(move).catch((e: unknown) => errors.push(`${seat}: ${String(e)}`));
      busy.delete(seat);
    }
    return moved;
  };
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 4; i++) {
      await Promise.all([sessions.A.whenIdle(), sessions.B.whenIdle()]);
      await new Promise<void>((r) => setImmediate(r));
    }
  };
  const live: Live = {
    game,
    header: setup.header,
    secretKeys: { A: setup.secretKeys.A!, B: setup.secretKeys.B! },
    secrets: { A: setup.secrets.A!, B: setup.secrets.B! },
    stores,
    sessions,
    clock,
    link,
    tap,
    playing,
    errors,
    settle,
    async run(until = () => false, between) {
      let still = 0;
      const total = (): number => lengthOf(sessions.A) + lengthOf(sessions.B);
      while (!until() && still < 3) {
        const before = total();
        await settle();
        await between?.();
        await settle();
        if (until()) return;
        const done = (['A', 'B'] as const).every(
          (s) => sessions[s].finished || sessions[s].stopped,
        );
        if (done) return;
        // Progress is a bot's move or any message taken (answers travel without a move).
        const moved = await step();
        still = moved || total() !== before ? 0 : still + 1;
      }
    },
    async reload(seat) {
      sessions[seat].close();
      sessions[seat] = await openSeat(seat, setup, stores[seat], clock, timeoutMs, seats);
      sessions[seat].attach(ends[seat]);
    },
    close() {
      sessions.A.close();
      sessions.B.close();
    },
  };
  sessions.A.attach(ends.A);
  sessions.B.attach(ends.B);
  return live;
}

/** The number of messages in a seat's transcript. */
export function lengthOf(s: DuelSession): number {
  return s.matchFile().messages.length;
}

/** The public state hash of a seat's view, by the game its match header names. */
export function hashOf(s: DuelSession): string {
  const game = gameOfFile(s.matchFile());
  if (isGameLookupError(game)) throw new Error(game.message);
  return game.lockstep.publicHash(s.state);
}
