/**
 * Bot-versus-bot matches of any registered game over the full protocol (`npm run simulate`, the
 * protocol test suites and `bench/suites/session.ts`): one {@link Session} per seat, each with its
 * own keys and secrets, joined by an in-memory transport or a seeded virtual network, each driven
 * by a seat-view driver (by default the game module's random legal-move driver,
 * `testing.randomMove`). The game is a registered module (src/games/index.ts; the default game when
 * none is given). Everything is reproducible from one seed (keys and seeds included: for tests
 * only; real clients draw them from `crypto.getRandomValues`). The transports are two-party, so a
 * duel has two seats.
 */
import {
  PlayerSecrets,
  publicKeyOf,
  toHex,
  PROTOCOL_VERSION,
  type Header,
} from '../../protocol/index.ts';
import {
  Session,
  MemoryStore,
  type LockstepGame,
  type MatchFile,
  type MatchVerdict,
  type Store,
  type Tamper,
} from '../../protocol/session/index.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import { memoryPair } from '../../protocol/transport/memory.ts';
import { VirtualNet, type NetConditions } from '../../protocol/transport/virtual.ts';
import { randomLegalMove } from '../engine/bot-hooks.ts';
import { seatLabels, type GameModule } from '../engine/module.ts';
import { DEFAULT_GAME_ID, requireGame } from '../games/index.ts';

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** What drives one seat: its next move in its own view. */
export interface SeatDriver<S = unknown, A = unknown> {
  decide(view: S, rng: Rng): A;
}

/** A session of a duel. */
export type DuelSession<S = unknown, A = unknown> = Session<S, A>;

/** How to play one duel. */
export interface DuelOptions<S = unknown, A = unknown> {
  readonly seed: number;
  /** The game (default: the registry's default game). */
  readonly game?: GameModule<S, A>;
  /** The game's match options (default: its `testing.quickOptions`). */
  readonly options?: unknown;
  /** `memory` (default) or a seeded `virtual` network with `net` conditions. */
  readonly transport?: 'memory' | 'virtual';
  readonly net?: NetConditions;
  /** Chain length per generation (default 1024). */
  readonly chainLength?: number;
  readonly tamper?: Readonly<Partial<Record<string, Tamper<S, A>>>>;
  /** A seat's game, when a test gives it a modified one (a cheating client). */
  readonly games?: Readonly<Partial<Record<string, LockstepGame<S, A>>>>;
  /** A seat's driver (default: the game's random legal-move driver). */
  readonly bots?: Readonly<Partial<Record<string, (secrets: PlayerSecrets) => SeatDriver<S, A>>>>;
  readonly stores?: Readonly<Partial<Record<string, Store>>>;
  /** Abort timeout (virtual ms with the virtual network). */
  readonly timeoutMs?: number;
  /** Called on the virtual network after every event (tests cut links or reload here). */
  readonly onTick?: (ctx: DuelContext<S, A>) => void | Promise<void>;
  /** Verify at the end from every seat (default true). */
  readonly verify?: boolean;
  /** Hears each seat's view after each message (`SessionOptions.onStep`; also after a reload). */
  readonly onStep?: (seat: string, index: number, state: S) => void;
}

/** The live parts of a duel, for tests that interfere with it. */
export interface DuelContext<S = unknown, A = unknown> {
  readonly seats: readonly string[];
  readonly sessions: Record<string, DuelSession<S, A>>;
  readonly header: Header;
  readonly secretKeys: Readonly<Record<string, Uint8Array>>;
  readonly net: VirtualNet | null;
  /** Sends a raw frame from `seat`'s end of the link (a client that bypasses its session). */
  inject(seat: string, frame: string): void;
  /** Replaces a seat's session by one rebuilt from its store (a page reload). */
  reload(seat: string): Promise<void>;
  /** Cuts the link; `restore` brings it back (a reconnect). */
  cut(): void;
  restore(): void;
}

/** The outcome of a duel. */
export interface DuelResult<S = unknown, A = unknown> {
  readonly seats: readonly string[];
  readonly file: MatchFile;
  readonly verdicts: Readonly<Partial<Record<string, MatchVerdict>>>;
  readonly sessions: Readonly<Record<string, DuelSession<S, A>>>;
  readonly secretKeys: Readonly<Record<string, Uint8Array>>;
  readonly net: VirtualNet | null;
  /** Moves a session refused (a driver bug or a tampered client), with the seat. */
  readonly errors: readonly string[];
}

function bytes(rng: Rng): Uint8Array {
  return Uint8Array.from({ length: 32 }, () => Math.floor(rng() * 256));
}

/** The game a duel plays: `game`, or the registry's default. */
export function duelGame<S, A>(game?: GameModule<S, A>): GameModule<S, A> {
  return game ?? (requireGame(DEFAULT_GAME_ID) as GameModule<S, A>);
}

/** The deterministic header, keys and secrets of duel `seed` (the game's first seat count). */
export function duelSetup(
  seed: number,
  options?: unknown,
  chainLength = 1024,
  game: GameModule = duelGame(),
) {
  const rng = seededRng(seed ^ 0x5eed);
  const matchId = `sim-${seed}-${toHex(bytes(rng)).slice(0, 16)}`;
  const seats = seatLabels(game.seatCounts[0]!);
  const secretKeys: Record<string, Uint8Array> = {};
  for (const seat of seats) secretKeys[seat] = bytes(rng);
  const header: Header = {
    matchId,
    protocolVersion: PROTOCOL_VERSION,
    game: game.options.gameRef(options ?? game.testing.quickOptions),
    players: seats.map((seat) => ({
      seat,
      name: `bot ${seat}`,
      publicKey: toHex(publicKeyOf(secretKeys[seat]!)),
    })),
  };
  const secrets: Record<string, PlayerSecrets> = {};
  for (const seat of seats) {
    secrets[seat] = PlayerSecrets.create(matchId, seat, {
      chainSeed: bytes(rng),
      privSeed: bytes(rng),
      chainLength,
    });
  }
  return { header, seats, secretKeys, secrets };
}

