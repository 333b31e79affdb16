/**
 * Authority matches over the full protocol for tests: two lockstep sessions (protocol/session),
 * each with its own keys and secrets, joined by the in-memory transport, each driven by a
 * seat-view random bot that makes its own faction and rock-paper-scissors commitments. Everything
 * is reproducible from one seed.
 */
import {
  commitChoice,
  PlayerSecrets,
  PROTOCOL_VERSION,
  publicKeyOf,
  toHex,
  type Header,
} from '../../protocol/index.ts';
import { MemoryStore, Session, type MatchVerdict } from '../../protocol/session/index.ts';
import { memoryPair } from '../../protocol/transport/memory.ts';
import { FACTIONS } from '../../src/games/authority/cards/index.ts';
import { matchLegalActions, matchWaiting } from '../../src/games/authority/match/match.ts';
import type { MatchAction, MatchState } from '../../src/games/authority/match/types.ts';
import { AUTHORITY_LOCKSTEP, gameRef } from '../../src/games/authority/session/adapter.ts';
import { below, seeded, type Rng } from './helpers.ts';

const THROWS = ['rock', 'paper', 'scissors'];

/** The next move of `seat` in its own view `view`: commitments from its secrets, else a random legal move. */
export function botMove(
  view: MatchState,
  seat: string,
  secrets: PlayerSecrets,
  rng: Rng,
  wish?: string,
): MatchAction {
  const w = matchWaiting(view);
  if (w.kind !== 'act' || w.seat !== seat) throw new Error('not this seat’s turn');
  const win = w.window;
  if (
    win === 'faction-commit' ||
    win === 'faction-open' ||
    win === 'rps-commit' ||
    win === 'rps-open'
  ) {
    const round = win.startsWith('rps') ? view.rps!.round : 0;
    const salt = secrets.salt('choice', round);
    const ctx = { matchId: view.matchId, seat, round };
    const options = round === 0 ? FACTIONS : THROWS;
    if (win.endsWith('commit')) {
      const choice = round === 0 && wish ? wish : options[below(rng, options.length)]!;
      const commitment = commitChoice(ctx, choice, salt);
      return round === 0
        ? { type: 'faction-commit', player: seat, commitment }
        : { type: 'rps-commit', player: seat, commitment };
    }
    const mine = round === 0 ? view.commits[seat] : view.rps!.commits[seat];
    const choice = options.find((c) => commitChoice(ctx, c, salt) === mine)!;
    return round === 0
      ? { type: 'faction-open', player: seat, choice, salt: toHex(salt) }
      : { type: 'rps-open', player: seat, choice, salt: toHex(salt) };
  }
  const legal = matchLegalActions(view, seat);
  const attacks = legal.filter((a) => a.type === 'attack' || (a.type === 'strike' && a.monarch));
  if (attacks.length > 0 && rng() < 0.5) return attacks[below(rng, attacks.length)]!;
  return legal[below(rng, legal.length)]!;
}

function bytes(rng: Rng): Uint8Array {
  return Uint8Array.from({ length: 32 }, () => below(rng, 256));
}

/** The outcome of one duel. */
export interface DuelResult {
  readonly verdicts: Record<'A' | 'B', MatchVerdict>;
  readonly sessions: Record<'A' | 'B', Session<MatchState, MatchAction>>;
  readonly header: Header;
}

/** Plays a whole match between two seat-view bots over the in-memory transport; both verify it. */
export async function duel(seed: number, wishes?: Record<'A' | 'B', string>): Promise<DuelResult> {
  const rng = seeded(seed ^ 0xa07);
  const matchId = `authority-${seed}-${toHex(bytes(rng)).slice(0, 12)}`;
  const keys = { A: bytes(rng), B: bytes(rng) };
  const header: Header = {
    matchId,
    protocolVersion: PROTOCOL_VERSION,
    game: gameRef(),
    players: (['A', 'B'] as const).map((seat) => ({
      seat,
      name: `bot ${seat}`,
      publicKey: toHex(publicKeyOf(keys[seat])),
    })),
  };
  const secrets = {
    A: PlayerSecrets.create(matchId, 'A', {
      chainSeed: bytes(rng),
      privSeed: bytes(rng),
      chainLength: 2048,
    }),
    B: PlayerSecrets.create(matchId, 'B', {
      chainSeed: bytes(rng),
      privSeed: bytes(rng),
      chainLength: 2048,
    }),
  };
  const link = memoryPair();
  const open = (seat: 'A' | 'B') =>
    Session.open<MatchState, MatchAction>({
      game: AUTHORITY_LOCKSTEP,
      header,
      seat,
      secretKey: keys[seat],
      secrets: secrets[seat],
      store: new MemoryStore(),
    });
  const sessions = { A: await open('A'), B: await open('B') };
  const rngs = { A: seeded(seed * 2 + 1), B: seeded(seed * 2 + 2) };
  await new Promise<void>((resolve, reject) => {
    for (const seat of ['A', 'B'] as const) {
      const s = sessions[seat];
      let busy = false;
      const step = (): void => {
        if (s.stopped) return reject(new Error(`${seat} stopped: ${JSON.stringify(s.stopped)}`));
        if (sessions.A.finished && sessions.B.finished) return resolve();
        if (busy || !s.canAct()) return;
        busy = true;
        const move = botMove(s.state, seat, secrets[seat], rngs[seat], wishes?.[seat]);
        s.act(move).then(
          () => {
            busy = false;
            step();
          },
          (e: unknown) => reject(e instanceof Error ? e : new Error(String(e))),
        );
      };
      s.subscribe(step);
      step();
    }
    sessions.A.attach(link.a);
    sessions.B.attach(link.b);
  });
  const verdicts = { A: await sessions.A.verify(), B: await sessions.B.verify() };
  sessions.A.close();
  sessions.B.close();
  return { verdicts, sessions, header };
}
