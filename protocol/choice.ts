/**
 * Commit-reveal for simultaneous choices (docs/protocol.md, "Choices"): rock-paper-scissors, or
 * any pick that both players make without seeing the other's. Each player publishes
 * `H("parley/v1/choice", matchId, seat, round, choice, salt)`, and opens only after both
 * commitments are in the transcript; the seat and round bind a commitment to one use so it cannot be
 * replayed or mirrored.
 */
import { asBytes, asRecord, asString, equalBytes, field, fromHex, toHex } from './bytes.ts';
import { fail } from './errors.ts';
import { H, TAG } from './hash.ts';
import { uniform } from './random.ts';

/** The three RPS choices. */
export type Rps = 'rock' | 'paper' | 'scissors';

const RPS: readonly Rps[] = ['rock', 'paper', 'scissors'];

/** Who a choice commitment belongs to and which round it is for. */
export interface ChoiceContext {
  readonly matchId: string;
  readonly seat: string;
  readonly round: number;
}

/** A revealed choice: the choice and its 32-byte salt (hex). */
export interface ChoiceOpening {
  readonly choice: string;
  readonly salt: string;
}

/**
 * Checks a {@link ChoiceContext} that may come from decoded data: an object whose `matchId` and
 * `seat` are strings (`wrong-type`, `missing-field`) and whose `round` is a safe integer ≥ 0
 * (`wrong-type`, `out-of-range`).
 */
function checkContext(ctx: unknown): ChoiceContext {
  const rec = asRecord(ctx, 'choice context');
  const matchId = asString(field(rec, 'matchId', 'choice context'), 'choice context.matchId');
  const seat = asString(field(rec, 'seat', 'choice context'), 'choice context.seat');
  const round = field(rec, 'round', 'choice context');
  if (typeof round !== 'number' || !Number.isSafeInteger(round)) {
    fail('wrong-type', 'choice context.round must be a safe integer');
  }
  if (round < 0) fail('out-of-range', 'choice context.round must be ≥ 0');
  return { matchId, seat, round };
}

/**
 * The commitment (hex) to `choice` in `ctx` with `salt` (32 bytes; fresh random or derived):
 * `H("parley/v1/choice", matchId, seat, round, choice, salt)`. Throws labelled errors for a
 * malformed context, a non-string choice or a salt that is not 32 bytes.
 */
export function commitChoice(ctx: ChoiceContext, choice: string, salt: Uint8Array): string {
  const c = checkContext(ctx);
  asString(choice, 'choice');
  asBytes(salt, 'choice salt', 32);
  return toHex(H(TAG.choice, c.matchId, c.seat, c.round, choice, salt));
}

/**
 * Checks that `opening` (untrusted: `{choice, salt}` with a hex salt) opens `commitment` (hex) in
 * `ctx`, returning the choice. Throws `commitment-mismatch` when it does not (another choice, salt,
 * match, seat or round), decoder codes when anything is malformed.
 */
export function openChoice(ctx: ChoiceContext, commitment: string, opening: ChoiceOpening): string {
  const c = checkContext(ctx);
  const rec = asRecord(opening, 'choice opening');
  const salt = fromHex(field(rec, 'salt', 'choice opening'), 32, 'choice salt');
  const choice = asString(field(rec, 'choice', 'choice opening'), 'choice');
  const claimed = fromHex(commitment, 32, 'choice commitment');
  if (!equalBytes(claimed, fromHex(commitChoice(c, choice, salt)))) {
    fail('commitment-mismatch', `choice of ${c.seat} in round ${c.round} does not open`);
  }
  return choice;
}

/** Narrows a string to {@link Rps}; throws `wrong-type` for a non-string, `out-of-range` for others. */
export function asRps(choice: string): Rps {
  asString(choice, 'choice');
  if (!(RPS as readonly string[]).includes(choice)) fail('out-of-range', `"${choice}" is not RPS`);
  return choice as Rps;
}

/**
 * Rock-paper-scissors: 'first' if `a` beats `b`, 'second' if `b` beats `a`, else 'tie'. Throws as
 * {@link asRps} for anything but the three choices.
 */
export function rpsWinner(a: Rps, b: Rps): 'first' | 'second' | 'tie' {
  const d = (RPS.indexOf(asRps(a)) - RPS.indexOf(asRps(b)) + 3) % 3;
  return d === 0 ? 'tie' : d === 1 ? 'first' : 'second';
}

/**
 * A fair coin among `seats` from opened choice salts (each player committed a random salt before
 * seeing the others'): `uniform(H("parley/v1/coin", matchId, salt_1, …), seats.length)` picks who
 * goes first. Unbiased while any one salt was random and committed first. Throws `wrong-type`
 * unless `matchId` is a string and `seats` and `salts` are arrays of strings, `out-of-range`
 * unless there is one salt per seat (at least one), and the hex codes for a malformed salt.
 */
export function pickFirst(
  matchId: string,
  seats: readonly string[],
  salts: readonly string[],
): string {
  asString(matchId, 'matchId');
  if (!Array.isArray(seats) || !Array.isArray(salts)) {
    fail('wrong-type', 'seats and salts must be arrays');
  }
  for (const seat of seats as readonly unknown[]) asString(seat, 'seat');
  if (seats.length === 0 || seats.length !== salts.length) {
    fail('out-of-range', 'need one salt per seat');
  }
  const bytes = salts.map((s: unknown) => fromHex(s, 32, 'coin salt'));
  return seats[uniform(H(TAG.coin, matchId, ...bytes), seats.length)]!;
}
