/**
 * Bot-versus-bot matches over the full protocol (issue 5: `npm run simulate`, the session tests and
 * `bench/suites/session.ts`): two {@link Session}s, each with its own keys and secrets, joined by an
 * in-memory transport or a seeded virtual network, each driven by a seat-view bot. Everything is
 * reproducible from one seed (keys and seeds included: for tests only; real clients draw them from
 * `crypto.getRandomValues`).
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
  type MatchFile,
  type MatchVerdict,
  type Store,
  type Tamper,
} from '../../protocol/session/index.ts';
import { memoryPair } from '../../protocol/transport/memory.ts';
import { VirtualNet, type NetConditions } from '../../protocol/transport/virtual.ts';
import type { LockstepGame } from '../../protocol/session/index.ts';
import { randomBot, seededRng, type Bot, type Rng } from '../ai/random-bot.ts';
import type { MatchAction, MatchOptions, MatchState } from '../games/paragons/match/types.ts';
import { PARAGONS_LOCKSTEP, gameRef } from '../games/paragons/session/adapter.ts';

/** A Paragons session. */
export type ParagonsSession = Session<MatchState, MatchAction>;

/** How to play one duel. */
export interface DuelOptions {
  readonly seed: number;
  readonly options: MatchOptions;
  /** `memory` (default) or a seeded `virtual` network with `net` conditions. */
  readonly transport?: 'memory' | 'virtual';
  readonly net?: NetConditions;
  /** Chain length per generation (default 1024). */
  readonly chainLength?: number;
  readonly tamper?: Partial<Record<'A' | 'B', Tamper<MatchState, MatchAction>>>;
  /** A seat's game, when a test gives it a modified one (a cheating client). */
  readonly games?: Partial<Record<'A' | 'B', LockstepGame<MatchState, MatchAction>>>;
  readonly bots?: Partial<Record<'A' | 'B', (secrets: PlayerSecrets) => Bot>>;
  readonly stores?: Partial<Record<'A' | 'B', Store>>;
  /** Abort timeout (virtual ms with the virtual network). */
  readonly timeoutMs?: number;
  /** Called on the virtual network after every event (tests cut links or reload here). */
  readonly onTick?: (ctx: DuelContext) => void | Promise<void>;
  /** Verify at the end from both seats (default true). */
  readonly verify?: boolean;
}

/** The live parts of a duel, for tests that interfere with it. */
export interface DuelContext {
  readonly sessions: Record<'A' | 'B', ParagonsSession>;
  readonly header: Header;
  readonly secretKeys: Record<'A' | 'B', Uint8Array>;
  readonly net: VirtualNet | null;
  /** Sends a raw frame from `seat`'s end of the link (a client that bypasses its session). */
  inject(seat: 'A' | 'B', frame: string): void;
  /** Replaces a seat's session by one rebuilt from its store (a page reload). */
  reload(seat: 'A' | 'B'): Promise<void>;
  /** Cuts the link; `restore` brings it back (a reconnect). */
  cut(): void;
  restore(): void;
}

/** The outcome of a duel. */
export interface DuelResult {
  readonly file: MatchFile;
  readonly verdicts: Partial<Record<'A' | 'B', MatchVerdict>>;
  readonly sessions: Record<'A' | 'B', ParagonsSession>;
  readonly secretKeys: Record<'A' | 'B', Uint8Array>;
  readonly net: VirtualNet | null;
  /** Moves a session refused (a bot bug or a tampered client), with the seat. */
  readonly errors: readonly string[];
}

function bytes(rng: Rng): Uint8Array {
  return Uint8Array.from({ length: 32 }, () => Math.floor(rng() * 256));
}

