/**
 * A test-only game with an owner-ordered secret deck, the shape of Trials of the Chosen's deck
 * (rulebook "Sorting Your Deck": "secretly choose the order of the cards within"), built on the
 * session's slots a move creates (docs/protocol.md, "Slots a move creates"). It names no Parley
 * game. Seat A's first move (`order`) commits its ordered deck list under the final kind `deck`
 * and creates one hidden slot per position (`A/d0`, `A/d1`, …, top first) holding the card A put
 * there. With `bonus`, that move also starts a private draw for A of one card from a side pile of
 * three (slot `A/bonus`, straight into A's hand), so one message carries both a random event and
 * created slots. Then B passes and A acts, by turns: A plays the first card of its hand (opening
 * its slot) or, with an empty hand, draws the top handle of its deck into its hand. The match is
 * over when A's deck and hand are empty.
 *
 * The deck must be an ordering of A's pool (`Qx0` … `Qx<n−1>`, one copy each). A receiving view
 * checks only that a played card is in the pool or the side pile; a view that knows the deck list
 * (a verifier with A's final `deck` opening, through {@link Knowledge}) takes the created slots'
 * cards from it and refuses a list that is not an ordering of the pool (`not-a-permutation`):
 * the game's final-replay check the session leaves to it.
 *
 * `driveMatch` plays it with a `Lockstep` core per seat and a seedless one, signs every body into a
 * match file, and lets a test tamper with a body before it is signed and sent.
 */
import type { JsonValue } from '../../protocol/canonical.ts';
import { canonicalJson } from '../../protocol/canonical.ts';
import { toHex } from '../../protocol/bytes.ts';
import { commit, type Opening } from '../../protocol/commit.ts';
import { publicKeyOf } from '../../protocol/ed25519.ts';
import { sha256TextHex } from '../../protocol/hash.ts';
import { PROTOCOL_VERSION, type Header } from '../../protocol/header.ts';
import { PlayerSecrets } from '../../protocol/secrets.ts';
import { Transcript, type Body, type Message } from '../../protocol/transcript.ts';
import {
  isGameError,
  isSessionError,
  Lockstep,
  MATCH_FORMAT,
  NO_KNOWLEDGE,
  type GameError,
  type Knowledge,
  type LockstepGame,
  type MatchFile,
  type MoveResult,
  type SessionError,
} from '../../protocol/session/index.ts';

/** The side pile of the bonus draw. */
export const BONUS = ['Qb0', 'Qb1', 'Qb2'] as const;

/** A's pool of `n` cards, one copy each. */
export const pool = (n: number): string[] => Array.from({ length: n }, (_, i) => `Qx${i}`);

/** The toy's state in one view (immutable). */
export interface Deck {
  readonly matchId: string;
  readonly n: number;
  readonly bonus: boolean;
  readonly step: 'order' | 'bonus' | 'play' | 'over';
  /** Whose turn in the play step. */
  readonly turn: 'A' | 'B';
  /** A's deck: slot handles, top first (public). */
  readonly deck: readonly string[];
  /** A's hand: slot handles (public). */
  readonly hand: readonly string[];
  /** Cards of A's slots where this view knows them (never hashed). */
  readonly cards: Readonly<Record<string, string>>;
  /** Cards played, in order (public). */
  readonly shown: readonly string[];
  /** The deck commitment (public). */
  readonly commitment?: string;
}

/**
 * A local move. `order`: the cards of the created slots, top first; `list` (a cheat) is committed
 * under `deck` instead of `order`; `slots` (a cheat) replaces the slot ids. `play`: `says` (a
 * cheat) is the card the move shows while the body opens the slot's true card.
 */
export type DeckMove =
  | {
      readonly type: 'order';
      readonly order: readonly string[];
      readonly list?: readonly string[];
      readonly slots?: readonly string[];
    }
  | { readonly type: 'pass' }
  | { readonly type: 'draw' }
  | { readonly type: 'play'; readonly says?: string };

