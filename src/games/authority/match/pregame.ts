/**
 * Choosing factions (rulebook: "Each player chooses 1 faction"; docs/rules/authority.md,
 * decisions 1–4): every seat commits to a faction, then every seat opens, in header order. Two
 * seats that want the same faction play rock-paper-scissors, committed and opened the same way (a
 * tie repeats); the loser picks again from the factions not taken. Then a coin from the opened
 * faction salts (protocol/choice.ts `pickFirst`) names the first player.
 *
 * Commitments are protocol/choice.ts commitments bound to the match, the seat and a round (the
 * faction is round 0, RPS rounds are 1, 2, …), so none can be replayed or mirrored. Written for
 * any number of seats except the clash, which is settled for two.
 */
import type { EngineError, Seat } from '../../../engine/index.ts';
import { engineError } from '../../../engine/index.ts';
import {
  asRps,
  isProtocolError,
  openChoice,
  pickFirst,
  rpsWinner,
} from '../../../../protocol/index.ts';
import { isFactionId } from '../cards/index.ts';
import type { FactionId } from '../cards/schema.ts';
import type { MatchEvent, MatchState, MatchStep } from './types.ts';

/** What happens once every seat has a faction and the first player is known. */
export type AfterFactions = (state: MatchState, events: MatchEvent[]) => MatchStep;

/** The first seat (in header order) missing from `record`, or null. */
export function nextMissing(
  seats: readonly Seat[],
  record: Readonly<Record<Seat, unknown>>,
): Seat | null {
  for (const s of seats) if (record[s] === undefined) return s;
  return null;
}

function checkHex32(commitment: string): EngineError | null {
  return /^[0-9a-f]{64}$/.test(commitment)
    ? null
    : engineError('malformed', 'a commitment is 64 lowercase hex characters');
}

function opens(
  state: MatchState,
  seat: Seat,
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

/** A seat commits to its faction (phase `faction-commit`). */
export function factionCommit(state: MatchState, seat: Seat, commitment: string): MatchStep {
  const bad = checkHex32(commitment);
  if (bad) return { error: bad };
  const commits = { ...state.commits, [seat]: commitment };
  const phase = nextMissing(state.seats, commits) ? 'faction-commit' : 'faction-open';
  return { state: { ...state, commits, phase }, events: [] };
}

/** The coin: the first player from the opened faction salts, then `next`. */
function settle(state: MatchState, events: MatchEvent[], next: AfterFactions): MatchStep {
  const first = pickFirst(
    state.matchId,
    state.seats,
    state.seats.map((s) => state.salts[s]!),
  );
  return next({ ...state, first }, [...events, { type: 'first', seat: first }]);
}

/** A seat opens its faction commitment (phase `faction-open`); a clash starts RPS. */
export function factionOpen(
  state: MatchState,
  seat: Seat,
  choice: string,
  salt: string,
  next: AfterFactions,
): MatchStep {
  if (!isFactionId(choice))
    return { error: engineError('invalid-choice', `"${choice}" is no faction`) };
  const bad = opens(state, seat, 0, state.commits[seat]!, choice, salt);
  if (bad) return { error: bad };
  const factions = { ...state.factions, [seat]: choice };
  const salts = { ...state.salts, [seat]: salt };
  if (nextMissing(state.seats, factions))
    return { state: { ...state, factions, salts }, events: [] };
  const picked = state.seats.map((s) => factions[s]!);
  const clash = new Set(picked).size < picked.length;
  const events: MatchEvent[] = [{ type: 'factions', factions, clash }];
  if (!clash) return settle({ ...state, factions, salts }, events, next);
  const rps = { round: 1, commits: {}, choices: {} };
  return { state: { ...state, factions, salts, phase: 'rps-commit', rps }, events };
}

/** A seat commits to rock, paper or scissors (phase `rps-commit`). */
export function rpsCommit(state: MatchState, seat: Seat, commitment: string): MatchStep {
  const bad = checkHex32(commitment);
  if (bad) return { error: bad };
  const rps = state.rps!;
  const commits = { ...rps.commits, [seat]: commitment };
  const phase = nextMissing(state.seats, commits) ? 'rps-commit' : 'rps-open';
  return { state: { ...state, rps: { ...rps, commits }, phase }, events: [] };
}

/** A seat opens its RPS commitment; when both are open the round is decided or repeated. */
export function rpsOpen(state: MatchState, seat: Seat, choice: string, salt: string): MatchStep {
  const rps = state.rps!;
  try {
    asRps(choice);
  } catch {
    return { error: engineError('invalid-choice', `"${choice}" is not rock, paper or scissors`) };
  }
  const bad = opens(state, seat, rps.round, rps.commits[seat]!, choice, salt);
  if (bad) return { error: bad };
  const choices = { ...rps.choices, [seat]: choice };
  if (nextMissing(state.seats, choices))
    return { state: { ...state, rps: { ...rps, choices } }, events: [] };
  const [a, b] = state.seats as [Seat, Seat];
  const outcome = rpsWinner(asRps(choices[a]!), asRps(choices[b]!));
  const winner = outcome === 'tie' ? null : outcome === 'first' ? a : b;
  const events: MatchEvent[] = [{ type: 'rps', round: rps.round, choices, winner }];
  if (winner === null) {
    const round = { round: rps.round + 1, commits: {}, choices: {} };
    return { state: { ...state, rps: round, phase: 'rps-commit' }, events };
  }
  const repick = winner === a ? b : a;
  return {
    state: { ...state, rps: { ...rps, choices }, phase: 'faction-pick', repick },
    events,
  };
}

/** The factions `seat` may pick again: those no other seat holds. */
export function freeFactions(
  state: MatchState,
  seat: Seat,
  all: readonly FactionId[],
): FactionId[] {
  const taken = new Set(state.seats.filter((s) => s !== seat).map((s) => state.factions[s]));
  return all.filter((f) => !taken.has(f));
}

/** The RPS loser picks a faction no other seat holds (phase `faction-pick`). */
export function factionPick(
  state: MatchState,
  seat: Seat,
  choice: string,
  all: readonly FactionId[],
  next: AfterFactions,
): MatchStep {
  if (!isFactionId(choice) || !freeFactions(state, seat, all).includes(choice))
    return { error: engineError('invalid-choice', `pick a faction nobody holds, not ${choice}`) };
  const factions = { ...state.factions, [seat]: choice };
  const events: MatchEvent[] = [{ type: 'factions', factions, clash: false }];
  return settle({ ...state, factions, repick: null }, events, next);
}
