/**
 * Claims about hidden cards as a mechanism of the lockstep core (docs/protocol.md, "Claims about
 * hidden cards"; protocol/session/card-claims.ts), with a toy game that names no Paragons rule:
 * seat A draws one private card (0–9), puts it face down under a new slot (an alias of its hand
 * slot) claiming the card is even, B passes, and A shows the card, which ends the match, so the
 * opening travels in the message that also carries A's final reveal. The core records the claim
 * against the card's commitment, follows the alias, and checks it with the game's `checkClaim`:
 * at once in a view that knows the card, else when the opening shows it; a false claim is the
 * fault of the message that made it.
 */
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../protocol/canonical.ts';
import { publicKeyOf } from '../../protocol/ed25519.ts';
import { PROTOCOL_VERSION, type Header } from '../../protocol/header.ts';
import { PlayerSecrets } from '../../protocol/secrets.ts';
import type { Body } from '../../protocol/transcript.ts';
import { toHex } from '../../protocol/bytes.ts';
import {
  Lockstep,
  isGameError,
  isSessionError,
  type GameError,
  type LockstepGame,
  type MoveResult,
  type SessionError,
} from '../../protocol/session/index.ts';

interface Toy {
  readonly step: number;
  /** The drawn card, where this view knows it. */
  readonly card?: number;
  readonly shown?: number;
}
/** `hide` claims the card's parity: the true one, or (`lie`) the other one. */
type ToyMove =
  | { readonly type: 'hide'; readonly lie?: boolean }
  | { readonly type: 'pass' }
  | { readonly type: 'show' };

/** The toy game (see the module comment). */
const TOY: LockstepGame<Toy, ToyMove> = {
  finalKinds: [],
  initial: () => ({ step: 0 }),
  turn: (s) =>
    s.step === 0
      ? { kind: 'random', event: { kind: 'private', owner: 'A', count: 1, size: 10 } }
      : s.step >= 4
        ? { kind: 'over', winner: null }
        : { kind: 'act', seat: s.step === 2 ? 'B' : 'A' },
  publicHash: (s) => `${s.step}:${s.shown ?? '-'}`,
  local(s, seat, m) {
    const card = s.card!;
    const travels: JsonValue =
      m.type === 'hide'
        ? { type: 'hide', parity: (card + (m.lie ? 1 : 0)) % 2 }
        : m.type === 'show'
          ? { type: 'show', value: card }
          : { type: m.type };
    const r = move(s, seat, travels);
    return isGameError(r) ? r : { ...r, move: travels, deferred: [] };
  },
  remote: (s, seat, m) => move(s, seat, m),
  resolve(s, indices) {
    const card = indices?.[0];
    const state = { ...s, step: 1, ...(card !== undefined ? { card } : {}) };
    const drawn = [card !== undefined ? { slot: 'hand-1', value: card } : { slot: 'hand-1' }];
    return { state, drawn };
  },
  concede: () => ({ code: 'illegal', message: 'no concede' }),
  checkClaim: (c, value) =>
    typeof value === 'number' && value % 2 === (c as { parity?: unknown }).parity
      ? null
      : { code: 'wrong-parity', message: `${String(value)} is not of parity ${JSON.stringify(c)}` },
};

/** A toy move applied (the same in every view: it reads only what travels). */
function move(s: Toy, seat: string, m: JsonValue): MoveResult<Toy> | GameError {
  const { type, parity, value } = m as { type?: unknown; parity?: unknown; value?: unknown };
  if (s.step === 1 && seat === 'A' && type === 'hide') {
    const claims = [{ slot: 'hand-1', claim: { parity: parity as JsonValue } }];
    const aliases = [{ slot: 'down-1', of: 'hand-1' }];
    return { state: { ...s, step: 2 }, opened: [], commits: [], claims, aliases };
  }
  if (s.step === 2 && seat === 'B' && type === 'pass') {
    return { state: { ...s, step: 3 }, opened: [], commits: [] };
  }
  if (s.step === 3 && seat === 'A' && type === 'show' && typeof value === 'number') {
    const opened = [{ owner: 'A', slot: 'down-1', value }];
    return { state: { ...s, step: 4, shown: value }, opened, commits: [] };
  }
  return { code: 'illegal', message: `no ${String(type)} now` };
}

