/**
 * What the app does for an Authority seat by itself, and how its table's requests become moves
 * (the module's `automation`, src/engine/module.ts): the faction and rock-paper-scissors
 * commitments a seat makes with its own secrets (protocol/choice.ts `commitChoice`, salted from
 * the seat's private seed), and their openings, found again from the commitment in the state (so
 * they work after a reload). Authority has no reaction windows (rulebook: "Gameplay"; every
 * window is a decision of the player whose turn it is), so nothing is declined automatically.
 */
import type { JsonValue } from '../../../../protocol/index.ts';
import { ownWindow, tableRequest } from '../../../engine/automation.ts';
import type { GameError, SeatSecrets } from '../../../engine/module.ts';
import {
  choiceCommitment,
  committedChoice as committedIn,
  nextMissing,
  owedOpening as owedIn,
  THROWS,
} from '../../../engine/match/index.ts';
import { FACTIONS, isFactionId } from '../cards/index.ts';
import type { FactionId } from '../cards/schema.ts';
import { factionRecord, freeFactions } from '../match/pregame.ts';
import { matchWaiting } from '../match/match.ts';
import type { MatchAction, MatchState } from '../match/types.ts';

/** The rock-paper-scissors throws (src/engine/match/choice-seat.ts). */
export { THROWS };

/**
 * What the Authority table may ask for besides a legal action: a faction to commit to (or, after
 * losing rock-paper-scissors, to pick openly), or a throw to commit to.
 */
export type AuthorityIntent =
  | { readonly intent: 'faction'; readonly choice: FactionId }
  | { readonly intent: 'rps'; readonly choice: string };

const err = (code: string, message: string): GameError => ({ code, message });

/** The commitment of `seat` to `choice` in round `round` (0: the faction, 1…: throws). */
export function commitmentOf(
  s: MatchState,
  seat: string,
  secrets: SeatSecrets,
  round: number,
  choice: string,
): string {
  return choiceCommitment(s.matchId, seat, secrets, round, choice);
}

/** The choice `seat` committed to in round `round`, found from the state; null if none. */
export function committedChoice(
  s: MatchState,
  seat: string,
  secrets: SeatSecrets,
  round: number,
): string | null {
  return committedIn(s.matchId, factionRecord(s), seat, secrets, round, FACTIONS);
}

/** The move committing `seat` to a faction (or, on a repick, picking it openly). */
export function factionMove(
  s: MatchState,
  seat: string,
  secrets: SeatSecrets,
  choice: FactionId,
): MatchAction {
  if (s.phase === 'faction-pick') return { type: 'faction-pick', player: seat, choice };
  const commitment = commitmentOf(s, seat, secrets, 0, choice);
  return { type: 'faction-commit', player: seat, commitment };
}

/** The move committing `seat` to a throw in the current round. */
export function rpsMove(
  s: MatchState,
  seat: string,
  secrets: SeatSecrets,
  choice: string,
): MatchAction {
  const commitment = commitmentOf(s, seat, secrets, s.rps!.round, choice);
  return { type: 'rps-commit', player: seat, commitment };
}

/**
 * The opening `seat` owes now (faction-open / rps-open), or null; throws when its commitment hides
 * no choice its secrets know (another device's commitment).
 */
export function owedOpening(s: MatchState, seat: string, secrets: SeatSecrets): MatchAction | null {
  const w = matchWaiting(s);
  if (w.kind !== 'act' || w.seat !== seat) return null;
  const stage = w.window === 'faction-open' ? 'open' : w.window === 'rps-open' ? 'rps-open' : null;
  if (stage === null) return null;
  const o = owedIn(s.matchId, factionRecord(s), stage, seat, secrets, FACTIONS)!;
  return o.round === 0
    ? { type: 'faction-open', player: seat, choice: o.choice, salt: o.salt }
    : { type: 'rps-open', player: seat, choice: o.choice, salt: o.salt };
}

/** The move for a request of the Authority table (see {@link AuthorityIntent}). */
export function prepare(
  s: MatchState,
  seat: string,
  secrets: SeatSecrets,
  asked: unknown,
): MatchAction | GameError {
  const r = tableRequest<AuthorityIntent, MatchAction>(asked);
  if ('code' in r) return r;
  if ('move' in r) return r.move;
  const request = r.intent;
  const window = ownWindow(matchWaiting(s), seat);
  switch (request.intent) {
    case 'faction':
      if (!isFactionId(request.choice)) return err('invalid-choice', 'no such faction');
      if (window === 'faction-pick') {
        if (!freeFactions(s, seat, FACTIONS).includes(request.choice))
          return err('invalid-choice', 'that faction is taken');
        return factionMove(s, seat, secrets, request.choice);
      }
      if (window !== 'faction-commit') return err('wrong-phase', 'no faction to choose now');
      return factionMove(s, seat, secrets, request.choice);
    case 'rps':
      if (window !== 'rps-commit') return err('wrong-phase', 'no rock-paper-scissors now');
      if (!THROWS.includes(request.choice)) return err('invalid-choice', 'no such throw');
      return rpsMove(s, seat, secrets, request.choice);
    default:
      return err('malformed-move', 'the table asked for an intent Authority does not have');
  }
}

/**
 * What `seat` committed to and has not opened (its screen shows "you chose …"): its faction while
 * the factions are closed, and its throw of the current round while the throws are.
 */
export function notes(s: MatchState, seat: string, secrets: SeatSecrets): JsonValue {
  const factionOpen = nextMissing(s.seats, s.factions) === null;
  return {
    faction: factionOpen ? null : committedChoice(s, seat, secrets, 0),
    rps:
      s.rps && s.rps.choices[seat] === undefined
        ? committedChoice(s, seat, secrets, s.rps.round)
        : null,
  };
}
