/**
 * Paragons in the lockstep session (requirement "The session"; docs/match-file.md, "Paragons
 * moves"): the whole-match engine (match/match.ts) behind protocol/session's `LockstepGame`.
 *
 * - Seats are `A` and `B`; the header's `game.id` fixes the options (`paragons/<mode>/bo<n>`),
 *   its `game.cardSetHash` the card set (any registered version; cards/versions.ts).
 * - A move travels as `matchViewAction` shows it to the opponent: the deck list never travels
 *   (its commitment is a ledger commitment `deck#<game>`, opened at the final reveal), face-down
 *   plays and mulligans carry slots only.
 * - Random events are the engine's requests: draft layouts and pool refills are public draws (the
 *   source is the sorted list of what is left), draws into a hand are private draws whose slots get
 *   ids `<game>/<handle>` (handles restart every game; `slotHandle` in src/engine/zones.ts).
 * - Playing or revealing a card from a hand or Hidden slot opens that slot.
 * - A face-down `hide` travels without its card and claims the card is Hidden and costs what was
 *   paid (./claims.ts); the session checks the claim when the card is shown.
 * - A view is chosen by what the core knows: one seat (the live session), both (the verifier after
 *   both reveals: omniscient) or neither (a spectator view `seatView('-')`).
 */
import { CanonicalMemo, multisetSize, slotHandle } from '../../../engine/index.ts';
import {
  applyForSession,
  gameError as err,
  ownMoveError,
  randomAction,
  viewOfKnowledge,
} from '../../../engine/lockstep.ts';
import type {
  DrawnSlot,
  GameError,
  Knowledge,
  LocalResult,
  LockstepGame,
  MoveResult,
  OpenedSlot,
  SlotAlias,
  Turn,
} from '../../../../protocol/session/index.ts';
import { sha256TextHex, type Header, type PlayerSecrets } from '../../../../protocol/index.ts';
import type { JsonValue } from '../../../../protocol/index.ts';
import { headerCardSet as findHeaderCardSet, optionsFromHeader } from '../module/options.ts';
import type { CardSet } from '../cards/index.ts';
import { commitDeck } from '../match/decks.ts';
import {
  applyMatch,
  createMatch,
  matchPublic,
  matchViewAction,
  matchWaiting,
} from '../match/match.ts';
import type { MatchAction, MatchOptions, MatchState } from '../match/types.ts';
import { other, SEATS, type PSeat } from '../types.ts';
import { checkHiddenClaim, claimsOf } from './claims.ts';
import { decodeMove } from './moves.ts';

export { GAME_ID, gameRef, RULES_VERSION } from '../module/options.ts';

/**
 * The card set a header names by its `game.cardSetHash` (docs/match-file.md): any registered
 * version, so a file made with an earlier set is verified with that set. An unknown hash throws,
 * naming the known sets (the session's `initial`).
 */
export function headerCardSet(header: Header): CardSet {
  const set = findHeaderCardSet(header);
  if ('code' in set) throw new Error(set.message);
  return set;
}

/**
 * The options a header's `game.id` names (the module's `options.fromHeader`); throws for anything
 * else, for other rules and for a card set that is not registered (the session's `initial`).
 */
export function optionsOf(header: Header): MatchOptions {
  const o = optionsFromHeader(header);
  if ('code' in o) throw new Error(o.message);
  return o;
}

/** The game number a slot id carries: the game in progress (or about to start). */
function gameNo(s: MatchState): number {
  return s.results.length + 1;
}

/** The slot id of handle `h` in the current game. */
export function slotId(s: MatchState, h: string): string {
  return `${gameNo(s)}/${h}`;
}

/** The hidden slots a move shows: a card played or cast from hand, or revealed from Hidden. */
function openedBy(s: MatchState, a: MatchAction): OpenedSlot[] {
  if (a.type !== 'play' && a.type !== 'spell' && a.type !== 'reveal') return [];
  if (a.slot === undefined) return [];
  return [{ owner: a.player, slot: slotId(s, a.slot), value: a.card }];
}

/** Fills in the slot of a hand or Hidden card named only by id (the author's own view). */
function withSlot(s: MatchState, a: MatchAction): MatchAction {
  if (a.type !== 'play' && a.type !== 'spell' && a.type !== 'reveal' && a.type !== 'hide') return a;
  if (a.slot !== undefined || a.card === undefined || !s.game) return a;
  const p = s.game.players[a.player];
  const zone = a.type === 'reveal' ? p.hidden : p.hand;
  const found = zone.find((x) => x.id === a.card);
  return found ? { ...a, slot: found.h } : a;
}

/**
 * Hidden slots a transition filled from hide items of the chain: a card moved face down gets a new
 * handle when its hide resolves (resolve.ts), so the new slot is an alias of the hand slot it came
 * from. Resolved hide items are matched to new handles in resolution order (top of the chain first).
 */
function aliasesOf(before: MatchState, after: MatchState): SlotAlias[] {
  const b = before.game;
  const a = after.game;
  if (!b || !a || before.results.length !== after.results.length) return [];
  const out: SlotAlias[] = [];
  let left: Set<number> | undefined;
  for (const seat of ['A', 'B'] as const) {
    // States are immutable: an untouched Hidden pile is the same array, and has nothing new.
    if (a.players[seat].hidden === b.players[seat].hidden) continue;
    left ??= new Set(a.chain.map((it) => it.id));
    const old = new Set(b.players[seat].hidden.map((x) => x.h));
    const fresh = a.players[seat].hidden.filter((x) => !old.has(x.h));
    if (fresh.length === 0) continue;
    const hides = b.chain
      .filter((it) => it.controller === seat && it.body.kind === 'hide' && !left!.has(it.id))
      .reverse();
    fresh.forEach((x, i) => {
      const body = hides[i]?.body;
      if (body?.kind === 'hide')
        out.push({ slot: slotId(after, x.h), of: slotId(before, body.card.h) });
    });
  }
  return out;
}