/** A modified client: it drops its own claim check (it believes what it wants). */
const BELIEVES_ITSELF: LockstepGame<Toy, ToyMove> = { ...TOY, checkClaim: () => null };

function setup() {
  const matchId = 'toy-claims-1';
  const keys = { A: new Uint8Array(32).fill(1), B: new Uint8Array(32).fill(2) };
  const header: Header = {
    matchId,
    protocolVersion: PROTOCOL_VERSION,
    game: { id: 'toy/claims', rulesVersion: '1', cardSetHash: '0'.repeat(64) },
    players: (['A', 'B'] as const).map((seat) => ({
      seat,
      name: seat,
      publicKey: toHex(publicKeyOf(keys[seat])),
    })),
  };
  const seed = (n: number) => new Uint8Array(32).fill(n);
  const secrets = {
    A: PlayerSecrets.create(matchId, 'A', {
      chainSeed: seed(3),
      privSeed: seed(4),
      chainLength: 16,
    }),
    B: PlayerSecrets.create(matchId, 'B', {
      chainSeed: seed(5),
      privSeed: seed(6),
      chainLength: 16,
    }),
  };
  return { header, secrets };
}

/**
 * Plays the toy match (A hides claiming its card's parity, falsely when `lie`) with A's game
 * `gameA`; B's core and a verifier's core (knowing no seed) take every body. Returns the first
 * refusal, by whichever core, and what each core reached.
 */
function play(gameA: LockstepGame<Toy, ToyMove>, lie: boolean) {
  const { header, secrets } = setup();
  const seeds = (seat: 'A' | 'B') => new Map([[seat, secrets[seat].privSeed]]);
  const cores = {
    A: Lockstep.start(gameA, header, seeds('A')),
    B: Lockstep.start(TOY, header, seeds('B')),
    verifier: Lockstep.start(TOY, header, new Map()),
  };
  const script: ['A' | 'B', ToyMove | undefined][] = [
    ['A', undefined], // setup and A's chain element for the draw
    ['B', undefined], // setup and B's element: A draws its card
    ['A', { type: 'hide', lie }], // A's slot commitment, then the hide with its claim
    ['B', { type: 'pass' }],
    ['A', { type: 'show' }], // the opening, and (the match is over) A's final reveal
    ['B', undefined], // B's final reveal
  ];
  let body: Body | null = null;
  for (const [seat, m] of script) {
    try {
      const c = cores[seat].compose(seat, secrets[seat], m ? { move: m } : {});
      body = c.body;
      cores[seat] = c.next;
      for (const k of ['A', 'B', 'verifier'] as const) {
        if (k !== seat) cores[k] = cores[k].receive(seat, c.body);
      }
    } catch (e) {
      if (isSessionError(e)) return { error: e, cores, body };
      throw e;
    }
  }
  return { error: null, cores, body };
}

describe('claims about hidden cards (a game-agnostic mechanism)', () => {
  it('a true claim, through an alias, opened with the final reveal: the match ends in every view', () => {
    const { error, cores } = play(TOY, false);
    expect(error).toBeNull();
    expect(cores.B.finished && cores.verifier.finished).toBe(true);
    expect(cores.verifier.state.shown).toBe(cores.A.state.card);
  });

  it('a false claim: the claimant’s own view refuses to make it', () => {
    const { error, cores } = play(TOY, true);
    expect(error).toMatchObject({ code: 'false-claim', blame: { index: 2, player: 'A' } });
    expect(cores.B.index).toBe(2); // nothing of the hide reached anyone
  });

  it('a false claim by a modified client: the opponent and a seedless verifier refuse the opening, blaming the claim', () => {
    const { error, cores, body } = play(BELIEVES_ITSELF, true);
    const e = error as SessionError;
    expect(e.code).toBe('false-claim');
    // A's hide (message 2) made the claim; its opening came with A's final reveal (message 4).
    expect(e.blame).toEqual({ index: 2, player: 'A' });
    expect(e.message).toMatch(
      /A's message 2 claimed slot hand-1 .*wrong-parity.*message 4 opens it/,
    );
    // B's core refused first; the verifier's core, which knows no seed, reached the same point.
    expect(cores.B.index).toBe(4);
    expect(cores.verifier.index).toBe(4);
    expect(() => cores.verifier.receive('A', body!)).toThrow(/false-claim/);
  });
});
