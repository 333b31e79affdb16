/**
 * The simultaneous secret choice (docs/adding-a-game.md, "Shared match pieces"; docs/protocol.md,
 * "Choices"): every seat commits to a choice, then every seat opens, both in header order, so no
 * seat chooses after seeing another's. When two seats want the same choice, rock-paper-scissors
 * decides, played the same way (all commit, then all open; a tie repeats), and the loser picks
 * again, openly, from the choices no other seat holds.
 *
 * This is Paragons' class choice (rulebook: "Choose Your Paragon": "If two or more players wish to
 * play the same Paragon class, this is resolved with a game of Rock, Paper, Scissors") and
 * Authority's faction choice (rulebook: "Game setup > Market": "Each player chooses 1 faction";
 * docs/rules/authority.md, decisions 1–4).
 *
 * Commitments are protocol/choice.ts commitments bound to the match, the seat and a round (the
 * choice is round 0, rock-paper-scissors rounds are 1, 2, …): a commitment copied from another
 * seat, another match or another round does not open, so it can be neither mirrored nor replayed.
 *
 * Written for any number of seats, except the clash: rock-paper-scissors settles two seats, and a
 * clash in a match of more seats is the typed error `rps-two-seats`.
 *
 * A step out of turn (a second commitment, an opening before every seat committed, a throw once
 * rock-paper-scissors is decided, a seat not in the match, a re-pick by any seat but the loser) is
 * refused by the piece itself (`wrong-phase`, `not-your-turn`), whatever its game checks first.
 *
 * Pure. The piece keeps no state of its own: a game hands it a {@link SecretChoiceRules}, which
 * reads and writes the game's own fields and phase names and makes the game's own events, so each
 * game keeps the shape (and hash) of its state.
 */
import { isProtocolError } from '../../../protocol/errors.ts';
import { asRps, openChoice, rpsWinner } from '../../../protocol/choice.ts';
import { engineError, type EngineError, type Seat } from '../types.ts';

/** A value per seat; a seat that has not filled it yet is missing. */
export type SeatRecord<V> = Readonly<Record<Seat, V>>;

/** One round of rock-paper-scissors as commit-then-open (a tie starts the next round). */
export interface RpsRound {
  readonly round: number;
  readonly commits: SeatRecord<string>;
  readonly choices: SeatRecord<string>;
}

/** What the piece reads from and writes to a game's state. */
export interface SecretChoiceRecord<S extends Seat, C extends string> {
  /** Commitments to the choice (round 0). */
  readonly commits: SeatRecord<string>;
  /** Choices as opened, or picked again after a clash. */
  readonly choices: SeatRecord<C>;
  /** The salts of the round-0 openings (a game may keep them: a coin among the seats). */
  readonly salts: SeatRecord<string>;
  /** The rock-paper-scissors round in progress, or the last one; null before any clash. */
  readonly rps: RpsRound | null;
  /** The seat that lost rock-paper-scissors and picks again. */
  readonly repick: S | null;
}

/** The steps of the choice, each the game's phase of its own name. */
export type ChoiceStage = 'commit' | 'open' | 'rps-commit' | 'rps-open' | 'repick';

/** What happened, for the game to turn into its own event. */
export type ChoiceOutcome<S extends Seat, C extends string> =
  /** Every seat opened (`clash`: two want the same), or the loser picked again (no clash). */
  | { readonly kind: 'chosen'; readonly choices: SeatRecord<C>; readonly clash: boolean }
  /** A round of rock-paper-scissors was opened; `winner` null is a tie. */
  | {
      readonly kind: 'rps';
      readonly round: number;
      readonly choices: SeatRecord<string>;
      readonly winner: S | null;
    };

/** One transition: the next state and its events, or a typed error (the state is unchanged). */
export type ChoiceStep<St, E> = { state: St; events: E[] } | { error: EngineError };

/** What happens once every seat's choice is settled (no clash left). */
export type AfterChoice<St, E> = (state: St, events: E[]) => ChoiceStep<St, E>;

