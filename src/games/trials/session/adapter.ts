/**
 * *Paragon: Trials of the Chosen* in the lockstep session (docs/rules/trials.md D3–D5, D52;
 * docs/protocol.md, "Slots a move creates"): the whole-match engine (../match/match.ts) behind
 * protocol/session's `LockstepGame`.
 *
 * - The header's `game.id` is `trials/2p`; its seats are `A` and `B`.
 * - There is no random event at all (design digest A3: no shuffle, the dice are counters).
 * - A seat's deck move (`order-deck`) travels as two hashes: the ledger commitment `deck#0` to its
 *   whole list (a final kind, opened at the final reveal) and the commitment to its Avatars (opened
 *   in the next window). It **creates** the 20 hidden slots of the deck, `A:d0` … `A:d19` top first,
 *   whose values are the cards in that order: the session commits each as `card#j` in that same
 *   message. Draws move handles, so the opponent learns only handles and counts.
 * - Every move that shows a hidden card opens its slot at once: a card played (`play`, by handle
 *   and card id), a card discarded (`discard`, an `activate` paying a discard cost). A scouted card
 *   goes to hand unseen; a card already public (`pub`, back from the discard pile) opens nothing.
 * - The verifier (both seats' final reveals known) reads each deck list from its `deck#0` opening:
 *   the list must be a legal deck (cards/legality.ts; refused as an illegal deck move), its
 *   Avatars those opened, and the created slots take their values from it, so the session's
 *   `bad-created` names the deck move whose slots do not hold the list in its order.
 * - A view is chosen by what the core knows: one seat (the live session), both (the verifier after
 *   both reveals: omniscient) or neither (a spectator view `seatView('-')`).
 */
import {
  applyForSession,
  gameError as err,
  headerProblem,
  ownMoveError,
  viewOfKnowledge,
} from '../../../engine/lockstep.ts';
import { CanonicalMemo } from '../../../engine/index.ts';
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
import type { DeckList } from '../cards/legality.ts';
import { applyMatch, createMatch, matchPublic, matchWaiting } from '../match/match.ts';
import {
  asDeckList,
  commitAvatars,
  commitDeckList,
  deckHandles,
  DECK_KIND,
  listError,
} from '../match/pregame.ts';
import type { MatchAction, MatchOptions, MatchState } from '../match/types.ts';
import { SEATS, type Shown, type TSeat } from '../types.ts';
import { decodeMove } from './moves.ts';

/** The game id prefix in match headers. */
export const GAME_ID = 'trials';

/**
 * The version of the rules this build plays (the header's `game.rulesVersion`; docs/match-file.md,
 * "Header"): it moves with every change to what a rule does (docs/rules/trials.md). The cards are
 * versioned apart, by hash. A file made under other rules is refused by name.
 */
export const RULES_VERSION = '0.1.0';

/** The hash of the card set this build plays (the header's `game.cardSetHash`; cards/index.ts). */
export { CARD_SET_HASH };

/** The header's `game` for a match with `options`. */
export function gameRef(options: MatchOptions = { players: 2 }) {
  return {
    id: `${GAME_ID}/${options.players}p`,
    rulesVersion: RULES_VERSION,
    cardSetHash: CARD_SET_HASH,
  };
}

/**
 * The options a header names, or an error value: the game id `trials/2p`, these rules
 * ({@link RULES_VERSION}), this card set, and the seats `A` and `B` in that order.
 */
export function parseOptions(header: Header): MatchOptions | GameError {
  return (
    headerProblem(header, {
      title: 'Trials',
      id: `${GAME_ID}/2p`,
      rulesVersion: RULES_VERSION,
      cardSetHash: CARD_SET_HASH,
      seats: SEATS,
    }) ?? { players: 2 }
  );
}

/** {@link parseOptions}, throwing its error (for `initial`, which the session calls on a checked header). */
export function optionsOf(header: Header): MatchOptions {
  const o = parseOptions(header);
  if ('code' in o) throw new Error(o.message);
  return o;
}

/** The hidden cards `shown` of `seat` that open a slot: those not already public. */
function openings(s: MatchState, seat: TSeat, shown: readonly Shown[]): OpenedSlot[] {
  const hand = s.game?.players[seat].hand ?? [];
  return shown
    .filter((c) => hand.find((x) => x.h === c.h)?.pub !== true)
    .map((c) => ({ owner: seat, slot: c.h, value: c.id }));
}

