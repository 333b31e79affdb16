/**
 * Choosing a Paragon (rulebook: "Choose Your Paragon"): both seats commit to a class, then open;
 * if both want the same class, rock-paper-scissors decides, played as commit-reveal (both commit,
 * then both open; a tie repeats), and the loser picks again from the remaining classes.
 *
 * Commitments are `protocol/choice.ts` commitments bound to the match, the seat and a round (class
 * choice is round 0, RPS rounds are 1, 2, …), so no commitment can be replayed or mirrored.
 */
import { engineError, type EngineError } from '../../../engine/index.ts';
import { asRps, isProtocolError, openChoice, rpsWinner } from '../../../../protocol/index.ts';
import type { ClassId } from '../cards/schema.ts';
import { SEATS, other, type PSeat } from '../types.ts';
import type { MatchEvent, MatchState, MatchStep } from './types.ts';

/** The classes in play order (rulebook: "Play order is always Warrior → Mage → Ranger"). */
export const CLASSES: readonly ClassId[] = ['warrior', 'mage', 'ranger'];

/** Narrows a string to a class id. */
export function isClassId(s: string): s is ClassId {
  return (CLASSES as readonly string[]).includes(s);
}

type Step = MatchStep;

/** What happens once both classes are settled (the draft or the pre-constructed decks). */
export type AfterClasses = (state: MatchState, events: MatchEvent[]) => Step;

/** The first seat (A, then B) that has not yet filled `record`. */
export function nextMissing(record: Partial<Record<PSeat, unknown>>): PSeat | null {
  for (const s of SEATS) if (record[s] === undefined) return s;
  return null;
}

function checkHex32(commitment: string): EngineError | null {
  return /^[0-9a-f]{64}$/.test(commitment)
    ? null
    : engineError('malformed', 'a commitment is 64 lowercase hex characters');
}

function opened(
  state: MatchState,
  seat: PSeat,
  round: number,
  commitment: string,
  choice: string,
  salt: string,
): EngineError | null {
  try {
    openChoice({ matchId: state.matchId, seat, round }, commitment, { choice, salt });
    return null;
  } catch (e) {
    if (isProtocolError(e)) return engineError('bad-opening', e.message);
    throw e;
  }
}

/** A seat commits to its class choice (phase `class-commit`). */
export function classCommit(state: MatchState, seat: PSeat, commitment: string): Step {
  const bad = checkHex32(commitment);
  if (bad) return { error: bad };
  const classCommits = { ...state.classCommits, [seat]: commitment };
  const phase = nextMissing(classCommits) ? 'class-commit' : 'class-open';
  return { state: { ...state, classCommits, phase }, events: [] };
}

/** A seat opens its class commitment (phase `class-open`); a conflict starts RPS. */
export function classOpen(
  state: MatchState,
  seat: PSeat,
  choice: string,
  salt: string,
  next: AfterClasses,
): Step {
  if (!isClassId(choice))
    return { error: engineError('invalid-choice', `"${choice}" is no class`) };
  const bad = opened(state, seat, 0, state.classCommits[seat]!, choice, salt);
  if (bad) return { error: bad };
  const classes = { ...state.classes, [seat]: choice };
  if (nextMissing(classes)) return { state: { ...state, classes }, events: [] };
  const conflict = classes.A === classes.B;
  const events: MatchEvent[] = [{ type: 'classes', classes, conflict }];
  if (!conflict) return next({ ...state, classes }, events);
  const rps = { round: 1, commits: {}, choices: {} };
  return { state: { ...state, classes, phase: 'rps-commit', rps }, events };
}

/** A seat commits to rock, paper or scissors (phase `rps-commit`). */
export function rpsCommit(state: MatchState, seat: PSeat, commitment: string): Step {
  const bad = checkHex32(commitment);
  if (bad) return { error: bad };
  const rps = state.rps!;
  const commits = { ...rps.commits, [seat]: commitment };
  const phase = nextMissing(commits) ? 'rps-commit' : 'rps-open';
  return { state: { ...state, rps: { ...rps, commits }, phase }, events: [] };
}

/** A seat opens its RPS commitment; when both are open the round is decided or repeated. */
export function rpsOpen(state: MatchState, seat: PSeat, choice: string, salt: string): Step {
  const rps = state.rps!;
  try {
    asRps(choice);
  } catch {
    return { error: engineError('invalid-choice', `"${choice}" is not rock, paper or scissors`) };
  }
  const bad = opened(state, seat, rps.round, rps.commits[seat]!, choice, salt);
  if (bad) return { error: bad };
  const choices = { ...rps.choices, [seat]: choice };
  if (nextMissing(choices)) return { state: { ...state, rps: { ...rps, choices } }, events: [] };
  const outcome = rpsWinner(asRps(choices.A!), asRps(choices.B!));
  const winner: PSeat | null = outcome === 'tie' ? null : outcome === 'first' ? 'A' : 'B';
  const events: MatchEvent[] = [{ type: 'rps', round: rps.round, choices, winner }];
  if (winner === null) {
    const next = { round: rps.round + 1, commits: {}, choices: {} };
    return { state: { ...state, rps: next, phase: 'rps-commit' }, events };
  }
  const done = { ...rps, choices };
  return { state: { ...state, rps: done, phase: 'class-repick', repick: other(winner) }, events };
}

/** The RPS loser picks a class other than the winner's (phase `class-repick`). */
export function classPick(
  state: MatchState,
  seat: PSeat,
  choice: string,
  next: AfterClasses,
): Step {
  const taken = state.classes[other(seat)];
  if (!isClassId(choice) || choice === taken) {
    return { error: engineError('invalid-choice', `pick a class other than ${taken}`) };
  }
  const classes = { ...state.classes, [seat]: choice };
  const events: MatchEvent[] = [{ type: 'classes', classes, conflict: false }];
  return next({ ...state, classes, repick: null }, events);
}

/**
 * The seat that drafts first: "Drafting Order is always Ranger drafts before → Mage drafts before
 * → Warrior" (rulebook: "Draft Phase").
 */
export function firstDrafter(classes: Readonly<Record<PSeat, ClassId>>): PSeat {
  const rank: Record<ClassId, number> = { ranger: 0, mage: 1, warrior: 2 };
  return rank[classes.A] <= rank[classes.B] ? 'A' : 'B';
}
