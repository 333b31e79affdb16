/**
 * The pre-game of a Trials match (docs/rules/trials.md D2–D6; rulebook: "Building your deck",
 * "Sorting Your Deck", "Initiative"):
 *
 * - **The deck** (D3, D4): one move per seat commits the ordered list, `{avatars, cards}` (two
 *   Avatars, then the 20 cards top first), as the ledger commitment `deck#0` (kind `deck`, context
 *   `{matchId, seat}`, salt `PRF(privSeed, "salt", "deck", 0)`), opened only at the final reveal,
 *   and its two Avatars as a game-level commitment (kind `avatars`, same context, salt
 *   `PRF(privSeed, "salt", "avatars", 0)`). The same move creates the 20 hidden slots of the deck
 *   (the session's "Slots a move creates", docs/protocol.md), so each card is checked the moment
 *   it is shown.
 * - **The Avatars** (D3): once both decks are committed, each seat opens its Avatars; the opening
 *   must open the commitment and name two different Avatars of the set.
 * - **Initiative** (D6): the engine's simultaneous secret choice (src/engine/match/secret-choice.ts)
 *   over the preferences `first` / `second`; equal preferences go to rock-paper-scissors, whose
 *   loser's pick is forced (the other preference), so it is made for it at once.
 */
import { engineError, type EngineError, type Seat } from '../../../engine/index.ts';
import {
  freeChoices,
  secretChoice,
  type AfterChoice,
  type ChoiceOutcome,
  type ChoiceStage,
  type SecretChoiceRecord,
} from '../../../engine/match/index.ts';
import {
  commit,
  fromHex,
  isProtocolError,
  type Committed,
  type JsonValue,
} from '../../../../protocol/index.ts';
import { avatarById, TRIALS_CARDS } from '../cards/index.ts';
import { deckProblems, DECK_SIZE, type DeckList } from '../cards/legality.ts';
import type { TSeat } from '../types.ts';
import {
  isPreference,
  PREFERENCES,
  type MatchEvent,
  type MatchPhase,
  type MatchState,
  type Preference,
} from './types.ts';

/** The ledger commitment kind of a deck list (the game's only final kind). */
export const DECK_KIND = 'deck';

/** The game-level commitment kind of a seat's two Avatars. */
export const AVATARS_KIND = 'avatars';

/** The ids of every Avatar of the set, in set order. */
export const AVATAR_IDS: readonly string[] = TRIALS_CARDS.filter((c) => c.kind === 'avatar').map(
  (c) => c.id,
);

/** The context every deck and Avatar commitment of `seat` in match `matchId` is bound to. */
export function deckContext(matchId: string, seat: TSeat): { matchId: string; seat: TSeat } {
  return { matchId, seat };
}

/** The deck list as committed (a plain JSON value, Avatars first). */
export function listValue(list: DeckList): JsonValue {
  return { avatars: [...list.avatars], cards: [...list.cards] };
}

/** The ledger commitment of `seat`'s deck list, salted from its private seed (index 0). */
export function commitDeckList(
  matchId: string,
  seat: TSeat,
  list: DeckList,
  privSeed: Uint8Array,
): Committed {
  return commit(DECK_KIND, deckContext(matchId, seat), listValue(list), { privSeed, index: 0 });
}

/** The commitment of `seat` to its two Avatars, salted from its private seed (index 0). */
export function commitAvatars(
  matchId: string,
  seat: TSeat,
  avatars: readonly string[],
  privSeed: Uint8Array,
): Committed {
  return commit(AVATARS_KIND, deckContext(matchId, seat), [...avatars], { privSeed, index: 0 });
}

/** `malformed` unless `x` is 64 lowercase hex characters (a SHA-256). */
export function hashError(x: unknown, what: string): EngineError | null {
  return typeof x === 'string' && /^[0-9a-f]{64}$/.test(x)
    ? null
    : engineError('malformed', `${what} is 64 lowercase hex characters`);
}

/**
 * Why `avatars` with `salt` do not open `commitment` of `seat`, or are not two different Avatars of
 * the set (D2, D3); null when they open it and are.
 */
export function avatarsOpeningError(
  matchId: string,
  seat: TSeat,
  commitment: string,
  avatars: readonly string[],
  salt: string,
): EngineError | null {
  if (!Array.isArray(avatars) || avatars.length !== 2 || avatars.some((a) => typeof a !== 'string'))
    return engineError('malformed', 'an Avatar opening names two card ids');
  for (const id of avatars)
    if (!avatarById(id)) return engineError('invalid-choice', `${id} is not an Avatar of the set`);
  if (avatars[0] === avatars[1])
    return engineError('invalid-choice', 'the two Avatars must be different Avatars');
  try {
    const again = commit(AVATARS_KIND, deckContext(matchId, seat), [...avatars], {
      salt: fromHex(salt, 32, 'salt'),
      index: 0,
    });
    if (again.commitment !== commitment)
      return engineError('bad-opening', `${seat}'s Avatars do not open its commitment`);
    return null;
  } catch (e) {
    if (isProtocolError(e)) return engineError('bad-opening', e.message);
    throw e;
  }
}