/** The hidden slots a move shows, with the cards it names for them. */
export function openedBy(s: MatchState, a: MatchAction): OpenedSlot[] {
  if (!s.game) return [];
  switch (a.type) {
    case 'play':
      return openings(s, a.player, [{ h: a.h, id: a.id }]);
    case 'activate':
      return openings(s, a.player, a.discard ?? []);
    case 'discard':
      return openings(s, a.player, a.cards);
    default:
      return [];
  }
}

/** The 20 slots a deck move of `seat` creates, with their cards where `list` is known. */
export function createdBy(seat: TSeat, list: DeckList | undefined): DrawnSlot[] {
  return deckHandles(seat).map((slot, i) => {
    const value = list?.cards[i];
    return value === undefined ? { slot } : { slot, value };
  });
}

/** The move as it travels: a deck move without its list. */
export function travelling(a: MatchAction): MatchAction {
  if (a.type !== 'order-deck') return a;
  return { type: 'order-deck', player: a.player, deck: a.deck, avatars: a.avatars };
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
  const state = apply(s, action);
  if ('code' in state) return state;
  const move = travelling(action) as unknown as JsonValue;
  if (action.type !== 'order-deck')
    return { state, move, opened: openedBy(s, action), commits: [], deferred: [] };
  const list = action.list;
  if (list === undefined) return err('illegal-move', 'a deck move of one’s own carries its list');
  const c = commitDeckList(s.matchId, action.player, list, secrets.privSeed);
  const av = commitAvatars(s.matchId, action.player, list.avatars, secrets.privSeed);
  if (c.commitment !== action.deck || av.commitment !== action.avatars)
    return err('bad-commitment', 'the deck commitments are not the list under this seat’s salts');
  return {
    state,
    move,
    opened: [],
    commits: [{ kind: DECK_KIND, index: 0, commitment: action.deck }],
    created: createdBy(action.player, list),
    deferred: [c],
  };
}

function remote(
  s: MatchState,
  seat: string,
  json: JsonValue,
  know: Knowledge,
): MoveResult<MatchState> | GameError {
  const decoded = decodeMove(json, seat);
  if ('code' in decoded) return decoded;
  if (decoded.type !== 'order-deck') {
    const state = apply(s, decoded);
    if ('code' in state) return state;
    return { state, opened: openedBy(s, decoded), commits: [] };
  }
  let a = decoded;
  const o = know.opening(seat, DECK_KIND, 0);
  if (o !== undefined) {
    // The verifier's replay: the list this deck move committed to, from the final reveal (D2).
    const list = asDeckList(o.value);
    const bad = list === null ? err('illegal-deck', 'the deck opening is no deck list') : null;
    const illegal = bad ?? listError(list);
    if (illegal) return err('illegal-move', `${seat}'s deck list: ${illegal.message}`);
    a = { ...a, list: list! };
  }
  const state = apply(s, a);
  if ('code' in state) return state;
  return {
    state,
    opened: [],
    commits: [{ kind: DECK_KIND, index: 0, commitment: a.deck }],
    created: createdBy(a.player, a.list),
  };
}

function turn(s: MatchState): Turn {
  const w = matchWaiting(s);
  if (w.kind === 'act') return { kind: 'act', seat: w.seat };
  if (w.kind === 'over') return { kind: 'over', winner: w.winner };
  throw new Error('Trials has no random events');
}

/** Canonical texts of public-state parts, shared by every session in this realm. */
const publicTexts = new CanonicalMemo(1_000);

/** Trials as a protocol/session `LockstepGame` (see the module comment). */
export const TRIALS_LOCKSTEP: LockstepGame<MatchState, MatchAction> = {
  finalKinds: [DECK_KIND],
  initial: (header, knows) => {
    optionsOf(header);
    return createMatch(viewOfKnowledge(SEATS, knows), header.matchId, ['A', 'B']);
  },
  turn,
  publicHash: (s) => sha256TextHex(publicTexts.text(matchPublic(s))),
  local,
  remote,
  // No shuffle and no die is ever rolled (design digest A3): nothing to resolve.
  resolve: () => err('wrong-random', 'Trials has no random events'),
  concede(s, seat) {
    if (seat !== 'A' && seat !== 'B') return err('invalid-target', `no seat ${seat}`);
    return apply(s, { type: 'concede', player: seat });
  },
  // No move asserts anything about a hidden card it does not show: a card leaves a hand face up,
  // opened by the move that names it (D52), so no claim is ever made to check.
  checkClaim: () => err('no-claims', 'Trials moves make no claims about hidden cards'),
};