/** How one game plays the piece: its choices, its state's fields and phases, its events. */
export interface SecretChoiceRules<St, S extends Seat, C extends string, E> {
  /** The thing chosen, for messages ("class", "faction"). */
  readonly noun: string;
  /** Whether an opened or picked string is a choice at all. */
  readonly isChoice: (choice: string) => choice is C;
  /** The match id commitments are bound to. */
  readonly matchId: (state: St) => string;
  /** The seats, in header order. */
  readonly seats: (state: St) => readonly S[];
  /** The game's fields as a {@link SecretChoiceRecord}. */
  readonly read: (state: St) => SecretChoiceRecord<S, C>;
  /**
   * `record` written back to the game's fields, and the phase set to the game's name for `stage`;
   * `stage` null: the choice is settled and the phase is left to the game's continuation.
   */
  readonly write: (state: St, record: SecretChoiceRecord<S, C>, stage: ChoiceStage | null) => St;
  /** The game's event for an outcome. */
  readonly event: (outcome: ChoiceOutcome<S, C>) => E;
}

/** The first of `seats` (header order) missing from `record`, or null when all are there. */
export function nextMissing<S extends Seat>(
  seats: readonly S[],
  record: Readonly<Record<Seat, unknown>>,
): S | null {
  for (const s of seats) if (record[s] === undefined) return s;
  return null;
}

/** The choices `seat` may pick again: those of `options` no other seat holds. */
export function freeChoices<C extends string>(
  seats: readonly Seat[],
  choices: SeatRecord<C>,
  seat: Seat,
  options: readonly C[],
): C[] {
  const taken = new Set(seats.filter((s) => s !== seat).map((s) => choices[s]));
  return options.filter((c) => !taken.has(c));
}

/**
 * The seat the choice waits for in `stage`: the first in header order without a commitment (or
 * an opening) of the step, or the RPS loser on a repick. Null when nobody is missing.
 */
export function choiceTurn<S extends Seat, C extends string>(
  seats: readonly S[],
  record: SecretChoiceRecord<S, C>,
  stage: ChoiceStage,
): S | null {
  switch (stage) {
    case 'commit':
      return nextMissing(seats, record.commits);
    case 'open':
      return nextMissing(seats, record.choices);
    case 'rps-commit':
      return nextMissing(seats, record.rps?.commits ?? {});
    case 'rps-open':
      return nextMissing(seats, record.rps?.choices ?? {});
    case 'repick':
      return record.repick;
  }
}

/**
 * The step `record` is at, read from the record alone (so the piece needs no phase of the game's):
 * a pending re-pick, else a rock-paper-scissors round (commit until every seat has), else the
 * choice itself (commit until every seat has, then open).
 */
export function choiceStage<S extends Seat, C extends string>(
  seats: readonly S[],
  record: SecretChoiceRecord<S, C>,
): ChoiceStage {
  if (record.repick !== null) return 'repick';
  if (record.rps !== null)
    return nextMissing(seats, record.rps.commits) ? 'rps-commit' : 'rps-open';
  return nextMissing(seats, record.commits) ? 'commit' : 'open';
}

/**
 * Why `seat` may not take `stage` now, or null: `not-your-turn` for a seat not in the match or
 * other than the re-picking loser, `wrong-phase` when the record is at another step or the seat
 * has already taken this one. So no seat commits again after another opened, opens before every
 * seat committed, or throws once rock-paper-scissors is decided, whatever the game checks first.
 */
function outOfStep<S extends Seat, C extends string>(
  seats: readonly S[],
  record: SecretChoiceRecord<S, C>,
  seat: S,
  stage: ChoiceStage,
): EngineError | null {
  if (!seats.includes(seat)) return engineError('not-your-turn', `${seat} is not in this match`);
  const now = choiceStage(seats, record);
  if (now !== stage) return engineError('wrong-phase', `no ${stage} now (${now})`);
  if (stage === 'repick') {
    return record.repick === seat
      ? null
      : engineError('not-your-turn', `${record.repick} picks again, not ${seat}`);
  }
  const done =
    stage === 'commit'
      ? record.commits
      : stage === 'open'
        ? record.choices
        : stage === 'rps-commit'
          ? record.rps!.commits
          : record.rps!.choices;
  return done[seat] === undefined
    ? null
    : engineError('wrong-phase', `${seat} has already taken the ${stage} step`);
}