/** The deterministic header, keys and secrets of duel `seed`. */
export function duelSetup(seed: number, options: MatchOptions, chainLength = 1024) {
  const rng = seededRng(seed ^ 0x5eed);
  const matchId = `sim-${seed}-${toHex(bytes(rng)).slice(0, 16)}`;
  const secretKeys = { A: bytes(rng), B: bytes(rng) };
  const header: Header = {
    matchId,
    protocolVersion: PROTOCOL_VERSION,
    game: gameRef(options),
    players: (['A', 'B'] as const).map((seat) => ({
      seat,
      name: `bot ${seat}`,
      publicKey: toHex(publicKeyOf(secretKeys[seat])),
    })),
  };
  const secrets = {
    A: PlayerSecrets.create(matchId, 'A', {
      chainSeed: bytes(rng),
      privSeed: bytes(rng),
      chainLength,
    }),
    B: PlayerSecrets.create(matchId, 'B', {
      chainSeed: bytes(rng),
      privSeed: bytes(rng),
      chainLength,
    }),
  };
  return { header, secretKeys, secrets };
}

/** Plays a whole match between two bots; see the module comment. */
export async function duel(o: DuelOptions): Promise<DuelResult> {
  const { header, secretKeys, secrets } = duelSetup(o.seed, o.options, o.chainLength);
  const net = o.transport === 'virtual' ? new VirtualNet(o.seed, o.net) : null;
  const link = net ? net.pair() : memoryPair();
  const ends = { A: link.a, B: link.b };
  const stores = { A: o.stores?.A ?? new MemoryStore(), B: o.stores?.B ?? new MemoryStore() };
  const rngs = { A: seededRng(o.seed * 2 + 1), B: seededRng(o.seed * 2 + 2) };
  const bots = {
    A: (o.bots?.A ?? randomBot)(secrets.A),
    B: (o.bots?.B ?? randomBot)(secrets.B),
  };
  const open = (seat: 'A' | 'B') =>
    Session.open<MatchState, MatchAction>({
      game: o.games?.[seat] ?? PARAGONS_LOCKSTEP,
      header,
      seat,
      secretKey: secretKeys[seat],
      secrets: secrets[seat],
      store: stores[seat],
      ...(net ? { clock: net } : {}),
      ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
      ...(o.tamper?.[seat] ? { tamper: o.tamper[seat] } : {}),
    });
  const sessions = { A: await open('A'), B: await open('B') };
  const errors: string[] = [];
  const drive = (seat: 'A' | 'B'): void => {
    const s = sessions[seat];
    let busy = false;
    const handler = (): void => {
      if (busy || !s.canAct() || sessions[seat] !== s) return;
      busy = true;
      const move = bots[seat].decide(s.state, rngs[seat]);
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
  const ctx: DuelContext = {
    sessions,
    header,
    secretKeys,
    net,
    async reload(seat) {
      sessions[seat].close();
      sessions[seat] = await open(seat);
      drive(seat);
      sessions[seat].attach(ends[seat]);
    },
    inject: (seat, frame) => ends[seat].send(frame),
    cut: () => link.cut(),
    restore: () => link.restore(),
  };
  drive('A');
  drive('B');
  const done = () =>
    sessions.A.stopped !== null ||
    sessions.B.stopped !== null ||
    (sessions.A.finished && sessions.B.finished);
  const idle = async () => {
    await Promise.all([sessions.A.whenIdle(), sessions.B.whenIdle()]);
  };
  sessions.A.attach(ends.A);
  sessions.B.attach(ends.B);
  if (net) {
    const run = () =>
      net.run(idle, { until: done, ...(o.onTick ? { onTick: () => o.onTick!(ctx) } : {}) });
    await run();
    // A silent peer: wait out the timeout on the virtual clock and claim the win.
    for (const seat of ['A', 'B'] as const) {
      const left = sessions[seat].countdown();
      if (done() || left === null) continue;
      net.setTimer(left, () => undefined);
      await run();
      await sessions[seat].claimTimeout().catch((e: unknown) => errors.push(String(e)));
      await run();
    }
  } else await settleMemory(idle, done, () => sessions.A.matchFile().messages.length);
  sessions.A.close();
  sessions.B.close();
  const verdicts: Partial<Record<'A' | 'B', MatchVerdict>> = {};
  if (o.verify !== false) {
    for (const seat of ['A', 'B'] as const) {
      if (sessions[seat].finished) verdicts[seat] = await sessions[seat].verify();
    }
  }
  const file =
    sessions.A.matchFile().messages.length >= sessions.B.matchFile().messages.length
      ? sessions.A.matchFile()
      : sessions.B.matchFile();
  return { file, verdicts, sessions, secretKeys, net, errors };
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
