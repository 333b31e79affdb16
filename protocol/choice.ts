/**
 * Commit-reveal for simultaneous choices (docs/protocol.md, "Choices"): rock-paper-scissors, or
 * any pick that both players make without seeing the other's. Each player publishes
 * `H("parley/v1/choice", matchId, seat, round, choice, salt)`, and opens only after both
 * commitments are in the transcript; the seat and round bind a commitment to one use so it cannot be
 * replayed or mirrored.
 */
import { equalBytes, fromHex, toHex } from './bytes.ts';
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

/** The commitment (hex) to `choice` in `ctx` with `salt` (32 bytes; fresh random or derived). */
export function commitChoice(ctx: ChoiceContext, choice: string, salt: Uint8Array): string {
  if (salt.length !== 32) fail('wrong-length', 'choice salt must be 32 bytes');
  return toHex(H(TAG.choice, ctx.matchId, ctx.seat, ctx.round, choice, salt));
}

/**
 * Checks that `opening` opens `commitment` in `ctx`, returning the choice. Throws
 * `commitment-mismatch` when it does not, decoder codes when the salt is malformed.
 */
export function openChoice(ctx: ChoiceContext, commitment: string, opening: ChoiceOpening): string {
  const salt = fromHex(opening.salt, 32, 'choice salt');
  if (typeof opening.choice !== 'string') fail('wrong-type', 'choice must be a string');
  const expected = commitChoice(ctx, opening.choice, salt);
  if (!equalBytes(fromHex(commitment, 32, 'choice commitment'), fromHex(expected))) {
    fail('commitment-mismatch', `choice of ${ctx.seat} in round ${ctx.round} does not open`);
  }
  return opening.choice;
}

/** Narrows a string to {@link Rps}; throws `out-of-range` for anything else. */
export function asRps(choice: string): Rps {
  if (!(RPS as readonly string[]).includes(choice)) fail('out-of-range', `"${choice}" is not RPS`);
  return choice as Rps;
}

/** Rock-paper-scissors: 'first' if `a` beats `b`, 'second' if `b` beats `a`, else 'tie'. */
export function rpsWinner(a: Rps, b: Rps): 'first' | 'second' | 'tie' {
  const d = (RPS.indexOf(a) - RPS.indexOf(b) + 3) % 3;
  return d === 0 ? 'tie' : d === 1 ? 'first' : 'second';
}

/**
 * A fair coin among `seats` from opened choice salts (each player committed a random salt before
 * seeing the others'): `uniform(H("parley/v1/coin", matchId, salt_1, …), seats.length)` picks who
 * goes first. Unbiased while any one salt was random and committed first.
 */
export function pickFirst(
  matchId: string,
  seats: readonly string[],
  salts: readonly string[],
): string {
  if (seats.length === 0 || seats.length !== salts.length) {
    fail('out-of-range', 'need one salt per seat');
  }
  const bytes = salts.map((s) => fromHex(s, 32, 'coin salt'));
  return seats[uniform(H(TAG.coin, matchId, ...bytes), seats.length)]!;
}
