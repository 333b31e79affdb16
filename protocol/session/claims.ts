/**
 * The timing rule of timeout claims (docs/match-file.md, "Timeout claims"), in one place: the
 * accused seat disputes a claim that came before its own clock ran out, less a grace for latency.
 * The live session applies it when a claim arrives, when it reopens holding an undisputed claim
 * (the dispute decision survives a crash), and to a claim that crossed its own message; the app
 * uses {@link owedBefore} to say how early a claim came.
 */
import { DEFAULT_TIMEOUT_MS, DISPUTE_GRACE_MS } from './options.ts';
import type { StoredEntry } from './store.ts';

/**
 * True when a seat that had owed the message for `owedFor` ms was claimed against too early: less
 * than its timeout minus the grace (defaults {@link DEFAULT_TIMEOUT_MS}, {@link DISPUTE_GRACE_MS}).
 */
export function cameEarly(
  owedFor: number,
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
  graceMs: number = DISPUTE_GRACE_MS,
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
