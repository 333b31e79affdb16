/**
 * What the app does for a Trials seat by itself, and how its table's requests become moves (the
 * module's `automation`, src/engine/module.ts; docs/rules/trials.md D3–D6, D19):
 *
 * - the deck the table asks for, `{intent: 'deck', avatars, order}`, sealed into the deck move with
 *   the seat's secrets (the list's ledger commitment and the Avatars' commitment; the session
 *   creates and commits the 20 slots);
 * - the initiative preference and the throw, committed with the seat's secrets
 *   (src/engine/match/choice-seat.ts);
 * - the openings a seat owes, made at once: its Avatars (found again from its own list, or from
 *   the commitment itself after a reload), its preference and its throw;
 * - a response window in which the seat can only decline (no Instant to play) declined for it.
 */
import type { JsonValue } from '../../../../protocol/index.ts';
import { toHex } from '../../../../protocol/index.ts';
import { deriveSalt } from '../../../../protocol/commit.ts';
import { ownWindow, tableRequest } from '../../../engine/automation.ts';
import type { GameError, SeatSecrets } from '../../../engine/module.ts';
import {
  choiceCommitment,
  committedChoice as committedIn,
  owedOpening as owedIn,
  THROWS,
} from '../../../engine/match/index.ts';
import { deckProblems, type DeckList } from '../cards/legality.ts';
import { matchWaiting } from '../match/match.ts';
import {
  AVATAR_IDS,
  AVATARS_KIND,
  commitAvatars,
  commitDeckList,
  initiativeRecord,
} from '../match/pregame.ts';
import { isPreference, PREFERENCES, type MatchAction, type MatchState } from '../match/types.ts';
import type { TSeat } from '../types.ts';

/** What the Trials table may ask for besides a legal action. */
export type TrialsIntent =
  | {
      readonly intent: 'deck';
      readonly avatars: readonly string[];
      readonly order: readonly string[];
    }
  | { readonly intent: 'initiative'; readonly choice: string }
  | { readonly intent: 'rps'; readonly choice: string };

const err = (code: string, message: string): GameError => ({ code, message });

/** The deck move of `seat` committing to `list` with its secrets. */
export function deckMove(
  s: MatchState,
  seat: TSeat,
  secrets: SeatSecrets,
  list: DeckList,
): MatchAction {
  const deck = commitDeckList(s.matchId, seat, list, secrets.privSeed).commitment;
  const avatars = commitAvatars(s.matchId, seat, list.avatars, secrets.privSeed).commitment;
  return {
    type: 'order-deck',
    player: seat,
    deck,
    avatars,
    list: { avatars: [...list.avatars], cards: [...list.cards] },
  };
}

/** The move committing `seat` to an initiative preference. */
export function preferenceMove(
  s: MatchState,
  seat: TSeat,
  secrets: SeatSecrets,
  choice: string,
): MatchAction {
  const commitment = choiceCommitment(s.matchId, seat, secrets, 0, choice);
  return { type: 'initiative-commit', player: seat, commitment };
}

/** The move committing `seat` to a throw in the current round. */
export function rpsMove(
  s: MatchState,
  seat: TSeat,
  secrets: SeatSecrets,
  choice: string,
): MatchAction {
  const commitment = choiceCommitment(s.matchId, seat, secrets, s.rps!.round, choice);
  return { type: 'rps-commit', player: seat, commitment };
}

/**
 * `seat`'s two Avatars as it committed them: from its own list, else found again by trying every
 * ordered pair of the set against its commitment (a reloaded seat); null when none opens it.
 */
export function ownAvatars(
  s: MatchState,
  seat: TSeat,
  secrets: SeatSecrets,
): readonly string[] | null {
  const list = s.lists[seat];
  if (list) return list.avatars;
  const mine = s.decks[seat]?.avatars;
  if (mine === undefined) return null;
  const ids = AVATAR_IDS;
  for (const a of ids)
    for (const b of ids)
      if (a !== b && commitAvatars(s.matchId, seat, [a, b], secrets.privSeed).commitment === mine)
        return [a, b];
  return null;
}