function apply(s: MatchState, a: MatchAction): MatchState | GameError {
  return applyForSession(applyMatch, s, a);
}

function local(
  s: MatchState,
  seat: string,
  action: MatchAction,
  secrets: PlayerSecrets,
): LocalResult<MatchState> | GameError {
  const notOwn = ownMoveError(action, seat);
  if (notOwn) return notOwn;
  const a = withSlot(s, action);
  const state = apply(s, a);
  if ('code' in state) return state;
  const travels = matchViewAction(s, a, other(seat as PSeat));
  const move = travels as unknown as JsonValue;
  const aliases = aliasesOf(s, state);
  if (a.type !== 'deck') {
    const claims = claimsOf(travels, (h) => slotId(s, h));
    return { state, move, opened: openedBy(s, a), commits: [], deferred: [], aliases, claims };
  }
  const game = gameNo(s);
  const c = commitDeck(s.matchId, a.player, game, a.cards ?? [], secrets.privSeed);
  if (c.commitment !== a.commitment) {
    return err('bad-commitment', 'the deck commitment is not the list under this seat’s salt');
  }
  const commits = [{ kind: 'deck', index: game, commitment: a.commitment }];
  return { state, move, opened: [], commits, deferred: [c] };
}

function remote(
  s: MatchState,
  seat: string,
  json: JsonValue,
  know: Knowledge,
): MoveResult<MatchState> | GameError {
  const decoded = decodeMove(json, seat);
  if ('code' in decoded) return decoded;
  let a = decoded;
  const commits: { kind: string; index: number; commitment: string }[] = [];
  if (a.type === 'deck') {
    const game = gameNo(s);
    commits.push({ kind: 'deck', index: game, commitment: a.commitment });
    const o = know.opening(seat, 'deck', game);
    if (o && Array.isArray(o.value)) a = { ...a, cards: o.value.map(String) };
  }
  const state = apply(s, a);
  if ('code' in state) return state;
  const claims = claimsOf(a, (h) => slotId(s, h));
  return { state, opened: openedBy(s, a), commits, aliases: aliasesOf(s, state), claims };
}

function turn(s: MatchState): Turn {
  const w = matchWaiting(s);
  if (w.kind === 'act') return { kind: 'act', seat: w.seat };
  if (w.kind === 'over') return { kind: 'over', winner: w.winner };
  const r = w.request;
  if (r.kind === 'private-draw') {
    const size = s.game!.players[r.seat as PSeat].deck.size;
    return { kind: 'random', event: { kind: 'private', owner: r.seat, count: r.count, size } };
  }
  let size: number;
  if (s.phase === 'game') size = multisetSize(s.game!.poolDeck);
  else size = (s.draft!.step === 'greater' ? s.draft!.greaterLeft : s.draft!.lesserLeft).length;
  return { kind: 'random', event: { kind: 'public', count: r.count, size } };
}

function resolve(
  s: MatchState,
  indices: readonly number[] | null,
): { state: MatchState; drawn: readonly DrawnSlot[]; aliases: SlotAlias[] } | GameError {
  const w = matchWaiting(s);
  if (w.kind !== 'random') return err('wrong-random', 'no random event is pending');
  const r = w.request;
  const state = apply(s, randomAction(r, indices));
  if ('code' in state) return state;
  const aliases = aliasesOf(s, state);
  if (r.kind !== 'private-draw') return { state, drawn: [], aliases };
  const seat = r.seat as PSeat;
  const n0 = s.game!.players[seat].slots;
  const hand = state.game!.players[seat].hand;
  const drawn: DrawnSlot[] = [];
  for (let i = 0; i < r.count; i++) {
    const h = slotHandle(seat, n0 + i);
    const id = hand.find((x) => x.h === h)?.id;
    drawn.push(id !== undefined ? { slot: slotId(s, h), value: id } : { slot: slotId(s, h) });
  }
  return { state, drawn, aliases };
}

/**
 * Canonical texts of public-state parts, shared by every session and verification in this realm:
 * a seat's next state shares most objects with its last one (states are immutable), and only what
 * changed is serialized again. A public state has under a hundred objects, so 1,000 texts hold the
 * live states of a few seats with room for each message's ~20 fresh ones; a longer memory only keeps
 * old states alive for the garbage collector to copy (the default 5,000 cost ~3–7% of a session's
 * CPU in in-process A/B runs).
 */
const publicTexts = new CanonicalMemo(1_000);

/** Paragons as a protocol/session `LockstepGame` (see the module comment). */
export const PARAGONS_LOCKSTEP: LockstepGame<MatchState, MatchAction> = {
  finalKinds: ['deck'],
  initial: (header, knows) =>
    createMatch(
      viewOfKnowledge(SEATS, knows),
      header.matchId,
      optionsOf(header),
      headerCardSet(header).hash,
    ),
  turn,
  // hashCanonical(matchPublic(s)) of src/engine/hash.ts: the same canonical text (remembered per
  // unchanged object of the immutable states) and the protocol's SHA-256 (native in Node).
  publicHash: (s) => sha256TextHex(publicTexts.text(matchPublic(s))),
  local: (s, seat, move, secrets) => local(s, seat, move, secrets),
  remote,
  resolve,
  concede(s, seat) {
    if (seat !== 'A' && seat !== 'B') return err('invalid-target', `no seat ${seat}`);
    return apply(s, { type: 'concede', player: seat });
  },
  checkClaim: checkHiddenClaim,
};