/**
 * Why `list` is not a legal deck of 2 Avatars and 20 cards (D2; cards/legality.ts), as one typed
 * error naming every problem; null when it is legal. Also refuses a value that is not a list.
 */
export function listError(list: unknown): EngineError | null {
  const l = list as { avatars?: unknown; cards?: unknown } | null;
  if (
    typeof l !== 'object' ||
    l === null ||
    !Array.isArray(l.avatars) ||
    !Array.isArray(l.cards) ||
    ![...l.avatars, ...l.cards].every((x) => typeof x === 'string') ||
    l.cards.length > DECK_SIZE * 4
  )
    return engineError('illegal-deck', 'a deck list is {avatars: [2 ids], cards: [20 ids]}');
  const problems = deckProblems(l as DeckList);
  if (problems.length === 0) return null;
  return engineError('illegal-deck', problems.map((p) => p.message).join('; '));
}

/** The deck list a final opening holds, shape-checked (not legality): null when it is none. */
export function asDeckList(value: unknown): DeckList | null {
  const l = value as { avatars?: unknown; cards?: unknown } | null;
  if (typeof l !== 'object' || l === null || !Array.isArray(l.avatars) || !Array.isArray(l.cards))
    return null;
  if (![...l.avatars, ...l.cards].every((x) => typeof x === 'string')) return null;
  return { avatars: l.avatars as string[], cards: l.cards as string[] };
}

/** The handle of position `i` (0 = top) of `seat`'s deck: the id of its created slot. */
export function deckHandle(seat: TSeat, i: number): string {
  return `${seat}:d${i}`;
}

/** The 20 handles of `seat`'s deck, top first. */
export function deckHandles(seat: TSeat): string[] {
  return Array.from({ length: DECK_SIZE }, (_, i) => deckHandle(seat, i));
}

/** This match's phase for each step of the initiative choice. */
const INITIATIVE_PHASES: Readonly<Record<ChoiceStage, MatchPhase>> = {
  commit: 'initiative-commit',
  open: 'initiative-open',
  'rps-commit': 'rps-commit',
  'rps-open': 'rps-open',
  // Never waited in: the loser's pick is forced and made at once (D6).
  repick: 'rps-open',
};

/** The initiative choice's fields of a match state. */
export function initiativeRecord(s: MatchState): SecretChoiceRecord<Seat, Preference> {
  return { commits: s.commits, choices: s.prefs, salts: s.salts, rps: s.rps, repick: s.repick };
}

function initiativeEvent(o: ChoiceOutcome<Seat, Preference>): MatchEvent {
  return o.kind === 'chosen'
    ? { type: 'preferences', prefs: o.choices, clash: o.clash }
    : { type: 'rps', round: o.round, choices: o.choices, winner: o.winner as TSeat | null };
}

/** The initiative preference of a Trials match (D6). */
export const INITIATIVE_CHOICE = secretChoice<MatchState, Seat, Preference, MatchEvent>({
  noun: 'preference',
  isChoice: isPreference,
  matchId: (s) => s.matchId,
  seats: (s) => s.seats,
  read: initiativeRecord,
  write: (s, r, stage) => ({
    ...s,
    commits: r.commits,
    prefs: r.choices,
    salts: r.salts,
    rps: r.rps,
    repick: r.repick as TSeat | null,
    phase: stage ? INITIATIVE_PHASES[stage] : s.phase,
  }),
  event: initiativeEvent,
});

/**
 * Once both preferences are settled: the seat that asked for `first` holds initiative (exactly one
 * does), then `next` (the game).
 */
export function thenInitiative(
  next: AfterChoice<MatchState, MatchEvent>,
): AfterChoice<MatchState, MatchEvent> {
  return (state, events) => {
    const initiative = state.seats.find((x) => state.prefs[x] === 'first')!;
    return next({ ...state, initiative }, [...events, { type: 'initiative', seat: initiative }]);
  };
}

/** The preference the rock-paper-scissors loser is left with (D6: forced). */
export function forcedPreference(s: MatchState, loser: TSeat): Preference {
  return freeChoices(s.seats, s.prefs, loser, PREFERENCES)[0]!;
}
