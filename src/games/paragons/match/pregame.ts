/**
 * Choosing a Paragon (rulebook: "Choose Your Paragon"): both seats commit to a class, then open;
 * if both want the same class, rock-paper-scissors decides, played as commit-reveal (both commit,
 * then both open; a tie repeats), and the loser picks again from the remaining classes.
 *
 * The choice is the engine's simultaneous secret choice (src/engine/match/secret-choice.ts), played
 * on this match's own fields (`classCommits`, `classes`, `rps`, `repick`; no salts are kept) and
 * phases (`class-commit`, `class-open`, `rps-commit`, `rps-open`, `class-repick`).
 */
import {
  secretChoice,
  type ChoiceOutcome,
  type ChoiceStage,
  type SecretChoiceRecord,
} from '../../../engine/match/index.ts';
import type { ClassId } from '../cards/schema.ts';
import { SEATS, type PSeat } from '../types.ts';
import type { MatchEvent, MatchPhase, MatchState } from './types.ts';

/** The classes in play order (rulebook: "Play order is always Warrior → Mage → Ranger"). */
export const CLASSES: readonly ClassId[] = ['warrior', 'mage', 'ranger'];

/** Narrows a string to a class id. */
export function isClassId(s: string): s is ClassId {
  return (CLASSES as readonly string[]).includes(s);
}

/** This match's phase for each step of the choice. */
const CLASS_PHASES: Readonly<Record<ChoiceStage, MatchPhase>> = {
  commit: 'class-commit',
  open: 'class-open',
  'rps-commit': 'rps-commit',
  'rps-open': 'rps-open',
  repick: 'class-repick',
};

/** The class choice's fields of a match state. */
export function classRecord(s: MatchState): SecretChoiceRecord<PSeat, ClassId> {
  return { commits: s.classCommits, choices: s.classes, salts: {}, rps: s.rps, repick: s.repick };
}

function classEvent(o: ChoiceOutcome<PSeat, ClassId>): MatchEvent {
  return o.kind === 'chosen'
    ? { type: 'classes', classes: o.choices, conflict: o.clash }
    : { type: 'rps', round: o.round, choices: o.choices, winner: o.winner };
}

/** The class choice of a Paragons match (two seats, A then B). */
export const CLASS_CHOICE = secretChoice<MatchState, PSeat, ClassId, MatchEvent>({
  noun: 'class',
  isChoice: isClassId,
  matchId: (s) => s.matchId,
  seats: () => SEATS,
  read: classRecord,
  write: (s, r, stage) => ({
    ...s,
    classCommits: r.commits,
    classes: r.choices,
    rps: r.rps,
    repick: r.repick,
    phase: stage ? CLASS_PHASES[stage] : s.phase,
  }),
  event: classEvent,
});

/**
 * The seat that drafts first: "Drafting Order is always Ranger drafts before → Mage drafts before
 * → Warrior" (rulebook: "Draft Phase").
 */
export function firstDrafter(classes: Readonly<Record<PSeat, ClassId>>): PSeat {
  const rank: Record<ClassId, number> = { ranger: 0, mage: 1, warrior: 2 };
  return rank[classes.A] <= rank[classes.B] ? 'A' : 'B';
}
