/**
 * Authority in the lockstep session (docs/rules/authority.md, "Hidden information"): the
 * whole-match engine (match/match.ts) behind protocol/session's `LockstepGame`.
 *
 * - The header's `game.id` is `authority/2p`; its seats are `A` and `B`.
 * - Only hands are hidden. A hand draw is a private random event whose slots are the engine's
 *   handles (`A12`, src/engine/zones.ts `slotHandle`); market draws are public random events
 *   (the source is the market deck, a multiset).
 * - Every move travels as it stands: a card leaving a hand is named by the move that moves it,
 *   which opens its slot (a command, `end` for the cards left in hand, a retire from hand).
 * - No deck is secret (the starting decks and every recruit are public), so nothing is committed
 *   for the final reveal.
 * - A view is chosen by what the core knows: one seat (the live session), both (the verifier after
 *   both reveals: omniscient) or neither (a spectator view `seatView('-')`).
 */
import type { Seat } from '../../../engine/index.ts';
import { CanonicalMemo, multisetSize } from '../../../engine/index.ts';
import {
  applyForSession,
  gameError as err,
  headerProblem,
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
  Turn,
} from '../../../../protocol/session/index.ts';
import { sha256TextHex, type Header, type PlayerSecrets } from '../../../../protocol/index.ts';
import type { JsonValue } from '../../../../protocol/index.ts';
import { CARD_SET_HASH } from '../cards/index.ts';
import { applyMatch, createMatch, matchPublic, matchWaiting } from '../match/match.ts';
import type { MatchAction, MatchOptions, MatchState } from '../match/types.ts';
import { TWO_SEATS } from '../types.ts';
import { decodeMove } from './moves.ts';

/** The game id prefix in match headers. */
export const GAME_ID = 'authority';

/**
 * The version of the rules this build plays (the header's `game.rulesVersion`; docs/match-file.md,
 * "Header"): it moves with every change to what a rule does (docs/rules/authority.md). The cards
 * are versioned apart, by hash. A file made under other rules is refused by name.
 */
export const RULES_VERSION = '0.1.0';

/** The header's `game` for a match with `options`. */
export function gameRef(options: MatchOptions = { players: 2 }) {
  return {
    id: `${GAME_ID}/${options.players}p`,
    rulesVersion: RULES_VERSION,
    cardSetHash: CARD_SET_HASH,
  };
}

/**
 * The options a header names, or an error value: the game id `authority/2p`, these rules
 * ({@link RULES_VERSION}), this card set, and the seats `A` and `B` in that order.
 */
export function parseOptions(header: Header): MatchOptions | GameError {
  return (
    headerProblem(header, {
      title: 'Authority',
      id: `${GAME_ID}/2p`,
      rulesVersion: RULES_VERSION,
      cardSetHash: CARD_SET_HASH,
      seats: TWO_SEATS,
    }) ?? { players: 2 }
  );
}

/** {@link parseOptions}, throwing its error (for `initial`, which the session calls on a checked header). */
export function optionsOf(header: Header): MatchOptions {
  const o = parseOptions(header);
  if ('code' in o) throw new Error(o.message);
  return o;
}

/** The hidden slots a move shows, with the cards it names for them. */
function openedBy(s: MatchState, a: MatchAction): OpenedSlot[] {
  const g = s.game;
  if (!g) return [];
  switch (a.type) {
    case 'attack':
    case 'defend':
    case 'recruit':
    case 'post':
    case 'ability':
    case 'unmask':
      return [{ owner: a.player, slot: a.slot, value: a.card }];
    case 'end': {
      const hand = g.players[a.player]?.hand ?? [];
      return hand.map((slot, i) => ({ owner: a.player, slot: slot.h, value: a.hand[i] ?? '' }));
    }
    case 'choose':
      return 'from' in a.target && a.target.from === 'hand'
        ? [{ owner: a.player, slot: a.target.slot, value: a.target.card }]
        : [];
    default:
      return [];
  }
}

function apply(s: MatchState, a: MatchAction): MatchState | GameError {
  return applyForSession(applyMatch, s, a);
}

function local(
  s: MatchState,
  seat: string,
  action: MatchAction,
  _secrets: PlayerSecrets,
): LocalResult<MatchState> | GameError {
  const notOwn = ownMoveError(action, seat);
  if (notOwn) return notOwn;
  const state = apply(s, action);
  if ('code' in state) return state;
  const move = action as unknown as JsonValue;
  return { state, move, opened: openedBy(s, action), commits: [], deferred: [] };
}

function remote(
  s: MatchState,
  seat: string,
  json: JsonValue,
  _know: Knowledge,
): MoveResult<MatchState> | GameError {
  const a = decodeMove(json, seat);
  if ('code' in a) return a;
  const state = apply(s, a);
  if ('code' in state) return state;
  return { state, opened: openedBy(s, a), commits: [] };
}

function turn(s: MatchState): Turn {
  const w = matchWaiting(s);
  if (w.kind === 'act') return { kind: 'act', seat: w.seat };
  if (w.kind === 'over') return { kind: 'over', winner: w.winner };
  const r = w.request;
  const g = s.game!;
  if (r.kind === 'private-draw') {
    const size = g.players[r.seat]!.deck.size;
    return { kind: 'random', event: { kind: 'private', owner: r.seat, count: r.count, size } };
  }
  return {
    kind: 'random',
    event: { kind: 'public', count: r.count, size: multisetSize(g.marketDeck) },
  };
}

function resolve(
  s: MatchState,
  indices: readonly number[] | null,
): { state: MatchState; drawn: readonly DrawnSlot[] } | GameError {
  const w = matchWaiting(s);
  if (w.kind !== 'random') return err('wrong-random', 'no random event is pending');
  const r = w.request;
  const state = apply(s, randomAction(r, indices));
  if ('code' in state) return state;
  if (r.kind !== 'private-draw') return { state, drawn: [] };
  const hand = state.game!.players[r.seat as Seat]!.hand;
  const drawn: DrawnSlot[] = (r.handles ?? []).map((h) => {
    const id = hand.find((x) => x.h === h)?.id;
    return id !== undefined ? { slot: h, value: id } : { slot: h };
  });
  return { state, drawn };
}

/** Canonical texts of public-state parts, shared by every session in this realm (adapter of Paragons). */
const publicTexts = new CanonicalMemo(1_000);

/** Authority as a protocol/session `LockstepGame` (see the module comment). */
export const AUTHORITY_LOCKSTEP: LockstepGame<MatchState, MatchAction> = {
  finalKinds: [],
  initial: (header, knows) => {
    optionsOf(header);
    return createMatch(
      viewOfKnowledge(TWO_SEATS, knows),
      header.matchId,
      header.players.map((p) => p.seat),
    );
  },
  turn,
  publicHash: (s) => sha256TextHex(publicTexts.text(matchPublic(s))),
  local,
  remote,
  resolve,
  concede(s, seat) {
    if (!TWO_SEATS.includes(seat)) return err('invalid-target', `no seat ${seat}`);
    return apply(s, { type: 'concede', player: seat });
  },
  // No move asserts anything about a hidden card: a card leaves a hand only face up, opened by the
  // move that names it (docs/rules/authority.md, decision 28), so no claim is ever made to check.
  checkClaim: () => err('no-claims', 'Authority moves make no claims about hidden cards'),
};
