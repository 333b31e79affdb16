/**
 * A seat's own side of the simultaneous secret choice (./secret-choice.ts; docs/adding-a-game.md,
 * "Shared match pieces"): the commitments it makes with its own secrets and the openings it owes.
 * Salts are derived from the seat's private seed (protocol/commit.ts `deriveSalt`, kind `choice`,
 * index = the round), so a seat keeps no memory of what it chose: the choice is found again by
 * trying each option against the commitment in the state, and works after a reload.
 *
 * Pure: the same secrets and state give the same moves.
 */
import { commitChoice, type Rps } from '../../../protocol/choice.ts';
import { toHex } from '../../../protocol/bytes.ts';
import { deriveSalt } from '../../../protocol/commit.ts';
import type { SeatSecrets } from '../module.ts';
import type { Seat } from '../types.ts';
import type { ChoiceStage, SecretChoiceRecord } from './secret-choice.ts';

/** The rock-paper-scissors throws. */
export const THROWS: readonly string[] = ['rock', 'paper', 'scissors'] satisfies Rps[];

/** The salt of `round` (0: the choice, 1…: throws) under the seat's secrets. */
export function choiceSalt(secrets: SeatSecrets, round: number): Uint8Array {
  return deriveSalt(secrets.privSeed, 'choice', round);
}

/** The commitment of `seat` to `choice` in `round` of match `matchId`, salted from its secrets. */
export function choiceCommitment(
  matchId: string,
  seat: Seat,
  secrets: SeatSecrets,
  round: number,
  choice: string,
): string {
  return commitChoice({ matchId, seat, round }, choice, choiceSalt(secrets, round));
}

/** The commitment of `seat` in `round` the record holds (round 0: the choice), or undefined. */
export function commitmentIn(
  record: SecretChoiceRecord<Seat, string>,
  seat: Seat,
  round: number,
): string | undefined {
  if (round === 0) return record.commits[seat];
  return record.rps?.round === round ? record.rps.commits[seat] : undefined;
}

/**
 * The choice `seat` committed to in `round` (0: one of `options`, 1…: a throw), found again from
 * the commitment the record holds; null when there is none or the secrets open none of them
 * (another device's commitment).
 */
export function committedChoice(
  matchId: string,
  record: SecretChoiceRecord<Seat, string>,
  seat: Seat,
  secrets: SeatSecrets,
  round: number,
  options: readonly string[],
): string | null {
  const mine = commitmentIn(record, seat, round);
  if (mine === undefined) return null;
  const tries: readonly string[] = round === 0 ? options : THROWS;
  const salt = choiceSalt(secrets, round);
  return tries.find((c) => commitChoice({ matchId, seat, round }, c, salt) === mine) ?? null;
}

/** An opening a seat owes: the round (0: the choice), the choice and its salt (hex). */
export interface OwedOpening {
  readonly round: number;
  readonly choice: string;
  readonly salt: string;
}

/**
 * The opening `seat` owes in `stage` (`open` or `rps-open`; null in any other), found from its
 * commitment. Throws when the commitment hides no choice its secrets know (another device's).
 */
export function owedOpening(
  matchId: string,
  record: SecretChoiceRecord<Seat, string>,
  stage: ChoiceStage,
  seat: Seat,
  secrets: SeatSecrets,
  options: readonly string[],
): OwedOpening | null {
  if (stage !== 'open' && stage !== 'rps-open') return null;
  const round = stage === 'open' ? 0 : (record.rps?.round ?? 1);
  const choice = committedChoice(matchId, record, seat, secrets, round, options);
  if (choice === null) throw new Error('this seat’s commitment hides no known choice');
  return { round, choice, salt: toHex(choiceSalt(secrets, round)) };
}