/** What the toy does in every view alike, and whether the author checks its own order. */
export interface DeckOptions {
  readonly n: number;
  readonly bonus: boolean;
  /** A modified client that does not check its own deck list (default: checks it). */
  readonly checksOwnOrder?: boolean;
}

const fail = (code: string, message: string): GameError => ({ code, message });

/** Null when `list` orders `n` cards of the pool (one copy each), else why not. */
export function permutationError(list: unknown, n: number): GameError | null {
  const want = pool(n);
  if (!Array.isArray(list) || list.length !== n || list.some((c) => typeof c !== 'string')) {
    return fail('not-a-permutation', `the deck list is not ${n} card ids`);
  }
  const sorted = [...(list as string[])].sort();
  if (sorted.some((c, i) => c !== want[i])) {
    return fail('not-a-permutation', `the deck list ${JSON.stringify(list)} is not ${want}`);
  }
  return null;
}

/** The deck list this view knows from A's final `deck` opening, checked; undefined if unknown. */
function knownList(know: Knowledge, n: number): string[] | GameError | undefined {
  const o = know.opening('A', 'deck', 0);
  if (o === undefined) return undefined;
  return permutationError(o.value, n) ?? (o.value as string[]);
}

/**
 * Applies a travelling move (the same in every view); `cards` are the created slots' cards where
 * this view knows them.
 */
function apply(
  s: Deck,
  seat: string,
  m: JsonValue,
  cards: readonly string[] | undefined,
): MoveResult<Deck> | GameError {
  const mv = (typeof m === 'object' && m !== null ? m : {}) as Record<string, JsonValue>;
  if (s.step === 'order' && seat === 'A' && mv.type === 'order') {
    const slots = mv.slots;
    if (typeof mv.deck !== 'string' || !Array.isArray(slots) || slots.length !== s.n) {
      return fail('malformed', 'an order carries a deck commitment and one slot per card');
    }
    if (slots.some((x) => typeof x !== 'string')) return fail('malformed', 'slot ids are strings');
    const ids = slots as string[];
    const created = ids.map((slot, i) =>
      cards === undefined ? { slot } : { slot, value: cards[i]! },
    );
    const known = Object.fromEntries(cards === undefined ? [] : ids.map((x, i) => [x, cards[i]!]));
    const next: Deck = {
      ...s,
      step: s.bonus ? 'bonus' : 'play',
      turn: 'B',
      deck: ids,
      cards: { ...s.cards, ...known },
      commitment: mv.deck,
    };
    const commits = [{ kind: 'deck', index: 0, commitment: mv.deck }];
    return { state: next, opened: [], commits, created };
  }
  if (s.step === 'play' && seat === s.turn) {
    if (seat === 'B' && mv.type === 'pass') {
      return { state: { ...s, turn: 'A' }, opened: [], commits: [] };
    }
    if (seat === 'A' && mv.type === 'draw' && s.hand.length === 0 && s.deck.length > 0) {
      const next = { ...s, turn: 'B' as const, deck: s.deck.slice(1), hand: [s.deck[0]!] };
      return { state: next, opened: [], commits: [] };
    }
    if (seat === 'A' && mv.type === 'play' && s.hand.length > 0 && mv.slot === s.hand[0]) {
      const card = mv.card;
      if (
        typeof card !== 'string' ||
        !(pool(s.n).includes(card) || BONUS.some((b) => b === card))
      ) {
        return fail('unknown-card', `${String(card)} is not one of A's cards`);
      }
      const hand = s.hand.slice(1);
      const over = hand.length === 0 && s.deck.length === 0;
      const next: Deck = {
        ...s,
        step: over ? 'over' : 'play',
        turn: 'B',
        hand,
        cards: { ...s.cards, [mv.slot]: card },
        shown: [...s.shown, card],
      };
      return { state: next, opened: [{ owner: 'A', slot: mv.slot, value: card }], commits: [] };
    }
  }
  return fail('illegal', `${seat} may not ${JSON.stringify(mv.type ?? null)} now`);
}

