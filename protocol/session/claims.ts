/**
 * The rules of timeout claims (docs/match-file.md, "Timeout claims"; docs/protocol.md, "Timeout
 * claims"), in one place: what a claim that meets the accused seat's own message for its index
 * means ({@link answeredClaim}, the live session's forks and the verifier's file forks alike), and
 * the timing rule by which an accused seat answers a claim ({@link cameEarly}, {@link owedBefore}).
 *
 * A claim `{claim: {seat: X}}` at index i says that X never sent the message i it owed. The rules
 * (the lockstep core applies the first three to a claim in the transcript, this module the last):
 *
 * - a claim by the seat that itself owes the next message is its own admission (`bad-claim`, a
 *   violation by its signer, whose blame it then carries);
 * - a claim when nobody owes a message (every seat revealed: the match is over) is void, noise that
 *   changes nothing;
 * - nothing follows a standing claim (`match-over`): it ends the match, and the verdict names X;
 * - a claim answered by X's own signed message for index i is void: X did send message i, so the
 *   match goes on from that message, and whoever owes the next one (the claimant included) still
 *   owes it. A file cannot tell a late answer from one that crossed the claim, so no message of the
 *   claimant can outweigh one of X for the index X owed.
 *
 * So no file one seat can make with its own key turns a fair verdict into another, or moves the
 * blame for a message that seat owed onto nobody: its claim against a seat that did answer is void
 * (the verdict stays what the answered match says), and a claim against itself blames itself.
 */
import type { Message } from '../transcript.ts';
import { DEFAULT_TIMEOUT_MS, CLAIM_GRACE_MS } from './options.ts';
import type { StoredEntry } from './store.ts';

/** The seat a timeout claim body accuses, or undefined when `body` is not a claim. */
export function accusedBy(body: Readonly<Record<string, unknown>>): unknown {
  const c = body.claim;
  return typeof c === 'object' && c !== null ? (c as { seat?: unknown }).seat : undefined;
}

/**
 * Of two signed messages for the same index from different seats, the timeout claim that the other
 * answers, with its answer: `claim` accuses the sender of `answer` (docs/match-file.md, "Timeout
 * claims": the claim is void). Null when neither message is a claim against the other's sender.
 * Linking, signatures and the rules at that index are the caller's to check.
 */
export function answeredClaim(
  a: Message,
  b: Message,
): { readonly claim: Message; readonly answer: Message } | null {
  if (a.i !== b.i || a.from === b.from) return null;
  if (a.body.claim !== undefined && accusedBy(a.body) === b.from) return { claim: a, answer: b };
  if (b.body.claim !== undefined && accusedBy(b.body) === a.from) return { claim: b, answer: a };
  return null;
}

/**
 * True when a claim against a seat that had owed the message for `owedFor` ms came early: before
 * its timeout minus the grace for latency (defaults {@link DEFAULT_TIMEOUT_MS},
 * {@link CLAIM_GRACE_MS}). An accused seat answers such a claim with the message it owes (which
 * voids the claim); a claim that is not early it accepts.
 */
export function cameEarly(
  owedFor: number,
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
  graceMs: number = CLAIM_GRACE_MS,
): boolean {
  return owedFor < timeoutMs - graceMs;
}

/**
 * How long (ms) the seat had owed message `index` when entry `index` was stored, by its own clock:
 * that entry's `at` minus the `at` of the entry before it (the abort clock runs from the last
 * stored message). Null when either time is missing (entries stored before `at` existed, or
 * message 0, whose clock started with the session) or the times run backwards.
 */
export function owedBefore(entries: readonly StoredEntry[], index: number): number | null {
  const at = entries[index]?.at;
  const before = index > 0 ? entries[index - 1]?.at : undefined;
  if (typeof at !== 'number' || typeof before !== 'number') return null;
  const ms = at - before;
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}
