/**
 * Choosing factions (rulebook: "Each player chooses 1 faction"; docs/rules/authority.md,
 * decisions 1–4): every seat commits to a faction, then every seat opens, in header order. Two
 * seats that want the same faction play rock-paper-scissors, committed and opened the same way (a
 * tie repeats); the loser picks again from the factions not taken. Then a coin from the opened
 * faction salts (protocol/choice.ts `pickFirst`) names the first player.
 *
 * The choice is the engine's simultaneous secret choice (src/engine/match/secret-choice.ts), played
 * on this match's fields (`commits`, `factions`, `salts`, `rps`, `repick`) and phases
 * (`faction-commit`, `faction-open`, `rps-commit`, `rps-open`, `faction-pick`). Written for any
 * number of seats except the clash, which the piece settles for two.
 */
import type { Seat } from '../../../engine/index.ts';
import {
  freeChoices,
  secretChoice,
  type AfterChoice,
  type ChoiceOutcome,
  type ChoiceStage,
  type SecretChoiceRecord,
} from '../../../engine/match/index.ts';
import { pickFirst } from '../../../../protocol/index.ts';
import { isFactionId } from '../cards/index.ts';
import type { FactionId } from '../cards/schema.ts';
import type { MatchEvent, MatchPhase, MatchState } from './types.ts';

/** This match's phase for each step of the choice. */
const FACTION_PHASES: Readonly<Record<ChoiceStage, MatchPhase>> = {
  commit: 'faction-commit',
  open: 'faction-open',
  'rps-commit': 'rps-commit',
  'rps-open': 'rps-open',
  repick: 'faction-pick',
};

/** The faction choice's fields of a match state. */
export function factionRecord(s: MatchState): SecretChoiceRecord<Seat, FactionId> {
  return { commits: s.commits, choices: s.factions, salts: s.salts, rps: s.rps, repick: s.repick };
}

function factionEvent(o: ChoiceOutcome<Seat, FactionId>): MatchEvent {
  return o.kind === 'chosen'
    ? { type: 'factions', factions: o.choices, clash: o.clash }
    : { type: 'rps', round: o.round, choices: o.choices, winner: o.winner };
}

/** The faction choice of an Authority match. */
export const FACTION_CHOICE = secretChoice<MatchState, Seat, FactionId, MatchEvent>({
  noun: 'faction',
  isChoice: isFactionId,
  matchId: (s) => s.matchId,
  seats: (s) => s.seats,
  read: factionRecord,
  write: (s, r, stage) => ({
    ...s,
    commits: r.commits,
    factions: r.choices,
    salts: r.salts,
    rps: r.rps,
    repick: r.repick,
    phase: stage ? FACTION_PHASES[stage] : s.phase,
  }),
  event: factionEvent,
});

/**
 * Once every seat has a faction: the coin names the first player from the opened faction salts,
 * then `next` (the game).
 */
export function thenCoin(
  next: AfterChoice<MatchState, MatchEvent>,
): AfterChoice<MatchState, MatchEvent> {
  return (state, events) => {
    const salts = state.seats.map((s) => state.salts[s]!);
    const first = pickFirst(state.matchId, state.seats, salts);
    return next({ ...state, first }, [...events, { type: 'first', seat: first }]);
  };
}

/** The factions `seat` may pick again: those of `all` no other seat holds. */
export function freeFactions(
  state: MatchState,
  seat: Seat,
  all: readonly FactionId[],
): FactionId[] {
  return freeChoices(state.seats, state.factions, seat, all);
}