/** The toy game with `opts` (see the module comment). */
export function orderedDeck(opts: DeckOptions): LockstepGame<Deck, DeckMove> {
  return {
    finalKinds: ['deck'],
    initial: (header: Header) => ({
      matchId: header.matchId,
      n: opts.n,
      bonus: opts.bonus,
      step: 'order',
      turn: 'A',
      deck: [],
      hand: [],
      cards: {},
      shown: [],
    }),
    turn: (s) =>
      s.step === 'order'
        ? { kind: 'act', seat: 'A' }
        : s.step === 'bonus'
          ? { kind: 'random', event: { kind: 'private', owner: 'A', count: 1, size: BONUS.length } }
          : s.step === 'over'
            ? { kind: 'over', winner: null }
            : { kind: 'act', seat: s.turn },
    publicHash: (s) => {
      const { step, turn, deck, hand, shown } = s;
      const pub = { step, turn, deck, hand, shown, commitment: s.commitment ?? null };
      return sha256TextHex(canonicalJson(pub));
    },
    local(s, seat, move, secrets) {
      if (move.type === 'order') {
        const bad = opts.checksOwnOrder === false ? null : permutationError(move.order, s.n);
        if (bad !== null) return bad;
        const list = move.list ?? move.order;
        const ctx = { matchId: s.matchId, owner: seat };
        const c = commit('deck', ctx, [...list], { privSeed: secrets.privSeed, index: 0 });
        const slots = move.slots ?? move.order.map((_, i) => `A/d${i}`);
        const travels = { type: 'order', deck: c.commitment, slots: [...slots] };
        const r = apply(s, seat, travels, move.order);
        return isGameError(r) ? r : { ...r, move: travels, deferred: [c] };
      }
      if (move.type === 'play') {
        const slot = s.hand[0] ?? '';
        const card = s.cards[slot] ?? '';
        const travels = { type: 'play', slot, card: move.says ?? card };
        const r = apply(s, seat, travels, undefined);
        // The body opens the slot's true card: a lie shows only in the move.
        const opened = [{ owner: 'A', slot, value: card }];
        return isGameError(r) ? r : { ...r, opened, move: travels, deferred: [] };
      }
      const r = apply(s, seat, move, undefined);
      return isGameError(r) ? r : { ...r, move: { type: move.type }, deferred: [] };
    },
    remote(s, seat, move, know) {
      const list = s.step === 'order' ? knownList(know, s.n) : undefined;
      if (isGameError(list)) return list;
      return apply(s, seat, move, list);
    },
    resolve(s, indices) {
      const card = indices === null ? undefined : BONUS[indices[0]!];
      const known: Record<string, string> = card === undefined ? {} : { 'A/bonus': card };
      const state: Deck = {
        ...s,
        step: 'play',
        hand: ['A/bonus', ...s.hand],
        cards: { ...s.cards, ...known },
      };
      return {
        state,
        drawn: [card === undefined ? { slot: 'A/bonus' } : { slot: 'A/bonus', value: card }],
      };
    },
    concede: () => fail('illegal', 'no concede in the toy'),
    checkClaim: () => null,
  };
}

/** The honest bot: A orders its deck as `order`, then plays or draws; B passes. */
export function honestMove(
  s: Deck,
  seat: 'A' | 'B',
  order: readonly string[],
): DeckMove | undefined {
  if (s.step === 'over') return undefined;
  if (seat === 'B') return { type: 'pass' };
  if (s.step === 'order') return { type: 'order', order };
  if (s.step !== 'play' || s.turn !== 'A') return undefined;
  return s.hand.length > 0 ? { type: 'play' } : { type: 'draw' };
}

/** A toy match's header and both seats' secrets and signing keys. */
export function toySetup(matchId = 'toy-ordered-deck-1') {
  const keys = { A: new Uint8Array(32).fill(11), B: new Uint8Array(32).fill(12) };
  const header: Header = {
    matchId,
    protocolVersion: PROTOCOL_VERSION,
    game: { id: 'toy/ordered-deck', rulesVersion: '1', cardSetHash: '0'.repeat(64) },
    players: (['A', 'B'] as const).map((seat) => ({
      seat,
      name: seat,
      publicKey: toHex(publicKeyOf(keys[seat])),
    })),
  };
  const seed = (x: number) => new Uint8Array(32).fill(x);
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
  return { header, secrets, keys };
}