/** `malformed` unless `commitment` is 64 lowercase hex characters (a SHA-256). */
export function checkCommitment(commitment: string): EngineError | null {
  return typeof commitment === 'string' && /^[0-9a-f]{64}$/.test(commitment)
    ? null
    : engineError('malformed', 'a commitment is 64 lowercase hex characters');
}

/** `bad-opening` unless `choice` and `salt` open `commitment` for this match, seat and round. */
function opens(
  matchId: string,
  seat: Seat,
  round: number,
  commitment: string | undefined,
  choice: string,
  salt: string,
): EngineError | null {
  if (commitment === undefined) return engineError('bad-opening', `${seat} has no commitment`);
  try {
    openChoice({ matchId, seat, round }, commitment, { choice, salt });
    return null;
  } catch (e) {
    if (isProtocolError(e)) return engineError('bad-opening', e.message);
    throw e;
  }
}

function isRps(choice: string): boolean {
  try {
    asRps(choice);
    return true;
  } catch {
    return false;
  }
}

/** The secret choice played with a game's {@link SecretChoiceRules}. */
export interface SecretChoice<St, S extends Seat, E> {
  /** A seat commits to its choice (stage `commit`); after the last seat, `open`. */
  commit(state: St, seat: S, commitment: string): ChoiceStep<St, E>;
  /**
   * A seat opens its choice (stage `open`): refused as `invalid-choice` for no choice and
   * `bad-opening` unless it opens the seat's round-0 commitment. After the last seat, a clash
   * starts rock-paper-scissors; otherwise `next` continues.
   */
  open(
    state: St,
    seat: S,
    choice: string,
    salt: string,
    next: AfterChoice<St, E>,
  ): ChoiceStep<St, E>;
  /** A seat commits to rock, paper or scissors (stage `rps-commit`); after the last, `rps-open`. */
  rpsCommit(state: St, seat: S, commitment: string): ChoiceStep<St, E>;
  /**
   * A seat opens its throw (stage `rps-open`); when all are open, a tie starts the next round and
   * a win sends the loser to `repick`.
   */
  rpsOpen(state: St, seat: S, choice: string, salt: string): ChoiceStep<St, E>;
  /** The RPS loser picks, openly, a choice no other seat holds (stage `repick`); then `next`. */
  repick(state: St, seat: S, choice: string, next: AfterChoice<St, E>): ChoiceStep<St, E>;
}

