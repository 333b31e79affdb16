/**
 * What the app does for a Paragons seat by itself, and how the table's requests become moves (the
 * module's `automation`, src/engine/module.ts): the commitments a seat makes with its own secrets
 * (class and rock-paper-scissors choices under `commitChoice`, deck lists under `commitDeck`), the
 * openings of those choices (memoryless: the choice is found again from the commitment in the
 * state, so it works after a reload), and the automatic pass of a reaction window in which every
 * legal move declines. Legal actions always come from the engine in the seat's own view.
 */
import type { JsonValue } from '../../../../protocol/index.ts';
import { ownWindow, tableRequest } from '../../../engine/automation.ts';
import type { GameError, SeatSecrets } from '../../../engine/module.ts';
import {
  choiceCommitment,
  committedChoice as committedIn,
  owedOpening as owedIn,
  THROWS,
} from '../../../engine/match/index.ts';
import type { ClassId } from '../cards/schema.ts';
import { commitDeck } from '../match/decks.ts';
import { matchWaiting } from '../match/match.ts';
import { CLASSES, classRecord, isClassId } from '../match/pregame.ts';
import type { MatchAction, MatchState } from '../match/types.ts';
import { isSeat, type PSeat } from '../types.ts';

/** The rock-paper-scissors throws (src/engine/match/choice-seat.ts). */
export { THROWS };

/**
 * What the Paragons table may ask for besides a legal action: a class or rock-paper-scissors
 * choice to commit to (or, after losing rock-paper-scissors, the class picked openly), or a deck
 * list to commit to.
 */
export type ParagonsIntent =
  | { readonly intent: 'class'; readonly choice: ClassId }
  | { readonly intent: 'rps'; readonly choice: string }
  | { readonly intent: 'deck'; readonly cards: readonly string[] };

const err = (code: string, message: string): GameError => ({ code, message });

/** The class commitment of `seat` for `cls` (round 0). */
export function classCommit(
  s: MatchState,
  seat: PSeat,
  secrets: SeatSecrets,
  cls: ClassId,
): MatchAction {
  const commitment = choiceCommitment(s.matchId, seat, secrets, 0, cls);
  return { type: 'class-commit', player: seat, commitment };
}

/** The rock-paper-scissors commitment of `seat` in the current round. */
export function rpsCommit(
  s: MatchState,
  seat: PSeat,
  secrets: SeatSecrets,
  choice: string,
): MatchAction {
  const commitment = choiceCommitment(s.matchId, seat, secrets, s.rps!.round, choice);
  return { type: 'rps-commit', player: seat, commitment };
}

/** The choice `seat` committed to in round `round` (0 = class), found from the state. */
export function committedChoice(
  s: MatchState,
  seat: PSeat,
  secrets: SeatSecrets,
  round: number,
): string | null {
  return committedIn(s.matchId, classRecord(s), seat, secrets, round, CLASSES);
}

/** The opening `seat` owes now (class-open / rps-open windows), or null. */
export function owedOpening(s: MatchState, seat: string, secrets: SeatSecrets): MatchAction | null {
  const w = matchWaiting(s);
  if (w.kind !== 'act' || w.seat !== seat || !isSeat(seat)) return null;
  const stage = w.window === 'class-open' ? 'open' : w.window === 'rps-open' ? 'rps-open' : null;
  if (stage === null) return null;
  const o = owedIn(s.matchId, classRecord(s), stage, seat, secrets, CLASSES)!;
  return o.round === 0
    ? { type: 'class-open', player: seat, choice: o.choice, salt: o.salt }
    : { type: 'rps-open', player: seat, choice: o.choice, salt: o.salt };
}

/** The deck commitment of `seat` for `cards` (deck building or a Bo3 swap). */
export function deckAction(
  s: MatchState,
  seat: PSeat,
  secrets: SeatSecrets,
  cards: readonly string[],
): MatchAction {
  const game = s.results.length + 1;
  const c = commitDeck(s.matchId, seat, game, [...cards], secrets.privSeed);
  return { type: 'deck', player: seat, commitment: c.commitment, cards: [...cards].sort() };
}

/** True for an action that declines (pass, no defender). */
export function isDecline(a: MatchAction): boolean {
  return a.type === 'pass' || (a.type === 'defend' && a.defender === null);
}

/** The windows in which the app passes for a seat that has nothing but declines. */
const REACTION_WINDOWS: ReadonlySet<string> = new Set(['priority', 'defend', 'retarget']);

/** The decline to play for `seat` when it is all it may do in a reaction window, else null. */
export function autoDecline(
  s: MatchState,
  seat: string,
  legal: readonly MatchAction[],
): MatchAction | null {
  const w = matchWaiting(s);
  if (w.kind !== 'act' || w.seat !== seat || !REACTION_WINDOWS.has(w.window)) return null;
  return legal.length > 0 && legal.every(isDecline) ? legal[0]! : null;
}

/** The move for a request of the Paragons table (see {@link ParagonsIntent}). */
export function prepare(
  s: MatchState,
  seat: string,
  secrets: SeatSecrets,
  asked: unknown,
): MatchAction | GameError {
  const r = tableRequest<ParagonsIntent, MatchAction>(asked);
  if ('code' in r) return r;
  if ('move' in r) return r.move;
  const request = r.intent;
  const window = ownWindow(matchWaiting(s), seat);
  const p = seat as PSeat;
  switch (request.intent) {
    case 'class':
      if (!isClassId(request.choice)) return err('invalid-choice', 'no such class');
      if (window === 'class-pick') return { type: 'class-pick', player: p, choice: request.choice };
      if (window !== 'class-commit') return err('wrong-phase', 'no class to choose now');
      return classCommit(s, p, secrets, request.choice);
    case 'rps':
      if (window !== 'rps-commit') return err('wrong-phase', 'no rock-paper-scissors now');
      if (!THROWS.includes(request.choice)) return err('invalid-choice', 'no such throw');
      return rpsCommit(s, p, secrets, request.choice);
    case 'deck':
      if (window !== 'deck' && window !== 'swap')
        return err('wrong-phase', 'no deck to commit now');
      return deckAction(s, p, secrets, request.cards);
  }
}

/**
 * What `seat` committed to and has not opened (its screen shows "you chose …"): its class and its
 * throw of the current rock-paper-scissors round.
 */
export function notes(s: MatchState, seat: string, secrets: SeatSecrets): JsonValue {
  const p = seat as PSeat;
  return {
    class: committedChoice(s, p, secrets, 0),
    rps: s.rps ? committedChoice(s, p, secrets, s.rps.round) : null,
  };
}