/** The game's random legal-move driver for a seat with `secrets`. */
export function randomDriver<S, A>(game: GameModule<S, A>) {
  return (secrets: PlayerSecrets): SeatDriver<S, A> => ({
    decide: (view, rng) => randomLegalMove(game.bots, view, secrets, rng) as A,
  });
}

/** Plays a whole match between two drivers; see the module comment. */
export async function duel<S = unknown, A = unknown>(
  o: DuelOptions<S, A>,
): Promise<DuelResult<S, A>> {
  const game = duelGame(o.game);
  const { header, seats, secretKeys, secrets } = duelSetup(
    o.seed,
    o.options,
    o.chainLength,
    game as GameModule,
  );
  if (seats.length !== 2) throw new Error('a duel has two seats (the transports are two-party)');
  const net = o.transport === 'virtual' ? new VirtualNet(o.seed, o.net) : null;
  const link = net ? net.pair() : memoryPair();
  const ends: Record<string, typeof link.a> = { [seats[0]!]: link.a, [seats[1]!]: link.b };
  const stores: Record<string, Store> = {};
  const rngs: Record<string, Rng> = {};
  const bots: Record<string, SeatDriver<S, A>> = {};
  seats.forEach((seat, i) => {
    stores[seat] = o.stores?.[seat] ?? new MemoryStore();
    rngs[seat] = seededRng(o.seed * 2 + 1 + i);
    bots[seat] = (o.bots?.[seat] ?? randomDriver(game))(secrets[seat]!);
  });
  const open = (seat: string) =>
    Session.open<S, A>({
      game: o.games?.[seat] ?? game.lockstep,
      header,
      seat,
      secretKey: secretKeys[seat]!,
      secrets: secrets[seat]!,
      store: stores[seat]!,
      ...(net ? { clock: net } : {}),
      ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
      ...(o.tamper?.[seat] ? { tamper: o.tamper[seat] } : {}),
      ...(o.onStep ? { onStep: (i: number, st: S) => o.onStep!(seat, i, st) } : {}),
    });
  const sessions: Record<string, DuelSession<S, A>> = {};
  for (const seat of seats) sessions[seat] = await open(seat);
  const errors: string[] = [];
  const drive = (seat: string): void => {
    const s = sessions[seat]!;
    let busy = false;
    const handler = (): void => {
      if (busy || !s.canAct() || sessions[seat] !== s) return;
      busy = true;
      const move = bots[seat]!.decide(s.state, rngs[seat]!);
      const before = s.lockstep;
      s.act(move).then(
        () => {
          busy = false;
          // A move that changed nothing (a client that withheld it) is not played again: the
          // session's next change calls the handler anyway.
          if (s.lockstep !== before) handler();
        },
        (e: unknown) => {
          busy = false;
          errors.push(`${seat}: ${String(e)}`);
        },
      );
    };
    s.subscribe(handler);
    handler();
  };
  const ctx: DuelContext<S, A> = {
    seats,
    sessions,
    header,
    secretKeys,
    net,
    async reload(seat) {
      sessions[seat]!.close();
      sessions[seat] = await open(seat);
      drive(seat);
      sessions[seat].attach(ends[seat]!);
    },
    inject: (seat, frame) => ends[seat]!.send(frame),
    cut: () => link.cut(),
    restore: () => link.restore(),
  };
  for (const seat of seats) drive(seat);
  const all = () => seats.map((seat) => sessions[seat]!);
  const done = () => all().some((s) => s.stopped !== null) || all().every((s) => s.finished);
  const idle = async () => {
    await Promise.all(all().map((s) => s.whenIdle()));
  };
  for (const seat of seats) sessions[seat]!.attach(ends[seat]!);
  if (net) {
    const run = () =>
      net.run(idle, { until: done, ...(o.onTick ? { onTick: () => o.onTick!(ctx) } : {}) });
    await run();
    // A silent peer: wait out the timeout on the virtual clock and claim the win.
    for (const seat of seats) {
      const left = sessions[seat]!.countdown();
      if (done() || left === null) continue;
      net.setTimer(left, () => undefined);
      await run();
      await sessions[seat]!.claimTimeout().catch((e: unknown) => errors.push(String(e)));
      await run();
    }
  } else await settleMemory(idle, done, () => sessions[seats[0]!]!.matchFile().messages.length);
  for (const s of all()) s.close();
  const verdicts: Partial<Record<string, MatchVerdict>> = {};
  if (o.verify !== false) {
    for (const seat of seats) {
      if (sessions[seat]!.finished) verdicts[seat] = await sessions[seat]!.verify();
    }
  }
  let file = sessions[seats[0]!]!.matchFile();
  for (const s of all())
    if (s.matchFile().messages.length > file.messages.length) file = s.matchFile();
  return { seats, file, verdicts, sessions, secretKeys, net, errors };
}

/** Lets an in-memory duel run until done, or until nothing moves any more. */
async function settleMemory(
  idle: () => Promise<void>,
  done: () => boolean,
  progress: () => number,
): Promise<void> {
  let last = -1;
  let still = 0;
  while (!done()) {
    await idle();
    await new Promise<void>((r) => setImmediate(r));
    const p = progress();
    still = p === last ? still + 1 : 0;
    last = p;
    if (still > 50) return;
  }
}