/** What {@link driveMatch} takes. */
export interface Drive {
  readonly opts: DeckOptions;
  /** A's chosen order (the cards of `A/d0`, `A/d1`, …). */
  readonly order: readonly string[];
  /** A's game (default: the honest toy of `opts`). */
  readonly gameA?: LockstepGame<Deck, DeckMove>;
  /** A's move in place of the honest one (a cheat), given the honest one. */
  readonly moveA?: (s: Deck, honest: DeckMove | undefined) => DeckMove | undefined;
  /** Changes message `i`'s body after it is composed, before it is signed and sent. */
  readonly tamper?: (i: number, body: Body) => Body;
}

/** What {@link driveMatch} returns. */
export interface Driven {
  /** The signed messages so far (the refused one included, as a receiver keeps it). */
  readonly file: MatchFile;
  /** The first refusal by a receiving core (B's or the seedless one), with its message index. */
  readonly refused: {
    readonly i: number;
    readonly by: 'A' | 'B' | 'seedless';
    readonly error: SessionError;
  } | null;
  readonly cores: {
    readonly A: Lockstep<Deck, DeckMove>;
    readonly B: Lockstep<Deck, DeckMove>;
    readonly seedless: Lockstep<Deck, DeckMove>;
  };
  /** B's core after each message it took (its view of the match). */
  readonly viewsOfB: readonly Deck[];
}

/**
 * Plays the toy: each message is composed by its sender's core, tampered with if asked, signed,
 * and taken by the other seat's core and a seedless observer's core. Stops at the first refusal
 * (the refused message stays in the file) or at the end.
 */
export async function driveMatch(d: Drive): Promise<Driven> {
  const { header, secrets, keys } = toySetup();
  const honest = orderedDeck(d.opts);
  const own = (seat: 'A' | 'B') => new Map([[seat, secrets[seat].privSeed]]);
  const cores = {
    A: Lockstep.start(d.gameA ?? honest, header, own('A')),
    B: Lockstep.start(honest, header, own('B')),
    seedless: Lockstep.start(honest, header, new Map(), NO_KNOWLEDGE),
  };
  let t = Transcript.start(header);
  const messages: Message[] = [];
  const viewsOfB: Deck[] = [];
  // Openings each seat's moves deferred to its final reveal (what the session keeps).
  const kept: Record<'A' | 'B', Opening[]> = { A: [], B: [] };
  for (let guard = 0; guard < 200 && !cores.seedless.finished; guard++) {
    const seat = cores.seedless.expected() as 'A' | 'B';
    const core = cores[seat];
    const plain = honestMove(core.state, seat, d.order);
    const move = seat === 'A' && d.moveA ? d.moveA(core.state, plain) : plain;
    const finalOpens = kept[seat];
    const composed = core.compose(
      seat,
      secrets[seat],
      move ? { move, finalOpens } : { finalOpens },
    );
    kept[seat] = [...kept[seat], ...composed.deferred.map((c) => c.opening)];
    const body = d.tamper ? d.tamper(messages.length, composed.body) : composed.body;
    cores[seat] = composed.next;
    if (seat === 'B') viewsOfB.push(cores.B.state);
    const m = await t.sign(seat, body, honest.publicHash(composed.next.state), keys[seat]);
    t = await t.append(m);
    messages.push(m);
    const file = { format: MATCH_FORMAT, header, messages: [...messages] } as MatchFile;
    const other = seat === 'A' ? 'B' : 'A';
    for (const by of [other, 'seedless'] as const) {
      try {
        cores[by] = cores[by].receive(seat, body);
        if (by === 'B') viewsOfB.push(cores.B.state);
      } catch (e) {
        if (!isSessionError(e)) throw e;
        return { file, refused: { i: m.i, by, error: e }, cores, viewsOfB };
      }
    }
  }
  const file = { format: MATCH_FORMAT, header, messages } as MatchFile;
  return { file, refused: null, cores, viewsOfB };
}