/** The secret choice for one game (see the module comment). */
export function secretChoice<St, S extends Seat, C extends string, E>(
  rules: SecretChoiceRules<St, S, C, E>,
): SecretChoice<St, S, E> {
  const { read, write, event, seats, matchId } = rules;

  function commit(state: St, seat: S, commitment: string): ChoiceStep<St, E> {
    const bad = checkCommitment(commitment);
    if (bad) return { error: bad };
    const r = read(state);
    const early = outOfStep(seats(state), r, seat, 'commit');
    if (early) return { error: early };
    const commits = { ...r.commits, [seat]: commitment };
    const stage = nextMissing(seats(state), commits) ? 'commit' : 'open';
    return { state: write(state, { ...r, commits }, stage), events: [] };
  }

  function open(
    state: St,
    seat: S,
    choice: string,
    salt: string,
    next: AfterChoice<St, E>,
  ): ChoiceStep<St, E> {
    if (!rules.isChoice(choice))
      return { error: engineError('invalid-choice', `"${choice}" is no ${rules.noun}`) };
    const r = read(state);
    const early = outOfStep(seats(state), r, seat, 'open');
    if (early) return { error: early };
    const bad = opens(matchId(state), seat, 0, r.commits[seat], choice, salt);
    if (bad) return { error: bad };
    const choices = { ...r.choices, [seat]: choice };
    const salts = { ...r.salts, [seat]: salt };
    const all = seats(state);
    if (nextMissing(all, choices)) {
      return { state: write(state, { ...r, choices, salts }, 'open'), events: [] };
    }
    const picked = all.map((s) => choices[s]);
    const clash = new Set(picked).size < picked.length;
    const events = [event({ kind: 'chosen', choices, clash })];
    if (!clash) return next(write(state, { ...r, choices, salts }, null), events);
    if (all.length !== 2) {
      return {
        error: engineError(
          'rps-two-seats',
          `rock-paper-scissors settles a clash of two seats, not of ${all.length}`,
        ),
      };
    }
    const rps: RpsRound = { round: 1, commits: {}, choices: {} };
    return { state: write(state, { ...r, choices, salts, rps }, 'rps-commit'), events };
  }

  function rpsCommit(state: St, seat: S, commitment: string): ChoiceStep<St, E> {
    const bad = checkCommitment(commitment);
    if (bad) return { error: bad };
    const r = read(state);
    if (!r.rps) return { error: engineError('wrong-phase', 'no rock-paper-scissors now') };
    const early = outOfStep(seats(state), r, seat, 'rps-commit');
    if (early) return { error: early };
    const commits = { ...r.rps.commits, [seat]: commitment };
    const stage = nextMissing(seats(state), commits) ? 'rps-commit' : 'rps-open';
    return { state: write(state, { ...r, rps: { ...r.rps, commits } }, stage), events: [] };
  }

  function rpsOpen(state: St, seat: S, choice: string, salt: string): ChoiceStep<St, E> {
    const r = read(state);
    const rps = r.rps;
    if (!rps) return { error: engineError('wrong-phase', 'no rock-paper-scissors now') };
    if (!isRps(choice)) {
      return { error: engineError('invalid-choice', `"${choice}" is not rock, paper or scissors`) };
    }
    const early = outOfStep(seats(state), r, seat, 'rps-open');
    if (early) return { error: early };
    const bad = opens(matchId(state), seat, rps.round, rps.commits[seat], choice, salt);
    if (bad) return { error: bad };
    const choices = { ...rps.choices, [seat]: choice };
    const all = seats(state);
    if (nextMissing(all, choices)) {
      return { state: write(state, { ...r, rps: { ...rps, choices } }, 'rps-open'), events: [] };
    }
    const [a, b] = all as readonly [S, S];
    const outcome = rpsWinner(asRps(choices[a]!), asRps(choices[b]!));
    const winner = outcome === 'tie' ? null : outcome === 'first' ? a : b;
    const events = [event({ kind: 'rps', round: rps.round, choices, winner })];
    if (winner === null) {
      const again: RpsRound = { round: rps.round + 1, commits: {}, choices: {} };
      return { state: write(state, { ...r, rps: again }, 'rps-commit'), events };
    }
    const repick = winner === a ? b : a;
    return { state: write(state, { ...r, rps: { ...rps, choices }, repick }, 'repick'), events };
  }

  function repick(state: St, seat: S, choice: string, next: AfterChoice<St, E>): ChoiceStep<St, E> {
    const r = read(state);
    const all = seats(state);
    const early = outOfStep(all, r, seat, 'repick');
    if (early) return { error: early };
    const taken = all.filter((s) => s !== seat).map((s) => r.choices[s]);
    if (!rules.isChoice(choice) || taken.includes(choice)) {
      return {
        error: engineError(
          'invalid-choice',
          `pick a ${rules.noun} no other seat holds, not ${choice}`,
        ),
      };
    }
    const choices = { ...r.choices, [seat]: choice };
    const events = [event({ kind: 'chosen', choices, clash: false })];
    return next(write(state, { ...r, choices, repick: null }, null), events);
  }

  return { commit, open, rpsCommit, rpsOpen, repick };
}