/** The opening `seat` owes now (its Avatars, its preference, its throw), or null. */
export function owedOpening(s: MatchState, seat: string, secrets: SeatSecrets): MatchAction | null {
  const w = matchWaiting(s);
  if (w.kind !== 'act' || w.seat !== seat) return null;
  const me = seat as TSeat;
  if (w.window === 'avatar-reveal') {
    const avatars = ownAvatars(s, me, secrets);
    if (avatars === null) throw new Error('this seat’s Avatar commitment hides no known pair');
    const salt = toHex(deriveSalt(secrets.privSeed, AVATARS_KIND, 0));
    return { type: 'avatars-open', player: me, avatars, salt };
  }
  const stage =
    w.window === 'initiative-open' ? 'open' : w.window === 'rps-open' ? 'rps-open' : null;
  if (stage === null) return null;
  const o = owedIn(s.matchId, initiativeRecord(s), stage, seat, secrets, PREFERENCES)!;
  return o.round === 0
    ? { type: 'initiative-open', player: me, choice: o.choice, salt: o.salt }
    : { type: 'rps-open', player: me, choice: o.choice, salt: o.salt };
}

/** A response window in which `seat` can only decline: its decline (D19), else null. */
export function autoDecline(
  _s: MatchState,
  _seat: string,
  legal: readonly MatchAction[],
): MatchAction | null {
  return legal.length > 0 && legal.every((a) => a.type === 'decline') ? legal[0]! : null;
}

/** The move for a request of the Trials table (see {@link TrialsIntent}). */
export function prepare(
  s: MatchState,
  seat: string,
  secrets: SeatSecrets,
  asked: unknown,
): MatchAction | GameError {
  const r = tableRequest<TrialsIntent, MatchAction>(asked);
  if ('code' in r) return r;
  if ('move' in r) return r.move;
  const request = r.intent;
  const window = ownWindow(matchWaiting(s), seat);
  const me = seat as TSeat;
  switch (request.intent) {
    case 'deck': {
      if (window !== 'deck-order') return err('wrong-phase', 'no deck to commit now');
      if (!Array.isArray(request.avatars) || !Array.isArray(request.order))
        return err('malformed-move', 'a deck is {avatars, order}');
      const list: DeckList = { avatars: [...request.avatars], cards: [...request.order] };
      const problems = deckProblems(list);
      if (problems.length > 0)
        return err('illegal-deck', problems.map((p) => p.message).join('; '));
      return deckMove(s, me, secrets, list);
    }
    case 'initiative':
      if (window !== 'initiative-commit') return err('wrong-phase', 'no preference to choose now');
      if (!isPreference(request.choice)) return err('invalid-choice', 'first or second');
      return preferenceMove(s, me, secrets, request.choice);
    case 'rps':
      if (window !== 'rps-commit') return err('wrong-phase', 'no rock-paper-scissors now');
      if (!THROWS.includes(request.choice)) return err('invalid-choice', 'no such throw');
      return rpsMove(s, me, secrets, request.choice);
    default:
      return err('malformed-move', 'the table asked for an intent Trials does not have');
  }
}

/**
 * What `seat` committed to and has not shown (its screen shows it): its deck list (kept until the
 * final reveal), its preference while the preferences are closed, its throw while the throws are.
 */
export function notes(s: MatchState, seat: string, secrets: SeatSecrets): JsonValue {
  const me = seat as TSeat;
  const list = s.lists[me];
  const prefOpen = s.prefs[seat] !== undefined;
  const rec = initiativeRecord(s);
  return {
    deck: list ? { avatars: [...list.avatars], cards: [...list.cards] } : null,
    preference: prefOpen ? null : committedIn(s.matchId, rec, seat, secrets, 0, PREFERENCES),
    rps:
      s.rps && s.rps.choices[seat] === undefined
        ? committedIn(s.matchId, rec, seat, secrets, s.rps.round, THROWS)
        : null,
  };
}
