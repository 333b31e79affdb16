/**
 * What the app does for a Paragons seat by itself, and how the table's requests become moves (the
 * module's `automation`, src/engine/module.ts): the commitments a seat makes with its own secrets
 * (class and rock-paper-scissors choices under `commitChoice`, deck lists under `commitDeck`), the
 * openings of those choices (memoryless: the choice is found again from the commitment in the
 * state, so it works after a reload), and the automatic pass of a reaction window in which every
 * legal move declines. Legal actions always come from the engine in the seat's own view.
 */
import { commitChoice, deriveSalt, toHex } from '../../../../protocol/index.ts';
import type { JsonValue } from '../../../../protocol/index.ts';
import type { GameError, SeatSecrets } from '../../../engine/module.ts';
import type { ClassId } from '../cards/schema.ts';
import { commitDeck } from '../match/decks.ts';
import { matchWaiting } from '../match/match.ts';
import { CLASSES, isClassId } from '../match/pregame.ts';
import type { MatchAction, MatchState } from '../match/types.ts';
import type { PSeat } from '../types.ts';

/** The rock-paper-scissors throws. */
export const THROWS: readonly string[] = ['rock', 'paper', 'scissors'];

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

function ctx(s: MatchState, seat: string, round: number) {
  return { matchId: s.matchId, seat, round };
}

function salt(secrets: SeatSecrets, round: number): Uint8Array {
  return deriveSalt(secrets.privSeed, 'choice', round);
}

/** The class commitment of `seat` for `cls` (round 0). */
export function classCommit(
  s: MatchState,
  seat: PSeat,
  secrets: SeatSecrets,
  cls: ClassId,
): MatchAction {
  const commitment = commitChoice(ctx(s, seat, 0), cls, salt(secrets, 0));
  return { type: 'class-commit', player: seat, commitment };
}

/** The rock-paper-scissors commitment of `seat` in the current round. */
export function rpsCommit(
  s: MatchState,
  seat: PSeat,
  secrets: SeatSecrets,
  choice: string,
): MatchAction {
  const round = s.rps!.round;
  const commitment = commitChoice(ctx(s, seat, round), choice, salt(secrets, round));
  return { type: 'rps-commit', player: seat, commitment };
}

/** The choice `seat` committed to in round `round` (0 = class), found from the state. */
export function committedChoice(
  s: MatchState,
  seat: PSeat,
  secrets: SeatSecrets,
  round: number,
): string | null {
  const mine = round === 0 ? s.classCommits[seat] : s.rps?.commits[seat];
  if (mine === undefined) return null;
  const options: readonly string[] = round === 0 ? CLASSES : THROWS;
  const sl = salt(secrets, round);
  return options.find((c) => commitChoice(ctx(s, seat, round), c, sl) === mine) ?? null;
}

/** The opening `seat` owes now (class-open / rps-open windows), or null. */
export function owedOpening(s: MatchState, seat: string, secrets: SeatSecrets): MatchAction | null {
  const w = matchWaiting(s);
  if (w.kind !== 'act' || w.seat !== seat || (seat !== 'A' && seat !== 'B')) return null;
  if (w.window !== 'class-open' && w.window !== 'rps-open') return null;
  const round = w.window === 'class-open' ? 0 : s.rps!.round;
  const choice = committedChoice(s, seat, secrets, round);
  if (choice === null) throw new Error('this seat’s commitment hides no known choice');
  const sl = toHex(salt(secrets, round));
  return w.window === 'class-open'
    ? { type: 'class-open', player: seat, choice, salt: sl }
    : { type: 'rps-open', player: seat, choice, salt: sl };
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

function isIntent(v: unknown): v is ParagonsIntent {
  return typeof v === 'object' && v !== null && 'intent' in v;
}

/** The move for a request of the Paragons table (see {@link ParagonsIntent}). */
export function prepare(
  s: MatchState,
  seat: string,
  secrets: SeatSecrets,
  request: unknown,
): MatchAction | GameError {
  if (!isIntent(request)) {
    if (typeof request !== 'object' || request === null || !('type' in request))
      return err('malformed-move', 'the table asked for something that is not a move');
    return request as MatchAction;
  }
  const w = matchWaiting(s);
  const window = w.kind === 'act' && w.seat === seat ? w.window : null;
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
